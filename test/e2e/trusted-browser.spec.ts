import { readFileSync } from "node:fs";
import { Secret, TOTP } from "otpauth";
import { expect, test } from "./fixtures";
import { createUserAsAdmin, signInThroughForm } from "./staff";

/** The code an authenticator app would show for `secret` at `at` (the app's clock). */
function appCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), period: 30 }).generate({ timestamp: at });
}

/** The sign-in form's password step; the second step, if asked, is left to the caller. */
async function passwordStep(page: import("@playwright/test").Page, username: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

async function signOut(page: import("@playwright/test").Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

test("on a phone: enrol from the otpauth link, trust the browser at sign-in, sign in again without a code, revoke it", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.setViewportSize({ width: 390, height: 844 });
  const user = { username: `e2e-trust-${Date.now()}`, password: "e2e-trust-password", role: "recruiter" };
  await createUserAsAdmin(request, baseURL!, user);
  await signInThroughForm(page, user.username, user.password);

  // Enrolment at 390 px: a tappable otpauth:// link and a button that copies the key.
  await page.goto("/admin/account");
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const appLink = page.getByRole("link", { name: "On this phone? Open it in your authenticator app" });
  await appLink.scrollIntoViewIfNeeded();
  await expect(appLink).toBeInViewport();
  const uri = (await appLink.getAttribute("href")) ?? "";
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  const secret = new URL(uri).searchParams.get("secret")!;
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const box = await appLink.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  const copyKey = page.getByRole("button", { name: "Copy key" });
  await copyKey.click();
  await expect(page.getByTestId("toast").filter({ hasText: "Key copied" })).toBeVisible();
  expect(await page.evaluate<string>("navigator.clipboard.readText()")).toBe(secret);

  await page.getByLabel("Code from the app").fill(appCode(secret, Date.now() - 30_000));
  await page.getByRole("button", { name: "Turn on" }).click();
  const codes = page.getByTestId("backup-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const shown = await codes.allTextContents();

  // Backup codes: copied, and downloaded as a .txt with every code.
  await page.getByRole("button", { name: "Copy codes" }).click();
  expect(await page.evaluate<string>("navigator.clipboard.readText()")).toBe(shown.join("\n"));
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download as .txt" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("backup-codes.txt");
  const file = readFileSync((await download.path())!, "utf8");
  for (const code of shown) expect(file).toContain(code);
  await page.getByRole("button", { name: "I have saved them" }).click();
  // The rest on a desktop, where the header's Logout button is at hand.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signOut(page);

  // The code step offers trust; ticked, the next sign-in needs the password alone.
  await passwordStep(page, user.username, user.password);
  await page.getByLabel("Authentication code").fill(appCode(secret));
  await page.getByLabel("Trust this browser for 30 days").check();
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Login successful! Redirecting to admin dashboard...")).toBeVisible();
  await page.waitForURL("**/admin/**");
  await signOut(page);

  await passwordStep(page, user.username, user.password);
  await expect(page.getByText("Login successful! Redirecting to admin dashboard...")).toBeVisible();
  await expect(page.getByLabel("Authentication code")).toHaveCount(0);
  await page.waitForURL("**/admin/**");

  // Listed on the account page; revoked there, the code is asked again.
  await page.goto("/admin/account");
  const panel = page.getByRole("region", { name: "Trusted browsers" });
  const rows = panel.getByTestId("trusted-browser-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Chrome");
  await rows.first().getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Browser no longer trusted" })).toBeVisible();
  await expect(rows).toHaveCount(0);
  await signOut(page);

  await passwordStep(page, user.username, user.password);
  await expect(page.getByLabel("Authentication code")).toBeVisible();
});
