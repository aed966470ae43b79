import type { APIRequestContext } from "@playwright/test";
import type { BookingConfirmation, PublicBookingType, TimeSlot } from "../../worker/contract/booking";
import { BOOKING_RULES } from "../../worker/contract/booking";
import { addDays, formatClockTime, zonedTimeToInstant, zoneLabel } from "../../worker/contract/time-zone";
import { expect, test } from "./fixtures";
import { dayName, dayText, offeredDays } from "./wizard-days";

/**
 * The manage page's move on fixed days (issue 43): the browser's clock and the Worker's (decision 080) both set to
 * 8:00 AM in the business zone of each day of the sweep, so the days offered and the one picked never depend on the
 * day the tests run, and a day is picked by its exact name ("Mon Nov 1" is not "Wed Nov 10").
 */

const SERVICE = "Career Strategy Call";
const ZONE = BOOKING_RULES.timeZone;

// Days of 2021, whose calendar is 2027's, behind the real clock: what the sweep books and sends is older than every
// other test's records, so the lists other files read newest first (deliveries, notifications) still open on theirs.
const SWEEP = [
  { today: "2021-10-29", what: "a Friday whose first free day is the 1st, with the 10th to the 19th offered too" },
  { today: "2021-11-01", what: "the 1st" },
  { today: "2021-11-09", what: "the 9th" },
  { today: "2021-11-10", what: "the 10th" },
  { today: "2021-12-31", what: "the 31st, the offered days running into the next year" },
  { today: "2021-03-14", what: "the Sunday the clocks go forward" },
];

/** The header the e2e server's Worker takes its instant from (worker/http/request-clock.ts, which tsc keeps apart). */
const TEST_NOW_HEADER = "x-test-now";

const clock = (instant: string) => formatClockTime(Date.parse(instant), ZONE);

/** The first day from three days on (outside the notice for guest changes) with two free times, and those times. */
async function freeDay(request: APIRequestContext, headers: Record<string, string>, typeId: string, today: string) {
  for (let days = 3; days < 17; days++) {
    const date = addDays(today, days);
    const answer = await request.get(`/api/booking/types/${typeId}/slots?date=${date}`, { headers });
    const free = ((await answer.json()) as TimeSlot[]).filter((s) => s.isAvailable);
    if (free.length >= 2) return { date, free: free as [TimeSlot, TimeSlot, ...TimeSlot[]] };
  }
  throw new Error(`No day with two free times in the two weeks after ${today}`);
}

for (const { today, what } of SWEEP) {
  test(`on ${what} (${today}), the move offers the days from then and picks one by its exact name`, async ({
    page,
    baseURL,
  }) => {
    const now = zonedTimeToInstant(today, "08:00", ZONE)!;
    const headers = { [TEST_NOW_HEADER]: String(now) };
    await page.clock.setFixedTime(now);
    await page.setExtraHTTPHeaders(headers);
    const types = (await (await page.request.get("/api/booking/types", { headers })).json()) as PublicBookingType[];
    const typeId = types.find((t) => t.name === SERVICE)!.id;
    const { date, free } = await freeDay(page.request, headers, typeId, today);
    const [first, second] = free;
    const booking = await page.request.post("/api/booking/appointments", {
      headers: { ...headers, Origin: baseURL! },
      data: {
        bookingTypeId: typeId,
        bookerName: "Mary Jackson",
        bookerEmail: `mary.${today}@example.com`,
        appointmentDate: first.startsAt,
        timeZone: ZONE,
        meetingLocation: "virtual",
      },
    });
    expect(booking.status()).toBe(201);
    const booked = (await booking.json()) as BookingConfirmation;

    await page.goto(booked.manageUrl);
    await page.getByRole("button", { name: "Reschedule" }).click();
    await expect(page.getByRole("main")).toContainText(`Times are Eastern Time (${zoneLabel(now, ZONE)})`);
    const days = page.getByRole("group", { name: "Date" });
    // Every weekday of the 30 days from the fixed day, in order: each item reads its weekday, then its month and day.
    await expect(days.getByRole("listitem")).toHaveText(offeredDays(today).map(dayText));
    await days.getByRole("button", { name: dayName(date), exact: true }).click();
    await expect(days.getByRole("button", { name: dayName(date), exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const times = page.getByRole("group", { name: /Available times/ }).getByRole("button");
    await expect(times.getByText(clock(second.startsAt), { exact: true })).toBeVisible();
    await expect(times.getByText(clock(first.startsAt), { exact: true })).toHaveCount(0);
    await times.getByText(clock(second.startsAt), { exact: true }).click();
    await page.getByRole("button", { name: "Review the move" }).click();
    await page.getByRole("button", { name: "Yes, move appointment" }).click();
    await expect(page.getByText("Appointment moved", { exact: true })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(`${clock(second.startsAt)} ET`);
  });
}
