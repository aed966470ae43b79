import { useState } from "react";

/**
 * An async call with its "in progress" flag: what the public forms need of a mutation. TanStack Query's
 * `useMutation` would cost the pages with forms about 1 KB of gzip JavaScript on their first load, which their
 * budget does not have (docs/decisions/010-first-load-budget.md); the back office uses `useMutation`.
 *
 * @example const booking = usePendingCall((body: BookingRequest) => callApi("POST /api/booking/appointments", { body }));
 * const confirmation = await booking.run(body); // booking.pending is true meanwhile
 */
export function usePendingCall<A extends unknown[], R>(call: (...args: A) => Promise<R>) {
  const [pending, setPending] = useState(false);
  async function run(...args: A): Promise<R> {
    setPending(true);
    try {
      return await call(...args);
    } finally {
      setPending(false);
    }
  }
  return { pending, run };
}
