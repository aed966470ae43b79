import { useQuery } from "@tanstack/react-query";
import type { Ref } from "react";
import { Link } from "react-router";
import { bookingTypeSlug, bookStepHref } from "#contract/book-page";
import { formatPrice } from "#contract/booking";
import { apiQuery } from "../../lib/query-client";
import { ClockIcon } from "../ui/icons";
import { StepHeading } from "./StepHeading";

/**
 * Step 1: the consultation types as cards, each a link to its dates (/book?type=<slug>), so a tap works before and
 * without scripts.
 */
export function ServiceStep({
  headingRef,
  selectedId,
  notice,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  selectedId?: string;
  notice?: string;
}) {
  const types = useQuery(apiQuery("GET /api/booking/types"));
  return (
    <section aria-labelledby="booking-step-heading" className="space-y-4">
      <StepHeading headingRef={headingRef}>Choose a consultation</StepHeading>
      {notice && (
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900"
        >
          {notice}
        </p>
      )}
      {types.isPending && (
        // Card-sized placeholders, so the cards take their place without pushing the page down.
        <ul className="grid gap-4 md:grid-cols-3" role="status" aria-label="Loading consultation types...">
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-52 animate-pulse rounded-lg border border-border border-t-4 bg-muted" />
          ))}
        </ul>
      )}
      {types.isError && (
        <p role="alert" className="text-red-700">
          We could not load the consultation types. Please refresh the page.
        </p>
      )}
      {types.data?.length === 0 && (
        <p className="text-muted-foreground">
          No consultations can be booked online right now. Please contact us instead.
        </p>
      )}
      <ul className="grid gap-4 md:grid-cols-3">
        {types.data?.map((type) => (
          <li key={type.id}>
            <Link
              to={bookStepHref({ type: bookingTypeSlug(type.name) })}
              aria-current={selectedId === type.id ? "true" : undefined}
              className="flex h-full w-full flex-col gap-3 rounded-lg border border-border border-t-4 bg-white p-5 text-left shadow-xs transition hover:border-primary/50 hover:shadow-md aria-[current=true]:ring-2 aria-[current=true]:ring-primary"
              style={{ borderTopColor: type.color }}
            >
              <span className="text-lg font-semibold text-primary">{type.name}</span>
              <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
                <ClockIcon className="size-4" aria-hidden="true" />
                {type.duration} min
              </span>
              {type.description && <span className="text-sm text-foreground">{type.description}</span>}
              <span className="mt-auto text-lg font-bold text-primary">{formatPrice(type.price)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
