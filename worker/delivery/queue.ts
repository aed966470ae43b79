import { createDb } from "../db/client";
import type { Bindings, DeliveryMessage } from "../env";
import { consumeEach } from "../queue-consumer";
import { attemptDelivery, markDead } from "./pipeline";
import type { KindHandlers } from "./types";

/** The queues' names, as wrangler.toml declares them: the deliveries and their dead letters. */
export const DELIVERY_QUEUE = "staffing-site-deliveries";
export const DELIVERY_DEAD_LETTER_QUEUE = "staffing-site-deliveries-dead";
/** The longest delay Cloudflare Queues takes on a message (12 hours). */
export const QUEUE_MAX_DELAY_SECONDS = 12 * 3600;

/**
 * The deliveries' consumer: one attempt per message (retried with its backoff), and the dead letters marked dead, so
 * they show on the deliveries screen with their last error. `handlers` is every kind (worker/delivery-kinds.ts).
 */
export function handleDeliveryBatch(
  batch: MessageBatch<unknown>,
  env: Bindings,
  handlers: KindHandlers,
): Promise<void> {
  const db = createDb(env.DB);
  if (batch.queue === DELIVERY_DEAD_LETTER_QUEUE) {
    return consumeEach(batch, "deliveryId", async (id) => {
      await markDead(db, handlers, id, new Date());
      return { outcome: "dead" };
    });
  }
  return consumeEach(batch, "deliveryId", async (deliveryId) => {
    const result = await attemptDelivery(env, db, handlers, deliveryId);
    // Further than the queue can delay a message (a bulk email given a later day by the daily cap), the cron's
    // sweep hands it over when it is due.
    if (result.outcome === "deferred" && result.delaySeconds <= QUEUE_MAX_DELAY_SECONDS) {
      // A new message, not a retry: the queue counts retries toward max_retries, and a deferral is no failure.
      await env.DELIVERIES.send({ deliveryId } satisfies DeliveryMessage, {
        delaySeconds: result.delaySeconds,
        contentType: "json",
      });
    }
    return result;
  });
}
