import { webhookSignature } from "../../worker/integrations/email/webhook-signature";
import { ORIGIN } from "./helpers";

/**
 * The email service's event webhook as it calls it: `body` signed the Svix way with `secret` (`id` is the message id,
 * the same when the service retries an event; `at` the signing time).
 */
export async function signedEmailEvent(
  body: unknown,
  secret: string,
  options: { id?: string; at?: Date } = {},
): Promise<Request> {
  const text = JSON.stringify(body);
  const id = options.id ?? `msg_${crypto.randomUUID()}`;
  const timestamp = String(Math.floor((options.at ?? new Date()).getTime() / 1000));
  const signature = await webhookSignature(secret, id, timestamp, text);
  return new Request(`${ORIGIN}/api/email/events`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "svix-id": id,
      "svix-timestamp": timestamp,
      "svix-signature": `v1,${signature}`,
    },
    body: text,
  });
}
