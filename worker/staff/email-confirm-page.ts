import { type Context, Hono } from "hono";
import { COMPANY } from "../contract/company";
import { PAGE_SECURITY_HEADERS } from "../contract/security-headers";
import { escapeXml as text } from "../domain/xml";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { sameOriginMutations } from "../http/origin";
import { limitBody } from "../http/public-form";
import { rateLimitByIp } from "../http/rate-limit";
import { checkEmailChange, confirmEmailChange } from "./email-change";

/**
 * /confirm-email?token=...: the page a new email address's link opens (issue 42 item 7), written by the Worker as
 * plain HTML so it works without scripts. Opening it changes nothing (mail scanners open links); its button, a
 * native post, makes the address the account's. The token is a secret: the page is never cached or indexed, and
 * its address is a referrer to no other site.
 */

/** Tries of tokens from one address (opening and confirming): far too few to guess one, plenty for a person. */
const CONFIRM_PER_IP = { limit: 30, windowMs: 15 * 60_000 };
const confirmLimit = rateLimitByIp("email-link", CONFIRM_PER_IP);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f1f5f9}
header{background:#0f2744;color:#fff;padding:16px 20px}header p{margin:0;font-weight:600}
main{max-width:560px;margin:24px auto;padding:24px 20px;background:#fff;border:1px solid #cbd5e1;border-radius:10px}
h1{font-size:1.5rem;margin:0 0 8px;color:#0f2744}.address{font-weight:600;overflow-wrap:anywhere}
button{margin-top:12px;font:inherit;font-weight:600;color:#fff;background:#0f2744;border:0;border-radius:8px;padding:10px 18px;min-height:44px;cursor:pointer}
.done{background:#dcfce7;border:1px solid #16a34a;padding:8px 12px;border-radius:8px}a{color:#1d4ed8}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="same-origin"><title>${text(title)} | ${text(COMPANY.shortName)}</title>
<style>${STYLE}</style></head>
<body><header><p>${text(COMPANY.name)}</p></header><main>
${body}
</main></body></html>`;
}

const notWorkingPage = () =>
  page(
    "Link not valid",
    `<h1>This link does not work</h1><p>It may have expired, been used already, or been replaced by a newer one. Sign in and ask for the new address again on <a href="/admin/account">My account</a>.</p>`,
  );

function html(c: Context<AppEnv>, body: string, status: 200 | 404) {
  for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) c.header(name, value);
  c.header("Cache-Control", "private, no-store");
  c.header("X-Robots-Tag", "noindex, nofollow");
  // The address (with its token) goes to no other site; "no-referrer" would also make the button's post "Origin: null".
  c.header("Referrer-Policy", "same-origin");
  return c.html(body, status);
}

/** A link that does not work, as the 404 page; anything else is the server's error. */
async function orNotWorking(c: Context<AppEnv>, render: () => Promise<string>) {
  try {
    return html(c, await render(), 200);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return html(c, notWorkingPage(), 404);
    throw error;
  }
}

export const emailConfirmPages = new Hono<AppEnv>()
  .get("/confirm-email", confirmLimit, (c) =>
    orNotWorking(c, async () => {
      const token = c.req.query("token") ?? "";
      const { username, newEmail } = await checkEmailChange(c.var.db, token);
      return page(
        "Confirm your new email address",
        `<h1>Confirm your new email address</h1>
<p>Make <span class="address">${text(newEmail)}</span> the email address of the staff account <strong>${text(username)}</strong>? Password resets and notifications then go to it instead of the old one.</p>
<form method="post" action="/confirm-email"><input type="hidden" name="token" value="${text(token)}"><button type="submit">Confirm this address</button></form>`,
      );
    }),
  )
  .post("/confirm-email", sameOriginMutations, limitBody(2048, "The request is too large."), confirmLimit, (c) =>
    orNotWorking(c, async () => {
      const form = await c.req.parseBody();
      const token = typeof form.token === "string" ? form.token : "";
      const { username, email } = await confirmEmailChange(c.var.db, actorOf(c), token);
      return page(
        "Email address confirmed",
        `<h1>Email address confirmed</h1>
<p class="done" role="status"><span class="address">${text(email)}</span> is now the email address of ${text(username)}.</p>
<p><a href="/admin/account">Go to My account</a></p>`,
      );
    }),
  );
