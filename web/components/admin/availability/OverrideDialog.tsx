import type { FormEvent } from "react";
import { type BookingTypeView, businessToday, type TimeWindow } from "#contract/availability";
import { OVERRIDE_FIELDS } from "../../../content/availability";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { Field, Input, Select } from "../../ui/form";
import { toast } from "../../ui/toast";
import { topField, useDialogForm } from "../use-dialog-form";
import { useAddDateOverride } from "./availability-queries";
import { WindowsEditor } from "./WindowsEditor";

interface FormState {
  date: string;
  /** The last day of a closed run of days; "" for one day. */
  until: string;
  /** "" = every type. */
  bookingTypeId: string;
  kind: "closed" | "windows";
  windows: TimeWindow[];
  note: string;
}

const EMPTY: FormState = {
  date: "",
  until: "",
  bookingTypeId: "",
  kind: "closed",
  windows: [{ startTime: "09:00", endTime: "12:00" }],
  note: "",
};

/** Close a date or give it other hours, for every type or one. */
export function OverrideDialog({
  types,
  open,
  onOpenChange,
}: {
  types: readonly BookingTypeView[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const add = useAddDateOverride();
  const {
    values: form,
    set,
    errors,
    setErrors,
    submitting,
    failed,
  } = useDialogForm({
    open,
    source: undefined,
    initial: () => EMPTY,
    saving: [add],
    // A run of days is sent as from/to; their errors belong to the date and "through" fields.
    fieldOf: (path) => ({ from: "date", to: "until" })[topField(path)] ?? topField(path),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.date) {
      setErrors({ date: "Choose a date" });
      return;
    }
    const run = form.kind === "closed" && form.until && form.until !== form.date;
    add.mutate(
      {
        ...(run ? { from: form.date, to: form.until } : { date: form.date }),
        ...(form.bookingTypeId && { bookingTypeId: form.bookingTypeId }),
        ...(form.kind === "closed" ? { closed: true as const } : { windows: form.windows }),
        ...(form.note.trim() && { note: form.note.trim() }),
      },
      {
        onSuccess: (saved) => {
          const days = "overrides" in saved ? saved.overrides.length : 1;
          toast({ title: days === 1 ? "Override saved" : `${days} weekdays closed` });
          onOpenChange(false);
        },
        onError: (error) => {
          const apiError = failed(error);
          toast({
            title: "Not saved",
            description: apiError?.serverMessage ?? "The override could not be saved.",
            variant: "destructive",
          });
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Add date override</DialogTitle>
        <DialogDescription>
          Holidays, time off or a late opening. The date follows these hours instead of the weekly ones.
        </DialogDescription>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={OVERRIDE_FIELDS.date.label} required error={errors.date}>
              {(p) => (
                <Input
                  {...p}
                  type="date"
                  min={businessToday()}
                  value={form.date}
                  onChange={(e) => set("date", e.target.value)}
                />
              )}
            </Field>
            <Field label={OVERRIDE_FIELDS.scope.label} error={errors.bookingTypeId}>
              {(p) => (
                <Select {...p} value={form.bookingTypeId} onChange={(e) => set("bookingTypeId", e.target.value)}>
                  <option value="">{OVERRIDE_FIELDS.scope.all}</option>
                  {types.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium">{OVERRIDE_FIELDS.kind.label}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {(["closed", "windows"] as const).map((kind) => (
                <label key={kind} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="override-kind"
                    className="size-4 accent-primary"
                    checked={form.kind === kind}
                    onChange={() => set("kind", kind)}
                  />
                  {OVERRIDE_FIELDS.kind[kind]}
                </label>
              ))}
            </div>
          </fieldset>
          {form.kind === "closed" && (
            <Field label={OVERRIDE_FIELDS.until.label} hint={OVERRIDE_FIELDS.until.hint} error={errors.until}>
              {(p) => (
                <Input
                  {...p}
                  type="date"
                  min={form.date || businessToday()}
                  value={form.until}
                  onChange={(e) => set("until", e.target.value)}
                />
              )}
            </Field>
          )}
          {form.kind === "windows" && (
            <fieldset className="flex flex-col gap-2">
              <legend className="text-sm font-medium">{OVERRIDE_FIELDS.windows.label}</legend>
              <p className="text-xs text-muted-foreground">{OVERRIDE_FIELDS.windows.hint}</p>
              <WindowsEditor label="Override" windows={form.windows} onChange={(windows) => set("windows", windows)} />
              {errors.windows && <p className="text-sm font-medium text-red-700">{errors.windows}</p>}
            </fieldset>
          )}
          <Field label={OVERRIDE_FIELDS.note.label} hint={OVERRIDE_FIELDS.note.hint} error={errors.note}>
            {(p) => <Input {...p} value={form.note} onChange={(e) => set("note", e.target.value)} maxLength={200} />}
          </Field>
          {errors.closed && <p className="text-sm font-medium text-red-700">{errors.closed}</p>}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? "Saving..." : "Save override"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
