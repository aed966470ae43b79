import type { Db } from "../db/client";
import { ApiError } from "../http/errors";
import { type OneClickList, parseOneClickToken } from "../integrations/email/list-unsubscribe";
import { findByManageToken as findAlert, unsubscribeJobAlert } from "../job-alerts/store";
import { findByManageToken as findReader, unsubscribeNewsletter } from "../newsletter/subscriber-store";
import { personOfUnsubscribeToken } from "../sequences/stops";
import { campaignRecipientOfToken } from "./campaign-store";
import { type Leaving, optOut } from "./opt-out";
import { bulkEmailSuppression } from "./suppression-store";

/**
 * The one-click unsubscribe (RFC 8058): the token names one subscription of one list, unsubscribed by its own area's
 * store, or a campaign's or a sequence's email, whose person leaves all marketing email. An unknown token is a 404;
 * unsubscribing again changes nothing.
 */

const notFound = () => new ApiError(404, "not_found", "This unsubscribe link is not valid.");

export interface OneClickSubscription {
  list: OneClickList;
  email: string;
  unsubscribed: boolean;
}

/** The list and manage token of a one-click token (404 when it cannot be one). */
function listOf(token: string) {
  const parsed = parseOneClickToken(token);
  if (!parsed) throw notFound();
  return parsed;
}

/** A subscription not found by its area's store is this link's 404. */
const as404 = (error: unknown) => {
  throw error instanceof ApiError && error.status === 404 ? notFound() : error;
};

/** How the unsubscribe came: the link (its POST or its page's button) or an email to the unsubscribe address. */
export type UnsubscribeVia = "link" | "mailto";

/**
 * Who a campaign's or a sequence's own token was sent to: a campaign email's address and person (decision 116), or a
 * sequence email's person and address (decision 115). Both leave all marketing email (decision 121).
 */
async function marketingRecipient(db: Db, list: "campaign" | "sequence", manageToken: string): Promise<Leaving> {
  if (list === "campaign") {
    const found = await campaignRecipientOfToken(db, manageToken);
    if (!found) throw notFound();
    const person =
      found.personKind === "candidate"
        ? { candidateId: found.personId }
        : found.personKind === "contact"
          ? { contactId: found.personId }
          : null;
    return { email: found.recipient, person };
  }
  const found = await personOfUnsubscribeToken(db, manageToken);
  if (!found) throw notFound();
  return { email: found.email, person: found.person };
}

const isMarketing = (list: OneClickList): list is "campaign" | "sequence" => list === "campaign" || list === "sequence";

/** The subscription a one-click token names, as it is now (404 when none). */
export async function findOneClick(db: Db, token: string): Promise<OneClickSubscription> {
  const { list, manageToken } = listOf(token);
  if (isMarketing(list)) {
    const { email } = await marketingRecipient(db, list, manageToken);
    return { list, email, unsubscribed: (await bulkEmailSuppression(db, email)) !== null };
  }
  const found = await (list === "newsletter" ? findReader : findAlert)(db, manageToken).catch(as404);
  return { list, email: found.email, unsubscribed: found.status === "unsubscribed" };
}

/**
 * Unsubscribes what a one-click token names, at once; answers it as it now is. A newsletter's or a job alert's link
 * ends that one subscription; a campaign's or a sequence's, all marketing email (worker/outreach/opt-out.ts).
 */
export async function unsubscribeOneClick(
  db: Db,
  token: string,
  now: Date,
  via: UnsubscribeVia = "link",
): Promise<OneClickSubscription> {
  const { list, manageToken } = listOf(token);
  if (isMarketing(list)) {
    const who = await marketingRecipient(db, list, manageToken);
    const why =
      via === "link"
        ? `Unsubscribed with the link in a ${list} email.`
        : `Unsubscribed by email to the unsubscribe address of a ${list} email.`;
    await optOut(db, who, why, now);
    return { list, email: who.email, unsubscribed: true };
  }
  const done = await (list === "newsletter" ? unsubscribeNewsletter : unsubscribeJobAlert)(db, manageToken, now).catch(
    as404,
  );
  return { list, email: done.email, unsubscribed: done.status === "unsubscribed" };
}
