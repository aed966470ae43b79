/** The longest wait between two tries of an outside service. */
export const MAX_RETRY_DELAY_MS = 6 * 60 * 60_000;

/**
 * How long to wait before trying an outside service again after `attempts` failures: `firstDelayMs`, then twice as
 * long each time, capped at 6 hours, so a short outage is retried quickly and a long one costs few calls. The one
 * retry schedule for every delivery (CRM sync and SMS from 1 minute, email from 5).
 *
 * @example retryDelayMs(3) // 4 minutes; retryDelayMs(3, 5 * 60_000) // 20 minutes
 */
export function retryDelayMs(attempts: number, firstDelayMs = 60_000): number {
  return Math.min(firstDelayMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

export function nextAttemptAt(attempts: number, now: Date, firstDelayMs?: number): Date {
  return new Date(now.getTime() + retryDelayMs(attempts, firstDelayMs));
}
