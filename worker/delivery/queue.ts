import { createDb } from "../db/client";
import type { Bindings } from "../env";
import { consumeEach } from "../queue-consumer";
import { attemptDelivery, markDead } from "./pipeline";

/** The queues' names, as wrangler.toml declares them: the deliveries and their dead letters. */
export const DELIVERY_QUEUE = "staffing-site-deliveries";
export const DELIVERY_DEAD_LETTER_QUEUE = "staffing-site-deliveries-dead";

/**
 * The deliveries' consumer: one attempt per message (retried with its backoff), and the dead letters marked dead, so
 * they show on the deliveries screen with their last error.
 */
export function handleDeliveryBatch(batch: MessageBatch<unknown>, env: Bindings): Promise<void> {
  const db = createDb(env.DB);
  if (batch.queue === DELIVERY_DEAD_LETTER_QUEUE) {
    return consumeEach(batch, "deliveryId", async (id) => {
      await markDead(db, id, new Date());
      return { outcome: "dead" };
    });
  }
  return consumeEach(batch, "deliveryId", (id) => attemptDelivery(env, db, id));
}
