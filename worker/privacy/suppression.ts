import { and, inArray, sql } from "drizzle-orm";
import { normalizeEmail, normalizePhone } from "../contract/normalize";
import { type PrivacyIdentifierKind, phoneKey } from "../contract/privacy";
import type { Db } from "../db/client";
import { privacySuppressions } from "../db/schema";

/**
 * The suppression list of people erased on request (decision 030): SHA-256 of the normalized email or phone key,
 * never the address itself. A sync checks it before sending a person anywhere; a new submission by the person is
 * stored as any other and is not refused: only records made before the entry are held back.
 */

/** The hex SHA-256 of an identifier with its kind: "email:ann@example.com", "phone:3175550142". */
export async function identifierHash(kind: PrivacyIdentifierKind, value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${kind}:${value}`));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The suppression entries of a person's emails and phone keys, for the erasure's batch (an existing one stays). */
export async function suppressionInsert(db: Db, emails: readonly string[], phones: readonly string[], now: Date) {
  const rows = await Promise.all([
    ...emails.map(async (email) => ({
      hash: await identifierHash("email", email),
      kind: "email" as const,
      createdAt: now,
    })),
    ...phones.map(async (phone) => ({
      hash: await identifierHash("phone", phone),
      kind: "phone" as const,
      createdAt: now,
    })),
  ]);
  return {
    count: rows.length,
    insert: rows.length > 0 ? db.insert(privacySuppressions).values(rows).onConflictDoNothing() : undefined,
  };
}

/**
 * Whether a record of this person made at `madeAt` is held back: their email or phone was erased after that
 * moment. A record made after the erasure (the person came back on their own) is not.
 */
export async function isSuppressed(
  db: Db,
  person: { email: string | null; phone: string | null },
  madeAt: Date,
): Promise<boolean> {
  const phone = person.phone ? normalizePhone(person.phone) : null;
  const hashes = await Promise.all([
    ...(person.email ? [identifierHash("email", normalizeEmail(person.email))] : []),
    ...(phone ? [identifierHash("phone", phoneKey(phone.replace(/\D/g, "")))] : []),
  ]);
  if (hashes.length === 0) return false;
  const [hit] = await db
    .select({ hash: privacySuppressions.hash })
    .from(privacySuppressions)
    // Leads keep their time to the second (SQL's unixepoch()): an entry counts from the second after it was made.
    .where(
      and(
        inArray(privacySuppressions.hash, hashes),
        sql`(${privacySuppressions.createdAt} / 1000) * 1000 > ${madeAt.getTime()}`,
      ),
    )
    .limit(1);
  return Boolean(hit);
}

/**
 * Which of these (normalized) emails are on the suppression list at all, whenever erased: for sends and imports
 * that staff start, which a person's own return does not excuse.
 */
export async function suppressedEmails(db: Db, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const byHash = new Map(
    await Promise.all(emails.map(async (email) => [await identifierHash("email", email), email] as const)),
  );
  const hits = await db
    .select({ hash: privacySuppressions.hash })
    .from(privacySuppressions)
    .where(sql`${privacySuppressions.hash} in (select value from json_each(${JSON.stringify([...byHash.keys()])}))`);
  return new Set(hits.map((hit) => byHash.get(hit.hash)!));
}
