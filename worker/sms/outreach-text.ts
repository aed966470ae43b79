import type { SmsMessageType } from "../contract/enums";
import type { Db } from "../db/client";
import { nextTextingTime } from "./quiet-hours";
import { recipientZones, type ZoneSource } from "./recipient-zone";
import { smsConsent } from "./store";

/**
 * THE check of an outreach text (issue 50 item 5, decision 106), for every text staff or a sequence send to a
 * person: only with their consent to texts of its kind and never after their STOP (which stops every outreach text
 * at once), and only between 8 am and 9 pm on the recipient's clock, held until then otherwise. An interview's
 * texts to the candidate are held to the interview's candidate zone (decision 111).
 */

export type OutreachTextCheck =
  | { allowed: false; reason: string }
  | {
      allowed: true;
      /** When it may go: `now`, or the next 8 am on the clock that decided it. */
      at: Date;
      /** Whether it waits (`at` is later than now). */
      held: boolean;
      timeZone: string;
      zoneFrom: ZoneSource | "given";
      /** The clocks it was held to: a later text to the same person (a reminder) is held to them too. */
      zones: readonly [string, ...string[]];
    };

export async function outreachTextCheck(
  db: Db,
  recipient: { phone: string; candidateId?: string; messageType: SmsMessageType; timeZone?: string },
  now: Date,
): Promise<OutreachTextCheck> {
  const consent = await smsConsent(db, recipient.phone, recipient.messageType);
  if (!consent.allowed) return { allowed: false, reason: consent.reason };
  // A zone the sender holds on the record for this very message (an interview's candidate zone) decides; else
  // decision 066's order.
  const { zones, from } = recipient.timeZone
    ? { zones: [recipient.timeZone] as const, from: "given" as const }
    : await recipientZones(db, recipient);
  const { at, timeZone } = nextTextingTime(now, zones);
  return { allowed: true, at, held: at.getTime() > now.getTime(), timeZone, zoneFrom: from, zones };
}
