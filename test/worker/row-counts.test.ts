import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { queueDelivery } from "../../worker/delivery/pipeline";
import { api, emptyDatabase, insertDefaultStaffAreas, signedInStaff } from "./helpers";

/**
 * The totals triggers keep beside the activity log and the deliveries (migration 0053): what an unfiltered page
 * says in X-Total-Count, read from one row, must stay the table's true count through inserts and deletes.
 */

const db = createDb(env.DB);
async function total(cookie: string, path: string): Promise<number> {
  const response = await api(path, { cookie });
  expect(response.status, path).toBe(200);
  return Number(response.headers.get("X-Total-Count"));
}

async function rowsIn(table: "admin_activity_logs" | "deliveries"): Promise<number> {
  const row = await env.DB.prepare(`select count(*) as n from ${table}`).first<{ n: number }>();
  return row!.n;
}

const logEntry = (i: number, action = "job.update") =>
  env.DB.prepare("insert into admin_activity_logs (id, action, entity_type, created_at) values (?, ?, 'job', ?)").bind(
    `entry-${i}`,
    action,
    Date.UTC(2026, 10, 1) + i,
  );

/** An empty database with a signed-in admin's cookie. */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  return { cookie: (await signedInStaff("counting-admin", "admin")).cookie };
}

describe("the kept totals", () => {
  it("follow the activity log through inserts and deletes, and a filter still counts what it selects", async () => {
    const { cookie } = await setup();
    await env.DB.batch(Array.from({ length: 30 }, (_, i) => logEntry(i, i % 3 === 0 ? "job.create" : "job.update")));
    const all = await rowsIn("admin_activity_logs");
    expect(all).toBeGreaterThanOrEqual(30);
    expect(await total(cookie, "/api/admin/activity-logs?limit=5")).toBe(all);
    expect(await total(cookie, "/api/admin/activity-logs?action=job.create&limit=5")).toBe(10);

    await env.DB.prepare("delete from admin_activity_logs where action = 'job.create'").run();
    expect(await total(cookie, "/api/admin/activity-logs?limit=5")).toBe(all - 10);
    expect(await rowsIn("admin_activity_logs")).toBe(all - 10);
  });

  it("follow the deliveries through inserts and deletes", async () => {
    const { cookie } = await setup();
    const before = await rowsIn("deliveries");
    for (let i = 0; i < 7; i++)
      await queueDelivery(
        db,
        "email",
        { recipient: `count${i}@example.com`, summary: "Hello", payload: { subject: "Hello", text: "Hello" } },
        new Date(),
      ).insert;
    expect(await rowsIn("deliveries")).toBe(before + 7);
    expect(await total(cookie, "/api/admin/deliveries?limit=5")).toBe(before + 7);
    expect(await total(cookie, "/api/admin/deliveries?q=count&limit=5")).toBe(7);

    await env.DB.prepare(
      "delete from deliveries where recipient in ('count0@example.com', 'count1@example.com')",
    ).run();
    expect(await total(cookie, "/api/admin/deliveries?limit=5")).toBe(before + 5);
  });

  it("start again from the first row when a table is emptied with its total", async () => {
    const { cookie } = await setup();
    await env.DB.batch([logEntry(100), logEntry(101)]);
    expect(await total(cookie, "/api/admin/activity-logs?limit=5")).toBe(await rowsIn("admin_activity_logs"));
    expect(await total(cookie, "/api/admin/deliveries?limit=5")).toBe(0);
  });
});
