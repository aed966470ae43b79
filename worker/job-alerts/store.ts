import { and, count, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { JOB_ALERT_CONSENT, type JobAlertFrequency } from "../contract/job-alert-form";
import { JOB_ALERT_CONFIRM_LINK_DAYS } from "../contract/job-alert-sent";
import type { JobAlertCounts, JobAlertFilters, JobAlertView } from "../contract/job-alerts";
import { NEAR_RADIUS_DEFAULT } from "../contract/matching";
import type { Db } from "../db/client";
import { hashLegacyLinkTokens } from "../db/legacy-link-tokens";
import { asD1Statement, existsCondition } from "../db/raw-batch";
import { type JobAlertSubscription, jobAlertMatches, jobAlertSubscriptions } from "../db/schema";
import { queueDeliveryWhere } from "../delivery/pipeline";
import { hashLinkToken, manageTokenOf, randomLinkToken, storedManageToken } from "../domain/link-token";
import { ApiError } from "../http/errors";
import { consumeRateLimit } from "../http/rate-limit";
import { knownPlace } from "../places/store";
import { recordConsents } from "../privacy/consent-store";
import { alertLinks, confirmationEmail } from "./emails";

/** Per IP on every job alert request, and per address: far above what a person sends, far below a flood. */
export const JOB_ALERT_RATE_LIMITS = {
  perIp: { limit: 10, windowMs: 10 * 60_000 },
  perEmail: { limit: 3, windowMs: 60 * 60_000 },
} as const;

/** A confirmation link works this long. */
export const CONFIRM_TOKEN_TTL_MS = JOB_ALERT_CONFIRM_LINK_DAYS * 24 * 60 * 60_000;

/** The filters as canonical JSON: keys sorted, empty ones left out, so the same search is the same key. */
export function filtersKey(filters: JobAlertFilters): string {
  const entries = Object.entries(filters)
    .filter(([, value]) => value !== undefined && value !== "" && value !== false)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(Object.fromEntries(entries));
}

/**
 * The filters as stored, with the columns of their place: `near` as the gazetteer names it ("60601", "Chicago, IL")
 * with its radius (NEAR_RADIUS_DEFAULT when not given), its coordinates beside; without a place, no radius. So one
 * search is one key however it was typed. A place the gazetteer does not know is a 400 naming `filters.near`.
 */
export async function placedFilters(
  db: Db,
  filters: JobAlertFilters,
): Promise<{ filters: JobAlertFilters; nearLatitude: number | null; nearLongitude: number | null }> {
  const { near, radius: _, ...rest } = filters;
  if (!near) return { filters: { ...rest, near: undefined }, nearLatitude: null, nearLongitude: null };
  const place = await knownPlace(db, near, "filters.near");
  return {
    filters: { ...rest, near: place.label, radius: filters.radius ?? NEAR_RADIUS_DEFAULT },
    nearLatitude: place.latitude,
    nearLongitude: place.longitude,
  };
}

export function toJobAlertView(row: JobAlertSubscription): JobAlertView {
  return {
    email: row.email,
    filters: row.filters,
    frequency: row.frequency,
    status: row.status,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  };
}

export const alertNotFound = () =>
  new ApiError(404, "not_found", "We could not find that job alert. Please check the link in your email.");

/**
 * A visitor asks for an alert. A new address and search, a pending one or an unsubscribed one gets a (fresh)
 * confirmation link by email; an active one changes nothing. The caller answers the same in every case, and past
 * the per-address limit nothing is done at all, so the answer never tells whether an address is known.
 * The email is inserted only if the subscription holds the token it carries (a concurrent request's token wins).
 * Only the tokens' hashes are stored, and the manage token sealed with `linkKey` for the digests (decision 078).
 */
export async function requestJobAlert(
  d1: D1Database,
  db: Db,
  input: { email: string; filters: JobAlertFilters; frequency: JobAlertFrequency },
  link: { origin: string; linkKey: string },
  now: Date,
): Promise<string[]> {
  const { origin } = link;
  const placed = await placedFilters(db, input.filters);
  const limit = await consumeRateLimit(
    db,
    `job_alerts_email:${input.email}`,
    JOB_ALERT_RATE_LIMITS.perEmail,
    now.getTime(),
  );
  if (!limit.allowed) return [];
  const key = filtersKey(placed.filters);
  const existing = await db
    .select()
    .from(jobAlertSubscriptions)
    .where(and(eq(jobAlertSubscriptions.email, input.email), eq(jobAlertSubscriptions.filtersKey, key)))
    .get();
  if (existing?.status === "active") return [];

  const id = existing?.id ?? crypto.randomUUID();
  const confirmToken = randomLinkToken();
  const confirmTokenHash = await hashLinkToken(confirmToken);
  const email = queueDeliveryWhere(
    d1,
    "email",
    {
      recipient: input.email,
      ...confirmationEmail(alertLinks(origin, { confirmToken })),
      related: { type: "job_alert_subscription", id },
    },
    now,
    existsCondition(
      sql`select 1 from ${jobAlertSubscriptions} where ${eq(jobAlertSubscriptions.confirmTokenHash, confirmTokenHash)}`,
    ),
  );
  const fresh = {
    confirmTokenHash,
    legacyConfirmToken: null,
    confirmExpiresAt: new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS),
    frequency: input.frequency,
    consentVersion: JOB_ALERT_CONSENT.version,
    origin,
    updatedAt: now,
  };
  const change = existing
    ? db
        .update(jobAlertSubscriptions)
        .set({ ...fresh, status: "pending", unsubscribedAt: null })
        .where(and(eq(jobAlertSubscriptions.id, id), ne(jobAlertSubscriptions.status, "active")))
    : db
        .insert(jobAlertSubscriptions)
        .values({
          ...fresh,
          id,
          email: input.email,
          filters: placed.filters,
          filtersKey: key,
          nearLatitude: placed.nearLatitude,
          nearLongitude: placed.nearLongitude,
          ...(await storedManageToken(link.linkKey, randomLinkToken())),
          createdAt: now,
        })
        .onConflictDoNothing();
  const consent = recordConsents(
    db,
    { type: "job_alert_subscription", id },
    ["job_alerts"],
    now,
    sql`exists (select 1 from ${jobAlertSubscriptions} where ${jobAlertSubscriptions.confirmTokenHash} = ${confirmTokenHash})`,
  );
  await d1.batch([asD1Statement(d1, change), email.statement, asD1Statement(d1, consent)]);
  return [email.id];
}

