import { appendFileSync, existsSync, readFileSync } from "node:fs";

/** `.dev.vars` is wrangler's local secrets file (KEY=value lines, gitignored). */
export const DEV_VARS_PATH = ".dev.vars";

export function readDevVars(path = DEV_VARS_PATH): Record<string, string> {
  if (!existsSync(path)) return {};
  const vars: Record<string, string> = {};
  for (const line of readFileSync(path, "utf8").split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/.exec(line);
    if (!match?.[1]) continue;
    vars[match[1]] = (match[2] ?? "").replace(/^"(.*)"$/, "$1");
  }
  return vars;
}

export function appendDevVar(name: string, value: string, path = DEV_VARS_PATH): void {
  const existing = existsSync(path) ? readFileSync(path, "utf8") : "";
  const separator = existing === "" || existing.endsWith("\n") ? "" : "\n";
  appendFileSync(path, `${separator}${name}="${value}"\n`, { mode: 0o600 });
}

/** Makes sure `.dev.vars` holds `name`, generating a value once; returns the value. */
export function ensureDevVar(name: string, generate: () => string, path = DEV_VARS_PATH): string {
  const existing = readDevVars(path)[name];
  if (existing) return existing;
  const value = generate();
  appendDevVar(name, value, path);
  return value;
}
