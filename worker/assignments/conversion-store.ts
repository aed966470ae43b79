import { and, eq, inArray } from "drizzle-orm";
import { ASSIGNMENT_DATED_STATUSES } from "../contract/assignment-enums";
import {
  type ConversionFeeView,
  type ConversionInput,
  type ConversionMade,
  type ConversionTerms,
  conversionTermsView,
} from "../contract/conversion";
import { claimed, isRefusedClaim } from "../db/claim";
import type { Db } from "../db/client";
import { assignments, clients } from "../db/schema";
import { conversionFee } from "../domain/conversion-fee";
import { toCents, toDollars } from "../domain/placement-fees";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError, isUniqueViolation, validationError } from "../http/errors";
import { conversionPlacementStatements } from "../placements/conversion-placement";
import { findPlacement } from "../placements/view-store";
import { billedHundredths } from "../timesheets/approved-store";

/**
 * Contract-to-hire (issue 48 item 4, decision 113): converting an assignment to a permanent hire records the fee by
 * the client's conversion terms, makes the placement (the placements area's statements) and ends the assignment on
 * the conversion date as "converted to hire", in one batch. The assignment's update is the claim (still running, its
 * planned end as read), so of twenty conversions at once one makes a placement.
 */

const alreadyConverted = () =>
  new ApiError(409, "already_converted", "This assignment was already converted to a hire.");

const ended = () =>
  new ApiError(409, "assignment_ended", "This assignment has ended early: it can no longer be converted to a hire.");

async function readConversion(db: Db, id: string, input: ConversionInput) {
  const found = await db
    .select({
      assignment: assignments,
      feePercent: clients.feePercent,
      guaranteeDays: clients.guaranteeDays,
      terms: clients.conversionTerms,
    })
    .from(assignments)
    .innerJoin(clients, eq(clients.id, assignments.clientId))
    .where(eq(assignments.id, id))
    .get();
  if (!found) return undefined;
  const { assignment } = found;
  if (assignment.status === "converted_to_hire") throw alreadyConverted();
  if (assignment.status === "ended_early") throw ended();
  if (input.date < assignment.startDate || input.date > assignment.endDate) {
    throw validationError([
      {
        path: "date",
        message: `Date must be within the assignment (${assignment.startDate} to ${assignment.endDate})`,
      },
    ]);
  }
  const terms: ConversionTerms = found.terms ?? {
    base: { kind: "percent", percent: found.feePercent },
    schedule: null,
  };
  const billed = await billedHundredths(db, id);
  const salaryCents = toCents(input.salary);
  return {
    ...found,
    terms,
    defaultTerms: found.terms === null,
    billed,
    salaryCents,
    fee: conversionFee(terms, salaryCents, billed),
  };
}

function feeView(read: NonNullable<Awaited<ReturnType<typeof readConversion>>>): ConversionFeeView {
  const { fee } = read;
  return {
    terms: conversionTermsView(read.terms),
    defaultTerms: read.defaultTerms,
    billedHours: read.billed / 100,
    fullFee: toDollars(fee.fullFeeCents),
    blocks: fee.blocks,
    reductionPercent: fee.reductionPercent,
    floored: fee.floored,
    fee: toDollars(fee.feeCents),
  };
}

/** The fee a conversion on `input` would record, for the dialog before confirming; undefined for no assignment. */
export async function conversionPreview(db: Db, id: string, input: ConversionInput) {
  const read = await readConversion(db, id, input);
  return read && feeView(read);
}

/** Converts an assignment to a hire; undefined when there is no such assignment. */
export async function convertAssignment(
  db: Db,
  actor: Actor,
  id: string,
  input: ConversionInput,
  now: Date,
): Promise<ConversionMade | undefined> {
  const read = await readConversion(db, id, input);
  if (!read) return undefined;
  const { assignment, fee } = read;
  const placement = conversionPlacementStatements(
    db,
    actor,
    {
      assignmentId: id,
      applicationId: assignment.applicationId,
      candidateId: assignment.candidateId,
      clientId: assignment.clientId,
      jobId: assignment.jobId,
      startDate: input.date,
      salaryCents: read.salaryCents,
      feeCents: fee.feeCents,
      guaranteeDays: read.guaranteeDays,
      conversion: {
        terms: read.terms,
        billedHundredths: read.billed,
        fullFeeCents: fee.fullFeeCents,
        blocks: fee.blocks,
        reductionPercent: fee.reductionPercent,
        floored: fee.floored,
      },
    },
    now,
  );
  try {
    await db.batch([
      // The claim: still running with the planned end as read, or the whole batch fails (worker/db/claim.ts).
      db
        .update(assignments)
        .set({
          status: claimed(
            and(inArray(assignments.status, ASSIGNMENT_DATED_STATUSES), eq(assignments.endDate, assignment.endDate)),
            "converted_to_hire" as const,
          ),
          endedOn: input.date,
          updatedAt: now,
        })
        .where(eq(assignments.id, id)),
      ...placement.statements,
      activityLog(actor, db, {
        action: "assignment.convert",
        entityType: "assignment",
        entityId: id,
        details: { date: input.date, placementId: placement.id },
      }),
    ]);
  } catch (error) {
    if (!isRefusedClaim(error, "assignments.status") && !isUniqueViolation(error)) throw error;
    const [current] = await db.select({ status: assignments.status }).from(assignments).where(eq(assignments.id, id));
    if (current?.status === "converted_to_hire") throw alreadyConverted();
    throw new ApiError(409, "changed_meanwhile", "This assignment was changed meanwhile: reload it and try again.");
  }
  return { placement: (await findPlacement(db, placement.id))!, fee: feeView(read) };
}
