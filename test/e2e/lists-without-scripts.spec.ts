import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { holdScripts } from "./held-scripts";

/**
 * /jobs, /resources and the site's shell as a visitor without scripts sees them, and as one who acts before the
 * scripts arrive (issue 29): searches are GET forms and pagers links, which the Worker answers with the filtered
 * list; what was typed before hydration is still there after it.
 */

const jobCount = (page: Page) => page.getByTestId("job-count");
const countOf = async (page: Page) => Number((await jobCount(page).textContent())!.split(" ")[0]);
const articleCount = (page: Page) => page.getByText(/^Showing \d+ of \d+ resources$/);
const articleTitles = (page: Page) => page.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("/jobs: a keyword search narrows the list and keeps the keyword in the box", async ({ page }) => {
    await page.goto("/jobs");
    const all = await countOf(page);
    expect(all).toBeGreaterThan(20);
    await page.getByLabel("Keyword").fill("engineer");
    await page.getByRole("button", { name: "Search Jobs" }).click();
    await expect(page).toHaveURL(/\/jobs\?title=engineer&/);
    await expect(page.getByLabel("Keyword")).toHaveValue("engineer");
    const found = await countOf(page);
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(all);
    for (const text of await page.getByTestId("job-card").allTextContents())
      expect(text.toLowerCase()).toContain("engineer");
  });

  test("/jobs: an industry filter and the pager are plain HTML", async ({ page }) => {
    await page.goto("/jobs");
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    const firstPage = await page.getByTestId("job-card").locator("h3").allTextContents();
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/jobs\?page=2/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    const secondPage = await page.getByTestId("job-card").locator("h3").allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.some((title) => firstPage.includes(title))).toBe(false);
    await page.getByRole("link", { name: "Previous" }).click();
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();

    await page.getByLabel("Industry").selectOption("Healthcare");
    await page.getByRole("button", { name: "Search Jobs" }).click();
    await expect(page).toHaveURL(/industry=Healthcare/);
    await expect(page.getByLabel("Industry")).toHaveValue("Healthcare");
    const cards = await page.getByTestId("job-card").allTextContents();
    expect(cards.length).toBeGreaterThan(0);
    for (const text of cards) expect(text).toContain("Healthcare");
  });

  test("/jobs: a popular search is a link to its search", async ({ page }) => {
    await page.goto("/jobs");
    await page.getByRole("link", { name: "Nurse", exact: true }).click();
    await expect(page).toHaveURL(/\/jobs\?title=Nurse/);
    await expect(page.getByLabel("Keyword")).toHaveValue("Nurse");
  });

  test("/resources: a search, a category and the pager", async ({ page }) => {
    await page.goto("/resources");
    const total = Number((await articleCount(page).textContent())!.match(/of (\d+)/)![1]);
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/resources\?page=2/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

    await page.getByRole("searchbox", { name: "Search" }).fill("salary");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/resources\?q=salary/);
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("salary");
    const matches = Number((await articleCount(page).textContent())!.match(/Showing (\d+)/)![1]);
    expect(matches).toBeGreaterThan(0);
    expect(matches).toBeLessThan(total);

    await page.getByRole("searchbox", { name: "Search" }).fill("");
    await page.getByLabel("Category").selectOption("Salary Negotiation");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/category=Salary\+Negotiation/);
    await expect(page.getByLabel("Category")).toHaveValue("Salary Negotiation");
    expect((await articleTitles(page)).length).toBeGreaterThan(0);
    for (const text of await page.getByRole("article").allTextContents()) expect(text).toContain("Salary Negotiation");
  });

  test("the home page's job search carries its filters to /jobs", async ({ page }) => {
    await page.goto("/");
    const jobs = page.locator("#jobs");
    await jobs.getByRole("searchbox", { name: "Job title" }).fill("nurse");
    await jobs.getByRole("button", { name: "View All Opportunities" }).click();
    await expect(page).toHaveURL(/\/jobs\?title=nurse/);
    await expect(page.getByLabel("Keyword")).toHaveValue("nurse");
    for (const title of await page.getByTestId("job-card").locator("h3").allTextContents())
      expect(title).toMatch(/nurs/i);
  });

  test("on a phone, the menu button leads to every section of the site", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/jobs");
    const executiveSearch = page.getByRole("link", { name: "Executive Search", exact: true });
    await expect(executiveSearch).not.toBeInViewport();
    await page.getByRole("button", { name: "Open menu" }).click();
    for (const name of ["Executive Search", "Leadership Team", "Book a Consultation", "Contact"]) {
      await expect(page.getByRole("link", { name, exact: true }).last()).toBeInViewport();
    }
    await executiveSearch.click();
    await expect(page).toHaveURL(/\/services\/executive-search$/);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "Contact", exact: true }).last().click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("on a desktop, the header's Services and Company menus lead to their pages", async ({ page }) => {
    for (const [menu, link, path] of [
      ["Services", "Contract Staffing", "/services/contract-staffing"],
      ["Company", "Leadership Team", "/company/leadership"],
    ] as const) {
      await page.goto("/resources");
      await expect(page.getByRole("link", { name: link, exact: true })).not.toBeInViewport();
      await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: menu }).click();
      await expect(page.getByRole("link", { name: link, exact: true })).toBeInViewport();
      await page.getByRole("link", { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });
});

