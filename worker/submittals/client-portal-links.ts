import { and, eq, gt, isNull } from "drizzle-orm";
import { CLIENT_PORTAL_LINK_DAYS } from "../contract/desk-enums";
import type { Db } from "../db/client";
import { clientContacts, clientPortalLinks, clients } from "../db/schema";
import { hashLinkToken, randomLinkToken } from "../domain/link-token";
import { ApiError } from "../http/errors";

/**
 * The client portal's magic links (decision 051): a random token per email, of which only the SHA-256 is stored, so
 * a copy of the database opens no client portal. A link is scoped to its contact, works CLIENT_PORTAL_LINK_DAYS days, and ends at
 * once when staff revoke the contact's links. A wrong, expired or revoked token is the same 404.
 */

const LINK_TTL_MS = CLIENT_PORTAL_LINK_DAYS * 24 * 60 * 60_000;

/** The client portal's address for a token, on the site's origin. */
export function clientPortalUrl(origin: string, token: string): string {
  return `${origin.replace(/\/$/, "")}/client/${token}`;
}

/**
 * A new link for a contact: the token (for the email, never stored) and its insert, for the caller's batch.
 *
 * @example const link = await newClientPortalLink(db, contactId, now); await db.batch([link.insert, email.insert]);
 */
export async function newClientPortalLink(db: Db, contactId: string, now: Date) {
  const token = randomLinkToken();
  const insert = db.insert(clientPortalLinks).values({
    contactId,
    tokenHash: await hashLinkToken(token),
    expiresAt: new Date(now.getTime() + LINK_TTL_MS),
    createdAt: now,
  });
  return { token, insert };
}

export const clientPortalNotFound = () =>
  new ApiError(404, "not_found", "This link does not work. It may have expired: ask your recruiter for a new one.");

/** The contact a live token opens the client portal of; 404 for a wrong, expired or revoked one. */
export async function clientPortalContactOf(db: Db, token: string, now: Date) {
  const found = await db
    .select({
      contactId: clientContacts.id,
      contactName: clientContacts.name,
      clientName: clients.name,
      expiresAt: clientPortalLinks.expiresAt,
    })
    .from(clientPortalLinks)
    .innerJoin(clientContacts, eq(clientContacts.id, clientPortalLinks.contactId))
    .innerJoin(clients, eq(clients.id, clientContacts.clientId))
    .where(
      and(
        eq(clientPortalLinks.tokenHash, await hashLinkToken(token)),
        isNull(clientPortalLinks.revokedAt),
        gt(clientPortalLinks.expiresAt, now),
      ),
    )
    .get();
  if (!found) throw clientPortalNotFound();
  return found;
}

/** Ends every live link of a contact at once, for the caller's batch; its rows are the links it ended. */
export function revokeClientPortalLinks(db: Db, contactId: string, now: Date) {
  return db
    .update(clientPortalLinks)
    .set({ revokedAt: now })
    .where(and(eq(clientPortalLinks.contactId, contactId), isNull(clientPortalLinks.revokedAt)))
    .returning({ id: clientPortalLinks.id });
}
