import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ACTIVITY_RECORD_TYPES, ACTIVITY_SENTENCES, activitySentence } from "../../worker/contract/activity";
import { APPOINTMENT_STAFF_STATUSES } from "../../worker/contract/appointments";

/**
 * Every action code the Worker writes to the activity log has its words (issue 35): `activityLog` takes only the
 * typed codes, and this reads the source for the codes written (and the record types named), including those the
 * migrations wrote, so a code passed around as a plain string cannot slip by.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const WORKER = path.join(ROOT, "worker");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ["page-render", "vendor"].includes(entry.name) ? [] : sourceFiles(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

/** Lines that write an action: `action: ...`, or a call of the helpers that take the code as an argument. */
const WRITES_ACTION = /\baction\b\s*[:?]|staffLog\(|applyChange\(|action:\s*$/;
const CODE = /["'`]([a-z_]+\.[a-z_]+(?:\.[a-z_]+)?)["'`]/g;
const TEMPLATE = /`([a-z_]+)\.\$\{/g;

const lines = sourceFiles(WORKER).flatMap((file) => readFileSync(file, "utf8").split("\n"));
const actionLines = lines.filter((line) => WRITES_ACTION.test(line));
const written = [...new Set(actionLines.flatMap((line) => [...line.matchAll(CODE)].map((match) => match[1]!)))];
const templated = [...new Set(actionLines.flatMap((line) => [...line.matchAll(TEMPLATE)].map((match) => match[1]!)))];
const migrated = readdirSync(path.join(ROOT, "migrations"))
  .filter((file) => file.endsWith(".sql"))
  .flatMap((file) => [
    ...readFileSync(path.join(ROOT, "migrations", file), "utf8").matchAll(
      /admin_activity_logs[^;]*?'([a-z_]+\.[a-z_]+)'/g,
    ),
  ])
  .map((match) => match[1]!);

describe("the activity log's words", () => {
  it("finds the codes the Worker writes", () => {
    expect(written).toEqual(
      expect.arrayContaining(["job.create", "privacy.hold", "appointment.cancel", "article.update"]),
    );
    expect(templated.sort()).toEqual(["appointment", "article"]);
    expect(migrated).toContain("user.permissions_reset");
  });

  it("has words for every code written, in the source or by a migration", () => {
    const known = new Set(Object.keys(ACTIVITY_SENTENCES));
    // Codes of other enumerations that appear on the same lines (a file name, an event) are not activity codes.
    const codes = [...written, ...migrated].filter((code) => !/\.(json|ics|csv|txt)$/.test(code));
    expect(codes.filter((code) => !known.has(code))).toEqual([]);
  });

  it("has words for each code built from a value", () => {
    for (const status of APPOINTMENT_STAFF_STATUSES)
      expect(ACTIVITY_SENTENCES).toHaveProperty([`appointment.${status}`]);
    for (const transition of ["approve", "publish", "unpublish"])
      expect(ACTIVITY_SENTENCES).toHaveProperty([`article.${transition}`]);
  });

  it("names every record type the Worker writes", () => {
    const types = [
      ...new Set(lines.flatMap((line) => [...line.matchAll(/entityType: "([a-z_]+)"/g)].map((m) => m[1]!))),
    ];
    expect(types.length).toBeGreaterThan(15);
    expect(types.filter((type) => !(type in ACTIVITY_RECORD_TYPES))).toEqual([]);
  });

  it("reads as a sentence", () => {
    expect(activitySentence({ username: "jane", role: "manager", action: "job.create" })).toBe(
      "jane (manager) created a job",
    );
    expect(activitySentence({ username: null, role: null, action: "privacy.retention" })).toBe(
      "The system anonymized people past the retention period",
    );
  });
});
