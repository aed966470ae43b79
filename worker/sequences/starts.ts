import { formatISO } from "date-fns";
import { type AnyColumn, and, asc, eq, gt, gte, lte, or, type SQL, sql } from "drizzle-orm";
import { APPLICATION_STAGE_LABELS } from "../contract/application-pipeline";
import type { SequenceStartsReport } from "../contract/sequence-starts";
import type { Db } from "../db/client";
import {
  applicationEvents,
  applications,
  candidates,
  emailSuppressions,
  emailThreads,
  jobs,
  placements,
  type SequenceStartRule,
  sequenceEnrollments,
  sequenceStartRules,
  sequences,
  smsMessages,
  threadEmails,
} from "../db/schema";
import { sqlRandomUuid } from "../db/schema/columns";
import { restrictionsOfCandidates } from "../submittals/off-limits";
import { earliestBusinessDaysAfter } from "./schedule";

/**
 * The cron's start of sequences by their rules (decision 119). Each run looks at the `START_RULES_PER_TICK` rules
 * looked at least recently, and for each reads at most `START_PAGE` applications (or stage moves) after its cursor
 * by their time index, so a run's work does not grow with the number of applications. The enrolments and the
 * cursor's move are ONE batch: the insert enrols only while the cursor is still where this run read it, and the
 * (sequence, candidate) unique index enrols a person once, so two runs at once never enrol anyone twice.
 */

export const START_RULES_PER_TICK = 10;
export const START_PAGE = 50;
const DAY_MS = 86_400_000;

type Rule = SequenceStartRule & { firstDelay: number };
interface PageRow {
  cursorAt: Date;
  cursorId: string;
  applicationId: string;
  candidateId: string | null;
  email: string | null;
  /** The stage a move went to (stage rules only). */
  toValue?: string | null;
}

/** The rule's page: applications whose `days` have passed, or stage moves, after its cursor, in time order. */
function readPage(db: Db, rule: Rule, now: Date): Promise<PageRow[]> {
  const after = (at: AnyColumn, id: AnyColumn) =>
    and(gte(at, rule.cursorAt), or(gt(at, rule.cursorAt), gt(id, rule.cursorId)));
  if (rule.kind === "applied_not_contacted") {
    const horizon = new Date(now.getTime() - rule.days! * DAY_MS);
    return db
      .select({
        cursorAt: applications.createdAt,
        cursorId: applications.id,
        applicationId: applications.id,
        candidateId: applications.candidateId,
        email: candidates.email,
      })
      .from(applications)
      .leftJoin(candidates, eq(candidates.id, applications.candidateId))
      .where(and(after(applications.createdAt, applications.id), lte(applications.createdAt, horizon)))
      .orderBy(asc(applications.createdAt), asc(applications.id))
      .limit(START_PAGE);
  }
  return db
    .select({
      cursorAt: applicationEvents.changedAt,
      cursorId: applicationEvents.id,
      applicationId: applications.id,
      candidateId: applications.candidateId,
      email: candidates.email,
      toValue: applicationEvents.toValue,
    })
    .from(applicationEvents)
    .innerJoin(applications, eq(applications.id, applicationEvents.applicationId))
    .leftJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(
      and(
        eq(applicationEvents.type, "stage"),
        after(applicationEvents.changedAt, applicationEvents.id),
        lte(applicationEvents.changedAt, now),
      ),
    )
    .orderBy(asc(applicationEvents.changedAt), asc(applicationEvents.id))
    .limit(START_PAGE);
}

/**
 * Contacted since they applied (decision 119): an email to them on any of their threads, a text to their phone, or
 * a stage move of the application by staff, after the application came in.
 */
function contactedSince(): SQL {
  return sql`(exists (select 1 from ${threadEmails} join ${emailThreads} on ${emailThreads.id} = ${threadEmails.threadId}
      where ${emailThreads.candidateId} = ${applications.candidateId} and ${threadEmails.direction} = 'out'
        and ${threadEmails.createdAt} > ${applications.createdAt})
    or exists (select 1 from ${smsMessages} where ${candidates.phone} <> '' and ${smsMessages.toNumber} = ${candidates.phone}
        and ${smsMessages.createdAt} > ${applications.createdAt})
    or exists (select 1 from ${applicationEvents} where ${applicationEvents.applicationId} = ${applications.id}
        and ${applicationEvents.type} = 'stage' and ${applicationEvents.changedBy} is not null
        and ${applicationEvents.changedAt} > ${applications.createdAt}))`;
}

/** Who a rule never enrols: unsubscribed from a sequence or from bulk email, or placed (an active placement). */
function leftOut(): SQL {
  return sql`(exists (select 1 from ${sequenceEnrollments} where ${sequenceEnrollments.candidateId} = ${applications.candidateId}
      and ${sequenceEnrollments.state} = 'unsubscribed')
    or exists (select 1 from ${emailSuppressions} where ${emailSuppressions.email} = lower(trim(${candidates.email}))
      and ${emailSuppressions.reason} in ('unsubscribed', 'complaint'))
    or exists (select 1 from ${placements} where ${placements.candidateId} = ${applications.candidateId}
      and ${placements.status} = 'active'))`;
}

