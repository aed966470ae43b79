import { addDays, mondayOf, zonedDate } from "../../worker/contract/time-zone";
import { axeViolations } from "./axe";
import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

/**
 * Contract-to-hire and the desk (issue 48 items 4 and 5), tried as an account manager would: a contractor four weeks
 * into an assignment (160 approved hours) is extended, then converted to a hire from the assignment's page at 1280
 * px, the dialog showing the fee by the client's terms before confirming; the desk's contract numbers on a phone open
 * their lists. The client, its terms, the job order, the application and the approved weeks are set up through the
 * API and the database (the timesheets' own test drives those screens).
 */

test("an assignment is extended and converted to a hire, and the desk shows the contract business", async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const lastName = `Okafor${stamp}`;
  const name = `Ada ${lastName}`;
  const origin = { Origin: baseURL! };
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  const post = async (path: string, data: unknown, headers: Record<string, string> = {}) => {
    const response = await page.request.post(path, { data, headers: { ...origin, ...headers } });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: string };
  };
  const client = await post("/api/admin/clients", { name: `Harbor Freight Analytics ${stamp}`, status: "active" });
  // The client's contract-to-hire terms, set in its dialog: 20 % of the salary, 10 % off per 80 hours billed, never
  // below $5,000.
  await page.goto(`/admin/clients/${client.id}`);
  await expect(page.getByText("25 % of the salary (the fee percent), not reduced")).toBeVisible();
  await page.getByRole("button", { name: "Edit client" }).click();
  const clientDialog = page.getByRole("dialog");
  await clientDialog.getByLabel("Conversion fee").selectOption({ label: "A percent of the salary" });
  await clientDialog.getByLabel("Percent", { exact: true }).fill("20");
  await clientDialog.getByLabel("% off per block of hours billed (empty: none)").fill("10");
  await clientDialog.getByLabel("Hours in a block").fill("80");
  await clientDialog.getByLabel("Never below (US dollars)").fill("5000");
  await clientDialog.getByRole("button", { name: "Save client" }).click();
  await expect(page.getByText("20 % of the salary, 10 % off per 80 h billed, at least $5,000")).toBeVisible();
  const approver = await post(`/api/admin/clients/${client.id}/contacts`, {
    name: `Pat Approver ${stamp}`,
    email: `pat.${stamp}@harbor.example`,
  });
  const job = await post("/api/jobs", {
    title: `Contract Data Analyst ${stamp}`,
    company: `Harbor Freight Analytics ${stamp}`,
    location: "Columbus, OH",
    type: "Contract",
    industry: "Technology",
    description: "A six-month contract, likely to convert, building the freight cost dashboards.",
    requirements: "SQL and a BI tool",
    status: "published",
    clientId: client.id,
  });
  await post(
    "/api/applications",
    {
      firstName: "Ada",
      lastName,
      email: `ada.${stamp}@example.com`,
      phone: "3175550177",
      currentPosition: "Data Analyst",
      jobId: job.id,
    },
    { "CF-Connecting-IP": `198.19.${Date.now() % 250}.91` },
  );
  const [application] = queryE2eDb<{ id: string }>(
    `select id from applications where last_name = ${sqlText(lastName)}`,
  );
  const today = zonedDate(Date.now(), "America/New_York");
  const startDate = addDays(mondayOf(today), -28);
  const endDate = addDays(startDate, 182);
  const assignment = await post("/api/admin/assignments", {
    applicationId: application!.id,
    approverContactId: approver.id,
    startDate,
    endDate,
    billRate: 95,
    payRate: 70,
    engagementType: "w2",
    timeZone: "America/New_York",
  });
  // Four approved weeks of 40 hours: two blocks of 80 hours, 20 % off the full fee.
  for (const week of [0, 7, 14, 21]) {
    queryE2eDb(
      `insert into timesheets (id, assignment_id, week_start, version, status, day_hundredths, regular_hundredths,
        overtime_hundredths, submitted_at, decided_at) values (${sqlText(`${assignment.id}-${week}`)},
        ${sqlText(assignment.id)}, ${sqlText(addDays(startDate, week))}, 1, 'approved', '[800,800,800,800,800,0,0]',
        4000, 0, ${Date.now()}, ${Date.now()})`,
    );
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/assignments/${assignment.id}`);
  await expect(page.getByRole("heading", { level: 1, name: `${name} on assignment` })).toBeVisible();
  const dialog = page.getByRole("dialog");
  const toast = page.getByTestId("toast");

  // Extended first, with a note.
  const extendedTo = addDays(endDate, 30);
  await page.getByRole("button", { name: "Extend" }).click();
  await dialog.getByLabel("New planned end date").fill(extendedTo);
  await dialog.getByLabel("Note").fill("The client asked for another month before deciding");
  await dialog.getByRole("button", { name: "Extend" }).click();
  await expect(toast).toContainText("Assignment extended");
  await expect(page.getByTestId("extensions")).toContainText("another month before deciding");

  // Converted: the fee shows before confirming, by the client's schedule.
  const hireDate = addDays(today, 14);
  await page.getByRole("button", { name: "Convert to hire" }).click();
  await dialog.getByLabel("First day as a hire").fill(hireDate);
  await dialog.getByLabel("First-year salary (US dollars)").fill("100000");
  const fee = dialog.getByTestId("conversion-fee");
  await expect(fee).toContainText("Conversion fee: $16,000");
  await expect(fee).toContainText("2 complete blocks of 80 h billed (160 h) take 20 % off");
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("convert-to-hire-1280.png") });
  await dialog.getByRole("button", { name: "Convert and record the fee" }).click();
  await expect(toast).toContainText("Converted to a hire: fee $16,000");
  await expect(page.getByText("Converted to hire").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Convert to hire" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /the placement and its fee/ })).toHaveAttribute(
    "href",
    `/admin/clients/${client.id}`,
  );
  await page.screenshot({ path: testInfo.outputPath("converted-1280.png"), fullPage: true });
  const [placement] = queryE2eDb<{ fee_cents: number; start_date: string; status: string }>(
    `select fee_cents, placements.start_date, assignments.status from placements join assignments on assignments.id = placements.assignment_id where placements.assignment_id = ${sqlText(assignment.id)}`,
  );
  expect(placement).toEqual({ fee_cents: 1_600_000, start_date: hireDate, status: "converted_to_hire" });

  // The desk on a phone: the contract numbers, each opening its list.
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto("/admin/desk");
  const numbers = page.getByTestId("contract-desk-numbers");
  await expect(numbers).toContainText("Contractors working this week");
  await expect(numbers).toContainText("Gross margin this quarter");
  expect(await page.evaluate("document.documentElement.scrollWidth")).toBe(390);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("desk-390.png"), fullPage: true });
  await page.locator('[data-desk="timesheetsWaiting"]').click();
  await expect(page).toHaveURL(/\/admin\/assignments\?timesheet=waiting$/);
  await expect(page.getByTestId("desk-filter")).toContainText("a timesheet waiting for the approver");
  await page.goBack();
  await page.locator('[data-desk="workingThisWeek"]').click();
  await expect(page).toHaveURL(/workingFrom=\d{4}-\d{2}-\d{2}&workingTo=/);
  await expect(page.getByTestId("assignment-cards")).toContainText(name);
  // This week's margin opens the billing screen on this week: its lines are that margin.
  await page.goBack();
  await page.locator('[data-desk="marginThisWeek"]').click();
  await expect(page).toHaveURL(/\/admin\/billing\?week=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
});
