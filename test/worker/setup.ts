import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Runs before each test file: the real migrations on the file's isolated D1.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
