import type { ClientChoice } from "#contract/clients";
import { Checkbox, Field, Input, Select } from "../../ui/form";
import type { DialogFormSection } from "../use-dialog-form";
import type { JobFormState } from "./job-form-state";

/** The job order: its client, hiring contact, openings and confidentiality, for staff who see the clients area. */
export function JobOrderFields({
  form,
  set,
  errors,
  clients,
}: DialogFormSection<JobFormState> & { clients: readonly ClientChoice[] }) {
  const chosenClient = clients.find((client) => client.id === form.clientId);
  function chooseClient(clientId: string) {
    set("clientId", clientId);
    set("hiringContactId", "");
    const name = clients.find((client) => client.id === clientId)?.name;
    if (name && !form.company.trim()) set("company", name);
  }

  return (
    <fieldset className="grid gap-4 rounded-md border border-border p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-medium">Job order</legend>
      <Field label="Client" error={errors.clientId}>
        {(p) => (
          <Select {...p} value={form.clientId} onChange={(e) => chooseClient(e.target.value)}>
            <option value="">No client</option>
            {form.clientId && !chosenClient && <option value={form.clientId}>The job's current client</option>}
            {clients.map((client) => (
              <option key={client.id} value={client.id}>
                {client.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Hiring contact" error={errors.hiringContactId}>
        {(p) => (
          <Select
            {...p}
            value={form.hiringContactId}
            onChange={(e) => set("hiringContactId", e.target.value)}
            disabled={!form.clientId}
          >
            <option value="">No contact</option>
            {form.hiringContactId && !chosenClient?.contacts.some((c) => c.id === form.hiringContactId) && (
              <option value={form.hiringContactId}>The job's current contact</option>
            )}
            {chosenClient?.contacts.map((contact) => (
              <option key={contact.id} value={contact.id}>
                {contact.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Openings" required error={errors.openings}>
        {(p) => (
          <Input
            {...p}
            type="number"
            inputMode="numeric"
            min={1}
            max={999}
            value={form.openings}
            onChange={(e) => set("openings", e.target.value)}
          />
        )}
      </Field>
      <label className="flex items-center gap-2 self-end pb-2 text-sm">
        <Checkbox checked={form.confidential} onChange={(e) => set("confidential", e.target.checked)} />
        Confidential: the public side says "Confidential client"
      </label>
    </fieldset>
  );
}
