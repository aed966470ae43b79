import type { Page } from "@playwright/test";
import { BOOKING_RULES } from "../../worker/contract/booking";
import { addDays, dayOfWeekOf, zonedDate } from "../../worker/contract/time-zone";
import { expect, test } from "./fixtures";
import { createUserAsAdmin, signInThroughForm } from "./staff";
import { dayName, dayText } from "./wizard-days";

/** A new office manager closes next Monday for a holiday (issue 18); the booking wizard then offers nothing that day. */

const MANAGER = { username: "olive.office", password: "Office-manager-password-1", role: "manager" };
const SERVICE = "Career Strategy Call";

/** Next Monday in the business zone (a week on when today is a Monday), and the Tuesday after it. */
function nextMonday(): { monday: string; tuesday: string } {
  let date = addDays(zonedDate(Date.now(), BOOKING_RULES.timeZone), 1);
  while (dayOfWeekOf(date) !== 1) date = addDays(date, 1);
  return { monday: date, tuesday: addDays(date, 1) };
}

async function chooseDate(page: Page, date: string) {
  await page
    .getByRole("group", { name: "Date" })
    .getByRole("link", { name: dayName(date), exact: true })
    .click();
  await expect(page.getByText("Loading available times...")).toBeHidden();
}

test("a new office manager closes next Monday for a holiday, and /book offers no time that day but does on Tuesday", async ({
  page,
  request,
  baseURL,
}) => {
  const { monday, tuesday } = nextMonday();
  await createUserAsAdmin(request, baseURL!, MANAGER);
  await signInThroughForm(page, MANAGER.username, MANAGER.password);
  await page.getByRole("link", { name: "Availability" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Availability" })).toBeVisible();
  await expect(page.getByTestId("booking-types")).toContainText(SERVICE);

  await page.getByRole("button", { name: "Add override" }).click();
  const dialog = page.getByRole("dialog", { name: "Add date override" });
  await dialog.getByLabel("Date").fill(monday);
  await expect(dialog.getByLabel("Applies to")).toHaveValue("");
  await expect(dialog.getByRole("radio", { name: "Closed" })).toBeChecked();
  await dialog.getByLabel("Note").fill("Holiday");
  await dialog.getByRole("button", { name: "Save override" }).click();
  await expect(page.getByTestId("toast")).toContainText("Override saved");
  const row = page.getByTestId("date-overrides").getByRole("row").filter({ hasText: "Holiday" });
  await expect(row).toContainText("All types");
  await expect(row).toContainText("Closed");

  await page.goto("/book");
  await page.getByRole("link", { name: new RegExp(SERVICE) }).click();
  // The holiday is greyed out, not a link, and says why to screen readers; Tuesday is offered.
  const dates = page.getByRole("group", { name: "Date" });
  await expect(dates.getByRole("link", { name: dayName(monday), exact: true })).toHaveCount(0);
  await expect(dates.locator('[data-unavailable="closed"]').filter({ hasText: dayText(monday) })).toContainText(
    "(closed)",
  );
  await chooseDate(page, tuesday);
  await expect(
    page
      .getByRole("group", { name: /Available times/ })
      .getByRole("link")
      .first(),
  ).toBeVisible();

  // The holiday is taken back, as the office would after a mistake: Monday offers times again.
  await page.goto("/admin/availability");
  await page
    .getByTestId("date-overrides")
    .getByRole("row")
    .filter({ hasText: "Holiday" })
    .getByRole("button", { name: /Delete/ })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No upcoming overrides")).toBeVisible();
  await page.goto("/book");
  await page.getByRole("link", { name: new RegExp(SERVICE) }).click();
  await chooseDate(page, monday);
  await expect(
    page
      .getByRole("group", { name: /Available times/ })
      .getByRole("link")
      .first(),
  ).toBeVisible();
});

test("an office manager closes a run of days at once, and takes them back", async ({ page, request, baseURL }) => {
  // Ten weeks on, Monday to the Wednesday: far from the days other tests book.
  const monday = addDays(nextMonday().monday, 70);
  const wednesday = addDays(monday, 2);
  await createUserAsAdmin(request, baseURL!, { ...MANAGER, username: "olive.range" });
  await signInThroughForm(page, "olive.range", MANAGER.password);
  await page.goto("/admin/availability");
  await page.getByRole("button", { name: "Add override" }).click();
  const dialog = page.getByRole("dialog", { name: "Add date override" });
  await dialog.getByLabel("Date").fill(monday);
  await dialog.getByLabel("Closed through (optional)").fill(wednesday);
  await dialog.getByLabel("Note").fill("Offsite");
  await dialog.getByRole("button", { name: "Save override" }).click();
  await expect(page.getByTestId("toast")).toContainText("3 weekdays closed");
  const rows = page.getByTestId("date-overrides").getByRole("row").filter({ hasText: "Offsite" });
  await expect(rows).toHaveCount(3);

  for (let left = 3; left > 0; left--) {
    await rows
      .first()
      .getByRole("button", { name: /Delete/ })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(rows).toHaveCount(left - 1);
  }
});