test.describe("with every script held back until the visitor has typed", () => {
  const holdBack = (page: Page) => holdScripts(page, /\.js(\?|$)/);
  const hydrated = (page: Page) => page.waitForSelector("html[data-ready]", { state: "attached", timeout: 20_000 });
  /** Hydration has committed and its effects have run: React runs them before the second frame after it. */
  const effectsRan = (page: Page) =>
    // A string: this file is typed without the DOM.
    page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))");

  test("/jobs: typing a keyword and pressing Search at first paint shows the filtered list, the word still in the box", async ({
    context,
  }) => {
    test.setTimeout(60_000);
    const page = await context.newPage();
    const releaseScripts = await holdBack(page);
    await page.goto("/jobs", { waitUntil: "commit" });
    await expect(jobCount(page)).toBeVisible();
    const all = await countOf(page);
    expect(await page.locator("html[data-ready]").count()).toBe(0);
    await page.getByLabel("Keyword").fill("engineer");
    await page.getByRole("button", { name: "Search Jobs" }).click();
    await expect(page).toHaveURL(/\/jobs\?title=engineer/);
    await expect(page.getByLabel("Keyword")).toHaveValue("engineer");
    await expect.poll(() => countOf(page)).toBeLessThan(all);
    releaseScripts();
    await hydrated(page);
    await expect(page.getByLabel("Keyword")).toHaveValue("engineer");
    await expect.poll(() => countOf(page)).toBeLessThan(all);
  });

  test("/jobs: a keyword typed at first paint is still in the box once the page has hydrated", async ({ context }) => {
    test.setTimeout(60_000);
    const page = await context.newPage();
    const releaseScripts = await holdBack(page);
    await page.goto("/jobs", { waitUntil: "commit" });
    await page.getByLabel("Keyword").fill("nurse");
    await page.getByLabel("Location").selectOption("Austin, TX");
    expect(await page.locator("html[data-ready]").count()).toBe(0);
    releaseScripts();
    await hydrated(page);
    await effectsRan(page);
    await expect(page.getByLabel("Keyword")).toHaveValue("nurse");
    await expect(page.getByLabel("Location")).toHaveValue("Austin, TX");
    // And Search, now handled by the app, searches for what is in the boxes.
    await page.getByRole("button", { name: "Search Jobs" }).click();
    await expect(page).toHaveURL(/\/jobs\?title=nurse&location=Austin/);
  });

  test("the home page: a job title typed at first paint filters the list once hydrated and goes with View All", async ({
    context,
  }) => {
    test.setTimeout(60_000);
    const page = await context.newPage();
    const releaseScripts = await holdBack(page);
    await page.goto("/", { waitUntil: "commit" });
    const jobs = page.locator("#jobs");
    await jobs.getByRole("searchbox", { name: "Job title" }).fill("nurse");
    expect(await page.locator("html[data-ready]").count()).toBe(0);
    releaseScripts();
    await hydrated(page);
    await expect(jobs.getByRole("searchbox", { name: "Job title" })).toHaveValue("nurse");
    await expect
      .poll(
        async () => {
          const titles = await jobs.getByTestId("job-card").locator("h3").allTextContents();
          return titles.length > 0 && titles.every((title) => /nurs/i.test(title));
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await jobs.getByRole("button", { name: "View All Opportunities" }).click();
    await expect(page).toHaveURL(/\/jobs\?title=nurse&/);
    await expect(page.getByLabel("Keyword")).toHaveValue("nurse");
  });

  test("/resources: a search typed at first paint is still in the box once the page has hydrated", async ({
    context,
  }) => {
    test.setTimeout(60_000);
    const page = await context.newPage();
    const releaseScripts = await holdBack(page);
    await page.goto("/resources", { waitUntil: "commit" });
    await page.getByRole("searchbox", { name: "Search" }).fill("salary");
    expect(await page.locator("html[data-ready]").count()).toBe(0);
    releaseScripts();
    await hydrated(page);
    await effectsRan(page);
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("salary");
    // The app reads what is in the box: the list follows it.
    await expect(page).toHaveURL(/\/resources\?q=salary$/);
  });
});

test.describe("with scripts, a search's results come into view", () => {
  test("on a phone, Search brings the results to the top; the next page starts at the top of its list", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/jobs");
    await expect(page.getByTestId("job-count")).not.toBeInViewport();
    await page.getByLabel("Keyword").fill("manager");
    await page.getByRole("button", { name: "Search Jobs" }).click();
    await expect(page).toHaveURL(/\/jobs\?title=manager$/);
    await expect(page.getByTestId("job-count")).toBeInViewport();
    await expect(page.getByLabel("Keyword")).not.toBeInViewport();

    await page.goto("/resources");
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/resources\?page=2$/);
    await expect(page.getByText(/^Showing \d+ of \d+ resources$/)).toBeInViewport();
  });

  test("on a wide screen, where the results show below the form, the form stays in view", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/jobs");
    await page.getByLabel("Keyword").fill("manager");
    await page.getByRole("button", { name: "Search Jobs" }).click();
    await expect(page).toHaveURL(/\/jobs\?title=manager$/);
    await expect(page.getByTestId("job-count")).toBeInViewport();
    await expect(page.getByLabel("Keyword")).toBeInViewport();
  });
});
