import { aliasedTable, and, desc, eq, gte, sql } from "drizzle-orm";
import type { CandidateRestrictions, OffLimitsView } from "../contract/submittals";
import type { Db } from "../db/client";
import { applications, clientContacts, clients, placements } from "../db/schema";

/**
 * Off-limits (issue 32 item 5, decision 052): a candidate placed and still in the guarantee, and anyone who is a
 * client's contact (the same email), may not be presented to any client; a candidate whose current employer is a
 * no-poach client is flagged.
 */

const normalized = (column: unknown) => sql`lower(trim(${column}))`;

/** The no-poach rule's second half: a current position that names the client ("CFO at Acme"). */
const namesClient = (position: unknown) => sql`instr(lower(coalesce(${position}, '')), lower(${clients.name})) > 0`;

const NO_RESTRICTIONS: CandidateRestrictions = { offLimits: [], noPoachEmployer: null };

/**
 * The restrictions of one application's person, by the rules of `restrictionsOfCandidates`: the person is the
 * application's candidate (every application is stored with one, worker/people/store.ts), or for a row without one
 * the application itself, whose own placements and email then count.
 */
export async function restrictionsOf(db: Db, applicationId: string, today: string): Promise<CandidateRestrictions> {
  const application = await db
    .select({ candidateId: applications.candidateId, email: applications.email })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .get();
  if (!application) return NO_RESTRICTIONS;
  const person = { id: application.candidateId ?? applicationId, email: application.email };
  return (await restrictionsOfCandidates(db, [person], today)).get(person.id) ?? NO_RESTRICTIONS;
}

/** `column in (the list)` with the list as one JSON parameter: a page of 100 stays under D1's bound parameters. */
const inList = (column: unknown, list: readonly string[]) =>
  sql`${column} in (select value from json_each(${JSON.stringify(list)}))`;

const newest = aliasedTable(applications, "newest_applications");
/** `newest` in a FROM clause of hand-written SQL (interpolating an aliased table gives only its alias). */
const newestFrom = sql`${applications} as ${newest}`;

/**
 * The restrictions of a list's candidates (a page), by candidate id, by the rules of `restrictionsOf`: off-limits
 * when placed and in guarantee (by candidate, or by an application of theirs) or a client contact (by the
 * candidate's email); flagged when the current employer is a no-poach client (the client of their newest placement
 * that held, else one named in the position of their newest application). One batch of four queries.
 */
export async function restrictionsOfCandidates(
  db: Db,
  people: readonly { id: string; email: string }[],
  today: string,
): Promise<Map<string, CandidateRestrictions>> {
  const restrictions = new Map<string, CandidateRestrictions>(
    people.map((person) => [person.id, { offLimits: [], noPoachEmployer: null }]),
  );
  if (people.length === 0) return restrictions;
  const ids = people.map((person) => person.id);
  // The placed person: its candidate, else its application's candidate, else (a row without one) the application.
  const placedPerson = sql<string>`coalesce(${placements.candidateId}, ${applications.candidateId}, ${applications.id})`;
  const contactEmail = sql<string>`${normalized(clientContacts.email)}`;
  const placementsOfPeople = () =>
    db
      .select({
        personId: placedPerson,
        endsOn: placements.guaranteeEndsOn,
        clientName: clients.name,
        noPoach: clients.noPoach,
      })
      .from(placements)
      .innerJoin(clients, eq(clients.id, placements.clientId))
      .leftJoin(applications, eq(applications.id, placements.applicationId));
  const [placed, contacts, employers, positions] = await db.batch([
    placementsOfPeople()
      .where(and(inList(placedPerson, ids), eq(placements.status, "active"), gte(placements.guaranteeEndsOn, today)))
      .orderBy(desc(placements.guaranteeEndsOn)),
    db
      .select({ email: contactEmail, clientName: clients.name })
      .from(clientContacts)
      .innerJoin(clients, eq(clients.id, clientContacts.clientId))
      .where(
        inList(
          contactEmail,
          people.map((person) => person.email.trim().toLowerCase()),
        ),
      ),
    // Newest first, so each person's first row is their current employer.
    placementsOfPeople()
      .where(and(inList(placedPerson, ids), eq(placements.status, "active")))
      .orderBy(desc(placements.startDate)),
    db
      .select({ personId: sql<string>`${applications.candidateId}`, clientName: clients.name })
      .from(applications)
      .innerJoin(clients, and(eq(clients.noPoach, true), namesClient(applications.currentPosition)))
      .where(
        and(
          inList(applications.candidateId, ids),
          sql`${applications.id} = (select ${newest.id} from ${newestFrom} where ${newest.candidateId} = ${applications.candidateId} order by ${newest.createdAt} desc limit 1)`,
        ),
      ),
  ]);
  for (const row of placed)
    restrictions
      .get(row.personId)
      ?.offLimits.push({ reason: "placed_in_guarantee", endsOn: row.endsOn, clientName: row.clientName });
  for (const person of people) {
    const email = person.email.trim().toLowerCase();
    for (const row of contacts.filter((contact) => contact.email === email))
      restrictions
        .get(person.id)
        ?.offLimits.push({ reason: "client_contact", endsOn: null, clientName: row.clientName });
  }
  const employed = new Set<string>();
  for (const row of employers) {
    const restriction = restrictions.get(row.personId);
    if (!restriction || employed.has(row.personId)) continue;
    employed.add(row.personId);
    restriction.noPoachEmployer = row.noPoach ? row.clientName : null;
  }
  for (const row of positions) {
    const restriction = restrictions.get(row.personId);
    if (restriction && !employed.has(row.personId)) restriction.noPoachEmployer ??= row.clientName;
  }
  return restrictions;
}

/** The sentence a refused submittal answers with: the reason and the day it ends. */
export function offLimitsMessage(rule: OffLimitsView): string {
  return rule.reason === "placed_in_guarantee"
    ? `This candidate is off-limits until ${rule.endsOn}: placed with ${rule.clientName} and in the guarantee period.`
    : `This candidate is off-limits: a contact of the client ${rule.clientName}, for as long as they are.`;
}
