import { env } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import * as schema from "../../worker/db/schema";
import { linkSealKey } from "../../worker/domain/link-token";
import { CAMPAIGN_BATCH, runCampaignBatch } from "../../worker/outreach/campaign-fan-out";
import { startCampaign } from "../../worker/outreach/campaign-store";
import { claimSendDay } from "../../worker/outreach/send-cap-store";
import { emptyDatabase, ORIGIN } from "./helpers";

/**
 * The work of outreach at scale (issue 50, "Scale"), in rows D1 reports read, as bench/scale/outreach.ts found it: a
 * bulk email's day under the sender's cap, and a campaign batch's check for addresses it already wrote to, each read
 * a bounded number of rows however many were sent before. Each grew with what came before: the claim counted every
 * place of every full day before its own (6,000 rows a send once 60 days were full), the check read every earlier
 * message of the campaign (50,000 at a campaign's last batch).
 */

const db = createDb(env.DB);
const NOW = new Date("2026-03-10T15:00:00.000Z");
const SENDER = "rita@firm.example";

type LoggedDb = ReturnType<typeof drizzle<typeof schema>>;

/** The rows D1 reports that the batches `run` sends read (a day's claim is one batch). */
async function rowsReadByBatches(run: (db: LoggedDb) => Promise<unknown>) {
  let read = 0;
  const counted = {
    prepare: (query: string) => env.DB.prepare(query),
    batch: async (statements: D1PreparedStatement[]) => {
      const results = await env.DB.batch(statements);
      for (const result of results) read += result.meta.rows_read;
      return results;
    },
  } as unknown as D1Database;
  await run(drizzle(counted, { schema }));
  return read;
}

describe("a bulk email's day under the daily cap", () => {
  it("is found by one row a day looked at, not by counting the places of the full days before it", async () => {
    await emptyDatabase();
    // 30 full days of a cap of 100: 3,000 places.
    await env.DB.prepare(
      `with recursive n(i) as (select 0 union all select i + 1 from n where i < 2999)
       insert into bulk_send_slots (delivery_id, sender, day)
       select 'earlier-' || i, ?, date('2026-03-10', '+' || (i / 100) || ' days') from n`,
    )
      .bind(SENDER)
      .run();
    let day: string | null = null;
    const read = await rowsReadByBatches(async (counted) => {
      day = await claimSendDay(counted as never, { deliveryId: "new", sender: SENDER, cap: 100 }, NOW);
    });
    expect(day).toBe("2026-04-09");
    // The look-ahead's 60 days, a row for each of the 31 looked at, the claim's own rows (122 in all); counting read
    // the 3,000 places.
    expect(read).toBeLessThan(200);
    const taken = await env.DB.prepare(
      "select day, taken from bulk_send_days where sender = ? and day in ('2026-03-10', '2026-04-09') order by day",
    )
      .bind(SENDER)
      .all();
    expect(taken.results).toEqual([
      { day: "2026-03-10", taken: 100 },
      { day: "2026-04-09", taken: 1 },
    ]);
  });
});

describe("a campaign batch's check for addresses already written to", () => {
  it("reads the batch's addresses, not the campaign's earlier messages", async () => {
    await emptyDatabase();
    await env.DB.prepare(
      `with recursive n(i) as (select 0 union all select i + 1 from n where i < ${10 * CAMPAIGN_BATCH - 1})
       insert into candidates (id, first_name, last_name, email)
       select 'c' || printf('%04d', i), 'Ann', 'Lee', 'person' || i || '@example.com' from n`,
    ).run();
    const input = { name: "Roles", channel: "email", audience: { kind: "candidates" }, subject: "Hi", body: "Hello" };
    const campaign = await startCampaign(
      db,
      { userId: null, ipAddress: null, userAgent: null },
      { name: "Rita", origin: ORIGIN },
      input as never,
      NOW,
    );
    for (let i = 0; i < 9; i++) await runCampaignBatch(db, linkSealKey(env), campaign.id, NOW);
    // The tenth batch's statements, its check among them, with 450 earlier messages in the campaign.
    const statements: { sql: string; params: unknown[] }[] = [];
    const logged = drizzle(env.DB, { schema, logger: { logQuery: (sql, params) => statements.push({ sql, params }) } });
    expect((await runCampaignBatch(logged as never, linkSealKey(env), campaign.id, NOW)).outcome).toBe("batch");
    const [check, ...more] = statements.filter(({ sql }) =>
      /from "campaign_messages" where .*"recipient" in/.test(sql),
    );
    expect(more).toEqual([]);
    const { meta } = await env.DB.prepare(check!.sql)
      .bind(...check!.params)
      .all();
    // An index lookup and a row per address of the batch (150 rows); by the campaign's index it read every message
    // of the campaign, the 450 earlier ones and the batch's own.
    expect(meta.rows_read).toBeLessThanOrEqual(3 * CAMPAIGN_BATCH);
  });
});
