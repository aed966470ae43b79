import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

/** The desk's screens of issue 32: the waiting-for-client setting, and the placements screen. */

test("the waiting-for-client days are set on the submittals screen and kept", async ({ page }) => {
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await page.goto("/admin/submittals?show=waiting");
  const days = page.getByLabel("Waiting for client after (days)");
  await expect(days).toHaveValue(/^\d+$/);
  await days.fill("0");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Waiting days must be a whole number from 1 to 60")).toBeVisible();
  await days.fill("7");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Submittals wait for the client after 7 days")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Waiting for client after (days)")).toHaveValue("7");

  // The desk's placement numbers open the placements screen, with its totals.
  await page.goto("/admin/desk");
  await page.locator('[data-desk="placementsThisQuarter"]').click();
  await expect(page).toHaveURL(/\/admin\/placements$/);
  await expect(page.getByRole("heading", { level: 1, name: "Placements" })).toBeVisible();
  await expect(page.getByTestId("placement-totals")).toContainText("To invoice");
});
