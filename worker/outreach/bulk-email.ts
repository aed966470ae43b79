import { createDb } from "../db/client";
import type { Delivery } from "../db/schema";
import type { DeliveryResult, EmailPayload } from "../delivery/types";
import { unsubscribeMailbox, withUnsubscribe } from "../delivery/unsubscribe-footer";
import type { Bindings } from "../env";
import { addressOf } from "../integrations/email/mime";
import { claimSendDay, lastLookedAtDay, startOfUtcDay, utcDay } from "./send-cap-store";
import { loadOutreachSettings } from "./settings-store";
import { bulkEmailSuppression } from "./suppression-store";

/**
 * What a bulk email (`payload.bulk`) goes through at send time, in the one email kind (worker/delivery-kinds.ts):
 * a suppressed address gets nothing (the delivery fails with the reason, on the deliveries screen), a send over the
 * sender's daily cap waits for its day, and what goes carries the RFC 8058 headers and a visible unsubscribe line.
 */

/** The bulk email ready to send, or what the attempt comes to instead (not sent, or deferred to a later day). */
export async function prepareBulkEmail(
  env: Bindings,
  delivery: Pick<Delivery, "id" | "recipient">,
  payload: EmailPayload & { bulk: { unsubscribe: string } },
  now: Date,
): Promise<{ email: Omit<EmailPayload, "bulk"> } | { result: DeliveryResult }> {
  const db = createDb(env.DB);
  const suppressed = await bulkEmailSuppression(db, delivery.recipient);
  if (suppressed) return { result: { ok: false, error: suppressed, retryable: false } };
  const sender = addressOf(env.EMAIL_FROM ?? "").toLowerCase();
  const { dailyEmailCap: cap } = await loadOutreachSettings(db);
  const day = await claimSendDay(db, { deliveryId: delivery.id, sender, cap }, now);
  if (day !== utcDay(now)) {
    const until = day ?? lastLookedAtDay(now);
    const reason = day
      ? `Daily cap of ${cap} bulk emails from ${sender} reached: goes on ${day} (UTC).`
      : `Daily cap of ${cap} bulk emails from ${sender} reached for every day until ${until}: looked at again then.`;
    return { result: { ok: false, deferred: { until: startOfUtcDay(until), reason } } };
  }
  return { email: withUnsubscribe(payload, payload.bulk.unsubscribe, unsubscribeMailbox(env)) };
}
