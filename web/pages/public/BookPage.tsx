import { type ComponentType, lazy, Suspense, useEffect } from "react";
import { bookAddressIn, bookStepHref } from "#contract/book-page";
import { COMPANY } from "#contract/company";
import { ServiceStep } from "../../components/booking/ServiceStep";
import { StepIndicator } from "../../components/booking/StepIndicator";
import { useBookWizard } from "../../components/booking/use-book-wizard";
import { useStepHeadingFocus } from "../../components/booking/use-step-heading-focus";
import { PageHead } from "../../lib/head";

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
  const { address, now, type, slug, chosenDate, slot, booked, current, stepNotice, unknownType, ...wizard } =
    useBookWizard();
  const headingRef = useStepHeadingFocus();
  useEffect(() => {
    if (current !== "datetime") return;
    for (const load of [DetailsStep.preload, ConfirmationStep.preload, loadRequestSchema])
      void load().catch(() => undefined);
  }, [current]);

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
              values={wizard.shownDetails}
              action={bookStepHref({ type: slug, date: chosenDate ?? undefined, time: address.time ?? undefined })}
              backHref={bookStepHref({ type: slug, date: chosenDate ?? undefined })}
              onChange={wizard.setDetails}
              onTimeGone={wizard.backToTimes}
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
