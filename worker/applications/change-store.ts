import { and, eq, inArray } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { ActivityAction } from "../contract/activity";
import type { ApplicationDetail, ApplicationUpdate } from "../contract/application-pipeline";
import type { Db } from "../db/client";
import { applications, users } from "../db/schema";
import { changeFields } from "../domain/application-stages";
import type { Actor } from "../http/activity-log";
import { validationError } from "../http/errors";
import { isWorkingStaff } from "../staff/working-staff-store";
import { findApplication } from "./detail-store";
import { changeStatements } from "./move-statements";

/**
 * Staff's changes to applications (issue 17): a stage, an owner, a rating, a rejection reason, on one application
 * (PATCH) or on many (bulk-store.ts), by one code path (decision 019); the rules are worker/domain/application-stages.ts.
 */

/** D1 binds at most 100 parameters per statement: the ids of a bulk change go in slices, beside a few values. */
const IDS_PER_STATEMENT = 90;

function slices<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

/**
 * Applies one change to some applications in one batch, all or nothing: the rules of the pipeline for one
 * application or a hundred. Changes what was named (stage, owner, rating, rejection reason) and nothing else. A new
 * stage, owner or rating is recorded in the history (worker/applications/history.ts) with the previous value read
 * inside the same batch, so two staff moving one application at once both appear in the history and the later write
 * wins. Moving to an open stage clears the rejection reason. Each application changed gets its own activity-log
 * entry. A 400 naming `ownerId` for an owner who is not active staff, or `rejectionReason` for a reason on an
 * application left at an open stage. Answers the ids that exist (and were changed).
 */
export async function applyChange(
  db: Db,
  actor: Actor,
  ids: string[],
  change: ApplicationUpdate,
  action: ActivityAction,
): Promise<string[]> {
  const [owner, ...found] = await db.batch([
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, change.ownerId ?? ""), isWorkingStaff))
      .limit(1),
    ...slices(ids, IDS_PER_STATEMENT).map((slice) =>
      db
        .select({ id: applications.id, stage: applications.stage })
        .from(applications)
        .where(inArray(applications.id, slice)),
    ),
  ]);
  const existing = found.flat();
  if (existing.length === 0) return [];
  if (change.ownerId && owner.length === 0) {
    throw validationError([
      { path: "ownerId", message: "The owner must be an active staff member (recruiter or above)" },
    ]);
  }
  const changed = changeFields(
    change,
    existing.map((row) => row.stage),
  );
  if ("refused" in changed) throw validationError([changed.refused]);

  const now = Date.now();
  const statements = slices(
    existing.map((row) => row.id),
    IDS_PER_STATEMENT,
  ).flatMap((slice) => changeStatements(db, actor, slice, change, changed.fields, now, action));
  await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return existing.map((row) => row.id);
}

/** Changes one application (see `applyChange`); undefined when it does not exist. */
export async function updateApplication(
  db: Db,
  actor: Actor,
  id: string,
  change: ApplicationUpdate,
): Promise<ApplicationDetail | undefined> {
  const changed = await applyChange(db, actor, [id], change, "application.update");
  return changed.length === 0 ? undefined : findApplication(db, id);
}
