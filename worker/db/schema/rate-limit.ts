import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Fixed-window request counters (worker/http/rate-limit.ts), one row per limited key such as
 * "applications:203.0.113.9". A single upsert counts a hit and reads the total, so concurrent hits cannot race.
 */
export const rateLimitCounters = sqliteTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [index("rate_limit_counters_window_idx").on(t.windowStart)],
);
