import { type Context, Hono } from "hono";
import { COMPANY } from "../contract/company";
import { escapeXml as text } from "../domain/xml";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { CARD_STYLE, linkPage, linkPageResponse } from "../http/link-page";
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

/** What a link stops: its one list, or (a campaign's or a sequence's) all marketing email (decision 121). */
const MARKETING = `all marketing email from ${COMPANY.shortName}: campaigns, follow-ups, the newsletter and job alerts`;
const STOPS: Record<OneClickList, string> = {
  newsletter: `the emails of the ${COMPANY.shortName} newsletter`,
  job_alert: "the emails of this job alert",
  campaign: MARKETING,
  sequence: MARKETING,
};

/** What still comes after leaving all marketing email, said where it applies. */
const stillComes = (list: OneClickList) =>
  list === "campaign" || list === "sequence"
    ? "\n<p>Emails about your own applications and interviews still come.</p>"
    : "";

const unsubscribedBody = (found: OneClickSubscription) =>
  `<h1>You are unsubscribed</h1>
<p class="done" role="status"><span class="address">${text(found.email)}</span> is unsubscribed from ${text(STOPS[found.list])}.</p>${stillComes(found.list)}`;

/** Every page here is a short message, and its button posts back to it (so the referrer is kept on this site). */
const cardPage = (title: string, body: string) => linkPage(title, body, CARD_STYLE, "same-origin");

/** The page of a link: its button, or that it is done; the 404 page for a link that is not one. */
async function answer(c: Context<AppEnv>, render: (token: string) => Promise<string>) {
  try {
    return linkPageResponse(c, await render(c.req.param("token") ?? ""), 200, "same-origin");
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    return linkPageResponse(
      c,
      cardPage(
        "Link not valid",
        "<h1>This unsubscribe link does not work</h1><p>Check that the whole link was copied from the email.</p>",
      ),
      404,
      "same-origin",
    );
  }
}

export const oneClickPages = new Hono<AppEnv>()
  .get(`${ONE_CLICK_PATH}/:token`, (c) =>
    answer(c, async (token) => {
      const found = await findOneClick(c.var.db, token);
      if (found.unsubscribed) return cardPage("Unsubscribed", unsubscribedBody(found));
      return cardPage(
        "Unsubscribe",
        `<h1>Unsubscribe</h1>
<p>Stop sending <span class="address">${text(found.email)}</span> ${text(STOPS[found.list])}?</p>${stillComes(found.list)}
<form method="post" action="${text(`${ONE_CLICK_PATH}/${token}`)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
      );
    }),
  )
  .post(`${ONE_CLICK_PATH}/:token`, limitBody(1024, "The request is too large."), (c) =>
    answer(c, async (token) =>
      cardPage("Unsubscribed", unsubscribedBody(await unsubscribeOneClick(c.var.db, token, new Date()))),
    ),
  );
