import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";

/**
 * The page renderer's modules (worker/page-render/) are loaded through Vite in the tests, as before wrangler.toml
 * named them modules of their own: the pool hands files matching wrangler's module rules to workerd directly, and
 * loaded so, the renderer's first page (the home page) renders its sections suspended, which `wrangler dev` and a
 * deploy, loading each module once by its name, do not (a browser test and test/worker/form-posts.test.ts check).
 * An id with a query is never handed over.
 */
const pageRendererThroughVite: Plugin = {
  name: "page-renderer-through-vite",
  enforce: "pre",
  async resolveId(source, importer, options) {
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (!resolved || !/[\\/]worker[\\/]page-render[\\/][^?]*\.js$/.test(resolved.id)) return resolved;
    return { ...resolved, id: `${resolved.id}?through-vite` };
  },
};

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
            pageRendererThroughVite,
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              // A fixed signing secret for the tests' sessions (a fresh clone has no .dev.vars).
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  SESSION_SECRET: "test-session-secret-0123456789abcdef-0123456789",
                  // Email starts not set up, as in a fresh clone, whatever a local start wrote to .dev.vars.
                  EMAIL_FROM: "",
                },
                // wrangler.toml's EMAIL (named again: these options replace its list), and a send_email binding
                // that refuses every recipient but one, as a real binding refuses an address it may not send to: how
                // test/worker/email-out.test.ts sees a failing binding retried and given up.
                email: {
                  send_email: [
                    { name: "EMAIL" },
                    { name: "EMAIL_REFUSING", allowed_destination_addresses: ["nobody@example.com"] },
                  ],
                },
              },
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
