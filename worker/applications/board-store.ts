import { and, count, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import {
  type ApplicationBoardQuery,
  type ApplicationJobCount,
  BOARD_COLUMN_PAGE,
  BOARD_COLUMNS,
  type BoardColumn,
  type BoardColumnView,
} from "../contract/application-pipeline";
import { APPLICATION_CLOSED_STAGES } from "../contract/enums";
import type { Db } from "../db/client";
import { applications, clients, jobs } from "../db/schema";
import { listSelect, scopeOf, toListItem } from "./list-store";

/**
 * The pipeline board's reads (decision 053): every application, one job's, the general ones or a client's, as a
 * column per open stage and one Closed column, each with its count and its newest cards (more come page by page
 * through the list, `GET /api/admin/applications?stage=...`, in the same order); and the jobs with applications,
 * with their counts, for the board's job picker.
 */

const CLOSED = [...APPLICATION_CLOSED_STAGES];

const inColumn = (column: BoardColumn) =>
  column === "closed" ? inArray(applications.stage, CLOSED) : eq(applications.stage, column);

/** The board of `scope`: every column with its total and first BOARD_COLUMN_PAGE cards, newest first, in one batch. */
export async function boardColumns(db: Db, scope: ApplicationBoardQuery): Promise<BoardColumnView[]> {
  const conditions = scopeOf(scope);
  const [counts, ...pages] = await db.batch([
    db
      .select({ stage: applications.stage, value: count() })
      .from(applications)
      .where(and(...conditions))
      .groupBy(applications.stage),
    ...BOARD_COLUMNS.map((column) =>
      listSelect(db)
        .where(and(...conditions, inColumn(column)))
        .orderBy(desc(applications.createdAt), desc(applications.id))
        .limit(BOARD_COLUMN_PAGE),
    ),
  ]);
  return BOARD_COLUMNS.map((column, index) => ({
    column,
    total: counts
      .filter(({ stage }) =>
        column === "closed" ? CLOSED.includes(stage as (typeof CLOSED)[number]) : stage === column,
      )
      .reduce((sum, { value }) => sum + value, 0),
    rows: (pages[index] ?? []).map(toListItem),
  }));
}

/**
 * Every job that has applications, and the general applications (no job) as one more entry, each with how many are
 * open and in all, with the job's client: the board's job and client pickers. Most open first, then by title.
 */
export async function applicationJobCounts(db: Db): Promise<ApplicationJobCount[]> {
  const open = sql<number>`sum(case when ${notInArray(applications.stage, CLOSED)} then 1 else 0 end)`;
  const rows = await db
    .select({
      id: applications.jobId,
      title: jobs.title,
      status: jobs.status,
      clientId: clients.id,
      clientName: clients.name,
      open,
      total: count(),
    })
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(clients, eq(clients.id, jobs.clientId))
    .groupBy(applications.jobId)
    .orderBy(desc(open), sql`${jobs.title} is null`, jobs.title);
  return rows.map(({ clientId, clientName, open, ...row }) => ({
    ...row,
    client: clientId ? { id: clientId, name: clientName ?? "" } : null,
    open: Number(open),
  }));
}
