import { useState } from "react";
import type { ClientContactView, ClientDetail } from "#contract/clients";
import { formatPhone } from "#contract/normalize";
import { CONTACT_CONVERSATION } from "../../../content/contact-emails";
import { CONTACT_ENROLL } from "../../../content/sequences";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/dialog";
import { Checkbox } from "../../ui/form";
import { Panel } from "../Panel";
import { EnrollInSequence } from "../sequences/EnrollInSequence";
import { useConfirmDelete } from "../use-confirm-delete";
import { ContactFormDialog } from "./ContactFormDialog";
import { contactRoleLabel } from "./client-labels";
import { useDeleteContact } from "./client-queries";

interface RowActions {
  onEmail: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One contact: who they are, a box to select them, and Email, Add to sequence (its control below), Edit, Delete. */
function ContactRow({
  contact,
  selected,
  onSelect,
  actions,
}: {
  contact: ClientContactView;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  actions: RowActions;
}) {
  const [enrolling, setEnrolling] = useState(false);
  return (
    <li className="flex flex-wrap items-start gap-3 py-3 text-sm">
      <label className="-m-2 flex shrink-0 cursor-pointer items-start p-2">
        <Checkbox
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          aria-label={CONTACT_ENROLL.selectLabel(contact.name)}
          className="size-5"
        />
      </label>
      <div className="min-w-0 flex-1">
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
      <div className="flex flex-wrap gap-2">
        {contact.email && (
          <Button
            variant="outline"
            size="sm"
            onClick={actions.onEmail}
            aria-label={CONTACT_CONVERSATION.open(contact.name)}
          >
            Email
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          aria-expanded={enrolling}
          aria-label={CONTACT_ENROLL.openLabel(contact.name)}
          onClick={() => setEnrolling(!enrolling)}
        >
          {CONTACT_ENROLL.open}
        </Button>
        <Button variant="outline" size="sm" onClick={actions.onEdit} aria-label={`Edit ${contact.name}`}>
          Edit
        </Button>
        <Button variant="outline" size="sm" onClick={actions.onDelete} aria-label={`Delete ${contact.name}`}>
          Delete
        </Button>
      </div>
      {enrolling && (
        <div className="basis-full" data-testid="contact-enroll">
          <EnrollInSequence contactIds={[contact.id]} names={new Map([[contact.id, contact.name]])} />
        </div>
      )}
    </li>
  );
}

/** The chosen contacts' count, "Add to sequence" for all of them and Clear, shown once one is chosen. */
function ContactSelectionBar({ selected, onClear }: { selected: ReadonlyMap<string, string>; onClear: () => void }) {
  if (selected.size === 0) return null;
  return (
    <div
      className="mt-4 flex flex-wrap items-center gap-2 rounded-md border border-border bg-muted/40 p-2 text-sm"
      data-testid="contacts-selection"
    >
      <span className="font-medium">{CONTACT_ENROLL.selected(selected.size)}</span>
      <EnrollInSequence contactIds={[...selected.keys()]} names={selected} />
      <Button size="sm" variant="outline" onClick={onClear}>
        {CONTACT_ENROLL.clear}
      </Button>
    </div>
  );
}

/**
 * A client's contacts: each with Email (the conversation beside the list), Add to sequence, Edit and Delete; the
 * selected ones can be added to a sequence together.
 */
export function ClientContacts({
  client,
  onEmail,
}: {
  client: ClientDetail;
  onEmail: (contact: ClientContactView) => void;
}) {
  const [editing, setEditing] = useState<ClientContactView | "new">();
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(new Map());
  const deletion = useConfirmDelete<ClientContactView>(useDeleteContact(client.id), {
    deleted: "Contact deleted",
    failed: (error) => ({ title: "The contact could not be deleted", description: error.message }),
  });
  const select = (contact: ClientContactView, on: boolean) =>
    setSelected((before) => {
      const next = new Map(before);
      if (on) next.set(contact.id, contact.name);
      else next.delete(contact.id);
      return next;
    });
  // A contact deleted while selected leaves the selection.
  const chosen = new Map([...selected].filter(([id]) => client.contacts.some((contact) => contact.id === id)));
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
      <ContactSelectionBar selected={chosen} onClear={() => setSelected(new Map())} />
      {client.contacts.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">No contacts yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-border" data-testid="client-contacts">
          {client.contacts.map((contact) => (
            <ContactRow
              key={contact.id}
              contact={contact}
              selected={selected.has(contact.id)}
              onSelect={(on) => select(contact, on)}
              actions={{
                onEmail: () => onEmail(contact),
                onEdit: () => setEditing(contact),
                onDelete: () => deletion.ask(contact),
              }}
            />
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
