import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

/** Clients (issue 32): a recruiter creates a client, adds a contact and attaches a confidential job order to it. */

test("create a client, add its hiring contact, attach a confidential job; the public page names no client", async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const clientName = `Quarry Lane Foods ${stamp}`;
  const title = `Finance Director ${stamp}`;
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  const toast = page.getByTestId("toast");

  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Clients" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Clients" })).toBeVisible();
  await page.getByRole("button", { name: "New client" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill(clientName);
  await dialog.getByLabel("Fee type").selectOption("retained");
  await dialog.getByLabel("Retainer").fill("40");
  await dialog.getByLabel("Shortlist").fill("30");
  await dialog.getByLabel("Placement").fill("20");
  await dialog.getByRole("button", { name: "Create client" }).click();
  // The installments must add up to 100: said under the field, nothing saved.
  await expect(dialog.getByText(/must add up to 100/)).toBeVisible();
  await dialog.getByLabel("Placement").fill("30");
  await dialog.getByRole("button", { name: "Create client" }).click();
  await expect(toast).toContainText("Client created");
  await expect(page.getByRole("heading", { level: 1, name: clientName })).toBeVisible();
  await expect(page.getByText("Retained 25% (40/30/30)")).toBeVisible();

  await page.getByRole("button", { name: "Add contact" }).click();
  await dialog.getByLabel("Name").fill("Wren Alvarez");
  await dialog.getByLabel("Email").fill("wren.alvarez@quarrylane.example");
  await dialog.getByLabel("Title").fill("CFO");
  await dialog.getByLabel("Role on searches").selectOption("decision_maker");
  await dialog.getByRole("button", { name: "Add contact" }).click();
  await expect(toast).toContainText("Contact added");
  await expect(page.getByTestId("client-contacts")).toContainText("Wren Alvarez");
  await expect(page.getByTestId("client-contacts")).toContainText("CFO · Decision maker");

  // Attach a job: the job form's pickers.
  await page.goto("/admin/jobs");
  await page.getByRole("button", { name: "New Job" }).click();
  await dialog.getByLabel("Job Title").fill(title);
  await dialog.getByLabel("Client", { exact: true }).selectOption({ label: clientName });
  await expect(dialog.getByLabel(/^Company/)).toHaveValue(clientName);
  await dialog.getByLabel("Hiring contact").selectOption({ label: "Wren Alvarez" });
  await dialog.getByLabel("Openings").fill("2");
  await dialog.getByRole("checkbox", { name: /Confidential/ }).check();
  await dialog.getByLabel("Location").fill("Indianapolis, IN");
  await dialog.getByLabel("Status").selectOption("published");
  await dialog
    .getByLabel("Description")
    .fill("A growing food producer is hiring a Finance Director to lead planning, the monthly close and its lenders.");
  await dialog.getByLabel("Requirements").fill("• CPA\n• 8+ years in finance");
  await dialog.getByRole("button", { name: "Create Job" }).click();
  await expect(toast).toContainText("Job created successfully!");

  await page.goto("/admin/clients");
  await page.getByRole("searchbox", { name: "Search clients" }).fill(stamp);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("link", { name: clientName }).first().click();
  const orders = page.getByTestId("client-job-orders");
  await expect(orders).toContainText(title);
  await expect(orders).toContainText("2 openings · Confidential");
  await expect(orders).toContainText("Wren Alvarez");

  // A visitor finds the job by its title: it names the firm's confidential client, never the client.
  const visitor = await browser.newPage();
  await visitor.goto(`/jobs?q=${encodeURIComponent(title)}`);
  await visitor.getByRole("link", { name: title }).first().click();
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText("Confidential client").first()).toBeVisible();
  expect(await visitor.content()).not.toContain("Quarry Lane");
  await visitor.close();
});