/**
 * The confirmation link: a pending subscription within its 7 days becomes active, its watermark starting now (jobs
 * published before are not sent). Following the link again shows the alert as it is, with its manage token (opened
 * with `linkKey`) for the page's manage link.
 */
export async function confirmJobAlert(
  db: Db,
  linkKey: string,
  token: string,
  now: Date,
): Promise<JobAlertSubscription & { manageToken: string }> {
  const found = await db
    .select()
    .from(jobAlertSubscriptions)
    .where(
      or(
        eq(jobAlertSubscriptions.confirmTokenHash, await hashLinkToken(token)),
        eq(jobAlertSubscriptions.legacyConfirmToken, token),
      ),
    )
    .get();
  if (!found) throw alertNotFound();
  const manageToken = await manageTokenOf(linkKey, found);
  if (found.status !== "pending") return { ...found, manageToken };
  if (found.confirmExpiresAt.getTime() < now.getTime()) {
    throw new ApiError(
      410,
      "link_expired",
      "This confirmation link has expired. Please subscribe again from the jobs page.",
    );
  }
  const [updated] = await db
    .update(jobAlertSubscriptions)
    .set({ status: "active", confirmedAt: now, watermark: now, updatedAt: now })
    .where(and(eq(jobAlertSubscriptions.id, found.id), eq(jobAlertSubscriptions.status, "pending")))
    .returning();
  return { ...(updated ?? found), manageToken };
}

/** The subscription a manage link opens: by its token's hash, or (before the cron hashed it) as stored. */
export async function findByManageToken(db: Db, token: string): Promise<JobAlertSubscription> {
  const found = await db
    .select()
    .from(jobAlertSubscriptions)
    .where(
      or(
        eq(jobAlertSubscriptions.manageTokenHash, await hashLinkToken(token)),
        eq(jobAlertSubscriptions.legacyManageToken, token),
      ),
    )
    .get();
  if (!found) throw alertNotFound();
  return found;
}

