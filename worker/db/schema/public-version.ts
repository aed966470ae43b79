import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns";

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
