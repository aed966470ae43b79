import { Hono } from "hono";
import { staffSearchQuerySchema } from "../contract/search";
import type { AppEnv } from "../env";
import { staffCanUse } from "../http/access";
import { reply } from "../http/reply";
import { validate } from "../http/validate";
import { staffSearch } from "./store";

/**
 * The command palette's search (GET /api/admin/search?q=&limit=): any signed-in staff member may ask; each kind is
 * answered only to those whose areas reach it (candidates and applications: candidates; jobs: jobs).
 */
export const staffSearchRoutes = new Hono<AppEnv>().get("/", validate("query", staffSearchQuerySchema), async (c) => {
  const [candidates, jobs] = await Promise.all([staffCanUse(c, "candidates"), staffCanUse(c, "jobs")]);
  return reply(c, "GET /api/admin/search", await staffSearch(c.var.db, c.req.valid("query"), { candidates, jobs }));
});
