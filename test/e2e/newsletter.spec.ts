import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("a reader subscribes on /resources: a bad address comes back with its message, a good one lands on the confirmation page", async ({
    page,
  }) => {
    await page.goto("/resources");
    const signup = page.getByRole("region", { name: "Get our best articles by email" });
    await signup.getByLabel("Email address").fill("not-an-address");
    await signup.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("alert")).toContainText("Enter a valid email address");
    await expect(
      page.getByRole("region", { name: "Get our best articles by email" }).getByLabel("Email address"),
    ).toHaveValue("not-an-address");
    await page
      .getByRole("region", { name: "Get our best articles by email" })
      .getByLabel("Email address")
      .fill("reader-e2e@example.com");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter\/sent$/);
    await expect(page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
  });
});

test("staff read the confirmation on the deliveries screen, the reader confirms, and staff send an issue to the total", async ({
  page,
}) => {
  await page.goto("/resources");
  await page.getByLabel("Email address").fill("confirm-e2e@example.com");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/newsletter\/sent$/);

  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  // The confirmation email, read on the deliveries screen (email is not connected here: it waits to go).
  await page.goto("/admin/deliveries");
  await page.getByRole("searchbox", { name: "Search messages by recipient" }).fill("confirm-e2e@example.com");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page
    .getByTestId("deliveries")
    .getByRole("row")
    .filter({ hasText: "confirm-e2e@example.com" })
    .getByRole("link", { name: "Read the email waiting to go" })
    .first()
    .click();
  await expect(page.getByText("Not sent yet")).toBeVisible();
  const emailText = await page.getByTestId("sent-email-text").textContent();
  const link = /\/newsletter\/confirm\/[\w-]+/.exec(emailText ?? "")?.[0];
  expect(link).toBeTruthy();
  // Other tests' readers are in the count too: the reader's confirmation adds one to it.
  const counts = page.getByTestId("subscriber-counts");
  const confirmedOf = async () => Number(/(\d+) confirmed/.exec((await counts.textContent()) ?? "")?.[1]);
  await page.goto("/admin/newsletter");
  await expect(counts).toContainText(/\d+ confirmed/);
  const before = await confirmedOf();
  await page.goto(link!);
  await expect(page.getByText("Your subscription is confirmed.")).toBeVisible();

  await page.goto("/admin/newsletter");
  await expect(counts).toContainText(new RegExp(`(^|\\D)${before + 1} confirmed`));
  await page.getByLabel("Subject").fill("E2E issue");
  await page.locator('input[id^="issue-article-"]').first().check();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByTestId("newsletter-issue").filter({ hasText: "E2E issue" })).toBeVisible();

  // The saved draft opens in the form and its changes are saved to it.
  await page.getByRole("button", { name: "Edit E2E issue" }).click();
  const edit = page.getByRole("form", { name: "Edit draft" });
  await expect(edit.getByLabel("Subject")).toHaveValue("E2E issue");
  await expect(edit.locator('input[id^="issue-article-"]:checked')).toHaveCount(1);
  await edit.getByLabel("Subject").fill("E2E issue, edited");
  await edit.getByRole("textbox", { name: "Intro" }).fill("Edited after saving.");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("toast")).toContainText("Draft updated");
  await expect(page.getByRole("form", { name: "New issue" })).toBeVisible();
  const issue = page.getByTestId("newsletter-issue").filter({ hasText: "E2E issue, edited" });
  await expect(issue).toBeVisible();
  await page.reload();
  await expect(issue).toBeVisible();

  // Sending asks in the page, not in a browser pop-up; Cancel sends nothing.
  const popups: string[] = [];
  page.on("dialog", (dialog) => {
    popups.push(dialog.message());
    void dialog.dismiss();
  });
  await issue.getByRole("button", { name: "Send to subscribers" }).click();
  const ask = page.getByRole("alertdialog", { name: "Send this issue?" });
  await expect(ask).toContainText('"E2E issue, edited" goes to every confirmed subscriber');
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toBeHidden();
  await expect(issue).toContainText("draft");
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate("document.documentElement.scrollWidth")).toBe(390);
  await page.screenshot({ path: "test-results/newsletter-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: "test-results/newsletter-1280.png", fullPage: true });
  await issue.getByRole("button", { name: "Send to subscribers" }).click();
  await ask.getByRole("button", { name: "Send to subscribers" }).click();
  expect(popups).toEqual([]);
  // Every confirmed subscriber's email is handed to the delivery pipeline: the queued count reaches the total.
  // Other tests' subscribers may be confirmed too: whatever the total, every one of them is queued.
  await expect(issue.getByTestId("newsletter-counts")).toContainText(/sent of ([1-9]\d*) · \1 queued/, {
    timeout: 15_000,
  });
  await expect(issue).toContainText("sent", { timeout: 15_000 });
});

test("the subscriber counts update after an import, without a reload", async ({ page }) => {
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await page.goto("/admin/newsletter");
  const counts = page.getByTestId("subscriber-counts");
  await expect(counts).toContainText(/\d+ confirmed/);
  const before = Number(/(\d+) confirmed/.exec((await counts.textContent()) ?? "")?.[1]);
  await page.getByLabel("Import a CSV of addresses that agreed to receive the newsletter").setInputFiles({
    name: "consented.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("email\nimport-e2e-1@example.com\nimport-e2e-2@example.com\n"),
  });
  await page.getByRole("button", { name: "Import (I confirm they consented)" }).click();
  await expect(page.getByRole("status").filter({ hasText: "imported" })).toContainText("2 imported");
  await expect(counts).toContainText(new RegExp(`(^|\\D)${before + 2} confirmed`));
});
