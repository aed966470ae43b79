import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

const MARKDOWN = [
  "## Why it matters",
  "",
  "Hire **fast** and *well*.",
  "",
  '<img src="x" onerror="window.__typedHtml = 1"><script>window.__typedHtml = 2</script>',
].join("\n");

test("a marketer previews Markdown as the article page shows it, gets unsaved edits back after a reload, is asked before closing, and schedules the article", async ({
  page,
}) => {
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await page.goto("/admin/content");
  const toast = page.getByTestId("toast");
  const generated = page.waitForResponse((response) => response.url().endsWith("/api/content/articles/generate"));
  await page.getByRole("button", { name: "Generate Article" }).click();
  const { id, title } = (await (await generated).json()) as { id: string; title: string };

  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Article" });
  await dialog.getByLabel("Content").fill(MARKDOWN);
  await dialog.getByRole("tab", { name: "Preview" }).click();
  const preview = dialog.getByTestId("article-preview");
  await expect(preview.getByRole("heading", { level: 2, name: "Why it matters" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("fast");
  await expect(preview.locator("em")).toHaveText("well");
  // What was typed as HTML is shown as text, never run.
  await expect(preview).toContainText('<img src="x" onerror="window.__typedHtml = 1">');
  await expect(preview.locator("img, script")).toHaveCount(0);
  expect(await page.evaluate(() => (globalThis as { __typedHtml?: number }).__typedHtml)).toBeUndefined();

  // Reloading with unsaved edits asks; leaving anyway keeps them in this browser.
  const asked = new Promise<string>((resolve) =>
    page.once("dialog", async (prompt) => {
      resolve(prompt.type());
      await prompt.accept();
    }),
  );
  await page.reload();
  expect(await asked).toBe("beforeunload");
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  await expect(dialog.getByRole("status")).toContainText("Your unsaved changes from");
  await expect(dialog.getByLabel("Content")).toHaveValue(MARKDOWN);

  // Closing with unsaved edits asks; staying keeps them, and saving saves them.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  const leave = page.getByRole("alertdialog", { name: "Discard unsaved changes?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Cancel" }).click();
  await expect(leave).toHaveCount(0);
  await expect(dialog.getByLabel("Content")).toHaveValue(MARKDOWN);
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast).toContainText("Article updated successfully!");
  await page.reload();
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  await expect(dialog.getByLabel("Content")).toHaveValue(MARKDOWN);
  await expect(dialog.getByRole("status")).toHaveCount(0);

  // A time in the past is refused under its field; a time in Los Angeles is shown on that clock.
  await dialog.getByLabel("Publish date").fill("2020-01-01");
  await dialog.getByRole("button", { name: "Schedule" }).click();
  await expect(dialog.getByText("Choose a date and time in the future")).toBeVisible();
  await dialog.getByLabel("Publish date").fill("2030-07-01");
  await dialog.getByLabel("Publish time").fill("09:00");
  await dialog.getByLabel("Time zone").selectOption("America/Los_Angeles");
  await dialog.getByRole("button", { name: "Schedule" }).click();
  await expect(dialog.getByTestId("article-publish-time")).toContainText("Publishes on July 1, 2030 at 9:00 AM PT");
  await dialog.getByRole("button", { name: "Close" }).click();
  const row = page.getByTestId("article-row").filter({ hasText: title });
  await expect(row.getByTestId("article-scheduled")).toHaveText("Scheduled to publish on July 1, 2030 at 9:00 AM PT");
  await expect(row).toContainText("approved");

  // Not on the public site before its time.
  const publicAnswer = await page.request.get(`/api/content/published-articles/${id}`);
  expect(publicAnswer.status()).toBe(404);

  await row.getByRole("button", { name: `Edit ${title}` }).click();
  await dialog.getByRole("button", { name: "Take off the schedule" }).click();
  await expect(toast).toContainText("Taken off the schedule");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page.getByTestId("article-row").filter({ hasText: title }).getByTestId("article-scheduled")).toHaveCount(
    0,
  );
});

test("the newsletter's subscriber list pages through its search, with the page in the URL", async ({ page }) => {
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await page.goto("/admin/newsletter");
  const csv = ["email", ...Array.from({ length: 60 }, (_, n) => `pager-${String(n).padStart(2, "0")}@example.com`)];
  await page.getByLabel("Import a CSV").setInputFiles({
    name: "consenting.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv.join("\n")),
  });
  await page.getByRole("button", { name: "Import (I confirm they consented)" }).click();
  await expect(page.getByRole("status").filter({ hasText: "imported" })).toContainText("60 imported");

  await page.getByRole("searchbox", { name: "Search subscribers" }).fill("pager-");
  await page.getByRole("searchbox", { name: "Search subscribers" }).press("Enter");
  const range = page.getByTestId("subscribers-range");
  const rows = page.getByTestId("newsletter-subscribers").getByRole("listitem");
  await expect(range).toHaveText("Showing 1-50 of 60");
  await expect(rows).toHaveCount(50);
  await page.getByRole("navigation", { name: "Subscriber pages" }).getByRole("button", { name: "Next" }).click();
  await expect(range).toHaveText("Showing 51-60 of 60");
  await expect(rows).toHaveCount(10);
  await expect(page).toHaveURL(/[?&]q=pager-.*&page=2|[?&]page=2.*&q=pager-/);

  await page.reload();
  await expect(range).toHaveText("Showing 51-60 of 60");
  await expect(page.getByRole("searchbox", { name: "Search subscribers" })).toHaveValue("pager-");
  await page.getByLabel("Status").selectOption("unsubscribed");
  await expect(page.getByText("No subscriber matches.")).toBeVisible();
  await expect(page).not.toHaveURL(/page=2/);
});
