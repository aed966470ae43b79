import type { FormEvent } from "react";
import { type ClientView, clientCreateSchema, feeTermsIssues } from "#contract/clients";
import { CLIENT_FEE_TYPES, CLIENT_STATUSES, DEFAULT_GUARANTEE_DAYS } from "#contract/clients-enums";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { EnumSelect } from "../../ui/enum-select";
import { Checkbox, Field, Input, Select, Textarea } from "../../ui/form";
import { toast } from "../../ui/toast";
import { useJobOwners } from "../jobs/job-admin-queries";
import { titleCase } from "../labels";
import { useDialogForm } from "../use-dialog-form";
import { useSaveClient } from "./client-queries";

/** Numbers as the inputs hold them (text), read when sent. */
interface FormState {
  name: string;
  website: string;
  industry: string;
  status: ClientView["status"];
  ownerId: string;
  feeType: ClientView["feeType"];
  feePercent: string;
  guaranteeDays: string;
  retainerPercent: string;
  shortlistPercent: string;
  placementPercent: string;
  noPoach: boolean;
  notes: string;
}

const text = (value: number | string | null) => (value === null ? "" : String(value));

function fromClient(client: ClientView | undefined): FormState {
  return {
    name: client?.name ?? "",
    website: client?.website ?? "",
    industry: client?.industry ?? "",
    status: client?.status ?? "prospect",
    ownerId: client?.owner?.id ?? "",
    feeType: client?.feeType ?? "contingency",
    feePercent: text(client?.feePercent ?? 25),
    guaranteeDays: text(client?.guaranteeDays ?? DEFAULT_GUARANTEE_DAYS),
    retainerPercent: text(client?.retainerPercent ?? null),
    shortlistPercent: text(client?.shortlistPercent ?? null),
    placementPercent: text(client?.placementPercent ?? null),
    noPoach: client?.noPoach ?? false,
    notes: client?.notes ?? "",
  };
}

/** "" is no number; anything else is sent as typed, so the Worker's message names a bad one. */
const numberOf = (value: string) => (value.trim() === "" ? null : Number(value));

/**
 * Create or edit a client with its fee terms. Checked in the browser with the Worker's own schema and fee-terms rule
 * (retained: three installments adding up to 100), so both say the same thing.
 */
export function ClientFormDialog({
  client,
  open,
  onOpenChange,
  onSaved,
}: {
  client?: ClientView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (client: ClientView) => void;
}) {
  const save = useSaveClient();
  const owners = useJobOwners();
  const {
    values: form,
    set,
    errors,
    setErrors,
    submitting,
    failed,
  } = useDialogForm({
    open,
    source: client,
    initial: fromClient,
    saving: [save],
  });
  const retained = form.feeType === "retained";

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      name: form.name,
      website: form.website || null,
      industry: form.industry || null,
      status: form.status,
      ownerId: form.ownerId || null,
      feeType: form.feeType,
      feePercent: numberOf(form.feePercent) ?? Number.NaN,
      guaranteeDays: numberOf(form.guaranteeDays) ?? Number.NaN,
      retainerPercent: retained ? numberOf(form.retainerPercent) : null,
      shortlistPercent: retained ? numberOf(form.shortlistPercent) : null,
      placementPercent: retained ? numberOf(form.placementPercent) : null,
      noPoach: form.noPoach,
      notes: form.notes || null,
    };
    const checked = clientCreateSchema.safeParse(input);
    const issues = checked.success
      ? feeTermsIssues({
          feeType: input.feeType,
          retainerPercent: input.retainerPercent,
          shortlistPercent: input.shortlistPercent,
          placementPercent: input.placementPercent,
        })
      : checked.error.issues.map((issue) => ({ path: String(issue.path[0]), message: issue.message }));
    setErrors(Object.fromEntries(issues.map((issue) => [issue.path, issue.message])));
    if (issues.length > 0) return;
    save.mutate(
      { id: client?.id, input },
      {
        onSuccess: (saved) => {
          toast({ title: client ? "Client updated" : "Client created" });
          onOpenChange(false);
          onSaved?.(saved);
        },
        onError: (error) =>
          toast({
            title: "The client could not be saved",
            description: failed(error)?.serverMessage ?? error.message,
            variant: "destructive",
          }),
      },
    );
  }

  const percent = (key: "feePercent" | "retainerPercent" | "shortlistPercent" | "placementPercent", label: string) => (
    <Field label={label} required error={errors[key]}>
      {(p) => (
        <Input
          {...p}
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step="0.01"
          value={form[key]}
          onChange={(e) => set(key, e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogTitle>{client ? `Edit ${client.name}` : "New client"}</DialogTitle>
        <DialogDescription>
          A company the firm works for, with the fee terms its placements are billed on.
        </DialogDescription>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Name" required error={errors.name}>
              {(p) => (
                <Input
                  {...p}
                  name="name"
                  value={form.name}
                  onChange={(e) => set("name", e.target.value)}
                  maxLength={200}
                />
              )}
            </Field>
            <Field label="Website" error={errors.website}>
              {(p) => (
                <Input
                  {...p}
                  type="url"
                  placeholder="https://"
                  value={form.website}
                  onChange={(e) => set("website", e.target.value)}
                  maxLength={300}
                />
              )}
            </Field>
            <Field label="Industry" error={errors.industry}>
              {(p) => (
                <Input {...p} value={form.industry} onChange={(e) => set("industry", e.target.value)} maxLength={100} />
              )}
            </Field>
            <EnumSelect
              label="Status"
              error={errors.status}
              values={CLIENT_STATUSES}
              labelOf={titleCase}
              value={form.status}
              onChange={(status) => set("status", status)}
            />
            <Field label="Owner" error={errors.ownerId}>
              {(p) => (
                <Select {...p} value={form.ownerId} onChange={(e) => set("ownerId", e.target.value)}>
                  <option value="">Nobody</option>
                  {form.ownerId && !owners.data?.some((owner) => owner.id === form.ownerId) && (
                    <option value={form.ownerId}>{client?.owner?.name ?? "A former owner"}</option>
                  )}
                  {owners.data?.map((owner) => (
                    <option key={owner.id} value={owner.id}>
                      {owner.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <EnumSelect
              label="Fee type"
              error={errors.feeType}
              values={CLIENT_FEE_TYPES}
              labelOf={titleCase}
              value={form.feeType}
              onChange={(type) => set("feeType", type)}
            />
            {percent("feePercent", "Fee (% of first-year salary)")}
            <Field label="Guarantee (days)" required error={errors.guaranteeDays}>
              {(p) => (
                <Input
                  {...p}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={730}
                  value={form.guaranteeDays}
                  onChange={(e) => set("guaranteeDays", e.target.value)}
                />
              )}
            </Field>
          </div>
          {retained && (
            <fieldset className="grid gap-4 rounded-md border border-border p-3 sm:grid-cols-3">
              <legend className="px-1 text-sm font-medium">Installments (% of the fee, adding up to 100)</legend>
              {percent("retainerPercent", "Retainer")}
              {percent("shortlistPercent", "Shortlist")}
              {percent("placementPercent", "Placement")}
            </fieldset>
          )}
          <label className="flex items-center gap-2 text-sm">
            <Checkbox checked={form.noPoach} onChange={(e) => set("noPoach", e.target.checked)} />
            No-poach: the firm does not recruit this client's employees
          </label>
          <Field label="Notes" error={errors.notes}>
            {(p) => (
              <Textarea {...p} value={form.notes} onChange={(e) => set("notes", e.target.value)} maxLength={5000} />
            )}
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? "Saving..." : client ? "Save client" : "Create client"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
