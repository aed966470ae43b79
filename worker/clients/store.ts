import { and, asc, count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { ActivityAction } from "../contract/activity";
import {
  CLIENT_ITEMS_MAX,
  type ClientChoice,
  type ClientContactView,
  type ClientDetail,
  type ClientListItem,
  type ClientListQuery,
  type FeeTerms,
  feeTermsIssues,
} from "../contract/clients";
import { conversionTermsView } from "../contract/conversion";
import type { SmallListQuery } from "../contract/zod";
import type { Db } from "../db/client";
import { qualified } from "../db/column-sql";
import { contains } from "../db/contains";
import {
  type ClientContact,
  clientContacts,
  clients,
  crmLeads,
  jobs,
  type NewClient,
  type NewClientContact,
  users,
} from "../db/schema";
import { type Actor, activityLog, changesOf } from "../http/activity-log";
import { validationError } from "../http/errors";
import { checkWorkingStaff } from "../staff/working-staff-store";
import { contactNoShowsQuery } from "./contact-no-shows";

/**
 * The clients area (issue 32): the one writer of `clients` and `client_contacts`. Every change logs an entry on the
 * client (entity type "client", its id) in the same batch, so the client's page shows its history, contacts' too.
 */

/** The listed client's id, with the table's name even in the list's subqueries (see `qualified`). */
const listedId = qualified(clients.id);

const rowColumns = {
  client: clients,
  ownerName: users.username,
  contacts:
    sql<number>`(select count(*) from ${clientContacts} where ${clientContacts.clientId} = ${listedId})`.mapWith(
      Number,
    ),
  jobOrders: sql<number>`(select count(*) from ${jobs} where ${jobs.clientId} = ${listedId})`.mapWith(Number),
  openJobOrders:
    sql<number>`(select count(*) from ${jobs} where ${jobs.clientId} = ${listedId} and ${jobs.status} != 'archived')`.mapWith(
      Number,
    ),
};

const rowSelect = (db: Db) => db.select(rowColumns).from(clients).leftJoin(users, eq(users.id, clients.ownerId));

type Row = Awaited<ReturnType<typeof rowSelect>>[number];

function toListItem({ client, ownerName, ...counts }: Row): ClientListItem {
  return {
    id: client.id,
    name: client.name,
    website: client.website,
    industry: client.industry,
    status: client.status,
    owner: client.ownerId && ownerName ? { id: client.ownerId, name: ownerName } : null,
    feeType: client.feeType,
    feePercent: client.feePercent,
    guaranteeDays: client.guaranteeDays,
    retainerPercent: client.retainerPercent,
    shortlistPercent: client.shortlistPercent,
    placementPercent: client.placementPercent,
    conversionTerms: client.conversionTerms && conversionTermsView(client.conversionTerms),
    noPoach: client.noPoach,
    notes: client.notes,
    counts,
    createdAt: client.createdAt.toISOString(),
    updatedAt: client.updatedAt.toISOString(),
  };
}

export function toContactView(contact: ClientContact, interviewNoShows = 0): ClientContactView {
  return {
    id: contact.id,
    clientId: contact.clientId,
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    title: contact.title,
    role: contact.role,
    createdAt: contact.createdAt.toISOString(),
    updatedAt: contact.updatedAt.toISOString(),
    interviewNoShows,
  };
}

function whereOf(query: ClientListQuery): SQL | undefined {
  // D1 refuses LIKE-style patterns past 50 bytes; `contains` uses instr, which has no such limit.
  const search = query.q
    ? or(
        contains(clients.name, query.q),
        contains(sql`coalesce(${clients.website}, '')`, query.q),
        contains(sql`coalesce(${clients.industry}, '')`, query.q),
      )
    : undefined;
  return and(search, query.status ? eq(clients.status, query.status) : undefined);
}

/** One page of clients by name, and how many match in all. */
export async function listClients(db: Db, query: ClientListQuery): Promise<{ rows: ClientListItem[]; total: number }> {
  const where = whereOf(query);
  const [rows, [total]] = await db.batch([
    rowSelect(db)
      .where(where)
      .orderBy(asc(sql`${clients.name} collate nocase`), asc(clients.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(clients).where(where),
  ]);
  return { rows: rows.map(toListItem), total: total?.value ?? 0 };
}

export async function clientExists(db: Db, id: string): Promise<boolean> {
  return (await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id)).get()) !== undefined;
}

/** The ids of a client's contacts, as a subquery for the client's page to compose (its activity). */
export function clientContactIds(db: Db, clientId: string) {
  return db.select({ id: clientContacts.id }).from(clientContacts).where(eq(clientContacts.clientId, clientId));
}

/** One client with its contacts, job orders and converted leads; undefined when missing. */
export async function findClient(db: Db, id: string): Promise<ClientDetail | undefined> {
  const [[row], contactRows, jobRows, leadRows] = await db.batch([
    rowSelect(db).where(eq(clients.id, id)).limit(1),
    db
      .select()
      .from(clientContacts)
      .where(eq(clientContacts.clientId, id))
      .orderBy(asc(clientContacts.name), asc(clientContacts.id))
      .limit(CLIENT_ITEMS_MAX),
    db
      .select({
        id: jobs.id,
        title: jobs.title,
        status: jobs.status,
        confidential: jobs.confidential,
        openings: jobs.openings,
        hiringContactId: jobs.hiringContactId,
        createdAt: jobs.createdAt,
      })
      .from(jobs)
      .where(eq(jobs.clientId, id))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(CLIENT_ITEMS_MAX),
    db.select({ id: crmLeads.id }).from(crmLeads).where(eq(crmLeads.clientId, id)).limit(CLIENT_ITEMS_MAX),
  ]);
  if (!row) return undefined;
  const noShows = await contactNoShowsQuery(
    db,
    contactRows.map((contact) => contact.id),
  );
  const noShowsOf = (id: string) => noShows.find((count) => count.contactId === id)?.value ?? 0;
  return {
    ...toListItem(row),
    contacts: contactRows.map((contact) => toContactView(contact, noShowsOf(contact.id))),
    jobOrders: jobRows.map((job) => ({ ...job, createdAt: job.createdAt.toISOString() })),
    leadIds: leadRows.map((lead) => lead.id),
  };
}

/** Fee terms as stored: contingency carries no installments; a 400 naming the field when retained terms do not add up. */
function checkedTerms<T extends Partial<FeeTerms>>(existing: FeeTerms | undefined, changes: T): T {
  const merged: FeeTerms = {
    feeType: changes.feeType ?? existing?.feeType ?? "contingency",
    retainerPercent:
      changes.retainerPercent !== undefined ? changes.retainerPercent : (existing?.retainerPercent ?? null),
    shortlistPercent:
      changes.shortlistPercent !== undefined ? changes.shortlistPercent : (existing?.shortlistPercent ?? null),
    placementPercent:
      changes.placementPercent !== undefined ? changes.placementPercent : (existing?.placementPercent ?? null),
  };
  const issues = feeTermsIssues(merged);
  if (issues.length > 0) throw validationError(issues);
  if (merged.feeType === "contingency")
    return { ...changes, retainerPercent: null, shortlistPercent: null, placementPercent: null };
  return changes;
}

/** A new client to insert, as the fields say; what POST /api/admin/clients and a lead's conversion share. */
export type ClientInput = Omit<NewClient, "id" | "createdAt" | "updatedAt">;

/**
 * The statements that create a client (and, given one, its first contact) with their log entry, for the caller's
 * batch: a lead's conversion (worker/leads/lead-conversion.ts) runs them beside its own change. Checks the owner and the
 * fee terms first (a 400 naming the field).
 */
export async function clientCreation(
  db: Db,
  actor: Actor,
  input: ClientInput,
  options: {
    contact?: Omit<NewClientContact, "id" | "clientId">;
    action?: ActivityAction;
    details?: Record<string, unknown>;
  } = {},
) {
  await checkWorkingStaff(db, input.ownerId);
  const clientId = crypto.randomUUID();
  const contactId = options.contact ? crypto.randomUUID() : null;
  const statements = [
    db.insert(clients).values({ ...checkedTerms(undefined, input), id: clientId }),
    ...(options.contact && contactId
      ? [db.insert(clientContacts).values({ ...options.contact, id: contactId, clientId })]
      : []),
    activityLog(actor, db, {
      action: options.action ?? "client.create",
      entityType: "client",
      entityId: clientId,
      details: { name: input.name, ...(contactId ? { contactId } : {}), ...options.details },
    }),
  ] as const;
  return { clientId, contactId, statements };
}

export async function createClient(db: Db, actor: Actor, input: ClientInput): Promise<ClientDetail> {
  const { clientId, statements } = await clientCreation(db, actor, input);
  await db.batch(statements);
  return (await findClient(db, clientId))!;
}

export async function updateClient(
  db: Db,
  actor: Actor,
  id: string,
  changes: Partial<ClientInput>,
): Promise<ClientDetail | undefined> {
  const [existing] = await db.select().from(clients).where(eq(clients.id, id)).limit(1);
  if (!existing) return undefined;
  await checkWorkingStaff(db, changes.ownerId);
  const set = checkedTerms(existing, changes);
  await db.batch([
    db
      .update(clients)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(clients.id, id)),
    activityLog(actor, db, {
      action: "client.update",
      entityType: "client",
      entityId: id,
      record: existing.name,
      changes: changesOf(existing, set, { notes: "hidden" }),
    }),
  ]);
  return findClient(db, id);
}

