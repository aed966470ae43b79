import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";

/** Job alerts (issue 19): subscribe from /jobs with its filters, confirm by the emailed link, unsubscribe from the manage page. */

test("a visitor subscribes from /jobs with the search's filters, confirms by the emailed link and unsubscribes", async ({
  page,
}) => {
  const address = `alert${Date.now()}@example.com`;
  await page.goto("/jobs?title=engineer&industry=Technology");
  await page.getByRole("button", { name: "Essential Only" }).click();
  // A link to /job-alerts without scripts; with them it opens the dialog in place.
  await page.getByRole("link", { name: "Email me jobs like these" }).click();

  const dialog = page.getByRole("dialog", { name: "Email me jobs like these" });
  await expect(dialog.getByLabel("Keyword")).toHaveValue("engineer");
  await expect(dialog.getByLabel("Industry")).toHaveValue("Technology");
  await expect(dialog).toContainText("Nothing is sent until you confirm");
  await dialog.getByLabel("Email").fill(address);
  await dialog.getByLabel("How often").selectOption({ label: "Once a week" });
  await dialog.getByRole("button", { name: "Create job alert" }).click();
  // The confirmation replaces the dialog: the same page a post without scripts lands on. This server has no email
  // sender, so the page says the link waits in the outbox instead of claiming it was emailed.
  await expect(page).toHaveURL(/\/job-alerts\/sent\?email=waiting$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your job alert is saved" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("the confirmation link waits in our outbox");
  await expect(page.getByRole("main")).not.toContainText("we email");

  const [email] = queryE2eDb<{ payload: string }>(
    `select payload from deliveries where recipient = ${sqlText(address)}`,
  );
  const link = /https?:\/\/\S+\/job-alerts\/confirm\/[\w-]+/.exec(
    (JSON.parse(email!.payload) as { text: string }).text,
  )![0];
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { name: "Your job alert is confirmed." })).toBeVisible();
  await expect(page.getByText(`We will email ${address} new matching jobs: once a week.`)).toBeVisible();

  await page.getByRole("link", { name: "Manage this alert" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your Job Alert" })).toBeVisible();
  await expect(page.getByLabel("Keyword")).toHaveValue("engineer");
  await expect(page.getByLabel("How often")).toHaveValue("weekly");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You are unsubscribed" })).toBeVisible();
  const [row] = queryE2eDb<{ status: string; filters: string }>(
    `select status, filters from job_alert_subscriptions where email = ${sqlText(address)}`,
  );
  expect(row!.status).toBe("unsubscribed");
  expect(JSON.parse(row!.filters)).toEqual({ q: "engineer", industry: "Technology" });
});
