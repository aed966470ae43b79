import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The SPA may import from the Worker only its contract (worker/contract): the shapes and pure rules both sides
 * share. Anything else would pull server code into the browser bundle, or let the two drift apart unchecked.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const WEB = path.join(ROOT, "web");
const WORKER = path.join(ROOT, "worker");
const CONTRACT = path.join(WORKER, "contract");

/** Static imports and re-exports (`... from "x"`), side-effect imports (`import "x"`) and dynamic `import("x")`. */
const SPECIFIER = /\bfrom\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']|\bimport\s*\(\s*["'`]([^"'`]+)["'`]\s*\)/g;

function specifiers(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => (match[1] ?? match[2] ?? match[3])!);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // dist is the build's output, not source.
    if (entry.isDirectory()) return entry.name === "dist" || entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.[cm]?[jt]sx?$/.test(entry.name) ? [full] : [];
  });
}

const inside = (file: string, dir: string) => !path.relative(dir, file).startsWith("..");

/** The contract's path alias (package.json "imports"): `#contract/company` is worker/contract/company.ts. */
const CONTRACT_ALIAS = "#contract/";

/** The file or folder `specifier` names from `file`: relative, or through the contract's alias; a package: undefined. */
function importTarget(file: string, specifier: string): string | undefined {
  if (specifier.startsWith(CONTRACT_ALIAS)) return path.resolve(CONTRACT, specifier.slice(CONTRACT_ALIAS.length));
  return specifier.startsWith(".") ? path.resolve(path.dirname(file), specifier) : undefined;
}

/**
 * Whether `specifier`, imported by `file`, reaches into the Worker other than through the contract's alias: a
 * relative path into worker/ (even into the contract, which has its alias), or the alias climbing out of it.
 */
function breaksContract(file: string, specifier: string): boolean {
  const target = importTarget(file, specifier);
  if (!target || !inside(target, WORKER)) return false;
  return !specifier.startsWith(CONTRACT_ALIAS) || !inside(target, CONTRACT);
}

