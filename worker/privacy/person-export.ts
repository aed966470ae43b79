import { or } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import type { PersonQuery } from "../contract/privacy";
import { DEFAULT_TIME_ZONE } from "../contract/site-enums";
import { zonedDate } from "../contract/time-zone";
import { createDb } from "../db/client";
import { consentRecords, emailThreads } from "../db/schema";
import { linkSealKey, manageTokenOf } from "../domain/link-token";
import type { Bindings } from "../env";
import { type Actor, activityLog } from "../http/activity-log";
import { fileSlug } from "../http/download-name";
import { exportRecords } from "./export-records";
import { viewQueries } from "./person-search";
import { inIds, threadsOf } from "./personal-data";
import { countsOf, resolvePerson } from "./resolve";

/**
 * A person's data as one zip (issue 20, decision 030): every record the search lists (./person-search.ts), the
 * resume files, the registry's other tables and the email they sent as received (./export-records.ts).
 */

/** A row without its link tokens' columns (hashes, sealed and legacy tokens): no secret leaves in an export. */
function withoutTokens<Row extends object>(row: Row): Partial<Row> {
  return Object.fromEntries(
    Object.entries(row).filter(([column]) => !/^(manageToken|confirmToken|legacy)/.test(column)),
  ) as Partial<Row>;
}

/**
 * POST /api/admin/privacy/export: a zip with a JSON file per kind (every row, every column but the secrets), the
 * resume files, the registry's other tables and the email they sent as received (worker/privacy/export-records.ts),
 * logged with the counts; named after the person and the day (in the firm's zone) it was made,
 * "zelda-quixotely-2026-11-28.zip".
 */
export async function exportPerson(
  env: Bindings,
  actor: Actor,
  query: PersonQuery,
  now = new Date(),
): Promise<{ zip: Uint8Array; filename: string }> {
  const db = createDb(env.DB);
  const found = await resolvePerson(db, query);
  const all = Number.MAX_SAFE_INTEGER;
  const [
    candidateRows,
    applicationRows,
    messageRows,
    bookingRows,
    leadRows,
    textRows,
    receivedRows,
    subscriptionRows,
    deliveryRows,
    clientContactRows,
    newsletterRows,
    consentRows,
    threadRows,
  ] = await db.batch([
    ...viewQueries(db, found.ids, all),
    db
      .select()
      .from(consentRecords)
      .where(
        or(
          inIds(consentRecords.subjectId, [
            ...found.ids.applications,
            ...found.ids.messages,
            ...found.ids.bookings,
            ...found.ids.alertSubscriptions,
            ...found.ids.newsletterSubscribers,
          ]),
        ),
      ),
    db.select({ replyToken: emailThreads.replyToken }).from(emailThreads).where(threadsOf(found)),
  ]);
  // What the person gave and what was decided about them, never a secret: the tokens' columns are left out, and a
  // token is withheld wherever a message sent to the person quoted it in a link: a manage token as it opens from its
  // sealed copy, a confirm token (of which only the hash is kept) by the confirm link's address.
  const linkKey = linkSealKey(env);
  const secrets = await Promise.all(
    [...bookingRows.map(({ booking }) => booking), ...subscriptionRows, ...newsletterRows].map((row) =>
      manageTokenOf(linkKey, row),
    ),
  );
  // A thread's reply address holds its token: the person may have written to it.
  secrets.push(...threadRows.map((row) => row.replyToken));
  const withheld = (text: string) =>
    secrets
      .reduce((result, secret) => result.replaceAll(secret, "[withheld]"), text)
      .replace(/\/(job-alerts|newsletter)\/confirm\/[A-Za-z0-9_-]+/g, "/$1/confirm/[withheld]");
  const json = (rows: unknown) => strToU8(withheld(JSON.stringify(rows, null, 2)));
  const files: Record<string, Uint8Array> = {
    "candidates.json": json(candidateRows),
    "applications.json": json(applicationRows.map(({ application, jobTitle }) => ({ ...application, jobTitle }))),
    "messages.json": json(messageRows),
    "bookings.json": json(bookingRows.map(({ booking, service }) => ({ ...withoutTokens(booking), service }))),
    "leads.json": json(leadRows),
    "text-messages.json": json(textRows),
    "texts-received.json": json(receivedRows),
    "alert-subscriptions.json": json(subscriptionRows.map(withoutTokens)),
    "deliveries.json": json(deliveryRows),
    "client-contacts.json": json(clientContactRows.map(({ contact, clientName }) => ({ ...contact, clientName }))),
    "newsletter-subscriptions.json": json(newsletterRows.map(withoutTokens)),
    "consent-records.json": json(consentRows),
    ...(await exportRecords(env, db, found, json)),
  };
  for (const { application } of applicationRows) {
    if (!application.resumeKey) continue;
    const object = await env.RESUMES.get(application.resumeKey);
    if (object)
      files[`resumes/${application.id}.${application.resumeKey.split(".").pop() ?? "bin"}`] = new Uint8Array(
        await object.arrayBuffer(),
      );
  }
  await activityLog(actor, db, {
    action: "privacy.export",
    entityType: "person",
    details: { counts: countsOf(found.ids), candidateIds: found.ids.candidates },
  });
  const day = zonedDate(now.getTime(), DEFAULT_TIME_ZONE);
  return { zip: zipSync(files), filename: `${fileSlug(found.names[0] ?? "", "personal-data")}-${day}.zip` };
}
