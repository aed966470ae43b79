import { and, eq } from "drizzle-orm";
import type { InvoiceStatus } from "../contract/desk-enums";
import type { PlacementView } from "../contract/placements";
import type { Db } from "../db/client";
import { placementFeeLines } from "../db/schema";
import { type Actor, activityLog } from "../http/activity-log";
import { findPlacement } from "./view-store";

/** Staff set where a fee line's invoice stands; 404 for a line that is not this placement's. */
export async function setInvoiceStatus(
  db: Db,
  actor: Actor,
  placementId: string,
  lineId: string,
  invoiceStatus: InvoiceStatus,
  now: Date,
): Promise<PlacementView | undefined> {
  const ofThisPlacement = and(eq(placementFeeLines.id, lineId), eq(placementFeeLines.placementId, placementId));
  const line = await db.select({ id: placementFeeLines.id }).from(placementFeeLines).where(ofThisPlacement).get();
  if (!line) return undefined;
  await db.batch([
    db.update(placementFeeLines).set({ invoiceStatus, invoiceStatusAt: now }).where(ofThisPlacement),
    activityLog(actor, db, {
      action: "placement.invoice_status",
      entityType: "placement",
      entityId: placementId,
      details: { lineId, invoiceStatus },
    }),
  ]);
  return findPlacement(db, placementId);
}
