import { z } from "zod";
import type { ROLES } from "./enums";
import { isCalendarDate, isTimeZone } from "./time-zone";
import { pagingFields } from "./zod";

/**
 * The activity log as staff read it (issue 35, docs/decisions/062): every action code the Worker writes, in words,
 * and every record type with its name and the back-office page that shows it. `activityLog` takes only these codes
 * (worker/http/activity-log.ts), so a new action does not compile until it has its words here.
 */

/**
 * What each action code did, as the words that follow the user's name: "jane created a job". Codes are stored in
 * logged rows, so older names stay: `portal.*` is a staff area, `job_portal.*` a job board.
 */
export const ACTIVITY_SENTENCES = {
  "account.backup_code_used": "signed in with a backup code",
  "account.mfa_disable": "turned off their two-factor sign-in",
  "account.mfa_enable": "turned on their two-factor sign-in",
  "account.password_change": "changed their password",
  "account.password_reset_by_email": "chose a new password from a reset email",
  "account.invitation_accept": "chose their password from an invitation",
  "account.email_change_request": "asked for a new email address on their account",
  "account.email_change": "confirmed a new email address for their account",
  "account.session_revoke": "signed out one of their sessions",
  "account.sessions_revoke_others": "signed out their other sessions",
  "account.trusted_browser_add": "trusted a browser to sign in without a code",
  "account.trusted_browser_revoke": "stopped trusting one of their browsers",
  "account.trusted_browsers_revoke_all": "stopped trusting all their browsers",
  "application.add_to_job": "added a candidate to a job",
  "application.bulk_update": "changed applications in bulk",
  "application.note": "added a note to an application",
  "application.resume_download": "downloaded a resume",
  "application.update": "changed an application",
  "assignment.convert": "converted a contractor to a permanent hire",
  "assignment.create": "started a contractor's assignment",
  "assignment.end_early": "ended an assignment early",
  "assignment.extend": "extended an assignment",
  "assignment.rate_change": "changed an assignment's rates",
  "assignment.update": "changed an assignment",
  "billing.export": "exported a week's invoices or payroll",
  "appointment.cancel": "cancelled an appointment",
  "appointment.completed": "marked an appointment completed",
  "appointment.confirmed": "confirmed an appointment",
  "appointment.decline": "declined an appointment",
  "appointment.declined": "declined an appointment",
  "appointment.no_show": "marked an appointment a no-show",
  "appointment.reschedule": "rescheduled an appointment",
  "article.approve": "approved an article",
  "article.bulk_cancel": "cancelled a bulk generation",
  "article.bulk_generate": "started generating articles in bulk",
  "article.delete": "deleted an article",
  "article.generate": "generated an article",
  "article.image": "changed an article's image",
  "article.publish": "published an article",
  "article.schedule": "scheduled an article to publish",
  "article.unpublish": "unpublished an article",
  "article.unschedule": "took an article off the publishing schedule",
  "article.update": "edited an article",
  "booking_firm_hours.update": "changed the firm's hours",
  "booking_override.delete": "removed a day's availability change",
  "booking_override.set": "changed a day's availability",
  "booking_settings.update": "changed the booking settings",
  "booking_type.create": "created a booking type",
  "booking_type.update": "changed a booking type",
  "candidate.email": "emailed a candidate",
  "candidate.merge": "merged two candidates",
  "candidate.note": "added a note to a candidate",
  "candidate.profile": "changed what a candidate offers (location, pay, skills...)",
  "candidate.tags": "changed a candidate's tags",
  "candidate.text": "texted a candidate",
  "client.contact_add": "added a contact to a client",
  "client.contact_delete": "removed a client's contact",
  "client.contact_email": "emailed a client's contact",
  "client.contact_update": "changed a client's contact",
  "client.create": "added a client",
  "client.create_from_lead": "made a client from a lead",
  "client.update": "changed a client",
  "client_portal.revoke": "ended a client contact's client portal links",
  "delivery.discard": "discarded a delivery",
  "desk_settings.update": "changed the desk settings",
  "delivery.retry": "retried a delivery",
  "email_template.create": "created an email template",
  "email_template.delete": "deleted an email template",
  "email_template.update": "changed an email template",
  "image.generate": "generated an image",
  "image.upload": "uploaded an image",
  "job.create": "created a job",
  "job.delete": "deleted a job",
  "job.expire": "closed an expired job",
  "job.publish": "published a job to the job boards",
  "job.update": "changed a job",
  "job.image": "set a job's image",
  "job_portal.update": "changed a job board",
  "interview.create": "set up an interview",
  "interview.schedule": "scheduled an interview",
  "interview.offer_times": "offered interview times to the candidate",
  "interview.panel_times": "marked their free times for an interview",
  "interview.panel_times_request": "asked an interview's panel for their free times",
  "interview.reschedule": "rescheduled an interview",
  "interview.cancel": "cancelled an interview",
  "interview.attendance": "marked an interview's attendance",
  "interview.scorecard": "submitted an interview scorecard",
  "interview.scorecard_request": "asked an interview's panel for their scorecards",
  "interview.decision": "recorded the client's decision after an interview",
  "scorecard_criteria.update": "changed a job's scorecard criteria",
  "lead.bulk_sync": "synced pending leads to the CRM",
  "lead.sync": "synced a lead to the CRM",
  "linkedin.connect": "connected LinkedIn",
  "linkedin.queue": "queued a LinkedIn post",
  "message.reply": "replied to a message",
  "newsletter.create": "drafted a newsletter issue",
  "newsletter.import": "imported newsletter subscribers",
  "newsletter.send": "sent a newsletter issue",
  "newsletter.test": "sent a newsletter issue to themselves as a test",
  "newsletter.update": "changed a draft newsletter issue",
  "placement.create": "placed a candidate",
  "placement.fall_off": "marked a placement fallen off",
  "placement.invoice_status": "changed a fee's invoice status",
  "message.update": "changed a message",
  "notification_preferences.update": "changed their notification preferences",
  "portal.create": "created a staff area",
  "portal.delete": "deleted a staff area",
  "portal.update": "changed a staff area",
  "privacy.erase": "erased a person's data",
  "privacy.export": "exported a person's data",
  "privacy.hold": "put a candidate on legal hold",
  "privacy.release": "released a candidate's legal hold",
  "privacy.retention": "anonymized people past the retention period",
  "privacy.retention_update": "changed the retention period",
  "campaign.send": "sent a campaign",
  "campaign.test": "sent themself a campaign's test",
  "schedule.create": "created a content schedule",
  "schedule.delete": "deleted a content schedule",
  "schedule.pause": "paused a content schedule",
  "schedule.resume": "resumed a content schedule",
  "schedule.run": "ran a content schedule",
  "schedule.trigger": "ran the due content schedules",
  "schedule.update": "changed a content schedule",
  "scoring_rule.create": "created a lead scoring rule",
  "scoring_rule.delete": "deleted a lead scoring rule",
  "scoring_rule.update": "changed a lead scoring rule",
  "sequence.create": "created a sequence",
  "sequence.delete": "deleted a sequence",
  "sequence.enroll": "enrolled people in a sequence",
  "sequence.stop": "took someone out of a sequence",
  "sequence.update": "changed a sequence",
  "settings.outreach": "changed the daily cap of bulk email",
  "settings.require_mfa": "changed whether staff must use two-factor",
  "sms.send": "sent a text message",
  "sms.settings.update": "changed the SMS settings",
  "user.create": "created a user",
  "user.delete": "deleted a user",
  "user.invite": "sent a user an invitation by email",
  "user.password_reset": "reset a user's password",
  "user.permissions_reset": "had a user's old permissions text reset to role-based",
  "user.sessions_revoke": "signed out a user's sessions",
  "submittal.create": "submitted a candidate to a client",
  "submittal.feedback": "recorded a client's answer to a submittal",
  "submittal.resume_view": "opened a submitted resume",
  "timesheet.approve": "approved a contractor's timesheet",
  "timesheet.link": "made a contractor's timesheet link",
  "timesheet.reject": "rejected a contractor's timesheet",
  "timesheet.submit": "sent a timesheet",
  "user.update": "changed a user",
} as const satisfies Record<string, string>;

