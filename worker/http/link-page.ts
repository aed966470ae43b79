import type { Context } from "hono";
import { COMPANY } from "../contract/company";
import { PAGE_SECURITY_HEADERS } from "../contract/security-headers";
import { escapeXml as text } from "../domain/xml";
import type { AppEnv } from "../env";

/**
 * The frame of every page a private link opens (a new email address's confirmation, a one-click unsubscribe, an
 * interview pick, a timesheet, the client portal): plain HTML the Worker writes, so it works without scripts on any
 * phone. The link's token is a secret: the page is never cached or indexed, and its address goes to no other site.
 */

/** What every such page looks like; a page adds its own rules (`style`). */
const BASE_STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f1f5f9}
header{background:#0f2744;color:#fff;padding:16px 20px}header p{margin:0;font-weight:600}
h1{font-size:1.5rem;color:#0f2744}.muted{color:#475569}.address{font-weight:600;overflow-wrap:anywhere}
button{margin-top:12px;font:inherit;font-weight:600;color:#fff;background:#0f2744;border:0;border-radius:8px;padding:10px 18px;min-height:44px;cursor:pointer}
.done,.saved{background:#dcfce7;border:1px solid #16a34a;padding:8px 12px;border-radius:8px}.error{background:#fee2e2;border:1px solid #dc2626;padding:8px 12px;border-radius:8px}
a{color:#1d4ed8}`;

/** A short message in a white card: a confirmation or an unsubscribe. */
export const CARD_STYLE =
  "main{max-width:560px;margin:24px auto;padding:24px 20px;background:#fff;border:1px solid #cbd5e1;border-radius:10px}h1{margin:0 0 8px}";

/**
 * `same-origin` where the page posts to itself with a button (a "no-referrer" page's post says `Origin: null`, which
 * the same-origin check refuses); `no-referrer` where it posts nothing a referrer would matter to.
 */
export type LinkPageReferrer = "same-origin" | "no-referrer";

/** A whole page around `body` (already escaped HTML). */
export function linkPage(title: string, body: string, style: string, referrer: LinkPageReferrer): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="${referrer}"><title>${text(title)} | ${text(COMPANY.shortName)}</title>
<style>${BASE_STYLE}
${style}</style></head>
<body><header><p>${text(COMPANY.name)}</p></header><main>
${body}
</main></body></html>`;
}

/** Any answer whose address holds the key (a page or its JSON): never stored, indexed or sent on as a referrer. */
export function privateHeaders(c: Context<AppEnv>, referrer: LinkPageReferrer = "no-referrer") {
  c.header("Cache-Control", "private, no-store");
  c.header("X-Robots-Tag", "noindex, nofollow");
  c.header("Referrer-Policy", referrer);
}

/** The headers of such a page: the site's security headers, and private ones. */
export function linkPageHeaders(c: Context<AppEnv>, referrer: LinkPageReferrer) {
  for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) c.header(name, value);
  privateHeaders(c, referrer);
}

/** The answer for such a page, with its headers. */
export function linkPageResponse(
  c: Context<AppEnv>,
  html: string,
  status: 200 | 400 | 403 | 404 | 409,
  referrer: LinkPageReferrer = "no-referrer",
) {
  linkPageHeaders(c, referrer);
  return c.html(html, status);
}
