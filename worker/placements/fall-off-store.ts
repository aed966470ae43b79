import { and, eq } from "drizzle-orm";
import { stageMoveStatements } from "../applications/move-statements";
import { applicationNoteStatement } from "../applications/note-store";
import type { PlacementFallOff } from "../contract/placements";
import type { Db } from "../db/client";
import { jobs, placements } from "../db/schema";
import { fallOffRefusal } from "../domain/placement-rules";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError } from "../http/errors";
import type { IndexingEnv } from "../jobs/indexing-delivery";
import { updateJob } from "../jobs/store";
import { findPlacement } from "./view-store";

/**
 * A candidate who left within the guarantee: the placement is marked with their last day, the application moves to
 * "withdrawn" with a note, and the search reopens: a job order that was closed (archived) is published again
 * through the jobs area's own update (which may refuse, e.g. a job that can no longer be published: the answer then
 * says so). A last day before the start or after the guarantee, or a placement already fallen off, is a 409.
 */
export async function fallOff(
  db: Db,
  env: IndexingEnv,
  actor: Actor,
  id: string,
  lastDay: string,
  now: Date,
): Promise<{ result: PlacementFallOff; deliveryIds: string[] } | undefined> {
  const placement = await db.select().from(placements).where(eq(placements.id, id)).get();
  if (!placement) return undefined;
  const refusal = fallOffRefusal(placement, lastDay);
  if (refusal === "already_fell_off") {
    throw new ApiError(409, refusal, "This placement is already marked as fallen off.");
  }
  if (refusal === "outside_guarantee") {
    throw new ApiError(
      409,
      refusal,
      `A fall-off is a last day within the guarantee, from ${placement.startDate} to ${placement.guaranteeEndsOn}.`,
      [
        {
          path: "lastDay",
          message: `The last day must be from ${placement.startDate} to ${placement.guaranteeEndsOn}`,
        },
      ],
    );
  }
  await db.batch([
    db
      .update(placements)
      .set({ status: "fell_off", fellOffOn: lastDay, updatedAt: now })
      .where(and(eq(placements.id, id), eq(placements.status, "active"))),
    ...stageMoveStatements(db, actor, placement.applicationId, "withdrawn", null, "placement.fall_off"),
    applicationNoteStatement(
      db,
      placement.applicationId,
      actor,
      `Fell off within the guarantee: last day ${lastDay} (guarantee until ${placement.guaranteeEndsOn}).`,
    ),
    activityLog(actor, db, {
      action: "placement.fall_off",
      entityType: "placement",
      entityId: id,
      details: { lastDay },
    }),
  ]);
  const reopened = await reopenSearch(db, env, actor, placement.jobId, now);
  return {
    result: { placement: (await findPlacement(db, id))!, searchReopened: reopened.reopened },
    deliveryIds: reopened.deliveryIds,
  };
}

/** A job order closed (archived) as filled is published again; a job order still open is left as it is. */
async function reopenSearch(db: Db, env: IndexingEnv, actor: Actor, jobId: string | null, now: Date) {
  const closed = jobId
    ? await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.id, jobId), eq(jobs.status, "archived")))
        .get()
    : undefined;
  if (!closed) return { reopened: false, deliveryIds: [] };
  try {
    const change = await updateJob(db, env, actor, closed.id, { status: "published" }, now);
    return { reopened: change !== undefined, deliveryIds: change?.deliveryIds ?? [] };
  } catch (error) {
    if (error instanceof ApiError) return { reopened: false, deliveryIds: [] };
    throw error;
  }
}