/** "Started by the rule: ..." on the enrolment, which the person's timeline and the sequence's page show. */
function reasonOf(rule: Rule): SQL {
  const job = sql`coalesce(${jobs.title}, 'a job')`;
  const [before, after] =
    rule.kind === "applied_not_contacted"
      ? ["Started by the rule: applied to ", ` and not contacted in ${rule.days} day${rule.days === 1 ? "" : "s"}.`]
      : [`Started by the rule: entered ${APPLICATION_STAGE_LABELS[rule.stage!]} for `, "."];
  return sql`${before} || ${job} || ${after}`;
}

/** The enrolment of the page's people the rule matches, while the rule's cursor is still where it was read. */
function enrollStatement(db: Db, rule: Rule, applicationIds: string[], now: Date) {
  const at = now.getTime();
  // As every enrolment: due the earliest the first delay can end on any clock; the tick puts it off to theirs.
  const due = earliestBusinessDaysAfter(now, rule.firstDelay).getTime();
  const matches =
    rule.kind === "applied_not_contacted" ? sql`not ${contactedSince()}` : sql`${applications.stage} = ${rule.stage}`;
  const ofJob = rule.jobId ? sql`${applications.jobId} = ${rule.jobId}` : sql`1`;
  // Columns in the table's order: id, sequence, candidate, contact, state, next step, next at, reason, enrolled by,
  // start rule, application, created at, updated at, job (the application's, for {{job.title}} and {{client.name}}).
  return db
    .insert(sequenceEnrollments)
    .select(
      sql`select ${sqlRandomUuid}, ${rule.sequenceId}, ${applications.candidateId}, null, 'active', 0, ${due},
          ${reasonOf(rule)}, ${rule.createdById}, ${rule.id}, ${applications.id}, ${at}, ${at}, ${applications.jobId}
        from ${applications} join ${candidates} on ${candidates.id} = ${applications.candidateId}
        left join ${jobs} on ${jobs.id} = ${applications.jobId}
        where ${applications.id} in (select value from json_each(${JSON.stringify(applicationIds)}))
          and ${ofJob} and ${matches} and not ${leftOut()}
          and exists (select 1 from ${sequenceStartRules} where ${sequenceStartRules.id} = ${rule.id}
            and ${sequenceStartRules.cursorAt} = ${rule.cursorAt.getTime()}
            and ${sequenceStartRules.cursorId} = ${rule.cursorId})
        order by ${applications.createdAt}, ${applications.id}`,
    )
    .onConflictDoNothing()
    .returning({ candidateId: sequenceEnrollments.candidateId });
}

/** Moves the rule's cursor past its page (only from where this run read it) and marks it looked at. */
function moveCursor(db: Db, rule: Rule, last: PageRow | undefined, now: Date) {
  return db
    .update(sequenceStartRules)
    .set({ cursorAt: last?.cursorAt ?? rule.cursorAt, cursorId: last?.cursorId ?? rule.cursorId, checkedAt: now })
    .where(
      and(
        eq(sequenceStartRules.id, rule.id),
        eq(sequenceStartRules.cursorAt, rule.cursorAt),
        eq(sequenceStartRules.cursorId, rule.cursorId),
      ),
    );
}

/** One rule's page: who of it to enrol (off-limits people left out), enrolled with the cursor's move. */
async function runRule(db: Db, rule: Rule, now: Date): Promise<{ looked: number; enrolled: number }> {
  const page = await readPage(db, rule, now);
  const candidatesOf = page.filter(
    (row) => row.candidateId && (rule.kind === "applied_not_contacted" || row.toValue === rule.stage),
  );
  const restrictions = await restrictionsOfCandidates(
    db,
    candidatesOf.map((row) => ({ id: row.candidateId!, email: row.email ?? "" })),
    formatISO(now, { representation: "date" }),
  );
  const eligible = candidatesOf.filter((row) => (restrictions.get(row.candidateId!)?.offLimits.length ?? 0) === 0);
  const move = moveCursor(db, rule, page.at(-1), now);
  if (eligible.length === 0) {
    await move;
    return { looked: page.length, enrolled: 0 };
  }
  const ids = [...new Set(eligible.map((row) => row.applicationId))];
  const [enrolled] = await db.batch([enrollStatement(db, rule, ids, now), move]);
  return { looked: page.length, enrolled: enrolled.length };
}

/** One run: the least recently looked at rules, a page each. */
export async function runSequenceStarts(db: Db, now: Date): Promise<SequenceStartsReport> {
  const rows = await db
    .select({ rule: sequenceStartRules, steps: sequences.steps })
    .from(sequenceStartRules)
    .innerJoin(sequences, eq(sequences.id, sequenceStartRules.sequenceId))
    .orderBy(asc(sequenceStartRules.checkedAt), asc(sequenceStartRules.id))
    .limit(START_RULES_PER_TICK);
  const report: SequenceStartsReport = { rules: rows.length, looked: 0, enrolled: 0 };
  for (const row of rows) {
    const rule: Rule = { ...row.rule, firstDelay: row.steps[0]?.delayDays ?? 0 };
    try {
      const result = await runRule(db, rule, now);
      report.looked += result.looked;
      report.enrolled += result.enrolled;
    } catch (error) {
      // One rule's failure leaves its cursor where it was, for the next run; the other rules go on.
      const event = "sequence_start_failed";
      console.error(JSON.stringify({ level: "error", event, ruleId: rule.id, error: String(error) }));
    }
  }
  return report;
}
