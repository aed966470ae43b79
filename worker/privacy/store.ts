import { and, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteTable, SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import { strToU8, zipSync } from "fflate";
import {
  type PersonQuery,
  PRIVACY_KINDS,
  type PrivacyEraseResult,
  type PrivacyKind,
  type PrivacyRecordView,
  type PrivacySearchResult,
  type PrivacySettingsInput,
  type PrivacySettingsView,
} from "../contract/privacy";
import { RETENTION_MONTHS_DEFAULT, RETENTION_MONTHS_MIN } from "../contract/retention";
import { DEFAULT_TIME_ZONE } from "../contract/site-enums";
import { monthsBefore, zonedDate } from "../contract/time-zone";
import { createDb, type Db } from "../db/client";
import {
  applications,
  bookingAppointments,
  bookingTypes,
  candidates,
  clientContacts,
  clients,
  consentRecords,
  contacts,
  crmLeads,
  deliveries,
  emailThreads,
  inboundTexts,
  jobAlertSubscriptions,
  jobs,
  newsletterSubscribers,
  privacySettings,
  smsMessages,
} from "../db/schema";
import { queueDelivery } from "../delivery/pipeline";
import { linkSealKey, manageTokenOf } from "../domain/link-token";
import type { Bindings } from "../env";
import { type Actor, activityLog, activityLogEach } from "../http/activity-log";
import { fileSlug } from "../http/download-name";
import { ApiError } from "../http/errors";
import { ghlServiceStatus } from "../integrations/ghl/client";
import { crmDeleteDelivery } from "./crm-delete-delivery";
import { exportRecords } from "./export-records";
import {
  inIds,
  PERSONAL_DATA,
  type PersonalTable,
  type PersonIds,
  type PersonRecords,
  receivedMailOf,
  threadsOf,
} from "./personal-data";
import { redactionStatements } from "./redact";
import { resolvePerson, unique } from "./resolve";
import { suppressionInsert } from "./suppression";

/**
 * Candidates' personal data under control (issue 20, decision 030): one resolver finds everything a person has, by
 * email or phone (or, for the retention cron, by candidate); the search lists it, the export zips it, the eraser
 * anonymizes it with the registry of personal columns (worker/privacy/personal-data.ts). All three read the same
 * resolution, so the export holds every record the search shows and the erasure reaches each of them.
 */

const iso = (value: Date | null) => value?.toISOString() ?? null;

function record(
  id: string,
  title: string,
  detail: string | null,
  status: string | null,
  createdAt: Date,
  link: string | null,
  at: Date | null = null,
): PrivacyRecordView {
  return {
    id,
    title,
    detail,
    at: iso(at),
    status,
    createdAt: createdAt.toISOString(),
    link,
    legalHold: null,
    erasedAt: null,
  };
}

/** The newest `limit` records of each kind, as the screen lists them. */
function viewQueries(db: Db, found: PersonIds, limit: number) {
  return [
    db
      .select()
      .from(candidates)
      .where(inIds(candidates.id, found.candidates))
      .orderBy(desc(candidates.createdAt))
      .limit(limit),
    db
      .select({ application: applications, jobTitle: jobs.title })
      .from(applications)
      .leftJoin(jobs, eq(jobs.id, applications.jobId))
      .where(inIds(applications.id, found.applications))
      .orderBy(desc(applications.createdAt))
      .limit(limit),
    db.select().from(contacts).where(inIds(contacts.id, found.messages)).orderBy(desc(contacts.createdAt)).limit(limit),
    db
      .select({ booking: bookingAppointments, service: bookingTypes.name })
      .from(bookingAppointments)
      .innerJoin(bookingTypes, eq(bookingTypes.id, bookingAppointments.bookingTypeId))
      .where(inIds(bookingAppointments.id, found.bookings))
      .orderBy(desc(bookingAppointments.createdAt))
      .limit(limit),
    db.select().from(crmLeads).where(inIds(crmLeads.id, found.leads)).orderBy(desc(crmLeads.createdAt)).limit(limit),
    db
      .select()
      .from(smsMessages)
      .where(inIds(smsMessages.id, found.textMessages))
      .orderBy(desc(smsMessages.createdAt))
      .limit(limit),
    db
      .select()
      .from(inboundTexts)
      .where(inIds(inboundTexts.id, found.textsReceived))
      .orderBy(desc(inboundTexts.receivedAt))
      .limit(limit),
    db
      .select()
      .from(jobAlertSubscriptions)
      .where(inIds(jobAlertSubscriptions.id, found.alertSubscriptions))
      .orderBy(desc(jobAlertSubscriptions.createdAt))
      .limit(limit),
    db
      .select()
      .from(deliveries)
      .where(inIds(deliveries.id, found.deliveries))
      .orderBy(desc(deliveries.createdAt))
      .limit(limit),
    db
      // Aliased: D1 answers rows keyed by column name, and both tables have a "name".
      .select({ contact: clientContacts, clientName: sql<string>`${clients.name}`.as("client_name") })
      .from(clientContacts)
      .innerJoin(clients, eq(clients.id, clientContacts.clientId))
      .where(inIds(clientContacts.id, found.clientContacts))
      .orderBy(desc(clientContacts.createdAt))
      .limit(limit),
    db
      .select()
      .from(newsletterSubscribers)
      .where(inIds(newsletterSubscribers.id, found.newsletterSubscribers))
      .orderBy(desc(newsletterSubscribers.createdAt))
      .limit(limit),
  ] as const;
}

/** GET /api/admin/privacy/search: what is held on a person, by kind, with the totals. */
export async function searchPerson(db: Db, query: PersonQuery, limit: number): Promise<PrivacySearchResult> {
  const found = await resolvePerson(db, query);
  const [
    candidateRows,
    applicationRows,
    messageRows,
    bookingRows,
    leadRows,
    textRows,
    receivedRows,
    subscriptionRows,
    deliveryRows,
    clientContactRows,
    newsletterRows,
  ] = await db.batch(viewQueries(db, found.ids, limit));
  const [resumes] = await db
    .select({ count: sql<number>`count(*)` })
    .from(applications)
    .where(and(inIds(applications.id, found.ids.applications), isNotNull(applications.resumeKey)));
  const rows: Record<PrivacyKind, PrivacyRecordView[]> = {
    candidates: candidateRows.map((row) => ({
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
    })),
    applications: applicationRows.map(({ application: row, jobTitle }) =>
      record(
        row.id,
        `${row.firstName} ${row.lastName}`,
        jobTitle ?? row.email,
        row.stage,
        row.createdAt,
        `/admin/applications/${row.id}`,
      ),
    ),
    messages: messageRows.map((row) =>
      record(
        row.id,
        `${row.firstName} ${row.lastName}`,
        `${row.inquiry}: ${row.message.slice(0, 80)}`,
        row.status,
        row.createdAt,
        `/admin/messages/${row.id}`,
      ),
    ),
    bookings: bookingRows.map(({ booking: row, service }) =>
      record(
        row.id,
        row.bookerName,
        service,
        row.status,
        row.createdAt,
        `/admin/appointments/${row.id}`,
        row.appointmentDate,
      ),
    ),
    leads: leadRows.map((row) =>
      record(row.id, `${row.leadType} lead from ${row.leadSource}`, row.pipelineStage, row.status, row.createdAt, null),
    ),
    textMessages: textRows.map((row) =>
      record(row.id, row.toNumber, row.message.slice(0, 80), row.status, row.createdAt, null),
    ),
    textsReceived: receivedRows.map((row) =>
      record(
        row.id,
        row.fromNumber,
        row.body.slice(0, 80),
        null,
        row.receivedAt,
        row.candidateId ? `/admin/candidates/${row.candidateId}` : null,
      ),
    ),
    alertSubscriptions: subscriptionRows.map((row) =>
      record(row.id, row.email, row.frequency, row.status, row.createdAt, null),
    ),
    deliveries: deliveryRows.map((row) =>
      record(row.id, row.recipient, `${row.kind}: ${row.summary}`, row.status, row.createdAt, null),
    ),
    clientContacts: clientContactRows.map(({ contact, clientName }) =>
      record(
        contact.id,
        contact.name,
        `${clientName}${contact.title ? `, ${contact.title}` : ""}`,
        contact.role,
        contact.createdAt,
        `/admin/clients/${contact.clientId}`,
      ),
    ),
    newsletterSubscribers: newsletterRows.map((row) =>
      record(row.id, row.email, `newsletter (${row.source})`, row.status, row.createdAt, null),
    ),
  };
  const kinds = Object.fromEntries(
    PRIVACY_KINDS.map((kind) => [kind, { total: found.ids[kind].length, rows: rows[kind] }]),
  ) as PrivacySearchResult["kinds"];
  return {
    by: query.by,
    kinds,
    resumes: resumes?.count ?? 0,
    onHold: candidateRows.some((row) => row.legalHold) || (await anyOnHold(db, found.ids)),
  };
}

async function anyOnHold(db: Db, found: PersonIds): Promise<boolean> {
  const [held] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(inIds(candidates.id, found.candidates), eq(candidates.legalHold, true)))
    .limit(1);
  return Boolean(held);
}

