/**
 * `npm run build`'s last step: the libraries the Worker needs only for rare requests, bundled for workerd into
 * worker/vendor/ (generated, not committed; the committed .d.ts files are the Worker's typed view of them).
 * wrangler.toml uploads them beside the main module (find_additional_modules), and worker/lazy-modules.ts imports
 * them on first use, so a cold start never parses them (bench/worker-size):
 * - pdf.js (through unpdf): reading a resume's PDF, in the queue consumer only;
 * - zxcvbn-ts's common passwords: checking a password a user chooses;
 * - postal-mime: parsing an email the Worker receives, in the email handler only;
 * - tldts's public suffix list: the organisational domain of a received email's sender, in the email handler only;
 * - mimetext: building an email the Worker sends, in the queue consumer only.
 * The worker tests build them too when they are missing (vitest.config.ts globalSetup runs `setup` below), so a
 * test of passwords or resumes needs no full build first.
 */
import { readdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { build } from "vite";

const vendorOut = resolve("worker/vendor");

/** The modules of worker/vendor/, by file name: what each re-exports. */
const VENDOR_MODULES = {
  pdf: 'export { getDocumentProxy } from "unpdf";',
  "common-passwords": 'export { default } from "@zxcvbn-ts/language-common/src/passwords.json";',
  "mail-parser": 'export { default } from "postal-mime";',
  "domain-names": 'export { getDomain } from "tldts";',
  "mime-builder": 'export { createMimeMessage, Mailbox } from "mimetext/browser";',
} as const;
type VendorModule = keyof typeof VENDOR_MODULES;

const virtualPrefix = "\0worker-vendor:";

export async function buildWorkerVendor(): Promise<void> {
  for (const file of readdirSync(vendorOut)) if (file.endsWith(".js")) rmSync(join(vendorOut, file));
  await build({
    configFile: false,
    logLevel: "warn",
    plugins: [
      {
        name: "worker-vendor-entries",
        resolveId: (id) => (id.startsWith(virtualPrefix) ? id : undefined),
        load: (id) =>
          id.startsWith(virtualPrefix) ? VENDOR_MODULES[id.slice(virtualPrefix.length) as VendorModule] : undefined,
      },
    ],
    // One set of modules for workerd, every dependency bundled; a dynamic import inside a library (unpdf loads
    // pdf.js so) becomes a module of its own in the folder, loaded when that import runs.
    ssr: { target: "webworker", noExternal: true, resolve: { conditions: ["workerd", "worker", "browser"] } },
    build: {
      ssr: true,
      outDir: vendorOut,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      rolldownOptions: {
        input: Object.fromEntries(Object.keys(VENDOR_MODULES).map((name) => [name, `${virtualPrefix}${name}`])),
        output: { entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
      },
    },
  });
}

/** Vitest's global setup of the worker tests: builds the modules when worker/vendor/ lacks one. */
export async function setup(): Promise<void> {
  const files = new Set(readdirSync(vendorOut));
  if (!Object.keys(VENDOR_MODULES).every((name) => files.has(`${name}.js`))) await buildWorkerVendor();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildWorkerVendor();
  console.log(`bundled ${Object.keys(VENDOR_MODULES).join(", ")} into worker/vendor`);
}
