import type { APIRequestContext } from "@playwright/test";
import { BOOKING_RULES, type TimeSlot } from "../../worker/contract/booking";
import { addDays, zonedDate } from "../../worker/contract/time-zone";
import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

/**
 * Issue 35's checks on the scheduling and privacy screens: a cancelled appointment stays in the week under "All
 * statuses", struck through; the privacy screen writes an appointment's time in its reader's zone, never as an ISO
 * string. The reader here is in Los Angeles while the business runs on Eastern time, so the two cannot agree by chance.
 */

const READER_ZONE = "America/Los_Angeles";
test.use({ timezoneId: READER_ZONE });

const SERVICE = "Hiring Needs Consultation";
const ISO_INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A free time of the service on the first business day from tomorrow on that has one. */
async function freeTime(request: APIRequestContext): Promise<{ typeId: string; date: string; slot: TimeSlot }> {
  const types = (await (await request.get("/api/booking/types")).json()) as { id: string; name: string }[];
  const typeId = types.find((type) => type.name === SERVICE)!.id;
  let date = addDays(zonedDate(Date.now(), BOOKING_RULES.timeZone), 1);
  for (let i = 0; i < 21; i++, date = addDays(date, 1)) {
    const slots = (await (await request.get(`/api/booking/types/${typeId}/slots?date=${date}`)).json()) as TimeSlot[];
    const slot = slots.find((candidate) => candidate.isAvailable);
    if (slot) return { typeId, date, slot };
  }
  throw new Error("No free time in three weeks");
}

test("a cancelled appointment is struck through in the week under All statuses; privacy shows its time in the reader's zone", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const run = Date.now();
  const booker = `Mary Jackson ${run}`;
  const email = `mary.jackson.${run}@example.com`;
  const { typeId, date, slot } = await freeTime(request);
  const booked = await request.post("/api/booking/appointments", {
    data: { bookingTypeId: typeId, bookerName: booker, bookerEmail: email, appointmentDate: slot.startsAt },
    headers: { "CF-Connecting-IP": `198.19.${run % 250}.77` },
  });
  expect(booked.status()).toBe(201);
  const [appointment] = queryE2eDb<{ id: string }>(
    `select id from booking_appointments where booker_email = ${sqlText(email)}`,
  );

  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  const cancelled = await page.request.post(`/api/admin/appointments/${appointment!.id}/cancel`, {
    data: { reason: "The client rescheduled by phone." },
    headers: { Origin: baseURL! },
  });
  expect(cancelled.status()).toBe(200);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/appointments?date=${date}`);
    await expect(page.getByLabel("Status")).toHaveValue("");
    // The week grid on wide screens, the day list on phones: the one on screen.
    const name = page.getByTestId("agenda").getByText(booker, { exact: true }).locator("visible=true");
    await expect(name).toBeVisible();
    await expect(name).toHaveCSS("text-decoration-line", "line-through");
    await page.screenshot({ path: testInfo.outputPath(`cancelled-in-week-${width}.png`), fullPage: true });
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/privacy?q=${encodeURIComponent(email)}`);
  const record = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: booker }) })
    .filter({ hasText: SERVICE });
  await expect(record).toBeVisible();
  const shown = (await record.textContent()) ?? "";
  expect(await page.locator("body").textContent()).not.toMatch(ISO_INSTANT);
  const inReaderZone = new Date(slot.startsAt).toLocaleString("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: READER_ZONE,
  });
  const spaced = (text: string) => text.replace(/\s+/g, " ");
  expect(spaced(shown)).toContain(spaced(`${SERVICE}, ${inReaderZone}`));
});
