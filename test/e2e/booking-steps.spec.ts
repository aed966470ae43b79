import type { Page } from "@playwright/test";
import { expect, plainTest as plain, test } from "./fixtures";

/**
 * /book step by step in the address (issue 29): without scripts, before they arrive, and the back button with them.
 */

const SERVICE = "Career Strategy Call";

const dateLinks = (page: Page) => page.getByRole("group", { name: "Date" }).getByRole("link");
const timeLinks = (page: Page) => page.getByRole("group", { name: /Available times/ }).getByRole("link");

/** Follows date links, from position `from`, until a day shows at least one time. */
async function firstDateWithTimes(page: Page, from = 0): Promise<void> {
  await expect(dateLinks(page).first()).toBeVisible();
  const count = await dateLinks(page).count();
  expect(count).toBeGreaterThanOrEqual(15);
  for (let i = from; i < count; i++) {
    await dateLinks(page).nth(i).click();
    await expect(page).toHaveURL(/[?&]date=\d{4}-\d{2}-\d{2}/);
    if ((await timeLinks(page).count()) > 0) return;
  }
  throw new Error("No date with free times in the next 30 days");
}

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor books a consultation end to end: type, date, time, details (a refusal keeps what they typed), confirmation", async ({
    page,
  }) => {
    await page.goto("/book");
    await page.getByRole("link", { name: new RegExp(SERVICE) }).click();
    await expect(page).toHaveURL(/\/book\?type=career-strategy-call$/);
    await expect(page.getByRole("heading", { name: "Choose a date and time" })).toBeVisible();
    // Every day is listed: Saturdays open by the firm's hours are links, Sundays (closed) are greyed out, not links.
    const dates = page.getByRole("group", { name: "Date" });
    await expect(dates.getByRole("link", { name: /^Sat / }).first()).toBeVisible();
    await expect(dates.getByRole("link", { name: /^Sun / })).toHaveCount(0);
    await expect(dates.locator('[data-unavailable="closed"]').filter({ hasText: "Sun" }).first()).toBeVisible();
    await firstDateWithTimes(page, 2);
    const time = ((await timeLinks(page).first().textContent()) ?? "").match(/^\d{1,2}:\d{2} [AP]M/)?.[0] ?? "";
    await timeLinks(page).first().click();
    await expect(page).toHaveURL(/&time=\d{2}:\d{2}$/);
    await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Booking summary" })).toContainText(`${time} - `);

    // A refused post: the form comes back with what was typed and a message per field.
    await page.getByLabel("Full Name").fill("Grace Hopper");
    await page.getByLabel("Email Address").fill("grace@");
    await page.getByRole("textbox", { name: "Company" }).fill("Compilers Inc.");
    await page.getByRole("button", { name: "Book Appointment" }).click();
    await expect(page.getByText("Please enter a valid email")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("Grace Hopper");
    await expect(page.getByRole("textbox", { name: "Company" })).toHaveValue("Compilers Inc.");
    await expect(page.getByLabel("Email Address")).toHaveValue("grace@");

    await page
      .getByLabel("Email Address")
      .fill("grace.hopper.with.a.very.long.address@compilers-incorporated.example.com");
    await page.getByRole("button", { name: "Book Appointment" }).click();
    await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
    await expect(page).toHaveURL(/\/book\?booking=[0-9a-f-]{36}&token=[A-Za-z0-9_-]{43}$/);
    const main = page.getByRole("main");
    await expect(main).toContainText(SERVICE);
    await expect(main).toContainText(`${time} ET`);
    await expect(main).toContainText("Grace Hopper");
    await expect(main).toContainText("Our email service is not connected yet");
    await expect(page.getByRole("link", { name: "Manage or cancel this booking" })).toHaveAttribute(
      "href",
      /^\/book\/manage\/[0-9a-f-]{36}\?token=/,
    );
    await expect(page.getByRole("link", { name: "Download calendar file" })).toHaveAttribute(
      "href",
      /^\/api\/booking\/appointments\/[0-9a-f-]{36}\.ics\?token=/,
    );
  });
});

plain(
  "a click on a consultation type at first paint, with every script delayed 4 s, reaches its dates",
  async ({ page }) => {
    await page.route(/\.js(\?.*)?$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await route.continue();
    });
    await page.goto("/book", { waitUntil: "commit" });
    const card = page.getByRole("link", { name: new RegExp(SERVICE) });
    await card.waitFor();
    const started = Date.now();
    await card.click();
    await expect(page.getByRole("heading", { name: "Choose a date and time" })).toBeVisible({ timeout: 3500 });
    expect(Date.now() - started).toBeLessThan(3500);
    await expect(page).toHaveURL(/\/book\?type=career-strategy-call$/);
    await expect(dateLinks(page).first()).toBeVisible();
  },
);

test("with scripts each step is an address: the back button goes back one step", async ({ page }) => {
  await page.goto("/book");
  await page.getByRole("link", { name: new RegExp(SERVICE) }).click();
  await expect(page.getByRole("heading", { name: "Choose a date and time" })).toBeFocused();
  await firstDateWithTimes(page);
  const dateUrl = page.url();
  await timeLinks(page).first().click();
  await expect(page.getByRole("heading", { name: "Your details" })).toBeFocused();
  await page.getByLabel("Full Name").fill("Ada Lovelace");

  await page.goBack();
  await expect(page.getByRole("heading", { name: "Choose a date and time" })).toBeVisible();
  expect(page.url()).toBe(dateUrl);
  await expect(timeLinks(page).first()).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Choose a consultation" })).toBeVisible();
  expect(new URL(page.url()).search).toBe("");
  await page.goForward();
  await expect(page.getByRole("heading", { name: "Choose a date and time" })).toBeVisible();
});
