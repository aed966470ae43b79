import { and, eq, getTableName, type SQL, sql } from "drizzle-orm";
import type { ConsentKey } from "../contract/consent";
import type { ContactSource } from "../contract/enums";
import type { AnalyticsData } from "../contract/form-schemas";
import { leadSourceFor } from "../contract/forms";
import { contactLeadScore, type LeadScore, leadPriorityForScore } from "../contract/lead-scoring";
import type { Db } from "../db/client";
import type { ExistsCondition } from "../db/raw-batch";
import { contacts, crmLeads, leadScoringRules, type NewCrmLead } from "../db/schema";
import { queueDelivery } from "../delivery/pipeline";
import { type LeadFacts, scoreWithRules } from "../domain/lead-rules";
import { emailIdsOf, notifyStaff } from "../notifications/store";
import { matchCandidate } from "../people/store";
import { recordConsents } from "../privacy/consent-store";
import { leadSyncDelivery } from "./crm-delivery";

export interface LeadInput {
  /** Chosen by the caller: the same batch refers to the lead (its crm_sync delivery, a booking's leadId). */
  id: string;
  leadType: NewCrmLead["leadType"];
  /** Where the lead came from: the form, or a UTM source when the visitor arrived through a campaign. */
  leadSource: string;
  /** The score with its terms (scoreLead); both are stored. */
  score: LeadScore;
  applicationId?: string;
  contactId?: string;
  tags?: string[];
  notes?: string;
}

/**
 * The insert that makes a CRM lead for something a visitor submitted. It returns the query, not its result, so the
 * caller puts it in the same `db.batch` as the application, contact or booking row: both are stored or neither.
 * The lead starts unsynced; its CRM sync is the `crm_sync` delivery the caller puts in the same batch
 * (worker/leads/crm-delivery.ts).
 *
 * @example const sync = queueDelivery(db, "crm_sync", leadSyncDelivery(leadId, { name, email }));
 *          await db.batch([db.insert(contacts).values(contact), insertLead(db, { id: leadId, ... }), sync.insert]);
 */
export function insertLead(db: Db, { score, ...input }: LeadInput, now = new Date()) {
  return db.insert(crmLeads).values({
    ...input,
    leadScore: score.total,
    scoreBreakdown: score.terms,
    priority: leadPriorityForScore(score.total),
    lastActivity: now,
  });
}

/**
 * What a booking's cancellation does to its lead, in the cancel's own batch: the lead is tagged "cancelled", the
 * line is added to its notes and its last activity moves; it stays active (the person may book again). `onlyIf`
 * is the cancel's own condition, so a cancel that lost a race changes no lead.
 */
export function recordLeadCancellation(db: Db, leadId: string, line: string, now: Date, onlyIf: SQL) {
  return db
    .update(crmLeads)
    .set({
      tags: sql`json_insert(coalesce(${crmLeads.tags}, '[]'), '$[#]', 'cancelled')`,
      notes: sql`coalesce(${crmLeads.notes} || char(10), '') || ${line}`,
      lastActivity: now,
    })
    .where(and(eq(crmLeads.id, leadId), onlyIf));
}

/**
 * Removes a lead made in the same batch unless `condition` (an EXISTS subquery) holds: a booking's lead whose
 * appointment lost its slot to a race. A D1 statement for `DB.batch`, after the statements that write the cause.
 */
export function deleteLeadUnless(d1: D1Database, leadId: string, condition: ExistsCondition): D1PreparedStatement {
  return d1
    .prepare(`delete from ${getTableName(crmLeads)} where ${crmLeads.id.name} = ? and not exists (${condition.sql})`)
    .bind(leadId, ...condition.params);
}

/**
 * A lead's score: the built-in formula's terms plus one per active staff scoring rule for its type that matches
 * (worker/domain/lead-rules.ts), kept between 0 and 100. Call it before `insertLead`, which stores the terms too.
 */
export async function scoreLead(
  db: Db,
  base: LeadScore,
  leadType: NewCrmLead["leadType"],
  facts: LeadFacts,
): Promise<LeadScore> {
  const rules = await db.select().from(leadScoringRules).where(eq(leadScoringRules.isActive, true));
  return scoreWithRules(base, leadType, facts, rules);
}

/** A contact message as stored, whichever form it came from. */
export interface ContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  company?: string;
  phone?: string;
  /** The home form's inquiry or the /contact page's help type. */
  inquiry: string;
  message?: string;
  smsMarketingConsent?: boolean;
  smsAppointmentConsent?: boolean;
}

