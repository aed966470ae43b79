import { and, asc, count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { DeliveryCounts, ServiceStatus } from "../contract/deliveries";
import type { SmsMessageType, SmsStatus } from "../contract/enums";
import type {
  SmsMessageListQuery,
  SmsMessageSort,
  SmsMessageView,
  SmsSettingsUpdate,
  SmsSettingsView,
} from "../contract/sms";
import type { Db } from "../db/client";
import { contains } from "../db/contains";
import {
  applications,
  bookingAppointments,
  contacts,
  type SmsMessage,
  type SmsSettings,
  smsMessages,
  smsOptOuts,
  smsSettings,
} from "../db/schema";
import { deliveryCounts } from "../delivery/store";
import { type Actor, activityLog } from "../http/activity-log";
import type { TwilioClient, TwilioNotConfigured } from "../integrations/twilio/client";

/** SMS: the settings row, the messages on record, opt-outs and consent. */

export interface ConsentDecision {
  allowed: boolean;
  reason: string;
}

/** Marketing texts need marketing consent; everything else (confirmations, reminders, follow-ups) appointment consent. */
export function consentKind(type: SmsMessageType): "marketing" | "appointment" {
  return type === "marketing" ? "marketing" : "appointment";
}

/**
 * Whether `phone` may receive a text of `type`: it must not have opted out (STOP), and someone with that number
 * must have ticked the matching consent box on a form, the contact form or the application form (or, for
 * appointment texts, when booking). Phones are stored in E.164, so they compare exactly.
 */
export async function smsConsent(db: Db, phone: string, type: SmsMessageType): Promise<ConsentDecision> {
  const [optOut] = await db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, phone)).limit(1);
  if (optOut)
    return {
      allowed: false,
      reason: `This number opted out (${optOut.keyword ?? "STOP"}) and gets no texts until it replies START.`,
    };
  const kind = consentKind(type);
  const marketing = kind === "marketing";
  const [[contacted], [applied]] = await db.batch([
    db
      .select({ id: contacts.id })
      .from(contacts)
      .where(
        and(
          eq(contacts.phone, phone),
          eq(marketing ? contacts.smsMarketingConsent : contacts.smsAppointmentConsent, true),
        ),
      )
      .limit(1),
    db
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          eq(applications.phone, phone),
          eq(marketing ? applications.smsMarketingConsent : applications.smsAppointmentConsent, true),
        ),
      )
      .limit(1),
  ]);
  if (contacted) return { allowed: true, reason: `Consent to ${kind} texts given on a form` };
  if (applied) return { allowed: true, reason: `Consent to ${kind} texts given when applying` };
  // Booking with "text me about this appointment" ticked is consent to appointment texts, not to marketing.
  if (kind === "appointment") {
    const [booked] = await db
      .select({ id: bookingAppointments.id })
      .from(bookingAppointments)
      .where(and(eq(bookingAppointments.bookerPhone, phone), eq(bookingAppointments.smsConsent, true)))
      .limit(1);
    if (booked) return { allowed: true, reason: "Consent to appointment texts given when booking" };
  }
  return { allowed: false, reason: `This number has not consented to ${kind} texts.` };
}

/** The id of the one settings row. */
export const SMS_SETTINGS_ID = "default";

export async function loadSettings(db: Db): Promise<SmsSettings> {
  await db.insert(smsSettings).values({ id: SMS_SETTINGS_ID }).onConflictDoNothing();
  const [row] = await db.select().from(smsSettings).where(eq(smsSettings.id, SMS_SETTINGS_ID)).limit(1);
  return row!;
}

/**
 * Whether texts can go out now, and why not: the sms delivery kind's status (a text waits with this reason), the
 * check of "Send", and what the SMS page shows.
 */
export function smsServiceStatus(twilio: TwilioClient | TwilioNotConfigured, settings: SmsSettings): ServiceStatus {
  const reason = !twilio.configured
    ? twilio.reason
    : !settings.isActive
      ? "SMS service inactive: switch it on in Settings"
      : !settings.tollFreeNumber
        ? "SMS service inactive: set the toll-free number to send from"
        : null;
  return { configured: reason === null, reason };
}

