import { COMPANY } from "../contract/company";
import { addDays } from "../contract/time-zone";
import { INVOICE_ITEMS } from "../domain/billing-csv";
import { hoursInWords, twoDecimals } from "../domain/money";
import { escapeXml as text } from "../domain/xml";
import { clientPortalPage } from "../submittals/client-portal-page";
import type { PortalInvoice, PortalInvoiceSummary } from "./invoice-store";

/**
 * The client portal's invoices (decision 112), written by the Worker as plain HTML like the portal's other pages:
 * a list of the client's invoices and each invoice's page, links only, no script. Names are escaped text.
 */

const money = (cents: number) => `$${twoDecimals(cents).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;

const base = (token: string) => `/client/${encodeURIComponent(token)}`;

function invoiceHref(token: string, number: string): string {
  return `${base(token)}/invoices/${encodeURIComponent(number)}`;
}

/** The invoices' list (/client/{token}/invoices). */
export function portalInvoicesPageHtml(token: string, invoices: PortalInvoiceSummary[]): string {
  const rows = invoices
    .map(
      (
        invoice,
      ) => `<tr><th scope="row"><a href="${text(invoiceHref(token, invoice.number))}">${text(invoice.number)}</a>
<span class="muted"><br>week of ${invoice.weekStart}<br>dated ${invoice.issuedOn}</span></th><td>${invoice.dueOn}</td><td>${money(invoice.totalCents)}</td></tr>`,
    )
    .join("\n");
  const list =
    invoices.length === 0
      ? `<p>No invoices yet. Each week's invoice appears here once we issue it.</p>`
      : `<table><thead><tr><th scope="col">Invoice</th><th scope="col">Due</th><th scope="col">Total</th></tr></thead>
<tbody>${rows}</tbody></table>`;
  return clientPortalPage(
    "Your invoices",
    `<p><a href="${text(base(token))}">Back to your page</a></p>
<h1>Your invoices</h1>
<p class="muted">The invoices ${text(COMPANY.shortName)} issued for your contractors' approved weeks.</p>
${list}`,
  );
}

/** One invoice (/client/{token}/invoices/{number}): its lines by contractor, kind and rate, and its total. */
export function portalInvoicePageHtml(token: string, invoice: PortalInvoice): string {
  const lines = invoice.lines
    .map(
      (
        line,
      ) => `<tr><th scope="row">${text(line.contractorName)}<span class="muted"><br>${text(INVOICE_ITEMS[line.kind])}<br>${line.firstDate} to ${line.lastDate}</span></th>
<td>${hoursInWords(line.hours)} h x ${money(line.rateCents)}</td><td>${money(line.amountCents)}</td></tr>`,
    )
    .join("\n");
  return clientPortalPage(
    `Invoice ${invoice.number}`,
    `<p><a href="${text(`${base(token)}/invoices`)}">All your invoices</a></p>
<h1>Invoice ${text(invoice.number)}</h1>
<p class="muted">${text(COMPANY.name)} to ${text(invoice.clientName)} &middot; contract staffing, week of ${invoice.weekStart} to ${addDays(invoice.weekStart, 6)}</p>
<p>Dated ${invoice.issuedOn}, due ${invoice.dueOn}.</p>
<table><thead><tr><th scope="col">Contractor and item</th><th scope="col">Hours x rate</th><th scope="col">Amount</th></tr></thead>
<tbody>${lines}</tbody></table>
<p><strong>Total ${money(invoice.totalCents)}</strong></p>`,
  );
}

/** The portal page's link to the invoices, for a contact who has some. */
export function portalInvoicesLinkHtml(token: string, invoices: PortalInvoiceSummary[]): string {
  if (invoices.length === 0) return "";
  const count = invoices.length === 1 ? "1 invoice" : `${invoices.length} invoices`;
  return `<section id="invoices"><h2>Invoices</h2><p><a href="${text(`${base(token)}/invoices`)}">Your invoices</a> (${count})</p></section>`;
}
