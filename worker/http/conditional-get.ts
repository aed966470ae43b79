import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";

/** Public reads revalidate every time (so a staff change shows at once) but cost only a 304 when nothing changed. */
export const REVALIDATE = "public, no-cache";

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((candidate) => {
    const value = candidate.trim();
    return value === "*" || value === etag || value.replace(/^W\//, "") === etag.replace(/^W\//, "");
  });
}

/** Headers that say something about the data, not the transport: the jobs list's total. */
const CONTENT_HEADERS = ["X-Total-Count"];

/**
 * A weak ETag of the answer (SHA-256 of its body and content headers, shortened): a list whose total changed while
 * its first page did not is a different answer, and must not be revalidated as unchanged.
 */
export async function bodyEtag(response: Response): Promise<string> {
  const headers = CONTENT_HEADERS.map((name) => `${name}: ${response.headers.get(name) ?? ""}\n`).join("");
  const head = new TextEncoder().encode(headers);
  const body = new Uint8Array(await response.clone().arrayBuffer());
  const bytes = new Uint8Array(head.length + body.length);
  bytes.set(head);
  bytes.set(body, head.length);
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return `W/"${[...new Uint8Array(digest).slice(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("")}"`;
}

/**
 * ETags and 304s for a public GET: the answer's body is hashed into a weak ETag, and a request whose
 * `If-None-Match` names it gets an empty 304. Answers the route marked private (a staff view) are left alone. An
 * answer that already carries its ETag (a copy from the edge cache, hashed when stored) is not hashed again.
 * Sets `cacheControl` unless the route chose its own.
 *
 * @example api.use("/jobs/*", conditionalGet())
 */
export function conditionalGet(cacheControl = REVALIDATE) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.req.method !== "GET" || c.res.status !== 200) return;
    const existing = c.res.headers.get("Cache-Control");
    if (existing && /private|no-store/.test(existing)) return;
    const etag = c.res.headers.get("ETag") ?? (await bodyEtag(c.res));
    const control = existing ?? cacheControl;
    if (etagMatches(c.req.header("If-None-Match"), etag)) {
      c.res = new Response(null, { status: 304, headers: { ETag: etag, "Cache-Control": control } });
      return;
    }
    c.res.headers.set("ETag", etag);
    c.res.headers.set("Cache-Control", control);
  });
}
