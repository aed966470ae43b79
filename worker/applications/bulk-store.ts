import type { ApplicationBulkChange, ApplicationBulkResult } from "../contract/application-pipeline";
import type { Db } from "../db/client";
import type { Actor } from "../http/activity-log";
import { applyChange } from "./change-store";

/**
 * One change to up to 100 applications at once (issue 17's bulk actions), all or nothing, by the rules of the single
 * change. Ids that do not exist are skipped and answered as `missing`; an id sent twice counts once.
 */
export async function updateApplications(
  db: Db,
  actor: Actor,
  { ids, ...change }: ApplicationBulkChange,
): Promise<ApplicationBulkResult> {
  const unique = [...new Set(ids)];
  const changed = new Set(await applyChange(db, actor, unique, change, "application.bulk_update"));
  return { updated: changed.size, missing: unique.filter((id) => !changed.has(id)) };
}
