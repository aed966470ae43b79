import { Hono } from "hono";
import { smallListQuerySchema } from "../contract/zod";
import type { AppEnv } from "../env";
import { pagedReply } from "../http/reply";
import { validate } from "../http/validate";
import { accessMatrix } from "./access-matrix-store";

/** The access matrix (the staff areas screen's Access Control tab). Area: portals. */
export const accessMatrixRoutes = new Hono<AppEnv>().get("/", validate("query", smallListQuerySchema), async (c) => {
  const { total, ...matrix } = await accessMatrix(c.var.db, c.req.valid("query"));
  // The users are paged; every area is a column.
  return pagedReply(c, "GET /api/admin/access-matrix", { rows: matrix, total });
});
