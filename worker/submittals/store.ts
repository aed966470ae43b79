import { aliasedTable, and, count, desc, eq, lte, type SQL, sql } from "drizzle-orm";
import { applicationEvent } from "../applications/history";
import { stageMoveStatements } from "../applications/move-statements";
import { DEFAULT_WAITING_DAYS } from "../contract/desk-enums";
import type { ApplicationStage } from "../contract/enums";
import type {
  CandidateRestrictions,
  DeskSettingsView,
  SubmitOptions,
  SubmittalCreate,
  SubmittalCreated,
  SubmittalListQuery,
  SubmittalView,
} from "../contract/submittals";
import type { Db } from "../db/client";
import { applications, clientContacts, clients, deskSettings, jobs, submittals, users } from "../db/schema";
import { queueDelivery } from "../delivery/pipeline";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError, isUniqueViolation, validationError } from "../http/errors";
import { firmToday } from "../jobs/store";
import { clientPortalUrl, newClientPortalLink, revokeClientPortalLinks } from "./client-portal-links";
import { submittalEmail } from "./emails";
import { offLimitsMessage, restrictionsOf } from "./off-limits";

/**
 * Submittals (issue 32 item 3): presenting an application's candidate to a contact of its job's client, the staff
 * list with its "waiting for client" view, and the desk's settings. The one writer of `submittals`,
 * `client_portal_links` and `desk_settings`; the application moves through the pipeline's own stage move.
 */

const submitters = aliasedTable(users, "submitters");

const viewColumns = {
  submittal: submittals,
  firstName: applications.firstName,
  lastName: applications.lastName,
  currentPosition: applications.currentPosition,
  applicationStage: applications.stage,
  jobTitle: jobs.title,
  clientName: clients.name,
  // Aliased: a batch reads rows by column name, and both tables name theirs "name".
  contactName: sql<string>`${clientContacts.name}`.as("contact_name"),
  submitterName: submitters.username,
};

function viewSelect(db: Db) {
  return db
    .select(viewColumns)
    .from(submittals)
    .innerJoin(applications, eq(applications.id, submittals.applicationId))
    .innerJoin(clients, eq(clients.id, submittals.clientId))
    .innerJoin(clientContacts, eq(clientContacts.id, submittals.contactId))
    .leftJoin(jobs, eq(jobs.id, submittals.jobId))
    .leftJoin(submitters, eq(submitters.id, submittals.submittedBy));
}

type ViewRow = Awaited<ReturnType<typeof viewSelect>>[number];

function toView(row: ViewRow): SubmittalView {
  const s = row.submittal;
  return {
    id: s.id,
    applicationId: s.applicationId,
    candidateName: `${row.firstName} ${row.lastName}`.trim(),
    currentPosition: row.currentPosition,
    jobId: s.jobId,
    jobTitle: row.jobTitle,
    clientId: s.clientId,
    clientName: row.clientName,
    contactId: s.contactId,
    contactName: row.contactName,
    note: s.note,
    status: s.status,
    applicationStage: row.applicationStage,
    declineReason: s.declineReason,
    feedbackComment: s.feedbackComment,
    decidedAt: s.decidedAt?.toISOString() ?? null,
    remindedAt: s.remindedAt?.toISOString() ?? null,
    submittedBy: s.submittedBy ? { id: s.submittedBy, name: row.submitterName ?? "Former staff member" } : null,
    createdAt: s.createdAt.toISOString(),
  };
}

/** Stages past "submitted" (or at it): a submittal to one more contact does not move them back. */
const AT_OR_PAST_SUBMITTED: readonly ApplicationStage[] = ["submitted", "interviewing", "offered", "placed"];

/** Off-limits rules and the no-poach flag of an application's candidate. */
export function candidateRestrictions(db: Db, applicationId: string, now: Date): Promise<CandidateRestrictions> {
  return restrictionsOf(db, applicationId, firmToday(now));
}

