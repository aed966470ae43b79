import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { adminCredentials } from "./staff";

/**
 * A contractor's week from a phone with scripts off, then the client's approval in the portal (issue 48 item 2).
 * The client, its approver and the application are set up in the database, the job order, the assignment and the
 * week's link through the API as staff make them (the assignments' own test drives those screens). Dates are fixed
 * in 2040, so the test never depends on today.
 */

test.use({ javaScriptEnabled: false });

test("the contractor fills a week on a phone without scripts, then the approver approves it in the portal", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const suffix = `t${Date.now().toString(36)}`;
  const origin = { Origin: baseURL! };
  queryE2eDb(
    `insert into clients (id, name, status) values ('client-${suffix}', 'Harbor Freight Lines', 'active');
     insert into client_contacts (id, client_id, name, email, title) values ('contact-${suffix}', 'client-${suffix}', 'Dana Approver', 'dana.${suffix}@harbor.example', 'Controller');`,
  );
  expect((await request.post("/api/auth/login", { data: adminCredentials(), headers: origin })).status()).toBe(200);
  const post = async (path: string, data?: unknown, status = 201) => {
    const response = await request.post(path, { data, headers: origin });
    expect(response.status(), await response.text()).toBe(status);
    return response.json();
  };
  const job = (await post("/api/jobs", {
    title: `Contract AP Specialist ${suffix}`,
    company: "Harbor Freight Lines",
    location: "Columbus, OH",
    type: "Contract",
    industry: "Manufacturing",
    description: "A six-month contract in accounts payable while the team grows.",
    requirements: "2+ years of accounts payable",
    status: "published",
    clientId: `client-${suffix}`,
  })) as { id: string };
  queryE2eDb(
    `insert into applications (id, first_name, last_name, email, phone, job_id, stage)
       values ('application-${suffix}', 'Rosa', 'Delgado', 'rosa.${suffix}@example.com', '+13175550188', ${sqlText(job.id)}, 'offered');`,
  );
  const assignment = (await post("/api/admin/assignments", {
    applicationId: `application-${suffix}`,
    approverContactId: `contact-${suffix}`,
    startDate: "2040-01-10",
    endDate: "2040-06-29",
    billRate: 60,
    payRate: 42,
    engagementType: "w2",
    timeZone: "America/New_York",
  })) as { id: string; approverPortalUrl: string };
  const { url } = (await post(
    `/api/admin/assignments/${assignment.id}/timesheets/2040-01-09/link`,
    undefined,
    200,
  )) as {
    url: string;
  };

  // The contractor, on a phone: hours on a day before the assignment starts come back named beside the day's field,
  // the values kept (a day over 24 hours never leaves the phone: the field's own limit stops it).
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(new URL(url).pathname);
  await expect(page.getByRole("heading", { name: "Week of Mon 2040-01-09 to Sun 2040-01-15" })).toBeVisible();
  expect(await page.evaluate("document.documentElement.scrollWidth")).toBe(390);
  await page.getByLabel(/2040-01-09/).fill("4");
  for (const day of ["10", "11", "12", "13"]) await page.getByLabel(new RegExp(`2040-01-${day}`)).fill("9");
  await page.getByLabel(/2040-01-14/).fill("8");
  await page.getByLabel("Note for your approver (optional)").fill("Inventory count on Saturday");
  await page.getByRole("button", { name: "Send the week" }).click();
  await expect(page.getByText("Mon 2040-01-09 is before the assignment starts on 2040-01-10.")).toBeVisible();
  await expect(page.getByLabel(/2040-01-10/)).toHaveValue("9");
  await expect(page.getByLabel("Note for your approver (optional)")).toHaveValue("Inventory count on Saturday");
  await page.screenshot({ path: testInfo.outputPath("timesheet-refused-390.png"), fullPage: true });
  await page.getByLabel(/2040-01-09/).fill("0");
  await page.getByRole("button", { name: "Send the week" }).click();
  await expect(page.getByText("Thank you: your week is sent to your approver.")).toBeVisible();
  await expect(page.getByText("40 h regular and 4 h overtime")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("timesheet-sent-390.png"), fullPage: true });

  // The approver, on a phone too: the week in the portal, approved with one button.
  await page.goto(new URL(assignment.approverPortalUrl).pathname);
  const week = page.locator("article", { hasText: "Rosa Delgado" }).filter({ hasText: "2040-01-09" });
  await expect(week).toContainText("40 h regular, 4 h overtime");
  await expect(week).toContainText("Inventory count on Saturday");
  expect(await page.evaluate("document.documentElement.scrollWidth")).toBe(390);
  await week.getByRole("button", { name: "Approve 44 h" }).click();
  await expect(page.getByText("Thank you: your decision is recorded.")).toBeVisible();
  await expect(week).toContainText("Approved");
  await expect(week.getByRole("button", { name: "Approve 44 h" })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("timesheet-approved-390.png"), fullPage: true });
  const [stored] = queryE2eDb<{ status: string; regular: number; overtime: number }>(
    `select status, regular_hundredths as regular, overtime_hundredths as overtime from timesheets where assignment_id = ${sqlText(assignment.id)}`,
  );
  expect(stored).toEqual({ status: "approved", regular: 4000, overtime: 400 });
});