/**
 * Writes a contact message, its sender's candidate and its CRM lead in one batch (all or none), scored with the
 * contact-form formula. The lead's source is the campaign's utm_source when there is one, else the form. `contacts.message` is required
 * in the table, so a /contact message left empty is stored as "". Staff who want new messages are notified in the same
 * batch. Answers the deliveries to dispatch: the lead's crm_sync and the staff's chosen emails.
 */
export async function storeMessage(
  db: Db,
  source: ContactSource,
  message: ContactMessage,
  options: { origin: string; utmSource?: string; attribution?: AnalyticsData; id?: string; envelopeSender?: string },
): Promise<{ deliveryIds: string[] }> {
  // A received email's message takes the id its original is kept under in R2 (worker/conversations/inbound.ts).
  const contactId = options.id ?? crypto.randomUUID();
  const leadId = crypto.randomUUID();
  const leadSource = leadSourceFor(source, options.utmSource);
  const baseScore = contactLeadScore({
    company: message.company,
    phone: message.phone,
    helpType: message.inquiry,
    message: message.message,
  });
  const score = await scoreLead(db, baseScore, "contact", {
    leadSource,
    form: source,
    inquiry: message.inquiry,
    company: message.company,
    hasCompany: Boolean(message.company?.trim()),
    hasPhone: Boolean(message.phone),
    messageLength: message.message?.length ?? 0,
    smsMarketingConsent: "smsMarketingConsent" in message ? Boolean(message.smsMarketingConsent) : false,
  });
  const sync = queueDelivery(
    db,
    "crm_sync",
    leadSyncDelivery(leadId, { name: `${message.firstName} ${message.lastName}`, email: message.email }),
  );
  const candidate = matchCandidate(db, message);
  const notify = notifyStaff(db, {
    event: "message_new",
    subjectId: contactId,
    title: `New message from ${message.firstName} ${message.lastName}`,
    link: `/admin/messages/${contactId}`,
    origin: options.origin,
    now: new Date(),
  });
  const [, , , , , , emails] = await db.batch([
    candidate.upsert,
    db.insert(contacts).values({
      ...message,
      message: message.message ?? "",
      id: contactId,
      source,
      attribution: options.attribution,
      candidateId: candidate.candidateId,
      envelopeSender: options.envelopeSender,
    }),
    insertLead(db, {
      id: leadId,
      leadType: "contact",
      leadSource,
      score,
      contactId,
      tags: [message.inquiry],
    }),
    sync.insert,
    ...notify.statements,
    notify.deliveryIds,
    recordConsents(db, { type: "contact", id: contactId }, messageConsents(message), new Date()),
  ]);
  return { deliveryIds: [sync.id, ...emailIdsOf(emails)] };
}

/**
 * A message filed for staff to place (inquiry "Unplaced email" in the inbox): an email to an address nothing
 * answers to, or whose sender could not be verified. It is stored with its staff notification in one batch and
 * made into no candidate and no CRM lead: nothing of it lands on a person's record until staff put it there
 * (issue 42 items 1 and 15c). Answers the notification emails to dispatch.
 */
export async function storeUnplacedMessage(
  db: Db,
  message: Pick<ContactMessage, "firstName" | "lastName" | "email" | "inquiry" | "message">,
  options: { origin: string; id: string; envelopeSender: string },
): Promise<{ deliveryIds: string[] }> {
  const notify = notifyStaff(db, {
    event: "message_new",
    subjectId: options.id,
    title: `New message from ${message.firstName} ${message.lastName}`.trim(),
    link: `/admin/messages/${options.id}`,
    origin: options.origin,
    now: new Date(),
  });
  const [, , , emails] = await db.batch([
    db.insert(contacts).values({
      ...message,
      message: message.message ?? "",
      id: options.id,
      source: "email",
      envelopeSender: options.envelopeSender,
    }),
    ...notify.statements,
    notify.deliveryIds,
  ]);
  return { deliveryIds: emailIdsOf(emails) };
}

/** The contact form's consent, and each SMS consent the visitor ticked (only the home form asks). */
function messageConsents(message: ContactMessage): ConsentKey[] {
  const marketing = "smsMarketingConsent" in message && Boolean(message.smsMarketingConsent);
  const appointment = "smsAppointmentConsent" in message && Boolean(message.smsAppointmentConsent);
  return [
    "contact",
    ...(marketing ? (["sms_marketing"] as const) : []),
    ...(appointment ? (["sms_appointment"] as const) : []),
  ];
}

/** A candidate merge's move of the merged candidate's contact messages to `intoId`, for the merge's batch. */
export function moveCandidateMessages(db: Db, candidateId: string, intoId: string) {
  return db.update(contacts).set({ candidateId: intoId }).where(eq(contacts.candidateId, candidateId));
}
