import { createDb } from "../db/client";
import type { Bindings } from "../env";
import { attemptDelivery, type DeliveryMessage, markDead } from "./pipeline";

/** The queues' names, as wrangler.toml declares them: the deliveries and their dead letters. */
export const DELIVERY_QUEUE = "staffing-site-deliveries";
export const DELIVERY_DEAD_LETTER_QUEUE = "staffing-site-deliveries-dead";

/** When our own code fails (D1 unreachable ...), the message comes back after this long. */
const INTERNAL_RETRY_SECONDS = 60;

/**
 * The Worker's `queue()` handler: one attempt per message of the deliveries queue (retried with its backoff), and
 * the dead letters marked dead, so they show on the deliveries screen with their last error.
 */
export async function handleDeliveryBatch(batch: MessageBatch<unknown>, env: Bindings): Promise<void> {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    // A body that is not ours (a hand-sent test message) is dropped rather than retried forever.
    const deliveryId = (message.body as Partial<DeliveryMessage> | null)?.deliveryId;
    if (typeof deliveryId !== "string") {
      message.ack();
      continue;
    }
    try {
      if (batch.queue === DELIVERY_DEAD_LETTER_QUEUE) {
        await markDead(db, deliveryId, new Date());
        message.ack();
        continue;
      }
      const result = await attemptDelivery(env, db, deliveryId);
      if (result.outcome === "retry") message.retry({ delaySeconds: result.delaySeconds });
      else if (result.outcome === "deferred") {
        // A new message, not a retry: the queue counts retries toward max_retries, and a deferral is no failure.
        await env.DELIVERIES.send({ deliveryId } satisfies DeliveryMessage, { delaySeconds: result.delaySeconds, contentType: "json" });
        message.ack();
      } else message.ack();
    } catch (error) {
      console.error(JSON.stringify({ level: "error", event: "delivery_attempt_failed", deliveryId, error: String(error) }));
      message.retry({ delaySeconds: INTERNAL_RETRY_SECONDS });
    }
  }
}
