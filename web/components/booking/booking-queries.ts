/** The booking wizard's query keys, shared by its steps and the page that refreshes them after a booking. */

/** GET /api/booking/types: the active consultation types. */
export const BOOKING_TYPES_KEY = ["/api/booking/types"] as const;

/** The query key of a day's slots: GET /api/booking/types/{id}/slots?date=yyyy-MM-dd. */
export function slotsKey(typeId: string, date: string) {
  return ["/api/booking/types", typeId, "slots", { date }] as const;
}