export type ActivityAction = keyof typeof ACTIVITY_SENTENCES;
export const ACTIVITY_ACTIONS = Object.keys(ACTIVITY_SENTENCES).sort() as ActivityAction[];

export const isActivityAction = (code: string): code is ActivityAction => Object.hasOwn(ACTIVITY_SENTENCES, code);

/** The words of an action; a code written before its words existed (an old row) is shown as it is. */
export function activityWords(action: string): string {
  return isActivityAction(action) ? ACTIVITY_SENTENCES[action] : `did "${action}"`;
}

type ActivityActor = Pick<ActivityLogEntry, "username" | "role"> & Partial<Pick<ActivityLogEntry, "clientContact">>;

/**
 * Who did it: "jane (manager)"; a client contact on the client portal, "Hannah Hiring (client contact, Acme)"; an entry
 * without either (the cron, a deleted account or contact) is "The system".
 */
export function activityWho(entry: ActivityActor): string {
  if (entry.username) return `${entry.username}${entry.role ? ` (${entry.role})` : ""}`;
  if (entry.clientContact) {
    const at = entry.clientContact.clientName ? `, ${entry.clientContact.clientName}` : "";
    return `${entry.clientContact.name} (client contact${at})`;
  }
  return "The system";
}

/** "jane (manager) created a job". */
export function activitySentence(entry: ActivityActor & { action: string }): string {
  return `${activityWho(entry)} ${activityWords(entry.action)}`;
}