describe("web/ imports from worker/ only worker/contract, through its alias", () => {
  it("reads every kind of import specifier", () => {
    const source = [
      'import { a } from "../worker/a";',
      "import type { B } from '../worker/b';",
      'export { c } from "../worker/c";',
      'import "../worker/d";',
      'const e = await import("../worker/e");',
      "const f = lazy(() => import(`../worker/f`));",
    ].join("\n");
    expect(specifiers(source)).toEqual([
      "../worker/a",
      "../worker/b",
      "../worker/c",
      "../worker/d",
      "../worker/e",
      "../worker/f",
    ]);
  });

  it("tells the contract from the rest of the Worker", () => {
    const file = path.join(WEB, "pages", "public", "Page.tsx");
    expect(breaksContract(file, "#contract/company")).toBe(false);
    expect(breaksContract(file, "../../../worker/contract/company")).toBe(true);
    expect(breaksContract(file, "../../../worker/domain/article-ld")).toBe(true);
    expect(breaksContract(file, "#contract/../domain/xml")).toBe(true);
    expect(breaksContract(file, "../../lib/head")).toBe(false);
    expect(breaksContract(file, "react")).toBe(false);
  });

  it("holds for every source file under web/", () => {
    const files = sourceFiles(WEB);
    expect(files.length).toBeGreaterThan(0);
    const offenders = files.flatMap((file) =>
      specifiers(readFileSync(file, "utf8"))
        .filter((specifier) => breaksContract(file, specifier))
        .map((specifier) => `${path.relative(ROOT, file)} imports ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});

/**
 * Outside web/lib the SPA calls the API only through the contract's helpers (callApi, callApiPage, apiQuery,
 * apiPageQuery), so every answer it reads is typed by worker/contract/api.ts. `apiFetch` and a hand-written
 * `useQuery<T>` would name a type nothing checks against the Worker.
 */
const UNCHECKED_CALL = [
  { pattern: /\bapiFetch(?:WithHeaders)?\b/, what: "uses apiFetch/apiFetchWithHeaders (use callApi or apiQuery)" },
  { pattern: /\buseQuery\s*</, what: "types useQuery by hand (use useQuery(apiQuery(...)))" },
];

function uncheckedCalls(source: string): string[] {
  return source
    .split("\n")
    .flatMap((line, index) =>
      UNCHECKED_CALL.filter(({ pattern }) => pattern.test(line)).map(({ what }) => `${index + 1}: ${what}`),
    );
}

describe("web/ calls the API only through the contract", () => {
  it("tells unchecked calls from checked ones", () => {
    const source = [
      'import { apiFetch, callApi } from "../lib/api";',
      'const job = await apiFetch<JobView>("/api/jobs/1");',
      'const page = await apiFetchWithHeaders("/api/jobs");',
      "const users = useQuery<StaffUser[]>({ queryKey: USERS_KEY });",
      'const portals = useQuery(apiQuery("GET /api/admin/portals"));',
      'const one = useQuery({ ...apiQuery("GET /api/jobs/:id", { id }), enabled: Boolean(id) });',
      'await callApi("POST /api/auth/logout");',
      "const myapiFetcher = useQueryClient();",
    ].join("\n");
    expect(uncheckedCalls(source)).toEqual([
      "1: uses apiFetch/apiFetchWithHeaders (use callApi or apiQuery)",
      "2: uses apiFetch/apiFetchWithHeaders (use callApi or apiQuery)",
      "3: uses apiFetch/apiFetchWithHeaders (use callApi or apiQuery)",
      "4: types useQuery by hand (use useQuery(apiQuery(...)))",
    ]);
  });

  it("holds for every source file under web/ outside web/lib", () => {
    const files = sourceFiles(WEB).filter((file) => !inside(file, path.join(WEB, "lib")));
    expect(files.length).toBeGreaterThan(0);
    const offenders = files.flatMap((file) =>
      uncheckedCalls(readFileSync(file, "utf8")).map((found) => `${path.relative(ROOT, file)}:${found}`),
    );
    expect(offenders).toEqual([]);
  });
});

/** Static, value imports of a source: `import type` and type-only re-exports load nothing at run time. */
const VALUE_IMPORT =
  /^\s*(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']/gm;

function resolveSource(from: string, specifier: string): string | undefined {
  const base = importTarget(from, specifier);
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((candidate) => {
    try {
      return readFileSync(candidate) && /\.[jt]sx?$/.test(candidate);
    } catch {
      return false;
    }
  });
}

/** The packages the statically imported module graph of `entry` loads (its lazy chunks not followed). */
function packagesLoadedBy(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(VALUE_IMPORT)) {
      const specifier = (match[1] ?? match[2])!;
      if (importTarget(file, specifier)) {
        const target = resolveSource(file, specifier);
        if (target) visit(target);
      } else if (!packages.has(specifier)) packages.set(specifier, path.relative(ROOT, file));
    }
  };
  visit(entry);
  return packages;
}

/**
 * The shell every page loads first (web/main.tsx and what it imports, page chunks aside) stays free of zod: the
 * schemas are 26 KB gzip, and a constant read from a contract file that also defines schemas once put them into
 * every page's first load (bench/first-load). Pages that validate a form load them with their own chunk.
 */
describe("the shell and the public pages load no schema library first", () => {
  it("web/main.tsx's static imports never reach zod", () => {
    const packages = packagesLoadedBy(path.join(WEB, "main.tsx"));
    expect(packages.has("react")).toBe(true);
    expect(packages.get("zod")).toBeUndefined();
  });

  it("nor do a public page's: forms load their schemas with their own chunk", () => {
    // The job alert's confirm and manage pages are reached from an email link and are all form.
    const formPages = new Set(["JobAlertConfirmPage.tsx", "JobAlertManagePage.tsx"]);
    const pages = readdirSync(path.join(WEB, "pages", "public")).filter((name) => !formPages.has(name));
    expect(pages.length).toBeGreaterThan(20);
    const offenders = pages.flatMap((name) => {
      const via = packagesLoadedBy(path.join(WEB, "pages", "public", name)).get("zod");
      return via ? [`${name} loads zod through ${via}`] : [];
    });
    expect(offenders).toEqual([]);
  });
});

/**
 * web/lib is the SPA's lowest floor: helpers the components and pages build on. It imports nothing from them (the
 * arrow would point back up, and a helper would load a component's chunk with it).
 */
describe("web/lib imports nothing from web/components or web/pages", () => {
  const LIB = path.join(WEB, "lib");
  const upward = (file: string, specifier: string) => {
    const target = importTarget(file, specifier);
    return target !== undefined && inside(target, WEB) && !inside(target, LIB);
  };

  it("tells an upward import from a sideways one", () => {
    const file = path.join(LIB, "route-pages.tsx");
    expect(upward(file, "../components/RouteError")).toBe(true);
    expect(upward(file, "../pages/admin/JobsPage")).toBe(true);
    expect(upward(file, "./static-parts")).toBe(false);
    expect(upward(file, "#contract/api")).toBe(false);
    expect(upward(file, "react-router")).toBe(false);
  });

  it("holds for every source file under web/lib", () => {
    const files = sourceFiles(LIB);
    expect(files.length).toBeGreaterThan(0);
    const offenders = files.flatMap((file) =>
      specifiers(readFileSync(file, "utf8"))
        .filter((specifier) => upward(file, specifier))
        .map((specifier) => `${path.relative(ROOT, file)} imports ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});
