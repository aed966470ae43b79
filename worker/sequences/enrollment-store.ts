import { and, asc, count, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import {
  ENROLL_INLINE_MAX,
  type EnrollmentInput,
  type EnrollmentResult,
  type EnrollmentState,
  type EnrollmentView,
} from "../contract/sequences";
import type { Db } from "../db/client";
import {
  candidates,
  clientContacts,
  type Sequence,
  type SequenceEnrollment,
  sequenceEnrollmentBatches,
  sequenceEnrollments,
} from "../db/schema";
import type { Bindings } from "../env";
import { type Actor, activityLog, activityLogEach } from "../http/activity-log";
import { ApiError, validationError } from "../http/errors";
import { peopleOf } from "./application-filter";
import { enrollStatement, PEOPLE, type Person } from "./enroll-statement";
import { queueEnrollmentBatch } from "./enrollment-batches";
import { checkJobFields } from "./job-fields";
import { findSequence } from "./store";

/**
 * Enrolments (decision 115): what staff do with the people of a sequence (enrol, list, stop one). A list longer than
 * `ENROLL_INLINE_MAX` is enrolled by the queue (./enrollment-batches.ts).
 */

/** A 400 naming the ids of `person` that name no one (the first ten). */
async function checkExist(db: Db, person: Person, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const table = PEOPLE[person];
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(sql`${table.id} in (select value from json_each(${JSON.stringify(ids)}))`);
  const known = new Set(found.map((row) => row.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length === 0) return;
  const path = `${person}Ids`;
  throw validationError([
    {
      path,
      message: `No such ${person === "candidate" ? "candidate" : "client contact"}: ${missing.slice(0, 10).join(", ")}`,
    },
  ]);
}

/**
 * Enrols the people named, and the candidates of the applications filter when there is one; a long list goes to the
 * queue in batches (answered at once, `queued`).
 */
export async function enroll(
  env: Pick<Bindings, "SEQUENCES">,
  db: Db,
  actor: Actor,
  sequenceId: string,
  input: EnrollmentInput,
  now = new Date(),
): Promise<EnrollmentResult> {
  const sequence = await findSequence(db, sequenceId);
  const { candidateIds, contactIds, jobId: chosenJob } = await peopleOf(db, input);
  const jobId = chosenJob ?? null;
  await checkJobFields(db, sequence.steps, { candidates: candidateIds.length }, chosenJob);
  if (candidateIds.length + contactIds.length > ENROLL_INLINE_MAX) {
    const batch = await createEnrollmentBatch(db, actor, sequence, { candidateIds, contactIds, jobId }, now);
    await queueEnrollmentBatch(env, batch.id);
    return { queued: true, batch };
  }
  await checkExist(db, "candidate", candidateIds);
  await checkExist(db, "contact", contactIds);
  const [byCandidate, byContact] = await db.batch([
    enrollStatement(db, sequence, "candidate", candidateIds, actor.userId, now, jobId),
    enrollStatement(db, sequence, "contact", contactIds, actor.userId, now, jobId),
    activityLog(actor, db, {
      action: "sequence.enroll",
      entityType: "sequence",
      entityId: sequence.id,
      details: { candidates: candidateIds.length, contacts: contactIds.length, jobId },
    }),
  ]);
  const enrolled = [...byCandidate.map((row) => row.candidateId!), ...byContact.map((row) => row.contactId!)];
  const fresh = new Set(enrolled);
  const others = [...candidateIds, ...contactIds].filter((id) => !fresh.has(id));
  const states = others.length === 0 ? [] : await statesOf(db, sequence.id, others);
  return { queued: false, enrolled, alreadyEnrolled: states };
}

/** The states in the sequence of people who were in it already. */
async function statesOf(db: Db, sequenceId: string, ids: readonly string[]) {
  const list = JSON.stringify(ids);
  const rows = await db
    .select({
      candidateId: sequenceEnrollments.candidateId,
      contactId: sequenceEnrollments.contactId,
      state: sequenceEnrollments.state,
    })
    .from(sequenceEnrollments)
    .where(
      and(
        eq(sequenceEnrollments.sequenceId, sequenceId),
        or(
          sql`${sequenceEnrollments.candidateId} in (select value from json_each(${list}))`,
          sql`${sequenceEnrollments.contactId} in (select value from json_each(${list}))`,
        ),
      ),
    );
  return rows.map((row) => ({ id: (row.candidateId ?? row.contactId)!, state: row.state }));
}

async function createEnrollmentBatch(
  db: Db,
  actor: Actor,
  sequence: Sequence,
  people: { candidateIds: string[]; contactIds: string[]; jobId: string | null },
  now: Date,
) {
  const id = crypto.randomUUID();
  const total = people.candidateIds.length + people.contactIds.length;
  await db.batch([
    db.insert(sequenceEnrollmentBatches).values({
      id,
      sequenceId: sequence.id,
      ...people,
      total,
      enrolledById: actor.userId,
      createdAt: now,
      updatedAt: now,
    }),
    activityLog(actor, db, {
      action: "sequence.enroll",
      entityType: "sequence",
      entityId: sequence.id,
      details: {
        candidates: people.candidateIds.length,
        contacts: people.contactIds.length,
        jobId: people.jobId,
        batchId: id,
      },
    }),
  ]);
  return { id, total, done: 0, enrolled: 0, status: "running" as const, createdAt: now.toISOString() };
}

const personName = sql<string>`coalesce(${candidates.firstName} || ' ' || ${candidates.lastName}, ${clientContacts.name}, '')`;

function enrollmentView(row: SequenceEnrollment & { name: string }): EnrollmentView {
  return {
    id: row.id,
    candidateId: row.candidateId,
    contactId: row.contactId,
    name: row.name,
    state: row.state,
    nextStep: row.nextStep,
    nextAt: row.nextAt?.toISOString() ?? null,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One page of a sequence's enrolments, in the order they were made, optionally of one state. */
export async function listEnrollments(
  db: Db,
  sequenceId: string,
  query: { state?: EnrollmentState; limit: number; offset: number },
): Promise<{ rows: EnrollmentView[]; total: number }> {
  await findSequence(db, sequenceId);
  const where: SQL = and(
    eq(sequenceEnrollments.sequenceId, sequenceId),
    query.state ? eq(sequenceEnrollments.state, query.state) : undefined,
  )!;
  const [rows, [total]] = await db.batch([
    db
      .select({ enrollment: sequenceEnrollments, name: personName })
      .from(sequenceEnrollments)
      .leftJoin(candidates, eq(candidates.id, sequenceEnrollments.candidateId))
      .leftJoin(clientContacts, eq(clientContacts.id, sequenceEnrollments.contactId))
      .where(where)
      .orderBy(asc(sequenceEnrollments.createdAt), asc(sequenceEnrollments.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(sequenceEnrollments).where(where),
  ]);
  return { rows: rows.map((row) => enrollmentView({ ...row.enrollment, name: row.name })), total: total?.n ?? 0 };
}

/** One enrolment of the sequence as its page lists it; 404 when the sequence has no such enrolment. */
async function findEnrollment(db: Db, sequenceId: string, enrollmentId: string): Promise<EnrollmentView> {
  const [row] = await db
    .select({ enrollment: sequenceEnrollments, name: personName })
    .from(sequenceEnrollments)
    .leftJoin(candidates, eq(candidates.id, sequenceEnrollments.candidateId))
    .leftJoin(clientContacts, eq(clientContacts.id, sequenceEnrollments.contactId))
    .where(and(eq(sequenceEnrollments.id, enrollmentId), eq(sequenceEnrollments.sequenceId, sequenceId)))
    .limit(1);
  if (!row) throw new ApiError(404, "not_found", "No such enrolment in this sequence.");
  return enrollmentView({ ...row.enrollment, name: row.name });
}

/**
 * Staff take one person out of a sequence: no further step goes (a step being sent meanwhile still goes). Stopping
 * a stopped one changes nothing; one that ended otherwise (replied, unsubscribed ...) is a 409.
 */
export async function stopEnrollment(
  db: Db,
  actor: Actor,
  sequenceId: string,
  enrollmentId: string,
  now = new Date(),
): Promise<EnrollmentView> {
  const found = await findEnrollment(db, sequenceId, enrollmentId);
  if (found.state === "stopped") return found;
  if (found.state !== "active" && found.state !== "paused")
    throw new ApiError(409, "conflict", `This enrolment is ${found.state}: it has no steps left to stop.`);
  await claimStop(db, actor, sequenceId, enrollmentId, now);
  return findEnrollment(db, sequenceId, enrollmentId);
}

/**
 * The stop's claim and its activity entry in ONE batch; the entry is selected from the enrolment while it is still
 * active or paused, before the update in the same transaction, so a stop that loses a race (a reply, another stop)
 * writes nothing and answers 409.
 */
export async function claimStop(db: Db, actor: Actor, sequenceId: string, enrollmentId: string, now: Date) {
  const stoppable = and(
    eq(sequenceEnrollments.id, enrollmentId),
    eq(sequenceEnrollments.sequenceId, sequenceId),
    inArray(sequenceEnrollments.state, ["active", "paused"]),
  );
  const [, updated] = await db.batch([
    activityLogEach(
      actor,
      db,
      { action: "sequence.stop", entityType: "sequence", details: { enrollmentId } },
      db
        .select({ id: sql<string>`${sequenceEnrollments.sequenceId}`.as("id") })
        .from(sequenceEnrollments)
        .where(stoppable),
    ),
    db
      .update(sequenceEnrollments)
      .set({ state: "stopped", nextAt: null, reason: "Stopped by staff.", updatedAt: now })
      .where(stoppable)
      .returning({ id: sequenceEnrollments.id }),
  ]);
  if (updated.length === 0) throw new ApiError(409, "conflict", "This enrolment ended meanwhile: reload the page.");
}
