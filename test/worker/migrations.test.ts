import { env } from "cloudflare:workers";
import { getTableConfig, type SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as schema from "../../worker/db/schema";

/** Every table of back-office spec section 3, plus sessions and login throttling. */
const specTables = [
  "users",
  "jobs",
  "job_portals",
  "job_portal_postings",
  "admin_portals",
  "user_portal_access",
  "admin_activity_logs",
  "applications",
  "contacts",
  "articles",
  "content_schedules",
  "linkedin_posts",
  "crm_leads",
  "lead_scoring_rules",
  "lead_activities",
  "pipelines",
  "ghl_integration_settings",
  "sms_settings",
  "sms_messages",
  "booking_types",
  "booking_appointments",
  "booking_availability",
  "booking_blocked_times",
  "sessions",
  "login_attempts",
];

async function columnsOf(table: string): Promise<string[]> {
  const { results } = await env.DB.prepare("select name from pragma_table_info(?)").bind(table).all<{ name: string }>();
  return results.map((row) => row.name);
}

describe("migrations", () => {
  it("create every table of the spec", async () => {
    const { results } = await env.DB.prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name != 'd1_migrations'",
    ).all<{ name: string }>();
    const created = results.map((row) => row.name);
    for (const table of specTables) expect(created, `table ${table}`).toContain(table);
  });

  it("match the Drizzle schema column for column", async () => {
    const tables = Object.values(schema as Record<string, unknown>).filter(
      (value): value is SQLiteTable => typeof value === "object" && value !== null && Symbol.for("drizzle:IsDrizzleTable") in value,
    );
    expect(tables.length).toBeGreaterThanOrEqual(specTables.length);
    for (const table of tables) {
      const config = getTableConfig(table);
      expect((await columnsOf(config.name)).sort(), `columns of ${config.name}`).toEqual(config.columns.map((c) => c.name).sort());
    }
  });

  it("enforce the spec's defaults and required fields in SQL", async () => {
    await env.DB.prepare("insert into users (id, username, password) values ('u1', 'casey', 'x')").run();
    const user = await env.DB.prepare("select role, is_active, created_at from users where id = 'u1'").first<{
      role: string;
      is_active: number;
      created_at: number;
    }>();
    expect(user).toMatchObject({ role: "user", is_active: 1 });
    expect(user?.created_at).toBeGreaterThan(Date.UTC(2024, 0, 1));
    await expect(env.DB.prepare("insert into users (id, username, password) values ('u2', 'casey', 'y')").run()).rejects.toThrow(/UNIQUE/);
    await expect(env.DB.prepare("insert into jobs (id, title) values ('j1', 'No company')").run()).rejects.toThrow(/NOT NULL/);
  });

  it("give content schedules an integer id and the spec's defaults", async () => {
    await env.DB.prepare("insert into content_schedules (title, category, prompt) values ('Weekly', 'Career Guidance', 'Write')").run();
    const row = await env.DB.prepare(
      "select id, frequency, time, timezone, day_of_week, is_active, auto_publish, auto_linkedin from content_schedules",
    ).first();
    expect(row).toEqual({
      id: 1,
      frequency: "weekly",
      time: "09:00",
      timezone: "America/New_York",
      day_of_week: 1,
      is_active: 1,
      auto_publish: 0,
      auto_linkedin: 0,
    });
  });

  it("index the columns the public queries filter and sort on", async () => {
    const { results } = await env.DB.prepare(
      "select tbl_name as tableName, name from sqlite_master where type = 'index' and tbl_name in ('jobs', 'articles', 'booking_appointments')",
    ).all<{ tableName: string; name: string }>();
    const indexes = await Promise.all(
      results.map(async ({ tableName, name }) => {
        const cols = await env.DB.prepare("select name from pragma_index_info(?) order by seqno").bind(name).all<{ name: string }>();
        return `${tableName}(${cols.results.map((c) => c.name).join(",")})`;
      }),
    );
    expect(indexes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^jobs\(status,created_at\)$/),
        expect.stringMatching(/^jobs\(industry/),
        expect.stringMatching(/^jobs\(location/),
        expect.stringMatching(/^articles\(status,published_at\)$/),
        expect.stringMatching(/^booking_appointments\(booking_type_id,appointment_date\)$/),
      ]),
    );
  });
});
