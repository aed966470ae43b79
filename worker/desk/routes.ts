import { Hono } from "hono";
import { deskQuerySchema } from "../contract/desk";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { requestNow } from "../http/request-clock";
import { validate } from "../http/validate";
import { deskNumbers } from "./store";

/** The desk's numbers for the firm or one recruiter (issue 32 item 7). Area: clients. Mounted at /api/admin/desk. */
export const deskRoutes = new Hono<AppEnv>().get("/", validate("query", deskQuerySchema), async (c) =>
  reply(c, "GET /api/admin/desk", await deskNumbers(c.var.db, c.req.valid("query").ownerId, requestNow(c))),
);
