/**
 * The job search's FTS5 query (jobs_fts, migration 0007): the visitor's words (made safe by `toFtsQuery`) in the
 * columns a status may see, and the filters the index answers.
 */

import type { JobStatus } from "../contract/enums";
import { toFtsQuery } from "./fts-query";

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
  return Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase();
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
    search.status === "published"
      ? PUBLISHED_WORDS
      : search.status
        ? HIDDEN_WORDS
        : `${PUBLISHED_WORDS} ${HIDDEN_WORDS}`;
  const parts = [`{${columns}} : (${keyword})`];
  if (search.status && search.status !== "published") parts.push(`status : "${search.status}"`);
  const facet = facetToken(search.location, search.industry);
  if (facet) parts.push(`facets : "${facet}"`);
  return parts.join(" AND ");
}

/**
 * The word a keyword search matches as a prefix (the last bare word, lowercase): the search ranks the jobs whose
 * title holds it as a whole word before those that only share its start or stem ("controller" puts "Interim
 * Controller" before "Controls Technician", which the porter stemmer indexes as the same word).
 *
 * @example jobsPrefixWord('senior Controller') // "controller"
 * @returns undefined when the last term is a quoted phrase or there is no searchable word.
 */
export function jobsPrefixWord(keyword: string): string | undefined {
  return toFtsQuery(keyword)
    ?.match(/"([^"]+)"\*$/)?.[1]
    ?.toLowerCase();
}
