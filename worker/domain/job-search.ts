/**
 * Turns what a visitor types into the job search box into a safe SQLite FTS5 query. Raw input never reaches
 * MATCH: FTS5 has its own syntax (AND, OR, NOT, NEAR, column filters, `*`, `^`, parentheses) and a stray quote
 * or operator would be a syntax error (a 500) or a different search than the one typed.
 *
 * Rules: words are runs of letters and digits (the tokenizer's own notion); each becomes a quoted string, so
 * operators are just words; text inside double quotes is kept as a phrase; every term must match (FTS5's implicit
 * AND); the last bare word is a prefix ("engin" finds "engineer") because people search as they type.
 */

import type { JobStatus } from "../contract/enums";

/** At most this many terms are used; the rest of an overlong query is ignored. */
export const MAX_SEARCH_TERMS = 12;

const WORD = /[\p{L}\p{N}]+/gu;

function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * `prefix: "every"` makes every bare word a prefix, for staff's applications search (names and emails are typed in
 * part: "jo smi" finds John Smith).
 *
 * @example toFtsQuery('senior "data engineer" pyth') // '"senior" "data engineer" "pyth"*'
 * @example toFtsQuery('NOT (x) OR y*')               // '"NOT" "x" "OR" "y"*'
 * @example toFtsQuery('jo smi', "every")             // '"jo"* "smi"*'
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
      const quoted = `"${term.text}"`;
      return !term.phrase && (prefix === "every" || index === used.length - 1) ? `${quoted}*` : quoted;
    })
    .join(" ");
}

/** What a keyword search asks of the jobs_fts index (migration 0006): the words, and the filters it answers. */
export interface JobFtsSearch {
  keyword: string;
  /** Undefined: every status (staff only). */
  status?: JobStatus;
  location?: string;
  industry?: string;
}

/** Where jobs_fts holds a job's words: under the first three columns when it is published, else the hidden ones. */
const PUBLISHED_WORDS = "title company description";
const HIDDEN_WORDS = "hidden_title hidden_company hidden_description";

/** Uppercase hex of the text's UTF-8 bytes, as SQLite's hex() spells a text value. */
function hex(text: string): string {
  return Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, "0")).join("").toUpperCase();
}

/**
 * The one facets token (migration 0006's jobs_fts_source) that a job has exactly when its location and industry
 * equal the ones asked for: both, or either alone.
 */
export function facetToken(location: string | undefined, industry: string | undefined): string | undefined {
  if (location && industry) return `c${hex(location)}x${hex(industry)}0`;
  if (location) return `l${hex(location)}0`;
  if (industry) return `i${hex(industry)}0`;
  return undefined;
}

/**
 * The whole MATCH expression of a keyword search, every filter answered by the index exactly. The visitor's words
 * are searched in the published jobs' columns for the public (with no extra term for bm25 to weigh), in the hidden
 * ones plus the status for a draft or archived filter, in both for every status; location and industry are one
 * facets token.
 *
 * @example jobsFtsQuery({ keyword: "nurse", status: "published", location: "Remote" })
 * // '{title company description} : ("nurse"*) AND facets : "l52656D6F74650"'
 * @returns undefined when the keyword holds no searchable word (the search is then not a keyword search).
 */
export function jobsFtsQuery(search: JobFtsSearch): string | undefined {
  const keyword = toFtsQuery(search.keyword);
  if (!keyword) return undefined;
  const columns =
    search.status === "published" ? PUBLISHED_WORDS : search.status ? HIDDEN_WORDS : `${PUBLISHED_WORDS} ${HIDDEN_WORDS}`;
  const parts = [`{${columns}} : (${keyword})`];
  if (search.status && search.status !== "published") parts.push(`status : "${search.status}"`);
  const facet = facetToken(search.location, search.industry);
  if (facet) parts.push(`facets : "${facet}"`);
  return parts.join(" AND ");
}
