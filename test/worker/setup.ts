import { env } from "cloudflare:workers";

/**
 * Runs before each test file, before anything opens its D1: the file's D1 becomes a copy of the one the real
 * migrations were applied to once for the run (scripts/migrated-d1.ts, through vitest.config.ts), so no file applies
 * them itself.
 */
const copied = await env.MIGRATED_D1.fetch("http://migrated-d1/copy", { method: "POST" });
if (copied.status !== 204) throw new Error(`the migrated D1 was not copied: ${copied.status} ${await copied.text()}`);
