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
  const issue = page.getByTestId("newsletter-issue").filter({ hasText: "E2E issue" });
  page.once("dialog", (dialog) => dialog.accept());
  await issue.getByRole("button", { name: "Send to subscribers" }).click();
  // Every confirmed subscriber's email is handed to the delivery pipeline: the queued count reaches the total.
  // Other tests' subscribers may be confirmed too: whatever the total, every one of them is queued.
  await expect(issue.getByTestId("newsletter-counts")).toContainText(/sent of ([1-9]\d*) · \1 queued/, {
    timeout: 15_000,
  });
  await expect(issue).toContainText("sent", { timeout: 15_000 });
});
