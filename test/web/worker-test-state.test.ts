import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Each worker test sets up the state it reads (issue 45 item 6): no `let` at a test file's top level or directly in
 * a `describe` body, where one test or a `beforeAll` assigns what a later test reads, so that a test cannot run
 * alone (`-t`) and depends on the order of the others. Set-up that every test needs fresh goes in a function each
 * test calls or in `beforeEach` with its own locals; what is truly constant for the file is a `const`. Every
 * `*.test.ts` file of test/worker is checked, none excepted.
 */

const TESTS = path.resolve(import.meta.dirname, "../worker");

const DESCRIBE = new Set(["describe", "suite"]);

/** Whether a call is a `describe` (or `suite`), plain or through a modifier such as `.only` or `.each(...)`. */
function isDescribeCall(call: ts.CallExpression): boolean {
  let callee: ts.Expression = call.expression;
  while (ts.isCallExpression(callee) || ts.isPropertyAccessExpression(callee)) {
    callee = callee.expression;
  }
  return ts.isIdentifier(callee) && DESCRIBE.has(callee.text);
}

/** The `let` declarations (as "line: name") of a file's top level and of every `describe` body, nested ones too. */
function sharedLets(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visitStatements = (statements: ts.NodeArray<ts.Statement>) => {
    for (const statement of statements) {
      if (ts.isVariableStatement(statement) && (statement.declarationList.flags & ts.NodeFlags.Let) !== 0) {
        for (const declaration of statement.declarationList.declarations) {
          const { line } = file.getLineAndCharacterOfPosition(declaration.getStart(file));
          found.push(`${line + 1}: ${declaration.name.getText(file)}`);
        }
      }
      if (!ts.isExpressionStatement(statement) || !ts.isCallExpression(statement.expression)) continue;
      const call = statement.expression;
      if (!isDescribeCall(call)) continue;
      for (const argument of call.arguments) {
        if ((ts.isArrowFunction(argument) || ts.isFunctionExpression(argument)) && ts.isBlock(argument.body)) {
          visitStatements(argument.body.statements);
        }
      }
    }
  };
  visitStatements(file.statements);
  return found;
}

const testFiles = readdirSync(TESTS)
  .filter((name) => name.endsWith(".test.ts"))
  .sort();

describe("worker tests carry no state from one test to the next", () => {
  it.each(testFiles)("%s declares no let at its top level or in a describe", (name) => {
    expect(sharedLets(name, readFileSync(path.join(TESTS, name), "utf8"))).toEqual([]);
  });

  it("finds a let at the top level and in nested describes, but not in a test or a hook", () => {
    const source = `
      let top = 1;
      describe("a", () => {
        let inA: string;
        beforeAll(() => { let local = 2; inA = String(local); });
        describe.each([1])("b %s", () => {
          let inB = 0;
          it("t", () => { let inTest = 3; inB += inTest; });
        });
      });
      function helper() { let insideHelper = 4; return insideHelper; }
    `;
    expect(sharedLets("example.test.ts", source)).toEqual(["2: top", "4: inA", "7: inB"]);
  });
});
