import { and, eq, inArray, sql } from "drizzle-orm";
import type { SequenceChannel } from "../contract/sequences";
import type { Db } from "../db/client";
import { type SequenceEnrollment, sequenceEnrollments, sequenceSends } from "../db/schema";

/**
 * The sequences area's writes of a tick (worker/sequence-steps/tick.ts), as statements: the tick reads, decides and
 * writes each step's message through the other areas, and these tables only through here.
 */

/** Pauses the active enrolments `ids`: their person is off-limits now. */
export function pauseEnrollments(db: Db, ids: string[], now: Date) {
  return db
    .update(sequenceEnrollments)
    .set({ state: "paused", nextAt: null, reason: "Paused: the person is off-limits.", updatedAt: now })
    .where(and(inArray(sequenceEnrollments.id, ids), eq(sequenceEnrollments.state, "active")));
}

/** The enrolment's due time moved (the window's opening, email not set up), if it is still active at this step. */
export function putOffEnrollment(
  db: Db,
  enrollment: Pick<SequenceEnrollment, "id" | "nextStep">,
  until: Date,
  reason: string | null,
  now: Date,
) {
  return db
    .update(sequenceEnrollments)
    .set({ nextAt: until, reason, updatedAt: now })
    .where(
      and(
        eq(sequenceEnrollments.id, enrollment.id),
        eq(sequenceEnrollments.state, "active"),
        eq(sequenceEnrollments.nextStep, enrollment.nextStep),
      ),
    );
}

/**
 * The claim of a step: the insert of its row, whose NOT NULL enrolment id is selected only while the enrolment is
 * active at that step (and unique per enrolment and step). When either fails, the batch it is in fails with it.
 */
export function claimStep(
  db: Db,
  enrollment: Pick<SequenceEnrollment, "id" | "sequenceId" | "nextStep">,
  message: { channel: SequenceChannel; deliveryId: string | null; unsubscribeHash: string | null },
  now: Date,
) {
  return db.insert(sequenceSends).values({
    enrollmentId: sql`(select ${sequenceEnrollments.id} from ${sequenceEnrollments} where ${sequenceEnrollments.id} = ${enrollment.id} and ${sequenceEnrollments.state} = 'active' and ${sequenceEnrollments.nextStep} = ${enrollment.nextStep})`,
    sequenceId: enrollment.sequenceId,
    step: enrollment.nextStep,
    ...message,
    createdAt: now,
  });
}

/** Whether a batch failed because its claim did: the enrolment was no longer active at that step, or it was taken. */
export const lostClaim = (error: unknown) =>
  /NOT NULL constraint failed: sequence_sends\.enrollment_id|UNIQUE constraint failed: sequence_sends\./.test(
    String(error),
  );

/** The enrolment on to its next step (due `nextAt`), or finished after the last; `reason` says why a step was skipped. */
export function moveToNextStep(
  db: Db,
  enrollment: Pick<SequenceEnrollment, "id" | "nextStep">,
  next: { nextAt: Date | null; reason: string | null },
  now: Date,
) {
  return db
    .update(sequenceEnrollments)
    .set({
      nextStep: enrollment.nextStep + 1,
      state: next.nextAt ? "active" : "finished",
      nextAt: next.nextAt,
      reason: next.reason,
      updatedAt: now,
    })
    .where(and(eq(sequenceEnrollments.id, enrollment.id), eq(sequenceEnrollments.nextStep, enrollment.nextStep)));
}
