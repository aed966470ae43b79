import type { Page } from "@playwright/test";
import { COMPANY as FIRM } from "../../worker/contract/company";
import { expect, test } from "./fixtures";

/** The site shell: header, menus, drawer, footer, 404 and scroll-to-top, as a visitor meets them. */

async function openHome(page: Page) {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

test.describe("site shell on a desktop", () => {
  test("the home page has the header, one h1 with its calls to action, and the footer", async ({ page }) => {
    await openHome(page);
    await expect(page).toHaveTitle(`Executive Search & Staffing Nationwide | ${FIRM.name}`);

    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: FIRM.name, exact: true })).toHaveAttribute("href", "/");
    const nav = header.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("button", { name: "Services" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Company" })).toBeVisible();
    for (const [name, href] of [
      ["Job Listings", "/jobs"],
      ["For Candidates", "/candidates"],
      ["Resources", "/resources"],
      ["Contact", "/contact"],
    ] as const) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(header.getByRole("link", { name: "Submit Resume" })).toHaveAttribute("href", "/apply");
    await expect(header.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");

    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(main.getByRole("link", { name: "Partner With Us" })).toHaveAttribute("href", "/contact");
    await expect(main.getByRole("link", { name: "View Opportunities" })).toHaveAttribute("href", "/jobs");

    const footer = page.getByRole("contentinfo");
    for (const column of ["Services", "Company", "Resources"]) {
      await expect(footer.getByRole("heading", { name: column, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "Book a Consultation" })).toHaveAttribute("href", "/book");
    const legal = footer.getByRole("navigation", { name: "Legal" });
    for (const [name, href] of [
      ["Privacy Policy", "/privacy-policy"],
      ["Terms of Service", "/terms-of-service"],
      ["Cookie Policy", "/cookie-policy"],
      ["About", "/company/about"],
    ] as const) {
      await expect(legal.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer).toContainText(new RegExp(`Over \\d+ years of placing leaders since ${FIRM.foundedYear}`));
    await expect(footer).toContainText(FIRM.phone);
    for (const network of ["LinkedIn", "Twitter", "Facebook", "YouTube"]) {
      const link = footer.getByRole("link", { name: new RegExp(network) });
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("choosing Executive Search in the Services menu goes there", async ({ page }) => {
    await openHome(page);
    await page.getByRole("banner").getByRole("button", { name: "Services" }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem")).toHaveText([
      "Permanent Placement",
      "Contract Staffing",
      "Executive Search",
      "Industry Specializations",
    ]);
    await menu.getByRole("menuitem", { name: "Executive Search" }).click();
    await expect(page).toHaveURL(/\/services\/executive-search$/);
    await expect(page.getByRole("heading", { level: 1, name: "Executive Search" })).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test("the Company menu works from the keyboard", async ({ page }) => {
    await openHome(page);
    await page.getByRole("banner").getByRole("button", { name: "Company" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "About Us" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Leadership Team" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/company\/leadership$/);
    await expect(page.getByRole("heading", { level: 1, name: "Leadership Team" })).toBeVisible();
  });

  test("a header menu closes on Escape (focus back on its button), on a click outside and on Tab", async ({ page }) => {
    await openHome(page);
    const services = page.getByRole("banner").getByRole("button", { name: "Services" });
    await services.focus();
    await page.keyboard.press("ArrowUp");
    await expect(page.getByRole("menuitem", { name: "Industry Specializations" })).toBeFocused();
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Permanent Placement" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
    await expect(services).toBeFocused();
    await expect(services).toHaveAttribute("aria-expanded", "false");

    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("heading", { level: 1 }).click();
    await expect(page.getByRole("menu")).toBeHidden();

    await services.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("menu")).toBeHidden();
  });

  test("the skip link is the first stop and moves focus to the page", async ({ page }) => {
    await openHome(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });

  test("an unknown path shows the not-found page", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("site shell on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the drawer replaces the desktop navigation and closes on a choice", async ({ page }) => {
    await openHome(page);
    const header = page.getByRole("banner");
    await expect(header.getByRole("navigation", { name: "Main" })).toBeHidden();

    await header.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Close menu" })).toBeVisible();
    for (const name of ["Permanent Placement", "Executive Search", "About Us", "Testimonials", "Contact"]) {
      await expect(drawer.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole("link", { name: "Submit Resume" })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Login" })).toBeVisible();

    await drawer.getByRole("link", { name: "Job Listings" }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Job Listings" })).toBeVisible();
  });

  test("Close menu closes the drawer and gives focus back to the menu button", async ({ page }) => {
    await openHome(page);
    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(open).toBeFocused();
  });

  test("a route change scrolls back to the top", async ({ page }) => {
    await openHome(page);
    const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Book a Consultation" });
    await footerLink.scrollIntoViewIfNeeded();
    expect(await page.evaluate<number>("window.scrollY")).toBeGreaterThan(0);
    await footerLink.click();
    await expect(page.getByRole("heading", { level: 1, name: "Book a Consultation" })).toBeVisible();
    await expect.poll(() => page.evaluate<number>("window.scrollY")).toBe(0);
  });
});
