import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { DesiredPay } from "../contract/candidate-offer";
import type { RemotePreference, WorkAuthorization } from "../contract/matching";
import { normalizeEmail } from "../contract/normalize";
import type { Db } from "../db/client";
import { excluded } from "../db/column-sql";
import {
  applications,
  bookingAppointments,
  type Candidate,
  candidateEmailAliases,
  candidates,
  contacts,
  emailThreads,
} from "../db/schema";
import type { Place } from "../places/store";

/**
 * People (issue 17): who a candidate is, one person across applications, contact messages and bookings. This is the
 * one writer of the `candidates` and `candidate_email_aliases` tables. Each area that stores a submission matches
 * its sender here, in the same batch (`matchCandidate`); the staff's desk (worker/candidates/) lists, shows and
 * merges them.
 */

/** Who sent a submission, as its form stored them (email and phone already normalized). */
export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
}

/** A booker's one name field as a person's: "Ann Marie Lee" is Ann, Marie Lee (the migration's backfill splits alike). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

/**
 * The candidate of a submission, for the batch that stores it: `upsert` (first in the batch) creates the candidate
 * when no one matches and fills in a known candidate's missing phone; `candidateId` is the SQL value to store on
 * the row (after `upsert` in the same batch, it always finds one). A person is matched on the normalized email,
 * else on the phone together with the name: a shared phone alone (an office line, a household) is not enough to
 * file two people as one, so such a pair becomes two candidates flagged as possible duplicates for staff to merge
 * (docs/decisions/018-candidate-matching.md). `newId` is the id a new candidate gets.
 *
 * @example const match = matchCandidate(db, input);
 *          await db.batch([match.upsert, db.insert(contacts).values({ ...message, candidateId: match.candidateId })]);
 */
export function matchCandidate(db: Db, person: Person, now = new Date()) {
  const email = normalizeEmail(person.email);
  const phone = person.phone || null;
  const name = `${person.firstName.trim()} ${person.lastName.trim()}`;
  const samePhoneAndName = sql`${candidates.phone} = ${phone} and lower(${candidates.firstName} || ' ' || ${candidates.lastName}) = lower(${name})`;
  const newId = crypto.randomUUID();
  const at = now.getTime();
  // Columns in the table's order: id, first name, last name, email, phone, legal hold, erased at, created, updated,
  // tags, then what they offer (issue 46: location and its coordinates, relocation, remote preference, desired pay
  // and its period, notice in weeks, work authorization), not given yet, and skills.
  const upsert = db
    .insert(candidates)
    .select(
      sql`select ${newId}, ${person.firstName.trim()}, ${person.lastName.trim()}, ${email}, ${phone}, 0, null, ${at}, ${at}, '[]',
        null, null, null, null, null, null, null, null, null, '[]'
        where not exists (select 1 from ${candidates} where ${samePhoneAndName})
          and not exists (select 1 from ${candidateEmailAliases} where ${candidateEmailAliases.email} = ${email})`,
    )
    .onConflictDoUpdate({
      target: candidates.email,
      set: { phone: excluded(candidates.phone), updatedAt: now },
      setWhere: sql`${candidates.phone} is null and ${excluded(candidates.phone)} is not null`,
    });
  const candidateId = sql`coalesce(
    (select ${candidates.id} from ${candidates} where ${candidates.email} = ${email}),
    (select ${candidateEmailAliases.candidateId} from ${candidateEmailAliases} where ${candidateEmailAliases.email} = ${email}),
    (select ${candidates.id} from ${candidates} where ${samePhoneAndName} order by ${candidates.createdAt}, ${candidates.id} limit 1)
  )`;
  return { upsert, candidateId, newId };
}

/**
 * Deletes the candidate if nothing refers to it (no application, message, booking or email conversation, no legal
 * hold), at the end of the batch that took its last record away: a booking that lost its slot to a race, or an
 * employer's inquiry made a client (the inquirer is a client contact, not a candidate).
 */
export function dropUnusedCandidate(db: Db, id: string) {
  return db
    .delete(candidates)
    .where(
      and(
        eq(candidates.id, id),
        eq(candidates.legalHold, false),
        sql`not exists (select 1 from ${applications} where ${applications.candidateId} = ${id})`,
        sql`not exists (select 1 from ${contacts} where ${contacts.candidateId} = ${id})`,
        sql`not exists (select 1 from ${bookingAppointments} where ${bookingAppointments.candidateId} = ${id})`,
        sql`not exists (select 1 from ${emailThreads} where ${emailThreads.candidateId} = ${id})`,
      ),
    );
}

/**
 * A merge's own statements, for the batch that also moves the merged candidate's rows in the other areas: `intoId`
 * takes `from`'s phone if it had none and keeps its addresses (the merged one's email and the aliases it had), and
 * `from` is deleted.
 */
export function mergeCandidateStatements(
  db: Db,
  from: { id: string; email: string; phone: string | null },
  intoId: string,
) {
  return [
    db
      .update(candidates)
      .set({ phone: sql`coalesce(${candidates.phone}, ${from.phone})` })
      .where(eq(candidates.id, intoId)),
    db.update(candidateEmailAliases).set({ candidateId: intoId }).where(eq(candidateEmailAliases.candidateId, from.id)),
    db
      .insert(candidateEmailAliases)
      .values({ email: from.email, candidateId: intoId })
      .onConflictDoUpdate({ target: candidateEmailAliases.email, set: { candidateId: intoId } }),
    db.delete(candidates).where(eq(candidates.id, from.id)),
  ] as const;
}

