import type { Page } from "@playwright/test";
import type { BookingConfirmation, PublicBookingType, TimeSlot } from "../../worker/contract/booking";
import { BOOKING_RULES } from "../../worker/contract/booking";
import { zonedTimeToInstant } from "../../worker/contract/time-zone";
import { expect, test } from "./fixtures";
import { createUserAsAdmin, signInThroughForm } from "./staff";

/**
 * One firm calendar (decision 090), as an office manager uses it: Saturday opened once for the firm shows on every
 * type; a booking moved to an evening is moved, with a warning; the phone's day agenda opens at the day's first
 * appointment. On a fixed day of 2021 (decision 080): the page's clock and the Worker's, behind the real one.
 */

const MANAGER = { username: "fiona.firm", password: "Firm-calendar-password-1", role: "manager" };
const ZONE = BOOKING_RULES.timeZone;
const TEST_NOW_HEADER = "x-test-now";
/** Monday November 1, 2021, 8:00 AM in New York. */
const NOW = zonedTimeToInstant("2021-11-01", "08:00", ZONE)!;
const HEADERS = { [TEST_NOW_HEADER]: String(NOW) };
const SATURDAY = "2021-11-06";
/** The seed's booking types (worker/seed/reference.ts), by their exact names. */
const SEEDED_TYPES = ["Hiring Needs Consultation", "Career Strategy Call", "Compensation Benchmark Review"];

/**
 * The Worker's clock by the header; the page's `Date.now()` alone, since Playwright's clock replaces `Date` with one
 * whose subclasses (`TZDate`, which the firm's-clock fields convert with) lose their own methods.
 */
async function onFixedDay(page: Page) {
  await page.addInitScript((now) => {
    Date.now = () => now;
  }, NOW);
  await page.setExtraHTTPHeaders(HEADERS);
}

async function types(page: Page): Promise<PublicBookingType[]> {
  return (await (await page.request.get("/api/booking/types", { headers: HEADERS })).json()) as PublicBookingType[];
}

async function freeTimes(page: Page, typeId: string, date: string): Promise<TimeSlot[]> {
  const answer = await page.request.get(`/api/booking/types/${typeId}/slots?date=${date}`, { headers: HEADERS });
  return ((await answer.json()) as TimeSlot[]).filter((slot) => slot.isAvailable);
}

/** A booking of the first type on `date` at its `which` free time ("first" or "last"), made as the wizard makes it. */
async function book(page: Page, baseURL: string, date: string, which: "first" | "last", name: string) {
  const [type] = await types(page);
  const free = await freeTimes(page, type!.id, date);
  const slot = which === "first" ? free[0]! : free.at(-1)!;
  const response = await page.request.post("/api/booking/appointments", {
    headers: { ...HEADERS, Origin: baseURL },
    data: {
      bookingTypeId: type!.id,
      bookerName: name,
      bookerEmail: "katherine@example.com",
      appointmentDate: slot.startsAt,
      timeZone: ZONE,
    },
  });
  expect(response.status()).toBe(201);
  return { booking: (await response.json()) as BookingConfirmation, slot, type: type! };
}

test.beforeEach(async ({ request, baseURL }) => {
  await createUserAsAdmin(request, baseURL!, MANAGER);
});

