import { type AnyColumn, eq, type SQL, sql } from "drizzle-orm";
import {
  TIMELINE_BODY_MAX,
  type TimelineActor,
  type TimelineEntry,
  type TimelineKind,
  type TimelineQuery,
} from "../contract/timeline";
import type { Db } from "../db/client";
import {
  adminActivityLogs,
  applicationEvents,
  applicationNotes,
  applications,
  bookingAppointments,
  bookingTypes,
  candidateNotes,
  candidates,
  clientContacts,
  clients,
  contacts,
  deliveries,
  emailThreads,
  inboundTexts,
  interviews,
  jobs,
  sequenceEnrollments,
  sequences,
  smsMessages,
  submittals,
  threadEmails,
  users,
} from "../db/schema";

/**
 * A candidate's timeline (issue 33 item 5): ONE union of every area's events of the candidate, ordered and paged in
 * SQL, so a page is read without loading the rest (docs/decisions/057-one-timeline.md). Each branch reads its table
 * through the candidate's index (applications, threads, bookings and messages by candidate; stage changes and notes
 * by application; the candidate's own notes by candidate; texts in and out by the candidate's phone).
 */

const FORMER_STAFF = "Former staff member";
const FORMER_CONTACT = "A former client contact";
/** A staff member as the timeline names them: their full name, or their username while they have none. */
const staffName = sql`coalesce(${users.fullName}, ${users.username})`;
const body = (column: AnyColumn) => sql`substr(${column}, 1, ${TIMELINE_BODY_MAX})`;
/** The candidate's phone, which their texts in and out are matched by. */
const phoneOf = (candidateId: string) =>
  sql`(select ${candidates.phone} from ${candidates} where ${candidates.id} = ${candidateId})`;

/**
 * When a text written from the candidate's record and held by their quiet hours goes: its delivery not yet tried nor
 * waiting for the service (null once it was).
 */
const heldUntil = (candidateId: string) =>
  sql`(select ${deliveries.nextAttemptAt} from ${deliveries} where ${deliveries.relatedType} = 'candidate'
      and ${deliveries.relatedId} = ${candidateId} and ${deliveries.status} = 'pending' and ${deliveries.attempts} = 0
      and ${deliveries.waitingReason} is null and json_extract(${deliveries.payload}, '$.smsMessageId') = ${smsMessages.id})`;

/**
 * The union's branches, each with the same columns: kind, id, at, actor_id, actor_name, by_staff (1 staff, 0 the
 * candidate, 2 a client contact, null the firm's machinery), application_id, title, body, detail, scheduled_for.
 */