/** The counts of a resolution, by kind: what the logs record (never who). */
function countsOf(found: PersonIds): Record<PrivacyKind, number> {
  return Object.fromEntries(PRIVACY_KINDS.map((kind) => [kind, found[kind].length])) as Record<PrivacyKind, number>;
}

/** A row without its link tokens' columns (hashes, sealed and legacy tokens): no secret leaves in an export. */
function withoutTokens<Row extends object>(row: Row): Partial<Row> {
  return Object.fromEntries(
    Object.entries(row).filter(([column]) => !/^(manageToken|confirmToken|legacy)/.test(column)),
  ) as Partial<Row>;
}

/**
 * POST /api/admin/privacy/export: a zip with a JSON file per kind (every row, every column but the secrets), the
 * resume files, the registry's other tables and the email they sent as received (worker/privacy/export-records.ts),
 * logged with the counts; named after the person and the day (in the firm's zone) it was made,
 * "zelda-quixotely-2026-11-28.zip".
 */
export async function exportPerson(
  env: Bindings,
  actor: Actor,
  query: PersonQuery,
  now = new Date(),
): Promise<{ zip: Uint8Array; filename: string }> {
  const db = createDb(env.DB);
  const found = await resolvePerson(db, query);
  const all = Number.MAX_SAFE_INTEGER;
  const [
    candidateRows,
    applicationRows,
    messageRows,
    bookingRows,
    leadRows,
    textRows,
    receivedRows,
    subscriptionRows,
    deliveryRows,
    clientContactRows,
    newsletterRows,
    consentRows,
    threadRows,
  ] = await db.batch([
    ...viewQueries(db, found.ids, all),
    db
      .select()
      .from(consentRecords)
      .where(
        or(
          inIds(consentRecords.subjectId, [
            ...found.ids.applications,
            ...found.ids.messages,
            ...found.ids.bookings,
            ...found.ids.alertSubscriptions,
            ...found.ids.newsletterSubscribers,
          ]),
        ),
      ),
    db.select({ replyToken: emailThreads.replyToken }).from(emailThreads).where(threadsOf(found)),
  ]);
  // What the person gave and what was decided about them, never a secret: the tokens' columns are left out, and a
  // token is withheld wherever a message sent to the person quoted it in a link: a manage token as it opens from its
  // sealed copy, a confirm token (of which only the hash is kept) by the confirm link's address.
  const linkKey = linkSealKey(env);
  const secrets = await Promise.all(
    [...bookingRows.map(({ booking }) => booking), ...subscriptionRows, ...newsletterRows].map((row) =>
      manageTokenOf(linkKey, row),
    ),
  );
  // A thread's reply address holds its token: the person may have written to it.
  secrets.push(...threadRows.map((row) => row.replyToken));
  const withheld = (text: string) =>
    secrets
      .reduce((result, secret) => result.replaceAll(secret, "[withheld]"), text)
      .replace(/\/(job-alerts|newsletter)\/confirm\/[A-Za-z0-9_-]+/g, "/$1/confirm/[withheld]");
  const json = (rows: unknown) => strToU8(withheld(JSON.stringify(rows, null, 2)));
  const files: Record<string, Uint8Array> = {
    "candidates.json": json(candidateRows),
    "applications.json": json(applicationRows.map(({ application, jobTitle }) => ({ ...application, jobTitle }))),
    "messages.json": json(messageRows),
    "bookings.json": json(bookingRows.map(({ booking, service }) => ({ ...withoutTokens(booking), service }))),
    "leads.json": json(leadRows),
    "text-messages.json": json(textRows),
    "texts-received.json": json(receivedRows),
    "alert-subscriptions.json": json(subscriptionRows.map(withoutTokens)),
    "deliveries.json": json(deliveryRows),
    "client-contacts.json": json(clientContactRows.map(({ contact, clientName }) => ({ ...contact, clientName }))),
    "newsletter-subscriptions.json": json(newsletterRows.map(withoutTokens)),
    "consent-records.json": json(consentRows),
    ...(await exportRecords(env, db, found, json)),
  };
  for (const { application } of applicationRows) {
    if (!application.resumeKey) continue;
    const object = await env.RESUMES.get(application.resumeKey);
    if (object)
      files[`resumes/${application.id}.${application.resumeKey.split(".").pop() ?? "bin"}`] = new Uint8Array(
        await object.arrayBuffer(),
      );
  }
  await activityLog(actor, db, {
    action: "privacy.export",
    entityType: "person",
    details: { counts: countsOf(found.ids), candidateIds: found.ids.candidates },
  });
  const day = zonedDate(now.getTime(), DEFAULT_TIME_ZONE);
  return { zip: zipSync(files), filename: `${fileSlug(found.names[0] ?? "", "personal-data")}-${day}.zip` };
}

