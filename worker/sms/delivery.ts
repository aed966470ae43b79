import { eq, sql } from "drizzle-orm";
import type { ServiceStatus } from "../contract/deliveries";
import { createDb, type Db } from "../db/client";
import { smsMessages, smsSettings } from "../db/schema";
import type { KindHandler, SmsPayload } from "../delivery/types";
import type { Bindings } from "../env";
import { createTwilioClient, TwilioError } from "../integrations/twilio/client";
import { loadSettings, SMS_SETTINGS_ID, smsConsent, smsServiceStatus } from "./store";

/**
 * Texts as a kind of the delivery pipeline (worker/delivery-kinds.ts registers it). The `sms_messages` row stays the
 * history the SMS page shows; the delivery only points to it.
 */

/** Whether texts can be sent now: the kind's status, which the SMS page and the booking forms show too. */
export async function textingStatus(env: Bindings, db: Db): Promise<ServiceStatus> {
  return smsServiceStatus(createTwilioClient(env), await loadSettings(db));
}

/** Bad numbers, unsubscribed recipients and the like stay refused; Twilio's outages and throttling pass. */
function isRetryable(error: TwilioError): boolean {
  return error.status === undefined || error.status === 429 || error.status >= 500;
}

export const smsDelivery: KindHandler<"sms"> = {
  firstRetryMs: 60_000,
  status: textingStatus,
  async send(env, _delivery, { smsMessageId }) {
    const db = createDb(env.DB);
    const [message] = await db.select().from(smsMessages).where(eq(smsMessages.id, smsMessageId)).limit(1);
    if (!message) return { ok: false, error: "The text message is no longer on record", retryable: false };
    // Consent is decided at send time: a STOP that arrived while the text waited wins.
    const consent = await smsConsent(db, message.toNumber, message.messageType);
    if (!consent.allowed) return { ok: false, error: consent.reason, retryable: false };
    const twilio = createTwilioClient(env);
    const settings = await loadSettings(db);
    // The pipeline checked `status` just before; this only answers a change of settings in between.
    if (!twilio.configured || !settings.tollFreeNumber)
      return { ok: false, error: "SMS service inactive", retryable: true };
    try {
      const sent = await twilio.send({
        to: message.toNumber,
        from: settings.tollFreeNumber,
        body: message.message,
        // Without a known public origin Twilio is not asked to report delivery; the text still goes.
        statusCallback: env.SITE_URL ? `${env.SITE_URL}/api/sms/status` : undefined,
      });
      return { ok: true, providerId: sent.sid };
    } catch (error) {
      if (error instanceof TwilioError) return { ok: false, error: error.message, retryable: isRetryable(error) };
      throw error;
    }
  },
  onSent: (db, delivery, { providerId }) => [
    db
      .update(smsMessages)
      .set({
        status: "sent",
        twilioSid: providerId,
        // The number it was just sent from, read in the same transaction that records it.
        fromNumber: sql`(select ${smsSettings.tollFreeNumber} from ${smsSettings} where ${smsSettings.id} = ${SMS_SETTINGS_ID})`,
        sentAt: new Date(),
        errorMessage: null,
      })
      .where(eq(smsMessages.id, smsMessageIdOf(delivery.payload))),
  ],
  onGiveUp: (db, delivery, error) => [
    db
      .update(smsMessages)
      .set({ status: "failed", errorMessage: error })
      .where(eq(smsMessages.id, smsMessageIdOf(delivery.payload))),
  ],
};

function smsMessageIdOf(payload: string): string {
  return (JSON.parse(payload) as SmsPayload).smsMessageId;
}
