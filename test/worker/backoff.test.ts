import { describe, expect, it } from "vitest";
import { MAX_RETRY_DELAY_MS, nextAttemptAt, retryDelayMs } from "../../worker/domain/backoff";

const MINUTE = 60_000;

describe("retry backoff", () => {
  it("doubles from one minute by default and from the given first delay otherwise", () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n) / MINUTE)).toEqual([1, 2, 4, 8, 16]);
    expect([1, 2, 3].map((n) => retryDelayMs(n, 5 * MINUTE) / MINUTE)).toEqual([5, 10, 20]);
    expect(retryDelayMs(0)).toBe(MINUTE);
  });

  it("never waits more than six hours", () => {
    expect(retryDelayMs(40)).toBe(MAX_RETRY_DELAY_MS);
    expect(MAX_RETRY_DELAY_MS).toBe(6 * 60 * MINUTE);
  });

  it("gives the instant of the next attempt", () => {
    const now = new Date(Date.UTC(2026, 10, 22, 12));
    expect(nextAttemptAt(3, now).getTime() - now.getTime()).toBe(4 * MINUTE);
    expect(nextAttemptAt(1, now, 5 * MINUTE).getTime() - now.getTime()).toBe(5 * MINUTE);
  });
});
