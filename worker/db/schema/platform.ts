import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns";

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

/**
 * Versions of what visitors read, one row per name; today only "public" (worker/db/public-version.ts). Every write
 * that changes a public read moves it in the same batch, and the edge cache keys public answers by it
 * (worker/http/edge-cache.ts), so a change makes every cached answer unreachable at once.
 */
export const siteVersions = sqliteTable("site_versions", {
  name: text("name").primaryKey(),
  version: integer("version").notNull(),
  updatedAt: timestamp("updated_at").notNull(),
});
