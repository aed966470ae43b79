import type { Db } from "../db/client";
import { ApiError } from "../http/errors";
import { type OneClickList, parseOneClickToken } from "../integrations/email/list-unsubscribe";
import { findByManageToken as findAlert, unsubscribeJobAlert } from "../job-alerts/store";
import { findByManageToken as findReader, unsubscribeNewsletter } from "../newsletter/subscriber-store";
import { personOfUnsubscribeToken, unsubscribeByToken } from "../sequences/stops";
import { campaignAddressOfToken } from "./campaign-store";
import { bulkEmailSuppression, suppressUnsubscribed } from "./suppression-store";

/**
 * The one-click unsubscribe (RFC 8058): the token names one subscription of one list, and that subscription is
 * unsubscribed by its own area's store. An unknown token is a 404; unsubscribing again changes nothing.
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

/**
 * The address a campaign email's own token was sent to (decision 116): unsubscribing suppresses it for every
 * campaign and sequence email, there being no list of its own to leave.
 */
async function campaignAddress(db: Db, token: string): Promise<string> {
  const email = await campaignAddressOfToken(db, token);
  if (!email) throw notFound();
  return email;
}

/** The subscription a one-click token names, as it is now (404 when none). */
export async function findOneClick(db: Db, token: string): Promise<OneClickSubscription> {
  const { list, manageToken } = listOf(token);
  if (list === "campaign") {
    const email = await campaignAddress(db, manageToken);
    return { list, email, unsubscribed: (await bulkEmailSuppression(db, email)) !== null };
  }
  if (list === "sequence") {
    const found = await personOfUnsubscribeToken(db, manageToken);
    if (!found) throw notFound();
    return { list, email: found.email, unsubscribed: found.unsubscribed };
  }
  const found = await (list === "newsletter" ? findReader : findAlert)(db, manageToken).catch(as404);
  return { list, email: found.email, unsubscribed: found.status === "unsubscribed" };
}

/** Unsubscribes the subscription a one-click token names, at once; answers it as it now is. */
export async function unsubscribeOneClick(db: Db, token: string, now: Date): Promise<OneClickSubscription> {
  const { list, manageToken } = listOf(token);
  if (list === "campaign") {
    const email = await campaignAddress(db, manageToken);
    await suppressUnsubscribed(db, email, now);
    return { list, email, unsubscribed: true };
  }
  if (list === "sequence") {
    // A sequence's link takes its person out of every sequence (worker/sequences/stops.ts).
    const done = await unsubscribeByToken(db, manageToken, now);
    if (!done) throw notFound();
    return { list, email: done.email, unsubscribed: true };
  }
  const done = await (list === "newsletter" ? unsubscribeNewsletter : unsubscribeJobAlert)(db, manageToken, now).catch(
    as404,
  );
  return { list, email: done.email, unsubscribed: done.status === "unsubscribed" };
}
