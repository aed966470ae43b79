import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { getTableColumns, getTableName, is } from "drizzle-orm";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as schema from "../../worker/db/schema";

/**
 * Raw SQL names tables and columns through Drizzle's objects (`${applications.status}`, `${applications}`), never as
 * bare text, so a renamed column fails the typecheck instead of the query at run time (issue 45). Raw SQL is a
 * `sql` template, `sql.raw(...)`, a D1 `.prepare(...)` string or a plain condition's `sql`; its text outside
 * interpolations, string literals ('new') and comments must not name a table of the schema nor one of their
 * columns, unless the same file names that word as an alias of its own (`... as id`) or qualifies it with a
 * subquery's alias (`(select ...) as r`, `r.id`): those are the query's own names. `rowid` is every table's, and a
 * function's name (`count(*)`) is no column.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const WORKER = path.join(ROOT, "worker");

/** The columns of `json_each` and `json_tree`: a file whose SQL reads a JSON list may name them bare. */
const JSON_EACH = ["key", "value", "type", "atom", "parent", "fullkey", "path"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

/** The schema's table names and column names, as SQL spells them. */
function schemaNames(): { tables: Set<string>; columns: Set<string> } {
  const tables = new Set<string>();
  const columns = new Set<string>();
  for (const value of Object.values(schema)) {
    if (!is(value, SQLiteTable)) continue;
    tables.add(getTableName(value));
    for (const column of Object.values(getTableColumns(value))) columns.add(column.name);
  }
  return { tables, columns };
}

/** A piece of raw SQL's own text (between interpolations) and the line of the source it starts on. */
interface SqlText {
  text: string;
  line: number;
}

/** Index just past the JavaScript string or template literal opening at `start` (a template's `${}` skipped). */
function skipLiteral(source: string, start: number): number {
  const quote = source[start]!;
  let at = start + 1;
  while (at < source.length && source[at] !== quote) {
    if (source[at] === "\\") at += 2;
    else if (quote === "`" && source.startsWith("${", at)) at = skipExpression(source, at + 2);
    else at += 1;
  }
  return at + 1;
}

/** Index just past the `}` closing the interpolation whose expression starts at `start`. */
function skipExpression(source: string, start: number): number {
  let depth = 1;
  let at = start;
  while (at < source.length) {
    const char = source[at]!;
    if (char === "'" || char === '"' || char === "`") {
      at = skipLiteral(source, at);
      continue;
    }
    if (char === "{") depth += 1;
    if (char === "}" && --depth === 0) return at + 1;
    at += 1;
  }
  return at;
}

/** The own text of the literal opening at `start`: a plain string whole, a template between its interpolations. */
function literalTexts(source: string, start: number): SqlText[] {
  const quote = source[start]!;
  const lineAt = (index: number) => source.slice(0, index).split("\n").length;
  const texts: SqlText[] = [];
  let chunkStart = start + 1;
  let at = start + 1;
  while (at < source.length && source[at] !== quote) {
    if (source[at] === "\\") at += 2;
    else if (quote === "`" && source.startsWith("${", at)) {
      texts.push({ text: source.slice(chunkStart, at), line: lineAt(chunkStart) });
      at = skipExpression(source, at + 2);
      chunkStart = at;
    } else at += 1;
  }
  texts.push({ text: source.slice(chunkStart, at), line: lineAt(chunkStart) });
  return texts;
}

/**
 * A `sql` tagged template (typed or not: sql<number>`...`), or a literal that is the first argument of `sql.raw(`
 * or `.prepare(` or the `sql` of a plain condition (`{ sql: "select 1 ...", params }`, worker/db/raw-batch.ts).
 */
const RAW_SQL = /(?<![\w./])sql(?:<[^`;]*?>)?`|(?<![\w./])sql\.raw\(\s*["'`]|\.prepare\(\s*["'`]|\bsql:\s*["'`]/g;

/** `source` with its comments blanked, lines kept (a `//` after `:` is a URL in a string and stays). */
function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " "))
    .replace(/(^|[^:\w"'`])(\/\/.*)$/gm, (_, before: string, comment: string) => before + " ".repeat(comment.length));
}

/** Every piece of raw SQL text in `source`, comments of the source aside. */
function rawSqlTexts(source: string): SqlText[] {
  const code = withoutComments(source);
  return [...code.matchAll(RAW_SQL)].flatMap((match) => literalTexts(code, match.index + match[0].length - 1));
}

/**
 * A file's own names: words its SQL declares with `as` (a result column, a CTE, a subquery) and, apart, the aliases
 * of subqueries, CTEs and table functions (`(select ...) as r`, `with landed as (`, `json_each(...) as listed`),
 * whose columns are the query's own.
 */
function ownNamesOf(texts: SqlText[]): { aliases: Set<string>; subqueries: Set<string>; readsJson: boolean } {
  const all = texts.map(({ text }) => text).join(" ; ");
  const words = (pattern: RegExp) => new Set([...all.matchAll(pattern)].map((match) => match[1]!.toLowerCase()));
  const subqueries = [...words(/\)\s*(?:as\s+)?(\w+)/gi), ...words(/(\w+)\s+as\s*\(/gi)];
  return {
    aliases: words(/\bas\s+"?(\w+)/gi),
    subqueries: new Set(subqueries),
    readsJson: /\bjson_(?:each|tree)\b/.test(all),
  };
}

/** A name in SQL text: `qualifier.word` or `word`, and whether a `(` follows it (a function, not a column). */
interface SqlName {
  qualifier?: string;
  word: string;
  call: boolean;
}

/** The names of SQL text, SQL string literals and identifier quotes aside. */
function namesIn(text: string): SqlName[] {
  const unquoted = text.replace(/'(?:[^']|'')*'/g, "''").replace(/"(\w+)"/g, "$1");
  return [...unquoted.matchAll(/(?:([A-Za-z_]\w*)\s*\.\s*)?([A-Za-z_]\w*)(\s*\()?/g)].map((match) => ({
    qualifier: match[1]?.toLowerCase(),
    word: match[2]!.toLowerCase(),
    call: match[3] !== undefined,
  }));
}

/** `file:line: word` for each table or column `source` names as bare text in raw SQL. */
function offendersIn(relative: string, source: string, names = schemaNames()): string[] {
  const texts = rawSqlTexts(source);
  const own = ownNamesOf(texts);
  const bare = ({ qualifier, word, call }: SqlName): string[] => {
    const table = qualifier !== undefined && names.tables.has(qualifier) && !own.aliases.has(qualifier);
    if (table) return names.columns.has(word) ? [qualifier, word] : [qualifier];
    if (call || word === "rowid" || (own.readsJson && JSON_EACH.includes(word))) return [];
    if (qualifier !== undefined) return names.columns.has(word) && !own.subqueries.has(qualifier) ? [word] : [];
    return (names.tables.has(word) || names.columns.has(word)) && !own.aliases.has(word) ? [word] : [];
  };
  return texts.flatMap(({ text, line }) =>
    text
      .split("\n")
      .flatMap((part, offset) =>
        namesIn(part).flatMap((name) => bare(name).map((word) => `${relative}:${line + offset}: ${word}`)),
      ),
  );
}

const names = schemaNames();
const offenders = sourceFiles(WORKER).flatMap((file) => {
  const relative = path.relative(ROOT, file);
  return offendersIn(relative, readFileSync(file, "utf8"), names);
});

describe("raw SQL names tables and columns through the schema", () => {
  it("reads the schema's tables and columns", () => {
    expect(names.tables.size).toBeGreaterThan(40);
    expect(names.tables.has("applications")).toBe(true);
    expect(names.columns.has("job_id")).toBe(true);
  });

  it("finds bare names in templates, sql.raw, prepare strings and conditions, and nothing else", () => {
    const source = `const a = sql\`count(*) filter (where \${applications.status} = 'new')\`;
const b = sql\`select count(*) from applications where job_id = \${id}\`;
d1.prepare("delete from deliveries where status = ?");
const h = { sql: "select 1 from jobs where id = ?", params: [id] };
const i = sql<number>\`(select count(*) from deliveries)\`;
const c = sql.raw(\`excluded.\${table.column.name}\`);
const d = sql\`select value ->> 0 from json_each(\${list}) as listed where listed.value = 'job_id'\`;
const g = sql\`select r.id, r.job_id, count(*) as total from (\${rows}) as r where p.job_id = 1\`;
// sql\`select job_id from applications\` in a comment
const e = sql\`select \${applications.id} as recipient from \${applications}\`;
const f = sql\`
  where \${x} and
  "candidates"."phone" = \${phone}\`;`;
    expect(offendersIn("worker/x.ts", source, names)).toEqual([
      "worker/x.ts:2: applications",
      "worker/x.ts:2: job_id",
      "worker/x.ts:3: deliveries",
      "worker/x.ts:3: status",
      "worker/x.ts:4: jobs",
      "worker/x.ts:4: id",
      "worker/x.ts:5: deliveries",
      "worker/x.ts:8: job_id",
      "worker/x.ts:13: candidates",
      "worker/x.ts:13: phone",
    ]);
  });

  it("finds no bare table or column name in worker/", () => {
    expect(offenders).toEqual([]);
  });
});
