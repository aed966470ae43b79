import { formatISO, max } from "date-fns";
import { and, asc, eq, lte } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { createDb, type Db } from "../db/client";
import {
  candidates,
  clientContacts,
  type Sequence,
  type SequenceEnrollment,
  sequenceEnrollments,
  sequences,
  users,
} from "../db/schema";
import { sendToQueue } from "../delivery/pipeline";
import type { Bindings } from "../env";
import { businessDaysAfter, nextWindowStart } from "../sequences/schedule";
import { claimStep, lostClaim, moveToNextStep, pauseEnrollments, putOffEnrollment } from "../sequences/step-writes";
import { recipientZones } from "../sms/recipient-zone";
import { restrictionsOfCandidates } from "../submittals/off-limits";
import { FIRM_SENDER, type StepPerson, stepMessage } from "./step-message";

/**
 * The cron's step of sequences (decision 115): at most `SEQUENCE_TICK_LIMIT` enrolments whose next step is due, read
 * by the (state, next_at) index, so a tick's work does not grow with the number enrolled. Each is paused if its
 * person is off-limits now, put off to the window's next opening on their clock, or sent: the step's message (its
 * area's writes), the step's claim and the enrolment's move to the next step in ONE batch, where the claim is an
 * insert whose enrolment must still be active at that step, else the whole batch fails and nothing goes (a reply
 * that arrived meanwhile stopped it). The emails are bulk: the pipeline holds them to the sender's daily cap.
 */

export const SEQUENCE_TICK_LIMIT = 50;
/** While email is not set up, an email step is looked at again after this long. */
const NO_EMAIL_RECHECK_MS = 30 * 60_000;

export interface SequenceTickReport {
  sent: number;
  skipped: number;
  waiting: number;
  paused: number;
  /** Steps whose claim another change won (a reply, a stop, another tick). */
  lost: number;
  /** Steps that failed for another reason: still due, taken again by the next tick. */
  failed: number;
}

export type Due = {
  enrollment: SequenceEnrollment;
  sequence: Pick<Sequence, "steps" | "window" | "origin">;
  person: StepPerson;
  sender: { userId: string | null; recruiterName: string; signature: string | null };
};

/** The due enrolments a tick takes (exported for the race's test: a step read before a reply arrives). */
export async function dueEnrollments(db: Db, now: Date): Promise<Due[]> {
  const rows = await db
    .select({
      enrollment: sequenceEnrollments,
      steps: sequences.steps,
      window: sequences.window,
      origin: sequences.origin,
      candidateEmail: candidates.email,
      candidatePhone: candidates.phone,
      contactEmail: clientContacts.email,
      contactPhone: clientContacts.phone,
      clientId: clientContacts.clientId,
      userId: users.id,
      username: users.username,
      fullName: users.fullName,
      signature: users.emailSignature,
    })
    .from(sequenceEnrollments)
    .innerJoin(sequences, eq(sequences.id, sequenceEnrollments.sequenceId))
    .leftJoin(candidates, eq(candidates.id, sequenceEnrollments.candidateId))
    .leftJoin(clientContacts, eq(clientContacts.id, sequenceEnrollments.contactId))
    .leftJoin(users, eq(users.id, sequenceEnrollments.enrolledById))
    .where(and(eq(sequenceEnrollments.state, "active"), lte(sequenceEnrollments.nextAt, now)))
    .orderBy(asc(sequenceEnrollments.nextAt))
    .limit(SEQUENCE_TICK_LIMIT);
  return rows.map((row) => ({
    enrollment: row.enrollment,
    sequence: { steps: row.steps, window: row.window, origin: row.origin },
    person: {
      candidateId: row.enrollment.candidateId,
      contactId: row.enrollment.contactId,
      clientId: row.clientId,
      email: row.candidateEmail ?? row.contactEmail,
      phone: row.candidatePhone ?? row.contactPhone,
    },
    sender: {
      userId: row.userId,
      recruiterName: row.fullName || row.username || FIRM_SENDER,
      signature: row.signature || null,
    },
  }));
}

