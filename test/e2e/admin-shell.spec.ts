import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { adminCredentials, createUserAsAdmin, signInThroughForm } from "./staff";

/** The back office's shell (issue 35): grouped navigation, pages that fit a phone, the command palette, the log. */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 720 };
/** The navigation's groups (web/content/admin-navigation.ts); the sections are read from the sidebar itself. */
const GROUPS = ["Desk", "People", "Scheduling", "Content", "Settings"];
/** The admin reaches every section: at least the sixteen of issue 35's count, more as sections are added. */
const SECTIONS_AT_LEAST = 16;
/** Pages of the back office that are not sections of the navigation. */
const OTHER_PAGES = ["/admin/notifications", "/admin/account"];

async function signInAsAdmin(page: Page) {
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  // The back office's first page has settled (sign-in lands on the desk, decision 064) before the test acts.
  await expect(page).toHaveURL(/\/admin\/desk$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("palette-button")).toBeVisible();
}

async function documentWidth(page: Page): Promise<number> {
  return page.evaluate("document.documentElement.scrollWidth");
}

/** The sections of the wide screen's sidebar, as label and address. */
async function sidebarSections(page: Page): Promise<{ label: string; href: string }[]> {
  const links = page.getByTestId("admin-sidebar").getByRole("link");
  await expect(links.first()).toBeVisible();
  const labels = await links.allInnerTexts();
  const hrefs = await Promise.all((await links.all()).map((link) => link.getAttribute("href")));
  return labels.map((label, index) => ({ label: label.trim(), href: hrefs[index]! }));
}

/** A candidate with an application, sent through the public form as a visitor would. */
async function applyAs(page: Page, baseURL: string, firstName: string, lastName: string) {
  const response = await page.request.post("/api/applications", {
    data: { firstName, lastName, email: `${firstName}.${lastName}@example.com`.toLowerCase(), phone: "5550104477" },
    headers: { Origin: baseURL },
  });
  expect(response.status()).toBe(201);
}

test("at 1280 px every section is in the sidebar, grouped; the sidebar scrolls on its own and shows where you are", async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await signInAsAdmin(page);
  const sidebar = page.getByTestId("admin-sidebar");
  await expect(sidebar.getByRole("heading")).toHaveText(GROUPS);
  const sections = await sidebarSections(page);
  expect(sections.length).toBeGreaterThanOrEqual(SECTIONS_AT_LEAST);
  await expect(page.getByTestId("admin-menu-button")).toBeHidden();
  // The last section, opened by its address, is in view in the sidebar however many sections come before it.
  const last = sections.at(-1)!;
  await page.goto(last.href);
  const lastLink = sidebar.getByRole("link", { name: last.label, exact: true });
  await expect(lastLink).toHaveAttribute("aria-current", "page");
  await expect(lastLink).toBeInViewport({ ratio: 1 });
  // Scrolling the sidebar moves the sidebar, not the page: the first section comes back into view at the top.
  const first = sidebar.getByRole("link", { name: sections[0]!.label, exact: true });
  await first.scrollIntoViewIfNeeded();
  await expect(first).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate("window.scrollY")).toBe(0);
  await sidebar.getByRole("link", { name: "Activity" }).click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  await expect(sidebar.getByRole("link", { name: "Activity" })).toHaveAttribute("aria-current", "page");
});

test("on a 390 px phone the menu lists every section in its group and goes there", async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await signInAsAdmin(page);
  const sections = await sidebarSections(page);
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId("admin-sidebar")).toBeHidden();
  await page.getByRole("button", { name: "Menu" }).click();
  const menu = page.getByRole("dialog", { name: "Back office" });
  await expect(menu.getByRole("navigation").getByRole("heading")).toHaveText(GROUPS);
  const links = menu.getByRole("navigation").getByRole("link");
  await expect(links).toHaveText([...sections.map((section) => section.label), "View site"]);
  await menu.getByRole("link", { name: "Privacy", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/privacy$/);
  await expect(menu).toBeHidden();
  expect(await documentWidth(page)).toBe(PHONE.width);
});

