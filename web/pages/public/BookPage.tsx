import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import {
  BOOKING_MESSAGES,
  type BookingConfirmation,
  type PublicBookingType,
  type TimeSlot,
} from "../../../worker/contract/booking";
import type { BookingRequestInput } from "../../../worker/contract/booking-request";
import { COMPANY } from "../../../worker/contract/company";
import { HONEYPOT_FIELD } from "../../../worker/contract/forms";
import { type DetailsValues, EMPTY_DETAILS } from "../../components/booking/details-values";
import { ServiceStep } from "../../components/booking/ServiceStep";
import { type BookingStep, StepIndicator } from "../../components/booking/StepIndicator";
import { visitorTimeZone } from "../../lib/visitor-time-zone";
import { toast } from "../../components/ui/toast";
import { ApiError, callApi } from "../../lib/api";
import { checkWith, serverFieldErrors } from "../../lib/field-check";
import { usePendingCall } from "../../lib/use-pending-call";
import { PageHead } from "../../lib/head";
import { apiQueryKey } from "../../lib/query-client";

type FieldErrors = Partial<Record<keyof DetailsValues, string>>;

/**
 * Only the first step comes with the page: most visitors of /book look before they book. The date step is fetched
 * when a service is chosen; the details form, the confirmation, the request schema (with zod) and the visit facts
 * for the lead score while the visitor picks a time.
 */
const loadRequestSchema = () => import("../../../worker/contract/booking-request");
const loadVisitFacts = () => import("../../lib/visit-facts");
const loadDetailsStep = () => import("../../components/booking/DetailsStep");
const loadConfirmationStep = () => import("../../components/booking/ConfirmationStep");
const DateTimeStep = lazy(async () => ({ default: (await import("../../components/booking/DateTimeStep")).DateTimeStep }));
const DetailsStep = lazy(async () => ({ default: (await loadDetailsStep()).DetailsStep }));
const ConfirmationStep = lazy(async () => ({ default: (await loadConfirmationStep()).ConfirmationStep }));

