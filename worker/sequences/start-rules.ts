import { eq, inArray } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { type StartRuleInput, type StartRuleView, startRuleKey } from "../contract/sequence-starts";
import type { Db } from "../db/client";
import { jobs, type SequenceStartRule, sequenceStartRules } from "../db/schema";
import { validationError } from "../http/errors";

/**
 * A sequence's start rules (decision 119), saved with the sequence: the list given replaces the one saved, a rule
 * given again unchanged keeps its row and so its cursor (nobody is looked at twice by it).
 */

const DAY_MS = 86_400_000;

/** A 400 naming each rule whose job does not exist. */
export async function checkStartRules(db: Db, rules: readonly StartRuleInput[]): Promise<void> {
  const ids = [...new Set(rules.flatMap((rule) => (rule.jobId ? [rule.jobId] : [])))];
  if (ids.length === 0) return;
  const found = await db.select({ id: jobs.id }).from(jobs).where(inArray(jobs.id, ids));
  const known = new Set(found.map((row) => row.id));
  const issues = rules.flatMap((rule, index) =>
    rule.jobId && !known.has(rule.jobId)
      ? [{ path: `startRules.${index}.jobId`, message: `No job ${rule.jobId}` }]
      : [],
  );
  if (issues.length > 0) throw validationError(issues);
}

/**
 * Where a new rule starts: "applied and not contacted in N days" looks at applications whose N days end after the
 * rule was set (so yesterday's applicant still counts, last year's do not); "entered a stage" at moves from now on.
 */
function cursorStart(rule: StartRuleInput, now: Date): Date {
  return rule.kind === "applied_not_contacted" ? new Date(now.getTime() - rule.days * DAY_MS) : now;
}

/** The writes that make `rules` the sequence's start rules, for the batch that saves the sequence. */
export async function replaceStartRules(
  db: Db,
  sequenceId: string,
  rules: readonly StartRuleInput[],
  createdById: string | null,
  now: Date,
): Promise<BatchItem<"sqlite">[]> {
  const savedRows = await db.select().from(sequenceStartRules).where(eq(sequenceStartRules.sequenceId, sequenceId));
  const place = new Map(rules.map((rule, index) => [startRuleKey(rule), index]));
  const have = new Map(savedRows.map((row) => [row.ruleKey, row.id]));
  const gone = savedRows.filter((row) => !place.has(row.ruleKey)).map((row) => row.id);
  const kept = savedRows.filter((row) => place.has(row.ruleKey) && place.get(row.ruleKey) !== row.position);
  const added = rules.flatMap((rule, position) => (have.has(startRuleKey(rule)) ? [] : [{ rule, position }]));
  return [
    ...(gone.length > 0 ? [db.delete(sequenceStartRules).where(inArray(sequenceStartRules.id, gone))] : []),
    ...kept.map((row) =>
      db
        .update(sequenceStartRules)
        .set({ position: place.get(row.ruleKey)! })
        .where(eq(sequenceStartRules.id, row.id)),
    ),
    ...(added.length > 0
      ? [
          db
            .insert(sequenceStartRules)
            .values(
              added.map(({ rule, position }) => ({
                sequenceId,
                kind: rule.kind,
                ruleKey: startRuleKey(rule),
                position,
                jobId: rule.jobId,
                days: rule.kind === "applied_not_contacted" ? rule.days : null,
                stage: rule.kind === "entered_stage" ? rule.stage : null,
                cursorAt: cursorStart(rule, now),
                cursorId: "",
                checkedAt: new Date(0),
                createdById,
                createdAt: now,
              })),
            )
            // Two saves at once add a rule once.
            .onConflictDoNothing(),
        ]
      : []),
  ];
}

/** A row as the page shows it: each kind's row has its own field set (days, or stage) since it was inserted. */
export function startRuleView(row: SequenceStartRule & { jobTitle: string | null }): StartRuleView {
  const common = { id: row.id, jobId: row.jobId, jobTitle: row.jobTitle };
  return row.kind === "applied_not_contacted"
    ? { ...common, kind: row.kind, days: row.days! }
    : { ...common, kind: row.kind, stage: row.stage! };
}

/** A sequence's start rules as its page shows them, in the order last saved. */
export async function startRulesOf(db: Db, sequenceId: string): Promise<StartRuleView[]> {
  const rows = await db
    .select({ rule: sequenceStartRules, jobTitle: jobs.title })
    .from(sequenceStartRules)
    .leftJoin(jobs, eq(jobs.id, sequenceStartRules.jobId))
    .where(eq(sequenceStartRules.sequenceId, sequenceId))
    .orderBy(sequenceStartRules.position, sequenceStartRules.id);
  return rows.map((row) => startRuleView({ ...row.rule, jobTitle: row.jobTitle }));
}
