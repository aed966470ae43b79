import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

/**
 * Email out (issue 33): an email as sent read from its delivery, with its link followable; email templates written
 * with merge fields (an unknown one refused by name) and previewed for a candidate.
 */

test("an admin reads an email as sent from its delivery and can follow its link", async ({ page }) => {
  test.setTimeout(90_000);
  const run = Date.now();
  const id = `e2e-sent-copy-${run}`;
  const link = `http://localhost/job-alerts/confirm?token=e2e${run}`;
  const copy = {
    headers: `From: =?utf-8?B?VGFsZW50IFBhcnRuZXJz?= <info@talentpartners-search.com>\nTo: <zoe-${run}@example.com>\nSubject: =?utf-8?B?Q29uZmlybQ==?=\nMessage-ID: <${id}@talentpartners-search.com>`,
    text: `Hello Zoë,\n\nConfirm your job alert: ${link}\n\n<b>not bold</b>`,
    html: `<p>Hello Zoë,</p><p>Confirm your job alert: <a href="${link}">${link}</a></p><p>&lt;b&gt;not bold&lt;/b&gt;</p>`,
  };
  queryE2eDb(
    `insert into deliveries (id, kind, recipient, summary, payload, status, attempts, sent_at, sent_copy, created_at, updated_at) values (${sqlText(id)}, 'email', ${sqlText(`zoe-${run}@example.com`)}, ${sqlText(`Confirm your job alert ${run}`)}, '{"subject":"s","text":"t"}', 'sent', 1, ${run}, ${sqlText(JSON.stringify(copy))}, ${run + 10_000}, ${run + 10_000})`,
  );

  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await page.goto("/admin/deliveries");
  const row = page.getByTestId("deliveries").locator(`tr[data-delivery-id="${id}"]`);
  await row.getByRole("link", { name: "Read the email as sent" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/deliveries/${id}/email$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Confirm your job alert ${run}`);
  await expect(page.getByTestId("sent-email-headers")).toContainText(`Message-ID: <${id}@talentpartners-search.com>`);
  await expect(page.getByTestId("sent-email-text")).toContainText("<b>not bold</b>");
  const html = page.frameLocator('[data-testid="sent-email-html"]');
  await expect(html.getByRole("link", { name: link })).toHaveAttribute("href", link);
  await expect(html.locator("b")).toHaveCount(0);
  await page.screenshot({ path: "test-results/sent-email-desktop.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/sent-email-phone.png", fullPage: true });
  expect(await page.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
});

test("a recruiter writes a template with merge fields, an unknown one refused by name, and previews it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const run = Date.now();
  const candidateId = `e2e-cand-${run}`;
  queryE2eDb(
    `insert into candidates (id, first_name, last_name, email, created_at, updated_at) values (${sqlText(candidateId)}, 'Priya', 'Natarajan${run}', ${sqlText(`priya-${run}@example.com`)}, ${run}, ${run})`,
  );
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Email templates" }).click();
  await expect(page.getByRole("heading", { name: "Email templates", level: 1 })).toBeVisible();
  await expect(page.getByTestId("merge-fields").first()).toContainText("{{candidate.firstName}}");

  const name = `Check-in ${run}`;
  await page.getByRole("button", { name: "New template" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Subject").fill("Hello {{candidate.firstName}}");
  await dialog.getByLabel("Body").fill("How is the search going, {{candidate.nickname}}?");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toContainText("Unknown merge field {{candidate.nickname}}");
  await expect(dialog.getByLabel("Body")).toHaveValue("How is the search going, {{candidate.nickname}}?");
  await dialog.getByLabel("Body").fill("How is the search going, {{candidate.firstName}} {{candidate.lastName}}?");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();

  const templates = page.getByTestId("email-templates");
  await expect(templates).toContainText(name);
  await templates.getByRole("button", { name: `Preview ${name}` }).click();
  await page.getByLabel("Candidate", { exact: true }).selectOption(candidateId);
  await expect(page.getByTestId("template-preview")).toContainText("Hello Priya");
  await expect(page.getByTestId("template-preview")).toContainText(`How is the search going, Priya Natarajan${run}?`);
  await page.screenshot({ path: "test-results/email-templates-desktop.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/email-templates-phone.png", fullPage: true });
  expect(await page.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
});
