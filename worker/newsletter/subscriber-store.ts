import { and, count, desc, eq, ne, or, sql } from "drizzle-orm";
import { CONSENT_VERSIONS } from "../contract/consent";
import {
  NEWSLETTER_CONFIRM_LINK_DAYS,
  NEWSLETTER_SUBSCRIBER_STATUSES,
  type NewsletterSubscriberCounts,
  type NewsletterSubscriberListQuery,
  type NewsletterSubscriberView,
  type NewsletterSubscriptionView,
} from "../contract/newsletter";
import type { Db } from "../db/client";
import { contains } from "../db/contains";
import { hashLegacyLinkTokens } from "../db/legacy-link-tokens";
import { asD1Statement, existsCondition } from "../db/raw-batch";
import { type NewsletterSubscriber, newsletterSubscribers } from "../db/schema";
import { queueDeliveryWhere } from "../delivery/pipeline";
import { csvCell } from "../domain/csv";
import { hashLinkToken, manageTokenOf, randomLinkToken, storedManageToken } from "../domain/link-token";
import { ApiError } from "../http/errors";
import { consumeRateLimit } from "../http/rate-limit";
import { recordConsents } from "../privacy/consent-store";
import { newsletterConfirmationEmail, newsletterLinks } from "./emails";

/** Per IP on every signup, and per address: far above what a person sends, far below a flood. */
export const NEWSLETTER_RATE_LIMITS = {
  perIp: { limit: 10, windowMs: 10 * 60_000 },
  perEmail: { limit: 3, windowMs: 60 * 60_000 },
} as const;

export const CONFIRM_TOKEN_TTL_MS = NEWSLETTER_CONFIRM_LINK_DAYS * 24 * 60 * 60_000;

/** What a subscriber imported by staff carries as its consent: the staff member vouched for it (decision 059). */
export const IMPORT_CONSENT_VERSION = `import:${CONSENT_VERSIONS.newsletter.version}`;

/**
 * The subscriber list as the firm's numbers follow it over time (worker/analytics/store.ts): each address counts
 * from its confirmation to its unsubscription. Pending addresses have no confirmation and never count.
 */
export const newsletterSubscriberTimeline = {
  table: sql`${newsletterSubscribers}`,
  confirmedAt: newsletterSubscribers.confirmedAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
};

export const subscriptionNotFound = () =>
  new ApiError(404, "not_found", "We could not find that subscription. Please check the link in your email.");

export function toSubscriptionView(row: NewsletterSubscriber): NewsletterSubscriptionView {
  return { email: row.email, status: row.status, confirmedAt: row.confirmedAt?.toISOString() ?? null };
}

export function toSubscriberView(row: NewsletterSubscriber): NewsletterSubscriberView {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    source: row.source,
    consentVersion: row.consentVersion,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  };
}

/**
 * A reader asks for the newsletter. A new, pending or unsubscribed address gets a (fresh) confirmation link by
 * email and the consent it was shown is recorded; an active one changes nothing. The caller answers the same in
 * every case, and past the per-address limit nothing is done at all, so the answer never tells whether an address
 * is known. The email and the consent are written only if the row holds the token the email carries.
 */
export async function requestNewsletter(
  d1: D1Database,
  db: Db,
  email: string,
  link: { origin: string; linkKey: string },
  now: Date,
): Promise<string[]> {
  const { origin } = link;
  const limit = await consumeRateLimit(db, `newsletter_email:${email}`, NEWSLETTER_RATE_LIMITS.perEmail, now.getTime());
  if (!limit.allowed) return [];
  const existing = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).get();
  if (existing?.status === "active") return [];

  const id = existing?.id ?? crypto.randomUUID();
  const confirmToken = randomLinkToken();
  // Only the tokens' hashes are stored, and the manage token sealed for the issues' emails (decision 078).
  const confirmTokenHash = await hashLinkToken(confirmToken);
  const holdsToken = existsCondition(
    sql`select 1 from ${newsletterSubscribers} where ${eq(newsletterSubscribers.confirmTokenHash, confirmTokenHash)}`,
  );
  const message = queueDeliveryWhere(
    d1,
    "email",
    {
      recipient: email,
      ...newsletterConfirmationEmail(newsletterLinks(origin).confirm(confirmToken)),
      related: { type: "newsletter_subscriber", id },
    },
    now,
    holdsToken,
  );
  const fresh = {
    confirmTokenHash,
    legacyConfirmToken: null,
    confirmExpiresAt: new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS),
    consentVersion: CONSENT_VERSIONS.newsletter.version,
    origin,
    updatedAt: now,
  };
  const change = existing
    ? db
        .update(newsletterSubscribers)
        .set({ ...fresh, status: "pending", source: "signup", unsubscribedAt: null })
        .where(and(eq(newsletterSubscribers.id, id), ne(newsletterSubscribers.status, "active")))
    : db
        .insert(newsletterSubscribers)
        .values({
          ...fresh,
          ...(await storedManageToken(link.linkKey, randomLinkToken())),
          id,
          email,
          source: "signup",
          createdAt: now,
        })
        .onConflictDoNothing();
  const consent = recordConsents(
    db,
    { type: "newsletter_subscriber", id },
    ["newsletter"],
    now,
    sql`exists (select 1 from ${newsletterSubscribers} where ${newsletterSubscribers.confirmTokenHash} = ${confirmTokenHash})`,
  );
  await d1.batch([asD1Statement(d1, change), message.statement, asD1Statement(d1, consent)]);
  return [message.id];
}

