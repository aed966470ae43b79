import { replyDomain } from "../conversations/reply-address";
import { createDb } from "../db/client";
import type { Delivery } from "../db/schema";
import type { DeliveryResult, EmailPayload } from "../delivery/types";
import type { Bindings } from "../env";
import { addressOf } from "../integrations/email/mime";
import { claimSendDay, lastLookedAtDay, startOfUtcDay, utcDay } from "./send-cap-store";
import { loadOutreachSettings } from "./settings-store";
import { bulkEmailSuppression } from "./suppression-store";
import { listUnsubscribeHeaders, mailtoUnsubscribe, tokenOfOneClickUrl } from "./unsubscribe-links";

/**
 * What a bulk email (`payload.bulk`) goes through at send time, in the one email kind (worker/delivery-kinds.ts):
 * a suppressed address gets nothing (the delivery fails with the reason, on the deliveries screen), a send over the
 * sender's daily cap waits for its day, and what goes carries the RFC 8058 headers and a visible unsubscribe line.
 */

/** The mailbox unsubscribes by email reach (the inbound handler reads the token from the subject). */
export const unsubscribeMailbox = (env: Pick<Bindings, "INBOUND_EMAIL_DOMAIN" | "EMAIL_FROM">) =>
  `unsubscribe@${replyDomain(env)}`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The email as it goes: its headers and a last line that unsubscribes in one click (the link opens a page). */
export function withUnsubscribe(
  payload: EmailPayload,
  unsubscribe: string,
  mailbox: string,
): Omit<EmailPayload, "bulk"> {
  const { bulk: _bulk, ...email } = payload;
  const line = `Unsubscribe with one click: ${unsubscribe}`;
  const htmlLine = `<p><a href="${escapeHtml(unsubscribe)}">Unsubscribe with one click</a></p>`;
  return {
    ...email,
    text: `${email.text}\n\n${line}`,
    ...(email.html
      ? {
          html: email.html.includes("</body>")
            ? email.html.replace("</body>", `${htmlLine}</body>`)
            : `${email.html}${htmlLine}`,
        }
      : {}),
    headers: {
      ...email.headers,
      ...listUnsubscribeHeaders(unsubscribe, mailtoUnsubscribe(mailbox, tokenOfOneClickUrl(unsubscribe))),
    },
  };
}

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