test("an office manager opens Saturday once for the firm, and every booking type offers it", async ({ page }) => {
  await onFixedDay(page);
  await signInThroughForm(page, MANAGER.username, MANAGER.password);
  await page.getByRole("link", { name: "Availability" }).first().click();
  const panel = page.getByRole("form", { name: "Firm hours" });
  await expect(panel).toBeVisible();
  const save = async () => {
    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/admin/booking/firm-hours") && r.request().method() === "PUT",
    );
    await panel.getByRole("button", { name: "Save firm hours" }).click();
    expect((await saved).status()).toBe(200);
  };

  // Saturday closed first (the seed opens it 9-2, as the site says), then opened again once, for the firm.
  while ((await panel.getByRole("button", { name: /^Remove Firm Saturday window/ }).count()) > 0)
    await panel
      .getByRole("button", { name: /^Remove Firm Saturday window/ })
      .first()
      .click();
  await save();
  for (const type of await types(page)) expect(await freeTimes(page, type.id, SATURDAY), type.name).toEqual([]);

  await panel.getByRole("button", { name: "Add window on Firm Saturday" }).click();
  await panel.getByLabel("Firm Saturday window 1 start").fill("09:00");
  await panel.getByLabel("Firm Saturday window 1 end").fill("14:00");
  await save();
  // The seeded types, which follow the firm (other tests' types may carry weekday hours of their own).
  const all = (await types(page)).filter((type) => SEEDED_TYPES.includes(type.name));
  expect(all).toHaveLength(SEEDED_TYPES.length);
  for (const type of all) {
    const free = await freeTimes(page, type.id, SATURDAY);
    expect(free.length, type.name).toBeGreaterThan(0);
    expect(free[0]!.startTime, type.name).toBe("09:00");
    expect(
      free.every((slot) => slot.endTime <= "14:00"),
      type.name,
    ).toBe(true);
  }
  // The types follow the firm: none carries hours of its own.
  await expect(page.getByTestId("booking-types")).toContainText("The firm's hours");
});

test("an office manager moves a booking to an evening: it is moved, with a warning that it is outside the hours", async ({
  page,
  baseURL,
}) => {
  await onFixedDay(page);
  const name = `Katherine Johnson ${Date.now()}`;
  const { booking, type } = await book(page, baseURL!, "2021-11-03", "first", name);
  await signInThroughForm(page, MANAGER.username, MANAGER.password);
  await page.goto(`/admin/appointments/${booking.id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  await page.getByRole("button", { name: "Reschedule" }).click();
  const dialog = page.getByRole("dialog", { name: "Move the appointment" });
  await dialog.getByLabel("Date", { exact: true }).fill("2021-11-03");
  await dialog.getByLabel("Time", { exact: true }).fill("19:30");
  await dialog.getByRole("button", { name: "Move to 2021-11-03 19:30" }).click();
  const warning = dialog.getByRole("alert");
  await expect(warning).toContainText("Moved outside the calendar");
  const endMinutes = 19 * 60 + 30 + type.duration;
  const end = `${String(Math.floor(endMinutes / 60)).padStart(2, "0")}:${String(endMinutes % 60).padStart(2, "0")}`;
  await expect(warning).toContainText(`19:30-${end} is outside the hours on 2021-11-03 (08:00-18:00).`);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("region", { name: "When and where" })).toContainText("7:30 PM");
});

test("on a phone, the day agenda opens at the day's first appointment", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await onFixedDay(page);
  const name = `Mary Jackson ${Date.now()}`;
  await book(page, baseURL!, "2021-11-05", "last", name);
  await signInThroughForm(page, MANAGER.username, MANAGER.password);
  await page.goto("/admin/appointments?view=day&date=2021-11-05");
  const hours = page.getByTestId("agenda-hours");
  const first = hours.getByRole("link").first();
  await expect(first).toBeVisible();
  // Scrolled: the first appointment sits at the top of the agenda's hours (or the hours are scrolled to their end),
  // not below the morning's empty hours.
  await expect.poll(() => hours.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  const { scrollTop, wanted } = await hours.evaluate((el) => {
    const block = el.querySelector("li[data-appointment-id]")!.getBoundingClientRect();
    const top = block.top - el.getBoundingClientRect().top + el.scrollTop;
    return { scrollTop: el.scrollTop, wanted: Math.min(top - 8, el.scrollHeight - el.clientHeight) };
  });
  expect(Math.abs(scrollTop - wanted)).toBeLessThanOrEqual(1);
  await expect(first).toBeInViewport();
});