/**
 * The confirmation link: a pending subscription within its days becomes active. Following it again shows the
 * subscription as it is. Answers the row and its manage token (opened with `linkKey`), which leads to the manage page.
 */
export async function confirmNewsletter(
  db: Db,
  linkKey: string,
  token: string,
  now: Date,
): Promise<NewsletterSubscriber & { manageToken: string }> {
  const found = await db
    .select()
    .from(newsletterSubscribers)
    .where(
      or(
        eq(newsletterSubscribers.confirmTokenHash, await hashLinkToken(token)),
        eq(newsletterSubscribers.legacyConfirmToken, token),
      ),
    )
    .get();
  if (!found) throw subscriptionNotFound();
  const manageToken = await manageTokenOf(linkKey, found);
  if (found.status !== "pending") return { ...found, manageToken };
  if ((found.confirmExpiresAt?.getTime() ?? 0) < now.getTime())
    throw new ApiError(
      410,
      "link_expired",
      "This confirmation link has expired. Please subscribe again on our Resources page.",
    );
  const [updated] = await db
    .update(newsletterSubscribers)
    .set({ status: "active", confirmedAt: now, updatedAt: now })
    .where(and(eq(newsletterSubscribers.id, found.id), eq(newsletterSubscribers.status, "pending")))
    .returning();
  return { ...(updated ?? found), manageToken };
}

/** The subscriber a manage link opens: by its token's hash, or (before the cron hashed it) as stored. */
export async function findByManageToken(db: Db, token: string): Promise<NewsletterSubscriber> {
  const found = await db
    .select()
    .from(newsletterSubscribers)
    .where(
      or(
        eq(newsletterSubscribers.manageTokenHash, await hashLinkToken(token)),
        eq(newsletterSubscribers.legacyManageToken, token),
      ),
    )
    .get();
  if (!found) throw subscriptionNotFound();
  return found;
}

/** Unsubscribing: effective at once (the fan-out reads active rows only, and its emails need the row active). */
export async function unsubscribeNewsletter(db: Db, token: string, now: Date): Promise<NewsletterSubscriber> {
  const found = await findByManageToken(db, token);
  if (found.status === "unsubscribed") return found;
  const [updated] = await db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: now, updatedAt: now })
    .where(eq(newsletterSubscribers.id, found.id))
    .returning();
  return updated!;
}

/**
 * Ends every subscription of an address, for the batch of an unsubscribe from all marketing email (decision 121:
 * a campaign's or a sequence's one-click link, a spam complaint).
 */
export function unsubscribeNewsletterOf(db: Db, email: string, now: Date) {
  return db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: now, updatedAt: now })
    .where(and(eq(newsletterSubscribers.email, email), ne(newsletterSubscribers.status, "unsubscribed")));
}

function listWhere(query: { q?: string; status?: NewsletterSubscriberListQuery["status"] }) {
  return and(
    query.q ? contains(newsletterSubscribers.email, query.q.slice(0, 50)) : undefined,
    query.status ? eq(newsletterSubscribers.status, query.status) : undefined,
  );
}

/** One page of subscribers, newest first, and how many match. */
export async function listSubscribers(
  db: Db,
  query: NewsletterSubscriberListQuery,
): Promise<{ rows: NewsletterSubscriberView[]; total: number }> {
  const where = listWhere(query);
  const [rows, [counted]] = await db.batch([
    db
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(newsletterSubscribers).where(where),
  ]);
  return { rows: rows.map(toSubscriberView), total: counted?.total ?? 0 };
}

export async function subscriberCounts(db: Db): Promise<NewsletterSubscriberCounts> {
  const rows = await db
    .select({ status: newsletterSubscribers.status, total: count() })
    .from(newsletterSubscribers)
    .groupBy(newsletterSubscribers.status);
  const counts = Object.fromEntries(NEWSLETTER_SUBSCRIBER_STATUSES.map((s) => [s, 0])) as NewsletterSubscriberCounts;
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}

/** Rows the export reads per query: a large list is read in pages, never all at once. */
const EXPORT_PAGE = 1000;

/** The list as CSV rows (header first), read page by page in id order. */
export async function* subscriberCsvRows(db: Db): AsyncGenerator<string> {
  yield "email,status,source,consent_version,subscribed_at,confirmed_at,unsubscribed_at\n";
  let after = "";
  for (;;) {
    const page = await db
      .select()
      .from(newsletterSubscribers)
      .where(sql`${newsletterSubscribers.id} > ${after}`)
      .orderBy(newsletterSubscribers.id)
      .limit(EXPORT_PAGE);
    if (page.length === 0) return;
    yield page
      .map((row) =>
        [
          csvCell(row.email),
          row.status,
          row.source,
          csvCell(row.consentVersion),
          row.createdAt.toISOString(),
          row.confirmedAt?.toISOString() ?? "",
          row.unsubscribedAt?.toISOString() ?? "",
        ].join(","),
      )
      .join("\n")
      .concat("\n");
    after = page[page.length - 1]!.id;
  }
}

/** Hashes a batch of confirm and manage tokens stored before decision 078 (the cron); answers how many rows. */
export function hashLegacyTokens(db: Db, linkKey: string): Promise<number> {
  return hashLegacyLinkTokens(db, newsletterSubscribers, linkKey);
}
