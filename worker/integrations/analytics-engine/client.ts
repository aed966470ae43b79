import { ANALYTICS_TOP, type CountOf, type PageViewFigures } from "../../contract/analytics";
import type { Bindings } from "../../env";

/**
 * Public page views in Workers Analytics Engine (decision 061): the Worker writes one data point per page it serves
 * to a visitor (no cookie, no IP, no user agent: the path, the referring site's host and the country), and the
 * analytics dashboard reads them back through the Analytics Engine SQL API when an account id and a token with
 * "Account Analytics: Read" are configured. Locally `wrangler dev` accepts the writes and nothing can read them.
 */

/** The dataset `PAGE_VIEWS` writes to (wrangler.toml); the SQL API's table of the same name. */
export const PAGE_VIEWS_DATASET = "staffing_site_page_views";
export const analyticsSqlEndpoint = (accountId: string) =>
  `https://api.cloudflare.com/client/v4/accounts/${encodeURIComponent(accountId)}/analytics_engine/sql`;
const TIMEOUT_MS = 10_000;
/** Analytics Engine keeps a blob of at most 16 KB and an index of 96 bytes; a path of ours is far shorter. */
const PATH_MAX = 200;
const INDEX_MAX = 96;

export const NOT_CONNECTED_REASON =
  "Page views are not connected: the Analytics Engine account and its read token are not set up yet.";

/**
 * The data point of one page view: blobs [path, referrer host, country], one double (the view), the path as the
 * sampling index. The referrer is cut to its host and left empty for the site's own pages, so nothing of a
 * visitor's other browsing (paths, queries) is kept.
 */
export function pageViewDataPoint(request: Request): AnalyticsEngineDataPoint {
  const url = new URL(request.url);
  const path = url.pathname.slice(0, PATH_MAX);
  let referrerHost = "";
  try {
    const referrer = new URL(request.headers.get("Referer") ?? "");
    if (referrer.host !== url.host) referrerHost = referrer.host;
  } catch {
    // No referrer, or not a URL: counted as a direct visit.
  }
  const country = (request as Request & { cf?: { country?: unknown } }).cf?.country;
  return {
    blobs: [path, referrerHost, typeof country === "string" ? country : ""],
    doubles: [1],
    indexes: [path.slice(0, INDEX_MAX)],
  };
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** The SQL API's JSON answer (FORMAT JSON): the rows under `data`. */
interface SqlAnswer {
  data?: Record<string, unknown>[];
}

/** "YYYY-MM-DD HH:MM:SS" in UTC, the form Analytics Engine's toDateTime reads; built from a number, never input. */
const sqlDateTime = (instant: number) => new Date(instant).toISOString().slice(0, 19).replace("T", " ");

/**
 * The page views of [start, end): the total, the most viewed paths, the referring sites and the countries, each
 * weighted by `_sample_interval` (Analytics Engine samples at high volume). Four statements of one SQL API call each.
 */
export async function readPageViews(
  env: Pick<Bindings, "ANALYTICS_ACCOUNT_ID" | "ANALYTICS_API_TOKEN">,
  range: { start: number; end: number },
  fetcher: FetchLike = fetch,
): Promise<PageViewFigures> {
  const accountId = env.ANALYTICS_ACCOUNT_ID;
  const token = env.ANALYTICS_API_TOKEN;
  if (!accountId || !token) return { connected: false, reason: NOT_CONNECTED_REASON };
  const where = `timestamp >= toDateTime('${sqlDateTime(range.start)}') AND timestamp < toDateTime('${sqlDateTime(range.end)}')`;
  const query = async (statement: string) => {
    const response = await fetcher(analyticsSqlEndpoint(accountId), {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "text/plain" },
      body: statement,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok)
      throw new Error(`Analytics Engine answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    return ((await response.json()) as SqlAnswer).data ?? [];
  };
  const grouped = async (blob: string, emptyLabel: string): Promise<CountOf[]> =>
    (
      await query(
        `SELECT ${blob} AS label, SUM(_sample_interval) AS count FROM ${PAGE_VIEWS_DATASET} WHERE ${where} ` +
          `GROUP BY label ORDER BY count DESC LIMIT ${ANALYTICS_TOP} FORMAT JSON`,
      )
    ).map((row) => ({ label: String(row.label ?? "") || emptyLabel, count: Number(row.count ?? 0) }));
  try {
    const [total, topPaths, topReferrers, countries] = await Promise.all([
      query(`SELECT SUM(_sample_interval) AS count FROM ${PAGE_VIEWS_DATASET} WHERE ${where} FORMAT JSON`),
      grouped("blob1", "(none)"),
      grouped("blob2", "(direct or this site)"),
      grouped("blob3", "(unknown)"),
    ]);
    return { connected: true, total: Number(total[0]?.count ?? 0), topPaths, topReferrers, countries };
  } catch (error) {
    return { connected: false, reason: `Page views could not be read: ${(error as Error).message}` };
  }
}
