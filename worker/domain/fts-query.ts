/**
 * Turns what someone types into a search box into a safe SQLite FTS5 query, for every FTS5 index (jobs, articles,
 * applications, messages). Raw input never reaches MATCH: FTS5 has its own syntax (AND, OR, NOT, NEAR, column
 * filters, `*`, `^`, parentheses) and a stray quote or operator would be a syntax error (a 500) or a different search
 * than the one typed.
 *
 * Rules: words are runs of letters and digits (the tokenizer's own notion); each becomes a quoted string, so
 * operators are just words; text inside double quotes is kept as a phrase; every term must match (FTS5's implicit
 * AND); the last bare word is a prefix ("engin" finds "engineer") because people search as they type.
 */

/** At most this many terms are used; the rest of an overlong query is ignored. */
export const MAX_SEARCH_TERMS = 12;

const WORD = /[\p{L}\p{N}]+/gu;

/** A word of four letters or more ending in one "s" (not "ss"): the letters before it. */
const PLURAL = /^(\p{L}{2,}[^\P{L}s])s$/iu;

function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * `prefix: "every"` makes every bare word a prefix, for staff's searches (names and emails are typed in part: "jo smi"
 * finds John Smith), and a plural's final "s" is dropped from it ("trainers" finds "trainer"), since the applications'
 * and messages' indexes do not stem words (migration 0030).
 *
 * @example toFtsQuery('senior "data engineer" pyth') // '"senior" "data engineer" "pyth"*'
 * @example toFtsQuery('NOT (x) OR y*')               // '"NOT" "x" "OR" "y"*'
 * @example toFtsQuery('jo smi trainers', "every")    // '"jo"* "smi"* "trainer"*'
 * @returns the MATCH expression, or undefined when the text holds no searchable word.
 */
export function toFtsQuery(text: string, prefix: "last" | "every" = "last"): string | undefined {
  const terms: { text: string; phrase: boolean }[] = [];
  // Alternate outside/inside quotes: odd segments were quoted. An unclosed quote still reads as a phrase.
  text.split('"').forEach((segment, index) => {
    const found = words(segment);
    if (found.length === 0) return;
    if (index % 2 === 1 && found.length > 1) terms.push({ text: found.join(" "), phrase: true });
    else for (const word of found) terms.push({ text: word, phrase: false });
  });
  const used = terms.slice(0, MAX_SEARCH_TERMS);
  if (used.length === 0) return undefined;
  return used
    .map((term, index) => {
      if (term.phrase) return `"${term.text}"`;
      if (prefix === "every") return `"${term.text.replace(PLURAL, "$1")}"*`;
      return index === used.length - 1 ? `"${term.text}"*` : `"${term.text}"`;
    })
    .join(" ");
}

/**
 * What someone typed as one FTS5 string, for a trigram index (candidates, migration 0031): it is found wherever it
 * stands in a column, punctuation and spaces included, as a `LIKE '%text%'` would; a double quote is doubled, so no
 * text is FTS5 syntax.
 */
export function toTrigramPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * A MATCH expression finding any of `texts`, each a phrase of its words ("Big 4" is `"Big 4"`): the words of a job or
 * a person that a match's relevance ranks by (issue 46), bm25 rewarding the rows that hold more of them. At most
 * MAX_SEARCH_TERMS phrases.
 *
 * @example anyOfFtsQuery(["CPA", "Big 4", "SAP"]) // '"CPA" OR "Big 4" OR "SAP"'
 * @returns undefined when no text holds a searchable word.
 */
export function anyOfFtsQuery(texts: readonly string[]): string | undefined {
  const phrases = texts.map((text) => words(text).join(" ")).filter(Boolean);
  const unique = phrases.filter(
    (phrase, i) => phrases.findIndex((p) => p.toLowerCase() === phrase.toLowerCase()) === i,
  );
  if (unique.length === 0) return undefined;
  return unique
    .slice(0, MAX_SEARCH_TERMS)
    .map((phrase) => `"${phrase}"`)
    .join(" OR ");
}

/** A staff search split into what it looks for and what it excludes. */
export interface SearchParts {
  /** The text to find, quoted phrases kept in their quotes; "" when the search only excludes. */
  include: string;
  /** The words and phrases a `-` put before: a candidate holding any of them is left out. */
  exclude: string[];
}

/**
 * Splits a search at its exclusions (issue 46 item 7): `-word` and `-"a phrase"` at the start of a term (after a
 * space or at the start, so "full-time" is one term) are excluded; everything else is searched as typed.
 *
 * @example splitSearch('controller "big 4" -audit -"public accounting"')
 * // { include: 'controller "big 4"', exclude: ["audit", "public accounting"] }
 */
export function splitSearch(q: string): SearchParts {
  const include: string[] = [];
  const exclude: string[] = [];
  const TERM = /(-?)("[^"]*"?|[^\s"]+)/g;
  for (const [, minus, term] of q.matchAll(TERM)) {
    if (!term) continue;
    if (minus) {
      const text = term.replace(/"/g, "").trim();
      if (words(text).length > 0) exclude.push(text);
    } else include.push(term);
  }
  return { include: include.join(" ").trim(), exclude };
}
