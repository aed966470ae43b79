import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { bookAddressIn, bookingTypeSlug, bookStepHref, typeOfAddress } from "#contract/book-page";
import { BOOKING_MESSAGES } from "#contract/booking";
import { apiQuery, apiQueryKey } from "../../lib/query-client";
import { type DetailsValues, EMPTY_DETAILS } from "./details-values";
import type { BookingStep } from "./StepIndicator";

/**
 * The booking wizard's state from its address (worker/contract/book-page.ts): the chosen type, date and time, the
 * step they make, the notice that sent the visitor back to the times, and the details typed so far.
 */
export function useBookWizard() {
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

  return {
    address,
    now,
    type,
    slug,
    chosenDate,
    slot,
    booked,
    current,
    stepNotice,
    unknownType,
    shownDetails,
    setDetails,
    backToTimes,
  };
}
