import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One home per area (docs/decisions/012-one-home-per-area.md): each business area is a folder under worker/ with
 * its Hono sub-apps in `routes.ts` or `<name>-routes.ts` and its queries in `store.ts` or `<topic>-store.ts`.
 * A routes file parses, calls its area's store and answers: it builds no query, and it imports no other routes
 * file (only worker/app.ts mounts them), so areas meet through stores and the contract, never through handlers.
 * It uses the request's database handle (`c.var.db`) and answers a page with `pagedReply` (worker/http/).
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const WORKER = path.join(ROOT, "worker");
const APP = path.join(WORKER, "app.ts");

/** Static imports and re-exports, side-effect imports and dynamic `import("x")`. */
const SPECIFIER = /\bfrom\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']|\bimport\s*\(\s*["'`]([^"'`]+)["'`]\s*\)/g;
/** A query built in place: `db.select(`, `db.batch([`, or on a fresh client, `createDb(c.env.DB).select(`. */
const QUERY = /\b(?:db|createDb\([^()]*\))\s*\.\s*(?:select|insert|update|delete|batch|get|run|all|query)\b/;
/** A database handle opened in place of the request's one, `c.var.db` (worker/http/d1-session.ts). */
const OWN_HANDLE = /\bcreateDb\s*\(/;
/** A page's total set by hand instead of through `pagedReply` (worker/http/reply.ts). */
const OWN_TOTAL = /\.(?:header|set|append)\(\s*["'`]X-Total-Count["'`]/i;

const isRoutesFile = (file: string) => /(?:^|-)routes\.ts$/.test(path.basename(file));

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

/** The routes files `file` imports, as paths relative to worker/. */
function importedRoutesFiles(file: string): string[] {
  return specifiers(readFileSync(file, "utf8"))
    .filter((specifier) => specifier.startsWith("."))
    .map((specifier) => path.resolve(path.dirname(file), specifier.endsWith(".ts") ? specifier : `${specifier}.ts`))
    .filter(isRoutesFile)
    .map((target) => path.relative(WORKER, target));
}

const files = sourceFiles(WORKER);
const routesFiles = files.filter(isRoutesFile);
const rel = (file: string) => path.relative(WORKER, file);

describe("worker/ keeps one home per area", () => {
  it("recognises routes files, imports and inline queries", () => {
    expect(
      ["jobs/routes.ts", "content/article-routes.ts", "jobs/store.ts", "http/routes-helper.ts"].map(isRoutesFile),
    ).toEqual([true, true, false, false]);
    const source = [
      'import { a } from "./store";',
      'export { b } from "../jobs/routes";',
      'const c = await import("./area-routes");',
    ].join("\n");
    expect(specifiers(source)).toEqual(["./store", "../jobs/routes", "./area-routes"]);
    expect(QUERY.test("const [row] = await db.select().from(jobs)")).toBe(true);
    expect(QUERY.test("await db\n      .batch([")).toBe(true);
    expect(QUERY.test("await createDb(c.env.DB).select().from(jobs)")).toBe(true);
    expect(QUERY.test("await listJobs(createDb(c.env.DB))")).toBe(false);
    const handles = ["await listJobs(createDb(c.env.DB))", "const db = createDb (env.DB);", "await listJobs(c.var.db)"];
    expect(handles.map((line) => OWN_HANDLE.test(line))).toEqual([true, true, false]);
    const totals = ['c.header("X-Total-Count", n);', "c.res.headers.set('x-total-count', n)", "// X-Total-Count"];
    expect(totals.map((line) => OWN_TOTAL.test(line))).toEqual([true, true, false]);
  });

  it("has routes files only directly inside an area folder, and no worker/routes/", () => {
    expect(routesFiles.length).toBeGreaterThan(10);
    expect(
      routesFiles.map(rel).filter((file) => file.split(path.sep).length !== 2 || file.startsWith(`routes${path.sep}`)),
    ).toEqual([]);
  });

  it("mounts routes files only in worker/app.ts: no routes file or store imports one", () => {
    const offending = files
      .filter((file) => file !== APP)
      .flatMap((file) => importedRoutesFiles(file).map((target) => `${rel(file)} imports ${target}`));
    expect(offending).toEqual([]);
  });

  it("builds no query in a routes file: queries live in the area's store", () => {
    const offending = routesFiles.filter((file) => QUERY.test(readFileSync(file, "utf8"))).map(rel);
    expect(offending).toEqual([]);
  });

  it("opens no database handle in a routes file: each uses the request's one, c.var.db", () => {
    const offending = routesFiles.filter((file) => OWN_HANDLE.test(readFileSync(file, "utf8"))).map(rel);
    expect(offending).toEqual([]);
  });

  it("sets no X-Total-Count in a routes file: a page is answered by pagedReply", () => {
    const offending = routesFiles.filter((file) => OWN_TOTAL.test(readFileSync(file, "utf8"))).map(rel);
    expect(offending).toEqual([]);
  });
});
