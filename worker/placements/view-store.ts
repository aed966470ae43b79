import { aliasedTable, asc, eq, inArray, sql } from "drizzle-orm";
import type { FeeLineView, PlacementView } from "../contract/placements";
import type { Db } from "../db/client";
import { applications, clients, jobs, placementFeeLines, placements, users } from "../db/schema";
import { toDollars } from "../domain/placement-fees";

/**
 * A placement as staff read it (issue 32 item 4): the candidate, the client, the job order, the terms copied onto it,
 * the fee and its lines with their invoice status, who placed it. Every placements read answers these views.
 */

const placers = aliasedTable(users, "placers");

export function viewSelect(db: Db) {
  return db
    .select({
      placement: placements,
      firstName: applications.firstName,
      lastName: applications.lastName,
      clientName: clients.name,
      jobTitle: jobs.title,
      placerName: placers.username,
    })
    .from(placements)
    .innerJoin(applications, eq(applications.id, placements.applicationId))
    .innerJoin(clients, eq(clients.id, placements.clientId))
    .leftJoin(jobs, eq(jobs.id, placements.jobId))
    .leftJoin(placers, eq(placers.id, placements.placedBy));
}

type ViewRow = Awaited<ReturnType<typeof viewSelect>>[number];

function toView(row: ViewRow, lines: (typeof placementFeeLines.$inferSelect)[]): PlacementView {
  const p = row.placement;
  return {
    id: p.id,
    applicationId: p.applicationId,
    candidateName: `${row.firstName} ${row.lastName}`.trim(),
    clientId: p.clientId,
    clientName: row.clientName,
    jobId: p.jobId,
    jobTitle: row.jobTitle,
    startDate: p.startDate,
    salary: toDollars(p.salaryCents),
    feeType: p.feeType,
    feePercent: p.feePercent,
    guaranteeDays: p.guaranteeDays,
    fee: toDollars(p.feeCents),
    guaranteeEndsOn: p.guaranteeEndsOn,
    status: p.status,
    fellOffOn: p.fellOffOn,
    feeLines: lines
      .filter((line) => line.placementId === p.id)
      .map(
        (line): FeeLineView => ({
          id: line.id,
          kind: line.kind,
          amount: toDollars(line.amountCents),
          invoiceStatus: line.invoiceStatus,
        }),
      ),
    placedBy: p.placedBy ? { id: p.placedBy, name: row.placerName ?? "Former staff member" } : null,
    createdAt: p.createdAt.toISOString(),
  };
}

const LINE_ORDER = sql`case ${placementFeeLines.kind} when 'retainer' then 1 when 'shortlist' then 2 when 'placement' then 3 else 0 end`;

export async function viewsOf(db: Db, rows: ViewRow[]): Promise<PlacementView[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(placementFeeLines)
    .where(
      inArray(
        placementFeeLines.placementId,
        rows.map((row) => row.placement.id),
      ),
    )
    .orderBy(asc(LINE_ORDER));
  return rows.map((row) => toView(row, lines));
}

/** The ids of a client's placements, as a subquery for the client's page to compose (its activity). */
export function clientPlacementIds(db: Db, clientId: string) {
  return db.select({ id: placements.id }).from(placements).where(eq(placements.clientId, clientId));
}

export async function findPlacement(db: Db, id: string): Promise<PlacementView | undefined> {
  const rows = await viewSelect(db).where(eq(placements.id, id)).limit(1);
  return (await viewsOf(db, rows))[0];
}
