import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { bookAddressIn, bookingTypeSlug, bookStepHref, typeOfAddress } from "#contract/book-page";
import { BOOKING_MESSAGES } from "#contract/booking";
import { COMPANY } from "#contract/company";
import { type DetailsValues, EMPTY_DETAILS } from "../../components/booking/details-values";
import { ServiceStep } from "../../components/booking/ServiceStep";
import { type BookingStep, StepIndicator } from "../../components/booking/StepIndicator";
import { PageHead } from "../../lib/head";
import { apiQuery, apiQueryKey } from "../../lib/query-client";

/**
 * A step's component, loaded on demand: most visitors of /book look before they book. `preload` loads it before a
 * render that must not suspend (the Worker rendering the step's address, the browser hydrating it).
 */
function step<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const Lazy = lazy(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per step at module level, never during a render
  function Step(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  // biome-ignore lint/suspicious/noAssignInExpressions: preload keeps the loaded step for the next render
  return Object.assign(Step, { preload: async () => void (loaded = await load()) });
}

const loadRequestSchema = () => import("#contract/booking-request");
const DateTimeStep = step(async () => (await import("../../components/booking/DateTimeStep")).DateTimeStep);
const DetailsStep = step(async () => (await import("../../components/booking/BookingDetails")).BookingDetails);
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
    ...apiQuery(
      "GET /api/booking/appointments/:id/manage",
      { id: address.booking?.id ?? "" },
      { token: address.booking?.token ?? "" },
    ),
    enabled: address.booking !== null,
  });

  const [details, setDetails] = useState<DetailsValues>(EMPTY_DETAILS);
  const [notice, setNotice] = useState<string | null>(null);
  // A notice is about the times it sent the visitor back to; choosing one of them ends it.
  useEffect(() => {
    if (address.time) setNotice(null);
  }, [address.time]);
  // A native post refused for its time is re-rendered with the form's state (decision 040): the time was taken.
  const postedRefusal = queryClient.getQueryData(["form", "booking"]) !== undefined;

  // A time named by the address that is not (or no longer) free sends the visitor back to the day's times.
  const timeGone = address.time !== null && slots.isSuccess && !slot;
  const current: BookingStep = address.booking ? "confirmation" : !type ? "type" : slot ? "details" : "datetime";
  const stepNotice =
    current === "datetime" && timeGone
      ? (notice ?? (postedRefusal ? BOOKING_MESSAGES.slotTaken : BOOKING_MESSAGES.slotNotOffered))
      : notice;
  const unknownType =
    address.type !== null && types.isSuccess && !type
      ? "That consultation cannot be booked online. Please choose one of these."
      : undefined;

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
    for (const load of [DetailsStep.preload, ConfirmationStep.preload, loadRequestSchema])
      void load().catch(() => undefined);
  }, [current]);

  function backToTimes(message: string) {
    setNotice(message);
    if (!type || !chosenDate) return;
    void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/booking/types/:id/slots", { id: type.id }) });
    void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/booking/types/:id/days", { id: type.id }) });
    navigate(bookStepHref({ type: slug, date: chosenDate }), { replace: true });
  }

  // The meeting type must be one the chosen service offers.
  const shownDetails =
    type && !type.locationOptions.includes(details.meetingLocation)
      ? { ...details, meetingLocation: type.locationOptions[0] ?? "virtual" }
      : details;

  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <PageHead
        title={`Book a Consultation | ${COMPANY.name}`}
        description="Book a free hiring or career consultation with a senior recruiter: pick a time that suits you and get a calendar invite at once."
        keywords={[
          "book a consultation",
          "hiring consultation",
          "career consultation",
          "executive search consultation",
          "talk to a recruiter",
        ]}
        breadcrumb="Book a Consultation"
        noIndex={address.booking !== null}
      />
      <h1 className="text-3xl font-bold tracking-tight text-primary sm:text-4xl">Book a Consultation</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
        Talk to a senior partner about a search, your team or your career. Choose a service and a time; it takes under a
        minute.
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
              links={{
                date: (date) => bookStepHref({ type: slug, date }),
                time: (time) => bookStepHref({ type: slug, date: chosenDate ?? undefined, time }),
                back: "/book",
              }}
            />
          )}
          {current === "details" && type && slot && (
            <DetailsStep
              headingRef={headingRef}
              type={type}
              slot={slot}
              values={shownDetails}
              action={bookStepHref({ type: slug, date: chosenDate ?? undefined, time: address.time ?? undefined })}
              backHref={bookStepHref({ type: slug, date: chosenDate ?? undefined })}
              onChange={setDetails}
              onTimeGone={backToTimes}
            />
          )}
          {current === "confirmation" &&
            (booked.data ? (
              <ConfirmationStep headingRef={headingRef} confirmation={booked.data} />
            ) : booked.isError ? (
              <p role="alert">
                We could not find that booking. Please use the link from your confirmation email, or write to{" "}
                {COMPANY.email}.
              </p>
            ) : null)}
        </Suspense>
      </div>
    </section>
  );
}
