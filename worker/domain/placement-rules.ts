import type { PlacementStatus } from "../contract/desk-enums";
import type { JobStatus } from "../contract/enums";

/**
 * When a placement can be made and when it can fall off (issue 32 item 4), apart from the fee (placement-fees.ts).
 * The stores read the facts and answer each refusal with its own 409; the claim in the placement's insert states
 * the same three conditions in SQL, so parallel requests place once.
 */

/** Whether a job order's openings are all taken by its active placements: it takes no more, and closes as filled. */
export function openingsFilled(activePlacements: number, openings: number): boolean {
  return activePlacements >= openings;
}

export type PlacementRefusal = "already_placed" | "job_closed" | "no_openings";

/**
 * Why a placement of an application on a job order cannot be made now, or undefined: the application already placed
 * and holding, the job order missing or closed (archived: filled, or closed by staff), or its openings all taken.
 */
export function placementRefusal(facts: {
  alreadyPlaced: boolean;
  job: { status: JobStatus; openings: number } | undefined;
  activePlacements: number;
}): PlacementRefusal | undefined {
  if (facts.alreadyPlaced) return "already_placed";
  if (!facts.job || facts.job.status === "archived") return "job_closed";
  if (openingsFilled(facts.activePlacements, facts.job.openings)) return "no_openings";
  return undefined;
}

export type FallOffRefusal = "already_fell_off" | "outside_guarantee";

/**
 * Why a candidate's last day cannot be recorded as a fall-off, or undefined: the placement already fell off, or the
 * day is not within the guarantee (from the start date to the guarantee's last day, both included). Days are
 * calendar dates (YYYY-MM-DD), which compare as text.
 */
export function fallOffRefusal(
  placement: { status: PlacementStatus; startDate: string; guaranteeEndsOn: string },
  lastDay: string,
): FallOffRefusal | undefined {
  if (placement.status !== "active") return "already_fell_off";
  if (lastDay < placement.startDate || lastDay > placement.guaranteeEndsOn) return "outside_guarantee";
  return undefined;
}
