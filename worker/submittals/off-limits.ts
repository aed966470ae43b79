import { aliasedTable, and, desc, eq, gte, or, sql } from "drizzle-orm";
import type { CandidateRestrictions, OffLimitsView } from "../contract/submittals";
import type { Db } from "../db/client";
import { applications, clientContacts, clients, placements } from "../db/schema";

/**
 * Off-limits (issue 32 item 5, decision 052): a candidate placed and still in the guarantee, and anyone who is a
 * client's contact (the same email), may not be presented to any client; a candidate whose current employer is a
 * no-poach client is flagged. Read for one application: its candidate, or its email for a row without one.
 */

const normalized = (column: unknown) => sql`lower(trim(${column}))`;

/** The no-poach rule's second half: a current position that names the client ("CFO at Acme"). */
const namesClient = (position: unknown) => sql`instr(lower(coalesce(${position}, '')), lower(${clients.name})) > 0`;

export async function restrictionsOf(db: Db, applicationId: string, today: string): Promise<CandidateRestrictions> {
  const application = await db
    .select({ id: applications.id, candidateId: applications.candidateId, email: applications.email })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .get();
  if (!application) return { offLimits: [], noPoachEmployer: null };
  const samePerson = application.candidateId
    ? or(eq(placements.candidateId, application.candidateId), eq(placements.applicationId, application.id))
    : eq(placements.applicationId, application.id);
  const sameApplicant = application.candidateId
    ? eq(applications.candidateId, application.candidateId)
    : eq(applications.id, application.id);
  const [placed, contacts, employers, positions] = await db.batch([
    db
      .select({ endsOn: placements.guaranteeEndsOn, clientName: clients.name })
      .from(placements)
      .innerJoin(clients, eq(clients.id, placements.clientId))
      .where(and(samePerson, eq(placements.status, "active"), gte(placements.guaranteeEndsOn, today)))
      .orderBy(desc(placements.guaranteeEndsOn)),
    db
      .select({ clientName: clients.name })
      .from(clientContacts)
      .innerJoin(clients, eq(clients.id, clientContacts.clientId))
      .where(eq(normalized(clientContacts.email), application.email.trim().toLowerCase())),
    // Current employer, first: the client of the person's newest placement that held.
    db
      .select({ clientName: clients.name, noPoach: clients.noPoach })
      .from(placements)
      .innerJoin(clients, eq(clients.id, placements.clientId))
      .where(and(samePerson, eq(placements.status, "active")))
      .orderBy(desc(placements.startDate))
      .limit(1),
    // Else: a no-poach client named in the position of the person's newest application ("CFO at Acme").
    db
      .select({ clientName: clients.name })
      .from(clients)
      .where(
        and(
          eq(clients.noPoach, true),
          namesClient(
            sql`(select ${applications.currentPosition} from ${applications} where ${sameApplicant} order by ${applications.createdAt} desc limit 1)`,
          ),
        ),
      )
      .limit(1),
  ]);
  const offLimits: OffLimitsView[] = [
    ...placed.map((row) => ({
      reason: "placed_in_guarantee" as const,
      endsOn: row.endsOn,
      clientName: row.clientName,
    })),
    ...contacts.map((row) => ({ reason: "client_contact" as const, endsOn: null, clientName: row.clientName })),
  ];
  const employer = employers[0];
  const noPoachEmployer = employer
    ? employer.noPoach
      ? employer.clientName
      : null
    : (positions[0]?.clientName ?? null);
  return { offLimits, noPoachEmployer };
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
  const placedPerson = sql<string>`coalesce(${placements.candidateId}, ${applications.candidateId})`;
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
