import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { BOOKMARK_HEADER } from "../contract/api";
import { createDb } from "../db/client";
import { inSession, validBookmark } from "../db/replication";
import type { AppEnv } from "../env";
import { sessionCookie } from "./session";

/** Where this request's D1 session starts: see docs/decisions/032-read-replication.md for what each route gets. */
function sessionStart(c: Context<AppEnv>): D1SessionBookmark | D1SessionConstraint {
  const bookmark = validBookmark(c.req.header(BOOKMARK_HEADER));
  if (bookmark) return bookmark;
  const read = c.req.method === "GET" || c.req.method === "HEAD";
  // Staff are known by their cookie alone: the session row is read through the D1 session this chooses.
  const staff = getCookie(c, sessionCookie(c).name) !== undefined;
  return read && !staff ? "first-unconstrained" : "first-primary";
}

/**
 * The one place that picks the D1 session of a request and opens its database handle, `c.var.db`: every route's
 * queries and `c.env.DB` go through that session, since `c.env.DB` is replaced by it for this request. A visitor's
 * read may be answered by the nearest replica; a write, a staff request and any request that sends a bookmark read
 * at least what that caller last wrote. API answers that are not public carry the session's latest bookmark back;
 * public ones never do (any browser or shared cache may keep them).
 */
export const d1Session = createMiddleware<AppEnv>(async (c, next) => {
  const start = sessionStart(c);
  const { env, session } = inSession(c.env, start);
  c.env = env;
  c.set("db", createDb(env.DB));
  c.set("dbSessionStart", start === "first-primary" || start === "first-unconstrained" ? start : "bookmark");
  await next();
  const bookmark = session.getBookmark();
  if (bookmark && c.req.path.startsWith("/api/") && !c.res.headers.get("Cache-Control")?.includes("public")) {
    c.res.headers.set(BOOKMARK_HEADER, bookmark);
  }
});
