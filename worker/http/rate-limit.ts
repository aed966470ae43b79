import { lt, sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { Db } from "../db/client";
import { excluded } from "../db/column-sql";
import { rateLimitCounters } from "../db/schema";
import type { AppEnv } from "../env";
import { ApiError } from "./errors";
import { clientIp } from "./request-info";

export interface RateLimitRule {
  /** How many hits a key may make per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the current window ends (what `Retry-After` says when not allowed). */
  retryAfterSeconds: number;
}

/**
 * Counts one hit for `key` in a fixed window and says whether it is within the rule. One upsert statement both
 * counts and reads, so concurrent requests cannot slip past the limit together.
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<RateLimitResult> {
  const windowStart = now - (now % rule.windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${rateLimitCounters.windowStart} = ${excluded(rateLimitCounters.windowStart)} then ${rateLimitCounters.count} + 1 else 1 end`,
        windowStart: excluded(rateLimitCounters.windowStart),
      },
    })
    .returning({ count: rateLimitCounters.count });
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000));
  return { allowed: (row?.count ?? 1) <= rule.limit, retryAfterSeconds };
}

/** Counters older than this are removed by the cron: every rate-limit window is far shorter. */
export const RATE_LIMIT_COUNTER_RETENTION_MS = 24 * 60 * 60 * 1000;

/** The cron's removal of counters whose window started before RATE_LIMIT_COUNTER_RETENTION_MS, for its batch. */
export function pruneRateLimitCounters(db: Db, now: Date) {
  const before = now.getTime() - RATE_LIMIT_COUNTER_RETENTION_MS;
  return db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, before))
    .returning({ key: rateLimitCounters.key });
}

/** The 429 every limited route answers. */
export function rateLimited(
  retryAfterSeconds: number,
  message = "Too many requests. Please wait a moment and try again.",
): ApiError {
  return new ApiError(429, "rate_limited", message, undefined, { "Retry-After": String(retryAfterSeconds) });
}

/**
 * Per-IP limit for a public endpoint, e.g. `rateLimitByIp("applications", { limit: 5, windowMs: 10 * 60_000 })`.
 * Requests without a client IP (local tools) share one bucket per scope.
 */
export function rateLimitByIp(scope: string, rule: RateLimitRule) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const result = await consumeRateLimit(c.var.db, `${scope}:${clientIp(c) ?? "unknown"}`, rule);
    if (!result.allowed) throw rateLimited(result.retryAfterSeconds);
    await next();
  });
}
