import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { adminCredentials, createUserAsAdmin, signInThroughForm } from "./staff";

/**
 * An address of the back office that no page has (an old bookmark, a mistyped link): "not found" inside the shell,
 * with the navigation and the palette still there, never a blank page. A section the user may not reach still says
 * so (AdminGuard), whatever is below it.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 720 };

async function signInAsAdmin(page: Page) {
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await expect(page).toHaveURL(/\/admin\/desk$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

async function expectNotFound(page: Page, path: string) {
  await expect(page.getByRole("heading", { level: 1, name: "This page does not exist" })).toBeVisible();
  await expect(page.getByTestId("admin-not-found")).toContainText(path);
  await expect(page).toHaveTitle(/^Page not found \| Admin Dashboard/);
  await expect(page.getByRole("banner").getByRole("link", { name: "My account: admin" })).toBeVisible();
}

test("at 1280 px an unknown back-office address shows not found in the shell, its link and palette work", async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await signInAsAdmin(page);
  // The Worker answers the shell with 404 (worker/contract/admin-pages.ts); the back office renders its own page.
  const response = await page.goto("/admin/crm");
  expect(response?.status()).toBe(404);
  await expectNotFound(page, "/admin/crm");
  const sidebar = page.getByTestId("admin-sidebar");
  await expect(sidebar.getByRole("link", { name: "CRM", exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.keyboard.press("ControlOrMeta+k");
  const palette = page.getByRole("dialog", { name: "Go to" });
  await page.keyboard.type("deliv");
  await page.keyboard.press("Enter");
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/deliveries$/);

  await page.goto("/admin/nothing-here");
  await expectNotFound(page, "/admin/nothing-here");
  await page.getByRole("link", { name: "Go to Desk" }).click();
  await expect(page).toHaveURL(/\/admin\/desk$/);
  await expect(page.getByRole("heading", { level: 1, name: "Desk" })).toBeVisible();
  expect((await page.reload())?.status()).toBe(200);
  await expect(page).not.toHaveTitle(/Page not found/);
});

test("on a 390 px phone a path below a page shows not found with the menu, and fits the screen", async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await signInAsAdmin(page);
  await page.setViewportSize(PHONE);
  await page.goto("/admin/candidates/x/y/z");
  await expectNotFound(page, "/admin/candidates/x/y/z");
  expect(await page.evaluate("document.documentElement.scrollWidth")).toBe(PHONE.width);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Menu" }).click();
  const menu = page.getByRole("dialog", { name: "Back office" });
  await menu.getByRole("link", { name: "Jobs", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  await expect(page.getByRole("heading", { name: "This page does not exist" })).toHaveCount(0);

  await page.goto("/admin/candidates/x/y/z");
  await page.getByRole("link", { name: "Go to Desk" }).click();
  await expect(page).toHaveURL(/\/admin\/desk$/);
});

test("a recruiter still gets no access to a section not theirs, and not found with their own start", async ({
  page,
  request,
  baseURL,
}) => {
  await createUserAsAdmin(request, baseURL!, {
    username: "e2e-notfound-recruiter",
    password: "recruiter-pass-1",
    role: "recruiter",
  });
  await page.setViewportSize(LAPTOP);
  await signInThroughForm(page, "e2e-notfound-recruiter", "recruiter-pass-1");
  await expect(page).toHaveURL(/\/admin\/desk$/);

  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { name: "No access to this area" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "This page does not exist" })).toHaveCount(0);

  await page.goto("/admin/old-reports");
  await expect(page.getByRole("heading", { level: 1, name: "This page does not exist" })).toBeVisible();
  await expect(page.getByTestId("admin-sidebar").getByRole("link", { name: "Users", exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "Go to Desk" }).click();
  await expect(page).toHaveURL(/\/admin\/desk$/);
});

test("signed out, an unknown back-office address still goes to the login page", async ({ page }) => {
  await page.goto("/admin/nothing-here");
  await expect(page).toHaveURL(/\/login$/);
});
