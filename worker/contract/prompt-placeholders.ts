/**
 * The `{{name}}` placeholders of a content prompt: the admin form lists them as inputs, the Worker fills them when
 * it generates (now or on a schedule). One pattern for both, so the inputs shown are exactly the values needed.
 */

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The placeholder names in a prompt, in order of first use, without repeats. */
export function placeholdersOf(prompt: string): string[] {
  return [...new Set([...prompt.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

export type FillResult =
  | {
      ok: true;
      prompt: string /** The values the prompt uses, trimmed: what the article must name. */;
      used: Record<string, string>;
    }
  | { ok: false; missing: string[] };

/**
 * Fills `{{name}}` placeholders from `variables`. A placeholder with no value (or only blanks) is reported rather
 * than left in the text, so a schedule never publishes "{{role}}".
 *
 * @example fillTemplate("Hiring {{role}}s", { role: "nurse" }) // { ok: true, prompt: "Hiring nurses", used: { role: "nurse" } }
 */
export function fillTemplate(prompt: string, variables: Record<string, string>): FillResult {
  const names = placeholdersOf(prompt);
  const missing = names.filter((name) => !variables[name]?.trim());
  if (missing.length > 0) return { ok: false, missing };
  return {
    ok: true,
    prompt: prompt.replace(PLACEHOLDER, (_, name: string) => variables[name]!.trim()),
    used: Object.fromEntries(names.map((name) => [name, variables[name]!.trim()])),
  };
}
