import { publishedArticlesQuerySchema } from "../contract/articles";
import { resourcesPageQuery } from "../contract/resources-page";
import type { RouteDataEntry } from "../contract/route-data";
import type { Db } from "../db/client";
import { resourceStats, searchPublishedArticles } from "./published-articles";

/**
 * The answers /resources starts from (the page of articles its address names and the statistics), for its GET and
 * for the re-render of a refused newsletter signup posted there. An address the API would refuse renders without
 * its list, which the browser then asks for and shows the API's error.
 */
export async function resourcesPageData(db: Db, search: URLSearchParams): Promise<RouteDataEntry[]> {
  const query = resourcesPageQuery(search);
  const valid = publishedArticlesQuerySchema.safeParse(query);
  const [page, stats] = await Promise.all([
    valid.success ? searchPublishedArticles(db, valid.data) : undefined,
    resourceStats(db),
  ]);
  return [
    ...(page ? [{ queryKey: ["/api/content/published-articles", query, "page"], data: page }] : []),
    { queryKey: ["/api/content/resource-stats"], data: stats },
  ];
}
