import { and, eq } from "drizzle-orm";
import type { SmsMessageType } from "../contract/enums";
import type { Db } from "../db/client";
import { bookingAppointments, contacts, smsOptOuts } from "../db/schema";

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
 * must have ticked the matching consent box on a form (or, for appointment texts, when booking). Phones are stored
 * in E.164, so they compare exactly.
 */
export async function smsConsent(db: Db, phone: string, type: SmsMessageType): Promise<ConsentDecision> {
  const [optOut] = await db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, phone)).limit(1);
  if (optOut) return { allowed: false, reason: `This number opted out (${optOut.keyword ?? "STOP"}) and gets no texts until it replies START.` };
  const kind = consentKind(type);
  const consentColumn = kind === "marketing" ? contacts.smsMarketingConsent : contacts.smsAppointmentConsent;
  const [consented] = await db.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.phone, phone), eq(consentColumn, true))).limit(1);
  if (consented) return { allowed: true, reason: `Consent to ${kind} texts given on a form` };
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
