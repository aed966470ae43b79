import type { Context } from "hono";
import { routePath } from "hono/route";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiAnswer, ApiRoute } from "../contract/api";
import type { AppEnv } from "../env";

/**
 * Answers a JSON route with the shape the contract declares for it (worker/contract/api.ts), so a handler whose
 * answer drifts from what the SPA reads fails the typecheck. `route` must be the route being answered: a handler
 * naming another route's answer is a programming error, thrown so the route's tests catch it.
 *
 * @example return reply(c, "GET /api/jobs/:id", job)
 * @example return reply(c, "POST /api/jobs", created, 201)
 */
export function reply<R extends ApiRoute>(
  c: Context<AppEnv>,
  route: R,
  body: ApiAnswer<R>,
  status: ContentfulStatusCode = 200,
): Response {
  const method = c.req.method === "HEAD" ? "GET" : c.req.method;
  const answering = `${method} ${routePath(c)}`;
  if (answering !== route) throw new Error(`reply(): the handler of ${answering} answered as ${route}`);
  return c.json(body as object, status);
}

/**
 * Answers one page of a paged route the way `reply` does, with the total of the whole list in `X-Total-Count` (the
 * SPA's paged query reads it; worker/http/conditional-get.ts keeps it on a 304). A store's `{ rows, total }` passes
 * as is.
 *
 * @example return pagedReply(c, "GET /api/admin/candidates", await listCandidates(c.var.db, c.req.valid("query")))
 */
export function pagedReply<R extends ApiRoute>(
  c: Context<AppEnv>,
  route: R,
  page: { rows: ApiAnswer<R>; total: number },
): Response {
  c.header("X-Total-Count", String(page.total));
  return reply(c, route, page.rows);
}
