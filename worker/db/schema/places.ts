import { sql } from "drizzle-orm";
import { index, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The US gazetteer (issue 46, migration 0071, written by scripts/places-migration.ts): every ZIP with a state, its
 * place name and coordinates, so a radius or a distance needs no outside call. Read only: a newer gazetteer is a
 * new migration.
 */
export const places = sqliteTable(
  "places",
  {
    zip: text("zip").primaryKey(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    latitude: real("latitude").notNull(),
    longitude: real("longitude").notNull(),
  },
  (t) => [index("places_city_state_idx").on(sql`${t.city} collate nocase`, t.state)],
);

export type Place = typeof places.$inferSelect;
