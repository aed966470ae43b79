import { and, count, eq, ne, or, sql } from "drizzle-orm";
import { JOB_ALERT_CONSENT, type JobAlertFrequency } from "../contract/job-alert-form";
import { JOB_ALERT_CONFIRM_LINK_DAYS } from "../contract/job-alert-sent";
import type { JobAlertCounts, JobAlertFilters, JobAlertView } from "../contract/job-alerts";
import type { Db } from "../db/client";
import { hashLegacyLinkTokens } from "../db/legacy-link-tokens";
import { asD1Statement, existsCondition } from "../db/raw-batch";
import { type JobAlertSubscription, jobAlertSubscriptions } from "../db/schema";
import { queueDeliveryWhere } from "../delivery/pipeline";
import { hashLinkToken, manageTokenOf, randomLinkToken, storedManageToken } from "../domain/link-token";
import { ApiError } from "../http/errors";
import { consumeRateLimit } from "../http/rate-limit";
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
  const limit = await consumeRateLimit(
    db,
    `job_alerts_email:${input.email}`,
    JOB_ALERT_RATE_LIMITS.perEmail,
    now.getTime(),
  );
  if (!limit.allowed) return [];
  const key = filtersKey(input.filters);
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
          filters: input.filters,
          filtersKey: key,
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
  const key = changes.filters ? filtersKey(changes.filters) : found.filtersKey;
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
      ...(changes.filters ? { filters: changes.filters, filtersKey: key } : {}),
      ...(changes.frequency ? { frequency: changes.frequency } : {}),
      updatedAt: now,
    })
    .where(eq(jobAlertSubscriptions.id, found.id))
    .returning();
  return updated!;
}

/** Unsubscribing: effective at once (the digests read only active rows, and their email needs the row active). */
export async function unsubscribeJobAlert(db: Db, token: string, now: Date): Promise<JobAlertSubscription> {
  const found = await findByManageToken(db, token);
  if (found.status === "unsubscribed") return found;
  const [updated] = await db
    .update(jobAlertSubscriptions)
    .set({ status: "unsubscribed", unsubscribedAt: now, updatedAt: now })
    .where(eq(jobAlertSubscriptions.id, found.id))
    .returning();
  return updated!;
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
