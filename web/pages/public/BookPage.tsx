import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { bookAddressIn, bookingConfirmationHref, bookingTypeSlug, bookStepHref, typeOfAddress } from "../../../worker/contract/book-page";
import { BOOKING_MESSAGES, type BookingConfirmation } from "../../../worker/contract/booking";
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
import { usePostedForm } from "../../lib/posted-form";
import { PageHead } from "../../lib/head";
import { apiQuery, apiQueryKey } from "../../lib/query-client";

type FieldErrors = Partial<Record<keyof DetailsValues, string>>;

/**
 * A step's component, loaded on demand: most visitors of /book look before they book. `preload` loads it before a
 * render that must not suspend (the Worker rendering the step's address, the browser hydrating it).
 */
function step<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const Lazy = lazy(async () => ({ default: await load() }));
  function Step(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Step, { preload: async () => void (loaded = await load()) });
}

const loadRequestSchema = () => import("../../../worker/contract/booking-request");
const loadVisitFacts = () => import("../../lib/visit-facts");
const DateTimeStep = step(async () => (await import("../../components/booking/DateTimeStep")).DateTimeStep);
const DetailsStep = step(async () => (await import("../../components/booking/DetailsStep")).DetailsStep);
const ConfirmationStep = step(async () => (await import("../../components/booking/ConfirmationStep")).ConfirmationStep);

/** Loads the steps the address shows (worker/contract/book-page.ts), so its first render is the step itself. */
export async function preload(path: string): Promise<void> {
  const address = bookAddressIn(new URL(path, "http://site").searchParams);
  if (address.booking) return ConfirmationStep.preload();
  if (!address.type) return;
  await Promise.all([DateTimeStep.preload(), address.time ? DetailsStep.preload() : undefined]);
}

/**
 * The booking wizard (public spec section 2): service, date and time, details, confirmation. Each step is an
 * address (worker/contract/book-page.ts), each choice a link, so the wizard works before and without scripts, the
 * Worker renders every step with its answers, and the back button goes back one step.
 */
