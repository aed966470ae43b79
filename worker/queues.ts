import { GENERATION_QUEUE, handleGenerationBatch } from "./content/bulk-generation";
import { handleDeliveryBatch } from "./delivery/queue";
import type { Bindings } from "./env";

/**
 * The Worker's `queue()` handler: each batch to the consumer of its queue (names as wrangler.toml declares them):
 * bulk generation's articles, and the deliveries with their dead letters.
 */
export async function handleQueueBatch(batch: MessageBatch<unknown>, env: Bindings): Promise<void> {
  if (batch.queue === GENERATION_QUEUE) return handleGenerationBatch(batch, env);
  return handleDeliveryBatch(batch, env);
}
