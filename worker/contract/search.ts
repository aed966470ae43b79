import { z } from "zod";

/** The back office's command palette: a few records of each kind whose name matches what staff typed. */

/** The most hits of each kind one search answers. */
export const STAFF_SEARCH_LIMIT_MAX = 10;

export const staffSearchQuerySchema = z.object({
  q: z.string().trim().min(1, "Search is required").max(100, "Search must be at most 100 characters"),
  limit: z.coerce
    .number({ error: "Limit must be a number" })
    .int("Limit must be a whole number")
    .min(1, "Limit must be at least 1")
    .max(STAFF_SEARCH_LIMIT_MAX, `Limit must be at most ${STAFF_SEARCH_LIMIT_MAX}`)
    .default(5),
});
export type StaffSearchQuery = z.output<typeof staffSearchQuerySchema>;

export interface StaffSearchHit {
  id: string;
  /** The name staff know it by: a person's name, a job's title. */
  title: string;
  /** A second line: an email, a job's place and status, the job applied for. */
  detail: string;
  /** The back-office page that shows it. */
  href: string;
}

/** Each kind the caller may read (its area); a kind outside their areas is absent, not empty. */
export interface StaffSearchResult {
  candidates?: StaffSearchHit[];
  jobs?: StaffSearchHit[];
  applications?: StaffSearchHit[];
}

export interface SearchAnswers {
  "GET /api/admin/search": StaffSearchResult;
}
