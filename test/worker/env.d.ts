import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      /** The migrations in migrations/, read by vitest.config.ts, for the tests of single migrations. */
      TEST_MIGRATIONS: D1Migration[];
      /** Copies the D1 migrated once for the run into this file's runtime (test/worker/setup.ts). */
      MIGRATED_D1: Fetcher;
      /** A send_email binding that refuses all but nobody@example.com (vitest.config.ts). */
      EMAIL_REFUSING: SendEmail;
    }
    interface GlobalProps {
      /** Types `exports` from "cloudflare:workers": the Worker under test. */
      mainModule: typeof import("../../worker");
    }
  }
}
