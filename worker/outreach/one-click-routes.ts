import { type Context, Hono } from "hono";
import { COMPANY } from "../contract/company";
import { PAGE_SECURITY_HEADERS } from "../contract/security-headers";
import { escapeXml as text } from "../domain/xml";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { limitBody } from "../http/public-form";
import type { OneClickList } from "../integrations/email/list-unsubscribe";
import { ONE_CLICK_PATH } from "../integrations/email/list-unsubscribe";
import { findOneClick, type OneClickSubscription, unsubscribeOneClick } from "./unsubscribe-store";

/**
 * The one-click unsubscribe link of every bulk email (RFC 8058, decision 106), written by the Worker as plain HTML so
 * it works without scripts. A POST unsubscribes at once, whoever sends it: the mail provider's
 * `List-Unsubscribe=One-Click` (no cookie, no Origin) or the page's own button; it answers 200 every time, so a
 * repeated POST is harmless. Opening the link (a GET, as mail scanners do) changes nothing and shows the button.
 */

// No per-address limit: mail providers send every one-click POST of their users from a few addresses, and a 256-bit
// token is not found by trying.

const LIST_NAMES: Record<OneClickList, string> = {
  newsletter: `the ${COMPANY.shortName} newsletter`,
  job_alert: "this job alert",
  sequence: `any ${COMPANY.shortName} email sequence`,
};

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f1f5f9}
header{background:#0f2744;color:#fff;padding:16px 20px}header p{margin:0;font-weight:600}
main{max-width:560px;margin:24px auto;padding:24px 20px;background:#fff;border:1px solid #cbd5e1;border-radius:10px}
h1{font-size:1.5rem;margin:0 0 8px;color:#0f2744}.address{font-weight:600;overflow-wrap:anywhere}
button{margin-top:12px;font:inherit;font-weight:600;color:#fff;background:#0f2744;border:0;border-radius:8px;padding:10px 18px;min-height:44px;cursor:pointer}
.done{background:#dcfce7;border:1px solid #16a34a;padding:8px 12px;border-radius:8px}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="same-origin"><title>${text(title)} | ${text(COMPANY.shortName)}</title>
<style>${STYLE}</style></head>
<body><header><p>${text(COMPANY.name)}</p></header><main>
${body}
</main></body></html>`;
}

function html(c: Context<AppEnv>, body: string, status: 200 | 404) {
  for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) c.header(name, value);
  c.header("Cache-Control", "private, no-store");
  c.header("X-Robots-Tag", "noindex, nofollow");
  // The address holds the token: it goes to no other site.
  c.header("Referrer-Policy", "same-origin");
  return c.html(body, status);
}

const unsubscribedBody = (found: OneClickSubscription) =>
  `<h1>You are unsubscribed</h1>
<p class="done" role="status"><span class="address">${text(found.email)}</span> gets no more emails of ${text(LIST_NAMES[found.list])}.</p>`;

/** The page of a link: its button, or that it is done; the 404 page for a link that is not one. */
async function answer(c: Context<AppEnv>, render: (token: string) => Promise<string>) {
  try {
    return html(c, await render(c.req.param("token") ?? ""), 200);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    return html(
      c,
      page(
        "Link not valid",
        "<h1>This unsubscribe link does not work</h1><p>Check that the whole link was copied from the email.</p>",
      ),
      404,
    );
  }
}

export const oneClickPages = new Hono<AppEnv>()
  .get(`${ONE_CLICK_PATH}/:token`, (c) =>
    answer(c, async (token) => {
      const found = await findOneClick(c.var.db, token);
      if (found.unsubscribed) return page("Unsubscribed", unsubscribedBody(found));
      return page(
        "Unsubscribe",
        `<h1>Unsubscribe</h1>
<p>Stop sending <span class="address">${text(found.email)}</span> the emails of ${text(LIST_NAMES[found.list])}?</p>
<form method="post" action="${text(`${ONE_CLICK_PATH}/${token}`)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
      );
    }),
  )
  .post(`${ONE_CLICK_PATH}/:token`, limitBody(1024, "The request is too large."), (c) =>
    answer(c, async (token) =>
      page("Unsubscribed", unsubscribedBody(await unsubscribeOneClick(c.var.db, token, new Date()))),
    ),
  );
