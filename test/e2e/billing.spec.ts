import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

/**
 * What to invoice and what to pay (issue 48 item 3), tried as a new account manager would: a contractor's approved
 * week shows on the billing screen (reached from the Assignments page) with its totals, and both accounting files
 * download, each line once. The client, job order, assignment and the approved week are set up through the API (the
 * timesheets' own test drives the contractor's page and the portal). The week is fixed in 2041 so that no other
 * test's weeks are in it and the test never depends on today.
 */

const WEEK = "2041-03-04";

async function download(page: Page, button: RegExp) {
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: button }).click();
  const file = await downloading;
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, "utf8") };
}

test("the billing screen shows a week with an approved timesheet, and both exports download", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const origin = { Origin: baseURL! };
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  const post = async (path: string, data?: unknown, status = 201) => {
    const response = await page.request.post(path, { data, headers: origin });
    expect(response.status(), await response.text()).toBe(status);
    return response.json();
  };
  const client = (await post("/api/admin/clients", { name: `Corbel Foods ${stamp}`, status: "active" })) as {
    id: string;
  };
  const contact = (await post(`/api/admin/clients/${client.id}/contacts`, {
    name: `Ines Approver ${stamp}`,
    email: `ines.${stamp}@corbel.example`,
  })) as { id: string };
  const job = (await post("/api/jobs", {
    title: `Contract Payroll Analyst ${stamp}`,
    company: "Corbel Foods",
    location: "Dayton, OH",
    type: "Contract",
    industry: "Manufacturing",
    description: "A four-month contract covering payroll while the team grows.",
    requirements: "3+ years of payroll",
    status: "published",
    clientId: client.id,
  })) as { id: string };
  queryE2eDb(
    `insert into applications (id, first_name, last_name, email, phone, job_id, stage)
       values ('application-${stamp}', 'Tomas', 'Reyes${stamp}', 'tomas.${stamp}@example.com', '+13175550177', ${sqlText(job.id)}, 'offered');`,
  );
  const assignment = (await post("/api/admin/assignments", {
    applicationId: `application-${stamp}`,
    approverContactId: contact.id,
    startDate: WEEK,
    endDate: "2041-06-28",
    billRate: 95,
    payRate: 70,
    engagementType: "w2",
    timeZone: "America/New_York",
  })) as { id: string; approverPortalUrl: string };
  const { url } = (await post(`/api/admin/assignments/${assignment.id}/timesheets/${WEEK}/link`, undefined, 200)) as {
    url: string;
  };
  const days = [4, 5, 6, 7, 8].map((day) => ({ date: `2041-03-0${day}`, hours: 9 }));
  const week = (await post(`/api/timesheets/${url.split("/timesheet/")[1]}`, { days })) as { id: string };
  const portal = new URL(assignment.approverPortalUrl).pathname;
  await post(`/api/client-portal${portal.slice("/client".length)}/timesheets/${week.id}/approve`, undefined, 200);

  // From the Assignments page's header to the week: 40 regular hours and 5 overtime, billed, paid and the margin.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/assignments");
  await page.getByRole("link", { name: "Billing: what to invoice and pay" }).click();
  await expect(page).toHaveURL(/\/admin\/billing$/);
  await page.goto(`/admin/billing?week=${WEEK}`);
  await expect(page.getByRole("heading", { name: "Week of Mon, Mar 4, 2041 to Sun, Mar 10, 2041" })).toBeVisible();
  await expect(page.getByTestId("billing-billed")).toHaveText("$4,512.50");
  await expect(page.getByTestId("billing-paid")).toHaveText("$3,325.00");
  await expect(page.getByTestId("billing-margin")).toHaveText("$1,187.50");
  const invoiceLines = page.getByTestId("invoice-lines");
  await expect(invoiceLines.getByText(`Corbel Foods ${stamp}`).first()).toBeVisible();
  await expect(invoiceLines.getByText("Overtime: 5 h x $142.50")).toBeVisible();
  await expect(page.getByTestId("pay-lines").getByText("Regular: 40 h x $70.00")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("billing-1280.png"), fullPage: true });

  // Both files download, each with the week's lines; a second export of the invoices holds none of them again.
  const invoices = await download(page, /^Export invoices \(2 new\)$/);
  expect(invoices.name).toBe(`invoices-week-${WEEK}.csv`);
  expect(invoices.text).toMatch(/^InvoiceNo,Customer,InvoiceDate,DueDate,/);
  expect(invoices.text).toMatch(
    new RegExp(
      `INV-\\d{4}-\\d{4},Corbel Foods ${stamp},.*Contract staffing - overtime hours,.*,5\\.00,142\\.50,712\\.50`,
    ),
  );
  await expect(page.getByTestId("toast").getByText("2 new lines.")).toBeVisible();
  const payroll = await download(page, /^Export payroll \(2 new\)$/);
  expect(payroll.text).toContain(`Tomas Reyes${stamp},${WEEK},2041-03-10,40.00,70.00,5.00,105.00,3325.00`);
  await expect(page.getByTestId("export-invoices")).toContainText("2 lines already exported.");
  const again = await download(page, /^Export invoices \(0 new\)$/);
  expect(again.text.trim().split("\r\n")).toHaveLength(1);
  await expect(page.getByTestId("toast").getByText("0 new lines; 2 already exported earlier.")).toBeVisible();
  await expect(invoiceLines.getByText("Exported")).toHaveCount(2);

  // On a phone: the same week, nothing wider than the screen but the tables' own sideways scroll.
  await page.setViewportSize({ width: 390, height: 900 });
  await page.reload();
  await expect(page.getByTestId("billing-margin")).toHaveText("$1,187.50");
  expect(await page.evaluate("document.documentElement.scrollWidth")).toBe(390);
  await expect(page.getByText("Overtime: 5 h x $142.50").filter({ visible: true })).toBeVisible();
  await expect(page.getByText("$712.50", { exact: true }).filter({ visible: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("billing-390.png"), fullPage: true });

  // The approver reads the invoice in the client portal, on a phone with scripts off.
  const phone = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 900 }, baseURL });
  const approver = await phone.newPage();
  await approver.goto(`${portal}/invoices`);
  const number = invoices.text.match(/INV-\d{4}-\d{4}/)![0];
  await approver.getByRole("link", { name: number }).click();
  await expect(approver.getByRole("heading", { name: `Invoice ${number}` })).toBeVisible();
  await expect(approver.getByText("Total $4,512.50")).toBeVisible();
  expect(await approver.evaluate("document.documentElement.scrollWidth")).toBe(390);
  await approver.screenshot({ path: testInfo.outputPath("portal-invoice-390.png"), fullPage: true });
  await phone.close();
});
