import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * No function in web/ runs past 100 lines: a longer component is a page's filters, table, bulk actions and dialogs
 * in one, to be split into components beside it.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const WEB = path.join(ROOT, "web");
const MAX_LINES = 100;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "dist" || entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.[cm]?[jt]sx?$/.test(entry.name) ? [full] : [];
  });
}

/** A function's name: its own, or that of the variable, property or export it is assigned to. */
function functionName(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name) {
    return parent.name.getText(source);
  }
  if (ts.isExportAssignment(parent)) return "default";
  const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  return `<anonymous at line ${line}>`;
}

/** Every function (declaration, expression, arrow, method or accessor) in `text` longer than `max` lines. */
function longFunctions(fileName: string, text: string, max = MAX_LINES): { name: string; lines: number }[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: { name: string; lines: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > max) found.push({ name: functionName(node as ts.FunctionLikeDeclaration, source), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const lines = (count: number) => Array.from({ length: count }, (_, index) => `  const v${index} = ${index};`);

describe("functions in web/ stay within 100 lines", () => {
  it("measures declarations, arrows, expressions and methods, nested ones too, by their lines", () => {
    const text = [
      "export function Declared() {",
      ...lines(99),
      "}",
      "export const Arrow = () => {",
      ...lines(98),
      "};",
      "const Short = function () {",
      ...lines(10),
      "  const inner = () => {",
      ...lines(99),
      "  };",
      "};",
      "class Store {",
      "  method() {",
      ...lines(100),
      "  }",
      "}",
      "export default function () {",
      ...lines(101),
      "}",
    ].join("\n");
    expect(longFunctions("sample.tsx", text)).toEqual([
      { name: "Declared", lines: 101 },
      { name: "Short", lines: 113 },
      { name: "inner", lines: 101 },
      { name: "method", lines: 102 },
      { name: "<anonymous at line 419>", lines: 103 },
    ]);
  });

  it("reads TSX", () => {
    const text = ["export function Page() {", "  return (", "    <div>", ...lines(100), "    </div>", "  );", "}"];
    expect(longFunctions("page.tsx", text.join("\n"))).toEqual([{ name: "Page", lines: 106 }]);
  });

  const measured = sourceFiles(WEB).flatMap((file) =>
    longFunctions(file, readFileSync(file, "utf8")).map(({ name, lines }) => ({
      key: `${path.relative(WEB, file)} ${name}`,
      lines,
    })),
  );

  it("holds for every function under web/", () => {
    expect(measured.map(({ key, lines }) => `${key}: ${lines}`)).toEqual([]);
  });
});
