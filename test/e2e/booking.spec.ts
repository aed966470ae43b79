import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { COMPANY } from "../../worker/contract/company";
import { expect, test } from "./fixtures";

/** The booking wizard as a visitor in California uses it: book, download the calendar file, cancel, rebook. */

test.use({ timezoneId: "America/Los_Angeles" });

const SERVICE = "Career Strategy Call";

/** The bookable dates: links (a day that cannot be booked is greyed out text, not a link). */
function dateButtons(page: Page) {
  return page.getByRole("group", { name: "Date" }).getByRole("link");
}

/** A day's free times: each a link to the details form. */
function timeButtons(page: Page) {
  return page.getByRole("group", { name: /Available times/ }).getByRole("link");
}

async function chooseService(page: Page) {
  await page.goto("/book");
  await expect(page.getByRole("heading", { level: 1, name: "Book a Consultation" })).toBeVisible();
  await page.getByRole("link", { name: new RegExp(SERVICE) }).click();
  await expect(page.getByRole("heading", { name: "Choose a date and time" })).toBeFocused();
}

/**
 * Chooses dates in order, from position `from`, until one has at least `atLeast` free times; returns that date's
 * position in the list. (Late in the day, today may have a single time left: a test that needs two must not pick it.)
 */
async function chooseFirstDateWithTimes(page: Page, atLeast = 1, from = 0): Promise<number> {
  await expect(dateButtons(page).first()).toBeVisible();
  const count = await dateButtons(page).count();
  expect(count).toBeGreaterThanOrEqual(15);
  for (let i = from; i < count; i++) {
    const button = dateButtons(page).nth(i);
    const date = new URL((await button.getAttribute("href"))!, "http://x").searchParams.get("date")!;
    await button.click();
    // The day is a link: wait for its address, then for its times or the message that it has none.
    await expect(page).toHaveURL(new RegExp(`date=${date}`));
    await expect(page.getByText("Loading available times...")).toBeHidden();
    const noTimes = page.getByText("No available times for this date. Please select another date.");
    await expect(timeButtons(page).first().or(noTimes)).toBeVisible();
    const times = await timeButtons(page).count();
    if (times >= atLeast) return i;
  }
  throw new Error("No date with free times in the next 30 days");
}

async function chooseDate(page: Page, index: number) {
  await dateButtons(page).nth(index).click();
  await expect(page.getByText("Loading available times...")).toBeHidden();
}

