import { type FormEvent, type Ref, useEffect, useRef } from "react";
import { Link } from "react-router";
import { BOOKING_RULES, type PublicBookingType, type TimeSlot } from "#contract/booking";
import { CONSENT_VERSIONS } from "#contract/consent";
import { HONEYPOT_FIELD } from "#contract/forms";
import { Honeypot } from "../forms/form-helpers";
import { Button } from "../ui/button";
import { BookingSummary } from "./BookingSummary";
import { BookerFields, MeetingFields } from "./DetailsFields";
import type { DetailsValues } from "./details-values";
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
          <BookerFields values={values} errors={errors} pending={pending} onChange={onChange} />
          <MeetingFields type={type} values={values} errors={errors} pending={pending} onChange={onChange} />
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
        <BookingSummary type={type} slot={slot} zone={BOOKING_RULES.timeZone} />
      </div>
    </section>
  );
}
