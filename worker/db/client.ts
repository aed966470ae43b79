import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** Drizzle over the D1 binding, with the schema so relational queries are typed. Cheap: build per request. */
export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Db = ReturnType<typeof createDb>;
