import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

test("staff generate an article, approve and publish it, and readers find it on /resources", async ({ page }) => {
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await page.goto("/admin/content");
  await expect(page).toHaveTitle("Content Dashboard | Admin Dashboard");
  const toast = page.getByTestId("toast");

  await page.getByLabel("Category").selectOption("Remote Work");
  const generated = page.waitForResponse((response) => response.url().endsWith("/api/content/articles/generate"));
  await page.getByRole("button", { name: "Generate Article" }).click();
  const title = ((await (await generated).json()) as { title: string }).title;
  await expect(toast).toContainText("Article generated successfully!");
  const row = page.getByTestId("article-row").filter({ hasText: title });
  await expect(row).toContainText("draft");
  await expect(row).toContainText("Remote Work");
  await expect(row.getByRole("button", { name: "Publish to Website" })).toHaveCount(0);

  await row.getByRole("button", { name: "Approve" }).click();
  await expect(toast).toContainText("Article approved!");
  const approved = page.getByTestId("article-row").filter({ hasText: title });
  await expect(approved).toContainText("approved");
  await approved.getByRole("button", { name: "Publish to Website" }).click();
  await expect(toast).toContainText("Article published to website successfully!");
  await expect(page.getByTestId("article-row").filter({ hasText: title })).toContainText("published");

  await page.goto("/resources");
  await expect(page.getByRole("heading", { level: 1, name: "Career Resources" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill(title);
  await expect(page.getByText(/Showing 1 of \d+ resources/)).toBeVisible();
  await page.getByRole("link", { name: `Read Full Article: ${title}` }).click();
  await expect(page).toHaveURL(/\/article\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Topics" })).toContainText("remote work");
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd).toMatchObject({ "@type": "Article", headline: title, articleSection: "Remote Work" });

  await page.goto("/article/not-an-article");
  await expect(page.getByRole("heading", { name: "Article Not Found" })).toBeVisible();
});

test("staff create a schedule and run it now", async ({ page }) => {
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await page.goto("/admin/content-creation?tab=schedule");
  const toast = page.getByTestId("toast");

  await page.getByRole("button", { name: "Create Schedule" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await expect(page.getByText("Prompt is required")).toBeVisible();

  await page.getByLabel("Schedule title").fill("Monday salary tips");
  await page.getByLabel("Prompt template").selectOption({ label: "Negotiating an Offer (Salary Negotiation)" });
  await expect(page.getByLabel("Category")).toHaveValue("Salary Negotiation");
  await page.getByLabel("role").fill("Financial Analyst");
  await page.getByLabel("Publish automatically").check();
  await page.getByRole("button", { name: "Create Schedule" }).click();
  await expect(toast).toContainText("Schedule created");
  await expect(page).toHaveURL(/tab=manage/);

  const card = page.getByTestId("schedule-card").filter({ hasText: "Monday salary tips" });
  await expect(card).toContainText("Weekly on Monday at 09:00 (America/New_York)");
  await expect(card).toContainText("Last run");
  await expect(card).toContainText("Never");
  await card.getByRole("button", { name: "Run Monday salary tips now" }).click();
  await page.getByRole("alertdialog", { name: "Run schedule now" }).getByRole("button", { name: "Run now" }).click();
  await expect(toast).toContainText("Content generation triggered!");
  await expect(card).not.toContainText("Never");

  // autoPublish: the run's article is live, newest first on /resources.
  await page.goto("/resources");
  const newest = page.getByRole("article").first();
  await expect(newest).toContainText("Salary Negotiation");
  await newest.getByRole("link", { name: /Read Full Article/ }).click();
  await expect(page.getByRole("region", { name: "Topics" })).toContainText("financial analyst");
});
