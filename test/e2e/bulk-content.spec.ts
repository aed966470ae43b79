import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

test("bulk generation shows true counts rising to 100, survives a reload, and the articles reach /resources", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await page.goto("/admin/bulk-content");
  await expect(page.getByRole("heading", { level: 1, name: "Bulk Content Generation" })).toBeVisible();

  const started = page.waitForResponse(
    (response) => response.url().endsWith("/api/content/bulk-generate") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Generate 100 Articles" }).click();
  expect((await started).status()).toBe(202);
  await expect(page).toHaveURL(/\/admin\/bulk-content\?batch=[\w-]+$/);
  const batchId = new URL(page.url()).searchParams.get("batch")!;

  // The count is what the server has written, read while the queue works: it rises, it does not jump to a guess.
  const count = page.getByTestId("bulk-count");
  const bar = page.getByRole("progressbar", { name: "Bulk generation progress" });
  await expect(count).toContainText(/\d+ of 100 written/);
  const seen = new Set<number>();
  await expect
    .poll(
      async () => {
        const written = Number((await count.textContent())?.match(/(\d+) of 100 written/)?.[1] ?? -1);
        seen.add(written);
        return written;
      },
      { timeout: 90_000, intervals: [200] },
    )
    .toBe(100);
  expect(seen.size).toBeGreaterThan(1);
  await expect(bar).toHaveAttribute("aria-valuenow", "100");
  await expect(page.getByRole("heading", { name: "Generated 100 articles" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Career Guidance" })).toContainText("10");

  // The batch is in the address: a reload shows the same finished run.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Generated 100 articles" })).toBeVisible();

  await page.goto("/resources");
  await expect(page.getByRole("heading", { level: 1, name: "Career Resources" })).toBeVisible();
  // The seed's dozen articles and the hundred new ones.
  const total = page.getByText(/Showing \d+ of \d+ resources/);
  await expect(total).toBeVisible();
  expect(Number((await total.textContent())?.match(/of (\d+) resources/)?.[1])).toBeGreaterThanOrEqual(100);

  // The hundred articles go again, through the API as staff would delete them, so later tests that search
  // /resources for a generated title find only their own.
  const ids = queryE2eDb<{ article_id: string }>(
    `select article_id from bulk_generation_items where batch_id = ${sqlText(batchId)}`,
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
