import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Static parts (web/lib/static-parts.tsx, decision 011): what a pre-rendered page shows without state is kept as the
 * server's HTML, its code is not loaded, its links navigate in the app, and it renders in full when the browser
 * renders the page (a client-side visit, or an address the pre-rendered HTML was not for).
 */

/** Paths of the scripts the page requests, from now on. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/**
 * Remembers, as the document arrives, the element with `id`, so a test can tell whether hydration kept that very
 * node. A mark on `window` also tells a client-side navigation from a page load. Browser code as a string: this
 * file is type-checked without the DOM library.
 */
async function rememberArrival(page: Page, id: string) {
  await page.addInitScript(`
    window.arrivalMark = true;
    document.addEventListener("DOMContentLoaded", () => { window.arrivedElement = document.getElementById(${JSON.stringify(id)}); });
  `);
  return {
    keptSameNode: () =>
      page.evaluate<boolean>(
        `window.arrivedElement !== null && window.arrivedElement === document.getElementById(${JSON.stringify(id)})`,
      ),
    samePageLoad: () => page.evaluate<boolean>("window.arrivalMark === true"),
  };
}

test.describe("a static page", () => {
  test("keeps its pre-rendered HTML without loading its chunk, and its links navigate in the app", async ({ page }) => {
    const problems = collectConsoleProblems(page);
    const scripts = watchScripts(page);
    const arrival = await rememberArrival(page, "values-heading");
    await page.goto("/company/about");
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    expect(await arrival.keptSameNode()).toBe(true);
    expect(scripts.filter((path) => /\/AboutPage-/.test(path))).toEqual([]);

    await page.getByRole("main").getByRole("link", { name: "Meet Our Leadership" }).first().click();
    await expect(page).toHaveURL(/\/company\/leadership$/);
    await expect(page.getByRole("heading", { level: 1, name: "Leadership Team" })).toBeVisible();
    expect(await arrival.samePageLoad()).toBe(true);
    // The server's head tags went with the page they were written for; the new page has its own, once.
    await expect(page).toHaveTitle(/^Leadership Team/);
    await expect(page.locator("head title")).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", /\/company\/leadership$/);
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);

    // Back to the page that was kept: now the browser renders it, from its chunk.
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our values" })).toBeVisible();
    await expect(page).toHaveTitle(/^About Us/);
    await expect(page.locator("head title")).toHaveCount(1);
    expect(scripts.filter((path) => /\/AboutPage-/.test(path))).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  test("a case study kept as pre-rendered gives way to pages the browser renders, and back", async ({ page }) => {
    await page.goto("/case-studies/technology-executive-search-silicon-valley");
    const heading = page.getByRole("heading", { level: 1 });
    const keptHeading = (await heading.textContent())!;
    await page.getByRole("contentinfo").getByRole("link", { name: "Testimonials" }).click();
    await expect(page).toHaveURL(/\/company\/testimonials$/);
    await page.getByRole("link", { name: /View Full Case Study.*Healthcare CEO, Texas/ }).click();
    await expect(page).toHaveURL(/\/case-studies\/healthcare-ceo-executive-search-texas$/);
    await expect(heading).not.toHaveText(keptHeading);
    await page.goBack();
    await page.goBack();
    await expect(heading).toHaveText(keptHeading);
  });
});

test.describe("the home page", () => {
  test("hydrates its interactive sections and keeps the others as pre-rendered, without their code", async ({
    page,
  }) => {
    const problems = collectConsoleProblems(page);
    const scripts = watchScripts(page);
    const arrival = await rememberArrival(page, "market-heading");
    await page.goto("/");
    expect(await arrival.keptSameNode()).toBe(true);
    expect(scripts.filter((path) => /\/(static-sections|SiteFooter|JobCard|ArticleCard)-/.test(path))).toEqual([]);

    // Interactive: the jobs list loads as it comes into view, and follows the filters.
    await page.locator("#jobs").scrollIntoViewIfNeeded();
    await expect(
      page
        .locator("#jobs")
        .getByRole("link", { name: /Apply Now/ })
        .first(),
    ).toBeVisible();
    await page.getByRole("searchbox", { name: "Job title" }).fill("zzzz-no-such-role");
    await expect(page.getByText("No positions match these filters right now.")).toBeVisible();

    // A link inside a kept section navigates in the app.
    await page.getByRole("link", { name: "Learn More about Executive Search" }).click();
    await expect(page).toHaveURL(/\/services\/executive-search$/);
    await expect(page.getByRole("heading", { level: 1, name: "Executive Search" })).toBeVisible();
    expect(await arrival.samePageLoad()).toBe(true);

    // Back home, the browser renders every section itself.
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Market Snapshot" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Meet Our Leadership" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    expect(scripts.filter((path) => /\/static-sections-/.test(path))).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  test("opened with a query string, it is rendered by the browser with every section", async ({ page }) => {
    const problems = collectConsoleProblems(page);
    await page.goto("/?utm_source=newsletter");
    for (const heading of [
      "Industry recognition",
      "Market Snapshot",
      "Success Stories",
      "What Our Clients and Candidates Say",
      "Why choose us",
    ]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test("a modified click on a kept link is left to the browser", async ({ page, context }) => {
    await page.goto("/");
    const newPage = context.waitForEvent("page");
    await page
      .getByRole("link", { name: "Learn More about Contract Staffing" })
      .click({ modifiers: ["ControlOrMeta"] });
    await expect(await newPage).toHaveURL(/\/services\/contract-staffing$/);
    await expect(page).toHaveURL(/\/$/);
  });
});

test("on a page the browser renders, the footer arrives as it comes into view, with its links", async ({ page }) => {
  await page.goto("/?utm_source=footer-test");
  // The cookie banner covers the foot of the page until the visitor answers it.
  await page.getByRole("button", { name: "Essential Only" }).click();
  const footer = page.getByRole("contentinfo");
  await expect(page.getByRole("heading", { name: "Market Snapshot" })).toBeVisible();
  await expect(footer).toHaveCount(0);
  await page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)");
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
  await footer.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
});
