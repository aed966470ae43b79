import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

/** The link of the newest email queued to `recipient` (the browser tests' server sends none: email is not connected). */
function linkEmailedTo(recipient: string): string {
  const [row] = queryE2eDb<{ payload: string }>(
    `select payload from deliveries where recipient = ${sqlText(recipient)} order by created_at desc limit 1`,
  );
  const match = (JSON.parse(row!.payload) as { text: string }).text.match(/https?:\/\/\S+\/reset-password\?token=\S+/);
  return new URL(match![0]).pathname + new URL(match![0]).search;
}

test("the users screen invites, edits, deactivates and deletes a user", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await page.goto("/admin/users");
  await expect(page).toHaveTitle("User Management | Admin Dashboard");
  const toast = page.getByTestId("toast");

  // Create
  await page.getByRole("button", { name: "Add User" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Create User" }).click();
  await expect(toast).toContainText("Validation Error");
  await expect(toast).toContainText("Username and email are required to send an invitation");
  await expect(dialog.getByRole("radio", { name: /Invite by email/ })).toBeChecked();
  await expect(dialog.getByLabel("Password")).toHaveCount(0);
  const email = `morgan-${Date.now()}@example.com`;
  await dialog.getByLabel("Username").fill("Morgan.Lee");
  await dialog.getByRole("textbox", { name: "Email" }).fill(email);
  await dialog.getByLabel("Role", { exact: true }).selectOption("recruiter");
  await dialog.getByLabel("Department").selectOption("marketing");
  // Custom access starts from the role's areas; with every box cleared it is refused before anything is sent.
  const permissions = dialog.getByRole("group", { name: "Permissions" });
  await expect(permissions.getByRole("radio", { name: "Role-based" })).toBeChecked();
  await permissions.getByRole("radio", { name: "Custom" }).check();
  const recruiterAreas = ["Content", "Jobs", "Candidates", "Clients", "Inbox"];
  for (const area of recruiterAreas) await expect(permissions.getByRole("checkbox", { name: area })).toBeChecked();
  await expect(permissions.getByRole("checkbox", { name: "CRM" })).not.toBeChecked();
  for (const area of recruiterAreas) await permissions.getByRole("checkbox", { name: area }).uncheck();
  await dialog.getByRole("button", { name: "Create User" }).click();
  await expect(dialog.getByText("Tick at least one area, or choose Role-based")).toBeVisible();
  await permissions.getByRole("checkbox", { name: "Jobs" }).check();
  await permissions.getByRole("checkbox", { name: "CRM" }).check();
  await dialog.getByRole("button", { name: "Create User" }).click();
  await expect(toast).toContainText("User Created");
  await expect(toast).toContainText(`An invitation to choose a password is on its way to ${email}.`);
  const card = page.getByTestId("user-card").filter({ hasText: "morgan.lee" });
  await expect(card).toContainText("Recruiter");
  await expect(card).toContainText("Marketing");
  await expect(card).toContainText("Custom");
  await expect(card).toContainText("Active");
  await expect(card).toContainText("Never");
  // A lost invitation is sent again from the card; the newer link replaces the first.
  const firstLink = linkEmailedTo(email);
  await card.getByRole("button", { name: "Send invitation to morgan.lee" }).click();
  await expect(toast).toContainText(`A new link is on its way to ${email}.`);
  await expect.poll(() => linkEmailedTo(email)).not.toBe(firstLink);

  // The new user sees exactly the sections of the areas ticked, and is told so at any other one.
  const theirs = await browser.newContext({ baseURL });
  const morgan = await theirs.newPage();
  await morgan.goto(linkEmailedTo(email));
  await expect(morgan.getByRole("heading", { name: "Welcome: choose your password" })).toBeVisible();
  await expect(morgan.getByText("For the account morgan.lee")).toBeVisible();
  await morgan.getByLabel("New password", { exact: true }).fill("a-strong-password-of-morgan");
  await morgan.getByLabel("New password again").fill("a-strong-password-of-morgan");
  await morgan.getByRole("button", { name: "Set password" }).click();
  await expect(morgan.getByText("Your password is set, morgan.lee.")).toBeVisible();
  await signInThroughForm(morgan, "morgan.lee", "a-strong-password-of-morgan");
  await expect(morgan.getByRole("navigation", { name: "Back office" }).getByRole("link")).toHaveText(["Jobs", "CRM"]);
  await morgan.goto("/admin/candidates");
  await expect(morgan.getByRole("heading", { name: "No access to this area" })).toBeVisible();
  expect(await morgan.evaluate(async () => (await fetch("/api/admin/candidates")).status)).toBe(403);
  await theirs.close();

  // A duplicate username is refused with the server's words.
  await page.getByRole("button", { name: "Add User" }).click();
  await dialog.getByLabel("Username").fill("morgan.lee");
  await dialog.getByRole("radio", { name: /Type a temporary one/ }).check();
  await dialog.getByLabel("Password").fill("another-password");
  await dialog.getByRole("button", { name: "Create User" }).click();
  await expect(toast).toContainText("That username is already taken.");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // Edit: role and department; the username is locked; the custom areas are as saved.
  await card.getByRole("button", { name: "Edit morgan.lee" }).click();
  await expect(dialog.getByLabel("Username")).toBeDisabled();
  await expect(permissions.getByRole("radio", { name: "Custom" })).toBeChecked();
  const ticked = permissions.getByRole("checkbox", { checked: true });
  const tickedNames = await ticked.evaluateAll((boxes) => boxes.map((box) => box.parentElement?.textContent));
  expect(tickedNames).toEqual(["Jobs", "CRM"]);
  await dialog.getByLabel("Role", { exact: true }).selectOption("manager");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast).toContainText("User Updated");
  await expect(card).toContainText("Manager");

  // Deactivate
  await card.getByRole("button", { name: "Edit morgan.lee" }).click();
  await dialog.getByLabel("Active (can sign in)").uncheck();
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(card).toContainText("Inactive");

  // Delete, after the spec's confirmation
  await card.getByRole("button", { name: "Delete morgan.lee" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(
    'Are you sure you want to delete the user "morgan.lee"? This action cannot be undone.',
  );
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast).toContainText("User Deleted");
  await expect(page.getByTestId("user-card").filter({ hasText: "morgan.lee" })).toHaveCount(0);

  // Each change is in the activity log.
  await page.goto("/admin/portals");
  await page.getByRole("tab", { name: "Activity Logs" }).click();
  const logs = page.getByTestId("activity-logs");
  for (const action of ["created a user", "sent a user an invitation by email", "changed a user", "deleted a user"])
    await expect(logs.getByText(action).first()).toBeVisible();
});

test("changing a staff area's required role on the Staff areas screen changes who can call its API at once", async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await page.goto("/admin/portals");
  await page.getByRole("tab", { name: "Access Control" }).click();
  await page.getByRole("button", { name: "Add User" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Username").fill("e2e-manager");
  await dialog.getByLabel("Password").fill("manager-pass-1");
  await dialog.getByLabel("Role", { exact: true }).selectOption("manager");
  await dialog.getByRole("button", { name: "Create User" }).click();
  await expect(page.getByTestId("toast")).toContainText("User created successfully");
  await expect(page.getByTestId("access-matrix")).toContainText("e2e-manager");

  const managerContext = await browser.newContext({ baseURL });
  const manager = await managerContext.newPage();
  await signInThroughForm(manager, "e2e-manager", "manager-pass-1");
  // The password the admin typed is temporary: the manager chooses their own first.
  const changed = await manager.evaluate(
    async () =>
      (
        await fetch("/api/auth/password", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ currentPassword: "manager-pass-1", newPassword: "quiet-harbour-lantern-47" }),
        })
      ).status,
  );
  expect(changed).toBe(200);
  const callUsersApi = () => manager.evaluate(async () => (await fetch("/api/admin/users")).status);
  expect(await callUsersApi()).toBe(403);

  await page.getByRole("tab", { name: "Staff areas" }).click();
  await page.getByRole("button", { name: "Edit Users" }).click();
  await dialog.getByLabel("Required role").selectOption("manager");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByTestId("toast")).toContainText("Staff area updated successfully!");
  expect(await callUsersApi()).toBe(200);

  await page.getByRole("button", { name: "Edit Users" }).click();
  await dialog.getByLabel("Required role").selectOption("admin");
  // The first save's toast may still be showing: wait for this save's own answer before calling the API.
  const saved = page.waitForResponse(
    (response) => /\/api\/admin\/portals\/[^/]+$/.test(response.url()) && response.request().method() === "PUT",
  );
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId("toast")).toContainText("Staff area updated successfully!");
  expect(await callUsersApi()).toBe(403);
  await managerContext.close();
});
