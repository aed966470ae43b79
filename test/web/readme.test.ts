import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The README's Layout and Configuration cannot go stale unnoticed (issue 45): every folder of worker/ and web/ is
 * named in the Layout, each once, each configuration name is listed once, and every file "Where to find things"
 * names exists.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const README = readFileSync(path.join(ROOT, "README.md"), "utf8");

/** The text of the section under the `## <title>` heading. */
function section(title: string): string {
  const start = README.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`README.md has no "## ${title}" section`);
  const end = README.indexOf("\n## ", start + 1);
  return README.slice(start, end < 0 ? undefined : end);
}

/** The Layout's tree: the fenced block of its section. */
function layoutTree(): string[] {
  const block = /```\n([\s\S]*?)```/.exec(section("Layout"))?.[1];
  if (!block) throw new Error("README.md's Layout has no fenced tree");
  return block.split("\n");
}

/** The folders the tree names as entries: `name/` at the start of a line, with the depth of its indent. */
function treeEntries(lines: string[]): { depth: number; name: string }[] {
  return lines.flatMap((line) => {
    const match = /^( *)([\w.-]+)\/(?:\s|$)/.exec(line);
    return match ? [{ depth: match[1]!.length, name: match[2]! }] : [];
  });
}

const folders = (dir: string, skip: string[] = []) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !skip.includes(entry.name))
    .map((entry) => entry.name)
    .sort();

describe("README.md", () => {
  const entries = treeEntries(layoutTree());

  it("reads the tree's entries and their depth", () => {
    expect(
      treeEntries(["worker/            the Worker", "  db/  client.ts", "    staff/", "  x.ts  y/ not an entry"]),
    ).toEqual([
      { depth: 0, name: "worker" },
      { depth: 2, name: "db" },
      { depth: 4, name: "staff" },
    ]);
  });

  it("names every folder of worker/ in its Layout, once", () => {
    // worker/'s areas are listed under `<area>/`, one level below worker/; the rest of worker/ beside it.
    const named = entries.filter((entry) => entry.depth === 2 || entry.depth === 4).map((entry) => entry.name);
    const missing = folders("worker").filter((folder) => !named.includes(folder));
    expect(missing).toEqual([]);
    const areas = entries.filter((entry) => entry.depth === 4).map((entry) => entry.name);
    expect(areas.filter((name, index) => areas.indexOf(name) !== index)).toEqual([]);
  });

  it("names every folder of web/ in its Layout (the build's output aside)", () => {
    const webAt = layoutTree().findIndex((line) => line.startsWith("web/"));
    const next = layoutTree().findIndex((line, index) => index > webAt && /^[\w.-]+\/\s/.test(line));
    const named = treeEntries(layoutTree().slice(webAt, next)).map((entry) => entry.name);
    expect(folders("web", ["dist"]).filter((folder) => !named.includes(folder))).toEqual([]);
  });

  it("lists each configuration name once", () => {
    const names = section("Configuration and secrets")
      .split("\n")
      .filter((line) => line.startsWith("| `"))
      .flatMap((line) => [...line.split("|")[1]!.matchAll(/`([A-Z_][A-Z0-9_]*)`/g)].map((match) => match[1]!));
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it("says what web/ may import as the architecture tests hold it", () => {
    expect(section("Layout")).not.toMatch(/worker\/domain's pure logic/);
  });

  it("names, in Where to find things, at most six files for each thing, every one of them there", () => {
    const rows = section("Where to find things")
      .split("\n")
      .filter((line) => line.startsWith("| ") && !line.startsWith("| What") && !line.startsWith("| ---"));
    const files = new Map(
      rows.map((row) => [
        row.split("|")[1]!.trim(),
        [...row.split("|")[2]!.matchAll(/`([\w./-]+\.\w+)`/g)].map((m) => m[1]!),
      ]),
    );
    expect([...files.keys()]).toEqual([
      "Placements",
      "An inbound email reply",
      "A newsletter send",
      "A job alert",
      "A reschedule",
      "A client-portal answer",
    ]);
    for (const [what, paths] of files) {
      expect(paths.length, what).toBeGreaterThanOrEqual(4);
      expect(paths.length, what).toBeLessThanOrEqual(6);
      expect(
        paths.filter((file) => !existsSync(path.join(ROOT, file))),
        what,
      ).toEqual([]);
    }
  });
});
