import { expect, test } from "./fixtures";

/** /resources on the seeded articles (more than one page of twelve): the server searches and pages, the URL keeps it. */

const cardTitles = (page: import("@playwright/test").Page) =>
  page.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();

test("pages forward and back through the URL, and a search and a category narrow the list", async ({ page }) => {
  await page.goto("/resources");
  const count = page.getByText(/^Showing \d+ of \d+ resources$/);
  await expect(count).toBeVisible();
  const total = Number((await count.textContent())!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThan(12);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const firstPage = await cardTitles(page);
  expect(firstPage).toHaveLength(12);

  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/resources\?page=2$/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  // The first page stays on screen (dimmed) until the second has arrived.
  await expect.poll(async () => (await cardTitles(page)).some((title) => firstPage.includes(title))).toBe(false);
  const secondPage = await cardTitles(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/resources$/);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect.poll(() => cardTitles(page)).toEqual(firstPage);
  await page.goForward();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect.poll(() => cardTitles(page)).toEqual(secondPage);

  // A search starts again at page 1 and names itself in the URL; so does a category.
  await page.getByRole("searchbox", { name: "Search" }).fill("salary");
  await expect(page).toHaveURL(/\/resources\?q=salary$/);
  await expect(count).not.toHaveText(`Showing ${total} of ${total} resources`);
  const matches = Number((await count.textContent())!.match(/Showing (\d+)/)![1]);
  expect(matches).toBeGreaterThan(0);
  await page.getByLabel("Category").selectOption("Salary Negotiation");
  await expect(page).toHaveURL(/q=salary&category=Salary\+Negotiation$/);
  await expect(page.getByRole("article").first()).toContainText("Salary Negotiation");

  await page.getByLabel("Sort by").selectOption("Title A-Z");
  await expect(page).toHaveURL(/sort=title/);
  await expect
    .poll(async () => {
      const titles = await cardTitles(page);
      return (
        titles.join("|") === [...titles].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })).join("|")
      );
    })
    .toBe(true);

  // A search that finds nothing offers to clear it.
  await page.getByRole("searchbox", { name: "Search" }).fill("zzzz-no-such-article");
  await expect(page.getByRole("heading", { name: "No Resources Found" })).toBeVisible();
  await page.getByRole("link", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/resources\?sort=title$/);
  await expect(count).toHaveText(`Showing ${total} of ${total} resources`);
});
