/**
 * When to try an outside service again after `attempts` failures: 1, 2, 4, 8 ... minutes, capped at 6 hours, so a
 * short outage is retried quickly and a long one costs few calls. The one retry schedule for every delivery
 * (CRM sync, SMS, email, LinkedIn).
 *
 * @example nextAttemptAt(3, now) // now + 8 minutes
 */
export function retryDelayMs(attempts: number): number {
  const minutes = 2 ** Math.max(0, attempts - 1);
  return Math.min(minutes * 60_000, 6 * 60 * 60_000);
}

export function nextAttemptAt(attempts: number, now: Date): Date {
  return new Date(now.getTime() + retryDelayMs(attempts));
}
