import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

test("bulk generation asks first, writes drafts with true counts, can be cancelled, and publishes only what staff approve", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  const publicTotal = async () =>
    Number((await page.request.get("/api/content/published-articles?limit=1")).headers()["x-total-count"]);
  const publishedBefore = await publicTotal();
  const feedBefore = await (await page.request.get("/feeds/articles.xml")).text();

  await page.goto("/admin/bulk-content");
  await expect(page.getByRole("heading", { level: 1, name: "Bulk Content Generation" })).toBeVisible();

  // One click only asks; "Cancel" in the question starts nothing.
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/content/bulk-generate")) posts.push(request.url());
  });
  await page.getByRole("button", { name: "Generate 100 Articles" }).click();
  const question = page.getByRole("alertdialog", { name: "Generate 100 draft articles?" });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  expect(posts).toHaveLength(0);

  // From a prompt: its variables go into every title.
  await page
    .getByRole("textbox", { name: "Prompt", exact: true })
    .fill("Write a guide for a {{role}} in {{industry}} weighing a counteroffer.");
  await page.getByRole("textbox", { name: "role" }).fill("Plant manager");
  await page.getByRole("textbox", { name: "industry" }).fill("Indianapolis manufacturing");
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate("document.documentElement.scrollWidth")).toBe(390);
  await page.screenshot({ path: "test-results/bulk-prompt-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "Generate 100 Articles" }).click();
  await expect(question).toContainText("from your prompt");
  const started = page.waitForResponse(
    (response) => response.url().endsWith("/api/content/bulk-generate") && response.request().method() === "POST",
  );
  await question.getByRole("button", { name: "Generate 100 drafts" }).click();
  expect((await started).status()).toBe(202);
  await expect(page).toHaveURL(/\/admin\/batches\/[\w-]+$/);
  const batchId = new URL(page.url()).pathname.split("/").at(-1)!;

  // The count is what the server has written, read while the queue works.
  const count = page.getByTestId("bulk-count");
  const written = async () => Number((await count.textContent())?.match(/(\d+) of 100 written/)?.[1] ?? -1);
  await expect.poll(written, { timeout: 60_000, intervals: [200] }).toBeGreaterThanOrEqual(5);

  // Cancel while it runs: the rest is never written.
  await page.getByRole("button", { name: "Cancel generation" }).click();
  await expect(page.getByTestId("toast")).toContainText("Generation cancelled");
  const heading = page.getByRole("heading", { name: /^Generated \d+ draft articles$/ });
  await expect(heading).toBeVisible();
  const kept = Number((await heading.textContent())!.match(/\d+/)![0]);
  expect(kept).toBeGreaterThanOrEqual(5);
  expect(kept).toBeLessThan(100);
  await expect(count).toContainText(`${kept} of 100 written, ${100 - kept} cancelled`);
  // Read again from the server: an article still being written when the cancel landed is stored only while its item
  // is pending, in one transaction (worker tests: "an article being written when staff cancel is discarded").
  await page.reload();
  await expect(count).toContainText(`${kept} of 100 written, ${100 - kept} cancelled`);
  const drafts = page.getByTestId("bulk-article");
  await expect(drafts).toHaveCount(kept);

  // Nothing public moved.
  expect(await publicTotal()).toBe(publishedBefore);
  expect(await (await page.request.get("/feeds/articles.xml")).text()).toBe(feedBefore);

  await expect(drafts.first().getByRole("link")).toContainText("Plant Manager");
  await expect(drafts.first().getByRole("link")).toContainText("Indianapolis Manufacturing");

  // Review: approve two, then publish them; they reach /resources, the other drafts do not.
  const firstTitle = (await drafts.nth(0).getByRole("link").textContent())!;
  await drafts.nth(0).getByRole("checkbox").check();
  await drafts.nth(1).getByRole("checkbox").check();
  await expect(page.getByTestId("bulk-selected")).toHaveText("2 selected");
  await page.getByRole("button", { name: "Publish selected", exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText("0 articles published. 2 skipped (not approved yet).");
  await page.getByRole("button", { name: "Approve selected" }).click();
  await expect(page.getByTestId("toast")).toContainText("2 articles approved.");
  await expect(drafts.nth(0)).toContainText("approved");
  await page.getByRole("button", { name: "Publish selected", exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText("2 articles published.");
  await expect(drafts.nth(0)).toContainText("published");
  expect(await publicTotal()).toBe(publishedBefore + 2);

  // Trickled: the next two released one a day at 09:00 from a day ahead; neither is public before its day.
  await drafts.nth(0).getByRole("checkbox").uncheck();
  await drafts.nth(1).getByRole("checkbox").uncheck();
  await drafts.nth(2).getByRole("checkbox").check();
  await drafts.nth(3).getByRole("checkbox").check();
  const release = page.getByRole("form", { name: "Publish one a day" });
  await release.getByLabel("First day").fill("2031-05-01");
  await release.getByLabel("At").fill("09:00");
  await release.getByLabel("Time zone").selectOption("America/Chicago");
  await release.getByRole("button", { name: "Publish selected one a day" }).click();
  await expect(page.getByTestId("toast")).toContainText("2 articles scheduled, one a day at 09:00.");
  await expect(drafts.nth(2)).toContainText("publishes on May 1, 2031 at 9:00 AM CT");
  await expect(drafts.nth(3)).toContainText("publishes on May 2, 2031 at 9:00 AM CT");
  await expect(drafts.nth(3)).toContainText("approved");
  expect(await publicTotal()).toBe(publishedBefore + 2);
  await page.screenshot({ path: "test-results/bulk-release-1280.png", fullPage: true });

  // A draft's link opens it in the editor.
  await drafts.nth(2).getByRole("link").click();
  await expect(page).toHaveURL(/\/admin\/content\?article=/);
  const editor = page.getByRole("dialog", { name: "Edit Article" });
  await expect(editor.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(
    (
      await queryE2eDb<{ title: string }>(
        `select a.title from bulk_generation_items i join articles a on a.id = i.article_id where i.batch_id = ${sqlText(batchId)} order by i.position limit 1 offset 2`,
      )
    )[0]!.title,
  );
  await editor.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/content$/);

  // The first one is on its public page now.
  await page.goto(`/resources`);
  await expect(page.getByRole("heading", { level: 1, name: "Career Resources" })).toBeVisible();
  await expect(page.getByRole("heading", { name: firstTitle })).toBeVisible();

  // The batch's articles go again, through the API as staff would delete them, so later tests that search
  // /resources for a generated title find only their own.
  const ids = queryE2eDb<{ article_id: string }>(
    `select article_id from bulk_generation_items where batch_id = ${sqlText(batchId)} and article_id is not null`,
  );
  for (const { article_id } of ids) {
    expect(
      (
        await page.request.delete(`/api/content/articles/${article_id}`, {
          headers: { Origin: new URL(page.url()).origin },
        })
      ).status(),
    ).toBe(200);
  }
});

test("the marketer chooses the batch's size, leaves, and comes back to the batch from the navigation", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await page.goto("/admin/bulk-content");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/content/bulk-generate")) posts.push(request.url());
  });

  // A size out of range is named at the field and asks nothing.
  const size = page.getByRole("spinbutton", { name: "Number of articles" });
  await size.fill("0");
  await page.getByRole("button", { name: "Generate 100 Articles" }).click();
  await expect(page.getByText("Number of articles must be at least 1")).toBeVisible();
  await expect(size).toHaveAttribute("aria-invalid", "true");
  expect(posts).toHaveLength(0);

  await size.fill("6");
  await page.getByLabel("Category").selectOption("Networking Tips");
  await page.getByRole("button", { name: "Generate 6 Articles" }).click();
  const question = page.getByRole("alertdialog", { name: "Generate 6 draft articles?" });
  await question.getByRole("button", { name: "Generate 6 drafts" }).click();
  await expect(page).toHaveURL(/\/admin\/batches\/[\w-]+$/);
  const batchId = new URL(page.url()).pathname.split("/").at(-1)!;
  await expect(page.getByTestId("bulk-count")).toContainText("Done: 6 of 6 written", { timeout: 60_000 });
  const titles = await page.getByTestId("bulk-article").getByRole("link").allInnerTexts();
  expect(new Set(titles).size).toBe(6);

  // Leave for another page; the batch is in the navigation's Batches, newest first.
  await page.goto("/admin/content");
  await page.getByTestId("admin-sidebar").getByRole("link", { name: "Batches" }).click();
  await expect(page).toHaveURL(/\/admin\/batches$/);
  await expect(page.getByRole("heading", { level: 1, name: "Batches" })).toBeVisible();
  const row = page.locator(`[data-batch-id="${batchId}"]`);
  await expect(row).toContainText("Networking Tips");
  await expect(row).toContainText("6 of 6 written");
  await expect(page.getByTestId("batches").locator("[data-batch-id]").first()).toHaveAttribute(
    "data-batch-id",
    batchId,
  );
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate("document.documentElement.scrollWidth")).toBe(390);
  await page.screenshot({ path: "test-results/batches-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: "test-results/batches-1280.png", fullPage: true });

  // Its review page, by address: the drafts with approve, as the bulk page showed them.
  await row.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/admin/batches/${batchId}$`));
  const drafts = page.getByTestId("bulk-article");
  await expect(drafts).toHaveCount(6);
  await expect(drafts.getByRole("link")).toHaveText(titles);
  await drafts.nth(0).getByRole("checkbox").check();
  await page.getByRole("button", { name: "Approve selected" }).click();
  await expect(page.getByTestId("toast")).toContainText("1 article approved.");
  await expect(drafts.nth(0)).toContainText("approved");

  // One draft scheduled from its row, without opening the editor.
  await drafts
    .nth(1)
    .getByRole("button", { name: `Schedule ${titles[1]}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Schedule publishing" });
  await dialog.getByLabel("Publish date").fill("2031-07-01");
  await dialog.getByLabel("Publish time").fill("08:30");
  await dialog.getByRole("button", { name: "Schedule" }).click();
  await expect(dialog).toBeHidden();
  await expect(drafts.nth(1)).toContainText("publishes on July 1, 2031 at 8:30 AM ET");
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate("document.documentElement.scrollWidth")).toBe(390);
  await page.screenshot({ path: "test-results/batch-review-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: "test-results/batch-review-1280.png", fullPage: true });

  // The batch's drafts go again, so later tests that search /resources for a generated title find only their own.
  for (const { article_id } of queryE2eDb<{ article_id: string }>(
    `select article_id from bulk_generation_items where batch_id = ${sqlText(batchId)} and article_id is not null`,
  )) {
    const gone = await page.request.delete(`/api/content/articles/${article_id}`, {
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(gone.status()).toBe(200);
  }
});

test("a prompt's variables are in the generated title and text, and the result opens its draft", async ({ page }) => {
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await page.goto("/admin/content-creation");
  await page
    .getByRole("textbox", { name: "Prompt", exact: true })
    .fill("Write a guide for a {{role}} in {{industry}} weighing a counteroffer.");
  await page.getByRole("textbox", { name: "role" }).fill("Plant manager");
  await page.getByRole("textbox", { name: "industry" }).fill("Indianapolis manufacturing");
  const generated = page.waitForResponse((response) => response.url().endsWith("/api/content/generate-from-prompt"));
  await page.getByRole("button", { name: "Generate Content" }).click();
  const article = (await (await generated).json()) as { id: string; title: string; content: string };
  expect(article.title).toContain("Plant Manager");
  expect(article.title).toContain("Indianapolis Manufacturing");
  expect(article.content).toContain("“Plant manager”");
  const result = page.getByRole("region", { name: "Generated article" });
  await expect(result.getByRole("heading", { name: article.title })).toBeVisible();

  await result.getByRole("link", { name: "Open the draft" }).click();
  await expect(page).toHaveURL(`/admin/content?article=${article.id}`);
  const editor = page.getByRole("dialog", { name: "Edit Article" });
  await expect(editor.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(article.title);
  await expect(editor.getByRole("textbox", { name: "Content", exact: true })).toHaveValue(/Indianapolis manufacturing/);
  const origin = new URL(page.url()).origin;
  expect(
    (await page.request.delete(`/api/content/articles/${article.id}`, { headers: { Origin: origin } })).status(),
  ).toBe(200);
});
