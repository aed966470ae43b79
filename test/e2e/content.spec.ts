import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

test("staff generate an article, approve and publish it, and readers find it on /resources", async ({ page }) => {
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await page.goto("/admin/content");
  await expect(page).toHaveTitle("Content Dashboard | Admin Dashboard");
  const toast = page.getByTestId("toast");

  await page.getByRole("region", { name: "Manual Actions" }).getByLabel("Category").selectOption("Remote Work");
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
  // The search narrows the list to the new article and any other sharing its title's words (the seed has some).
  await expect(page).toHaveURL(/[?&]q=/);
  const counts = async () =>
    (await page.getByText(/Showing \d+ of \d+ resources/).textContent())!.match(/\d+/g)!.map(Number);
  await expect
    .poll(async () => {
      const [shown, total] = await counts();
      return shown! < total! && shown! <= 5;
    })
    .toBe(true);
  const link = page.getByRole("link", { name: `Read Full Article: ${title}` });
  await link.click();
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

  // Edited in place: a new time and day, and the next run follows.
  await card.getByRole("button", { name: "Edit Monday salary tips" }).click();
  const editor = page.getByRole("dialog", { name: "Edit schedule" });
  await expect(editor.getByLabel("Schedule title")).toHaveValue("Monday salary tips");
  await expect(editor.getByLabel("role")).toHaveValue("Financial Analyst");
  await editor.getByLabel("Day of week").selectOption("Wednesday");
  await editor.getByLabel("Time", { exact: true }).fill("14:45");
  await editor.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast).toContainText("Schedule saved");
  await expect(editor).toHaveCount(0);
  await expect(card).toContainText("Weekly on Wednesday at 14:45 (America/New_York)");

  // autoPublish: the run's article is live, newest first on /resources.
  await page.goto("/resources");
  const newest = page.getByRole("article").first();
  await expect(newest).toContainText("Salary Negotiation");
  await newest.getByRole("link", { name: /Read Full Article/ }).click();
  await expect(page.getByRole("region", { name: "Topics" })).toContainText("financial analyst");
});

test("staff keep a generated article's category on edit, set its search-engine fields, and hear when an image cannot be read", async ({
  page,
}) => {
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await page.goto("/admin/content");
  const toast = page.getByTestId("toast");
  await page.getByRole("region", { name: "Manual Actions" }).getByLabel("Category").selectOption("Networking Tips");
  const generated = page.waitForResponse((response) => response.url().endsWith("/api/content/articles/generate"));
  await page.getByRole("button", { name: "Generate Article" }).click();
  const { id, title } = (await (await generated).json()) as { id: string; title: string };

  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Article" });
  await expect(dialog.getByLabel("Category")).toHaveValue("Networking Tips");
  await dialog.getByLabel("Meta title").fill("Networking that works in 2027");
  await expect(dialog.getByText("29 of 60 characters shown in search results.")).toBeVisible();
  await dialog.getByLabel("Meta description").fill("Five habits of people who find roles through their network.");
  await dialog.getByLabel("Canonical URL").fill("not a link");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByText("Canonical URL must be a full http(s) address")).toBeVisible();
  await dialog.getByLabel("Canonical URL").fill("");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast).toContainText("Article updated successfully!");

  const row = page.getByTestId("article-row").filter({ hasText: title });
  await row.getByRole("button", { name: "Approve" }).click();
  await page
    .getByTestId("article-row")
    .filter({ hasText: title })
    .getByRole("button", { name: "Publish to Website" })
    .click();
  await expect(toast).toContainText("Article published to website successfully!");
  await page.goto(`/article/${id}`);
  await expect(page).toHaveTitle("Networking that works in 2027");
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
    "content",
    "Five habits of people who find roles through their network.",
  );
  const feed = await page.request.get("/feeds/articles/networking-tips.xml");
  expect(await feed.text()).toContain(`/article/${id}</link>`);

  await page.goto("/admin/content-creation");
  await page.getByRole("textbox", { name: "Prompt", exact: true }).fill("Write about hiring a controller.");
  await page.getByRole("button", { name: "Generate Content" }).click();
  await expect(page.getByRole("button", { name: "Upload Image" })).toBeVisible();
  await page
    .locator("#article-image-file")
    .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("this is not a png") });
  await expect(toast).toContainText("Failed to read image file");
});

test("staff schedule an article from its row in the list, without opening Edit", async ({ page }) => {
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await page.goto("/admin/content");
  await page.getByRole("region", { name: "Manual Actions" }).getByLabel("Category").selectOption("Market Trends");
  const generated = page.waitForResponse((response) => response.url().endsWith("/api/content/articles/generate"));
  await page.getByRole("button", { name: "Generate Article" }).click();
  const { id, title } = (await (await generated).json()) as { id: string; title: string };
  const row = page.getByTestId("article-row").filter({ hasText: title });
  await expect(row).toContainText("draft");

  await row.getByRole("button", { name: `Schedule ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule publishing" });
  // The firm's zone is offered first.
  await expect(dialog.getByLabel("Time zone")).toHaveValue("America/New_York");
  await dialog.getByLabel("Publish date").fill("2031-03-09");
  await dialog.getByLabel("Publish time").fill("10:15");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/article-schedule-390.png" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole("button", { name: "Schedule" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("toast")).toContainText("Scheduled to publish on March 9, 2031 at 10:15 AM ET");
  const scheduled = page.getByTestId("article-row").filter({ hasText: title });
  await expect(scheduled.getByTestId("article-scheduled")).toHaveText(
    "Scheduled to publish on March 9, 2031 at 10:15 AM ET",
  );
  await expect(scheduled).toContainText("approved");
  await expect(scheduled.getByRole("button", { name: `Reschedule ${title}` })).toBeVisible();
  await page.screenshot({ path: "test-results/article-scheduled-1280.png", fullPage: true });

  const gone = await page.request.delete(`/api/content/articles/${id}`, {
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(gone.status()).toBe(200);
});
