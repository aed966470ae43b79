import { and, eq, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import {
  INTERVIEW_LINK_RELATED_TYPE,
  INTERVIEW_REMINDER_RELATED_TYPE,
  INVITATION_RELATED_TYPE,
  TIMES_REQUEST_RELATED_TYPE,
} from "../contract/interview-enums";
import { type PersonQuery, PRIVACY_KINDS, type PrivacyKind, phoneKey } from "../contract/privacy";
import type { Db } from "../db/client";
import {
  applications,
  bookingAppointments,
  candidateEmailAliases,
  candidates,
  clientContacts,
  contacts,
  crmLeads,
  deliveries,
  emailThreads,
  inboundTexts,
  interviews,
  jobAlertSubscriptions,
  messageReplies,
  newsletterSubscribers,
  smsMessages,
  staffNotifications,
  submittals,
  threadEmails,
} from "../db/schema";
import { inIds, notifiedIds, type PersonIds, type PersonRecords, phoneKeyOf, threadsOf } from "./personal-data";

/**
 * The one resolver of a person (issue 20, decision 030; issue 42): everything they have, by name, email or phone (or,
 * for the retention cron, by candidate). The search lists it, the export zips it, the eraser erases it.
 */

/** Who to resolve: what staff searched for, or one candidate (the retention cron: only what hangs off them). */
export type PersonKey = PersonQuery | { by: "candidate"; candidateId: string };

const lower = (column: AnySQLiteColumn) => sql`lower(${column})`;
const none = sql`0`;

export function identifies(
  person: PersonRecords,
  email: AnySQLiteColumn | undefined,
  phone: AnySQLiteColumn | undefined,
): SQL {
  return (
    or(
      email && person.emails.length > 0 ? inIds(lower(email), person.emails) : undefined,
      phone && person.phones.length > 0 ? inIds(phoneKeyOf(phone), person.phones) : undefined,
    ) ?? none
  );
}

export const unique = (values: readonly (string | null | undefined)[]) => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];
const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);
const keyOfPhone = (phone: string) => phoneKey(phone.replace(/\D/g, ""));
const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** Whether a first and last name pair is the name looked for: the first, the last, or both. */
function namedBy(name: string, first: AnySQLiteColumn, last: AnySQLiteColumn): SQL {
  return sql`(lower(trim(${first})) = ${name} or lower(trim(${last})) = ${name} or lower(trim(${first}) || ' ' || trim(${last})) = ${name})`;
}

/** Whether a whole name is the name looked for, or starts or ends with it (a first or last name alone). */
function fullNamed(name: string, column: AnySQLiteColumn): SQL {
  // Compared by its ends, not LIKE: D1 refuses a LIKE pattern longer than 50 bytes ("pattern too complex"). SQLite
  // counts characters where JavaScript counts UTF-16 units: the lengths are in code points.
  const whole = sql`lower(trim(${column}))`;
  const first = `${name} `;
  const last = ` ${name}`;
  return sql`(${whole} = ${name} or substr(${whole}, 1, ${[...first].length}) = ${first} or substr(${whole}, -${[...last].length}) = ${last})`;
}

/**
 * The emails and phones on the records that bear the name: a search by name resolves the person from there, as if
 * staff had typed each of them. Records of two people sharing a name are both listed, as the search shows them.
 */
