import { wizardDaysQuery } from "../contract/book-days";
import { bookAddressIn, typeOfAddress } from "../contract/book-page";
import type { BookingConfirmation } from "../contract/booking";
import type { RouteDataEntry } from "../contract/route-data";
import { isCalendarDate } from "../contract/time-zone";
import type { Db } from "../db/client";
import { confirmationEmailState } from "../delivery/pipeline";
import type { Bindings } from "../env";
import { appointmentView } from "./appointment-view";
import { findAppointmentByToken } from "./manage-link-store";
import { bookingDaysFor, daySlotsFor, findActiveType, listActiveTypes, timeSlotsOf } from "./slot-store";

/**
 * The answers each step of /book starts from (worker/contract/book-page.ts reads the address; decision 039), under
 * the query keys the wizard asks them by, so the Worker renders the step the address names and the browser hydrates
 * it without asking again: the types; a type's offered days and a chosen day's times; a booking's confirmation.
 * `personal` when the step shows more than the types: live availability or one booker's booking, which no shared
 * cache may keep.
 */
export async function bookPageData(
  db: Db,
  env: Bindings,
  params: URLSearchParams,
  now: Date,
): Promise<{ routeData: RouteDataEntry[]; personal: boolean }> {
  const address = bookAddressIn(params);
  const types = await listActiveTypes(db);
  const routeData: RouteDataEntry[] = [{ queryKey: ["/api/booking/types"], data: types }];
  if (address.booking) {
    const { id, token } = address.booking;
    const queryKey = ["/api/booking/appointments", id, "manage", { token }];
    const found = await findAppointmentByToken(db, id, token);
    if (!found) {
      routeData.push({
        queryKey,
        error: {
          status: 404,
          body: JSON.stringify({ error: "not_found", message: "We could not find that appointment." }),
        },
      });
    } else {
      const confirmation: BookingConfirmation = {
        ...appointmentView(found.appointment, found.type, now),
        confirmationEmail: confirmationEmailState(env),
      };
      routeData.push({ queryKey, data: confirmation });
    }
    return { routeData, personal: true };
  }
  const listed = typeOfAddress(types, address.type);
  const type = listed && (await findActiveType(db, listed.id));
  if (!type) return { routeData, personal: false };
  const range = wizardDaysQuery(now.getTime());
  routeData.push({
    queryKey: ["/api/booking/types", type.id, "days", range],
    data: await bookingDaysFor(db, type, range.from, range.to, now),
  });
  if (address.date && isCalendarDate(address.date)) {
    const { date } = address;
    routeData.push({
      queryKey: ["/api/booking/types", type.id, "slots", { date }],
      data: timeSlotsOf(await daySlotsFor(db, type, date, now)),
    });
  }
  return { routeData, personal: true };
}
