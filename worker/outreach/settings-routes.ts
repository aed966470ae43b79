import { Hono } from "hono";
import { outreachSettingsUpdateSchema } from "../contract/outreach";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { reply } from "../http/reply";
import { validate } from "../http/validate";
import { loadOutreachSettings, saveOutreachSettings } from "./settings-store";

/** The outreach settings (decision 106): the daily cap of bulk email per sender. Area: portals, as deliveries. */
export const outreachSettingsRoutes = new Hono<AppEnv>()
  .get("/settings", async (c) => reply(c, "GET /api/admin/outreach/settings", await loadOutreachSettings(c.var.db)))
  .put("/settings", validate("json", outreachSettingsUpdateSchema), async (c) => {
    const saved = await saveOutreachSettings(c.var.db, actorOf(c), c.req.valid("json"));
    return reply(c, "PUT /api/admin/outreach/settings", saved);
  });
