import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { createDb } from "../db/client";
import { publicVersion } from "../db/public-version";
import type { AppEnv } from "../env";
import { bodyEtag, REVALIDATE } from "./conditional-get";
import { recall, remember } from "./isolate-cache";
import { sessionCookie } from "./session";

/**
 * How long the edge keeps a public answer. Long, because staleness is not bounded by it: a change moves the
 * version in the key (worker/db/public-version.ts) and the old copy is never read again; this only bounds how long
 * such orphans take space.
 */
export const EDGE_TTL_SECONDS = 24 * 60 * 60;

/**
 * The cache key: the full URL under a path no route serves, with the deployment and the data version in it, so
 * query strings stay whole and a deploy (which may change an answer's shape) starts afresh.
 */
function cacheKey(url: string, deployment: string, version: number): string {
  const { origin, pathname, search } = new URL(url);
  return `${origin}/_edge-cache/${encodeURIComponent(deployment)}/v${version}${pathname}${search}`;
}

/**
 * Public GETs through the Workers Cache API, keyed by the public-content version: a hit (from this isolate's
 * memory, worker/http/isolate-cache.ts, or else from the Cache API) skips the route and its queries; a miss runs
 * the route and stores a copy after the answer is sent. Mount it inside `conditionalGet()`, which sets the
 * browser's `public, no-cache` and the ETag on hits and misses alike, so 304s keep working.
 *
 * Anyone carrying a session cookie (staff) bypasses it both ways: their answers may show drafts and are private.
 * Only a 200 without Set-Cookie and without a caching policy of the route's own is stored (private, no-store, or
 * anything a hit could not restore, since a hit answers `public, no-cache`).
 *
 * @example api.use("/jobs/*", conditionalGet(), edgeCache())
 */
export function edgeCache() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== "GET" || getCookie(c, sessionCookie(c).name) !== undefined) return next();
    const cache = caches.default;
    const key = cacheKey(c.req.url, c.env.CF_VERSION_METADATA.id, await publicVersion(createDb(c.env.DB)));
    const inMemory = recall(key);
    if (inMemory) return c.newResponse(inMemory.body, { headers: inMemory.headers });
    const hit = await cache.match(key);
    if (hit) {
      const headers = new Headers(hit.headers);
      // The stored policy is the edge's; conditionalGet gives the browser its own.
      headers.delete("Cache-Control");
      const body = await hit.arrayBuffer();
      remember(key, { body, headers: [...headers] }, EDGE_TTL_SECONDS);
      return c.newResponse(body, { headers });
    }
    await next();
    const { res } = c;
    const policy = res.headers.get("Cache-Control");
    if (res.status !== 200 || res.headers.has("Set-Cookie") || (policy !== null && policy !== REVALIDATE)) return;
    // Hashed once here, for this answer and every hit: conditionalGet uses an ETag it finds.
    res.headers.set("ETag", await bodyEtag(res));
    const stored = new Response(res.clone().body, res);
    stored.headers.set("Cache-Control", `public, s-maxage=${EDGE_TTL_SECONDS}`);
    // Each answer names its own request: a hit gets the id of the request it answers.
    stored.headers.delete("X-Request-Id");
    const remembered = new Headers(stored.headers);
    remembered.delete("Cache-Control");
    remember(key, { body: await res.clone().arrayBuffer(), headers: [...remembered] }, EDGE_TTL_SECONDS);
    c.executionCtx.waitUntil(cache.put(key, stored));
  });
}
