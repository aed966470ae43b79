import { Hono } from "hono";
import type { AppEnv } from "../env";
import { reply } from "../http/reply";
import { requestNow } from "../http/request-clock";
import { contractDeskNumbers } from "./contract-store";

/** The desk's contract numbers (issue 48 item 5). Area: clients. Mounted at /api/admin/desk/contract. */
export const contractDeskRoutes = new Hono<AppEnv>().get("/", async (c) =>
  reply(c, "GET /api/admin/desk/contract", await contractDeskNumbers(c.var.db, requestNow(c))),
);
