import { and, eq, lt, sql } from "drizzle-orm";
import type { PrivacyRecordView, PrivacySettingsInput, PrivacySettingsView } from "../contract/privacy";
import { RETENTION_MONTHS_DEFAULT, RETENTION_MONTHS_MIN } from "../contract/retention";
import { monthsBefore } from "../contract/time-zone";
import type { Db } from "../db/client";
import { applications, bookingAppointments, candidates, contacts, privacySettings } from "../db/schema";
import type { Bindings } from "../env";
import { type Actor, activityLog, activityLogEach } from "../http/activity-log";
import { erase } from "./eraser";
import { iso, record } from "./person-search";
import { resolvePerson } from "./resolve";

/**
 * Keeping personal data no longer than the firm's period (issue 20, decision 030): the setting, the cron that
 * anonymizes candidates inactive for that long (through ./eraser.ts), and the legal hold that exempts one.
 */

/** The system as the actor of the cron's changes. */
const CRON_ACTOR: Actor = { userId: null, ipAddress: null, userAgent: null };
/** Candidates the cron anonymizes per run; the next runs take the rest. */
const RETENTION_BATCH = 20;

/** The months of retention as stored (the default when the row is missing). */
async function retentionMonths(db: Db): Promise<{ months: number; updatedAt: Date | null }> {
  const [row] = await db.select().from(privacySettings).where(eq(privacySettings.id, "default")).limit(1);
  return { months: row?.retentionMonths ?? RETENTION_MONTHS_DEFAULT, updatedAt: row?.updatedAt ?? null };
}

/**
 * A candidate's latest activity: their own change, or the latest application, message or booking of theirs (each
 * counted by when it was made or last changed).
 */
const lastActivity = sql`max(
  ${candidates.updatedAt},
  coalesce((select max(${applications.createdAt}) from ${applications} where ${applications.candidateId} = ${candidates.id}), 0),
  coalesce((select max(${contacts.createdAt}) from ${contacts} where ${contacts.candidateId} = ${candidates.id}), 0),
  coalesce((select max(max(${bookingAppointments.updatedAt}, ${bookingAppointments.appointmentDate})) from ${bookingAppointments} where ${bookingAppointments.candidateId} = ${candidates.id}), 0)
)`;

/**
 * The candidates inactive since before `cutoff`, a batch of them. Their own last change is one term of their latest
 * activity, so only those last changed before the cutoff can be due: the index on `updated_at` bounds the read to
 * them (the other terms are then read for those alone), not every candidate on every run.
 */
export function retentionDue(db: Db, cutoff: Date) {
  return db
    .select({ id: candidates.id })
    .from(candidates)
    .where(
      and(
        lt(candidates.updatedAt, cutoff),
        eq(candidates.legalHold, false),
        sql`${candidates.erasedAt} is null`,
        sql`${lastActivity} < ${cutoff.getTime()}`,
      ),
    )
    .limit(RETENTION_BATCH);
}

/**
 * The cron's retention: candidates with no activity for the configured months, not under a legal hold and not yet
 * erased, are anonymized with everything that hangs off them, a few per run. No suppression entry: the person did
 * not ask to be forgotten. Answers how many were anonymized.
 */
export async function runRetention(
  env: Bindings,
  db: Db,
  now: Date,
): Promise<{ anonymized: number; deliveryIds: string[] }> {
  const { months } = await retentionMonths(db);
  const due = await retentionDue(db, monthsBefore(now, Math.max(months, RETENTION_MONTHS_MIN)));
  const deliveryIds: string[] = [];
  for (const { id } of due) {
    const found = await resolvePerson(db, { by: "candidate", candidateId: id });
    const { deliveryIds: queued } = await erase(env, db, CRON_ACTOR, found, {
      action: "privacy.retention",
      suppress: false,
      now,
    });
    deliveryIds.push(...queued);
  }
  return { anonymized: due.length, deliveryIds };
}

function settingsView({ months, updatedAt }: { months: number; updatedAt: Date | null }): PrivacySettingsView {
  return {
    retentionMonths: months,
    defaultMonths: RETENTION_MONTHS_DEFAULT,
    minimumMonths: RETENTION_MONTHS_MIN,
    updatedAt: iso(updatedAt),
  };
}

export async function getPrivacySettings(db: Db): Promise<PrivacySettingsView> {
  return settingsView(await retentionMonths(db));
}

/** PATCH /api/admin/privacy/settings, logged with the old and new period. */
export async function updatePrivacySettings(
  db: Db,
  actor: Actor,
  input: PrivacySettingsInput,
  now = new Date(),
): Promise<PrivacySettingsView> {
  const before = await retentionMonths(db);
  await db.batch([
    db
      .insert(privacySettings)
      .values({ id: "default", retentionMonths: input.retentionMonths, updatedAt: now })
      .onConflictDoUpdate({
        target: privacySettings.id,
        set: { retentionMonths: input.retentionMonths, updatedAt: now },
      }),
    activityLog(actor, db, {
      action: "privacy.retention_update",
      entityType: "privacy_settings",
      entityId: "default",
      details: { from: before.months, to: input.retentionMonths },
    }),
  ]);
  return getPrivacySettings(db);
}

/** PATCH /api/admin/privacy/candidates/{id}/hold, logged; undefined when there is no such candidate. */
export async function setLegalHold(
  db: Db,
  actor: Actor,
  id: string,
  legalHold: boolean,
): Promise<PrivacyRecordView | undefined> {
  const [updated] = await db.batch([
    db.update(candidates).set({ legalHold }).where(eq(candidates.id, id)).returning(),
    activityLogEach(
      actor,
      db,
      { action: legalHold ? "privacy.hold" : "privacy.release", entityType: "candidate" },
      db.select({ id: candidates.id }).from(candidates).where(eq(candidates.id, id)),
    ),
  ]);
  const row = updated[0];
  if (!row) return undefined;
  return {
    ...record(
      row.id,
      `${row.firstName} ${row.lastName}`,
      row.email,
      row.erasedAt ? "erased" : null,
      row.createdAt,
      `/admin/candidates/${row.id}`,
    ),
    legalHold: row.legalHold,
    erasedAt: iso(row.erasedAt),
  };
}
