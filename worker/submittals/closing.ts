import { and, inArray } from "drizzle-orm";
import { SUBMITTAL_OPEN_STATUSES } from "../contract/desk-enums";
import type { Db } from "../db/client";
import { submittals } from "../db/schema";

/**
 * Closes the submittals still open (awaiting or on hold) of applications the firm has decided (placed, fallen off,
 * withdrawn, rejected), for the batch that decides them: the client portal shows them as decided and takes no late answer,
 * and the reminder cron, which chases only awaiting submittals, leaves their contact alone.
 */
export function closeOpenSubmittals(db: Db, applicationIds: string[], now: Date) {
  return db
    .update(submittals)
    .set({ status: "closed", decidedAt: now, updatedAt: now })
    .where(and(inArray(submittals.applicationId, applicationIds), inArray(submittals.status, SUBMITTAL_OPEN_STATUSES)));
}