/** Pauses the enrolments of the due candidates who are off-limits now; answers the ids paused. */
async function pauseOffLimits(db: Db, due: Due[], now: Date): Promise<Set<string>> {
  const people = due.flatMap((item) =>
    item.person.candidateId ? [{ id: item.person.candidateId, email: item.person.email ?? "" }] : [],
  );
  const restrictions = await restrictionsOfCandidates(db, people, formatISO(now, { representation: "date" }));
  const paused = due.filter((item) => (restrictions.get(item.person.candidateId ?? "")?.offLimits.length ?? 0) > 0);
  if (paused.length === 0) return new Set();
  const ids = paused.map((item) => item.enrollment.id);
  await pauseEnrollments(db, ids, now);
  return new Set(ids);
}

type Outcome = "sent" | "skipped" | "waiting" | "lost";

/** One due enrolment's step: put off, skipped or sent, or lost to a change that won the claim. */
export async function takeStep(env: Bindings, db: Db, item: Due, now: Date, deliveryIds: string[]): Promise<Outcome> {
  const { enrollment, sequence, person } = item;
  const index = enrollment.nextStep;
  const step = sequence.steps[index];
  const { zones } = await recipientZones(db, {
    phone: person.phone ?? "",
    ...(person.candidateId ? { candidateId: person.candidateId } : {}),
  });
  // The first step's delay counts from enrolment on the recipient's clock (enrolment wrote its earliest end).
  const delayEnds = index === 0 ? businessDaysAfter(enrollment.createdAt, step?.delayDays ?? 0, zones[0]) : now;
  const opens = nextWindowStart(max([now, delayEnds]), zones, sequence.window);
  if (opens.getTime() > now.getTime()) {
    await putOffEnrollment(db, enrollment, opens, null, now);
    return "waiting";
  }
  if (step?.channel === "email" && !env.EMAIL_FROM) {
    const recheck = new Date(now.getTime() + NO_EMAIL_RECHECK_MS);
    await putOffEnrollment(db, enrollment, recheck, "Waiting: email is not set up.", now);
    return "waiting";
  }
  const message = step
    ? await stepMessage(
        env,
        db,
        {
          step,
          person,
          sender: { ...item.sender, origin: sequence.origin },
          enrollmentId: enrollment.id,
          jobId: enrollment.jobId,
        },
        now,
      )
    : null;
  const next = sequence.steps[index + 1];
  const sent = message && !message.skipped ? message : null;
  const claim = claimStep(
    db,
    enrollment,
    {
      channel: step?.channel ?? "email",
      deliveryId: sent?.deliveryId ?? null,
      unsubscribeHash: sent?.unsubscribeHash ?? null,
    },
    now,
  );
  const move = moveToNextStep(
    db,
    enrollment,
    {
      nextAt: next ? businessDaysAfter(sent?.at ?? now, next.delayDays, zones[0]) : null,
      reason: message?.reason ?? null,
    },
    now,
  );
  try {
    // The messages first (a delivery must exist before the claim names it): a failed claim undoes them.
    const writes: BatchItem<"sqlite">[] = [...(sent?.statements ?? []), claim, move];
    await db.batch(writes as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  } catch (error) {
    if (lostClaim(error)) return "lost";
    throw error;
  }
  if (!sent) return "skipped";
  deliveryIds.push(sent.deliveryId);
  return "sent";
}

/** One tick: the due steps sent, skipped, put off or paused; the messages handed to the delivery queue. */
export async function runSequenceTick(
  env: Bindings,
  db: Db = createDb(env.DB),
  now = new Date(),
): Promise<SequenceTickReport> {
  const due = await dueEnrollments(db, now);
  const paused = await pauseOffLimits(db, due, now);
  const report: SequenceTickReport = { sent: 0, skipped: 0, waiting: 0, paused: paused.size, lost: 0, failed: 0 };
  const deliveryIds: string[] = [];
  for (const item of due) {
    if (paused.has(item.enrollment.id)) continue;
    try {
      report[await takeStep(env, db, item, now, deliveryIds)]++;
    } catch (error) {
      // One enrolment's failure (D1 unreachable for a moment) leaves it due for the next tick, not the others.
      report.failed++;
      const event = "sequence_step_failed";
      console.error(JSON.stringify({ level: "error", event, enrollmentId: item.enrollment.id, error: String(error) }));
    }
  }
  await sendToQueue(env, deliveryIds);
  return report;
}
