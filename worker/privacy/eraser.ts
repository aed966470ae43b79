import { and, inArray, isNotNull, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteTable, SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import type { PersonQuery, PrivacyEraseResult } from "../contract/privacy";
import { createDb, type Db } from "../db/client";
import {
  applications,
  candidates,
  crmLeads,
  deliveries,
  jobAlertSubscriptions,
  newsletterSubscribers,
} from "../db/schema";
import { queueDelivery } from "../delivery/pipeline";
import type { Bindings } from "../env";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { ghlServiceStatus } from "../integrations/ghl/client";
import { crmDeleteDelivery } from "./crm-delete-delivery";
import { anyOnHold } from "./person-search";
import { inIds, PERSONAL_DATA, type PersonalTable, type PersonRecords } from "./personal-data";
import { receivedMailOf } from "./private-files";
import { redactionStatements } from "./redact";
import { countsOf, resolvePerson, unique } from "./resolve";
import { suppressionInsert } from "./suppression";
/**
 * Erasing a person (issue 20, decision 030): on request (suppressed) or by the retention cron (./retention.ts), with
 * the registry of personal columns (./personal-data.ts) over everything the resolver (./resolve.ts) found.
 */

/** How an erasure is recorded: an erasure on request (suppressed), or the retention cron (not). */
export interface EraseOptions {
  action: "privacy.erase" | "privacy.retention";
  suppress: boolean;
  now: Date;
}

const R2_DELETE_MAX = 1000;

/**
 * Erases a person: resume files and received emails (R2) first (a failure after them leaves rows pointing at nothing, never a file nobody
 * can find again), then ONE batch that redacts them out of other people's rows that name them (worker/privacy/redact.ts),
 * anonymizes every registered column of every row found, withdraws the
 * deliveries not yet sent, queues the deletion of their GoHighLevel contacts (when GoHighLevel is configured), adds
 * the suppression entries and logs the counts. Answers the deliveries to dispatch with the result.
 */
export async function erase(
  env: Bindings,
  db: Db,
  actor: Actor,
  found: PersonRecords,
  options: EraseOptions,
): Promise<{ result: PrivacyEraseResult; deliveryIds: string[] }> {
  const { ids: personIds } = found;
  const [resumeRows, contactRows, unsent] = await db.batch([
    db
      .select({ key: applications.resumeKey })
      .from(applications)
      .where(and(inIds(applications.id, personIds.applications), isNotNull(applications.resumeKey))),
    db
      .selectDistinct({ contactId: crmLeads.ghlContactId })
      .from(crmLeads)
      .where(and(inIds(crmLeads.id, personIds.leads), isNotNull(crmLeads.ghlContactId))),
    db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(
        and(inIds(deliveries.id, personIds.deliveries), inArray(deliveries.status, ["pending", "failed", "dead"])),
      ),
  ]);
  const resumeKeys = unique(resumeRows.map((row) => row.key));
  const mail = await receivedMailOf(db, found);
  const redactions = await redactionStatements(db, found);
  const fileKeys = [...resumeKeys, ...mail.keys];
  // R2 deletes at most 1,000 keys a call.
  for (let start = 0; start < fileKeys.length; start += R2_DELETE_MAX)
    await env.RESUMES.delete(fileKeys.slice(start, start + R2_DELETE_MAX));
  const crmDeletes = ghlServiceStatus(env).configured
    ? unique(contactRows.map((row) => row.contactId)).map((contactId) =>
        queueDelivery(db, "crm_delete", crmDeleteDelivery(contactId), options.now),
      )
    : [];
  const suppression = options.suppress
    ? await suppressionInsert(db, found.emails, found.phones, options.now)
    : { count: 0, insert: undefined };
  const result: PrivacyEraseResult = {
    erased: countsOf(personIds),
    resumesDeleted: resumeKeys.length,
    emailsDeleted: mail.emails,
    deliveriesWithdrawn: unsent.length,
    crmDeletesQueued: crmDeletes.length,
    suppressed: suppression.count,
  };
  const statements: BatchItem<"sqlite">[] = [
    // Not sent yet: never sent now (a withdrawn delivery is never retried).
    db
      .update(deliveries)
      .set({ status: "withdrawn", nextAttemptAt: null, updatedAt: options.now })
      .where(
        inIds(
          deliveries.id,
          unsent.map((row) => row.id),
        ),
      ),
    // Other people's rows that name them first: a row of theirs among them is then erased whole.
    ...redactions,
    ...Object.values<PersonalTable>(PERSONAL_DATA).flatMap((entry): BatchItem<"sqlite">[] => {
      if (entry.deleteRows) return [db.delete(entry.table).where(entry.rowsOf(found))];
      if (Object.keys(entry.erase).length === 0) return [];
      return [
        db
          .update(entry.table)
          .set(entry.erase as SQLiteUpdateSetSource<SQLiteTable>)
          .where(entry.rowsOf(found)),
      ];
    }),
    db.update(candidates).set({ erasedAt: options.now }).where(inIds(candidates.id, personIds.candidates)),
    db
      .update(jobAlertSubscriptions)
      .set({ status: "unsubscribed", unsubscribedAt: options.now })
      .where(
        and(
          inIds(jobAlertSubscriptions.id, personIds.alertSubscriptions),
          sql`${jobAlertSubscriptions.status} != 'unsubscribed'`,
        ),
      ),
    db
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: options.now })
      .where(
        and(
          inIds(newsletterSubscribers.id, personIds.newsletterSubscribers),
          sql`${newsletterSubscribers.status} != 'unsubscribed'`,
        ),
      ),
    ...crmDeletes.map((delivery) => delivery.insert),
    ...(suppression.insert ? [suppression.insert] : []),
    activityLog(actor, db, {
      action: options.action,
      entityType: "person",
      details: { ...result, candidateIds: personIds.candidates },
    }),
  ];
  await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return { result, deliveryIds: crmDeletes.map((delivery) => delivery.id) };
}

/** POST /api/admin/privacy/erase: a 409 when a candidate found is under a legal hold, and nothing changes. */
export async function erasePerson(env: Bindings, actor: Actor, query: PersonQuery, now = new Date()) {
  const db = createDb(env.DB);
  const found = await resolvePerson(db, query);
  if (await anyOnHold(db, found.ids))
    throw new ApiError(409, "legal_hold", "This person is under a legal hold: lift the hold before erasing.");
  return erase(env, db, actor, found, { action: "privacy.erase", suppress: true, now });
}
