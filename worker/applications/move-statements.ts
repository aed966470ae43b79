import { inArray } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { ActivityAction } from "../contract/activity";
import type { ApplicationUpdate } from "../contract/application-pipeline";
import type { ApplicationStage, RejectionReason } from "../contract/enums";
import type { Db } from "../db/client";
import { applications } from "../db/schema";
import { type ChangeFields, reasonAfterMove } from "../domain/application-stages";
import { type Actor, activityLogEach } from "../http/activity-log";
import { markHandled } from "../notifications/store";
import { changeEvents } from "./history";

/**
 * The statements of a move, for a batch: staff's own changes (change-store.ts) and another area's move of one
 * application (a submittal, a client's answer, a placement) write the same history, bell and log.
 */

/**
 * The statements of one change to some applications (at most 90 ids: D1's bound parameters): the history row of a
 * new stage (reading the stage before the update changes it), the bell cleared, the open submittals of a decided
 * application closed, the update and an activity entry per row.
 */
export function changeStatements(
  db: Db,
  actor: Actor,
  ids: string[],
  change: ApplicationUpdate,
  set: ChangeFields,
  now: number,
  action: ActivityAction,
): BatchItem<"sqlite">[] {
  const these = inArray(applications.id, ids);
  // Read before the update below changes what they record.
  const history = changeEvents(db, these, change, set.rejectionReason ?? null, actor, now);
  // Moved on: whoever was told of the new application need not open it to clear the bell.
  const handled = change.stage !== undefined ? [markHandled(db, "application_new", ids, new Date(now))] : [];
  // A stage the firm decides also closes the application's open submittals: migration 0062's trigger, in the update
  // (FIRM_DECIDED_STAGES, worker/domain/application-stages.ts).
  return [
    ...history,
    ...handled,
    db.update(applications).set(set).where(these),
    activityLogEach(
      actor,
      db,
      { action, entityType: "application", details: { ...change } },
      db.select({ id: applications.id }).from(applications).where(these),
    ),
  ];
}

/**
 * One application moved to `stage` for another area's batch (a submittal, a client's answer, a placement), by the
 * pipeline's rules: recorded in the history with who moved it, the bell cleared, logged as `action`. A closed stage
 * keeps `rejectionReason`; an open one clears it. Moving to the stage it is at changes nothing but the log.
 *
 * @example await db.batch([insertSubmittal, ...stageMoveStatements(db, actor, applicationId, "submitted", null, "submittal.create")])
 */
export function stageMoveStatements(
  db: Db,
  actor: Actor,
  applicationId: string,
  stage: ApplicationStage,
  rejectionReason: RejectionReason | null,
  action: ActivityAction,
): BatchItem<"sqlite">[] {
  const change: ApplicationUpdate = { stage, rejectionReason: reasonAfterMove(stage, rejectionReason) };
  return changeStatements(db, actor, [applicationId], change, { ...change }, Date.now(), action);
}
