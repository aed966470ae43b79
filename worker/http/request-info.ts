import type { Context } from "hono";

/** The visitor's IP as Cloudflare saw it; `null` locally when no proxy header is present. */
export function clientIp(c: Context): string | null {
  return c.req.header("CF-Connecting-IP") ?? null;
}

/** The User-Agent header, cut to a length worth storing. */
export function userAgent(c: Context): string | null {
  return c.req.header("User-Agent")?.slice(0, 512) ?? null;
}
