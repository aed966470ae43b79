import { useState } from "react";
import { Link, useParams } from "react-router";
import type { ClientDetail } from "#contract/clients";
import { ClientContacts } from "../../components/admin/clients/ClientContacts";
import { ClientActivity, ClientPlacements, ClientSubmittals } from "../../components/admin/clients/ClientDeskPanels";
import { ClientFormDialog } from "../../components/admin/clients/ClientFormDialog";
import { ContactConversation } from "../../components/admin/clients/ContactConversation";
import { conversionTermsText } from "../../components/admin/clients/ConversionTermsFields";
import { countOf, feeTermsText } from "../../components/admin/clients/client-labels";
import { useClient } from "../../components/admin/clients/client-queries";
import { Detail, DetailPage } from "../../components/admin/DetailPage";
import { InterviewsPanel } from "../../components/admin/interviews/InterviewsPanel";
import { formatDate, titleCase } from "../../components/admin/labels";
import { useListParams } from "../../components/admin/list-params";
import { Panel } from "../../components/admin/Panel";
import { Button } from "../../components/ui/button";

function Terms({ client, onEdit }: { client: ClientDetail; onEdit: () => void }) {
  return (
    <Panel
      id="client-terms"
      title="Client"
      action={
        <Button variant="outline" size="sm" onClick={onEdit}>
          Edit client
        </Button>
      }
    >
      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
        <Detail label="Status">{titleCase(client.status)}</Detail>
        <Detail label="Owner">{client.owner?.name ?? "Nobody"}</Detail>
        <Detail label="Website">
          {client.website ? (
            <a href={client.website} className="text-primary underline-offset-2 hover:underline" rel="noreferrer">
              {client.website}
            </a>
          ) : (
            "Not given"
          )}
        </Detail>
        <Detail label="Industry">{client.industry ?? "Not given"}</Detail>
        <Detail label="Fee terms">{feeTermsText(client)}</Detail>
        <Detail label="Guarantee">{client.guaranteeDays} days</Detail>
        <Detail label="Contract-to-hire">{conversionTermsText(client.conversionTerms, client.feePercent)}</Detail>
        <Detail label="No-poach">{client.noPoach ? "Yes: the firm does not recruit their staff" : "No"}</Detail>
        <Detail label="Client since">{formatDate(client.createdAt)}</Detail>
      </dl>
      {client.notes && <p className="mt-4 text-sm whitespace-pre-line">{client.notes}</p>}
    </Panel>
  );
}

/** Where a new job order for the client starts: the jobs screen's form, with the client and company filled in. */
const newJobOrderPath = (client: ClientDetail) =>
  `/admin/jobs?${new URLSearchParams({ newForClient: client.id, company: client.name })}`;

function JobOrders({ client }: { client: ClientDetail }) {
  return (
    <Panel
      id="client-job-orders"
      title={`Job orders (${client.counts.jobOrders})`}
      action={
        <Button size="sm" asChild>
          <Link to={newJobOrderPath(client)}>New job order</Link>
        </Button>
      }
    >
      {client.jobOrders.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">No job orders yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-border" data-testid="client-job-orders">
          {client.jobOrders.map((job) => (
            <li key={job.id} className="py-3 text-sm">
              <Link
                to={`/admin/jobs/${job.id}`}
                className="font-medium text-primary underline-offset-2 hover:underline"
              >
                {job.title}
              </Link>
              <p className="text-xs text-muted-foreground">
                {titleCase(job.status)} · {countOf(job.openings, "opening")}
                {job.confidential ? " · Confidential" : ""} · {formatDate(job.createdAt)}
                {job.hiringContactId &&
                  ` · ${client.contacts.find((contact) => contact.id === job.hiringContactId)?.name ?? ""}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** A panel's page from the URL (1 when absent or not a number). */
const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? "1", 10) || 1);

/**
 * /admin/clients/{id}: a client's terms, contacts (with the email conversation of one), job orders, submittals with
 * the contacts' answers, placements with their fees, and the history of all of these; each list's page is in the URL.
 */
export default function ClientPage() {
  const { id = "" } = useParams();
  const client = useClient(id);
  const { params, apply } = useListParams(["submittals", "placements", "activity"]);
  const paging = (name: "submittals" | "placements" | "activity") => ({
    page: pageOf(params.get(name)),
    onPage: (page: number) => apply({ [name]: page > 1 ? String(page) : "" }),
  });
  const [editing, setEditing] = useState(false);
  const [writingTo, setWritingTo] = useState<string>();
  const name = client.data?.name ?? "Client";

  return (
    <DetailPage
      back={{ to: "/admin/clients", label: "All clients" }}
      query={client}
      noun="client"
      notFound="There is no such client."
      title={name}
      headTitle={`${name} | Clients | Admin Dashboard`}
      description="One client with its contacts, job orders, submittals, placements and history"
    >
      {(data) => {
        const writing = data.contacts.find((contact) => contact.id === writingTo && contact.email);
        return (
          <>
            <div className="mt-6 flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
              <div className="space-y-6">
                <Terms client={data} onEdit={() => setEditing(true)} />
                <JobOrders client={data} />
                <ClientSubmittals clientId={data.id} {...paging("submittals")} />
                <ClientPlacements clientId={data.id} {...paging("placements")} />
                <InterviewsPanel scope={{ clientId: data.id }} />
              </div>
              <div className="space-y-6">
                <ClientContacts client={data} onEmail={(contact) => setWritingTo(contact.id)} />
                {writing && (
                  <ContactConversation clientId={data.id} contact={writing} onClose={() => setWritingTo(undefined)} />
                )}
              </div>
            </div>
            {/* The full width: its table names who did what to which record. */}
            <div className="mt-6">
              <ClientActivity clientId={data.id} {...paging("activity")} />
            </div>
            <ClientFormDialog client={data} open={editing} onOpenChange={setEditing} />
          </>
        );
      }}
    </DetailPage>
  );
}
