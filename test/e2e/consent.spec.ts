import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The cookie banner (public spec sections 4 and 9) as a visitor meets it. */

const banner = (page: Page) => page.getByRole("region", { name: /We value your privacy|Cookie preferences/ });

/** What the page keeps in local storage (read in the page; this file is typed without the DOM). */
async function stored(page: Page): Promise<{ consent: string | null; date: string | null }> {
  return JSON.parse(
    await page.evaluate<string>(
      'JSON.stringify({ consent: localStorage.getItem("cookie-consent"), date: localStorage.getItem("cookie-consent-date") })',
    ),
  );
}

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === "cookies_accepted");
}

test("Accept All Cookies stores every category for a year and the banner stays hidden on reload", async ({ page }) => {
  const analyticsRequests: string[] = [];
  page.on("request", (request) => {
    if (/googletagmanager|google-analytics/.test(request.url())) analyticsRequests.push(request.url());
  });
  await page.goto("/contact");
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole("button", { name: "Accept All Cookies" }).click();
  await expect(banner(page)).toHaveCount(0);

  const { consent, date } = await stored(page);
  expect(JSON.parse(consent!)).toEqual({ essential: true, analytics: true, functional: true, marketing: true });
  expect(Math.abs(Date.parse(date!) - Date.now())).toBeLessThan(60_000);
  const cookie = await consentCookie(page);
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({
    essential: true,
    analytics: true,
    functional: true,
    marketing: true,
  });
  expect(cookie).toMatchObject({ path: "/", sameSite: "Lax" });
  const daysLeft = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
  expect(daysLeft).toBeGreaterThan(364);
  expect(daysLeft).toBeLessThan(366);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  // No measurement id is configured in this build: even with consent, nothing is loaded from Google.
  expect(analyticsRequests).toEqual([]);
});

test("Essential Only stores only essential and is remembered on the next visit", async ({ page }) => {
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Essential Only" }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(JSON.parse((await stored(page)).consent!)).toEqual({
    essential: true,
    analytics: false,
    functional: false,
    marketing: false,
  });
  expect(JSON.parse(decodeURIComponent((await consentCookie(page))!.value))).toMatchObject({ analytics: false });
  await page.goto("/apply");
  await expect(page.getByRole("heading", { name: "Submit Your Information" })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test("the customize view keeps essential on and saves the chosen toggles", async ({ page }) => {
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Customize" }).click();
  const essential = banner(page).getByRole("checkbox", { name: /Essential/ });
  await expect(essential).toBeChecked();
  await expect(essential).toBeDisabled();
  await expect(banner(page).getByRole("checkbox", { name: "Analytics" })).not.toBeChecked();
  await banner(page).getByRole("checkbox", { name: "Analytics" }).check();
  await banner(page).getByRole("button", { name: "Save Preferences" }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(JSON.parse((await stored(page)).consent!)).toEqual({
    essential: true,
    analytics: true,
    functional: false,
    marketing: false,
  });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test("the close icon hides the banner without storing a choice, so it comes back on reload", async ({ page }) => {
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Close cookie banner" }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await stored(page)).toEqual({ consent: null, date: null });
  expect(await consentCookie(page)).toBeUndefined();
  await page.reload();
  await expect(banner(page)).toBeVisible();
});
