import { type FormEvent, type Ref, useEffect, useRef } from "react";
import { Link } from "react-router";
import { BOOKING_RULES, formatPrice, type PublicBookingType, type TimeSlot } from "#contract/booking";
import { CONSENT_VERSIONS } from "#contract/consent";
import { HONEYPOT_FIELD } from "#contract/forms";
import { formatLongDate } from "#contract/time-zone";
import { timeRange, visitorTimeRange } from "../../lib/booking-time";
import { useHydrated } from "../../lib/hydration";
import { visitorTimeZone } from "../../lib/visitor-time-zone";
import { Honeypot } from "../forms/form-helpers";
import { Button } from "../ui/button";
import { Checkbox, Field, Input, Select, Textarea } from "../ui/form";
import type { DetailsValues } from "./details-values";
import { MEETING_TYPE_LABELS } from "./labels";
import { StepHeading } from "./StepHeading";

export interface DetailsStepProps {
  headingRef: Ref<HTMLHeadingElement>;
  type: PublicBookingType;
  slot: TimeSlot;
  values: DetailsValues;
  errors: Partial<Record<keyof DetailsValues, string>>;
  formError: string | null;
  pending: boolean;
  /** Where the form posts without scripts: the step's own address (the Worker answers it, decision 039). */
  action: string;
  /** The times' address, one step back. */
  backHref: string;
  onChange: (values: DetailsValues) => void;
  /** Called with the form's values as the visitor sees them and what the honeypot holds ("" from people). */
  onSubmit: (values: DetailsValues, honeypot: string) => void;
}

/** The form's fields as they stand in the page, typed before the scripts arrived or after. */
function valuesOf(form: HTMLFormElement): DetailsValues {
  const data = new FormData(form);
  const text = (name: keyof DetailsValues) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    bookerName: text("bookerName"),
    bookerEmail: text("bookerEmail"),
    bookerPhone: text("bookerPhone"),
    bookerCompany: text("bookerCompany"),
    meetingLocation: text("meetingLocation") as DetailsValues["meetingLocation"],
    bookerNotes: text("bookerNotes"),
    smsConsent: data.get("smsConsent") !== null,
  };
}

/**
 * Step 3: who is booking, and the summary of what they book. A real form (method, action, named fields): before and
 * without scripts it posts to the step's address and the Worker books (or re-renders it with the messages).
 */
