import { test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

test("screenshot of the deliveries page at 390 px", async ({ page }) => {
  const admin = adminCredentials();
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(page, admin.username, admin.password);
  await page.goto("/admin/deliveries");
  await page.getByRole("heading", { name: "Messages", exact: true }).waitFor();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: "/tmp/splitb-deliveries-390.png", fullPage: true });
  await page.goto("/admin/analytics");
  await page.getByRole("region", { name: "Figures of the range" }).waitFor();
  await page.screenshot({ path: "/tmp/splitb-analytics-390.png", fullPage: false });
});
