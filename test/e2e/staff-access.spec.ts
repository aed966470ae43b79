import { expect, test } from "./fixtures";
import { adminCredentials, createUserAsAdmin, signInThroughForm } from "./staff";

test.describe("staff sign-in", () => {
  test("an admin signs in, sees the back office and its areas, and logs out", async ({ page }) => {
    const admin = adminCredentials();
    await page.goto("/login");
    await expect(page).toHaveTitle(/Staff Login/);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Please enter both username and password")).toBeVisible();

    await page.getByRole("button", { name: "Show password" }).click();
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();

    await signInThroughForm(page, admin.username, admin.password);
    // Staff land on the desk, the first section of the navigation (decision 064).
    await expect(page).toHaveURL(/\/admin\/desk$/);
    await expect(page.getByRole("heading", { level: 1, name: "Desk" })).toBeVisible();
    const areas = page.getByRole("navigation", { name: "Back office" });
    for (const name of ["Content", "Jobs", "Staff areas", "Users", "SMS", "CRM"]) {
      await expect(areas.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId("admin-username")).toHaveText(admin.username);

    // The cookie, not local storage, is what grants access.
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === "session");
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    await page.goto("/admin/users");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("without scripts the sign-in form stays disabled, so a password never goes into an address", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/login");
    await expect(page.getByLabel("Password", { exact: true })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Sign In" })).toBeDisabled();
    await context.close();
  });

  test("a wrong password shows the Login Failed toast", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Login Failed");
    await expect(toast).toContainText("Invalid username or password");
  });

  test("a signed-in visitor sees Logout in the public header", async ({ page }) => {
    const admin = adminCredentials();
    await signInThroughForm(page, admin.username, admin.password);
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("button", { name: "Logout" })).toBeVisible();
  });

  test("a recruiter is refused the users page and its API, but reaches jobs", async ({ page, request, baseURL }) => {
    await createUserAsAdmin(request, baseURL!, {
      username: "e2e-recruiter",
      password: "recruiter-pass-1",
      role: "recruiter",
    });
    await signInThroughForm(page, "e2e-recruiter", "recruiter-pass-1");
    await expect(page).toHaveURL(/\/admin\/desk$/);
    const areas = page.getByRole("navigation", { name: "Back office" });
    await expect(areas.getByRole("link", { name: "Jobs", exact: true })).toBeVisible();
    await expect(areas.getByRole("link", { name: "Users", exact: true })).toHaveCount(0);

    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { name: "No access to this area" })).toBeVisible();
    const status = await page.evaluate(
      async () => (await fetch("/api/admin/users", { credentials: "include" })).status,
    );
    expect(status).toBe(403);

    await page.goto("/admin/jobs");
    await expect(page.getByRole("heading", { name: "No access to this area" })).toHaveCount(0);
  });

  test("staff without the desk land on the first section they may reach", async ({ page, request, baseURL }) => {
    await createUserAsAdmin(request, baseURL!, {
      username: "e2e-marketer",
      password: "marketer-pass-1",
      role: "recruiter",
      permissions: ["content"],
    });
    await signInThroughForm(page, "e2e-marketer", "marketer-pass-1");
    await expect(page).toHaveURL(/\/admin\/content$/);
    await expect(page.getByRole("heading", { name: "No access to this area" })).toHaveCount(0);
    // The firm's name in the top bar leads to the same start.
    await page.goto("/admin/account");
    await page
      .getByRole("banner")
      .getByRole("link", { name: /Talent Partners/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/content$/);
  });
});
