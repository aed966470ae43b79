import type { FormEvent } from "react";
import {
  type BookingTypeInput,
  type BookingTypeView,
  DAYS_OF_WEEK,
  type TimeWindow,
  WEEKDAY_NAMES,
} from "#contract/availability";
import { MEETING_LOCATIONS, type MeetingLocation } from "#contract/site-enums";
import { LOCATION_LABELS, TYPE_FIELDS } from "../../../content/availability";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { Checkbox, Field, Input, Textarea } from "../../ui/form";
import { toast } from "../../ui/toast";
import { topField, useDialogForm } from "../use-dialog-form";
import { useSaveBookingType } from "./availability-queries";
import { WindowsEditor } from "./WindowsEditor";

interface FormState {
  name: string;
  description: string;
  duration: string;
  price: string;
  color: string;
  locationOptions: MeetingLocation[];
  needsConfirmation: boolean;
  isActive: boolean;
  bufferBefore: string;
  bufferAfter: string;
  minNoticeHours: string;
  maxDaysAhead: string;
  guestChangeNoticeHours: string;
  dailyCap: string;
  /** Windows by day of week. */
  hours: Record<number, TimeWindow[]>;
}

const EMPTY: FormState = {
  name: "",
  description: "",
  duration: "30",
  price: "0",
  color: "#3B82F6",
  locationOptions: [...MEETING_LOCATIONS],
  needsConfirmation: false,
  isActive: true,
  bufferBefore: "0",
  bufferAfter: "15",
  minNoticeHours: "2",
  maxDaysAhead: "30",
  guestChangeNoticeHours: "24",
  dailyCap: "",
  // A new type follows the firm's hours until it is given its own.
  hours: Object.fromEntries(DAYS_OF_WEEK.map((day) => [day, []])),
};

function formOf(type: BookingTypeView): FormState {
  const hours: Record<number, TimeWindow[]> = Object.fromEntries(DAYS_OF_WEEK.map((day) => [day, []]));
  for (const h of type.hours) hours[h.dayOfWeek]?.push({ startTime: h.startTime, endTime: h.endTime });
  return {
    name: type.name,
    description: type.description ?? "",
    duration: String(type.duration),
    price: String(type.price / 100),
    color: type.color,
    locationOptions: type.locationOptions,
    needsConfirmation: type.needsConfirmation,
    isActive: type.isActive,
    bufferBefore: String(type.bufferBefore),
    bufferAfter: String(type.bufferAfter),
    minNoticeHours: String(type.minNoticeHours),
    maxDaysAhead: String(type.maxDaysAhead),
    guestChangeNoticeHours: String(type.guestChangeNoticeHours),
    dailyCap: type.dailyCap === null ? "" : String(type.dailyCap),
    hours,
  };
}

const initialOf = (type: BookingTypeView | undefined) => (type ? formOf(type) : EMPTY);

/** A number field as typed: empty or not a number is sent as NaN, which the server names as the field to fix. */
const numberOf = (value: string) => (value.trim() === "" ? Number.NaN : Number(value));

/** The request body of the whole form. */
function inputOf(form: FormState): BookingTypeInput {
  return {
    name: form.name.trim(),
    description: form.description.trim() || null,
    duration: numberOf(form.duration),
    price: Math.round(numberOf(form.price) * 100),
    color: form.color,
    locationOptions: MEETING_LOCATIONS.filter((l) => form.locationOptions.includes(l)),
    needsConfirmation: form.needsConfirmation,
    isActive: form.isActive,
    bufferBefore: numberOf(form.bufferBefore),
    bufferAfter: numberOf(form.bufferAfter),
    minNoticeHours: numberOf(form.minNoticeHours),
    maxDaysAhead: numberOf(form.maxDaysAhead),
    guestChangeNoticeHours: numberOf(form.guestChangeNoticeHours),
    dailyCap: form.dailyCap.trim() === "" ? null : numberOf(form.dailyCap),
    hours: DAYS_OF_WEEK.flatMap((dayOfWeek) => (form.hours[dayOfWeek] ?? []).map((w) => ({ dayOfWeek, ...w }))),
  };
}

/** Only the fields that differ from what was loaded: an edit changes what it names, nothing else. */
function changesOf(before: BookingTypeInput, after: BookingTypeInput): Partial<BookingTypeInput> {
  return Object.fromEntries(
    Object.entries(after).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key as keyof BookingTypeInput]),
    ),
  );
}

/** JSON's NaN is null; the server would then read "no value", so NaN fields are named here first. */
function notNumbers(input: Partial<BookingTypeInput>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(input)
      .filter(([, value]) => typeof value === "number" && Number.isNaN(value))
      .map(([key]) => [key, "Enter a number"]),
  );
}

/** Create or edit a booking type: every rule and the weekly hours. */
export function BookingTypeDialog({
  type,
  open,
  onOpenChange,
}: {
  type?: BookingTypeView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveBookingType();
  // "hours.3.startTime" is shown under the weekly hours, "locationOptions.0" under the locations.
  const {
    values: form,
    set,
    errors,
    setErrors,
    submitting,
    failed,
  } = useDialogForm({
    open,
    source: type,
    initial: initialOf,
    saving: [save],
    fieldOf: topField,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const all = inputOf(form);
    const input = type ? changesOf(inputOf(formOf(type)), all) : all;
    const local = notNumbers(input);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    if (type && Object.keys(input).length === 0) {
      onOpenChange(false);
      return;
    }
    save.mutate(
      { id: type?.id, input },
      {
        onSuccess: (saved) => {
          toast({ title: type ? "Booking type saved" : "Booking type created", description: saved.name });
          onOpenChange(false);
        },
        onError: (error) => {
          const apiError = failed(error);
          toast({
            title: "Not saved",
            description: apiError?.serverMessage ?? "The booking type could not be saved.",
            variant: "destructive",
          });
        },
      },
    );
  }

  const numberField = (
    key:
      | "duration"
      | "price"
      | "bufferBefore"
      | "bufferAfter"
      | "minNoticeHours"
      | "maxDaysAhead"
      | "guestChangeNoticeHours"
      | "dailyCap",
    step = 1,
  ) => (
    <Field
      label={TYPE_FIELDS[key].label}
      error={errors[key]}
      hint={(TYPE_FIELDS[key] as { hint?: string }).hint}
      required={key === "duration"}
    >
      {(p) => (
        <Input
          {...p}
          type="number"
          min={0}
          step={step}
          inputMode={step < 1 ? "decimal" : "numeric"}
          value={form[key]}
          onChange={(e) => set(key, e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{type ? `Edit ${type.name}` : "Add booking type"}</DialogTitle>
        <DialogDescription>
          Changes apply to new bookings at once; booked appointments keep their time.
        </DialogDescription>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
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
            {numberField("duration")}
            {numberField("price", 0.01)}
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
            {numberField("bufferBefore")}
            {numberField("bufferAfter")}
            {numberField("minNoticeHours")}
            {numberField("maxDaysAhead")}
            {numberField("guestChangeNoticeHours")}
            {numberField("dailyCap")}
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
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? "Saving..." : type ? "Save changes" : "Create booking type"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
