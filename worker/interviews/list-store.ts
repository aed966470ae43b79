import { and, asc, count, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { InterviewListQuery, InterviewView } from "../contract/interviews";
import { DEFAULT_TIME_ZONE } from "../contract/site-enums";
import { addDays, startOfZonedDay } from "../contract/time-zone";
import type { Db } from "../db/client";
import { interviews } from "../db/schema";
import { viewSelect, viewsOf } from "./view-store";

/**
 * One page of interviews: those still without a time first, then by time; filtered by job order, client,
 * application, candidate, status and the firm's calendar days `from` to `to` (both included).
 */
export async function listInterviews(
  db: Db,
  query: InterviewListQuery,
): Promise<{ rows: InterviewView[]; total: number }> {
  const where = and(
    query.jobId ? eq(interviews.jobId, query.jobId) : undefined,
    query.clientId ? eq(interviews.clientId, query.clientId) : undefined,
    query.applicationId ? eq(interviews.applicationId, query.applicationId) : undefined,
    query.candidateId ? eq(interviews.candidateId, query.candidateId) : undefined,
    query.status ? eq(interviews.status, query.status) : undefined,
    query.from ? gte(interviews.startsAt, new Date(startOfZonedDay(query.from, DEFAULT_TIME_ZONE))) : undefined,
    query.to ? lt(interviews.startsAt, new Date(startOfZonedDay(addDays(query.to, 1), DEFAULT_TIME_ZONE))) : undefined,
  );
  const [rows, [counted]] = await db.batch([
    viewSelect(db)
      .where(where)
      .orderBy(sql`${interviews.startsAt} is not null`, asc(interviews.startsAt), desc(interviews.createdAt))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(interviews).where(where),
  ]);
  return { rows: await viewsOf(db, rows), total: counted?.value ?? 0 };
}
