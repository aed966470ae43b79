import { and, asc, count, desc, eq, exists, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import { isEmployerInquiry } from "../contract/clients";
import type { CrmLeadView, LeadListQuery, LeadPersonData, LeadSort, LeadSyncState } from "../contract/crm";
import type { Db } from "../db/client";
import { contains } from "../db/contains";
import { applications, bookingAppointments, contacts, crmLeads, deliveries } from "../db/schema";
import { isLeadSync } from "./crm-delivery";
import { toBookingData, toLeadView } from "./lead-view";

/** The CRM page's list of leads: searched, filtered by sync state, ordered, with the person behind each. */

/** "failed": given up on (the lead's syncError), or still retrying after an error (its delivery's lastError). */
function syncFilter(db: Db, state: LeadSyncState | undefined): SQL | undefined {
  if (state === "synced") return eq(crmLeads.syncedToGHL, true);
  if (state === "pending") return eq(crmLeads.syncedToGHL, false);
  if (state === "failed") {
    const retryingAfterError = db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(
        and(
          isLeadSync(deliveries),
          eq(deliveries.relatedId, crmLeads.id),
          eq(deliveries.status, "pending"),
          isNotNull(deliveries.lastError),
        ),
      );
    return and(eq(crmLeads.syncedToGHL, false), or(isNotNull(crmLeads.syncError), exists(retryingAfterError)));
  }
  return undefined;
}

const LEAD_ORDERS: Record<LeadSort, SQL[]> = {
  newest: [desc(crmLeads.createdAt), desc(crmLeads.id)],
  oldest: [asc(crmLeads.createdAt), asc(crmLeads.id)],
  score: [desc(crmLeads.leadScore), desc(crmLeads.createdAt), desc(crmLeads.id)],
};

/** Leads whose person (the application or the contact behind them) or source contains the text. */
function leadSearch(db: Db, text: string): SQL | undefined {
  const person = (table: typeof applications | typeof contacts) => [
    contains(sql`${table.firstName} || ' ' || ${table.lastName}`, text),
    contains(table.email, text),
  ];
  const byApplication = db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.id, crmLeads.applicationId), or(...person(applications))));
  const byContact = db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.id, crmLeads.contactId),
        or(...person(contacts), contains(sql`coalesce(${contacts.company}, '')`, text)),
      ),
    );
  return or(contains(crmLeads.leadSource, text), exists(byApplication), exists(byContact));
}

/** One page of leads with the person behind each, and the total: a search, a sync state, an order. */
export async function leadPage(db: Db, query: LeadListQuery): Promise<{ leads: CrmLeadView[]; total: number }> {
  const where = and(syncFilter(db, query.sync), query.q ? leadSearch(db, query.q) : undefined);
  const order = LEAD_ORDERS[query.sort];
  const pageIds = db
    .select({ id: crmLeads.id })
    .from(crmLeads)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
  const [leads, [total], syncRows] = await db.batch([
    db
      .select()
      .from(crmLeads)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(crmLeads).where(where),
    // The page's crm_sync deliveries, oldest first so the map below keeps each lead's newest (a lead has one).
    db
      .select()
      .from(deliveries)
      .where(and(isLeadSync(deliveries), inArray(deliveries.relatedId, pageIds)))
      .orderBy(asc(deliveries.createdAt)),
  ]);
  const syncs = new Map(syncRows.map((row) => [row.relatedId, row]));
  // The people behind the page's leads, in three lookups (a join would give the tables' same-named columns).
  const leadIds = leads.map((lead) => lead.id);
  const applicationIds = leads.flatMap((lead) => (lead.applicationId ? [lead.applicationId] : []));
  const contactIds = leads.flatMap((lead) => (lead.contactId ? [lead.contactId] : []));
  const [applicationRows, contactRows, bookingRows] = await Promise.all([
    applicationIds.length
      ? db.query.applications.findMany({
          columns: { id: true, firstName: true, lastName: true, email: true, phone: true },
          where: inArray(applications.id, applicationIds),
        })
      : [],
    contactIds.length
      ? db.query.contacts.findMany({
          columns: {
            id: true,
            firstName: true,
            lastName: true,
            email: true,
            phone: true,
            company: true,
            source: true,
            inquiry: true,
          },
          where: inArray(contacts.id, contactIds),
        })
      : [],
    leadIds.length ? db.select().from(bookingAppointments).where(inArray(bookingAppointments.leadId, leadIds)) : [],
  ]);
  const byId = new Map<string, LeadPersonData>(
    [...applicationRows, ...contactRows.map(({ source: _source, inquiry: _inquiry, ...person }) => person)].map(
      ({ id, ...data }) => [id, data],
    ),
  );
  const employerMessages = new Set(contactRows.filter(isEmployerInquiry).map((message) => message.id));
  const byLead = new Map(bookingRows.map((appointment) => [appointment.leadId, toBookingData(appointment)]));
  return {
    leads: leads.map((lead) =>
      toLeadView(lead, syncs.get(lead.id) ?? null, {
        applicationData: (lead.applicationId && byId.get(lead.applicationId)) || null,
        contactData: (lead.contactId && byId.get(lead.contactId)) || null,
        bookingData: byLead.get(lead.id) ?? null,
        employerInquiry:
          lead.leadType === "contact" && (employerMessages.has(lead.contactId ?? "") || byLead.has(lead.id)),
      }),
    ),
    total: total?.value ?? 0,
  };
}