/** Replaces a candidate's tags (staff's labels, searched with their words: migration 0048), as a batch statement. */
export function setCandidateTagsStatement(db: Db, id: string, tags: string[]) {
  return db.update(candidates).set({ tags, updatedAt: new Date() }).where(eq(candidates.id, id));
}

/** The columns of what a person offers (issue 46), as stored. */
export type CandidateOfferColumns = Pick<
  Candidate,
  | "location"
  | "latitude"
  | "longitude"
  | "willingToRelocate"
  | "remotePreference"
  | "desiredPayCents"
  | "desiredPayPeriod"
  | "availableInWeeks"
  | "workAuthorization"
  | "skills"
>;

/**
 * What a person offers as given, by staff or on the application form, the location already found by the gazetteer:
 * a field left out is not named (it does not change), null clears it.
 */
export interface OfferGiven {
  place?: Place | null;
  willingToRelocate?: boolean | null;
  remotePreference?: RemotePreference | null;
  desiredPay?: DesiredPay | null;
  availableInWeeks?: number | null;
  workAuthorization?: WorkAuthorization | null;
  skills?: string[];
}

/** The columns `given` names, as stored: the place as its label and coordinates, the pay in cents with its period. */
export function offerColumns(given: OfferGiven): Partial<CandidateOfferColumns> {
  const { place, desiredPay, ...plain } = given;
  const columns: Partial<CandidateOfferColumns> = Object.fromEntries(
    Object.entries(plain).filter(([, value]) => value !== undefined),
  );
  if (place !== undefined) {
    columns.location = place?.label ?? null;
    columns.latitude = place?.latitude ?? null;
    columns.longitude = place?.longitude ?? null;
  }
  if (desiredPay !== undefined) {
    columns.desiredPayCents = desiredPay ? Math.round(desiredPay.amount * 100) : null;
    columns.desiredPayPeriod = desiredPay?.period ?? null;
  }
  return columns;
}

/** A candidate row's offer columns. */
export function offerColumnsOfRow(row: Candidate): CandidateOfferColumns {
  const { location, latitude, longitude, willingToRelocate, remotePreference, desiredPayCents } = row;
  const { desiredPayPeriod, availableInWeeks, workAuthorization, skills } = row;
  return {
    location,
    latitude,
    longitude,
    willingToRelocate,
    remotePreference,
    desiredPayCents,
    desiredPayPeriod,
    availableInWeeks,
    workAuthorization,
    skills,
  };
}

/** A recruiter's change of what a candidate offers, as a batch statement: only the columns given change. */
export function setCandidateOfferStatement(db: Db, id: string, columns: Partial<CandidateOfferColumns>, now: Date) {
  return db
    .update(candidates)
    .set({ ...columns, updatedAt: now })
    .where(eq(candidates.id, id));
}

/** The groups of offer columns filled as one: a location with its coordinates, a pay with its period. */
const FILLED_TOGETHER: { guard: keyof CandidateOfferColumns; columns: (keyof CandidateOfferColumns)[] }[] = [
  { guard: "location", columns: ["location", "latitude", "longitude"] },
  { guard: "willingToRelocate", columns: ["willingToRelocate"] },
  { guard: "remotePreference", columns: ["remotePreference"] },
  { guard: "desiredPayCents", columns: ["desiredPayCents", "desiredPayPeriod"] },
  { guard: "availableInWeeks", columns: ["availableInWeeks"] },
  { guard: "workAuthorization", columns: ["workAuthorization"] },
];

/** A value as bound in hand-written SQL (a boolean column stores 1 or 0). */
const bound = (value: string | number | boolean | null) => (typeof value === "boolean" ? Number(value) : value);

/**
 * What an application's form says the person offers, for the batch that stores it, after `matchCandidate`'s upsert
 * (`candidateId` is its SQL value): each field fills the candidate's only where it is empty, so what a recruiter
 * confirmed, or an earlier application gave, is never overwritten (docs/decisions/093-candidate-offer-intake.md).
 * A location fills with its coordinates, a pay with its period, skills (a merge's) only a candidate with none.
 * Undefined when there is nothing to fill.
 */
export function fillCandidateOffer(db: Db, candidateId: SQL, columns: Partial<CandidateOfferColumns>, now: Date) {
  const groups = FILLED_TOGETHER.filter(({ guard }) => columns[guard] !== undefined && columns[guard] !== null);
  const skills = columns.skills?.length ? JSON.stringify(columns.skills) : undefined;
  if (groups.length === 0 && !skills) return undefined;
  const set: Record<string, SQL> = {};
  const empty = groups.map(({ guard }) => sql`${candidates[guard]} is null`);
  for (const { guard, columns: names } of groups) {
    for (const name of names) {
      const value = columns[name] as string | number | boolean | null;
      set[name] = sql`case when ${candidates[guard]} is null then ${bound(value)} else ${candidates[name]} end`;
    }
  }
  if (skills) {
    set.skills = sql`case when ${candidates.skills} = '[]' then ${skills} else ${candidates.skills} end`;
    empty.push(sql`${candidates.skills} = '[]'`);
  }
  return db
    .update(candidates)
    .set({ ...set, updatedAt: now })
    .where(and(eq(candidates.id, candidateId), or(...empty)));
}