test("no back-office page is wider than a 390 px phone", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(LAPTOP);
  await signInAsAdmin(page);
  const pages = [...(await sidebarSections(page)).map((section) => section.href), ...OTHER_PAGES];
  expect(pages.length).toBeGreaterThanOrEqual(SECTIONS_AT_LEAST + OTHER_PAGES.length);
  await page.setViewportSize(PHONE);
  const tooWide: string[] = [];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Lists and their tables arrive after the heading: wait for the network to settle before measuring.
    await page.waitForLoadState("networkidle");
    const width = await documentWidth(page);
    if (width > PHONE.width) tooWide.push(`${path}: ${width}px`);
  }
  expect(tooWide).toEqual([]);
});

test("the command palette finds a candidate by name with the keyboard alone", async ({ page, baseURL }) => {
  const lastName = `Palette${Date.now()}`;
  await applyAs(page, baseURL!, "Quincy", lastName);
  await page.setViewportSize(LAPTOP);
  await signInAsAdmin(page);

  await page.keyboard.press("ControlOrMeta+k");
  const palette = page.getByRole("dialog", { name: "Go to" });
  const search = palette.getByRole("combobox");
  await expect(search).toBeFocused();
  await page.keyboard.type("deliv");
  await expect(palette.getByRole("option", { name: /Deliveries/ })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Escape");
  await expect(palette).toBeHidden();

  await page.keyboard.press("ControlOrMeta+k");
  await page.keyboard.type(`quincy ${lastName.toLowerCase()}`);
  const candidates = palette.getByRole("group", { name: "Candidates" });
  await expect(candidates.getByRole("option", { name: new RegExp(`Quincy ${lastName}`) })).toBeVisible();
  await expect(palette.getByRole("group", { name: "Applications" }).getByRole("option")).toHaveCount(1);
  // No section matches the name, so the candidate is first; Down moves to the application and Up comes back.
  const first = palette.getByRole("option").first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowDown");
  await expect(first).toHaveAttribute("aria-selected", "false");
  await page.keyboard.press("ArrowUp");
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(search).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/candidates\/[\w-]+$/);
  await expect(palette).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Quincy ${lastName}`);
});

test("the Go to button opens the palette on a phone, and Escape gives the focus back", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAsAdmin(page);
  const button = page.getByTestId("palette-button");
  await button.click();
  const palette = page.getByRole("dialog", { name: "Go to" });
  await expect(palette.getByRole("combobox")).toBeFocused();
  expect(await documentWidth(page)).toBe(PHONE.width);
  await page.keyboard.type("users");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/users$/);
  await button.click();
  await page.keyboard.press("Escape");
  await expect(button).toBeFocused();
});

test("the activity log reads as sentences with linked records, filtered in the URL, and exports CSV", async ({
  page,
  request,
  baseURL,
}) => {
  const username = `e2e-activity-${Date.now()}`;
  await createUserAsAdmin(request, baseURL!, { username, password: "activity-pass-1", role: "recruiter" });
  await page.setViewportSize(LAPTOP);
  await signInAsAdmin(page);
  await page.goto("/admin/activity");
  await page.getByLabel("Action").selectOption({ label: "created a user" });
  await expect(page).toHaveURL(/action=user\.create/);
  const entries = page.getByTestId("activity-entries");
  await expect(entries.getByTestId("activity-what").first()).toHaveText("created a user");
  await expect(entries.getByRole("link", { name: /^User/ }).first()).toHaveAttribute("href", "/admin/users");
  await expect(entries).toContainText(adminCredentials().username);
  await expect(entries).toContainText("admin");

  const exportLink = page.getByRole("link", { name: "Export CSV" });
  const href = (await exportLink.getAttribute("href"))!;
  expect(href).toContain("action=user.create");
  const csv = await page.request.get(href);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(await csv.text()).toContain(`${adminCredentials().username} (admin) created a user`);

  await page.getByLabel("From").fill("2999-01-01");
  await expect(page).toHaveURL(/from=2999-01-01/);
  await expect(page.getByText("No activity matches these filters.")).toBeVisible();
});
