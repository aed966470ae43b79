import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

// docs/decisions/032-read-replication.md: the SPA sends back the newest D1 bookmark the API handed it, so the list it
// reloads after a staff write is read at least as new as that write.
test("the SPA sends a staff write's D1 bookmark with the reads that follow it", async ({ page, request }) => {
  const title = `Replica Analyst ${Date.now().toString(36)}`;
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await page.goto("/admin/jobs");
  await expect(page.getByText("Total Jobs")).toBeVisible();

  await page.getByRole("button", { name: "New Job" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Job Title").fill(title);
  await dialog.getByLabel("Company").fill("Northwind Analytics");
  await dialog.getByLabel("Location").fill("Denver, CO");
  await dialog
    .getByLabel("Description")
    .fill("Northwind Analytics is hiring an analyst to model demand across its regional warehouses.");
  await dialog.getByLabel("Requirements").fill("• SQL\n• 3+ years in analytics");

  const created = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/api/jobs",
  );
  const reloaded = page.waitForRequest(
    (request) =>
      request.method() === "GET" &&
      new URL(request.url()).pathname === "/api/jobs" &&
      request.headers()["x-d1-bookmark"] !== undefined,
  );
  await dialog.getByRole("button", { name: "Create Job" }).click();
  const bookmark = (await created).headers()["x-d1-bookmark"];
  expect(bookmark).toMatch(/^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/);
  expect((await reloaded).headers()["x-d1-bookmark"]! >= bookmark!).toBe(true);
  await expect(page.getByTestId("staff-job").filter({ hasText: title })).toBeVisible();

  // A visitor's (public) answer never carries one.
  const publicList = await request.get("/api/jobs");
  expect(publicList.headers()["cache-control"]).toBe("public, no-cache");
  expect(publicList.headers()["x-d1-bookmark"]).toBeUndefined();
});
