import { type ApplicationUpdate, isClosedStage } from "../contract/application-pipeline";
import type { ApplicationStage, RejectionReason } from "../contract/enums";
import type { FieldIssue } from "../contract/errors";

/**
 * The pipeline's stage rules (issue 17, decision 019), the same for one application or a hundred: what a change
 * writes, which stages keep a rejection reason, and what a move to a stage the firm decides closes. Whether a stage
 * is closed is the contract's `isClosedStage`, which the back office shares.
 */

/**
 * The stages the firm decides. A real move to one closes the application's submittals still waiting for the client,
 * so a late answer can never move a decided application again: migration 0062's trigger, in the statement that moves
 * the stage, holds the same list (test/worker/application-stages.test.ts compares them). A client's "declined" is
 * its own answer, not the firm's.
 */
export const FIRM_DECIDED_STAGES = ["placed", "withdrawn", "not_a_fit"] as const satisfies readonly ApplicationStage[];

/** Whether moving an application from `from` to `to` closes its open submittals by itself (the trigger). */
export function closesOpenSubmittals(from: ApplicationStage, to: ApplicationStage): boolean {
  return from !== to && (FIRM_DECIDED_STAGES as readonly ApplicationStage[]).includes(to);
}

/** The rejection reason an application keeps after a move to `stage`: a closed stage keeps it, an open one clears it. */
export function reasonAfterMove(stage: ApplicationStage, reason: RejectionReason | null): RejectionReason | null {
  return isClosedStage(stage) ? reason : null;
}

/** The columns of an application a change writes. */
export interface ChangeFields {
  ownerId?: string | null;
  rating?: number | null;
  stage?: ApplicationStage;
  rejectionReason?: RejectionReason | null;
}

/**
 * What one change writes to applications now at `stages`: what it names (owner, rating, stage, rejection reason) and
 * nothing else, except that a move to an open stage also clears the reason. Refused, naming `rejectionReason`, when
 * it sets a reason on an application it leaves at an open stage.
 *
 * @example changeFields({ stage: "contacted" }, ["not_a_fit"]) // { fields: { stage: "contacted", rejectionReason: null } }
 */
export function changeFields(
  change: ApplicationUpdate,
  stages: readonly ApplicationStage[],
): { fields: ChangeFields } | { refused: FieldIssue } {
  const fields: ChangeFields = {};
  if (change.ownerId !== undefined) fields.ownerId = change.ownerId;
  if (change.rating !== undefined) fields.rating = change.rating;
  if (change.stage !== undefined) fields.stage = change.stage;
  if (change.rejectionReason !== undefined) {
    if (change.rejectionReason !== null && stages.some((stage) => !isClosedStage(change.stage ?? stage))) {
      return {
        refused: {
          path: "rejectionReason",
          message: "A rejection reason needs a closed stage (Not a fit, Client declined or Withdrawn)",
        },
      };
    }
    fields.rejectionReason = change.rejectionReason;
  } else if (change.stage !== undefined && !isClosedStage(change.stage)) {
    fields.rejectionReason = null;
  }
  return { fields };
}