/** The booking wizard (public spec section 2): service, date and time, details, confirmation. */
export default function BookPage() {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<BookingStep>("type");
  const [type, setType] = useState<PublicBookingType | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<TimeSlot | null>(null);
  const [details, setDetails] = useState<DetailsValues>(EMPTY_DETAILS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<BookingConfirmation | null>(null);

  // Each new step's heading takes focus when it appears (not on first load: focus starts at the top of the page).
  // A ref callback, not an effect on `step`, so a step whose code is still loading gets focus when it arrives.
  const firstRender = useRef(true);
  useEffect(() => {
    firstRender.current = false;
  }, []);
  const headingRef = useCallback((heading: HTMLHeadingElement | null) => {
    if (heading && !firstRender.current) heading.focus();
  }, []);
  useEffect(() => {
    if (step !== "datetime") return;
    for (const load of [loadDetailsStep, loadConfirmationStep, loadRequestSchema, loadVisitFacts]) void load().catch(() => undefined);
  }, [step]);

  const backToTimes = (message: string) => {
    setNotice(message);
    setSlot(null);
    if (type && date) void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/booking/types/:id/slots", { id: type.id }, { date }) });
    setStep("datetime");
  };

  const booking = usePendingCall((body: BookingRequestInput & { [HONEYPOT_FIELD]?: string }) => callApi("POST /api/booking/appointments", { body: { ...body } }));

  function booked(result: BookingConfirmation) {
    setConfirmation(result);
    void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/booking/types") });
    setStep("confirmation");
  }

  function bookingFailed(error: unknown) {
    if (error instanceof ApiError && error.status === 409) {
      backToTimes(error.serverMessage ?? BOOKING_MESSAGES.slotTaken);
      toast({ title: "Please choose another time", description: error.serverMessage, variant: "destructive" });
      return;
    }
    if (error instanceof ApiError && error.code === "slot_not_offered") {
      backToTimes(error.serverMessage ?? BOOKING_MESSAGES.slotNotOffered);
      return;
    }
    setErrors(detailErrors(serverFieldErrors(error)));
    const message = error instanceof ApiError ? (error.serverMessage ?? BOOKING_MESSAGES.bookingFailed) : BOOKING_MESSAGES.bookingFailed;
    setFormError(message);
    toast({ title: "Booking failed", description: message, variant: "destructive" });
  }

  const validating = useRef(false);
  const submit = async (honeypot: string) => {
    if (!type || !slot || validating.current) return;
    const request: BookingRequestInput = {
      bookingTypeId: type.id,
      ...details,
      appointmentDate: slot.startsAt,
      timeZone: visitorTimeZone(),
    };
    validating.current = true;
    // The visit's facts are optional: a booking goes without them if they cannot be read.
    const [checked, visit] = await Promise.all([
      checkWith(loadRequestSchema().then((module) => module.bookingRequestSchema), request),
      loadVisitFacts().then((module) => module.consentedBookingFacts(), () => ({})),
    ]);
    validating.current = false;
    setFormError(null);
    if ("errors" in checked) {
      setErrors(detailErrors(checked.errors));
      return;
    }
    setErrors({});
    await booking.run({ ...request, ...visit, ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}) }).then(booked, bookingFailed);
  };

  const reset = () => {
    setType(null);
    setDate(null);
    setSlot(null);
    setDetails(EMPTY_DETAILS);
    setErrors({});
    setFormError(null);
    setNotice(null);
    setConfirmation(null);
    setStep("type");
  };

  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <PageHead
        title={`Book a Consultation | ${COMPANY.name}`}
        description="Book a free hiring or career consultation with a senior recruiter: pick a time that suits you and get a calendar invite at once."
        breadcrumb="Book a Consultation"
      />
      <h1 className="text-3xl font-bold tracking-tight text-primary sm:text-4xl">Book a Consultation</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
        Talk to a senior partner about a search, your team or your career. Choose a service and a time; it takes under a minute.
      </p>
      <div className="mt-8">
        <StepIndicator current={step} />
      </div>
      <div className="mt-8">
        {/* The steps after the first load on demand (above); until one arrives, its space is held. */}
        <Suspense fallback={<div aria-hidden="true" className="min-h-96" />}>
          {step === "type" && (
            <ServiceStep
              headingRef={headingRef}
              selectedId={type?.id}
              onChoose={(chosen) => {
                if (chosen.id !== type?.id) {
                  setDate(null);
                  setSlot(null);
                }
                setType(chosen);
                // The meeting type must be one the chosen service offers.
                if (!chosen.locationOptions.includes(details.meetingLocation)) setDetails({ ...details, meetingLocation: chosen.locationOptions[0] ?? "virtual" });
                setNotice(null);
                setStep("datetime");
              }}
            />
          )}
          {step === "datetime" && type && (
            <DateTimeStep
              headingRef={headingRef}
              type={type}
              date={date}
              slot={slot}
              notice={notice}
              onDate={(chosen) => {
                setDate(chosen);
                setSlot(null);
              }}
              onSlot={(chosen) => {
                setSlot(chosen);
                setNotice(null);
              }}
              onBack={() => setStep("type")}
              onContinue={() => setStep("details")}
            />
          )}
          {step === "details" && type && slot && (
            <DetailsStep
              headingRef={headingRef}
              type={type}
              slot={slot}
              values={details}
              errors={errors}
              formError={formError}
              pending={booking.pending}
              onChange={setDetails}
              onSubmit={(honeypot) => void submit(honeypot)}
              onBack={() => setStep("datetime")}
            />
          )}
          {step === "confirmation" && confirmation && (
            <ConfirmationStep headingRef={headingRef} confirmation={confirmation} onBookAnother={reset} />
          )}
        </Suspense>
      </div>
    </section>
  );
}

const DETAIL_FIELDS = new Set<string>(["bookerName", "bookerEmail", "bookerPhone", "bookerCompany", "meetingLocation", "bookerNotes"]);

/** The errors of the fields the details step shows (the rest are the wizard's own, and cannot be wrong there). */
function detailErrors(byField: Record<string, string>): FieldErrors {
  return Object.fromEntries(Object.entries(byField).filter(([field]) => DETAIL_FIELDS.has(field))) as FieldErrors;
}
