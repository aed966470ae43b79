import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import {
  DEFAULT_SEQUENCE_WINDOW,
  type EnrollmentBatchView,
  type SequenceCounts,
  type SequenceInput,
  type SequenceSummary,
  type SequenceUpdate,
  type SequenceView,
} from "../contract/sequences";
import type { Db } from "../db/client";
import {
  deliveries,
  emailTemplates,
  type Sequence,
  sequenceEnrollmentBatches,
  sequenceEnrollments,
  sequenceSends,
  sequences,
} from "../db/schema";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError, validationError } from "../http/errors";
import { checkStartRules, replaceStartRules, startRulesOf } from "./start-rules";

/** Sequences themselves (decision 115): the one writer of `sequences`; their counts read from their enrolments. */

const notFound = () => new ApiError(404, "not_found", "No such sequence.");

export async function findSequence(db: Db, id: string): Promise<Sequence> {
  const [row] = await db.select().from(sequences).where(eq(sequences.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** A 400 naming each step whose template does not exist (a step's words come from it when it is sent). */
async function checkTemplates(db: Db, steps: SequenceInput["steps"]): Promise<void> {
  const ids = [...new Set(steps.flatMap((step) => (step.templateId ? [step.templateId] : [])))];
  if (ids.length === 0) return;
  const found = await db.select({ id: emailTemplates.id }).from(emailTemplates).where(inArray(emailTemplates.id, ids));
  const known = new Set(found.map((row) => row.id));
  const issues = steps.flatMap((step, index) =>
    step.templateId && !known.has(step.templateId)
      ? [{ path: `steps.${index}.templateId`, message: `No email template ${step.templateId}` }]
      : [],
  );
  if (issues.length > 0) throw validationError(issues);
}

const EMPTY_COUNTS: SequenceCounts = {
  enrolled: 0,
  active: 0,
  sent: 0,
  delivered: 0,
  opened: 0,
  replied: 0,
  bounced: 0,
  unsubscribed: 0,
  finished: 0,
  stopped: 0,
  paused: 0,
};

/**
 * Each sequence's counts (two grouped reads): enrolments by state, and its messages the pipeline sent, delivered and
 * opened as the email service reported (decision 121; a bounced email counts as neither).
 */
async function countsOf(db: Db, ids: string[]): Promise<Map<string, SequenceCounts>> {
  const counts = new Map(ids.map((id) => [id, { ...EMPTY_COUNTS }]));
  if (ids.length === 0) return counts;
  const [states, sent] = await db.batch([
    db
      .select({ sequenceId: sequenceEnrollments.sequenceId, state: sequenceEnrollments.state, n: count() })
      .from(sequenceEnrollments)
      .where(inArray(sequenceEnrollments.sequenceId, ids))
      .groupBy(sequenceEnrollments.sequenceId, sequenceEnrollments.state),
    db
      .select({
        sequenceId: sequenceSends.sequenceId,
        n: count(),
        delivered: sql<number>`count(${deliveries.deliveredAt}) filter (where ${deliveries.bouncedAt} is null)`,
        opened: sql<number>`count(${deliveries.openedAt}) filter (where ${deliveries.bouncedAt} is null)`,
      })
      .from(sequenceSends)
      .innerJoin(deliveries, eq(deliveries.id, sequenceSends.deliveryId))
      .where(and(inArray(sequenceSends.sequenceId, ids), eq(deliveries.status, "sent")))
      .groupBy(sequenceSends.sequenceId),
  ]);
  for (const row of states) {
    const entry = counts.get(row.sequenceId)!;
    entry[row.state] = row.n;
    entry.enrolled += row.n;
  }
  for (const row of sent)
    Object.assign(counts.get(row.sequenceId)!, { sent: row.n, delivered: row.delivered, opened: row.opened });
  return counts;
}

function batchView(row: typeof sequenceEnrollmentBatches.$inferSelect): EnrollmentBatchView {
  return {
    id: row.id,
    total: row.total,
    done: row.cursor,
    enrolled: row.enrolled,
    status: row.cursor >= row.total ? "done" : "running",
    createdAt: row.createdAt.toISOString(),
  };
}

/** A sequence as its page shows it: steps, window, counts and the progress of lists being enrolled. */
export async function sequenceView(db: Db, row: Sequence): Promise<SequenceView> {
  const [counts, startRules, batches] = await Promise.all([
    countsOf(db, [row.id]),
    startRulesOf(db, row.id),
    db
      .select()
      .from(sequenceEnrollmentBatches)
      .where(eq(sequenceEnrollmentBatches.sequenceId, row.id))
      .orderBy(desc(sequenceEnrollmentBatches.createdAt))
      .limit(5),
  ]);
  return {
    id: row.id,
    name: row.name,
    steps: row.steps,
    window: row.window,
    startRules,
    counts: counts.get(row.id)!,
    batches: batches.map(batchView),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listSequences(
  db: Db,
  query: { limit: number; offset: number },
): Promise<{ rows: SequenceSummary[]; total: number }> {
  const [rows, [total]] = await db.batch([
    db
      .select()
      .from(sequences)
      .orderBy(desc(sequences.createdAt), desc(sequences.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(sequences),
  ]);
  const counts = await countsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      stepCount: row.steps.length,
      counts: counts.get(row.id)!,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}

export async function createSequence(
  db: Db,
  actor: Actor,
  input: SequenceInput,
  origin: string,
  now = new Date(),
): Promise<SequenceView> {
  await checkTemplates(db, input.steps);
  await checkStartRules(db, input.startRules ?? []);
  const id = crypto.randomUUID();
  const rules = await replaceStartRules(db, id, input.startRules ?? [], actor.userId, now);
  const [[row]] = await db.batch([
    db
      .insert(sequences)
      .values({
        id,
        name: input.name,
        steps: input.steps,
        window: input.window ?? DEFAULT_SEQUENCE_WINDOW,
        origin,
        createdById: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
    activityLog(actor, db, { action: "sequence.create", entityType: "sequence", entityId: id }),
    ...rules,
  ]);
  return sequenceView(db, row!);
}

/** Changes only the fields named; enrolments keep their place (a step removed ends those past the new last). */
export async function updateSequence(
  db: Db,
  actor: Actor,
  id: string,
  changes: SequenceUpdate,
  now = new Date(),
): Promise<SequenceView> {
  await findSequence(db, id);
  if (changes.steps) await checkTemplates(db, changes.steps);
  if (changes.startRules) await checkStartRules(db, changes.startRules);
  const { startRules, ...fields } = changes;
  const set = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const rules = startRules ? await replaceStartRules(db, id, startRules, actor.userId, now) : [];
  const [[row]] = await db.batch([
    db
      .update(sequences)
      .set({ ...set, updatedAt: now })
      .where(eq(sequences.id, id))
      .returning(),
    activityLog(actor, db, {
      action: "sequence.update",
      entityType: "sequence",
      entityId: id,
      details: { fields: [...Object.keys(set), ...(startRules ? ["startRules"] : [])] },
    }),
    ...rules,
    ...(changes.steps
      ? [
          db
            .update(sequenceEnrollments)
            .set({ state: "finished", nextAt: null, updatedAt: now })
            .where(
              and(
                eq(sequenceEnrollments.sequenceId, id),
                eq(sequenceEnrollments.state, "active"),
                sql`${sequenceEnrollments.nextStep} >= ${changes.steps.length}`,
              ),
            ),
        ]
      : []),
  ]);
  return sequenceView(db, row!);
}

/** Deletes a sequence with its enrolments (their messages already queued go on: they are the pipeline's). */
export async function deleteSequence(db: Db, actor: Actor, id: string): Promise<void> {
  await findSequence(db, id);
  await db.batch([
    db.delete(sequences).where(eq(sequences.id, id)),
    activityLog(actor, db, { action: "sequence.delete", entityType: "sequence", entityId: id }),
  ]);
}