/**
 * What an entry's details say in words: the record's name and the fields changed, "role: recruiter -> manager"
 * (personal values masked when logged, worker/http/activity-log.ts). Details without them (older entries, free
 * summaries) give none.
 */
export function activityChanges(details: string | null): { record: string | null; changes: string[] } {
  let parsed: unknown = null;
  try {
    parsed = details?.startsWith("{") ? JSON.parse(details) : null;
  } catch {
    // Cut at the log's length limit: nothing to show but the record.
  }
  const object = (parsed && typeof parsed === "object" ? parsed : {}) as { record?: unknown; changes?: unknown };
  return {
    record: typeof object.record === "string" ? object.record : null,
    changes: Array.isArray(object.changes) ? object.changes.filter((line) => typeof line === "string") : [],
  };
}

interface RecordType {
  label: string;
  /** The back-office page that shows the record (or its list), from its id. */
  page: (id: string) => string;
}

const byId = (list: string) => (id: string) => `${list}/${encodeURIComponent(id)}`;
const list = (path: string) => () => path;

/** Every record type the log names, its words and where staff see it. */
export const ACTIVITY_RECORD_TYPES = {
  application: { label: "Application", page: byId("/admin/applications") },
  article: { label: "Article", page: list("/admin/content") },
  assignment: { label: "Assignment", page: byId("/admin/assignments") },
  billing_week: { label: "Billing week", page: (week) => `/admin/billing?week=${encodeURIComponent(week)}` },
  booking_appointment: { label: "Appointment", page: byId("/admin/appointments") },
  booking_date_override: { label: "Availability change", page: list("/admin/availability") },
  booking_settings: { label: "Booking settings", page: list("/admin/availability") },
  booking_type: { label: "Booking type", page: list("/admin/availability") },
  bulk_generation: { label: "Bulk generation", page: list("/admin/bulk-content") },
  campaign: { label: "Campaign", page: list("/admin/ghl?tab=campaigns") },
  candidate: { label: "Candidate", page: byId("/admin/candidates") },
  client: { label: "Client", page: byId("/admin/clients") },
  client_contact: { label: "Client contact", page: list("/admin/clients") },
  contact: { label: "Message", page: byId("/admin/messages") },
  crm_lead: { label: "Lead", page: list("/admin/ghl") },
  delivery: { label: "Delivery", page: list("/admin/deliveries") },
  desk_settings: { label: "Desk settings", page: list("/admin/submittals") },
  email_template: { label: "Email template", page: list("/admin/email-templates") },
  image: { label: "Image", page: list("/admin/content") },
  integration: { label: "Integration", page: list("/admin/content") },
  interview: { label: "Interview", page: list("/admin/submittals") },
  job: { label: "Job", page: list("/admin/jobs") },
  job_portal: { label: "Job board", page: list("/admin/jobs") },
  lead_scoring_rule: { label: "Scoring rule", page: list("/admin/ghl") },
  newsletter_issue: { label: "Newsletter issue", page: list("/admin/newsletter") },
  newsletter_subscriber: { label: "Newsletter subscriber", page: list("/admin/newsletter") },
  person: { label: "Person", page: list("/admin/privacy") },
  placement: { label: "Placement", page: list("/admin/submittals") },
  portal: { label: "Staff area", page: list("/admin/portals") },
  privacy_settings: { label: "Privacy settings", page: list("/admin/privacy") },
  schedule: { label: "Content schedule", page: list("/admin/content-creation?tab=manage") },
  sequence: { label: "Sequence", page: byId("/admin/sequences") },
  settings: { label: "Security settings", page: list("/admin/users") },
  submittal: { label: "Submittal", page: list("/admin/submittals") },
  sms_message: { label: "Text message", page: list("/admin/sms") },
  sms_settings: { label: "SMS settings", page: list("/admin/sms") },
  user: { label: "User", page: list("/admin/users") },
} as const satisfies Record<string, RecordType>;

