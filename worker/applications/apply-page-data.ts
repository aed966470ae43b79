import type { Context } from "hono";
import type { RouteDataEntry } from "../contract/route-data";
import type { AppEnv } from "../env";
import { findPublicJob } from "../jobs/search-store";

/**
 * The answers a page's queries start from, for the pages the Worker renders both on GET (./page-routes.ts) and when
 * it re-renders a refused form post (./form-posts.ts `routeData`), so both renders start from the same data.
 */

/** /apply?jobId=...: the open job applied for (its "Applying for" line); none for a general or unknown job. */
export async function applyPageData(c: Context<AppEnv>): Promise<RouteDataEntry[]> {
  const jobId = new URL(c.req.url).searchParams.get("jobId");
  if (!jobId) return [];
  const found = await findPublicJob(c.var.db, jobId);
  return found && "open" in found ? [{ queryKey: ["/api/jobs", found.open.id], data: found.open }] : [];
}
