import { type AnyColumn, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import {
  adminActivityLogs,
  applicationEvents,
  applicationNotes,
  applications,
  assignmentExtensions,
  assignmentRatePeriods,
  assignments,
  billingExports,
  bookingAppointmentEvents,
  bookingAppointments,
  campaignMessages,
  candidateEmailAliases,
  candidateNotes,
  candidates,
  clientContacts,
  contacts,
  crmLeads,
  deliveries,
  emailSuppressions,
  emailThreads,
  inboundTexts,
  interviewAvailability,
  interviewDecisions,
  interviewHolds,
  interviewOfferedSlots,
  interviewPanel,
  interviewPickLinks,
  interviewScorecards,
  interviews,
  jobAlertSubscriptions,
  leadActivities,
  messageReplies,
  newsletterSubscribers,
  placementFeeLines,
  placements,
  rateLimitCounters,
  sequenceEnrollments,
  smsMessages,
  staffNotifications,
  submittals,
  threadEmails,
  timesheets,
} from "../db/schema";

/**
 * THE registry of candidates' personal data (decision 030): for every table that holds some, which columns are
 * personal, what an erasure writes there, and which rows belong to a person. The eraser (worker/privacy/eraser.ts)
 * applies exactly this, and test/worker/privacy.test.ts walks the schema against it: a column that looks personal
 * must be registered here or declared in NOT_PERSONAL (./not-personal.ts), so a new table cannot hold personal data unnoticed.
 */

/** What erased personal text reads. */
export const ERASED = "[erased]";
/** The domain of erased emails: reserved (RFC 2606), so nothing is ever delivered there. */
export const ERASED_EMAIL_DOMAIN = "erased.invalid";

/** A non-deliverable address, unique per row (emails sit in unique indexes). */
const erasedEmail = (id: AnyColumn) => sql`'erased-' || ${id} || ${`@${ERASED_EMAIL_DOMAIN}`}`;

/** The ids of everything a person has, by kind: what the search resolves and the eraser erases. */
export interface PersonIds {
  candidates: string[];
  applications: string[];
  messages: string[];
  bookings: string[];
  leads: string[];
  textMessages: string[];
  /** Texts the person sent the firm (inbound_texts). */
  textsReceived: string[];
  alertSubscriptions: string[];
  newsletterSubscribers: string[];
  deliveries: string[];
  /** People at clients (issue 32), found by their email or phone. */
  clientContacts: string[];
  /**
   * Emails of their conversations (as a candidate, as a client's contact, or about one of their applications) and
   * every email received from one of their addresses (From header or envelope sender).
   */
  threadEmails: string[];
}

/** `column in (ids)` with the ids as ONE bound JSON parameter, so a person with many rows stays under D1's 100. */
export function inIds(column: AnyColumn | SQL, ids: readonly string[]): SQL {
  return sql`${column} in (select value from json_each(${JSON.stringify(ids)}))`;
}

/** A stored phone (E.164 or digits) compared by its key: the last ten digits, or all of a shorter number. */
export const phoneKeyOf = (column: AnyColumn) => sql`substr(replace(${column}, '+', ''), -10)`;

/**
 * A person's records and the emails and phone keys (worker/contract/privacy.ts phoneKey) they were found by, with
 * the full names their records give (what rows of other people's, a staff email to a client, may name them by).
 */
export interface PersonRecords {
  ids: PersonIds;
  emails: string[];
  phones: string[];
  names: string[];
}

/** The person's interviews: of their applications, or of their candidate record. */
const interviewsOf = (ids: PersonIds) =>
  or(inIds(interviews.applicationId, ids.applications), inIds(interviews.candidateId, ids.candidates))!;

const allIds = (ids: PersonIds) => Object.values(ids).flat();

/** Text that mentions one of the person's emails or phone keys. */
function mentions(column: AnyColumn, { emails, phones }: PersonRecords): SQL {
  return sql`exists (select 1 from json_each(${JSON.stringify([...emails, ...phones])}) as identifier where instr(lower(${column}), identifier.value) > 0)`;
}

/** Text that mentions one of `values` (ids), as is. */
function mentionsAny(column: AnyColumn, values: readonly string[]): SQL {
  return sql`exists (select 1 from json_each(${JSON.stringify(values)}) as mentioned where instr(${column}, mentioned.value) > 0)`;
}

/** The person's conversations by email: as a candidate, as a client's contact, or about one of their applications. */
export function threadsOf({ ids }: PersonRecords): SQL {
  return or(
    inIds(emailThreads.candidateId, ids.candidates),
    inIds(emailThreads.clientContactId, ids.clientContacts),
    inIds(emailThreads.applicationId, ids.applications),
  )!;
}

/** What staff are notified of about the person: their submissions, texts and emails (`subject_id`). */
export const notifiedIds = ({ ids }: PersonRecords) => [
  ...ids.applications,
  ...ids.messages,
  ...ids.bookings,
  ...ids.textsReceived,
  ...ids.threadEmails,
];

/** A person's assignments: those of their applications or of their candidate record. */
function assignmentsOf({ ids }: PersonRecords): SQL {
  return or(inIds(assignments.applicationId, ids.applications), inIds(assignments.candidateId, ids.candidates))!;
}

export interface PersonalTable {
  table: SQLiteTable;
  /**
   * Personal columns (by their key in the Drizzle table) and what an erasure writes: the marker, null, or SQL. Empty
   * for a table that names no one but whose rows are about the person (exported, kept with the erased record).
   */
  erase: Record<string, string | null | SQL>;
  /** Columns left out of the export: secrets (tokens) and staff's own details. */
  notExported?: readonly string[];
  /** Rows that are nothing but personal data are deleted instead. */
  deleteRows?: true;
  /** The person's rows of this table. */
  rowsOf: (person: PersonRecords) => SQL;
}

export const PERSONAL_DATA = {
  candidates: {
    table: candidates,
    erase: {
      firstName: ERASED,
      lastName: ERASED,
      email: erasedEmail(candidates.id),
      phone: null,
      tags: sql`'[]'`,
      // What they offer (issue 46): where they live, their pay, notice, authorization and skills are theirs.
      location: null,
      latitude: null,
      longitude: null,
      willingToRelocate: null,
      remotePreference: null,
      desiredPayCents: null,
      desiredPayPeriod: null,
      availableInWeeks: null,
      workAuthorization: null,
      skills: sql`'[]'`,
    },
    rowsOf: ({ ids }) => inIds(candidates.id, ids.candidates),
  },
  candidate_email_aliases: {
    table: candidateEmailAliases,
    erase: { email: null },
    deleteRows: true,
    rowsOf: ({ ids }) => inIds(candidateEmailAliases.candidateId, ids.candidates),
  },
  applications: {
    table: applications,
    erase: {
      firstName: ERASED,
      lastName: ERASED,
      email: erasedEmail(applications.id),
      phone: ERASED,
      currentPosition: null,
      resumeUrl: null,
      resumeKey: null,
      resumeText: null,
      additionalInfo: null,
      // Where their visit began, like a message's attribution: part of what they did on the site.
      landingPage: null,
    },
    rowsOf: ({ ids }) => inIds(applications.id, ids.applications),
  },
  // Staff's notes on the candidate themself: about them, and often naming them.
  candidate_notes: {
    table: candidateNotes,
    erase: { body: ERASED },
    rowsOf: ({ ids }) => inIds(candidateNotes.candidateId, ids.candidates),
  },
  application_notes: {
    table: applicationNotes,
    erase: { body: ERASED },
    rowsOf: ({ ids }) => inIds(applicationNotes.applicationId, ids.applications),
  },
  // The application's history (stage moves, a choice of reason from a list): about the person, naming no one.
  application_events: {
    table: applicationEvents,
    erase: {},
    rowsOf: ({ ids }) => inIds(applicationEvents.applicationId, ids.applications),
  },
  // The firm's accounts (fees owed by the client, kept for its books); the salary and start are the person's, exported,
  // and name no one once the candidate and the application are erased.
  placements: {
    table: placements,
    erase: {},
    rowsOf: ({ ids }) =>
      or(inIds(placements.applicationId, ids.applications), inIds(placements.candidateId, ids.candidates))!,
  },
  placement_fee_lines: {
    table: placementFeeLines,
    erase: {},
    rowsOf: ({ ids }) =>
      sql`${placementFeeLines.placementId} in (select ${placements.id} from ${placements} where ${inIds(placements.applicationId, ids.applications)})`,
  },
  // A contractor's assignments (issue 48, decision 099): the firm's accounts, kept for its books (what it billed and
  // paid). Exported whole; an erasure keeps the rows, which name no one once the candidate and the application are
  // erased, and erases the free text staff wrote about the person (why it ended, why it was extended).
  assignments: {
    table: assignments,
    erase: { endReason: sql`case when ${assignments.endReason} is not null then ${ERASED} end` },
    rowsOf: (person) => assignmentsOf(person),
  },
  assignment_rate_periods: {
    table: assignmentRatePeriods,
    erase: {},
    rowsOf: (person) =>
      sql`${assignmentRatePeriods.assignmentId} in (select ${assignments.id} from ${assignments} where ${assignmentsOf(person)})`,
  },
  assignment_extensions: {
    table: assignmentExtensions,
    erase: { note: ERASED },
    rowsOf: (person) =>
      sql`${assignmentExtensions.assignmentId} in (select ${assignments.id} from ${assignments} where ${assignmentsOf(person)})`,
  },
  // A contractor's weeks (issue 48 item 2, decision 108): the hours are the firm's books of what it billed and paid,
  // kept; an erasure removes the free text, the contractor's note and the approver's reason for rejecting.
  timesheets: {
    table: timesheets,
    erase: {
      note: null,
      rejectionReason: sql`case when ${timesheets.rejectionReason} is not null then ${ERASED} end`,
    },
    rowsOf: (person) =>
      sql`${timesheets.assignmentId} in (select ${assignments.id} from ${assignments} where ${assignmentsOf(person)})`,
  },
  // What the accounting files took of a contractor's weeks (issue 48 item 3, decision 112): the lines are the firm's
  // books of what it billed and paid, kept; an erasure removes who they were (the name the files printed, the link
  // to the candidate record), so the lines, amounts and invoice numbers stay and name no one.
  billing_exports: {
    table: billingExports,
    erase: { contractorName: ERASED, candidateId: null },
    rowsOf: (person) =>
      sql`${billingExports.assignmentId} in (select ${assignments.id} from ${assignments} where ${assignmentsOf(person)})`,
  },
  // Their interviews with a client's people (issue 47): the round may be a name typed by staff, the place a phone
  // number to call, the link a meeting named after them, the cancel's reason about them.
  interviews: {
    table: interviews,
    erase: { round: ERASED, location: null, videoLink: null, cancelReason: null },
    rowsOf: ({ ids }) => interviewsOf(ids),
  },
  // Who sat on the panel of their interviews, and a contact's own seats on panels: ids, a flag and a zone.
  interview_panel: {
    table: interviewPanel,
    erase: {},
    rowsOf: ({ ids }) =>
      or(
        inIds(interviewPanel.contactId, ids.clientContacts),
        sql`${interviewPanel.interviewId} in (select ${interviews.id} from ${interviews} where ${inIds(interviews.applicationId, ids.applications)})`,
      )!,
  },
  // The times offered to the candidate and their link to pick one (a hash): rows of their interviews.
  interview_offered_slots: {
    table: interviewOfferedSlots,
    erase: {},
    rowsOf: ({ ids }) =>
      sql`${interviewOfferedSlots.interviewId} in (select ${interviews.id} from ${interviews} where ${interviewsOf(ids)})`,
  },
  interview_pick_links: {
    table: interviewPickLinks,
    erase: {},
    rowsOf: ({ ids }) =>
      sql`${interviewPickLinks.interviewId} in (select ${interviews.id} from ${interviews} where ${interviewsOf(ids)})`,
  },
  // A panel member's free times and a candidate's holds (decision 110): times of their interviews, and of a contact's
  // own seats on panels. Nothing in them to blank: found, exported, deleted with the interview.
  interview_availability: {
    table: interviewAvailability,
    erase: {},
    rowsOf: ({ ids }) =>
      or(
        sql`${interviewAvailability.panelMemberId} in (select ${interviewPanel.id} from ${interviewPanel} where ${inIds(interviewPanel.contactId, ids.clientContacts)})`,
        sql`${interviewAvailability.interviewId} in (select ${interviews.id} from ${interviews} where ${interviewsOf(ids)})`,
      )!,
  },
  interview_holds: {
    table: interviewHolds,
    erase: {},
    rowsOf: ({ ids }) =>
      or(
        sql`${interviewHolds.panelMemberId} in (select ${interviewPanel.id} from ${interviewPanel} where ${inIds(interviewPanel.contactId, ids.clientContacts)})`,
        sql`${interviewHolds.interviewId} in (select ${interviews.id} from ${interviews} where ${interviewsOf(ids)})`,
      )!,
  },
  // The panel's scorecards of their interviews (decision 109), and a contact's own: the ratings and recommendation
  // judge the candidate, the comment may name them. Erasure blanks the ratings and the comment; the recommendation
  // stays, an enum left on an interview whose candidate and round no longer say who it was.
  interview_scorecards: {
    table: interviewScorecards,
    erase: { ratings: sql`'{}'`, comment: null },
    rowsOf: ({ ids }) =>
      or(
        inIds(interviewScorecards.contactId, ids.clientContacts),
        sql`${interviewScorecards.interviewId} in (select ${interviews.id} from ${interviews} where ${or(inIds(interviews.applicationId, ids.applications), inIds(interviews.candidateId, ids.candidates))})`,
      )!,
  },
  // The client's decision after their interviews: the comment may name them; the decision and reason are enums.
  interview_decisions: {
    table: interviewDecisions,
    erase: { comment: null },
    rowsOf: ({ ids }) =>
      or(
        inIds(interviewDecisions.decidedByContactId, ids.clientContacts),
        sql`${interviewDecisions.interviewId} in (select ${interviews.id} from ${interviews} where ${or(inIds(interviews.applicationId, ids.applications), inIds(interviews.candidateId, ids.candidates))})`,
      )!,
  },
  submittals: {
    table: submittals,
    // The recruiter's note presents the candidate; the client's comment answers about them.
    erase: { note: ERASED, feedbackComment: null },
    rowsOf: ({ ids }) => inIds(submittals.applicationId, ids.applications),
  },
  contacts: {
    table: contacts,
    erase: {
      firstName: ERASED,
      lastName: ERASED,
      email: erasedEmail(contacts.id),
      message: ERASED,
      company: null,
      phone: null,
      attribution: null,
      envelopeSender: null,
    },
    rowsOf: ({ ids }) => inIds(contacts.id, ids.messages),
  },
  message_replies: {
    table: messageReplies,
    erase: { body: ERASED },
    rowsOf: ({ ids }) => inIds(messageReplies.messageId, ids.messages),
  },
  booking_appointments: {
    table: bookingAppointments,
    erase: {
      bookerName: ERASED,
      bookerEmail: erasedEmail(bookingAppointments.id),
      bookerPhone: null,
      bookerCompany: null,
      notes: null,
      bookerNotes: null,
      internalNotes: null,
      cancelReason: null,
    },
    notExported: ["manageTokenHash", "manageTokenSealed", "legacyManageToken"],
    rowsOf: ({ ids }) => inIds(bookingAppointments.id, ids.bookings),
  },
  booking_appointment_events: {
    table: bookingAppointmentEvents,
    erase: { reason: null },
    rowsOf: ({ ids }) => inIds(bookingAppointmentEvents.appointmentId, ids.bookings),
  },
  email_threads: {
    table: emailThreads,
    erase: { subject: ERASED },
    // The reply address's token is a secret (whoever has it writes on the thread).
    notExported: ["replyToken"],
    rowsOf: (person) => threadsOf(person),
  },
  // Each email of a candidate's or a client contact's conversations, or about one of their applications, and each one
  // they sent, is nothing but their correspondence (the resolver finds them: ids.threadEmails).
  thread_emails: {
    table: threadEmails,
    erase: {
      fromAddress: ERASED,
      toAddress: ERASED,
      subject: ERASED,
      textBody: ERASED,
      messageId: null,
      attachments: null,
      envelopeSender: null,
    },
    deleteRows: true,
    rowsOf: ({ ids }) => inIds(threadEmails.id, ids.threadEmails),
  },
  crm_leads: {
    table: crmLeads,
    // The source is the campaign's utm_source when the visitor's browser sent one: text the visitor controls. The
    // CRM's answer to a failed sync may quote the contact.
    erase: { notes: null, leadSource: ERASED, syncError: null },
    rowsOf: ({ ids }) => inIds(crmLeads.id, ids.leads),
  },
  lead_activities: {
    table: leadActivities,
    erase: { subject: ERASED, description: null, outcome: null },
    rowsOf: ({ ids }) => inIds(leadActivities.leadId, ids.leads),
  },
  sms_messages: {
    table: smsMessages,
    erase: { toNumber: ERASED, message: ERASED, errorMessage: null },
    rowsOf: ({ ids }) => inIds(smsMessages.id, ids.textMessages),
  },
  // A text received is nothing but the person's words and number (found as worker/privacy/resolve.ts resolves them).
  inbound_texts: {
    table: inboundTexts,
    erase: { fromNumber: ERASED, body: ERASED },
    deleteRows: true,
    rowsOf: ({ ids }) => inIds(inboundTexts.id, ids.textsReceived),
  },
  job_alert_subscriptions: {
    table: jobAlertSubscriptions,
    // The saved search's keyword is the visitor's own text, its place (a ZIP or city and its coordinates) where they
    // look for work (the other filters are choices from lists or a salary figure).
    erase: {
      email: erasedEmail(jobAlertSubscriptions.id),
      filters: sql`json_remove(${jobAlertSubscriptions.filters}, '$.q', '$.near', '$.radius')`,
      filtersKey: ERASED,
      nearLatitude: null,
      nearLongitude: null,
    },
    notExported: [
      "confirmTokenHash",
      "manageTokenHash",
      "manageTokenSealed",
      "legacyConfirmToken",
      "legacyManageToken",
    ],
    rowsOf: ({ ids }) => inIds(jobAlertSubscriptions.id, ids.alertSubscriptions),
  },
  newsletter_subscribers: {
    table: newsletterSubscribers,
    // The address is all it holds of the person; the row stays (unsubscribed) so counts and issue sends add up.
    erase: { email: erasedEmail(newsletterSubscribers.id) },
    notExported: [
      "confirmTokenHash",
      "manageTokenHash",
      "manageTokenSealed",
      "legacyConfirmToken",
      "legacyManageToken",
    ],
    rowsOf: ({ ids }) => inIds(newsletterSubscribers.id, ids.newsletterSubscribers),
  },
  deliveries: {
    table: deliveries,
    // The payload of an email carries its text (names, addresses); its summary and error may quote them.
    erase: {
      recipient: ERASED,
      summary: ERASED,
      payload: JSON.stringify({ erased: true }),
      lastError: null,
      sentCopy: null,
    },
    rowsOf: ({ ids }) => inIds(deliveries.id, ids.deliveries),
  },
  // An address a bounce or a spam complaint suppressed (decision 106): nothing but the address and the service's words
  // about it. Deleted on erasure: the erasure's own hashed entry (privacy_suppressions) keeps bulk email from it.
  email_suppressions: {
    table: emailSuppressions,
    erase: { email: null, detail: null },
    deleteRows: true,
    rowsOf: ({ emails }) => inIds(emailSuppressions.email, emails),
  },
  // Who a campaign reached (decision 116), by record and address, and why a message was skipped (which may name the
  // address). Deleted on erasure: the deliveries and texts they name are erased with the person; the campaign's
  // count stays.
  campaign_messages: {
    table: campaignMessages,
    erase: { recipient: null, skipReason: null },
    deleteRows: true,
    rowsOf: ({ ids, emails, phones }) =>
      or(
        inIds(campaignMessages.personId, [...ids.candidates, ...ids.clientContacts, ...ids.newsletterSubscribers]),
        inIds(campaignMessages.recipient, emails),
        inIds(phoneKeyOf(campaignMessages.recipient), phones),
      )!,
  },
  // Whose sequences a person was in, and why they left one (decision 115): erased, they leave every sequence (the rows
  // go, and their steps' claims with them).
  sequence_enrollments: {
    table: sequenceEnrollments,
    erase: { reason: null },
    deleteRows: true,
    rowsOf: ({ ids }) =>
      or(
        inIds(sequenceEnrollments.candidateId, ids.candidates),
        inIds(sequenceEnrollments.contactId, ids.clientContacts),
      )!,
  },
  staff_notifications: {
    table: staffNotifications,
    // "New application: Ann Lee", "Text from Ann Lee: ...", "ann@example.com replied: ...".
    erase: { title: ERASED },
    rowsOf: (person) => inIds(staffNotifications.subjectId, notifiedIds(person)),
  },
  rate_limit_counters: {
    table: rateLimitCounters,
    // Per-address limits are keyed by the address ("job_alerts_email:ann@example.com").
    erase: { key: null },
    deleteRows: true,
    rowsOf: (person) => mentions(rateLimitCounters.key, person),
  },
  client_contacts: {
    table: clientContacts,
    erase: { name: ERASED, email: null, phone: null, title: null },
    rowsOf: ({ ids }) => inIds(clientContacts.id, ids.clientContacts),
  },
  admin_activity_logs: {
    table: adminActivityLogs,
    // A merge's entry names the merged candidate; any entry about one of the person's records may. A client's
    // entries about a contact name the contact beside its id. A contact's own entries on the client portal hold their
    // address and browser (a staff member's stay: the firm's own audit).
    erase: {
      details: null,
      ipAddress: sql`case when ${adminActivityLogs.clientContactId} is null then ${adminActivityLogs.ipAddress} end`,
      userAgent: sql`case when ${adminActivityLogs.clientContactId} is null then ${adminActivityLogs.userAgent} end`,
    },
    // The staff member's own sign-in details, not the person's.
    notExported: ["ipAddress", "userAgent"],
    rowsOf: (person) =>
      or(
        inIds(adminActivityLogs.entityId, allIds(person.ids)),
        inIds(adminActivityLogs.clientContactId, person.ids.clientContacts),
        mentions(adminActivityLogs.details, person),
        mentionsAny(adminActivityLogs.details, person.ids.clientContacts),
      )!,
  },
} satisfies Record<string, PersonalTable>;
