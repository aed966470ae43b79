import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

test("a job published to job boards from its form, then closed: gone from /jobs and the feeds, its page a 410 with open jobs like it", async ({
  page,
  browser,
}) => {
  const title = `Maintenance Planner ${Date.now().toString(36)}`;
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await page.goto("/admin/jobs");
  // No service account key in the browser tests' server.
  await expect(page.getByRole("note").filter({ hasText: "Google Indexing API is not connected" })).toBeVisible();

  await page.getByRole("button", { name: "New Job" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Job Title").fill(title);
  await dialog.getByLabel("Company").fill("Hoosier Steel & Wire");
  await dialog.getByLabel("Location").fill("Indianapolis, IN");
  await dialog.getByLabel("Industry").selectOption("Manufacturing");
  await dialog.getByLabel("Status").selectOption("published");
  await dialog
    .getByLabel("Description")
    .fill(
      "Plan and schedule preventive maintenance across two rolling mills, keep the spare-parts stock right and cut unplanned downtime by a third.",
    );
  await dialog.getByLabel("Requirements").fill("• 5+ years in maintenance planning\n• CMMS");
  // A last day that is not after today is refused, naming the field.
  await dialog.getByLabel("Valid Through").fill("2020-01-01");
  await dialog.getByLabel("Publish to job boards").check();
  await dialog.getByRole("button", { name: "Create Job" }).click();
  await expect(dialog.getByText("Valid through must be after today to publish the job")).toBeVisible();
  await dialog.getByLabel("Valid Through").fill("");
  await dialog.getByRole("button", { name: "Create Job" }).click();
  await expect(page.getByTestId("toast")).toContainText("Job created successfully!");

  // Publishing it posted it to both active job boards.
  const visitor = await browser.newPage();
  expect(await (await visitor.request.get("/feeds/indeed.xml")).text()).toContain(title);
  expect(await (await visitor.request.get("/feeds/linkedin.xml")).text()).toContain(title);
  await visitor.goto(`/jobs?title=${encodeURIComponent(title)}`);
  const card = visitor.getByTestId("job-card").filter({ hasText: title });
  await card.getByRole("link").click();
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const jobPath = new URL(visitor.url()).pathname;

  // Close it.
  const row = page.getByTestId("staff-job").filter({ hasText: title });
  await row.getByRole("button", { name: `Edit ${title}` }).click();
  await dialog.getByLabel("Status").selectOption("archived");
  await dialog.getByRole("button", { name: "Update Job" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Job updated successfully!" })).toBeVisible();

  // A direct load: the Worker's page answers 410 and the browser shows the notice and open jobs like it.
  const response = await visitor.goto(jobPath);
  expect(response?.status()).toBe(410);
  await expect(visitor).toHaveTitle(/^Position Closed \|/);
  await expect(
    visitor.getByRole("heading", { level: 1, name: "This position has been filled or closed" }),
  ).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "Open jobs like it" })).toBeVisible();
  const similar = visitor.getByTestId("job-card");
  await expect(similar.first()).toBeVisible();
  expect(await similar.count()).toBeGreaterThan(0);
  await expect(similar.filter({ hasText: title })).toHaveCount(0);

  // Gone from /jobs and the feeds.
  await visitor.goto(`/jobs?title=${encodeURIComponent(title)}`);
  await expect(visitor.getByRole("heading", { name: "No Positions Found" })).toBeVisible();
  await expect(visitor.getByTestId("job-card")).toHaveCount(0);
  expect(await (await visitor.request.get("/feeds/indeed.xml")).text()).not.toContain(title);
  expect(await (await visitor.request.get("/feeds/linkedin.xml")).text()).not.toContain(title);

  // Inside the app (no page load): the API's 410 brings the same page.
  const answer = visitor.waitForResponse((r) => r.url().endsWith(`/api${jobPath}`));
  // (A string so the Node-side typecheck needs no DOM types; it runs in the page.)
  await visitor.evaluate(`(() => {
    window.history.pushState({}, "", ${JSON.stringify(jobPath)});
    window.dispatchEvent(new PopStateEvent("popstate"));
  })()`);
  expect((await answer).status()).toBe(410);
  await expect(
    visitor.getByRole("heading", { level: 1, name: "This position has been filled or closed" }),
  ).toBeVisible();
  await expect(visitor.getByTestId("job-card").first()).toBeVisible();

  // A similar job's link leads to an open job.
  await visitor.getByTestId("job-card").first().getByRole("link").click();
  await expect(visitor.getByRole("link", { name: "Apply Now" })).toBeVisible();
  await visitor.close();
});