export default function BookPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const address = bookAddressIn(search);
  // One instant per page for the offered days, so the server's render and the browser's hydration agree.
  const [now] = useState(() => Date.now());
  const types = useQuery(apiQuery("GET /api/booking/types"));
  const type = typeOfAddress(types.data, address.type);
  const slug = type ? bookingTypeSlug(type.name) : undefined;
  const chosenDate = type ? address.date : null;
  const slots = useQuery({
    ...apiQuery("GET /api/booking/types/:id/slots", { id: type?.id ?? "" }, { date: chosenDate ?? "" }),
    enabled: chosenDate !== null && address.time !== null,
  });
  const slot = address.time ? slots.data?.find((s) => s.startTime === address.time && s.isAvailable) : undefined;
  const booked = useQuery({
    ...apiQuery("GET /api/booking/appointments/:id/manage", { id: address.booking?.id ?? "" }, { token: address.booking?.token ?? "" }),
    enabled: address.booking !== null,
  });

  // A native post the Worker refused comes back with the visitor's values and its messages (decision 040).
  const posted = usePostedForm("booking");
  const [details, setDetails] = useState<DetailsValues>(() => (posted ? postedDetails(posted.values) : EMPTY_DETAILS));
  const [errors, setErrors] = useState<FieldErrors>(() => detailErrors(posted?.errors ?? {}));
  // The refusal's message only when no field of the form says what to fix (too many requests, a body too large).
  const [formError, setFormError] = useState<string | null>(() => (posted && Object.keys(detailErrors(posted.errors)).length === 0 ? posted.message : null));
  const [notice, setNotice] = useState<string | null>(null);
  // A notice is about the times it sent the visitor back to; choosing one of them ends it.
  useEffect(() => {
    if (address.time) setNotice(null);
  }, [address.time]);

  // A time named by the address that is not (or no longer) free sends the visitor back to the day's times.
  const timeGone = address.time !== null && slots.isSuccess && !slot;
  const current: BookingStep = address.booking ? "confirmation" : !type ? "type" : slot ? "details" : "datetime";
  const stepNotice = current === "datetime" && timeGone ? (notice ?? posted?.message ?? BOOKING_MESSAGES.slotNotOffered) : notice;
  const unknownType = address.type !== null && types.isSuccess && !type ? "That consultation cannot be booked online. Please choose one of these." : undefined;

  // Each new step's heading takes focus when it appears (not on first load: focus starts at the top of the page).
  // A ref callback, not an effect on the step, so a step whose code is still loading gets focus when it arrives.
  const firstRender = useRef(true);
  useEffect(() => {
    firstRender.current = false;
  }, []);
  const headingRef = useCallback((heading: HTMLHeadingElement | null) => {
    if (heading && !firstRender.current) heading.focus();
  }, []);
  useEffect(() => {
    if (current !== "datetime") return;
    for (const load of [DetailsStep.preload, ConfirmationStep.preload, loadRequestSchema, loadVisitFacts]) void load().catch(() => undefined);
  }, [current]);

  const booking = usePendingCall((body: BookingRequestInput & { [HONEYPOT_FIELD]?: string }) => callApi("POST /api/booking/appointments", { body: { ...body } }));

  function backToTimes(message: string) {
    setNotice(message);
    if (!type || !chosenDate) return;
    void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/booking/types/:id/slots", { id: type.id }) });
    void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/booking/types/:id/days", { id: type.id }) });
    navigate(bookStepHref({ type: slug, date: chosenDate }), { replace: true });
  }

  function confirmed(result: BookingConfirmation) {
    const token = new URL(result.manageUrl, window.location.origin).searchParams.get("token") ?? "";
    queryClient.setQueryData(apiQueryKey("GET /api/booking/appointments/:id/manage", { id: result.id }, { token }), result);
    void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/booking/types") });
    setDetails(EMPTY_DETAILS);
    // The form's address is replaced: back from the confirmation goes to the times, not to a form already sent.
    navigate(bookingConfirmationHref(result.id, token), { replace: true });
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
  const submit = async (values: DetailsValues, honeypot: string) => {
    if (!type || !slot || validating.current) return;
    const request: BookingRequestInput = {
      bookingTypeId: type.id,
      ...values,
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
    await booking.run({ ...request, ...visit, ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}) }).then(confirmed, bookingFailed);
  };

  // The meeting type must be one the chosen service offers.
  const shownDetails = type && !type.locationOptions.includes(details.meetingLocation) ? { ...details, meetingLocation: type.locationOptions[0] ?? "virtual" } : details;

  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <PageHead
        title={`Book a Consultation | ${COMPANY.name}`}
        description="Book a free hiring or career consultation with a senior recruiter: pick a time that suits you and get a calendar invite at once."
        noIndex={address.booking !== null}
      />
      <h1 className="text-3xl font-bold tracking-tight text-primary sm:text-4xl">Book a Consultation</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
        Talk to a senior partner about a search, your team or your career. Choose a service and a time; it takes under a minute.
      </p>
      <div className="mt-8">
        <StepIndicator current={current} />
      </div>
      <div className="mt-8">
        {/* The steps after the first load on demand (above); until one arrives, its space is held. */}
        <Suspense fallback={<div aria-hidden="true" className="min-h-96" />}>
          {current === "type" && <ServiceStep headingRef={headingRef} notice={unknownType} />}
          {current === "datetime" && type && slug && (
            <DateTimeStep
              headingRef={headingRef}
              type={type}
              now={now}
              date={chosenDate}
              notice={stepNotice}
              links={{ date: (date) => bookStepHref({ type: slug, date }), time: (time) => bookStepHref({ type: slug, date: chosenDate ?? undefined, time }), back: "/book" }}
            />
          )}
          {current === "details" && type && slot && (
            <DetailsStep
              headingRef={headingRef}
              type={type}
              slot={slot}
              values={shownDetails}
              errors={errors}
              formError={formError}
              pending={booking.pending}
              action={bookStepHref({ type: slug, date: chosenDate ?? undefined, time: address.time ?? undefined })}
              backHref={bookStepHref({ type: slug, date: chosenDate ?? undefined })}
              onChange={setDetails}
              onSubmit={(values, honeypot) => void submit(values, honeypot)}
            />
          )}
          {current === "confirmation" &&
            (booked.data ? (
              <ConfirmationStep headingRef={headingRef} confirmation={booked.data} />
            ) : booked.isError ? (
              <p role="alert">We could not find that booking. Please use the link from your confirmation email, or write to {COMPANY.email}.</p>
            ) : null)}
        </Suspense>
      </div>
    </section>
  );
}

const DETAIL_FIELDS = new Set<string>(["bookerName", "bookerEmail", "bookerPhone", "bookerCompany", "meetingLocation", "bookerNotes"]);

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

/** The errors of the fields the details step shows (the rest are the wizard's own, and cannot be wrong there). */
function detailErrors(byField: Record<string, string>): FieldErrors {
  return Object.fromEntries(Object.entries(byField).filter(([field]) => DETAIL_FIELDS.has(field))) as FieldErrors;
}
