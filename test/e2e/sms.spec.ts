import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

test("a signed-out visitor of the SMS page is told to log in and sent to /login", async ({ page }) => {
  // The message stands for half a second before the redirect: waited for from before the navigation (a wait that
  // watches the page, not an assertion that polls, which on a slow run looked between two of its polls and missed it).
  const redirecting = page.getByText("Redirecting to login...").waitFor();
  await page.goto("/admin/sms");
  await redirecting;
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Authentication Required");
  await expect(toast).toContainText("Please log in to access SMS Management.");
  await page.waitForURL("**/login");
});

test("an SMS setting is saved as it is edited and is still there after a reload; Send waits for an active service", async ({
  page,
}) => {
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await page.goto("/admin/sms");
  await expect(page).toHaveTitle("SMS Management | Admin Dashboard");
  await expect(page.getByText("SMS service inactive: Twilio is not configured").first()).toBeVisible();

  await page.getByLabel("Monthly volume").selectOption("10000");
  await expect(page.getByTestId("toast")).toContainText("Settings Updated");
  await page.getByLabel("Toll-free number", { exact: true }).fill("800-555");
  await page.getByLabel("Opt-in type").focus();
  await expect(page.getByText("Enter the number in E.164 form, e.g. +18005550142", { exact: true })).toBeVisible();
  await page.getByLabel("Toll-free number", { exact: true }).fill("+18005550142");
  await page.getByLabel("Opt-in type").focus();
  await expect(page.getByTestId("toast")).toContainText("Settings Updated");

  await page.reload();
  await expect(page.getByLabel("Monthly volume")).toHaveValue("10000");
  await expect(page.getByLabel("Toll-free number", { exact: true })).toHaveValue("+18005550142");

  await page.getByRole("tab", { name: "Send Test" }).click();
  await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();
  await expect(page.getByText("SMS service must be active to send messages")).toBeVisible();
});
