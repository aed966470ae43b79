import { useState } from "react";
import { Link, useParams } from "react-router";
import type { ClientContactView, ClientDetail } from "#contract/clients";
import { formatPhone } from "#contract/normalize";
import { ClientActivity, ClientPlacements, ClientSubmittals } from "../../components/admin/clients/ClientDeskPanels";
import { ClientFormDialog } from "../../components/admin/clients/ClientFormDialog";
import { ContactConversation } from "../../components/admin/clients/ContactConversation";
import { ContactFormDialog } from "../../components/admin/clients/ContactFormDialog";
import { conversionTermsText } from "../../components/admin/clients/ConversionTermsFields";
import { contactRoleLabel, countOf, feeTermsText } from "../../components/admin/clients/client-labels";
import { useClient, useDeleteContact } from "../../components/admin/clients/client-queries";
import { Detail, DetailPage } from "../../components/admin/DetailPage";
import { InterviewsPanel } from "../../components/admin/interviews/InterviewsPanel";
import { formatDate, titleCase } from "../../components/admin/labels";
import { useListParams } from "../../components/admin/list-params";
import { Panel } from "../../components/admin/Panel";
import { useConfirmDelete } from "../../components/admin/use-confirm-delete";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/dialog";
import { CONTACT_CONVERSATION } from "../../content/contact-emails";

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

function Contacts({ client, onEmail }: { client: ClientDetail; onEmail: (contact: ClientContactView) => void }) {
  const [editing, setEditing] = useState<ClientContactView | "new">();
  const deletion = useConfirmDelete<ClientContactView>(useDeleteContact(client.id), {
    deleted: "Contact deleted",
    failed: (error) => ({ title: "The contact could not be deleted", description: error.message }),
  });
  return (
    <Panel
      id="client-contacts"
      title={`Contacts (${client.counts.contacts})`}
      action={
        <Button size="sm" onClick={() => setEditing("new")}>
          Add contact
        </Button>
      }
    >
      {client.contacts.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">No contacts yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-border" data-testid="client-contacts">
          {client.contacts.map((contact) => (
            <li key={contact.id} className="flex flex-wrap items-start justify-between gap-3 py-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium">{contact.name}</p>
                <p className="text-xs text-muted-foreground">
                  {[contact.title, contactRoleLabel(contact.role)].filter(Boolean).join(" · ")}
                </p>
                {contact.email && <p className="break-all">{contact.email}</p>}
                {contact.interviewNoShows > 0 && (
                  <p className="text-xs text-red-800">
                    {contact.interviewNoShows} interviewer no-show{contact.interviewNoShows === 1 ? "" : "s"}
                  </p>
                )}
                {contact.phone && (
                  <a href={`tel:${contact.phone}`} className="block text-primary hover:underline">
                    {formatPhone(contact.phone)}
                  </a>
                )}
              </div>
              <div className="flex gap-2">
                {contact.email && (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onEmail(contact)}
                    aria-label={CONTACT_CONVERSATION.open(contact.name)}
                  >
                    Email
                  </Button>
                )}
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setEditing(contact)}
                  aria-label={`Edit ${contact.name}`}
                >
                  Edit
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => deletion.ask(contact)}
                  aria-label={`Delete ${contact.name}`}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ContactFormDialog
        clientId={client.id}
        contact={editing === "new" ? undefined : editing}
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
      />
      <ConfirmDialog
        {...deletion.dialog}
        destructive
        title="Delete contact"
        description={`Delete ${deletion.target?.name ?? "this contact"}? Job orders naming them keep their client.`}
      />
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
                <Contacts client={data} onEmail={(contact) => setWritingTo(contact.id)} />
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