export type ActivityRecordType = keyof typeof ACTIVITY_RECORD_TYPES;
export const ACTIVITY_RECORD_TYPE_KEYS = Object.keys(ACTIVITY_RECORD_TYPES) as ActivityRecordType[];

const isRecordType = (type: string): type is ActivityRecordType => Object.hasOwn(ACTIVITY_RECORD_TYPES, type);

/** The record an entry names, in words and with its page; null when the entry names none. */
export function activityRecord(entry: {
  entityType: string | null;
  entityId: string | null;
}): { label: string; href: string | null } | null {
  if (!entry.entityType) return null;
  if (!isRecordType(entry.entityType)) return { label: entry.entityType, href: null };
  const type = ACTIVITY_RECORD_TYPES[entry.entityType];
  return { label: type.label, href: entry.entityId ? type.page(entry.entityId) : null };
}

/** The CSV export of the log (not JSON, so not in the route map): the same filters as the list. */
export const ACTIVITY_EXPORT_PATH = "/api/admin/activity-logs/export";

/** The most rows one CSV export holds: an auditor who needs more narrows the dates. */
export const ACTIVITY_EXPORT_MAX_ROWS = 50_000;

const calendarDate = (field: string) =>
  z
    .string()
    .refine(isCalendarDate, `${field} must be a date as yyyy-mm-dd`)
    .optional()
    .transform((value) => value || undefined);

/** The filters of the activity log, as its page's address and the API read them. */
export const activityFilterSchema = z
  .object({
    userId: z.string().trim().max(64, "User must be at most 64 characters").optional(),
    action: z
      .string()
      .refine(isActivityAction, "Action must be one of the log's action codes")
      .optional()
      .transform((value) => value as ActivityAction | undefined),
    entityType: z
      .string()
      .refine(isRecordType, "Record type must be one of the log's record types")
      .optional()
      .transform((value) => value as ActivityRecordType | undefined),
    from: calendarDate("From"),
    to: calendarDate("To"),
    /** The reader's zone: the dates are whole days on its clock. */
    zone: z.string().refine(isTimeZone, "Zone must be an IANA time zone such as America/New_York").default("UTC"),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    message: "From must be on or before To",
    path: ["to"],
  });

export const activityLogQuerySchema = z.intersection(activityFilterSchema, z.object(pagingFields(20, 100)));
export type ActivityFilter = z.output<typeof activityFilterSchema>;
export type ActivityLogQuery = z.output<typeof activityLogQuerySchema>;

export interface ActivityLogEntry {
  id: string;
  userId: string | null;
  username: string | null;
  role: (typeof ROLES)[number] | null;
  /** A client contact who acted on the client portal (then no user), with their client's name. */
  clientContact: { id: string; name: string; clientName: string } | null;
  action: string;
  entityType: string | null;
  entityId: string | null;
  details: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: string;
}

/** A staff account as the "who" filter lists it. */
export interface ActivityPerson {
  id: string;
  username: string;
  role: (typeof ROLES)[number];
}

export interface ActivityAnswers {
  /** Paged: the filters above, `limit` and `offset`, the total in `X-Total-Count`. */
  "GET /api/admin/activity-logs": ActivityLogEntry[];
  "GET /api/admin/activity-logs/people": ActivityPerson[];
}