export function DetailsStep({
  headingRef,
  type,
  slot,
  values,
  errors,
  formError,
  pending,
  action,
  backHref,
  onChange,
  onSubmit,
}: DetailsStepProps) {
  const set =
    <K extends Exclude<keyof DetailsValues, "smsConsent">>(key: K) =>
    (event: { target: { value: string } }) =>
      onChange({ ...values, [key]: event.target.value as DetailsValues[K] });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trap = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    onSubmit(valuesOf(event.currentTarget), typeof trap === "string" ? trap : "");
  };
  const formRef = useRef<HTMLFormElement>(null);
  // What the visitor typed while the page was not live yet is what the form holds from now on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form appears; later changes go through the fields
  useEffect(() => {
    if (formRef.current) onChange(valuesOf(formRef.current));
    // Once, when the form appears: later changes go through the fields' own handlers.
  }, []);
  // A rejected submit takes the keyboard to the first field to fix.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each rejected submit (a new errors object) moves the focus
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  const zone = BOOKING_RULES.timeZone;
  // The visitor's own clock once the page is live: the server and the hydrating browser write the same text.
  const own = visitorTimeRange(slot.startsAt, slot.endsAt, useHydrated() ? visitorTimeZone() : zone);

  return (
    <section aria-labelledby="booking-step-heading" className="space-y-6">
      <StepHeading headingRef={headingRef}>Your details</StepHeading>
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <form
          ref={formRef}
          method="post"
          action={action}
          noValidate
          onSubmit={submit}
          className="relative grid gap-4 sm:grid-cols-2"
          aria-describedby={formError ? "booking-form-error" : undefined}
        >
          <Honeypot />
          <input type="hidden" name="bookingTypeId" value={type.id} />
          <input type="hidden" name="appointmentDate" value={slot.startsAt} />
          <Field label="Full Name" required error={errors.bookerName}>
            {(p) => (
              <Input
                {...p}
                autoComplete="name"
                name="bookerName"
                value={values.bookerName}
                onChange={set("bookerName")}
                disabled={pending}
              />
            )}
          </Field>
          <Field label="Email Address" required error={errors.bookerEmail}>
            {(p) => (
              <Input
                {...p}
                type="email"
                autoComplete="email"
                name="bookerEmail"
                value={values.bookerEmail}
                onChange={set("bookerEmail")}
                disabled={pending}
              />
            )}
          </Field>
          <Field label="Phone Number" required={values.meetingLocation === "phone"} error={errors.bookerPhone}>
            {(p) => (
              <Input
                {...p}
                type="tel"
                autoComplete="tel"
                name="bookerPhone"
                value={values.bookerPhone}
                onChange={set("bookerPhone")}
                disabled={pending}
              />
            )}
          </Field>
          <Field label="Company" error={errors.bookerCompany}>
            {(p) => (
              <Input
                {...p}
                autoComplete="organization"
                name="bookerCompany"
                value={values.bookerCompany}
                onChange={set("bookerCompany")}
                disabled={pending}
              />
            )}
          </Field>
          <label className="flex items-start gap-2 text-sm text-muted-foreground sm:col-span-2">
            <Checkbox
              className="mt-0.5"
              name="smsConsent"
              checked={values.smsConsent}
              onChange={(e) => onChange({ ...values, smsConsent: e.target.checked })}
              disabled={pending}
            />
            <span>
              Text me a confirmation and reminders about this appointment at this number. Message and data rates may
              apply; reply STOP to opt out.
            </span>
          </label>
          <Field label="Meeting Type" error={errors.meetingLocation} className="sm:col-span-2">
            {(p) => (
              <Select
                {...p}
                name="meetingLocation"
                value={values.meetingLocation}
                onChange={set("meetingLocation")}
                disabled={pending}
              >
                {type.locationOptions.map((value) => (
                  <option key={value} value={value}>
                    {MEETING_TYPE_LABELS[value]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            label="Additional Notes"
            error={errors.bookerNotes}
            className="sm:col-span-2"
            hint="Anything we should know before the call (optional)."
          >
            {(p) => (
              <Textarea
                {...p}
                name="bookerNotes"
                value={values.bookerNotes}
                onChange={set("bookerNotes")}
                disabled={pending}
              />
            )}
          </Field>
          {formError && (
            <p id="booking-form-error" role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
              {formError}
            </p>
          )}
          <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-between">
            <Button asChild variant="outline">
              <Link to={backHref}>Back</Link>
            </Button>
            <Button type="submit" variant="accent" disabled={pending}>
              {pending ? "Booking..." : "Book Appointment"}
            </Button>
          </div>
          <p className="text-xs text-muted-foreground sm:col-span-2">{CONSENT_VERSIONS.booking.text}</p>
        </form>
        <aside
          aria-label="Booking summary"
          className="order-first h-fit rounded-lg border border-border bg-muted p-5 lg:order-last"
        >
          <h3 className="font-semibold text-primary">Summary</h3>
          <dl className="mt-3 space-y-2 text-sm">
            <SummaryRow term="Service" value={type.name} />
            <SummaryRow term="Duration" value={`${type.duration} minutes`} />
            <SummaryRow term="Date" value={formatLongDate(Date.parse(slot.startsAt), zone)} />
            <SummaryRow
              term="Time"
              value={timeRange(slot.startsAt, slot.endsAt, zone)}
              dateTime={slot.startsAt}
              extra={own ? `${own} (your time)` : undefined}
            />
            <SummaryRow term="Total" value={formatPrice(type.price)} strong className="border-t border-border pt-2" />
          </dl>
        </aside>
      </div>
    </section>
  );
}

function SummaryRow({
  term,
  value,
  dateTime,
  extra,
  strong,
  className,
}: {
  term: string;
  value: string;
  dateTime?: string;
  extra?: string;
  strong?: boolean;
  /** On the row's own group: a list's group holds only its term and description. */
  className?: string;
}) {
  return (
    <div className={`flex justify-between gap-4 ${className ?? ""}`}>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className={strong ? "text-right text-base font-bold text-primary" : "text-right font-medium"}>
        {dateTime ? <time dateTime={dateTime}>{value}</time> : value}
        {extra && <span className="block text-xs font-normal text-muted-foreground">{extra}</span>}
      </dd>
    </div>
  );
}