/** Changes the search or the frequency; a search the address already has elsewhere is a 409. */
export async function updateJobAlert(
  db: Db,
  token: string,
  changes: { filters?: JobAlertFilters; frequency?: JobAlertFrequency },
  now: Date,
): Promise<JobAlertSubscription> {
  const found = await findByManageToken(db, token);
  const placed = changes.filters && (await placedFilters(db, changes.filters));
  const key = placed ? filtersKey(placed.filters) : found.filtersKey;
  if (key !== found.filtersKey) {
    const twin = await db
      .select({ id: jobAlertSubscriptions.id })
      .from(jobAlertSubscriptions)
      .where(and(eq(jobAlertSubscriptions.email, found.email), eq(jobAlertSubscriptions.filtersKey, key)))
      .get();
    if (twin)
      throw new ApiError(409, "conflict", "You already have a job alert for this search.", [
        { path: "filters", message: "You already have a job alert for this search." },
      ]);
  }
  const [updated] = await db
    .update(jobAlertSubscriptions)
    .set({
      ...(placed ? { ...placed, filtersKey: key } : {}),
      ...(changes.frequency ? { frequency: changes.frequency } : {}),
      updatedAt: now,
    })
    .where(eq(jobAlertSubscriptions.id, found.id))
    .returning();
  return updated!;
}

/**
 * Unsubscribing: effective at once (the digests read only active rows, and their email needs the row active). The
 * matches not yet sent go with it, so subscribing again later never sends jobs from before.
 */
export async function unsubscribeJobAlert(db: Db, token: string, now: Date): Promise<JobAlertSubscription> {
  const found = await findByManageToken(db, token);
  if (found.status === "unsubscribed") return found;
  const [[updated]] = await db.batch([
    db
      .update(jobAlertSubscriptions)
      .set({ status: "unsubscribed", unsubscribedAt: now, updatedAt: now })
      .where(eq(jobAlertSubscriptions.id, found.id))
      .returning(),
    db.delete(jobAlertMatches).where(and(eq(jobAlertMatches.subscriptionId, found.id), isNull(jobAlertMatches.sentAt))),
  ]);
  return updated!;
}

/**
 * Ends every job alert of an address and drops their unsent matches, for the batch of an unsubscribe from all
 * marketing email (decision 121).
 */
export function unsubscribeJobAlertsOf(db: Db, email: string, now: Date) {
  const ofAddress = db
    .select({ id: jobAlertSubscriptions.id })
    .from(jobAlertSubscriptions)
    .where(eq(jobAlertSubscriptions.email, email));
  return [
    db
      .delete(jobAlertMatches)
      .where(and(inArray(jobAlertMatches.subscriptionId, ofAddress), isNull(jobAlertMatches.sentAt))),
    db
      .update(jobAlertSubscriptions)
      .set({ status: "unsubscribed", unsubscribedAt: now, updatedAt: now })
      .where(and(eq(jobAlertSubscriptions.email, email), ne(jobAlertSubscriptions.status, "unsubscribed"))),
  ] as const;
}

/** Active subscriptions per frequency (the jobs screen). */
export async function jobAlertCounts(db: Db): Promise<JobAlertCounts> {
  const rows = await db
    .select({ frequency: jobAlertSubscriptions.frequency, total: count() })
    .from(jobAlertSubscriptions)
    .where(eq(jobAlertSubscriptions.status, "active"))
    .groupBy(jobAlertSubscriptions.frequency);
  const counts: JobAlertCounts = { instant: 0, daily: 0, weekly: 0 };
  for (const row of rows) counts[row.frequency] = row.total;
  return counts;
}

/** Hashes a batch of confirm and manage tokens stored before decision 078 (the cron); answers how many rows. */
export function hashLegacyTokens(db: Db, linkKey: string): Promise<number> {
  return hashLegacyLinkTokens(db, jobAlertSubscriptions, linkKey);
}
