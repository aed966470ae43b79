import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Staff screens never show configuration names (issue 33 item 9): a reply or a screen says "Email is not connected",
 * never "set EMAIL_API_KEY and EMAIL_FROM". The settings are named in the README and in comments, for whoever
 * deploys; no text of worker/ or web/ that reaches a screen names one.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
/** Where the settings are declared: their names are the Worker's types there. */
const DECLARATIONS = new Set(["worker/env.ts"]);
const GENERATED = /^worker\/(page-render|vendor)\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** The settings' names: every upper-case member of the Worker's Bindings with an underscore (DB, AI ... are bindings). */
const SETTINGS = [
  ...readFileSync(path.join(ROOT, "worker/env.ts"), "utf8").matchAll(/^\s+([A-Z][A-Z0-9]*_[A-Z0-9_]+)\??:/gm),
].map((match) => match[1]!);
const SETTING = new RegExp(`\\b(${SETTINGS.join("|")})\\b`);
/** Code that names a setting without showing it: `env.X`, a quoted bare name (a type or a key), a key `X:`. */
const CODE_USE = new RegExp(
  `\\.(${SETTINGS.join("|")})\\b|(["'])(${SETTINGS.join("|")})\\2|\\b(${SETTINGS.join("|")})\\??:`,
  "g",
);

/**
 * The lines of a source that name a setting where a reader could see it: in a string or in JSX text. Comments are
 * left out (a `//` or `*` line, or what follows ` // `), and so are the code's own uses of a setting.
 */
function linesNamingSettings(source: string): string[] {
  return source
    .split("\n")
    .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
    .map((line) => line.replace(/\s\/\/\s.*$/, "").replace(CODE_USE, ""))
    .filter((line) => SETTING.test(line));
}

describe("configuration names stay off staff screens", () => {
  it("reads the settings' names from worker/env.ts", () => {
    expect(SETTINGS).toEqual(expect.arrayContaining(["EMAIL_API_KEY", "EMAIL_FROM", "TWILIO_AUTH_TOKEN", "SITE_URL"]));
  });

  it("finds a setting named in a message or JSX text, not in code, a type, a key or a comment", () => {
    const source = [
      'const reason = "Email is off: set EMAIL_API_KEY and EMAIL_FROM";',
      "        once the GHL_PRIVATE_TOKEN secret is set.",
      'type Config = Pick<Bindings, "EMAIL_FROM" | "SITE_URL">;',
      '  | "TWILIO_AUTH_TOKEN"',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source with a template literal in it
      "const from = env.EMAIL_FROM ?? `${env.SITE_URL}/api`;",
      "const vars = { EMAIL_FROM: undefined, SITE_URL?: 1 };",
      '// "set SITE_URL"',
      ' * "set SITE_URL"',
      "const a = 1; // read from SITE_URL",
    ].join("\n");
    expect(linesNamingSettings(source)).toEqual([
      'const reason = "Email is off: set EMAIL_API_KEY and EMAIL_FROM";',
      "        once the GHL_PRIVATE_TOKEN secret is set.",
    ]);
  });

  it("no text of worker/ or web/ names one", () => {
    const files = [...sourceFiles("worker"), ...sourceFiles("web")].filter(
      (file) => !DECLARATIONS.has(file) && !GENERATED.test(file),
    );
    const named = files.flatMap((file) =>
      linesNamingSettings(readFileSync(path.join(ROOT, file), "utf8")).map((line) => `${file}: ${line.trim()}`),
    );
    expect(named).toEqual([]);
  });
});
