import { queryE2eDb } from "./db";
import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

test("staff see a lead and, with GoHighLevel unconfigured, a clear sync failure that leaves it pending", async ({
  page,
}) => {
  const id = `e2e-lead-${Date.now()}`;
  queryE2eDb(
    `insert into contacts (id, first_name, last_name, email, inquiry, message, source) values ('${id}', 'Dana', 'Whitfield', 'dana@example.com', 'I need to hire talent', 'Two plant managers', 'home-contact');` +
      `insert into crm_leads (id, contact_id, lead_type, lead_source, lead_score) values ('${id}', '${id}', 'contact', 'home-contact', 85);`,
  );
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await page.goto("/admin/ghl");
  await expect(page.getByRole("heading", { name: "CRM Dashboard" })).toBeVisible();
  await expect(page.getByTestId("ghl-connection")).toHaveText("Disconnected");
  await expect(page.getByText("GoHighLevel is not configured: leads are kept here")).toBeVisible();

  const row = page.getByTestId("crm-leads").getByRole("row").filter({ hasText: "Dana Whitfield" });
  await expect(row).toContainText("dana@example.com");
  await expect(row).toContainText("85");
  await expect(row).toContainText("Pending");
  await row.getByRole("button", { name: "Sync Dana Whitfield" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Sync Failed");
  await expect(toast).toContainText("GoHighLevel is not configured");
  await expect(row).toContainText("Pending");
  expect(queryE2eDb<{ synced_to_ghl: number }>(`select synced_to_ghl from crm_leads where id = '${id}'`)).toEqual([
    { synced_to_ghl: 0 },
  ]);

  await page.getByRole("tab", { name: "Integration Settings" }).click();
  await page.getByRole("button", { name: "Test" }).click();
  await expect(toast).toContainText("Connection Failed");
});

test("a lead's score opens the terms it adds up from, by keyboard too", async ({ page }) => {
  const id = `e2e-scored-${Date.now()}`;
  const terms = JSON.stringify([
    { label: "Base score", points: 50 },
    { label: "4+ jobs viewed this visit", points: 10 },
    { label: "Rule: LinkedIn campaigns", points: 5 },
  ]);
  queryE2eDb(
    `insert into contacts (id, first_name, last_name, email, inquiry, message, source) values ('${id}', 'Omar', 'Haddad', 'omar@example.com', 'Other', '', 'contact-page');` +
      `insert into crm_leads (id, contact_id, lead_type, lead_source, lead_score, score_breakdown) values ('${id}', '${id}', 'contact', 'linkedin', 65, '${terms}');`,
  );
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await page.goto("/admin/ghl");
  const row = page.getByTestId("crm-leads").getByRole("row").filter({ hasText: "Omar Haddad" });
  const score = row.getByRole("button", { name: "Score 65: show how it adds up" });
  await expect(score).toHaveAttribute("aria-expanded", "false");
  await score.focus();
  await page.keyboard.press("Enter");
  await expect(score).toHaveAttribute("aria-expanded", "true");
  const breakdown = page.locator(`#score-${id}`);
  await expect(breakdown).toContainText("4+ jobs viewed this visit+10");
  await expect(breakdown).toContainText("Rule: LinkedIn campaigns+5");
  await expect(breakdown).toContainText("Score65");
  await page.keyboard.press("Enter");
  await expect(breakdown).toBeHidden();
});
