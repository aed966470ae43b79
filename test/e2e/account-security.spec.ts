import { Secret, TOTP } from "otpauth";
import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { adminCredentials, createUserAsAdmin, signInThroughForm } from "./staff";

/** The code an authenticator app would show for `secret` at `at` (the app's clock). */
function appCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), period: 30 }).generate({ timestamp: at });
}

test("a staff member enrols in two-factor from the QR code's text, signs out, and signs in with a code", async ({
  page,
  request,
  baseURL,
}) => {
  const user = { username: `e2e-mfa-${Date.now()}`, password: "e2e-mfa-password", role: "recruiter" };
  await createUserAsAdmin(request, baseURL!, user);
  await signInThroughForm(page, user.username, user.password);

  // The header's user link leads to the account page.
  await page.getByRole("link", { name: `My account: ${user.username}` }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole("heading", { name: "My Account" })).toBeVisible();
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const alt = (await page.getByTestId("mfa-qr").getAttribute("alt")) ?? "";
  const secret = /Secret key: ([A-Z2-7]+)/.exec(alt)?.[1];
  expect(secret).toBeTruthy();

  await page.getByLabel("Code from the app").fill("000000");
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("That code is not right")).toBeVisible();
  await page.getByLabel("Code from the app").fill(appCode(secret!));
  await page.getByRole("button", { name: "Turn on" }).click();
  const codes = page.getByTestId("backup-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByTestId("backup-codes")).toHaveCount(0);
  await expect(page.getByLabel("Current code from the app")).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL((url) => url.pathname === "/");

  await page.goto("/login");
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  // The code used to enrol cannot be used again: the app's next code (one step ahead is accepted) signs in.
  await page.getByLabel("Authentication code").fill(appCode(secret!, Date.now() + 30_000));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Login successful! Redirecting to admin dashboard...")).toBeVisible();
  await page.waitForURL("**/admin/**");
  await page.goto("/admin/account");
  await expect(page.getByTestId("session-row").filter({ hasText: "This browser" })).toHaveCount(1);
});

test("after an admin's reset the user is held on the account page until they choose a new password", async ({
  page,
  request,
  baseURL,
}) => {
  const user = { username: `e2e-reset-${Date.now()}`, password: "e2e-reset-password", role: "recruiter" };
  await createUserAsAdmin(request, baseURL!, user);
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await page.goto("/admin/users");
  const card = page.getByTestId("user-card").filter({ hasText: user.username });
  await expect(card).toContainText("Off");
  await card.getByRole("button", { name: `Reset password of ${user.username}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Temporary password").fill("temporary-pass-1");
  await dialog.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByTestId("toast")).toContainText("Password reset");
  await expect(card).toContainText("Temporary: to be changed");
  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL((url) => url.pathname === "/");

  await page.goto("/login");
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Password", { exact: true }).fill("temporary-pass-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/admin/account");
  await expect(page.getByTestId("account-requirement")).toContainText("Choose a new password");
  // Any other back-office page leads back here.
  await page.goto("/admin/applications");
  await page.waitForURL("**/admin/account");

  await page.getByLabel("Current password").fill("temporary-pass-1");
  await page.getByLabel("New password").fill("password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password must be at least 15 characters")).toBeVisible();
  await page.getByLabel("New password").fill("1qaz2wsx3edc4rfv");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("common or breached")).toBeVisible();
  await page.getByLabel("New password").fill("amber-kettle-orchard-19");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByTestId("toast")).toContainText("Password changed");
  await expect(page.getByTestId("account-requirement")).toHaveCount(0);
  await page.goto("/admin/applications");
  await expect(page).toHaveURL(/\/admin\/applications/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

/** The path of the confirmation link in the newest email queued to `recipient`. */
function confirmLinkEmailedTo(recipient: string): string {
  const [row] = queryE2eDb<{ payload: string }>(
    `select payload from deliveries where recipient = ${sqlText(recipient)} order by created_at desc limit 1`,
  );
  const url = (JSON.parse(row!.payload) as { text: string }).text.match(/https?:\/\/\S+\/confirm-email\?token=\S+/);
  return new URL(url![0]).pathname + new URL(url![0]).search;
}

test("a staff member changes their email: password asked, pending until the new address's link is confirmed without scripts", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const run = Date.now();
  const user = { username: `e2e-email-${run}`, password: "e2e-email-password", role: "recruiter" };
  const oldAddress = `e2e-email-${run}@example.com`;
  const newAddress = `e2e-email-new-${run}@example.com`;
  await createUserAsAdmin(request, baseURL!, user);
  queryE2eDb(`update users set email = ${sqlText(oldAddress)} where username = ${sqlText(user.username)}`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughForm(page, user.username, user.password);
  await page.goto("/admin/account");
  const panel = page.getByRole("region", { name: "Email address" });
  await expect(panel.getByTestId("email-current")).toHaveText(`Your address: ${oldAddress}`);
  // No second factor enrolled: no code field.
  await expect(panel.getByLabel(/Code from your authenticator app/)).toHaveCount(0);

  await panel.getByLabel(/New email address/).fill(newAddress);
  await panel.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(panel.getByText("Current password is required")).toBeVisible();
  await panel.getByLabel(/Current password/).fill("not-the-password");
  await panel.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(panel.getByText("Current password is not right")).toBeVisible();
  await panel.getByLabel(/Current password/).fill(user.password);
  await panel.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(page.getByTestId("toast").first()).toContainText(`We sent a link to ${newAddress}`);
  const pending = panel.getByTestId("email-pending");
  await expect(pending).toContainText(`We sent a link to ${newAddress}.`);
  await expect(pending).toContainText(`Until then ${oldAddress} receives your password resets`);
  await expect(panel.getByTestId("email-current")).toHaveText(`Your address: ${oldAddress}`);
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/email-change-pending-1280.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId("email-pending")).toContainText(newAddress);
  await page.screenshot({ path: "test-results/email-change-pending-390.png", fullPage: true });
  const width = await page.evaluate("document.documentElement.scrollWidth");
  expect(width).toBeLessThanOrEqual(390);

  // The old address was told, naming the new one.
  const [notice] = queryE2eDb<{ summary: string }>(
    `select summary from deliveries where recipient = ${sqlText(oldAddress)} order by created_at desc limit 1`,
  );
  expect(notice?.summary).toBe(`The email address of ${user.username} is being changed`);

  // The link opens in a browser without scripts; its button confirms.
  const noScripts = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const mail = await noScripts.newPage();
  await mail.goto(confirmLinkEmailedTo(newAddress));
  await expect(mail.getByRole("heading", { name: "Confirm your new email address" })).toBeVisible();
  await expect(mail.getByText(newAddress)).toBeVisible();
  await mail.screenshot({ path: "test-results/email-confirm-390.png", fullPage: true });
  await mail.getByRole("button", { name: "Confirm this address" }).click();
  await expect(mail.getByRole("heading", { name: "Email address confirmed" })).toBeVisible();
  await expect(mail.getByRole("status")).toContainText(`${newAddress} is now the email address of ${user.username}`);
  await mail.screenshot({ path: "test-results/email-confirmed-390.png", fullPage: true });
  await noScripts.close();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(page.getByTestId("email-current")).toHaveText(`Your address: ${newAddress}`);
  await expect(page.getByTestId("email-pending")).toHaveCount(0);
});