function branches(candidateId: string): SQL[] {
  const ofCandidate = sql`${applications.candidateId} = ${candidateId}`;
  // "Hannah Hiring (Acme)", as staff read a client contact everywhere (clientContactLabel).
  const contactAtClient = sql`${clientContacts.name} || ' (' || ${clients.name} || ')'`;
  // A stage move or a note a client's answer on the client portal made is the contact's (2), not staff's (1).
  const byContact = (contactId: AnyColumn) => sql`case when ${contactId} is null then 1 else 2 end`;
  return [
    // Sent by the candidate (on the site, or through a job board: its source is the detail), or added to the job by a
    // recruiter (issue 44): then the recruiter is who.
    sql`select 'application' as kind, ${applications.id} as id, ${applications.createdAt} as at,
        ${applications.addedBy} as actor_id, ${staffName} as actor_name,
        case ${applications.source} when 'staff' then 1 else 0 end as by_staff, ${applications.id} as application_id,
        ${jobs.title} as title, null as body,
        case when ${applications.source} not in ('form', 'staff') then ${applications.source} end as detail,
        null as scheduled_for
        from ${applications} left join ${jobs} on ${jobs.id} = ${applications.jobId}
        left join ${users} on ${users.id} = ${applications.addedBy} where ${ofCandidate}`,
    sql`select 'stage_change', ${applicationEvents.id}, ${applicationEvents.changedAt},
        ${applicationEvents.changedBy}, coalesce(${staffName}, ${contactAtClient}),
        ${byContact(applicationEvents.clientContactId)}, ${applications.id}, ${jobs.title}, null,
        ${applicationEvents.fromValue} || '>' || ${applicationEvents.toValue}, null
        from ${applicationEvents} join ${applications} on ${applications.id} = ${applicationEvents.applicationId}
        left join ${jobs} on ${jobs.id} = ${applications.jobId}
        left join ${users} on ${users.id} = ${applicationEvents.changedBy}
        left join ${clientContacts} on ${clientContacts.id} = ${applicationEvents.clientContactId}
        left join ${clients} on ${clients.id} = ${clientContacts.clientId}
        where ${applicationEvents.type} = 'stage' and ${ofCandidate}`,
    // A submittal (by staff, with the note to the client) and the client's answer (by the contact, "decision>reason").
    sql`select ${applicationEvents.type}, ${applicationEvents.id}, ${applicationEvents.changedAt},
        ${applicationEvents.changedBy},
        case ${applicationEvents.type} when 'submittal' then ${staffName} else ${contactAtClient} end,
        case ${applicationEvents.type} when 'submittal' then 1 else 2 end, ${applications.id}, ${jobs.title},
        case ${applicationEvents.type} when 'submittal' then ${body(submittals.note)} end,
        case ${applicationEvents.type} when 'submittal' then ${contactAtClient}
          else ${applicationEvents.toValue} || '>' || coalesce(${applicationEvents.rejectionReason}, '') end, null
        from ${applicationEvents} join ${applications} on ${applications.id} = ${applicationEvents.applicationId}
        left join ${jobs} on ${jobs.id} = ${applications.jobId}
        left join ${users} on ${users.id} = ${applicationEvents.changedBy}
        left join ${submittals} on ${submittals.id} = ${applicationEvents.subjectId}
        left join ${clients} on ${clients.id} = ${submittals.clientId}
        left join ${clientContacts} on ${clientContacts.id} = ${submittals.contactId}
        where ${applicationEvents.type} in ('submittal', 'client_feedback') and ${ofCandidate}`,
    sql`select 'note', ${applicationNotes.id}, ${applicationNotes.createdAt}, ${applicationNotes.authorId},
        coalesce(${staffName}, ${contactAtClient}), ${byContact(applicationNotes.clientContactId)},
        ${applications.id}, ${jobs.title}, ${body(applicationNotes.body)}, null, null
        from ${applicationNotes} join ${applications} on ${applications.id} = ${applicationNotes.applicationId}
        left join ${jobs} on ${jobs.id} = ${applications.jobId}
        left join ${users} on ${users.id} = ${applicationNotes.authorId}
        left join ${clientContacts} on ${clientContacts.id} = ${applicationNotes.clientContactId}
        left join ${clients} on ${clients.id} = ${clientContacts.clientId} where ${ofCandidate}`,
    // A note on the candidate themself: about no application.
    sql`select 'note', ${candidateNotes.id}, ${candidateNotes.createdAt}, ${candidateNotes.authorId}, ${staffName}, 1,
        null, null, ${body(candidateNotes.body)}, null, null
        from ${candidateNotes} left join ${users} on ${users.id} = ${candidateNotes.authorId}
        where ${candidateNotes.candidateId} = ${candidateId}`,
    sql`select case ${threadEmails.direction} when 'out' then 'email_out' else 'email_in' end, ${threadEmails.id},
        ${threadEmails.createdAt}, ${threadEmails.authorId}, ${staffName},
        case ${threadEmails.direction} when 'out' then 1 else 0 end, ${emailThreads.applicationId},
        ${threadEmails.subject}, ${body(threadEmails.textBody)},
        case ${threadEmails.direction} when 'in' then ${threadEmails.fromAddress} end, null
        from ${threadEmails} join ${emailThreads} on ${emailThreads.id} = ${threadEmails.threadId}
        left join ${users} on ${users.id} = ${threadEmails.authorId}
        where ${emailThreads.candidateId} = ${candidateId}`,
    sql`select 'text_out', ${smsMessages.id}, ${smsMessages.createdAt}, ${smsMessages.authorId}, ${staffName},
        case when ${smsMessages.authorId} is not null then 1 end, null, null, ${body(smsMessages.message)},
        ${smsMessages.status}, ${heldUntil(candidateId)}
        from ${smsMessages} left join ${users} on ${users.id} = ${smsMessages.authorId}
        where ${smsMessages.toNumber} = ${phoneOf(candidateId)}`,
    sql`select 'text_in', ${inboundTexts.id}, ${inboundTexts.receivedAt}, null, null, 0, null, null,
        ${body(inboundTexts.body)}, ${inboundTexts.fromNumber}, null
        from ${inboundTexts} where ${inboundTexts.fromNumber} = ${phoneOf(candidateId)}`,
    sql`select 'booking', ${bookingAppointments.id}, ${bookingAppointments.createdAt}, null, null, 0,
        ${bookingAppointments.applicationId}, ${bookingTypes.name}, ${body(bookingAppointments.bookerNotes)},
        ${bookingAppointments.status}, ${bookingAppointments.appointmentDate}
        from ${bookingAppointments} join ${bookingTypes} on ${bookingTypes.id} = ${bookingAppointments.bookingTypeId}
        where ${bookingAppointments.candidateId} = ${candidateId}`,
    interviewBranch(candidateId),
    sql`select 'message', ${contacts.id}, ${contacts.createdAt}, null, null, 0, null, ${contacts.inquiry},
        ${body(contacts.message)}, ${contacts.source}, null
        from ${contacts} where ${contacts.candidateId} = ${candidateId}`,
    // Each sequence the candidate is in (decision 115), at its last change: the enroller, its state and why.
    sql`select 'sequence', ${sequenceEnrollments.id}, ${sequenceEnrollments.updatedAt},
        ${sequenceEnrollments.enrolledById}, ${staffName}, 1, null, ${sequences.name},
        ${body(sequenceEnrollments.reason)}, ${sequenceEnrollments.state}, ${sequenceEnrollments.nextAt}
        from ${sequenceEnrollments} join ${sequences} on ${sequences.id} = ${sequenceEnrollments.sequenceId}
        left join ${users} on ${users.id} = ${sequenceEnrollments.enrolledById}
        where ${sequenceEnrollments.candidateId} = ${candidateId}`,
  ];
}

