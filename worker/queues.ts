import { GENERATION_QUEUE, handleGenerationBatch } from "./content/bulk-generation";
import { inSession } from "./db/replication";
import { handleDeliveryBatch } from "./delivery/queue";
import { DELIVERY_KINDS } from "./delivery-kinds";
import type { Bindings } from "./env";
import { handleNewsletterBatch, NEWSLETTER_QUEUE } from "./newsletter/fan-out";
import { CAMPAIGN_QUEUE, handleCampaignBatch } from "./outreach/campaign-fan-out";
import { handleSequenceBatch, SEQUENCES_QUEUE } from "./sequences/enrollment-batches";

/**
 * The Worker's `queue()` handler: each batch to the consumer of its queue (names as wrangler.toml declares them):
 * bulk generation's articles, a newsletter's and a campaign's batches, a sequence's long lists, and the deliveries
 * with their dead letters.
 */
export async function handleQueueBatch(batch: MessageBatch<unknown>, bindings: Bindings): Promise<void> {
  // One D1 session per batch, starting at the primary: a message names rows its sender wrote just before.
  const { env } = inSession(bindings, "first-primary");
  if (batch.queue === GENERATION_QUEUE) return handleGenerationBatch(batch, env);
  if (batch.queue === NEWSLETTER_QUEUE) return handleNewsletterBatch(batch, env);
  if (batch.queue === CAMPAIGN_QUEUE) return handleCampaignBatch(batch, env);
  if (batch.queue === SEQUENCES_QUEUE) return handleSequenceBatch(batch, env);
  return handleDeliveryBatch(batch, env, DELIVERY_KINDS);
}
