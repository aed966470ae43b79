import { type SQL, sql } from "drizzle-orm";
import { CONSENT_VERSIONS, type ConsentKey, type ConsentSubject } from "../contract/consent";
import type { Db } from "../db/client";
import { consentRecords } from "../db/schema";

/**
 * The consent records of a public submission (decision 030): one row per consent it accepted, with the version of
 * the text its form showed, for the submission's own batch. `onlyIf` keeps them from a submission that may not be
 * stored after all (a booking that lost its slot).
 *
 * @example await db.batch([db.insert(contacts).values(row), recordConsents(db, { type: "contact", id }, ["contact"], now)])
 */
export function recordConsents(
  db: Db,
  subject: { type: ConsentSubject; id: string },
  consents: readonly ConsentKey[],
  acceptedAt: Date,
  onlyIf?: SQL,
) {
  const rows = consents.map((consent) => [
    crypto.randomUUID(),
    subject.type,
    subject.id,
    consent,
    CONSENT_VERSIONS[consent].version,
    acceptedAt.getTime(),
  ]);
  // Columns in the table's order: id, subject type, subject id, consent, version, accepted at.
  return db
    .insert(consentRecords)
    .select(
      sql`select value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5 from json_each(${JSON.stringify(rows)}) where ${onlyIf ?? sql`1`}`,
    );
}