/**
 * The candidate's interviews' events, from the interviews' log entries (by the interviews' ids, migration 0084): who
 * did it (staff, a client contact, or the candidate picking their time on their link), the round, the event
 * (INTERVIEW_TIMELINE_EVENTS), why a link was not texted or the interview was cancelled, and the time it was set to or
 * the time a held text goes.
 */
function interviewBranch(candidateId: string): SQL {
  const log = adminActivityLogs;
  const event = sql`case ${log.action} when 'interview.offer_times'
      then 'offered>' || coalesce(json_extract(${log.details}, '$.text'), 'not_sent')
      when 'interview.schedule' then 'scheduled' when 'interview.reschedule' then 'rescheduled'
      when 'interview.cancel' then 'cancelled' else json_extract(${log.details}, '$.status') end`;
  return sql`select 'interview', ${log.id}, ${log.createdAt}, ${log.userId},
      coalesce(${staffName}, ${clientContacts.name} || ' (' || ${clients.name} || ')'),
      case when ${log.userId} is not null then 1 when ${log.clientContactId} is not null then 2
        when ${log.action} = 'interview.schedule' then 0 end,
      ${interviews.applicationId}, ${interviews.round},
      case ${log.action} when 'interview.offer_times' then json_extract(${log.details}, '$.textReason')
        when 'interview.cancel' then ${body(interviews.cancelReason)} end,
      ${event},
      case ${log.action} when 'interview.offer_times' then json_extract(${log.details}, '$.textAt')
        when 'interview.attendance' then null else json_extract(${log.details}, '$.startsAt') end
      from ${interviews} join ${log} on ${log.entityType} = 'interview' and ${log.entityId} = ${interviews.id}
      left join ${users} on ${users.id} = ${log.userId}
      left join ${clientContacts} on ${clientContacts.id} = ${log.clientContactId}
      left join ${clients} on ${clients.id} = ${clientContacts.clientId}
      where ${interviews.candidateId} = ${candidateId} and ${log.action} in ('interview.offer_times',
        'interview.schedule', 'interview.reschedule', 'interview.cancel', 'interview.attendance')`;
}

/** Terms one compound SELECT may have on D1 (it answers "too many terms in compound SELECT" past them). */
const D1_COMPOUND_TERMS = 5;

/** The branches as one union: nested in groups, as D1 limits the terms of each compound SELECT. */
function unionOf(parts: SQL[]): SQL {
  if (parts.length <= D1_COMPOUND_TERMS) return sql.join(parts, sql` union all `);
  const groups: SQL[] = [];
  for (let start = 0; start < parts.length; start += D1_COMPOUND_TERMS)
    groups.push(sql`select * from (${sql.join(parts.slice(start, start + D1_COMPOUND_TERMS), sql` union all `)})`);
  return unionOf(groups);
}

interface Row {
  kind: TimelineKind;
  id: string;
  at: number;
  actor_id: string | null;
  actor_name: string | null;
  by_staff: 0 | 1 | 2 | null;
  application_id: string | null;
  title: string | null;
  body: string | null;
  detail: string | null;
  /** Milliseconds, or ISO text from a log entry's details (an interview's). */
  scheduled_for: number | string | null;
}

function actorOf(row: Row, candidateName: string): TimelineActor {
  if (row.by_staff === 1) return { type: "staff", id: row.actor_id, name: row.actor_name ?? FORMER_STAFF };
  if (row.by_staff === 0) return { type: "candidate", name: candidateName };
  if (row.by_staff === 2) return { type: "client", name: row.actor_name ?? FORMER_CONTACT };
  return { type: "system" };
}

/**
 * One page of a candidate's timeline, newest first (ties by kind and id, so pages never overlap), and how many
 * events they have in all; undefined when there is no such candidate.
 */
export async function candidateTimeline(
  db: Db,
  candidateId: string,
  query: TimelineQuery,
): Promise<{ rows: TimelineEntry[]; total: number } | undefined> {
  const [candidate] = await db
    .select({ firstName: candidates.firstName, lastName: candidates.lastName })
    .from(candidates)
    .where(eq(candidates.id, candidateId))
    .limit(1);
  if (!candidate) return undefined;
  const union = unionOf(branches(candidateId));
  const [rows, [counted]] = await Promise.all([
    db.all<Row>(
      sql`select * from (${union}) order by at desc, kind, id desc limit ${query.limit} offset ${query.offset}`,
    ),
    db.all<{ total: number }>(sql`select count(*) as total from (${union})`),
  ]);
  const name = `${candidate.firstName} ${candidate.lastName}`.trim();
  return {
    rows: rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      at: new Date(row.at).toISOString(),
      who: actorOf(row, name),
      applicationId: row.application_id,
      title: row.title,
      body: row.body,
      detail: row.detail,
      scheduledFor: row.scheduled_for === null ? null : new Date(row.scheduled_for).toISOString(),
    })),
    total: counted?.total ?? 0,
  };
}
