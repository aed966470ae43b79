import { Hono } from "hono";
import { jobBoardUpdateSchema } from "../contract/jobs";
import { smallListQuerySchema } from "../contract/zod";
import { dispatchDeliveries } from "../delivery/pipeline";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { pagedReply, reply } from "../http/reply";
import { idParamSchema, validate } from "../http/validate";
import { jobPostingsOf, listJobBoards, updateJobBoard } from "./job-board-store";

/** Job boards (Indeed, LinkedIn ...): their active switch and how Indeed is reached. Area: jobs. */
export const jobBoardRoutes = new Hono<AppEnv>()
  .get("/", validate("query", smallListQuerySchema), async (c) => {
    return pagedReply(c, "GET /api/portals", await listJobBoards(c.var.db, c.env, c.req.valid("query")));
  })
  .put("/:id", validate("param", idParamSchema), validate("json", jobBoardUpdateSchema), async (c) => {
    const { id } = c.req.valid("param");
    const { result, deliveryIds } = await updateJobBoard(c.var.db, c.env, actorOf(c), id, c.req.valid("json"));
    dispatchDeliveries(c.env, c.executionCtx, deliveryIds);
    return reply(c, "PUT /api/portals/:id", result);
  })
  // A job's posting on each board, for the job order page (staff only, as everything under /api/portals).
  .get("/postings/:id", validate("param", idParamSchema), async (c) => {
    return reply(c, "GET /api/portals/postings/:id", await jobPostingsOf(c.var.db, c.env, c.req.valid("param").id));
  });