/** The contacts of the application's job's client, and the candidate's restrictions; undefined for no application. */
export async function submitOptions(db: Db, applicationId: string, now: Date): Promise<SubmitOptions | undefined> {
  const application = await db
    .select({ clientId: jobs.clientId, clientName: clients.name, jobType: jobs.type })
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(clients, eq(clients.id, jobs.clientId))
    .where(eq(applications.id, applicationId))
    .get();
  if (!application) return undefined;
  const contacts = application.clientId
    ? await db
        .select({
          id: clientContacts.id,
          name: clientContacts.name,
          title: clientContacts.title,
          email: clientContacts.email,
        })
        .from(clientContacts)
        .where(eq(clientContacts.clientId, application.clientId))
        .orderBy(clientContacts.name)
    : [];
  return {
    clientId: application.clientId,
    clientName: application.clientName,
    jobType: application.jobType,
    contacts: contacts.map(({ email, ...contact }) => ({ ...contact, hasEmail: Boolean(email) })),
    ...(await candidateRestrictions(db, applicationId, now)),
  };
}

/**
 * Presents an application's candidate to a client contact: the submittal, a fresh client portal link, the email carrying it
 * and the application's move to "submitted" are one batch. Refused (changing nothing): an unknown application or
 * contact (400 naming the field), a job that is not this contact's client's job order (409 client_mismatch), a
 * contact without an email (409 contact_without_email), an off-limits candidate (409 off_limits, with the reason
 * and the day it ends), the same candidate already presented to this contact (409 already_submitted). The
 * application's history records the submittal.
 */
export async function createSubmittal(
  db: Db,
  actor: Actor,
  input: Required<SubmittalCreate>,
  origin: string,
  now: Date,
): Promise<{ created: SubmittalCreated; deliveryId: string }> {
  const [[application], [contact]] = await db.batch([
    db
      .select({
        id: applications.id,
        firstName: applications.firstName,
        lastName: applications.lastName,
        stage: applications.stage,
        jobId: applications.jobId,
        jobTitle: jobs.title,
        jobClientId: jobs.clientId,
      })
      .from(applications)
      .leftJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(applications.id, input.applicationId))
      .limit(1),
    db
      .select({
        id: clientContacts.id,
        name: clientContacts.name,
        email: clientContacts.email,
        clientId: clientContacts.clientId,
      })
      .from(clientContacts)
      .where(eq(clientContacts.id, input.contactId))
      .limit(1),
  ]);
  const missing = [
    ...(application ? [] : [{ path: "applicationId", message: "No such application" }]),
    ...(contact ? [] : [{ path: "contactId", message: "No such client contact" }]),
  ];
  if (!application || !contact) throw validationError(missing);
  if (!application.jobId || application.jobClientId !== contact.clientId) {
    throw new ApiError(
      409,
      "client_mismatch",
      application.jobClientId
        ? "This contact is not at the client of the application's job: choose a contact of that client."
        : "The application's job is not a job order of a client: link the job to the client first.",
      [{ path: "contactId", message: "The contact must be at the client of the application's job" }],
    );
  }
  if (!contact.email) {
    throw new ApiError(
      409,
      "contact_without_email",
      "This contact has no email address: add one to send the candidate.",
      [{ path: "contactId", message: "The contact needs an email address" }],
    );
  }
  const [rule] = (await candidateRestrictions(db, application.id, now)).offLimits;
  if (rule) {
    throw new ApiError(409, "off_limits", offLimitsMessage(rule), [
      { path: "applicationId", message: offLimitsMessage(rule) },
    ]);
  }

  const id = crypto.randomUUID();
  const link = await newClientPortalLink(db, contact.id, now);
  const url = clientPortalUrl(origin, link.token);
  const candidateName = `${application.firstName} ${application.lastName}`.trim();
  const email = queueDelivery(
    db,
    "email",
    {
      recipient: contact.email,
      ...submittalEmail({
        contactName: contact.name,
        candidateName,
        jobTitle: application.jobTitle,
        note: input.note,
        clientPortalUrl: url,
      }),
      related: { type: "submittal", id },
    },
    now,
  );
  const move = AT_OR_PAST_SUBMITTED.includes(application.stage)
    ? []
    : stageMoveStatements(db, actor, application.id, "submitted", null, "submittal.create");
  try {
    await db.batch([
      db.insert(submittals).values({
        id,
        applicationId: application.id,
        contactId: contact.id,
        clientId: contact.clientId,
        jobId: application.jobId,
        note: input.note,
        origin,
        submittedBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      }),
      link.insert,
      email.insert,
      ...move,
      applicationEvent(db, {
        applicationId: application.id,
        type: "submittal",
        toValue: contact.id,
        subjectId: id,
        changedBy: actor.userId,
        changedAt: now,
      }),
      activityLog(actor, db, {
        action: "submittal.create",
        entityType: "submittal",
        entityId: id,
        details: { applicationId: application.id, contactId: contact.id },
      }),
    ]);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new ApiError(409, "already_submitted", "This candidate was already presented to this contact.", [
      { path: "applicationId", message: "Already presented to this contact" },
    ]);
  }
  const submittal = await findSubmittal(db, id);
  return { created: { submittal: submittal!, clientPortalUrl: url }, deliveryId: email.id };
}

