import { type Context, Hono } from "hono";
import { escapeXml as text } from "../domain/xml";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { CARD_STYLE, linkPage, linkPageResponse } from "../http/link-page";
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

/** Every page here is a short message, and its button posts back to it (so the referrer is kept on this site). */
const cardPage = (title: string, body: string) => linkPage(title, body, CARD_STYLE, "same-origin");

const notWorkingPage = () =>
  cardPage(
    "Link not valid",
    `<h1>This link does not work</h1><p>It may have expired, been used already, or been replaced by a newer one. Sign in and ask for the new address again on <a href="/admin/account">My account</a>.</p>`,
  );

/** A link that does not work, as the 404 page; anything else is the server's error. */
async function orNotWorking(c: Context<AppEnv>, render: () => Promise<string>) {
  try {
    return linkPageResponse(c, await render(), 200, "same-origin");
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      return linkPageResponse(c, notWorkingPage(), 404, "same-origin");
    throw error;
  }
}

export const emailConfirmPages = new Hono<AppEnv>()
  .get("/confirm-email", confirmLimit, (c) =>
    orNotWorking(c, async () => {
      const token = c.req.query("token") ?? "";
      const { username, newEmail } = await checkEmailChange(c.var.db, token);
      return cardPage(
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
      return cardPage(
        "Email address confirmed",
        `<h1>Email address confirmed</h1>
<p class="done" role="status"><span class="address">${text(email)}</span> is now the email address of ${text(username)}.</p>
<p><a href="/admin/account">Go to My account</a></p>`,
      );
    }),
  );
