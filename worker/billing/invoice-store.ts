import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { ExportedLine } from "../contract/billing-enums";
import type { Db } from "../db/client";
import { assignments, billingExports, clientContacts, clientInvoices, clients } from "../db/schema";
import { clientPortalContactOf, clientPortalNotFound } from "../submittals/client-portal-links";

/**
 * The firm's invoices as the client's approver reads them in the client portal (decision 112): a portal link shows
 * the invoices of its contact's own client, and only to a contact who approves that client's contractors. Another
 * client's invoice is the same 404 as a missing one. An invoice holds what the invoices file took for it.
 */

export interface PortalInvoiceSummary {
  number: string;
  weekStart: string;
  issuedOn: string;
  dueOn: string;
  totalCents: number;
}

export interface PortalInvoiceLine extends ExportedLine {
  contractorName: string;
}

export interface PortalInvoice extends PortalInvoiceSummary {
  clientName: string;
  lines: PortalInvoiceLine[];
}

/** How many invoices the portal lists, the newest first. */
const PORTAL_INVOICES_MAX = 100;

/** The invoices a contact may read: their own client's, when they approve one of its assignments. */
function readableBy(db: Db, contactId: string) {
  return and(
    inArray(
      clientInvoices.clientId,
      db.select({ id: clientContacts.clientId }).from(clientContacts).where(eq(clientContacts.id, contactId)),
    ),
    inArray(
      clientInvoices.clientId,
      db.select({ id: assignments.clientId }).from(assignments).where(eq(assignments.approverContactId, contactId)),
    ),
  );
}

const summary = {
  number: clientInvoices.number,
  weekStart: clientInvoices.weekStart,
  issuedOn: clientInvoices.issuedOn,
  dueOn: clientInvoices.dueOn,
  totalCents: sql<number>`coalesce(sum(${billingExports.amountCents}), 0)`,
};

/** The token's invoices, the newest first; empty for a contact who approves none of their client's contractors. */
export async function portalInvoices(db: Db, token: string, now: Date): Promise<PortalInvoiceSummary[]> {
  const contact = await clientPortalContactOf(db, token, now);
  return db
    .select(summary)
    .from(clientInvoices)
    .leftJoin(billingExports, eq(billingExports.invoiceId, clientInvoices.id))
    .where(readableBy(db, contact.contactId))
    .groupBy(clientInvoices.id)
    .orderBy(desc(clientInvoices.year), desc(clientInvoices.sequence))
    .limit(PORTAL_INVOICES_MAX);
}

/** One invoice of the token's client, by its number, with its lines by contractor. */
export async function portalInvoice(db: Db, token: string, number: string, now: Date): Promise<PortalInvoice> {
  const contact = await clientPortalContactOf(db, token, now);
  const [invoice] = await db
    .select({ id: clientInvoices.id, clientName: clients.name, ...summary })
    .from(clientInvoices)
    .innerJoin(clients, eq(clients.id, clientInvoices.clientId))
    .leftJoin(billingExports, eq(billingExports.invoiceId, clientInvoices.id))
    .where(and(eq(clientInvoices.number, number), readableBy(db, contact.contactId)))
    .groupBy(clientInvoices.id);
  if (!invoice) throw clientPortalNotFound();
  const rows = await db
    .select({ contractorName: billingExports.contractorName, lines: billingExports.lines })
    .from(billingExports)
    .where(eq(billingExports.invoiceId, invoice.id))
    .orderBy(asc(billingExports.contractorName), asc(billingExports.exportedAt));
  const { id: _id, ...shown } = invoice;
  return {
    ...shown,
    lines: rows.flatMap((row) => row.lines.map((line) => ({ ...line, contractorName: row.contractorName }))),
  };
}
