import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { adminCredentials, createUserAsAdmin, signInThroughForm } from "./staff";

/**
 * "Forgot password?" from the sign-in page (issue 33 item 8, decision 067): the email is found on the deliveries
 * screen; its link sets a new password once and signs the account out everywhere. The browser tests' server sends
 * no email (not connected), so the link is read from the queued message's text.
 */

function resetLinkEmailedTo(recipient: string): string {
  const [row] = queryE2eDb<{ payload: string }>(
    `select payload from deliveries where recipient = ${sqlText(recipient)} order by created_at desc limit 1`,
  );
  const url = (JSON.parse(row!.payload) as { text: string }).text.match(/https?:\/\/\S+\/reset-password\?token=\S+/);
  return new URL(url![0]).pathname + new URL(url![0]).search;
}

test("a staff member resets a forgotten password from the sign-in page", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const run = Date.now();
  const username = `forgetful-${run}`;
  const email = `forgetful-${run}@example.com`;
  await createUserAsAdmin(page.request, baseURL!, { username, password: "forgotten-pass-1", role: "recruiter" });
  queryE2eDb(`update users set email = ${sqlText(email)} where username = ${sqlText(username)}`);

  // A session elsewhere, which the reset must end.
  const elsewhere = await browser.newContext({ baseURL });
  const other = await elsewhere.newPage();
  await signInThroughForm(other, username, "forgotten-pass-1");

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter your username");
  await page.getByLabel("Username").fill(username);
  await page.screenshot({ path: "test-results/forgot-password-desktop.png", fullPage: true });
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByText(/a link to choose a new password is on its way/)).toBeVisible();

  // The admin finds the email on the deliveries screen.
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  const admin = adminCredentials();
  await signInThroughForm(adminPage, admin.username, admin.password);
  await adminPage.goto(`/admin/deliveries?q=${encodeURIComponent(email)}`);
  await expect(adminPage.getByTestId("deliveries")).toContainText(`Choose a new password for ${username}`);
  await adminContext.close();

  const link = resetLinkEmailedTo(email);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expect(page.getByText(`For the account ${username}`)).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("a-new-harbour-lantern-47");
  await page.getByLabel("New password again").fill("a-different-one");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("alert")).toHaveText("The two passwords are not the same");
  await page.getByLabel("New password again").fill("a-new-harbour-lantern-47");
  await page.screenshot({ path: "test-results/reset-password-phone.png", fullPage: true });
  expect(await page.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByText(`Your password is set, ${username}.`)).toBeVisible();

  // The other session is over; the old password is refused; the new one signs in.
  await other.goto("/admin/notifications");
  await expect(other).toHaveURL(/\/login$/);
  await elsewhere.close();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("link", { name: "Sign in" }).click();
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill("forgotten-pass-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByTestId("toast")).toContainText("Invalid username or password");
  await signInThroughForm(page, username, "a-new-harbour-lantern-47");

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("This link does not work");
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/reset-password");
});
