import { Secret, TOTP } from "otpauth";
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
