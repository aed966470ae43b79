import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

/** The firm's numbers (issue 34 item 3): opened from the content dashboard, charts loaded on this page only. */

test("a marketer opens the analytics from the content dashboard and reads each chart's figures", async ({
  page,
  baseURL,
}) => {
  // An application that began on an article today, so the breakdowns have something to draw.
  const applied = await page.request.post("/api/applications", {
    headers: { Origin: baseURL! },
    multipart: {
      firstName: "Ana",
      lastName: "Lytics",
      email: "ana.lytics@example.com",
      phone: "3175550199",
      utmSource: "newsletter",
      landingPage: "/article/no-such-article",
    },
  });
  expect(applied.status()).toBe(201);

  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/admin/content");
  await expect(page.getByRole("heading", { level: 1, name: "Content Dashboard" })).toBeVisible();
  expect(scripts.filter((path) => /chart/i.test(path))).toEqual([]);

  await page.getByRole("region", { name: "Quick Actions" }).getByRole("link", { name: "Analytics" }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  const bySource = page.getByRole("region", { name: "Applications by source" });
  await expect(bySource.getByRole("row", { name: /newsletter/ })).toBeVisible();
  // The chart beside the table: a picture whose label says its figures, drawn by chart.js loaded now.
  await expect(bySource.getByRole("img", { name: /Applications by source: .*newsletter 1/ })).toBeVisible();
  await expect.poll(() => scripts.some((path) => /chart/i.test(path))).toBe(true);
  await expect(page.getByTestId("page-views-status")).toContainText("Not connected.");

  // A range in the address; a range the API refuses says why.
  await page.getByRole("link", { name: "Last 90 days" }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await page.goto("/admin/analytics?from=2024-01-01&to=2026-01-01");
  await expect(page.getByRole("alert")).toContainText("Please ask for at most 366 days");
  await page.screenshot({ path: "test-results/analytics-error-1280.png" });

  await page.goto("/admin/analytics");
  await expect(bySource.getByRole("row", { name: /newsletter/ })).toBeVisible();
  await page.screenshot({ path: "test-results/analytics-1280.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(bySource.getByRole("img")).toBeVisible();
  expect(await page.evaluate("document.documentElement.scrollWidth")).toBe(390);
  await page.screenshot({ path: "test-results/analytics-390.png", fullPage: true });
});
