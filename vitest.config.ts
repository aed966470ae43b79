import { cpSync, readdirSync } from "node:fs";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import type { Miniflare } from "miniflare";
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
 * The MIGRATED_D1 binding's Node side: copies the D1 migrated once for the run (scripts/migrated-d1.ts) into this
 * test file's runtime, whose own D1 storage it names. test/worker/setup.ts calls it before anything opens the
 * database (D1 opens its file on first use), so the file starts from the migrated state and writes only to its own
 * copy. The namespace's metadata, which the runtime has open, stays; the WAL goes with its database, and the
 * shared-memory index is rebuilt from it when the copy is opened.
 */
function copyMigratedD1(_request: Request, mf: Miniflare): Response {
  const databases = "miniflare-D1DatabaseObject";
  const from = path.join(process.env.MIGRATED_D1_PATH ?? "", databases);
  const to = path.join(mf.unsafeGetPersistPaths().get("d1") ?? "", databases);
  const files = (dir: string) =>
    readdirSync(dir).filter((name) => !name.startsWith("metadata.") && !name.endsWith("-shm"));
  const open = files(to);
  if (open.length > 0) return new Response(`this runtime's D1 is open already: ${open.join(", ")}`, { status: 409 });
  for (const name of files(from)) cpSync(path.join(from, name), path.join(to, name));
  return new Response(null, { status: 204 });
}

/**
 * Two projects: `worker` runs inside workerd (the real D1 and R2 of Miniflare, storage isolated per test file, each
 * file's D1 a copy of one the real migrations were applied to once, scripts/migrated-d1.ts); `web` runs the SPA's pure
 * modules in Node.
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
                // test/worker/setup.ts's way to its D1 as migrated once for the run.
                serviceBindings: { MIGRATED_D1: copyMigratedD1 },
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
            // The libraries the Worker imports, each bundled once into one module (Vite's dependency optimizer) instead
            // of loaded file by file into every test file's fresh runtime (date-fns, zod, drizzle and hono are hundreds).
            deps: {
              optimizer: {
                ssr: {
                  enabled: true,
                  include: [
                    ...["hono", "hono/factory", "hono/cookie", "hono/utils/http-status", "hono/request-id"],
                    ...["hono/secure-headers", "hono/route", "hono/http-exception", "hono/combine", "hono/body-limit"],
                    ...["drizzle-orm", "drizzle-orm/sqlite-core", "drizzle-orm/batch", "drizzle-orm/d1"],
                    ...["zod", "date-fns", "@date-fns/tz", "jose", "otpauth", "fflate", "@hono/zod-validator", "uqr"],
                  ],
                },
              },
            },
            // The lazily loaded libraries (worker/lazy-modules.ts), bundled when missing; the D1 migrated once.
            globalSetup: ["./scripts/worker-vendor.ts", "./scripts/migrated-d1.ts"],
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