/** The ids of a client's submittals, as a subquery for the client's page to compose (its activity). */
export function clientSubmittalIds(db: Db, clientId: string) {
  return db.select({ id: submittals.id }).from(submittals).where(eq(submittals.clientId, clientId));
}

export async function findSubmittal(db: Db, id: string): Promise<SubmittalView | undefined> {
  const [row] = await viewSelect(db).where(eq(submittals.id, id)).limit(1);
  return row ? toView(row) : undefined;
}

/** The days after which an unanswered submittal waits for the client (the setting, else DEFAULT_WAITING_DAYS). */
export async function deskSettingsOf(db: Db): Promise<DeskSettingsView> {
  const row = await db.select().from(deskSettings).where(eq(deskSettings.id, "default")).get();
  return { waitingDays: row?.waitingDays ?? DEFAULT_WAITING_DAYS };
}

export async function saveDeskSettings(db: Db, actor: Actor, settings: DeskSettingsView): Promise<DeskSettingsView> {
  await db.batch([
    db
      .insert(deskSettings)
      .values({ id: "default", ...settings })
      .onConflictDoUpdate({ target: deskSettings.id, set: { ...settings, updatedAt: new Date() } }),
    activityLog(actor, db, { action: "desk_settings.update", entityType: "desk_settings", details: { ...settings } }),
  ]);
  return settings;
}

/** Unanswered (awaiting) submittals made `waitingDays` or more days before `now`. */
export function waitingCondition(waitingDays: number, now: Date): SQL {
  return and(
    eq(submittals.status, "awaiting"),
    lte(submittals.createdAt, new Date(now.getTime() - waitingDays * 24 * 60 * 60_000)),
  ) as SQL;
}

/** One page of submittals, newest first (oldest first when waiting: the longest wait leads), and the total. */
export async function listSubmittals(
  db: Db,
  query: SubmittalListQuery,
  now: Date,
): Promise<{ rows: SubmittalView[]; total: number }> {
  const waiting = query.waiting === "true" ? waitingCondition((await deskSettingsOf(db)).waitingDays, now) : undefined;
  const where = and(
    query.jobId ? eq(submittals.jobId, query.jobId) : undefined,
    query.clientId ? eq(submittals.clientId, query.clientId) : undefined,
    query.applicationId ? eq(submittals.applicationId, query.applicationId) : undefined,
    query.status ? eq(submittals.status, query.status) : undefined,
    waiting,
  );
  const order = waiting ? [submittals.createdAt] : [desc(submittals.createdAt), desc(submittals.id)];
  const [rows, [total]] = await db.batch([
    viewSelect(db)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(submittals).where(where),
  ]);
  return { rows: rows.map(toView), total: total?.value ?? 0 };
}

/** Ends every client portal link of a contact (a lost or forwarded email); 404 for an unknown contact. */
export async function revokeContactLinks(db: Db, actor: Actor, contactId: string, now: Date): Promise<number> {
  const contact = await db
    .select({ id: clientContacts.id })
    .from(clientContacts)
    .where(eq(clientContacts.id, contactId))
    .get();
  if (!contact) throw new ApiError(404, "not_found", "No such client contact.");
  const [revoked] = await db.batch([
    revokeClientPortalLinks(db, contactId, now),
    activityLog(actor, db, { action: "client_portal.revoke", entityType: "client_contact", entityId: contactId }),
  ]);
  return revoked.length;
}
