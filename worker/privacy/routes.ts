import { Hono } from "hono";
import {
  legalHoldSchema,
  privacyPersonSchema,
  privacySearchQuerySchema,
  privacySettingsSchema,
} from "../contract/privacy";
import { dispatchDeliveries } from "../delivery/pipeline";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { reply } from "../http/reply";
import { idParamSchema, validate } from "../http/validate";
import { erasePerson } from "./eraser";
import { exportPerson } from "./person-export";
import { searchPerson } from "./person-search";
import { getPrivacySettings, setLegalHold, updatePrivacySettings } from "./retention";

/**
 * Candidates' personal data (issue 20, decision 030): find a person, export, erase, retention, legal holds. Area:
 * privacy (worker/http/access-policy.ts). Mounted at /api/admin/privacy.
 */
export const privacyRoutes = new Hono<AppEnv>()
  .get("/search", validate("query", privacySearchQuerySchema), async (c) => {
    const { q, limit } = c.req.valid("query");
    return reply(c, "GET /api/admin/privacy/search", await searchPerson(c.var.db, q, limit));
  })
  // A zip, not JSON: every record and resume of the person, logged.
  .post("/export", validate("json", privacyPersonSchema), async (c) => {
    const { zip, filename } = await exportPerson(c.env, actorOf(c), c.req.valid("json").q);
    return new Response(zip, {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  })
  .post("/erase", validate("json", privacyPersonSchema), async (c) => {
    const { result, deliveryIds } = await erasePerson(c.env, actorOf(c), c.req.valid("json").q);
    dispatchDeliveries(c.env, c.executionCtx, deliveryIds);
    return reply(c, "POST /api/admin/privacy/erase", result);
  })
  .get("/settings", async (c) => reply(c, "GET /api/admin/privacy/settings", await getPrivacySettings(c.var.db)))
  .patch("/settings", validate("json", privacySettingsSchema), async (c) =>
    reply(
      c,
      "PATCH /api/admin/privacy/settings",
      await updatePrivacySettings(c.var.db, actorOf(c), c.req.valid("json")),
    ),
  )
  .patch("/candidates/:id/hold", validate("param", idParamSchema), validate("json", legalHoldSchema), async (c) => {
    const held = await setLegalHold(c.var.db, actorOf(c), c.req.valid("param").id, c.req.valid("json").legalHold);
    if (!held) throw new ApiError(404, "not_found", "No such candidate.");
    return reply(c, "PATCH /api/admin/privacy/candidates/:id/hold", held);
  });
