import { DAYS_OF_WEEK, WEEKDAY_NAMES } from "#contract/availability";
import { MEETING_LOCATIONS } from "#contract/site-enums";
import { LOCATION_LABELS, TYPE_FIELDS } from "../../../content/availability";
import { Checkbox, Field, Input, Textarea } from "../../ui/form";
import type { DialogFormSection } from "../use-dialog-form";
import type { BookingTypeFormState } from "./booking-type-form-state";
import { WindowsEditor } from "./WindowsEditor";

type Section = DialogFormSection<BookingTypeFormState>;

/** A booking type's rules: name, length, price, colour, where it meets, buffers, notice, caps, and its switches. */
export function BookingTypeRuleFields({ form, set, errors }: Section) {
  return (
    <>
      <Field label={TYPE_FIELDS.name.label} required error={errors.name}>
        {(p) => <Input {...p} value={form.name} onChange={(e) => set("name", e.target.value)} maxLength={120} />}
      </Field>
      <Field label={TYPE_FIELDS.description.label} hint={TYPE_FIELDS.description.hint} error={errors.description}>
        {(p) => (
          <Textarea
            {...p}
            rows={2}
            value={form.description}
            onChange={(e) => set("description", e.target.value)}
            maxLength={2000}
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <NumberField name="duration" form={form} set={set} errors={errors} />
        <NumberField name="price" step={0.01} form={form} set={set} errors={errors} />
        <Field label={TYPE_FIELDS.color.label} error={errors.color}>
          {(p) => (
            <Input
              {...p}
              type="color"
              className="h-10 p-1"
              value={form.color}
              onChange={(e) => set("color", e.target.value)}
            />
          )}
        </Field>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">{TYPE_FIELDS.locationOptions.label}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {MEETING_LOCATIONS.map((location) => (
            <label key={location} className="flex items-center gap-2 text-sm">
              <Checkbox
                checked={form.locationOptions.includes(location)}
                onChange={(e) =>
                  set(
                    "locationOptions",
                    e.target.checked
                      ? [...form.locationOptions, location]
                      : form.locationOptions.filter((l) => l !== location),
                  )
                }
              />
              {LOCATION_LABELS[location]}
            </label>
          ))}
        </div>
        <p className="text-xs text-muted-foreground">{TYPE_FIELDS.locationOptions.hint}</p>
        {errors.locationOptions && <p className="text-sm font-medium text-red-700">{errors.locationOptions}</p>}
      </fieldset>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <NumberField name="bufferBefore" form={form} set={set} errors={errors} />
        <NumberField name="bufferAfter" form={form} set={set} errors={errors} />
        <NumberField name="minNoticeHours" form={form} set={set} errors={errors} />
        <NumberField name="maxDaysAhead" form={form} set={set} errors={errors} />
        <NumberField name="guestChangeNoticeHours" form={form} set={set} errors={errors} />
        <NumberField name="dailyCap" form={form} set={set} errors={errors} />
      </div>
      <div className="flex flex-col gap-2">
        <label className="flex items-start gap-2 text-sm">
          <Checkbox
            className="mt-0.5"
            checked={form.needsConfirmation}
            onChange={(e) => set("needsConfirmation", e.target.checked)}
          />
          <span>
            {TYPE_FIELDS.needsConfirmation.label}
            <span className="block text-xs text-muted-foreground">{TYPE_FIELDS.needsConfirmation.hint}</span>
          </span>
        </label>
        <label className="flex items-center gap-2 text-sm">
          <Checkbox checked={form.isActive} onChange={(e) => set("isActive", e.target.checked)} />
          {TYPE_FIELDS.isActive.label}
        </label>
      </div>
    </>
  );
}

/** A rule typed as a number (a price in decimals). */
function NumberField({
  name,
  step = 1,
  form,
  set,
  errors,
}: Section & {
  name:
    | "duration"
    | "price"
    | "bufferBefore"
    | "bufferAfter"
    | "minNoticeHours"
    | "maxDaysAhead"
    | "guestChangeNoticeHours"
    | "dailyCap";
  step?: number;
}) {
  return (
    <Field
      label={TYPE_FIELDS[name].label}
      error={errors[name]}
      hint={(TYPE_FIELDS[name] as { hint?: string }).hint}
      required={name === "duration"}
    >
      {(p) => (
        <Input
          {...p}
          type="number"
          min={0}
          step={step}
          inputMode={step < 1 ? "decimal" : "numeric"}
          value={form[name]}
          onChange={(e) => set(name, e.target.value)}
        />
      )}
    </Field>
  );
}

/** The type's own weekly hours, a day to a row (none: the firm's hours). */
export function BookingTypeHoursField({ form, set, errors }: Section) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium">{TYPE_FIELDS.hours.label}</legend>
      <p className="text-xs text-muted-foreground">{TYPE_FIELDS.hours.hint}</p>
      {DAYS_OF_WEEK.map((day) => (
        <div key={day} className="grid gap-2 border-t border-border pt-3 sm:grid-cols-[7rem_1fr]">
          <span className="text-sm font-medium">{WEEKDAY_NAMES[day]}</span>
          <WindowsEditor
            label={WEEKDAY_NAMES[day]!}
            windows={form.hours[day] ?? []}
            onChange={(windows) => set("hours", { ...form.hours, [day]: windows })}
          />
        </div>
      ))}
      {errors.hours && <p className="text-sm font-medium text-red-700">{errors.hours}</p>}
    </fieldset>
  );
}
