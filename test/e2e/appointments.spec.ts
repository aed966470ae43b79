import type { APIRequestContext } from "@playwright/test";
import type { TimeSlot } from "../../worker/contract/booking";
import { BOOKING_RULES } from "../../worker/contract/booking";
import { addDays, mondayOf, zonedDate } from "../../worker/contract/time-zone";
import { expect, test } from "./fixtures";
import { createUserAsAdmin, signInThroughForm } from "./staff";

/** The office manager's calendar (issue 18): a booking made on the site, found in the week agenda and moved. */

const MANAGER = { username: "olive.manager", password: "Manager-password-1", role: "manager" };
const SERVICE = "Hiring Needs Consultation";

/** The first business day from tomorrow on with at least two free times of the type: the booking takes one. */
async function dayWithFreeTimes(
  request: APIRequestContext,
  typeId: string,
): Promise<{ date: string; slots: TimeSlot[] }> {
  let date = addDays(zonedDate(Date.now(), BOOKING_RULES.timeZone), 1);
  for (let i = 0; i < 21; i++, date = addDays(date, 1)) {
    const slots = (
      (await (await request.get(`/api/booking/types/${typeId}/slots?date=${date}`)).json()) as TimeSlot[]
    ).filter((slot) => slot.isAvailable);
    if (slots.length >= 2) return { date, slots };
  }
  throw new Error("No day with two free times in three weeks");
}

test("a new office manager finds a booking in the week agenda, opens it and moves it to another free time", async ({
  page,
  request,
  baseURL,
}) => {
  await createUserAsAdmin(request, baseURL!, MANAGER);
  // The visitor's booking, made on the public API as the /book wizard makes it.
  const types = (await (await request.get("/api/booking/types")).json()) as { id: string; name: string }[];
  const typeId = types.find((type) => type.name === SERVICE)!.id;
  const { date, slots } = await dayWithFreeTimes(request, typeId);
  const booker = `Dorothy Vaughan ${Date.now()}`;
  const booked = await request.post("/api/booking/appointments", {
    data: {
      bookingTypeId: typeId,
      bookerName: booker,
      bookerEmail: "dorothy@example.com",
      bookerCompany: "Langley Research",
      appointmentDate: slots[0]!.startsAt,
      timeZone: "America/Los_Angeles",
    },
  });
  expect(booked.status()).toBe(201);
  const { manageUrl } = (await booked.json()) as { manageUrl: string };

  await signInThroughForm(page, MANAGER.username, MANAGER.password);
  await page.getByRole("link", { name: "Appointments" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Appointments" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Week", exact: true })).toHaveAttribute("aria-current", "page");

  // Forward a week at a time to the booking's week, as a person would.
  const weeks = Math.round(
    (Date.parse(mondayOf(date)) - Date.parse(mondayOf(zonedDate(Date.now(), BOOKING_RULES.timeZone)))) /
      (7 * 86_400_000),
  );
  for (let i = 0; i < weeks; i++) await page.getByRole("button", { name: "Next week" }).click();
  if (weeks > 0)
    await expect(page).toHaveURL(
      new RegExp(`date=${addDays(zonedDate(Date.now(), BOOKING_RULES.timeZone), 7 * weeks)}`),
    );
  const block = page.getByTestId("agenda").getByRole("link", { name: new RegExp(booker) });
  await expect(block).toBeVisible();
  await block.click();

  await expect(page.getByRole("heading", { level: 1, name: booker })).toBeVisible();
  const whenWhere = page.getByRole("region", { name: "When and where" });
  await expect(whenWhere).toContainText("ET");
  // The booker booked from California: their own time is shown too.
  await expect(whenWhere).toContainText("PT");
  await expect(whenWhere).toContainText("America/Los_Angeles");
  await expect(page.getByRole("region", { name: "Booker" })).toContainText("Langley Research");

  await page.getByRole("button", { name: "Reschedule" }).click();
  const dialog = page.getByRole("dialog", { name: "Move the appointment" });
  // The day picker opens on the appointment's day, chosen, and says which days have free times.
  const days = dialog.getByTestId("free-days");
  await expect(days.getByRole("radio", { checked: true })).toHaveValue(date);
  await expect(days.locator('[data-free="true"]').first()).toContainText("free times");
  const times = dialog.getByTestId("free-times").getByRole("radio");
  await expect(times.first()).toBeVisible();
  const choice = dialog.getByTestId("free-times").locator("label").first();
  const newTime = ((await choice.textContent()) ?? "").match(/^\d{1,2}:\d{2} [AP]M/)![0];
  await choice.click();
  await expect(times.first()).toBeChecked();
  await dialog.getByRole("button", { name: `Move to ${newTime}` }).click();

  // From here on the reschedule route answers (POST /api/admin/appointments/:id/reschedule).
  await expect(page.getByTestId("toast")).toContainText("Appointment moved");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("appointment-when")).toContainText(newTime);
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("Moved");
  await expect(history).toContainText(newTime);
  await expect(history).toContainText(MANAGER.username);

  // Back in the week agenda, it sits at its new time.
  await page.goBack();
  await expect(
    page.getByTestId("agenda").getByRole("link", { name: new RegExp(`^${newTime}.*${booker}`) }),
  ).toBeVisible();

  // The visitor's manage link shows the new time too.
  await page.goto(manageUrl);
  await expect(page.getByRole("main")).toContainText(`${newTime} ET`);
});
