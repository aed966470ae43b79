import { env } from "cloudflare:workers";

/**
 * Runs before each test file: the real migrations on the file's isolated D1, in one batch (one transaction, one
 * round trip) instead of one batch each, and recorded as wrangler records them.
 */
const migrations = env.TEST_MIGRATIONS;
await env.DB.batch([
  env.DB.prepare(
    "CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)",
  ),
  ...migrations.flatMap((migration) => [
    ...migration.queries.map((query) => env.DB.prepare(query)),
    env.DB.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(migration.name),
  ]),
]);
