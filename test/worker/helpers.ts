import { env } from "cloudflare:workers";

/**
 * Storage is isolated per test file, not per test: tests that need an empty database start with this.
 * Deletes every row of every application table in one transaction (foreign keys checked at commit).
 */
export async function emptyDatabase(): Promise<void> {
  const { results } = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name != 'd1_migrations'",
  ).all<{ name: string }>();
  await env.DB.batch([
    env.DB.prepare("PRAGMA defer_foreign_keys = on"),
    ...results.map(({ name }) => env.DB.prepare(`delete from "${name.replace(/"/g, '""')}"`)),
  ]);
}
