import { and, count, desc, eq, sql } from "drizzle-orm";
import type { InvoiceStatus } from "../contract/desk-enums";
import type { PlacementList, PlacementListQuery, PlacementTotals } from "../contract/placements";
import type { Db } from "../db/client";
import { placementFeeLines, placements } from "../db/schema";
import { toDollars } from "../domain/placement-fees";
import { viewSelect, viewsOf } from "./view-store";

/** One page of placements, the newest start first, with the totals of every placement the filters match. */
export async function listPlacements(
  db: Db,
  query: PlacementListQuery,
): Promise<{ rows: PlacementList; total: number }> {
  const where = and(
    query.clientId ? eq(placements.clientId, query.clientId) : undefined,
    query.status ? eq(placements.status, query.status) : undefined,
  );
  // A placement that fell off earns no fee and leaves nothing to invoice (the desk counts it out the same way);
  // what was already invoiced or paid for it stays in those totals, as money that moved.
  const standing = sql`${placements.status} <> 'fell_off'`;
  // Aliased: a batch reads rows by column name, and the three sums differ only in a bound value.
  const lineSum = (status: InvoiceStatus) =>
    sql<number>`coalesce(sum(case when ${placementFeeLines.invoiceStatus} = ${status}${status === "to_invoice" ? sql` and ${standing}` : sql``} then ${placementFeeLines.amountCents} end), 0)`.as(
      `${status}_cents`,
    );
  const [rows, [counted], [lineTotals]] = await db.batch([
    viewSelect(db)
      .where(where)
      .orderBy(desc(placements.startDate), desc(placements.createdAt))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({
        value: count(),
        fees: sql<number>`coalesce(sum(case when ${standing} then ${placements.feeCents} end), 0)`.as("fees_cents"),
      })
      .from(placements)
      .where(where),
    db
      .select({ toInvoice: lineSum("to_invoice"), invoiced: lineSum("invoiced"), paid: lineSum("paid") })
      .from(placementFeeLines)
      .innerJoin(placements, eq(placements.id, placementFeeLines.placementId))
      .where(where),
  ]);
  const totals: PlacementTotals = {
    count: counted?.value ?? 0,
    fees: toDollars(counted?.fees ?? 0),
    toInvoice: toDollars(lineTotals?.toInvoice ?? 0),
    invoiced: toDollars(lineTotals?.invoiced ?? 0),
    paid: toDollars(lineTotals?.paid ?? 0),
  };
  return { rows: { placements: await viewsOf(db, rows), totals }, total: totals.count };
}
