import type { APIRequestContext } from "@playwright/test";
import type { BookingConfirmation, PublicBookingType, TimeSlot } from "../../worker/contract/booking";
import { COMPANY } from "../../worker/contract/company";
import { expect, test } from "./fixtures";
import { adminCredentials } from "./staff";
import { dayName } from "./wizard-days";

/** The booker's manage link after booking (issue 18): move the appointment to another free time, or be sent to the firm. */

const SERVICE = "Career Strategy Call";
const ZONE = "America/New_York";

/** The business zone's date `days` from now, "yyyy-MM-dd". */
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString("en-CA", { timeZone: ZONE });

/** "2:00 PM" as the time buttons read. */
const clock = (instant: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: ZONE, hour: "numeric", minute: "2-digit" }).format(Date.parse(instant));

/** The first day from `fromDay` days ahead with at least two free times of the service, and those times. */
async function freeDay(request: APIRequestContext, typeId: string, fromDay: number) {
  for (let days = fromDay; days < fromDay + 14; days++) {
    const date = dayFromNow(days);
    const slots = (await (await request.get(`/api/booking/types/${typeId}/slots?date=${date}`)).json()) as TimeSlot[];
    const free = slots.filter((s) => s.isAvailable);
    if (free.length >= 2) return { date, free };
  }
  throw new Error("No day with two free times in the next two weeks");
}

/** Books through the API, as the wizard does, and answers the confirmation. */
async function bookAt(request: APIRequestContext, baseURL: string, typeId: string, startsAt: string, email: string) {
  const response = await request.post("/api/booking/appointments", {
    headers: { Origin: baseURL },
    data: {
      bookingTypeId: typeId,
      bookerName: "Katherine Johnson",
      bookerEmail: email,
      appointmentDate: startsAt,
      timeZone: ZONE,
      meetingLocation: "virtual",
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as BookingConfirmation;
}

async function serviceId(request: APIRequestContext) {
  const types = (await (await request.get("/api/booking/types")).json()) as PublicBookingType[];
  return types.find((t) => t.name === SERVICE)!.id;
}

test("a visitor opens the manage link, moves the appointment to another free time and sees the new time", async ({
  page,
  baseURL,
}) => {
  const typeId = await serviceId(page.request);
  const { date, free } = await freeDay(page.request, typeId, 3);
  const [first, second] = free as [TimeSlot, TimeSlot];
  const booked = await bookAt(page.request, baseURL!, typeId, first.startsAt, "katherine@example.com");

  await page.goto(booked.manageUrl);
  await expect(page.getByText("This appointment is confirmed.")).toBeVisible();
  await expect(page.getByRole("main")).toContainText(`${clock(first.startsAt)} ET`);
  await page.getByRole("button", { name: "Reschedule" }).click();
  await expect(page.getByRole("heading", { name: "Choose a new date and time" })).toBeFocused();
  await page
    .getByRole("group", { name: "Date" })
    .getByRole("button", { name: dayName(date), exact: true })
    .click();
  const times = page.getByRole("group", { name: /Available times/ }).getByRole("button");
  // Its own time is not offered: it is the time being left.
  await expect(times.filter({ hasText: new RegExp(`^${clock(first.startsAt)}`) })).toHaveCount(0);
  await times.filter({ hasText: new RegExp(`^${clock(second.startsAt)}`) }).click();
  await page.getByRole("button", { name: "Review the move" }).click();
  await expect(page.getByRole("heading", { name: "Move your appointment?" })).toBeFocused();
  await expect(page.getByRole("group", { name: "Move your appointment?" })).toContainText(clock(second.startsAt));
  await page.getByRole("button", { name: "Yes, move appointment" }).click();

  await expect(page.getByText("Appointment moved", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "This appointment is confirmed." })).toBeFocused();
  await expect(page.getByRole("main")).toContainText(`${clock(second.startsAt)} ET`);
  await expect(page.getByRole("main")).not.toContainText(`${clock(first.startsAt)} ET`);

  // The link still shows the new time after a reload, and the calendar file is the next revision.
  await page.reload();
  await expect(page.getByRole("main")).toContainText(`${clock(second.startsAt)} ET`);
  const ics = await (await page.request.get(booked.calendarUrl)).text();
  expect(ics.split("\r\n")).toEqual(
    expect.arrayContaining(["SEQUENCE:1", `UID:${booked.id}@talentpartners-search.com`]),
  );
});

test("inside the notice for guest changes, the page gives the firm's contact instead of the buttons", async ({
  page,
  baseURL,
}) => {
  // A type whose notice (30 days) covers every time it offers, so the test does not wait for the right hour of the
  // week: set up as staff would on /admin/availability.
  const origin = { Origin: baseURL! };
  expect((await page.request.post("/api/auth/login", { data: adminCredentials(), headers: origin })).status()).toBe(
    200,
  );
  const weekdays = [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startTime: "09:00", endTime: "17:00" }));
  const created = await page.request.post("/api/admin/booking/types", {
    headers: origin,
    data: { name: `Onboarding Check-in ${Date.now()}`, duration: 30, guestChangeNoticeHours: 24 * 30, hours: weekdays },
  });
  expect(created.status()).toBe(201);
  const typeId = ((await created.json()) as { id: string }).id;
  await page.request.post("/api/auth/logout", { headers: origin });
  const { free } = await freeDay(page.request, typeId, 1);
  const booked = await bookAt(page.request, baseURL!, typeId, free[0]!.startsAt, "dorothy@example.com");

  await page.goto(booked.manageUrl);
  await expect(
    page.getByRole("status").filter({ hasText: "Online changes close 720 hours before the appointment." }),
  ).toContainText(COMPANY.phone);
  await expect(page.getByRole("button", { name: "Reschedule" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancel appointment" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Download calendar file" })).toBeVisible();
});
