/** When our own code fails on a message (D1 unreachable ...), it comes back after this long. */
const INTERNAL_RETRY_SECONDS = 60;

/** What one attempt at a queued piece of work came to; "retry" sends the message back after its delay. */
export type QueuedAttempt = { outcome: string } | { outcome: "retry"; delaySeconds: number };

/**
 * The one loop of every queue consumer: each message names a row by `idField`; `attempt` does the work (claiming the
 * row first, so a repeated message is harmless); a "retry" outcome goes back to the queue after its backoff and
 * anything else is acknowledged. A body that is not ours is dropped rather than retried forever.
 */
export async function consumeEach(
  batch: MessageBatch<unknown>,
  idField: string,
  attempt: (id: string) => Promise<QueuedAttempt>,
): Promise<void> {
  for (const message of batch.messages) {
    const id = (message.body as Record<string, unknown> | null)?.[idField];
    if (typeof id !== "string") {
      message.ack();
      continue;
    }
    try {
      const result = await attempt(id);
      if (result.outcome === "retry" && "delaySeconds" in result) message.retry({ delaySeconds: result.delaySeconds });
      else message.ack();
    } catch (error) {
      console.error(
        JSON.stringify({
          level: "error",
          event: "queued_attempt_failed",
          queue: batch.queue,
          id,
          error: String(error),
        }),
      );
      message.retry({ delaySeconds: INTERNAL_RETRY_SECONDS });
    }
  }
}