type ContactInput = Omit<NewClientContact, "id" | "clientId" | "createdAt" | "updatedAt">;

/** Undefined when there is no such client. */
export async function addContact(
  db: Db,
  actor: Actor,
  clientId: string,
  input: ContactInput,
): Promise<ClientContactView | undefined> {
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).limit(1);
  if (!client) return undefined;
  const id = crypto.randomUUID();
  const [[created]] = await db.batch([
    db
      .insert(clientContacts)
      .values({ ...input, id, clientId })
      .returning(),
    activityLog(actor, db, {
      action: "client.contact_add",
      entityType: "client",
      entityId: clientId,
      details: { contactId: id, name: input.name },
    }),
  ]);
  return toContactView(created!);
}

const ofClient = (clientId: string, contactId: string) =>
  and(eq(clientContacts.id, contactId), eq(clientContacts.clientId, clientId));

/** Undefined when the client has no such contact. */
export async function updateContact(
  db: Db,
  actor: Actor,
  clientId: string,
  contactId: string,
  changes: Partial<ContactInput>,
): Promise<ClientContactView | undefined> {
  const [existing] = await db.select().from(clientContacts).where(ofClient(clientId, contactId));
  if (!existing) return undefined;
  const [[updated]] = await db.batch([
    db
      .update(clientContacts)
      .set({ ...changes, updatedAt: new Date() })
      .where(ofClient(clientId, contactId))
      .returning(),
    activityLog(actor, db, {
      action: "client.contact_update",
      entityType: "client",
      entityId: clientId,
      details: { contactId },
      record: existing.name,
      changes: changesOf(existing, changes, { email: "email", phone: "phone" }),
    }),
  ]);
  const [noShows] = await contactNoShowsQuery(db, [contactId]);
  return toContactView(updated!, noShows?.value ?? 0);
}

