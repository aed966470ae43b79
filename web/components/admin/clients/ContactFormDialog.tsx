import type { FormEvent } from "react";
import { type ClientContactView, contactCreateSchema } from "#contract/clients";
import { CONTACT_ROLES } from "#contract/clients-enums";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { EnumSelect } from "../../ui/enum-select";
import { Field, Input } from "../../ui/form";
import { toast } from "../../ui/toast";
import { type DialogFormSection, useDialogForm } from "../use-dialog-form";
import { contactRoleLabel } from "./client-labels";
import { useSaveContact } from "./client-queries";

interface ContactFormState {
  name: string;
  email: string;
  phone: string;
  title: string;
  role: ClientContactView["role"];
}

const fromContact = (contact: ClientContactView | undefined): ContactFormState => ({
  name: contact?.name ?? "",
  email: contact?.email ?? "",
  phone: contact?.phone ?? "",
  title: contact?.title ?? "",
  role: contact?.role ?? "hiring_manager",
});

/** Name, title, email, phone and the contact's role on the client's searches. */
function ContactFields({ form, set, errors }: DialogFormSection<ContactFormState>) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Name" required error={errors.name}>
        {(p) => <Input {...p} value={form.name} onChange={(e) => set("name", e.target.value)} maxLength={200} />}
      </Field>
      <Field label="Title" error={errors.title}>
        {(p) => <Input {...p} value={form.title} onChange={(e) => set("title", e.target.value)} maxLength={200} />}
      </Field>
      <Field label="Email" error={errors.email}>
        {(p) => (
          <Input
            {...p}
            type="email"
            value={form.email}
            onChange={(e) => set("email", e.target.value)}
            maxLength={254}
          />
        )}
      </Field>
      <Field label="Phone" error={errors.phone}>
        {(p) => (
          <Input {...p} type="tel" value={form.phone} onChange={(e) => set("phone", e.target.value)} maxLength={40} />
        )}
      </Field>
      <EnumSelect
        label="Role on searches"
        error={errors.role}
        values={CONTACT_ROLES}
        labelOf={contactRoleLabel}
        value={form.role}
        onChange={(role) => set("role", role)}
      />
    </div>
  );
}

/** Add or edit one of a client's contacts. */
export function ContactFormDialog({
  clientId,
  contact,
  open,
  onOpenChange,
}: {
  clientId: string;
  contact?: ClientContactView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveContact(clientId);
  const {
    values: form,
    set,
    errors,
    setErrors,
    submitting,
    failed,
  } = useDialogForm({
    open,
    source: contact,
    initial: fromContact,
    saving: [save],
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      name: form.name,
      email: form.email || null,
      phone: form.phone || null,
      title: form.title || null,
      role: form.role,
    };
    const checked = contactCreateSchema.safeParse(input);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    save.mutate(
      { id: contact?.id, input },
      {
        onSuccess: () => {
          toast({ title: contact ? "Contact updated" : "Contact added" });
          onOpenChange(false);
        },
        onError: (error) =>
          toast({
            title: "The contact could not be saved",
            description: failed(error)?.serverMessage ?? error.message,
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{contact ? `Edit ${contact.name}` : "Add contact"}</DialogTitle>
        <DialogDescription>Someone at the client the firm works with on its searches.</DialogDescription>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <ContactFields form={form} set={set} errors={errors} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? "Saving..." : contact ? "Save contact" : "Add contact"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