async function addressesNamed(db: Db, name: string): Promise<Pick<PersonRecords, "emails" | "phones">> {
  const [candidateRows, applicationRows, messageRows, bookingRows, clientContactRows] = await db.batch([
    db
      .select({ email: candidates.email, phone: candidates.phone })
      .from(candidates)
      .where(namedBy(name, candidates.firstName, candidates.lastName)),
    db
      .select({ email: applications.email, phone: applications.phone })
      .from(applications)
      .where(namedBy(name, applications.firstName, applications.lastName)),
    db
      .select({ email: contacts.email, phone: contacts.phone })
      .from(contacts)
      .where(namedBy(name, contacts.firstName, contacts.lastName)),
    db
      .select({ email: bookingAppointments.bookerEmail, phone: bookingAppointments.bookerPhone })
      .from(bookingAppointments)
      .where(fullNamed(name, bookingAppointments.bookerName)),
    db
      .select({ email: clientContacts.email, phone: clientContacts.phone })
      .from(clientContacts)
      .where(fullNamed(name, clientContacts.name)),
  ]);
  const rows = [...candidateRows, ...applicationRows, ...messageRows, ...bookingRows, ...clientContactRows];
  return {
    emails: unique(rows.map((row) => row.email?.trim().toLowerCase())),
    phones: unique(rows.map((row) => (row.phone ? keyOfPhone(row.phone) : null))),
  };
}

/** Rounds of "their mail came from these addresses too": an address found leads to mail from it, and so on. */
const ADDRESS_ROUNDS = 3;

/**
 * The person's candidates and every address and number they used: the candidates' own and merged-in ones, and the
 * From header of the email they sent (found by its From or its envelope sender, to the inbox or on their
 * conversations), taken round after round until no new one turns up.
 */
async function addressesOf(db: Db, found: PersonRecords): Promise<{ id: string; name: string }[]> {
  let rows: { id: string; name: string }[] = [];
  for (let round = 0; round < ADDRESS_ROUNDS; round += 1) {
    const known = found.emails.length + found.phones.length;
    const candidateRows = await db
      .select({
        id: candidates.id,
        email: candidates.email,
        phone: candidates.phone,
        firstName: candidates.firstName,
        lastName: candidates.lastName,
      })
      .from(candidates)
      .where(
        or(
          identifies(found, candidates.email, candidates.phone),
          found.emails.length > 0
            ? inArray(
                candidates.id,
                db
                  .select({ id: candidateEmailAliases.candidateId })
                  .from(candidateEmailAliases)
                  .where(inIds(candidateEmailAliases.email, found.emails)),
              )
            : undefined,
        ),
      );
    rows = candidateRows.map((row) => ({ id: row.id, name: fullName(row.firstName, row.lastName) }));
    const candidateIds = ids(candidateRows);
    const [aliases, inbox, replies] = await db.batch([
      db
        .select({ email: candidateEmailAliases.email })
        .from(candidateEmailAliases)
        .where(inIds(candidateEmailAliases.candidateId, candidateIds)),
      db
        .select({ email: contacts.email })
        .from(contacts)
        .where(
          and(
            eq(contacts.source, "email"),
            or(identifies(found, contacts.email, undefined), inIds(contacts.envelopeSender, found.emails)),
          ),
        ),
      db
        .select({ email: threadEmails.fromAddress })
        .from(threadEmails)
        .where(
          and(
            eq(threadEmails.direction, "in"),
            or(
              identifies(found, threadEmails.fromAddress, undefined),
              inIds(threadEmails.envelopeSender, found.emails),
              sql`${threadEmails.threadId} in (select ${emailThreads.id} from ${emailThreads} where ${inIds(emailThreads.candidateId, candidateIds)})`,
            ),
          ),
        ),
    ]);
    found.emails = unique(
      [
        ...found.emails,
        ...candidateRows.map((row) => row.email),
        ...aliases.map((row) => row.email),
        // A From header is who wrote; an envelope sender of theirs finds the mail, but a different one is not taken
        // as theirs (a mailer's bounce address is shared by everyone it sends for).
        ...[...inbox, ...replies].map((row) => row.email),
      ].map((email) => email?.trim().toLowerCase()),
    );
    found.phones = unique([...found.phones, ...candidateRows.map((row) => (row.phone ? keyOfPhone(row.phone) : null))]);
    if (found.emails.length + found.phones.length === known) break;
  }
  return rows;
}

/**
 * Everything a person has. Found by email or phone, the person's candidates add their own emails (and merged-in
 * aliases) and phones, and their mail the addresses it came from, so a search by phone also finds the alert
 * subscriptions of the candidate's address and the email they sent from another one.
 */
