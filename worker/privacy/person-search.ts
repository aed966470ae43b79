import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import {
  type PersonQuery,
  PRIVACY_KINDS,
  type PrivacyKind,
  type PrivacyRecordView,
  type PrivacySearchResult,
} from "../contract/privacy";
import type { Db } from "../db/client";
import {
  applications,
  bookingAppointments,
  bookingTypes,
  candidates,
  clientContacts,
  clients,
  contacts,
  crmLeads,
  deliveries,
  inboundTexts,
  jobAlertSubscriptions,
  jobs,
  newsletterSubscribers,
  smsMessages,
} from "../db/schema";
import { inIds, type PersonIds } from "./personal-data";
import { resolvePerson } from "./resolve";

/**
 * What is held on a person (issue 20, decision 030), as the privacy screen lists it: the newest records of each kind
 * the resolver (./resolve.ts) found, with the totals. The export (./person-export.ts) reads the same queries, so it
 * holds every record the search shows; the eraser (./eraser.ts) reaches each of them.
 */

export const iso = (value: Date | null) => value?.toISOString() ?? null;

export function record(
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
export function viewQueries(db: Db, found: PersonIds, limit: number) {
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

/** Whether a candidate found is under a legal hold (no erasure then). */
export async function anyOnHold(db: Db, found: PersonIds): Promise<boolean> {
  const [held] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(inIds(candidates.id, found.candidates), eq(candidates.legalHold, true)))
    .limit(1);
  return Boolean(held);
}
