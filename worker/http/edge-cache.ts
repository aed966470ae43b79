import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { publicVersion, readPublicVersion } from "../db/public-version";
import type { AppEnv } from "../env";
import { compress, compressedResponse } from "./compression";
import { bodyEtag, REVALIDATE } from "./conditional-get";
import { type CachedAnswer, recall, remember } from "./isolate-cache";
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
function cacheKey(url: string, deployment: string, version: number, variant: string): string {
  const { origin, pathname, search } = new URL(url);
  return `${origin}/_edge-cache/${encodeURIComponent(deployment)}/v${version}${variant}${pathname}${search}`;
}

/**
 * A cached answer as this request takes it. The copy in memory is kept compressed, once when stored: a
 * client that takes brotli or gzip (every browser) gets those bytes as they are (`encodeBody: "manual"`, so the runtime does
 * not compress them again on every hit, which for a 30 KB list costs more than the rest of the request); any other
 * client gets them inflated.
 */
function answerFromMemory(c: Context<AppEnv>, answer: CachedAnswer): Response {
  // Headers set for this request so far (its X-Request-Id), which c.newResponse would add but cannot send manually.
  const headers = new Headers(c.res.headers);
  for (const [name, value] of answer.headers) headers.set(name, value);
  return compressedResponse(c.req.raw, answer.body, { headers });
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
 * `variantOf` names the version of the answer a request gets when the same address answers more than one (a page
 * with or without the cookie banner, worker/site/consent-banner.ts): each is kept under a key of its own.
 *
 * @example api.use("/jobs/*", conditionalGet(), edgeCache())
 */
export function edgeCache(variantOf: (c: Context<AppEnv>) => string = () => "") {
  return createMiddleware<AppEnv>(async (c, next) => {
    const variant = variantOf(c);
    if (c.req.method !== "GET" || getCookie(c, sessionCookie(c).name) !== undefined) return next();
    const cache = caches.default;
    const db = c.var.db;
    const deployment = c.env.CF_VERSION_METADATA.id;
    // A caller that sends a bookmark may have just written: its answer is looked up at the version its own D1
    // session sees, not at an isolate's memo that may predate the write.
    const bookmarked = c.get("dbSessionStart") === "bookmark";
    const key = cacheKey(
      c.req.url,
      deployment,
      bookmarked ? await readPublicVersion(db) : await publicVersion(db),
      variant,
    );
    const inMemory = recall(key);
    if (inMemory) return answerFromMemory(c, inMemory);
    const hit = await cache.match(key);
    if (hit) {
      const headers = new Headers(hit.headers);
      // The stored policy is the edge's; conditionalGet gives the browser its own.
      headers.delete("Cache-Control");
      const answer = { body: await compress(await hit.arrayBuffer()), headers: [...headers] };
      remember(key, answer, EDGE_TTL_SECONDS);
      return answerFromMemory(c, answer);
    }
    // A copy is filed under a version its data is at least as new as. The memo may have been read through another
    // request's D1 session, on a replica ahead of the one this route is about to read; this session's own reading
    // is safe, since its later reads (the route's) see at least that.
    const storeKey = bookmarked ? key : cacheKey(c.req.url, deployment, await readPublicVersion(db), variant);
    await next();
    const { res } = c;
    const policy = res.headers.get("Cache-Control");
    if (res.status !== 200 || res.headers.has("Set-Cookie") || (policy !== null && policy !== REVALIDATE)) return;
    // Hashed once here, for this answer and every hit: conditionalGet uses an ETag it finds.
    res.headers.set("ETag", await bodyEtag(res));
    // Hits may be sent compressed or not, by what the client takes; shared caches must keep the two apart.
    res.headers.append("Vary", "Accept-Encoding");
    const stored = new Response(res.clone().body, res);
    stored.headers.set("Cache-Control", `public, s-maxage=${EDGE_TTL_SECONDS}`);
    // Each answer names its own request: a hit gets the id of the request it answers.
    stored.headers.delete("X-Request-Id");
    const remembered = new Headers(stored.headers);
    remembered.delete("Cache-Control");
    remember(
      storeKey,
      { body: await compress(await res.clone().arrayBuffer()), headers: [...remembered] },
      EDGE_TTL_SECONDS,
    );
    c.executionCtx.waitUntil(cache.put(storeKey, stored));
  });
}
