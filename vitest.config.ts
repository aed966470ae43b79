import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

/**
 * Two projects: `worker` runs inside workerd (the real D1 and R2 of Miniflare, migrations applied by
 * test/worker/setup.ts, storage isolated per test file); `web` runs the SPA's pure modules in Node.
 */
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  return {
    test: {
      projects: [
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              // A fixed signing secret for the tests' sessions (a fresh clone has no .dev.vars).
              miniflare: { bindings: { TEST_MIGRATIONS: migrations, SESSION_SECRET: "test-session-secret-0123456789abcdef-0123456789" } },
            }),
          ],
          test: {
            name: "worker",
            include: ["test/worker/**/*.test.ts"],
            setupFiles: ["./test/worker/setup.ts"],
            // The lazily loaded libraries (worker/lazy-modules.ts), bundled when missing.
            globalSetup: ["./scripts/worker-vendor.ts"],
          },
        },
        {
          test: {
            name: "web",
            include: ["test/web/**/*.test.ts"],
            environment: "node",
          },
        },
      ],
    },
  };
});
