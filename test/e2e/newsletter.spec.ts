import { queryE2eDb, sqlText } from "./db";
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
  // The confirmation email waits in the outbox (no email service locally); its link, as the email carries it.
  const [email] = queryE2eDb<{ payload: string }>(
    `select payload from deliveries where recipient = ${sqlText("confirm-e2e@example.com")} order by created_at desc limit 1`,
  );
  const link = /\/newsletter\/confirm\/[\w-]+/.exec(JSON.parse(email!.payload).text)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByText("Your subscription is confirmed.")).toBeVisible();

  await page.goto("/admin/newsletter");
  await expect(page.getByTestId("subscriber-counts")).toContainText("1 confirmed");
  await page.getByLabel("Subject").fill("E2E issue");
  await page.locator('input[id^="issue-article-"]').first().check();
  await page.getByRole("button", { name: "Save draft" }).click();
  const issue = page.getByTestId("newsletter-issue").filter({ hasText: "E2E issue" });
  page.once("dialog", (dialog) => dialog.accept());
  await issue.getByRole("button", { name: "Send to subscribers" }).click();
  await expect(issue.getByTestId("newsletter-counts")).toContainText("1 queued", { timeout: 15_000 });
  await expect(issue).toContainText("sent", { timeout: 15_000 });
});
