import { type BookingTypeView, businessToday } from "#contract/availability";
import { OVERRIDE_FIELDS } from "../../../content/availability";
import { Field, Input, Select } from "../../ui/form";
import type { DialogFormSection } from "../use-dialog-form";
import type { OverrideFormState } from "./override-form-state";
import { WindowsEditor } from "./WindowsEditor";

/** The override's date (or run of closed days), its scope, closed or other hours, and its note. */
export function OverrideFields({
  form,
  set,
  errors,
  types,
}: DialogFormSection<OverrideFormState> & { types: readonly BookingTypeView[] }) {
  return (
    <>
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
    </>
  );
}
