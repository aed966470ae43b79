import { Hono } from "hono";
import { jobPortalUpdateSchema } from "../contract/jobs";
import { createDb } from "../db/client";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { reply } from "../http/reply";
import { idParamSchema, validate } from "../http/validate";
import { listJobPortals, setJobPortalActive } from "./store";

/** Job portals (Indeed, LinkedIn ...) and their active switch on the job page. Area: jobs. */
export const jobPortalRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    return reply(c, "GET /api/portals", await listJobPortals(createDb(c.env.DB)));
  })
  .put("/:id", validate("param", idParamSchema), validate("json", jobPortalUpdateSchema), async (c) => {
    const { id } = c.req.valid("param");
    return reply(c, "PUT /api/portals/:id", await setJobPortalActive(createDb(c.env.DB), actorOf(c), id, c.req.valid("json").isActive));
  });