test("a visitor books a consultation, downloads the calendar file, cancels, and the time is offered again", async ({
  page,
}) => {
  await chooseService(page);
  const steps = page.getByRole("navigation", { name: "Booking progress" }).getByRole("listitem");
  await expect(steps).toHaveText([
    /Service \(completed\)$/,
    /Date & Time \(current step\)$/,
    /Details$/,
    /Confirmation$/,
  ]);
  for (const [index, state] of ["complete", "current", "upcoming", "upcoming"].entries()) {
    await expect(steps.nth(index)).toHaveAttribute("data-state", state);
  }
  // Two days ahead at least: outside the 24 hours before a start in which the booker can no longer cancel online.
  const dateIndex = await chooseFirstDateWithTimes(page, 1, 2);
  const slot = timeButtons(page).first();
  const time = ((await slot.textContent()) ?? "").match(/^\d{1,2}:\d{2} [AP]M/)?.[0] ?? "";
  expect(time).not.toBe("");
  await expect(slot).toContainText("your time");
  await slot.click();

  await expect(page.getByRole("heading", { name: "Your details" })).toBeFocused();
  const summary = page.getByRole("complementary", { name: "Booking summary" });
  await expect(summary).toContainText(SERVICE);
  await expect(summary).toContainText("30 minutes");
  await expect(summary).toContainText(`${time} - `);
  await expect(summary).toContainText("Free");

  await page.getByRole("button", { name: "Book Appointment" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Please enter a valid email")).toBeVisible();
  await expect(page.getByLabel("Full Name")).toBeFocused();

  await page.getByLabel("Full Name").fill("Grace Hopper");
  await page.getByLabel("Email Address").fill("grace@example.com");
  await page.getByRole("textbox", { name: "Company" }).fill("Compilers Inc.");
  await page.getByRole("button", { name: "Book Appointment" }).click();

  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeFocused();
  const main = page.getByRole("main");
  await expect(main).toContainText(SERVICE);
  await expect(main).toContainText(`${time} ET`);
  await expect(main).toContainText("Grace Hopper");
  await expect(main).toContainText("grace@example.com");
  await expect(main).toContainText("your consultant will email you the meeting link");
  await expect(main).toContainText("Our email service is not connected yet");
  await expect(main.getByRole("link", { name: COMPANY.email })).toHaveAttribute("href", `mailto:${COMPANY.email}`);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download calendar file" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("consultation.ics");
  const ics = await readFile(await download.path(), "utf8");
  expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  const lines = ics.replace(/\r\n /g, "").split("\r\n");
  expect(lines).toContain(`SUMMARY:${SERVICE} with ${COMPANY.shortName}`);
  expect(lines).toContain("STATUS:CONFIRMED");
  expect(lines.find((l) => l.startsWith("DTSTART:"))).toMatch(/^DTSTART:\d{8}T\d{6}Z$/);
  expect(lines.find((l) => l.startsWith("ORGANIZER"))).toContain(`mailto:${COMPANY.email}`);

  const manageUrl = await page.getByRole("link", { name: "Manage or cancel this booking" }).getAttribute("href");
  expect(manageUrl).toMatch(/^\/book\/manage\/[0-9a-f-]{36}\?token=[A-Za-z0-9_-]{43}$/);

  // The time is taken now, for every type.
  await chooseService(page);
  await chooseDate(page, dateIndex);
  await expect(timeButtons(page).filter({ hasText: new RegExp(`^${time}`) })).toHaveCount(0);

  await page.goto(manageUrl!);
  await expect(page.getByText("This appointment is confirmed.")).toBeVisible();
  await page.getByRole("button", { name: "Cancel appointment" }).click();
  await expect(page.getByRole("heading", { name: "Cancel this appointment?" })).toBeFocused();
  await page.getByRole("button", { name: "Yes, cancel appointment" }).click();
  await expect(page.getByText("This appointment is cancelled.")).toBeVisible();

  await page.goto(`${manageUrl!.replace(/token=.*/, "token=not-the-token")}`);
  await expect(page.getByText("We could not find that appointment.")).toBeVisible();

  await chooseService(page);
  await chooseDate(page, dateIndex);
  await expect(timeButtons(page).filter({ hasText: new RegExp(`^${time}`) })).toHaveCount(1);
});

test("the whole wizard works from the keyboard", async ({ page }) => {
  await page.goto("/book");
  await page.getByRole("link", { name: new RegExp(SERVICE) }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Choose a date and time" })).toBeFocused();
  // The days that can be booked are links once the days answer is in (today after hours is greyed out, not a stop).
  await expect(dateButtons(page).first()).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(dateButtons(page).first()).toBeFocused();
  // Enter on each date in turn (Tab moves to the next) until one has times.
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press("Enter");
    await expect(page.getByText("Loading available times...")).toBeHidden();
    if ((await timeButtons(page).count()) > 0) break;
    await page.keyboard.press("Tab");
  }
  await timeButtons(page).last().focus();
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { name: "Your details" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Full Name")).toBeFocused();
  await page.keyboard.type("Alan Turing");
  await page.keyboard.press("Tab");
  await page.keyboard.type("alan@example.com");
  // Phone, Company, the text-consent box, Meeting Type, Notes, Back, then Book Appointment.
  for (let i = 0; i < 7; i++) await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Book Appointment" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeFocused();

  await page.getByRole("link", { name: "Book Another Appointment" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Choose a consultation" })).toBeFocused();
});

test("a time taken by someone else meanwhile sends the visitor back to choose again", async ({ page }) => {
  await chooseService(page);
  await chooseFirstDateWithTimes(page, 2);
  const slot = timeButtons(page).nth(1);
  const time = ((await slot.textContent()) ?? "").match(/^\d{1,2}:\d{2} [AP]M/)?.[0] ?? "";
  await slot.click();
  await page.getByLabel("Full Name").fill("Katherine Johnson");
  await page.getByLabel("Email Address").fill("katherine@example.com");

  // Someone else books the same time through the API first.
  const types = (await (await page.request.get("/api/booking/types")).json()) as { id: string; name: string }[];
  const typeId = types.find((t) => t.name === SERVICE)!.id;
  const summaryTime = await page.getByRole("complementary", { name: "Booking summary" }).textContent();
  expect(summaryTime).toContain(time);
  const chosen = await page
    .getByRole("complementary", { name: "Booking summary" })
    .locator("time")
    .getAttribute("datetime");
  const taken = await page.request.post("/api/booking/appointments", {
    data: { bookingTypeId: typeId, bookerName: "Other", bookerEmail: "other@example.com", appointmentDate: chosen },
  });
  expect(taken.status()).toBe(201);

  await page.getByRole("button", { name: "Book Appointment" }).click();
  await expect(page.getByRole("heading", { name: "Choose a date and time" })).toBeFocused();
  await expect(
    page.getByRole("alert").filter({ hasText: "That time was just taken. Please choose another time." }),
  ).toBeVisible();
  await expect(timeButtons(page).filter({ hasText: new RegExp(`^${time}`) })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);
});