/** False when the client has no such contact. Job orders naming the contact keep their client, without a contact. */
export async function deleteContact(db: Db, actor: Actor, clientId: string, contactId: string): Promise<boolean> {
  const [contact] = await db.select().from(clientContacts).where(ofClient(clientId, contactId)).limit(1);
  if (!contact) return false;
  await db.batch([
    db.delete(clientContacts).where(ofClient(clientId, contactId)),
    activityLog(actor, db, {
      action: "client.contact_delete",
      entityType: "client",
      entityId: clientId,
      details: { contactId, name: contact.name },
    }),
  ]);
  return true;
}

/** Clients by name with their contacts, for the job form's pickers: one page and how many there are. */
export async function listClientChoices(
  db: Db,
  page: SmallListQuery,
): Promise<{ rows: ClientChoice[]; total: number }> {
  const [clientRows, [counted]] = await db.batch([
    db
      .select({ id: clients.id, name: clients.name })
      .from(clients)
      .where(sql`${clients.status} != 'inactive'`)
      .orderBy(asc(sql`${clients.name} collate nocase`), asc(clients.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(clients).where(sql`${clients.status} != 'inactive'`),
  ]);
  const contactRows = clientRows.length
    ? await db
        .select({ id: clientContacts.id, name: clientContacts.name, clientId: clientContacts.clientId })
        .from(clientContacts)
        .where(
          sql`${clientContacts.clientId} in (select value from json_each(${JSON.stringify(clientRows.map((c) => c.id))}))`,
        )
        .orderBy(asc(clientContacts.name))
    : [];
  return {
    rows: clientRows.map((client) => ({
      ...client,
      contacts: contactRows.filter((c) => c.clientId === client.id).map(({ id, name }) => ({ id, name })),
    })),
    total: counted?.total ?? 0,
  };
}

/**
 * Checks a job order's client and hiring contact (400 naming the field: an unknown client, a contact without a
 * client or of another client) and answers the client's name, which a confidential job's public text must not
 * carry; null when the job has no client.
 */
export async function checkJobOrder(
  db: Db,
  order: { clientId: string | null; hiringContactId: string | null },
): Promise<string | null> {
  if (!order.clientId) {
    if (order.hiringContactId)
      throw validationError([
        { path: "hiringContactId", message: "Choose the job's client before its hiring contact" },
      ]);
    return null;
  }
  const [[client], [contact]] = await db.batch([
    db.select({ name: clients.name }).from(clients).where(eq(clients.id, order.clientId)).limit(1),
    db
      .select({ clientId: clientContacts.clientId })
      .from(clientContacts)
      .where(eq(clientContacts.id, order.hiringContactId ?? ""))
      .limit(1),
  ]);
  if (!client) throw validationError([{ path: "clientId", message: "There is no client with that id" }]);
  if (order.hiringContactId && contact?.clientId !== order.clientId)
    throw validationError([
      { path: "hiringContactId", message: "The hiring contact must be one of the client's contacts" },
    ]);
  return client.name;
}
