import { env } from "cloudflare:workers";
import { getTableConfig, type SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import * as schema from "../../worker/db/schema";
import { encryptText } from "../../worker/domain/secret-box";
import { linkedinConfig, loadConnection } from "../../worker/integrations/linkedin/connection";

/**
 * Every table of back-office spec section 3 but `pipelines` (nothing used it: dropped by 0032, decision 045), plus
 * sessions and login throttling.
 */
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
      (value): value is SQLiteTable =>
        typeof value === "object" && value !== null && Symbol.for("drizzle:IsDrizzleTable") in value,
    );
    expect(tables.length).toBeGreaterThanOrEqual(specTables.length);
    for (const table of tables) {
      const config = getTableConfig(table);
      expect((await columnsOf(config.name)).sort(), `columns of ${config.name}`).toEqual(
        config.columns.map((c) => c.name).sort(),
      );
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
    await expect(
      env.DB.prepare("insert into users (id, username, password) values ('u2', 'casey', 'y')").run(),
    ).rejects.toThrow(/UNIQUE/);
    await expect(env.DB.prepare("insert into jobs (id, title) values ('j1', 'No company')").run()).rejects.toThrow(
      /NOT NULL/,
    );
  });

  it("give content schedules an integer id and the spec's defaults", async () => {
    await env.DB.prepare(
      "insert into content_schedules (title, category, prompt) values ('Weekly', 'Career Guidance', 'Write')",
    ).run();
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
        const cols = await env.DB.prepare("select name from pragma_index_info(?) order by seqno")
          .bind(name)
          .all<{ name: string }>();
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

  it("move the LinkedIn connection out of the CRM's settings, still decrypting, and drop pipelines", async () => {
    const secrets = { LINKEDIN_CLIENT_ID: "c", LINKEDIN_CLIENT_SECRET: "s", LINKEDIN_TOKEN_KEY: "token-key-789" };
    const config = linkedinConfig(secrets)!;
    const connection = { accessToken: "live-token", expiresAt: 2e12, author: "urn:li:person:x", connectedAt: 1e12 };
    const sealed = await encryptText(config.tokenKey, JSON.stringify(connection));
    // The database as 0031 left it: the connection is a row of the CRM's settings, beside the CRM's own.
    await env.DB.batch([
      env.DB.prepare("drop table linkedin_connections"),
      env.DB.prepare("create table pipelines (id text primary key)"),
      env.DB.prepare(
        `insert into ghl_integration_settings (id, setting_key, setting_value, is_encrypted, last_updated)
         values ('s1', 'linkedin.connection', ?, 1, 1700000000000), ('s2', 'last_sync_at', 'then', 0, 1700000000000)`,
      ).bind(sealed),
    ]);
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0032_"))!;
    await env.DB.batch(migration.queries.map((query) => env.DB.prepare(query)));

    const moved = await env.DB.prepare("select id, encrypted_connection, updated_at from linkedin_connections").all();
    expect(moved.results).toEqual([{ id: "firm", encrypted_connection: sealed, updated_at: 1_700_000_000_000 }]);
    expect(await loadConnection(createDb(env.DB), config)).toEqual(connection);
    const { results: settings } = await env.DB.prepare("select setting_key from ghl_integration_settings").all();
    expect(settings).toEqual([{ setting_key: "last_sync_at" }]);
    expect(await env.DB.prepare("select name from sqlite_master where name = 'pipelines'").first()).toBeNull();
  });
});