/** How an erasure is recorded: an erasure on request (suppressed), or the retention cron (not). */
interface EraseOptions {
  action: "privacy.erase" | "privacy.retention";
  suppress: boolean;
  now: Date;
}

const R2_DELETE_MAX = 1000;

/**
 * Erases a person: resume files and received emails (R2) first (a failure after them leaves rows pointing at nothing, never a file nobody
 * can find again), then ONE batch that redacts them out of other people's rows that name them (worker/privacy/redact.ts),
 * anonymizes every registered column of every row found, withdraws the
 * deliveries not yet sent, queues the deletion of their GoHighLevel contacts (when GoHighLevel is configured), adds
 * the suppression entries and logs the counts. Answers the deliveries to dispatch with the result.
 */
async function erase(
  env: Bindings,
  db: Db,
  actor: Actor,
  found: PersonRecords,
  options: EraseOptions,
): Promise<{ result: PrivacyEraseResult; deliveryIds: string[] }> {
  const { ids: personIds } = found;
  const [resumeRows, contactRows, unsent] = await db.batch([
    db
      .select({ key: applications.resumeKey })
      .from(applications)
      .where(and(inIds(applications.id, personIds.applications), isNotNull(applications.resumeKey))),
    db
      .selectDistinct({ contactId: crmLeads.ghlContactId })
      .from(crmLeads)
      .where(and(inIds(crmLeads.id, personIds.leads), isNotNull(crmLeads.ghlContactId))),
    db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(
        and(inIds(deliveries.id, personIds.deliveries), inArray(deliveries.status, ["pending", "failed", "dead"])),
      ),
  ]);
  const resumeKeys = unique(resumeRows.map((row) => row.key));
  const mail = await receivedMailOf(db, found);
  const redactions = await redactionStatements(db, found);
  const fileKeys = [...resumeKeys, ...mail.keys];
  // R2 deletes at most 1,000 keys a call.
  for (let start = 0; start < fileKeys.length; start += R2_DELETE_MAX)
    await env.RESUMES.delete(fileKeys.slice(start, start + R2_DELETE_MAX));
  const crmDeletes = ghlServiceStatus(env).configured
    ? unique(contactRows.map((row) => row.contactId)).map((contactId) =>
        queueDelivery(db, "crm_delete", crmDeleteDelivery(contactId), options.now),
      )
    : [];
  const suppression = options.suppress
    ? await suppressionInsert(db, found.emails, found.phones, options.now)
    : { count: 0, insert: undefined };
  const result: PrivacyEraseResult = {
    erased: countsOf(personIds),
    resumesDeleted: resumeKeys.length,
    emailsDeleted: mail.emails,
    deliveriesWithdrawn: unsent.length,
    crmDeletesQueued: crmDeletes.length,
    suppressed: suppression.count,
  };
  const statements: BatchItem<"sqlite">[] = [
    // Not sent yet: never sent now (a withdrawn delivery is never retried).
    db
      .update(deliveries)
      .set({ status: "withdrawn", nextAttemptAt: null, updatedAt: options.now })
      .where(
        inIds(
          deliveries.id,
          unsent.map((row) => row.id),
        ),
      ),
    // Other people's rows that name them first: a row of theirs among them is then erased whole.
    ...redactions,
    ...Object.values<PersonalTable>(PERSONAL_DATA).flatMap((entry): BatchItem<"sqlite">[] => {
      if (entry.deleteRows) return [db.delete(entry.table).where(entry.rowsOf(found))];
      if (Object.keys(entry.erase).length === 0) return [];
      return [
        db
          .update(entry.table)
          .set(entry.erase as SQLiteUpdateSetSource<SQLiteTable>)
          .where(entry.rowsOf(found)),
      ];
    }),
    db.update(candidates).set({ erasedAt: options.now }).where(inIds(candidates.id, personIds.candidates)),
    db
      .update(jobAlertSubscriptions)
      .set({ status: "unsubscribed", unsubscribedAt: options.now })
      .where(
        and(
          inIds(jobAlertSubscriptions.id, personIds.alertSubscriptions),
          sql`${jobAlertSubscriptions.status} != 'unsubscribed'`,
        ),
      ),
    db
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: options.now })
      .where(
        and(
          inIds(newsletterSubscribers.id, personIds.newsletterSubscribers),
          sql`${newsletterSubscribers.status} != 'unsubscribed'`,
        ),
      ),
    ...crmDeletes.map((delivery) => delivery.insert),
    ...(suppression.insert ? [suppression.insert] : []),
    activityLog(actor, db, {
      action: options.action,
      entityType: "person",
      details: { ...result, candidateIds: personIds.candidates },
    }),
  ];
  await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return { result, deliveryIds: crmDeletes.map((delivery) => delivery.id) };
}

/** POST /api/admin/privacy/erase: a 409 when a candidate found is under a legal hold, and nothing changes. */
export async function erasePerson(env: Bindings, actor: Actor, query: PersonQuery, now = new Date()) {
  const db = createDb(env.DB);
  const found = await resolvePerson(db, query);
  if (await anyOnHold(db, found.ids))
    throw new ApiError(409, "legal_hold", "This person is under a legal hold: lift the hold before erasing.");
  return erase(env, db, actor, found, { action: "privacy.erase", suppress: true, now });
}

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
  const cutoff = monthsBefore(now, Math.max(months, RETENTION_MONTHS_MIN));
  const due = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(
      and(
        eq(candidates.legalHold, false),
        sql`${candidates.erasedAt} is null`,
        sql`${lastActivity} < ${cutoff.getTime()}`,
      ),
    )
    .limit(RETENTION_BATCH);
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
