import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import { createDb, type Db } from "../db/client";
import { sequenceEnrollmentBatches, sequences } from "../db/schema";
import type { Bindings, SequenceEnrollmentMessage } from "../env";
import { consumeEach, type QueuedAttempt } from "../queue-consumer";
import { enrollStatement } from "./enroll-statement";

/**
 * A long list enrolled in a sequence (decision 115): one SEQUENCES queue message per batch. A batch enrols the next
 * `ENROLL_BATCH` people after the list's cursor and moves the cursor in ONE transaction (the move is the claim: a
 * repeated message finds the cursor moved and does nothing), then queues the next batch. A batch is one D1
 * statement per kind of person, whose list is one JSON parameter, well inside D1's limits. A list whose message was
 * lost is queued again by the cron (`resumeStalledEnrollmentBatches`).
 */

/** The queue's name, as wrangler.toml declares it. */
export const SEQUENCES_QUEUE = "staffing-site-sequences";
/** People per message. */
export const ENROLL_BATCH = 500;
/** A list whose cursor has not moved for this long lost its message: the cron queues it again. */
export const STALLED_BATCH_MS = 15 * 60_000;
/** Lists queued again per cron run: its work stays bounded however many stalled. */
export const STALLED_BATCHES_PER_RUN = 10;

export async function queueEnrollmentBatch(env: Pick<Bindings, "SEQUENCES">, batchId: string): Promise<void> {
  await env.SEQUENCES.send({ enrollmentBatchId: batchId } satisfies SequenceEnrollmentMessage, { contentType: "json" });
}

/**
 * One batch of a list; "more" when people are left after it (its message queues the next), "lost" when another
 * message for the list moved the cursor first (that one queues the next, so a message sent again by the cron does not
 * start a second chain).
 */
export async function runEnrollmentBatch(
  db: Db,
  batchId: string,
  now: Date,
): Promise<{ outcome: "more" | "done" | "lost" }> {
  const [row] = await db
    .select({ batch: sequenceEnrollmentBatches, sequence: { id: sequences.id, steps: sequences.steps } })
    .from(sequenceEnrollmentBatches)
    .innerJoin(sequences, eq(sequences.id, sequenceEnrollmentBatches.sequenceId))
    .where(eq(sequenceEnrollmentBatches.id, batchId))
    .limit(1);
  if (!row || row.batch.cursor >= row.batch.total) return { outcome: "done" };
  const { batch, sequence } = row;
  const end = Math.min(batch.cursor + ENROLL_BATCH, batch.total);
  const slice = (ids: string[], offset: number) =>
    ids.slice(Math.max(0, batch.cursor - offset), Math.max(0, end - offset));
  const candidateIds = slice(batch.candidateIds, 0);
  const contactIds = slice(batch.contactIds, batch.candidateIds.length);
  const claimed = and(eq(sequenceEnrollmentBatches.id, batch.id), eq(sequenceEnrollmentBatches.cursor, batch.cursor));
  // A repeated message enrols no one again (the inserts skip whoever is in already) and counts nothing.
  const [moved, byCandidate, byContact] = await db.batch([
    db
      .update(sequenceEnrollmentBatches)
      .set({ cursor: end, updatedAt: now })
      .where(claimed)
      .returning({ id: sequenceEnrollmentBatches.id }),
    enrollStatement(db, sequence, "candidate", candidateIds, batch.enrolledById, now, batch.jobId),
    enrollStatement(db, sequence, "contact", contactIds, batch.enrolledById, now, batch.jobId),
  ]);
  if (moved.length === 0) return { outcome: "lost" };
  await db
    .update(sequenceEnrollmentBatches)
    .set({ enrolled: sql`${sequenceEnrollmentBatches.enrolled} + ${byCandidate.length + byContact.length}` })
    .where(eq(sequenceEnrollmentBatches.id, batch.id));
  return { outcome: end < batch.total ? "more" : "done" };
}

/**
 * The cron's step: lists not done whose cursor has not moved for `STALLED_BATCH_MS` lost their message, and are
 * queued again, at most `STALLED_BATCHES_PER_RUN` per run (the longest stalled first). The claim is one update that
 * marks them touched now, so two runs at once, or the next run while the message waits, do not queue them again;
 * a message sent while the lost one still runs enrols no one twice (the inserts skip whoever is in) and starts no
 * second chain (its claim of the cursor fails).
 */
export async function resumeStalledEnrollmentBatches(
  env: Pick<Bindings, "SEQUENCES">,
  db: Db,
  now: Date,
): Promise<number> {
  const b = sequenceEnrollmentBatches;
  const stalled = and(lt(b.cursor, b.total), lt(b.updatedAt, new Date(now.getTime() - STALLED_BATCH_MS)));
  const oldest = db
    .select({ id: b.id })
    .from(b)
    .where(stalled)
    .orderBy(asc(b.updatedAt))
    .limit(STALLED_BATCHES_PER_RUN);
  const claimed = await db
    .update(b)
    .set({ updatedAt: now })
    .where(and(inArray(b.id, oldest), stalled))
    .returning({ id: b.id });
  for (const row of claimed) await queueEnrollmentBatch(env, row.id);
  return claimed.length;
}

/** The SEQUENCES queue's consumer: each message runs one batch, then queues the next. */
export async function handleSequenceBatch(batch: MessageBatch<unknown>, env: Bindings): Promise<void> {
  const db = createDb(env.DB);
  await consumeEach(batch, "enrollmentBatchId", async (id): Promise<QueuedAttempt> => {
    const result = await runEnrollmentBatch(db, id, new Date());
    if (result.outcome === "more") await queueEnrollmentBatch(env, id);
    return result;
  });
}
