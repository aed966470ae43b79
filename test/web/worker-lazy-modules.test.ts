import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The main module every cold start parses stays small (issue 30, bench/worker-size): the large code few requests
 * need is uploaded as modules of its own and imported only by worker/lazy-modules.ts, on first use. An import of it
 * anywhere else would bundle it back into the main module (or, for a generated module, point where none is).
 */

const WORKER = path.resolve(import.meta.dirname, "../../worker");
const LAZY_MODULES = "lazy-modules.ts";
/** The generated folders whose .d.ts files are the Worker's view of what the build writes beside them. */
const GENERATED = /^(page-render|vendor)\//;
/** What only worker/lazy-modules.ts may import: the libraries and the generated modules. */
const LAZY_ONLY = /^(unpdf|postal-mime|mimetext|tldts|@zxcvbn-ts\/)|(^|\/)page-render\/|(^|\/)vendor\//;

/** Static imports and re-exports, side-effect imports and dynamic `import("x")`. */
const SPECIFIER = /\bfrom\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']|\bimport\s*\(\s*["'`]([^"'`]+)["'`]\s*\)/g;

const DYNAMIC_IMPORT = /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g;

function specifiers(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => (match[1] ?? match[2] ?? match[3])!);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

const files = sourceFiles(WORKER).map((file) => path.relative(WORKER, file));

describe("worker/ loads its large, rarely needed code lazily", () => {
  it("recognises what only the lazy modules may import", () => {
    const lazy = ["unpdf", "postal-mime", "mimetext/browser", "tldts", "@zxcvbn-ts/language-common/src/passwords.json"];
    lazy.push("./page-render/entry-server.js", "./page-render/assets/framework.js", "../vendor/pdf.js");
    expect(lazy.every((specifier) => LAZY_ONLY.test(specifier))).toBe(true);
    const others = ["../contract/page-render", "../db/schema", "hono", "./site/page-routes"];
    expect(others.some((specifier) => LAZY_ONLY.test(specifier))).toBe(false);
  });

  it("imports pdf.js, the password list, the mail libraries, the suffix list and the page renderer nowhere but worker/lazy-modules.ts", () => {
    const elsewhere = files
      .filter((file) => file !== LAZY_MODULES && !GENERATED.test(file))
      .flatMap((file) =>
        specifiers(readFileSync(path.join(WORKER, file), "utf8"))
          .filter((specifier) => LAZY_ONLY.test(specifier))
          .map((specifier) => `${file}: ${specifier}`),
      );
    expect(elsewhere).toEqual([]);
  });

  it("imports them only dynamically, by paths of worker/'s root that wrangler.toml uploads as modules", () => {
    const source = readFileSync(path.join(WORKER, LAZY_MODULES), "utf8");
    // Each once (a loader's return type may name its module as `typeof import(...)`).
    const dynamic = [...new Set([...source.matchAll(DYNAMIC_IMPORT)].map((match) => match[1]!))];
    expect(dynamic).toEqual([
      "./page-render/entry-server.js",
      "./vendor/pdf.js",
      "./vendor/common-passwords.js",
      "./vendor/mail-parser.js",
      "./vendor/domain-names.js",
      "./vendor/mime-builder.js",
    ]);
    const wranglerToml = readFileSync(path.resolve(WORKER, "../wrangler.toml"), "utf8");
    expect(wranglerToml).toMatch(/^find_additional_modules = true$/m);
    expect(wranglerToml).toContain('"**/page-render/*.js", "**/page-render/assets/*.js", "**/vendor/*.js"');
    // Type imports (erased) are the only static ones.
    expect(specifiers(source).filter((specifier) => !dynamic.includes(specifier))).toEqual(["./contract/page-render"]);
    expect(source).toMatch(/^import type \{ PageRenderer \} from "\.\/contract\/page-render";$/m);
  });
});
