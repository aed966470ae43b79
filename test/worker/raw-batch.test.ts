import { env } from "cloudflare:workers";
import { aliasedTable, asc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { excluded, qualified } from "../../worker/db/column-sql";
import { asD1StatementWhere, existsCondition, insertWhere } from "../../worker/db/raw-batch";
import { rateLimitCounters } from "../../worker/db/schema";

/**
 * Hand-written SQL that names its columns through the schema (worker/db/column-sql.ts, worker/db/raw-batch.ts): the
 * statements it builds run on D1 and mean what the SQL text they replaced meant.
 */

const db = createDb(env.DB);
const counters = () => db.select().from(rateLimitCounters).orderBy(asc(rateLimitCounters.key));

beforeEach(async () => {
  await db.delete(rateLimitCounters);
  await db.insert(rateLimitCounters).values({ key: "present", windowStart: 100, count: 1 });
});

describe("raw SQL through the schema", () => {
  it("inserts a row only while its condition holds, the condition's parameters bound after the row's", async () => {
    const values = (key: string) => ({ key, windowStart: 200, count: 7 });
    const holds = (key: string) =>
      existsCondition(sql`select 1 from ${rateLimitCounters} where ${eq(rateLimitCounters.key, key)}`);
    await env.DB.batch([
      asD1StatementWhere(env.DB, holds("present"), (exists) => insertWhere(rateLimitCounters, values("kept"), exists)),
      asD1StatementWhere(env.DB, holds("absent"), (exists) =>
        insertWhere(rateLimitCounters, values("dropped"), exists),
      ),
    ]);
    expect(await counters()).toEqual([
      { key: "kept", windowStart: 200, count: 7 },
      { key: "present", windowStart: 100, count: 1 },
    ]);
  });

  it("updates through Drizzle's builder with the condition last, and refuses a condition placed before a parameter", async () => {
    const holds = existsCondition(sql`select 1 from ${rateLimitCounters} where ${eq(rateLimitCounters.count, 1)}`);
    await env.DB.batch([
      asD1StatementWhere(env.DB, holds, (exists) =>
        db.update(rateLimitCounters).set({ count: 5 }).where(sql`${exists} and ${rateLimitCounters.key} = 'present'`),
      ),
    ]);
    expect(await counters()).toEqual([{ key: "present", windowStart: 100, count: 5 }]);
    expect(() =>
      asD1StatementWhere(env.DB, holds, (exists) =>
        db
          .update(rateLimitCounters)
          .set({ count: 9 })
          .where(sql`${exists} and ${eq(rateLimitCounters.key, "present")}`),
      ),
    ).toThrow(/last bound part/);
  });

  it("keeps the listed row's column qualified inside a subquery of a one-table select's fields", async () => {
    await db.insert(rateLimitCounters).values([
      { key: "later", windowStart: 300, count: 1 },
      { key: "latest", windowStart: 400, count: 1 },
    ]);
    const other = aliasedTable(rateLimitCounters, "other");
    const laterThan = (windowStart: ReturnType<typeof qualified> | typeof rateLimitCounters.windowStart) =>
      sql<number>`(select count(*) from ${rateLimitCounters} as ${other} where ${other.windowStart} > ${windowStart})`;
    const listed = (windowStart: Parameters<typeof laterThan>[0]) =>
      db
        .select({ key: rateLimitCounters.key, later: laterThan(windowStart) })
        .from(rateLimitCounters)
        .orderBy(asc(rateLimitCounters.windowStart));
    expect(await listed(qualified(rateLimitCounters.windowStart))).toEqual([
      { key: "present", later: 2 },
      { key: "later", later: 1 },
      { key: "latest", later: 0 },
    ]);
    // Left to Drizzle, the listed row's column is bare there and names the subquery's own row: nothing is later.
    expect((await listed(rateLimitCounters.windowStart)).map((row) => row.later)).toEqual([0, 0, 0]);
  });

  it("reads an upsert's proposed value through excluded", async () => {
    await db
      .insert(rateLimitCounters)
      .values({ key: "present", windowStart: 500, count: 1 })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: { windowStart: excluded(rateLimitCounters.windowStart), count: sql`${rateLimitCounters.count} + 1` },
      });
    expect(await counters()).toEqual([{ key: "present", windowStart: 500, count: 2 }]);
  });
});
