import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      /** The migrations in migrations/, read by vitest.config.ts and applied by setup.ts. */
      TEST_MIGRATIONS: D1Migration[];
      /** A send_email binding that refuses all but nobody@example.com (vitest.config.ts). */
      EMAIL_REFUSING: SendEmail;
    }
    interface GlobalProps {
      /** Types `exports` from "cloudflare:workers": the Worker under test. */
      mainModule: typeof import("../../worker");
    }
  }
}
