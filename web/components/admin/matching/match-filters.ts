import type { ApiQuery } from "../../../lib/api";

/**
 * The filters of a match list and of the candidates search (issue 46 items 4 and 7), by the names the API takes and
 * the address holds (?radius=25&salaryMin=180000&skills=CPA,SAP&skillsMode=all), so a reload, Back or a shared link
 * shows the same list.
 */
export const MATCH_FILTER_NAMES = [
  "radius",
  "near",
  "salaryMin",
  "salaryMax",
  "remote",
  "skills",
  "skillsMode",
  "availableInWeeks",
  "stage",
  "tags",
  "owner",
] as const;
export type MatchFilterName = (typeof MATCH_FILTER_NAMES)[number];
export type MatchFilterValues = Partial<Record<MatchFilterName, string>>;

/** The filters the address names, trimmed; empty ones left out. */
export function matchFiltersOf(params: URLSearchParams): MatchFilterValues {
  const values: MatchFilterValues = {};
  for (const name of MATCH_FILTER_NAMES) {
    const value = params.get(name)?.trim();
    if (value) values[name] = value;
  }
  return values;
}

/**
 * How many filters are on: a skills mode alone filters nothing, so it counts only with skills.
 *
 * @example activeFilterCount({ radius: "25", skillsMode: "none" }) // 1
 */
export function activeFilterCount(values: MatchFilterValues): number {
  return MATCH_FILTER_NAMES.filter((name) => values[name] && (name !== "skillsMode" || values.skills)).length;
}

/** The query of a page of matches: the filters as the address has them, and the page as limit and offset. */
export function matchQuery(values: MatchFilterValues, page: number, pageSize: number): ApiQuery {
  return { ...values, limit: pageSize, offset: (page - 1) * pageSize };
}