export async function resolvePerson(db: Db, key: PersonKey): Promise<PersonRecords> {
  const byCandidate = key.by === "candidate";
  const found: PersonRecords = {
    ids: {
      candidates: [],
      applications: [],
      messages: [],
      bookings: [],
      leads: [],
      textMessages: [],
      textsReceived: [],
      alertSubscriptions: [],
      newsletterSubscribers: [],
      deliveries: [],
      clientContacts: [],
      threadEmails: [],
    },
    emails: key.by === "email" ? [key.email] : [],
    phones: key.by === "phone" ? [key.digits] : [],
    names: [],
  };
  if (key.by === "name") Object.assign(found, await addressesNamed(db, key.name));
  const candidateRows = byCandidate
    ? (
        await db
          .select({ id: candidates.id, firstName: candidates.firstName, lastName: candidates.lastName })
          .from(candidates)
          .where(eq(candidates.id, key.candidateId))
      ).map((row) => ({ id: row.id, name: fullName(row.firstName, row.lastName) }))
    : await addressesOf(db, found);
  found.ids.candidates = ids(candidateRows);
  // The candidate's rows, and (found by email or phone) rows of the same person not filed under a candidate found.
  const person = byCandidate ? { ...found, emails: [], phones: [] } : found;
  const ofCandidates = (column: AnySQLiteColumn) => inIds(column, found.ids.candidates);
  const [applicationRows, messageRows, bookingRows, subscriptionRows, clientContactRows, newsletterRows, receivedRows] =
    await db.batch([
      db
        .select({ id: applications.id, firstName: applications.firstName, lastName: applications.lastName })
        .from(applications)
        .where(or(ofCandidates(applications.candidateId), identifies(person, applications.email, applications.phone))),
      db
        .select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName })
        .from(contacts)
        .where(
          or(
            ofCandidates(contacts.candidateId),
            identifies(person, contacts.email, contacts.phone),
            inIds(contacts.envelopeSender, person.emails),
          ),
        ),
      db
        .select({
          id: bookingAppointments.id,
          leadId: bookingAppointments.leadId,
          name: bookingAppointments.bookerName,
        })
        .from(bookingAppointments)
        .where(
          or(
            ofCandidates(bookingAppointments.candidateId),
            identifies(person, bookingAppointments.bookerEmail, bookingAppointments.bookerPhone),
          ),
        ),
      db
        .select({ id: jobAlertSubscriptions.id })
        .from(jobAlertSubscriptions)
        .where(identifies(person, jobAlertSubscriptions.email, undefined)),
      db
        .select({ id: clientContacts.id, name: clientContacts.name })
        .from(clientContacts)
        .where(identifies(person, clientContacts.email, clientContacts.phone)),
      db
        .select({ id: newsletterSubscribers.id })
        .from(newsletterSubscribers)
        .where(identifies(person, newsletterSubscribers.email, undefined)),
      // Texts the person sent: filed under a candidate found, or (found by email or phone) from one of their numbers.
      db
        .select({ id: inboundTexts.id })
        .from(inboundTexts)
        .where(or(ofCandidates(inboundTexts.candidateId), identifies(person, undefined, inboundTexts.fromNumber))),
    ]);
  found.ids.clientContacts = ids(clientContactRows);
  found.ids.applications = ids(applicationRows);
  found.ids.messages = ids(messageRows);
  found.ids.bookings = ids(bookingRows);
  found.ids.alertSubscriptions = ids(subscriptionRows);
  found.ids.newsletterSubscribers = ids(newsletterRows);
  found.ids.textsReceived = ids(receivedRows);
  found.names = unique(
    [
      ...candidateRows.map((row) => row.name),
      ...[...applicationRows, ...messageRows].map((row) => fullName(row.firstName, row.lastName)),
      ...bookingRows.map((row) => row.name),
      ...clientContactRows.map((row) => row.name),
    ].map((name) => name.trim().replace(/\s+/g, " ")),
  ).filter((name) => name.includes(" ") && !name.includes("[erased]"));
  const [leadRows, threadEmailRows] = await db.batch([
    db
      .select({ id: crmLeads.id })
      .from(crmLeads)
      .where(
        or(
          inIds(crmLeads.applicationId, found.ids.applications),
          inIds(crmLeads.contactId, found.ids.messages),
          inIds(crmLeads.id, unique(bookingRows.map((row) => row.leadId))),
        ),
      ),
    // Their conversations' emails, and every email received from one of their addresses.
    db
      .select({ id: threadEmails.id })
      .from(threadEmails)
      .where(
        or(
          sql`${threadEmails.threadId} in (select ${emailThreads.id} from ${emailThreads} where ${threadsOf(found)})`,
          and(
            eq(threadEmails.direction, "in"),
            or(
              identifies(person, threadEmails.fromAddress, undefined),
              inIds(threadEmails.envelopeSender, person.emails),
            ),
          ),
        ),
      ),
  ]);
  found.ids.leads = ids(leadRows);
  found.ids.threadEmails = ids(threadEmailRows);
  const related = [
    ...found.ids.applications,
    ...found.ids.messages,
    ...found.ids.bookings,
    ...found.ids.leads,
    ...found.ids.alertSubscriptions,
    ...found.ids.newsletterSubscribers,
    // Emails to them on a thread, and the readings of the files they sent.
    ...found.ids.threadEmails,
  ];
  const [textRows, deliveryRows] = await db.batch([
    db
      .select({ id: smsMessages.id })
      .from(smsMessages)
      .where(
        or(
          inIds(smsMessages.relatedBookingId, found.ids.bookings),
          inIds(smsMessages.relatedLeadId, found.ids.leads),
          identifies(person, undefined, smsMessages.toNumber),
        ),
      ),
    db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(
        or(
          identifies(person, deliveries.recipient, deliveries.recipient),
          inIds(deliveries.relatedId, related),
          inArray(
            deliveries.relatedId,
            db
              .select({ id: messageReplies.id })
              .from(messageReplies)
              .where(inIds(messageReplies.messageId, found.ids.messages)),
          ),
          // The invitations and reminders of their interviews, to everyone on the panel (issue 47).
          and(
            inArray(deliveries.relatedType, [
              INVITATION_RELATED_TYPE,
              INTERVIEW_REMINDER_RELATED_TYPE,
              INTERVIEW_LINK_RELATED_TYPE,
              TIMES_REQUEST_RELATED_TYPE,
            ]),
            inArray(
              deliveries.relatedId,
              db
                .select({ id: interviews.id })
                .from(interviews)
                .where(inIds(interviews.applicationId, found.ids.applications)),
            ),
          ),
          // The emails presenting them to a client.
          and(
            eq(deliveries.relatedType, "submittal"),
            inArray(
              deliveries.relatedId,
              db
                .select({ id: submittals.id })
                .from(submittals)
                .where(inIds(submittals.applicationId, found.ids.applications)),
            ),
          ),
          // Staff's emails about the person's submissions and mail ("New application: Ann Lee", "ann@... replied").
          inArray(
            deliveries.id,
            db
              .select({ id: sql<string>`${staffNotifications.deliveryId}` })
              .from(staffNotifications)
              .where(
                and(isNotNull(staffNotifications.deliveryId), inIds(staffNotifications.subjectId, notifiedIds(found))),
              ),
          ),
        ),
      ),
  ]);
  found.ids.textMessages = ids(textRows);
  // Text messages' deliveries carry the text's id.
  const textDeliveries = await db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(inIds(deliveries.relatedId, found.ids.textMessages));
  found.ids.deliveries = unique([...ids(deliveryRows), ...ids(textDeliveries)]);
  return found;
}

/** The counts of a resolution, by kind: what the logs record (never who). */
export function countsOf(found: PersonIds): Record<PrivacyKind, number> {
  return Object.fromEntries(PRIVACY_KINDS.map((kind) => [kind, found[kind].length])) as Record<PrivacyKind, number>;
}
