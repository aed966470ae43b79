import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  notInArray,
  type SQL,
  sql,
} from "drizzle-orm";
import type { ApplicationFilter, ApplicationListItem, ApplicationListQuery } from "../contract/application-pipeline";
import { APPLICATION_CLOSED_STAGES } from "../contract/enums";
import { INTERVIEW_ON_STATUSES } from "../contract/interview-enums";
import { DEFAULT_TIME_ZONE } from "../contract/site-enums";
import { addDays, startOfZonedDay } from "../contract/time-zone";
import type { Db } from "../db/client";
import { applications, interviews, jobs, users } from "../db/schema";
import { toFtsQuery } from "../domain/fts-query";

/**
 * Staff's list of applications (issue 17): the row every list of applications shows (this one, the board's columns,
 * a candidate's applications, the same person's others), and one page of them by filters, search and order.
 */

export const owners = aliasedTable(users, "owners");

/**
 * The application's next interview (issue 47 item 6, on the board's card): the earliest of its interviews still on
 * (scheduled or moved, not yet marked), through the interviews' application index.
 */
const nextInterviewAt = sql<number | null>`(select min(${interviews.startsAt}) from ${interviews}
  where ${interviews.applicationId} = ${applications.id}
  and ${interviews.status} in (${sql.join(
    INTERVIEW_ON_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )}))`;

export const listColumns = {
  id: applications.id,
  firstName: applications.firstName,
  lastName: applications.lastName,
  email: applications.email,
  phone: applications.phone,
  currentPosition: applications.currentPosition,
  jobId: applications.jobId,
  jobTitle: jobs.title,
  stage: applications.stage,
  rejectionReason: applications.rejectionReason,
  ownerId: applications.ownerId,
  ownerName: owners.username,
  rating: applications.rating,
  resumeKey: applications.resumeKey,
  candidateId: applications.candidateId,
  createdAt: applications.createdAt,
  nextInterviewAt,
};

export function listSelect(db: Db) {
  return db
    .select(listColumns)
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(owners, eq(owners.id, applications.ownerId));
}

type ListRow = Awaited<ReturnType<typeof listSelect>>[number];

/**
 * A candidate's applications, newest first, as a query to put in a batch; its rows become list items through
 * `toListItem` (worker/candidates/store.ts).
 */
export function candidateApplicationsQuery(db: Db, candidateId: string, limit: number) {
  return listSelect(db)
    .where(eq(applications.candidateId, candidateId))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(limit);
}

export function toListItem(row: ListRow): ApplicationListItem {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    currentPosition: row.currentPosition,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    stage: row.stage,
    rejectionReason: row.rejectionReason,
    owner: row.ownerId ? { id: row.ownerId, name: row.ownerName ?? "Former staff member" } : null,
    rating: row.rating,
    hasResume: row.resumeKey !== null,
    candidateId: row.candidateId,
    createdAt: row.createdAt.toISOString(),
    nextInterviewAt: row.nextInterviewAt === null ? null : new Date(row.nextInterviewAt).toISOString(),
  };
}

/**
 * The search's MATCH expression: name, email, position, resume words and the title of the job applied for, all in
 * the FTS5 index (migrations 0018, 0030), each word a prefix. Undefined when the text holds no searchable word: such
 * a search finds nothing.
 */
function searchOf(query: ApplicationFilter): string | undefined {
  return query.q ? toFtsQuery(query.q, "every") : undefined;
}

/** The applications of one job, of none (`"none"`: general applications), or of a client's jobs. */
export function scopeOf({ jobId, clientId }: { jobId?: string; clientId?: string }): SQL[] {
  const conditions: SQL[] = [];
  if (jobId === "none") conditions.push(sql`${applications.jobId} is null`);
  else if (jobId) conditions.push(eq(applications.jobId, jobId));
  if (clientId)
    conditions.push(
      inArray(applications.jobId, sql`(select ${jobs.id} from ${jobs} where ${jobs.clientId} = ${clientId})`),
    );
  return conditions;
}

function whereOf(query: ApplicationFilter, match: string | undefined): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.stage === "open") conditions.push(notInArray(applications.stage, [...APPLICATION_CLOSED_STAGES]));
  else if (query.stage === "closed") conditions.push(inArray(applications.stage, [...APPLICATION_CLOSED_STAGES]));
  else if (query.stage) conditions.push(eq(applications.stage, query.stage));
  conditions.push(...scopeOf(query));
  if (query.ownerId === "none") conditions.push(sql`${applications.ownerId} is null`);
  else if (query.ownerId) conditions.push(eq(applications.ownerId, query.ownerId));
  // Dates are days in the firm's zone: "to" includes its whole day.
  if (query.from)
    conditions.push(gte(applications.createdAt, new Date(startOfZonedDay(query.from, DEFAULT_TIME_ZONE))));
  if (query.to)
    conditions.push(lt(applications.createdAt, new Date(startOfZonedDay(addDays(query.to, 1), DEFAULT_TIME_ZONE))));
  if (query.q)
    conditions.push(
      match
        ? sql`${applications}.rowid in (select rowid from applications_fts where applications_fts match ${match})`
        : sql`0`,
    );
  return and(...conditions);
}

const ORDER: Record<ApplicationListQuery["sort"], SQL[]> = {
  newest: [desc(applications.createdAt), desc(applications.id)],
  oldest: [asc(applications.createdAt), asc(applications.id)],
  name: [asc(sql`lower(${applications.lastName})`), asc(sql`lower(${applications.firstName})`), asc(applications.id)],
  // Unrated last, then the newest first among equals.
  rating: [sql`${applications.rating} is null`, desc(applications.rating), desc(applications.createdAt)],
};

/**
 * With a search, newest and oldest are the order of arrival, which the index knows (rowid): the page is read from the
 * matches in that order and stops at the page, where created_at would mean reading every match's row to sort them.
 * An application's created_at is the moment it was stored, so the two orders are the same.
 */
const SEARCH_ORDER: Partial<Record<ApplicationListQuery["sort"], SQL[]>> = {
  newest: [desc(sql`${applications}.rowid`)],
  oldest: [asc(sql`${applications}.rowid`)],
};

/** One page of applications matching the filters, and how many match in all. */
export async function listApplications(
  db: Db,
  query: ApplicationListQuery,
): Promise<{ rows: ApplicationListItem[]; total: number }> {
  const match = searchOf(query);
  const where = whereOf(query, match);
  const order = (match && SEARCH_ORDER[query.sort]) || ORDER[query.sort];
  // A search alone is counted inside the index; with other filters too, on the matches' rows.
  const onlySearch =
    match && !query.stage && !query.jobId && !query.clientId && !query.ownerId && !query.from && !query.to;
  const [rows, [total]] = await db.batch([
    listSelect(db)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    onlySearch
      ? db.select({ value: count() }).from(sql`applications_fts`).where(sql`applications_fts match ${match}`)
      : db.select({ value: count() }).from(applications).where(where),
  ]);
  return { rows: rows.map(toListItem), total: total?.value ?? 0 };
}

/**
 * The candidates of every application the list's filters find (no order, no page), each once, as a query a caller
 * bounds with `limit` or counts as a subquery: a sequence enrols the candidates of a job's stage (decision 122).
 * Applications no candidate record holds (`candidate_id` null) have no one to enrol.
 */
export function filteredCandidatesQuery(db: Db, filter: ApplicationFilter) {
  return db
    .selectDistinct({ candidateId: applications.candidateId })
    .from(applications)
    .where(and(whereOf(filter, searchOf(filter)), isNotNull(applications.candidateId)));
}
