import { Link } from "react-router";
import type { ClientListItem } from "#contract/clients";
import { AdminTable } from "../AdminTable";
import { titleCase } from "../labels";
import { countOf, feeTermsText } from "./client-labels";

/** The page of clients: a table on wide screens, cards on narrow ones. */
export function ClientsTable({ rows }: { rows: ClientListItem[] }) {
  return (
    <>
      <AdminTable
        className="hidden md:block"
        rows={rows}
        rowKey={(client) => client.id}
        minWidth="48rem"
        testId="clients"
        rowData={(client) => ({ "data-client-id": client.id })}
        columns={[
          {
            header: "Client",
            cell: (client) => (
              <>
                <Link
                  to={`/admin/clients/${client.id}`}
                  className="font-medium text-primary underline-offset-2 hover:underline"
                >
                  {client.name}
                </Link>
                {client.industry && <span className="block text-xs text-muted-foreground">{client.industry}</span>}
              </>
            ),
          },
          { header: "Status", cell: (client) => titleCase(client.status) },
          { header: "Terms", cell: (client) => feeTermsText(client) },
          { header: "Owner", cell: (client) => client.owner?.name ?? "Nobody" },
          {
            header: "Contacts",
            headerClassName: "text-right",
            className: "text-right tabular-nums",
            cell: (client) => client.counts.contacts,
          },
          {
            header: "Open job orders",
            headerClassName: "text-right",
            className: "text-right tabular-nums",
            cell: (client) => client.counts.openJobOrders,
          },
        ]}
      />
      <ul className="mt-4 space-y-3 md:hidden" data-testid="client-cards">
        {rows.map((client) => (
          <li key={client.id} className="rounded-md border border-border p-3 text-sm" data-client-id={client.id}>
            <Link
              to={`/admin/clients/${client.id}`}
              className="font-medium text-primary underline-offset-2 hover:underline"
            >
              {client.name}
            </Link>
            <p className="mt-1 text-xs text-muted-foreground">
              {titleCase(client.status)} · {feeTermsText(client)}
            </p>
            <p className="mt-1 text-xs text-muted-foreground">
              {countOf(client.counts.contacts, "contact")} · {countOf(client.counts.openJobOrders, "open job order")}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
