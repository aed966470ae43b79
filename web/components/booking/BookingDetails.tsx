import { useQueryClient } from "@tanstack/react-query";
import { type Ref, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { bookingConfirmationHref } from "#contract/book-page";
import { BOOKING_MESSAGES, type BookingConfirmation, type PublicBookingType, type TimeSlot } from "#contract/booking";
import type { BookingRequestInput } from "#contract/booking-request";
import { HONEYPOT_FIELD } from "#contract/forms";
import { ApiError, callApi } from "../../lib/api";
import { checkWith, serverFieldErrors } from "../../lib/field-check";
import { usePostedForm } from "../../lib/posted-form";
import { apiQueryKey } from "../../lib/query-client";
import { usePendingCall } from "../../lib/use-pending-call";
import { visitorTimeZone } from "../../lib/visitor-time-zone";
import { toast } from "../ui/toast";
import { DetailsStep } from "./DetailsStep";
import { type DetailsValues, EMPTY_DETAILS } from "./details-values";

type FieldErrors = Partial<Record<keyof DetailsValues, string>>;

// zod and the schema are a chunk of their own, loaded while the visitor picks a time (BookPage).
const loadRequestSchema = () => import("#contract/booking-request");
const loadVisitFacts = () => import("../../lib/visit-facts");

export interface BookingDetailsProps {
  headingRef: Ref<HTMLHeadingElement>;
  type: PublicBookingType;
  slot: TimeSlot;
  /** The wizard's values, kept while the visitor goes back to the times and on again. */
  values: DetailsValues;
  onChange: (values: DetailsValues) => void;
  action: string;
  backHref: string;
  /** The time was taken or is no longer offered: back to the day's times with the reason. */
  onTimeGone: (message: string) => void;
}

/**
 * Step 3 with its booking: the details form (./DetailsStep.tsx), checked with the API's schema, sent to the API,
 * and on success the confirmation's address. Loaded with the step, not with the page. A native post the Worker
 * refused comes back with the visitor's values and its messages (decision 040), which this step starts from.
 */
export function BookingDetails({
  headingRef,
  type,
  slot,
  values,
  onChange,
  action,
  backHref,
  onTimeGone,
}: BookingDetailsProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const posted = usePostedForm("booking");
  // Until the wizard holds them (the form's values are read into it when it appears), the posted ones are shown.
  const [seed, setSeed] = useState(() => (posted ? postedDetails(posted.values) : null));
  useEffect(() => setSeed(null), []);
  const [errors, setErrors] = useState<FieldErrors>(() => detailErrors(posted?.errors ?? {}));
  // The refusal's message only when no field of the form says what to fix (too many requests, a body too large).
  const [formError, setFormError] = useState<string | null>(() =>
    posted && Object.keys(detailErrors(posted.errors)).length === 0 ? posted.message : null,
  );
  const booking = usePendingCall((body: BookingRequestInput & { [HONEYPOT_FIELD]?: string }) =>
    callApi("POST /api/booking/appointments", { body: { ...body } }),
  );

  function confirmed(result: BookingConfirmation) {
    const token = new URL(result.manageUrl, window.location.origin).searchParams.get("token") ?? "";
    queryClient.setQueryData(
      apiQueryKey("GET /api/booking/appointments/:id/manage", { id: result.id }, { token }),
      result,
    );
    void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/booking/types") });
    onChange(EMPTY_DETAILS);
    // The form's address is replaced: back from the confirmation goes to the times, not to a form already sent.
    navigate(bookingConfirmationHref(result.id, token), { replace: true });
  }

  function bookingFailed(error: unknown) {
    if (error instanceof ApiError && error.status === 409) {
      onTimeGone(error.serverMessage ?? BOOKING_MESSAGES.slotTaken);
      toast({ title: "Please choose another time", description: error.serverMessage, variant: "destructive" });
      return;
    }
    if (error instanceof ApiError && error.code === "slot_not_offered") {
      onTimeGone(error.serverMessage ?? BOOKING_MESSAGES.slotNotOffered);
      return;
    }
    setErrors(detailErrors(serverFieldErrors(error)));
    const message =
      error instanceof ApiError
        ? (error.serverMessage ?? BOOKING_MESSAGES.bookingFailed)
        : BOOKING_MESSAGES.bookingFailed;
    setFormError(message);
    toast({ title: "Booking failed", description: message, variant: "destructive" });
  }

  const validating = useRef(false);
  const submit = async (checkedValues: DetailsValues, honeypot: string) => {
    if (validating.current) return;
    const request: BookingRequestInput = {
      bookingTypeId: type.id,
      ...checkedValues,
      appointmentDate: slot.startsAt,
      timeZone: visitorTimeZone(),
    };
    validating.current = true;
    const [checked, visit] = await checkedWithVisit(request);
    validating.current = false;
    setFormError(null);
    if ("errors" in checked) {
      setErrors(detailErrors(checked.errors));
      return;
    }
    setErrors({});
    await booking
      .run({ ...request, ...visit, ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}) })
      .then(confirmed, bookingFailed);
  };

  return (
    <DetailsStep
      headingRef={headingRef}
      type={type}
      slot={slot}
      values={seed ?? values}
      errors={errors}
      formError={formError}
      pending={booking.pending}
      action={action}
      backHref={backHref}
      onChange={onChange}
      onSubmit={(checkedValues, honeypot) => void submit(checkedValues, honeypot)}
    />
  );
}

/**
 * The request checked with the API's schema, and the visit's facts (optional: a booking goes without them if they
 * cannot be read).
 */
function checkedWithVisit(request: BookingRequestInput) {
  return Promise.all([
    checkWith(
      loadRequestSchema().then((module) => module.bookingRequestSchema),
      request,
    ),
    loadVisitFacts().then(
      (module) => module.consentedBookingFacts(),
      () => ({}),
    ),
  ]);
}

/** The details form's values as a refused native post sent them (text fields by name; the box only when ticked). */
function postedDetails(values: Record<string, string>): DetailsValues {
  const text = (name: keyof DetailsValues) => values[name] ?? "";
  return {
    bookerName: text("bookerName"),
    bookerEmail: text("bookerEmail"),
    bookerPhone: text("bookerPhone"),
    bookerCompany: text("bookerCompany"),
    meetingLocation: (values.meetingLocation ?? EMPTY_DETAILS.meetingLocation) as DetailsValues["meetingLocation"],
    bookerNotes: text("bookerNotes"),
    smsConsent: values.smsConsent !== undefined,
  };
}

const DETAIL_FIELDS = new Set<string>([
  "bookerName",
  "bookerEmail",
  "bookerPhone",
  "bookerCompany",
  "meetingLocation",
  "bookerNotes",
]);

/** The errors of the fields the details step shows (the rest are the wizard's own, and cannot be wrong there). */
function detailErrors(byField: Record<string, string>): FieldErrors {
  return Object.fromEntries(Object.entries(byField).filter(([field]) => DETAIL_FIELDS.has(field))) as FieldErrors;
}
