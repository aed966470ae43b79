import { Hono } from "hono";
import { jobBoardUpdateSchema } from "../contract/jobs";
import { smallListQuerySchema } from "../contract/zod";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { pagedReply, reply } from "../http/reply";
import { idParamSchema, validate } from "../http/validate";
import { listJobBoards, setJobBoardActive } from "./job-board-store";

/** Job boards (Indeed, LinkedIn ...) and their active switch on the job page. Area: jobs. */
export const jobBoardRoutes = new Hono<AppEnv>()
  .get("/", validate("query", smallListQuerySchema), async (c) => {
    return pagedReply(c, "GET /api/portals", await listJobBoards(c.var.db, c.req.valid("query")));
  })
  .put("/:id", validate("param", idParamSchema), validate("json", jobBoardUpdateSchema), async (c) => {
    const { id } = c.req.valid("param");
    return reply(
      c,
      "PUT /api/portals/:id",
      await setJobBoardActive(c.var.db, actorOf(c), id, c.req.valid("json").isActive),
    );
  });
