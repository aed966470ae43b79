import type { ConversionRecord } from "../contract/conversion";
import type { Db } from "../db/client";
import { placementFeeLines, placements } from "../db/schema";
import { feeLines, guaranteeEndsOn, toDollars } from "../domain/placement-fees";
import { type Actor, activityLog } from "../http/activity-log";

/**
 * The placement a contract-to-hire conversion makes (issue 48 item 4, decision 113). A Contract job order takes no
 * placement of its own (place-store.ts refuses it, 409 contract_job); a conversion is the one way it gets one. The fee
 * is the conversion fee by the client's conversion terms (computed by the caller, recorded in `conversion`), one
 * line, the client's guarantee. The statements go in the conversion's batch, after the assignment's claim: the
 * assignment is what is claimed (still running), and the unique assignment id makes a second placement impossible.
 */

export interface ConversionPlacement {
  assignmentId: string;
  applicationId: string;
  candidateId: string | null;
  clientId: string;
  jobId: string | null;
  startDate: string;
  salaryCents: number;
  feeCents: number;
  guaranteeDays: number;
  conversion: ConversionRecord;
}

export function conversionPlacementStatements(db: Db, actor: Actor, input: ConversionPlacement, now: Date) {
  const id = crypto.randomUUID();
  const { conversion } = input;
  const lines = feeLines(input.feeCents, {
    feeType: "contingency",
    feePercent: 0,
    retainerPercent: null,
    shortlistPercent: null,
    placementPercent: null,
  });
  const statements = [
    db.insert(placements).values({
      id,
      applicationId: input.applicationId,
      candidateId: input.candidateId,
      clientId: input.clientId,
      jobId: input.jobId,
      startDate: input.startDate,
      salaryCents: input.salaryCents,
      // A one-off fee at hire, as a contingency fee is; the percent is the terms' (0 for a flat fee).
      feeType: "contingency",
      feePercent: conversion.terms.base.kind === "percent" ? conversion.terms.base.percent : 0,
      guaranteeDays: input.guaranteeDays,
      feeCents: input.feeCents,
      guaranteeEndsOn: guaranteeEndsOn(input.startDate, input.guaranteeDays),
      status: "active",
      assignmentId: input.assignmentId,
      conversion,
      placedBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    }),
    db.insert(placementFeeLines).values(lines.map((line) => ({ ...line, placementId: id, createdAt: now }))),
    activityLog(actor, db, {
      action: "placement.create",
      entityType: "placement",
      entityId: id,
      details: {
        applicationId: input.applicationId,
        assignmentId: input.assignmentId,
        startDate: input.startDate,
        fee: toDollars(input.feeCents),
      },
    }),
  ] as const;
  return { id, statements };
}
