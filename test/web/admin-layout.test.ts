import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The back office's code keeps to its rooms: a component only the back office uses lives under
 * web/components/admin/ (ui/ holds the primitives both sides may use), its lists draw their tables through the one
 * AdminTable, and its forms keep their state in the one useDialogForm.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const WEB = path.join(ROOT, "web");
const COMPONENTS = path.join(WEB, "components");
const ADMIN_CODE = [
  path.join(WEB, "pages", "admin"),
  path.join(COMPONENTS, "admin"),
  path.join(WEB, "admin-routes.tsx"),
];
const UI = path.join(COMPONENTS, "ui");

const SPECIFIER = /\bfrom\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']|\bimport\s*\(\s*["'`]([^"'`]+)["'`]\s*\)/g;

const isFile = (candidate: string) => statSync(candidate, { throwIfNoEntry: false })?.isFile() ?? false;
const inside = (file: string, dir: string) => file === dir || !path.relative(dir, file).startsWith("..");
const isAdminCode = (file: string) => ADMIN_CODE.some((place) => inside(file, place));
const relative = (file: string) => path.relative(ROOT, file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "dist" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The source files under web/ that `file` imports. */
function imports(file: string): string[] {
  return [...readFileSync(file, "utf8").matchAll(SPECIFIER)]
    .map((match) => (match[1] ?? match[2] ?? match[3])!)
    .filter((specifier) => specifier.startsWith("."))
    .map((specifier) => path.resolve(path.dirname(file), specifier))
    .map((target) => [target, `${target}.ts`, `${target}.tsx`].find(isFile) ?? target);
}

const WEB_FILES = sourceFiles(WEB);

describe("the back office's components", () => {
  it("live under web/components/admin/ when only the back office uses them", () => {
    const importers = new Map<string, string[]>();
    for (const file of WEB_FILES) {
      for (const target of imports(file)) importers.set(target, [...(importers.get(target) ?? []), file]);
    }
    const adminOnly = WEB_FILES.filter((file) => inside(file, COMPONENTS) && !isAdminCode(file) && !inside(file, UI))
      .filter((file) => (importers.get(file) ?? []).length > 0 && importers.get(file)!.every(isAdminCode))
      .map(relative);
    expect(adminOnly).toEqual([]);
  });

  it("draw their tables through AdminTable", () => {
    const tables = WEB_FILES.filter((file) => /<table\b/.test(readFileSync(file, "utf8"))).map(relative);
    expect(tables).toEqual(["web/components/admin/AdminTable.tsx"]);
  });

  it("keep a form's values in useDialogForm, not a state of their own", () => {
    const ownState = WEB_FILES.filter((file) => isAdminCode(file))
      .filter((file) => /useState<FormState\b/.test(readFileSync(file, "utf8")))
      .map(relative);
    expect(ownState).toEqual([]);
  });
});
