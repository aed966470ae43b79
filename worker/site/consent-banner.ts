import type { Context } from "hono";
import { consentFromCookieHeader } from "../contract/cookie-consent";
import type { AppEnv } from "../env";
import { compress } from "../http/compression";
import { type BuiltFile, builtFile } from "./built-files";

/**
 * The cookie banner in the Worker's public pages from their first byte (issue 43): for a visitor who has not chosen,
 * the banner's markup (web/dist/cookie-banner.html, the SPA's own banner rendered as a native form by
 * scripts/prerender.ts) goes before `</body>`, so it paints with the page instead of after its scripts, and works
 * without them (worker/site/consent-routes.ts). The page then differs by the consent cookie: `Vary: Cookie`, an
 * ETag of its own, and a key of its own in the edge cache (`consentVariant`).
 */

/** Where the build writes the banner's markup (html_handling drops ".html"). */
export const CONSENT_BANNER_PATH = "/cookie-banner";

/** Whether the request's visitor has stored a choice (the cookie the banner's form and scripts write). */
export function hasChosen(c: Context<AppEnv>): boolean {
  return consentFromCookieHeader(c.req.header("Cookie") ?? "") !== null;
}

/** `html` with the banner before `</body>`, its markup read once per isolate. */
export async function withConsentBanner(c: Context<AppEnv>, html: string): Promise<string> {
  const banner = await builtFile(c.env.ASSETS, new URL(CONSENT_BANNER_PATH, c.req.url));
  if (banner.status !== 200) throw new Error("the built site has no cookie banner (run npm run build)");
  return html.replace("</body>", () => `${banner.body}</body>`);
}

/** The page's version in the edge cache (worker/http/edge-cache.ts): with the banner or without. */
export function consentVariant(c: Context<AppEnv>): string {
  return hasChosen(c) ? "" : "-banner";
}

const withBanner = new WeakMap<BuiltFile, BuiltFile>();

/** A built page with the banner, made once per isolate: its own ETag (the file's, marked), `Vary: Cookie`. */
export async function builtFileWithBanner(c: Context<AppEnv>, file: BuiltFile): Promise<BuiltFile> {
  const made = withBanner.get(file);
  if (made) return made;
  const etag = file.etag?.replace(/"$/, '-banner"') ?? null;
  const headers = new Headers(file.headers);
  if (etag) headers.set("ETag", etag);
  headers.append("Vary", "Cookie");
  const body = await withConsentBanner(c, file.body);
  const composed = { ...file, headers: [...headers], body, compressed: await compress(body), etag };
  withBanner.set(file, composed);
  return composed;
}
