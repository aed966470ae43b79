import { queryE2eDb, sqlText } from "./db";
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

/** The newsletter (issue 43 item 3): subscribers over time and the issues sent, with their counts, as charts. */
test("the analytics draw the newsletter's subscribers and the issues sent with their counts", async ({ page }) => {
  const stamp = Date.now().toString(36);
  const now = Date.now();
  const delivery = `e2e-nl-delivery-${stamp}`;
  const subject = `Hiring notes ${stamp}`;
  // A reader who confirmed today (from a link mailed before tokens were hashed: decision 078) and an issue sent to
  // them today (its email sent by the pipeline).
  queryE2eDb(
    `insert into newsletter_subscribers (id, email, status, source, legacy_manage_token, consent_version, origin, confirmed_at) values (${sqlText(`e2e-nl-${stamp}`)}, ${sqlText(`reader.${stamp}@example.com`)}, 'active', 'signup', ${sqlText(`e2e-manage-${stamp}`)}, 'v1', 'http://localhost', ${now})`,
  );
  queryE2eDb(
    `insert into newsletter_issues (id, subject, article_ids, status, total, send_started_at, send_finished_at) values (${sqlText(`e2e-issue-${stamp}`)}, ${sqlText(subject)}, '[]', 'sent', 1, ${now}, ${now})`,
  );
  queryE2eDb(
    `insert into deliveries (id, kind, recipient, summary, payload, status) values (${sqlText(delivery)}, 'email', ${sqlText(`reader.${stamp}@example.com`)}, 'Newsletter', '{}', 'sent')`,
  );
  queryE2eDb(
    `insert into newsletter_sends (issue_id, subscriber_id, delivery_id) values (${sqlText(`e2e-issue-${stamp}`)}, ${sqlText(`e2e-nl-${stamp}`)}, ${sqlText(delivery)})`,
  );

  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await page.goto("/admin/analytics");
  const subscribers = page.getByRole("region", { name: "Newsletter subscribers" });
  await expect(subscribers.getByRole("img", { name: /Newsletter subscribers: .*\d+ confirmed/ })).toBeVisible();
  await expect(subscribers.getByRole("row").last()).toBeVisible();
  const issues = page.getByRole("region", { name: "Newsletter issues sent" });
  await expect(issues.getByRole("img", { name: new RegExp(`${subject} 1 sent, 0 failed`) })).toBeVisible();
  await expect(issues.getByRole("row", { name: new RegExp(subject) })).toContainText("1");
  await issues.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/analytics-newsletter-1280.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(issues.getByRole("img")).toBeVisible();
  expect(await page.evaluate("document.documentElement.scrollWidth")).toBe(390);
  await issues.screenshot({ path: "test-results/analytics-newsletter-390.png" });
});