/** The SMS page's answer: the settings, whether texts can go out now, and the texts' backlog. */
export async function smsSettingsAnswer(
  db: Db,
  twilio: TwilioClient | TwilioNotConfigured,
  settings: SmsSettings,
): Promise<SmsSettingsView> {
  return toSettingsView(settings, smsServiceStatus(twilio, settings), await deliveryCounts(db, "sms"));
}

function toSettingsView(settings: SmsSettings, service: ServiceStatus, deliveries: DeliveryCounts): SmsSettingsView {
  return {
    id: settings.id,
    tollFreeNumber: settings.tollFreeNumber,
    monthlyVolume: settings.monthlyVolume,
    useCaseCategories: settings.useCaseCategories,
    optInType: settings.optInType,
    optInWorkflowImageUrl: settings.optInWorkflowImageUrl,
    useCaseDescription: settings.useCaseDescription,
    messageContent: settings.messageContent,
    isVerified: settings.isVerified,
    isActive: settings.isActive,
    createdAt: settings.createdAt.toISOString(),
    updatedAt: settings.updatedAt.toISOString(),
    service,
    deliveries,
  };
}

export function toMessageView(row: SmsMessage): SmsMessageView {
  return {
    id: row.id,
    toNumber: row.toNumber,
    message: row.message,
    messageType: row.messageType,
    fromNumber: row.fromNumber,
    status: row.status,
    relatedBookingId: row.relatedBookingId,
    relatedLeadId: row.relatedLeadId,
    sentAt: row.sentAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    errorMessage: row.errorMessage,
    twilioSid: row.twilioSid,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function updateSettings(db: Db, actor: Actor, changes: SmsSettingsUpdate): Promise<SmsSettings> {
  await loadSettings(db);
  const [[updated]] = await db.batch([
    db.update(smsSettings).set(changes).where(eq(smsSettings.id, SMS_SETTINGS_ID)).returning(),
    activityLog(actor, db, {
      action: "sms.settings.update",
      entityType: "sms_settings",
      entityId: SMS_SETTINGS_ID,
      details: { changed: Object.keys(changes) },
    }),
  ]);
  return updated!;
}

const MESSAGE_ORDERS: Record<SmsMessageSort, SQL[]> = {
  newest: [desc(smsMessages.createdAt), desc(sql`${smsMessages}.rowid`)],
  oldest: [asc(smsMessages.createdAt), asc(sql`${smsMessages}.rowid`)],
};

/** One page of the text message history and how many match: a search of the number and text, a status, a type. */
export async function listMessages(
  db: Db,
  query: SmsMessageListQuery,
): Promise<{ rows: SmsMessageView[]; total: number }> {
  const where = and(
    query.q ? or(contains(smsMessages.toNumber, query.q), contains(smsMessages.message, query.q)) : undefined,
    query.status ? eq(smsMessages.status, query.status) : undefined,
    query.type ? eq(smsMessages.messageType, query.type) : undefined,
  );
  const [rows, [counted]] = await db.batch([
    db
      .select()
      .from(smsMessages)
      .where(where)
      .orderBy(...MESSAGE_ORDERS[query.sort])
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(smsMessages).where(where),
  ]);
  return { rows: rows.map(toMessageView), total: counted?.total ?? 0 };
}

/** What the carrier reported for the message Twilio knows as `twilioSid`. */
export async function recordCarrierStatus(
  db: Db,
  twilioSid: string,
  status: Exclude<SmsStatus, "pending">,
  error: string | undefined,
): Promise<void> {
  await db
    .update(smsMessages)
    .set({
      status,
      ...(status === "delivered" ? { deliveredAt: new Date() } : {}),
      ...(status === "failed" ? { errorMessage: error } : {}),
    })
    .where(eq(smsMessages.twilioSid, twilioSid));
}
