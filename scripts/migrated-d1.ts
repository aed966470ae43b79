/**
 * The worker tests' D1, migrated once per run (vitest.config.ts globalSetup): the real migrations applied to a D1 of
 * wrangler.toml's in one batch (one transaction) and recorded as wrangler records them, as each test file used to
 * apply them for itself (the gazetteer, migration 0071's 40,978 rows, made that a fifth of a file's set-up). Each
 * file's D1 then starts as a copy of this one (vitest.config.ts's MIGRATED_D1, test/worker/setup.ts). Its place is
 * handed on in MIGRATED_D1_PATH.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { getPlatformProxy } from "wrangler";

export async function setup(): Promise<() => void> {
  const persist = mkdtempSync(path.join(tmpdir(), "worker-tests-d1-"));
  const migrations = await readD1Migrations(path.resolve("migrations"));
  const { env, dispose } = await getPlatformProxy<{ DB: D1Database }>({
    configPath: "wrangler.toml",
    persist: { path: persist },
  });
  try {
    await env.DB.batch([
      env.DB.prepare(
        "CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)",
      ),
      ...migrations.flatMap((migration) => [
        ...migration.queries.map((query) => env.DB.prepare(query)),
        env.DB.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(migration.name),
      ]),
    ]);
  } finally {
    await dispose();
  }
  process.env.MIGRATED_D1_PATH = path.join(persist, "d1");
  return () => rmSync(persist, { recursive: true, force: true });
}
