import { SKILLS_VOCABULARY, type SkillTerm } from "../contract/skills";

/**
 * Skills suggested from text (issue 46): each vocabulary term whose name or alias appears in the text as a whole
 * term, in any case ("CPA required" suggests CPA; "Node" in "nodes" does not). A suggestion is only offered: staff
 * confirm what is kept.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A term found only where it stands alone: no letter, digit, "+" or "#" touching it ("C" is not in "C++"). A short
 * term with a capital (CPA, SAP, Go, Epic) matches in its own case only, so "go" and "epic" in prose are not skills.
 */
function termPattern(term: string): RegExp {
  const caseSensitive = term.length <= 4 && /\p{Lu}/u.test(term);
  const body = escapeRegExp(term).replace(/\s+/g, "\\s+");
  return new RegExp(`(?<![\\p{L}\\d+#.])${body}(?![\\p{L}\\d+#]|\\.\\w)`, caseSensitive ? "u" : "iu");
}

const PATTERNS = new Map<SkillTerm, RegExp[]>(
  SKILLS_VOCABULARY.map((term) => [term, [term.name, ...(term.aliases ?? [])].map(termPattern)]),
);

/**
 * The vocabulary's skills the text names, in the vocabulary's order, each once.
 *
 * @example suggestSkills("CPA required; experience with NetSuite and SAP") // ["CPA", "NetSuite", "SAP"]
 */
export function suggestSkills(text: string, vocabulary: readonly SkillTerm[] = SKILLS_VOCABULARY): string[] {
  if (!text.trim()) return [];
  return vocabulary
    .filter((term) =>
      (PATTERNS.get(term) ?? [term.name, ...(term.aliases ?? [])].map(termPattern)).some((pattern) =>
        pattern.test(text),
      ),
    )
    .map((term) => term.name);
}

/** A skill as compared: case and spacing do not make two skills ("sql" is "SQL"). */
export const skillKey = (skill: string) => skill.trim().replace(/\s+/g, " ").toLowerCase();

/** Skills as stored: trimmed, each once (by `skillKey`), in the order given. */
export function normalizeSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const skill of skills) {
    const name = skill.trim().replace(/\s+/g, " ");
    if (!name || seen.has(skillKey(name))) continue;
    seen.add(skillKey(name));
    kept.push(name);
  }
  return kept;
}
