import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One writer per table (docs/decisions/043-one-writer-per-table.md): a table is inserted into, updated or
 * deleted from by one area only, the folder directly under worker/ (or a top-level file such as cron.ts). Another
 * area that needs a change asks the owner for it: a function that returns the statements for the caller's batch.
 * A write is Drizzle's `.insert(x)`, `.update(x)` or `.delete(x)` with a schema export, or raw SQL
 * `insert [or ...] into t`, `update t set`, `delete from t` with a table name, outside comments.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const WORKER = path.join(ROOT, "worker");
const SCHEMA = path.join(WORKER, "db", "schema");

/**
 * Writers that may touch every area's tables: privacy's erasure and retention (one registry of personal columns,
 * worker/privacy/personal-data.ts, erases a person everywhere at once) and the seed (it fills an empty database).
 */
const EXCEPTED = ["privacy", "seed"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

/** Schema export name -> SQL table name, as `export const x = sqliteTable("t", ...)` declares them. */
function tablesOf(sources: string[]): Map<string, string> {
  const tables = new Map<string, string>();
  for (const source of sources) {
    for (const match of source.matchAll(/export\s+const\s+(\w+)\s*=\s*sqliteTable\(\s*["'`](\w+)["'`]/g)) {
      tables.set(match[1]!, match[2]!);
    }
  }
  return tables;
}

/** Block comments and line comments out (a `//` after `:` is a URL in a string and stays). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:\w"'`])\/\/.*$/gm, "$1");
}

const DRIZZLE_WRITE = /\.\s*(?:insert|update|delete)\(\s*(\w+)\s*\)/g;
const RAW_INSERT_OR_DELETE = /\b(?:insert\s+(?:or\s+\w+\s+)?into|delete\s+from)\s+["`]?(\w+)/gi;
const RAW_UPDATE = /\bupdate\s+(?:or\s+\w+\s+)?["`]?(\w+)["`]?\s+set\b/gi;

/** The tables `source` writes, by their SQL names (a Drizzle write of something not in `tables` is no table). */
function writtenTables(source: string, tables: Map<string, string>): string[] {
  const code = withoutComments(source);
  const names = new Set(tables.values());
  const drizzle = [...code.matchAll(DRIZZLE_WRITE)].flatMap((match) => tables.get(match[1]!) ?? []);
  const raw = [...code.matchAll(RAW_INSERT_OR_DELETE), ...code.matchAll(RAW_UPDATE)]
    .map((match) => match[1]!.toLowerCase())
    .filter((name) => names.has(name));
  return [...new Set([...drizzle, ...raw])];
}

/** The area of a file under worker/: its folder directly under worker/, or the top-level file itself. */
function areaOf(relative: string): string {
  return relative.split(path.sep)[0]!;
}

const isExcepted = (relative: string) => EXCEPTED.some((folder) => relative.startsWith(`${folder}${path.sep}`));

const tables = tablesOf(sourceFiles(SCHEMA).map((file) => readFileSync(file, "utf8")));
const writers = new Map<string, Set<string>>();
for (const file of sourceFiles(WORKER)) {
  const relative = path.relative(WORKER, file);
  if (isExcepted(relative)) continue;
  for (const table of writtenTables(readFileSync(file, "utf8"), tables)) {
    const files = writers.get(table) ?? new Set<string>();
    files.add(relative);
    writers.set(table, files);
  }
}

describe("each table is written by one area", () => {
  it("finds Drizzle and raw SQL writes, and ignores comments and things that are not tables", () => {
    const sample = tablesOf([
      'export const smsMessages = sqliteTable("sms_messages", {',
      'export const crmLeads = sqliteTable(\n  "crm_leads",',
    ]);
    expect([...sample]).toEqual([
      ["smsMessages", "sms_messages"],
      ["crmLeads", "crm_leads"],
    ]);
    const withUsers = new Map([...sample, ["users", "users"], ["deliveries", "deliveries"], ["sessions", "sessions"]]);
    const source = [
      "await db.insert(smsMessages).values(row);",
      "db\n  .update(\n    users\n  )\n  .set({ email })",
      'd1.prepare("delete from crm_leads where id = ?")',
      "`insert or ignore into deliveries (id) select ?`",
      "headers.delete(key); cache.delete(request);",
      "// db.delete(sessions) once did this",
      "/** @example db.update(sessions).set(x) */",
      'await fetch("https://example.com/"); db.delete(sessions);',
    ].join("\n");
    const found = writtenTables(source, withUsers).sort();
    expect(found).toEqual(["crm_leads", "deliveries", "sessions", "sms_messages", "users"]);
    expect(writtenTables("update the sessions when a user signs out", withUsers)).toEqual([]);
    expect(areaOf(path.join("booking", "reminder-store.ts"))).toBe("booking");
    expect(areaOf("cron.ts")).toBe("cron.ts");
    expect(isExcepted(path.join("seed", "index.ts"))).toBe(true);
    expect(isExcepted(path.join("db", "public-version.ts"))).toBe(false);
  });

  it("reads the schema and finds the writes of worker/", () => {
    expect(tables.size).toBeGreaterThan(40);
    expect(tables.get("smsMessages")).toBe("sms_messages");
    expect(writers.size).toBeGreaterThan(30);
  });

  it("has no table written from two areas", () => {
    const shared = [...writers]
      .filter(([, files]) => new Set([...files].map(areaOf)).size > 1)
      .map(([table, files]) => `${table}: ${[...files].sort().join(", ")}`);
    expect(shared).toEqual([]);
  });
});
