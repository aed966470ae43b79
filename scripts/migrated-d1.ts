/**
 * The worker tests' D1, migrated once per run (vitest.config.ts globalSetup): the real migrations applied to a D1 of
 * wrangler.toml's (scripts/apply-migrations.ts), where each test file used to apply them for itself (the gazetteer,
 * migration 0071's 40,978 rows, made that a fifth of a file's set-up). Each file's D1 then starts as a copy of this
 * one (vitest.config.ts's MIGRATED_D1, test/worker/setup.ts). Its place is handed on in MIGRATED_D1_PATH.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { getPlatformProxy } from "wrangler";
import { applyMigrations } from "./apply-migrations";

export async function setup(): Promise<() => void> {
  const persist = mkdtempSync(path.join(tmpdir(), "worker-tests-d1-"));
  const { env, dispose } = await getPlatformProxy<{ DB: D1Database }>({
    configPath: "wrangler.toml",
    persist: { path: persist },
  });
  try {
    await applyMigrations(env.DB);
  } finally {
    await dispose();
  }
  process.env.MIGRATED_D1_PATH = path.join(persist, "d1");
  return () => rmSync(persist, { recursive: true, force: true });
}
