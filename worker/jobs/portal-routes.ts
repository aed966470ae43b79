import { Hono } from "hono";
import { jobPortalUpdateSchema } from "../contract/jobs";
import { smallListQuerySchema } from "../contract/zod";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { pagedReply, reply } from "../http/reply";
import { idParamSchema, validate } from "../http/validate";
import { listJobPortals, setJobPortalActive } from "./portal-store";

/** Job portals (Indeed, LinkedIn ...) and their active switch on the job page. Area: jobs. */
export const jobPortalRoutes = new Hono<AppEnv>()
  .get("/", validate("query", smallListQuerySchema), async (c) => {
    return pagedReply(c, "GET /api/portals", await listJobPortals(c.var.db, c.req.valid("query")));
  })
  .put("/:id", validate("param", idParamSchema), validate("json", jobPortalUpdateSchema), async (c) => {
    const { id } = c.req.valid("param");
    return reply(
      c,
      "PUT /api/portals/:id",
      await setJobPortalActive(c.var.db, actorOf(c), id, c.req.valid("json").isActive),
    );
  });
