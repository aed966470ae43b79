import type { Locator, Page } from "@playwright/test";
import { addDays, zonedDate } from "../../worker/contract/time-zone";
import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

/**
 * A search run end to end as a new recruiter would (issue 32's browser test): an employer writes through "Partner
 * With Us", the lead becomes a client, a job order is attached, two candidates are submitted; the client opens the
 * client portal from the link in the outgoing email read on the deliveries screen, asks to interview one and declines the
 * other; the first is placed, and the desk's numbers move. Only the two candidates' applications are sent through
 * the public API (they are visitors, not what this tests).
 */

const DESK_KEYS = [
  "openJobOrders",
  "submittalsThisWeek",
  "movedToInterviewThisWeek",
  "placementsThisQuarter",
  "feesThisQuarter",
] as const;
type DeskKey = (typeof DESK_KEYS)[number];

/** The desk's numbers as shown (the fees as a number of dollars). */
async function deskNumbers(page: Page): Promise<Record<DeskKey, number>> {
  await page.goto("/admin/desk");
  const numbers = page.getByTestId("desk-numbers");
  await expect(numbers).toBeVisible();
  const entries = await Promise.all(
    DESK_KEYS.map(async (key) => {
      const shown = await numbers.locator(`[data-desk="${key}"] [data-desk-value]`).textContent();
      return [key, Number((shown ?? "").replace(/[$,]/g, ""))] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<DeskKey, number>;
}

/** The client portal's section of one candidate. */
/** A visitor's address of this run's own (198.18.0.0/15, set aside for tests): the public forms limit per address. */
const visitorAddress = (run: number, visitor: number) => `198.19.${run % 250}.${visitor + 1}`;

const candidateOnClientPortal = (clientPortal: Page, name: string): Locator =>
  clientPortal.locator("article").filter({ has: clientPortal.getByRole("heading", { level: 2, name }) });

test("an employer's inquiry becomes a client, a job, two submittals the client answers, a placement and the desk", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const run = Date.now();
  const stamp = run.toString(36);
  const company = `Larkspur Freight ${stamp}`;
  const contactEmail = `hana.ito.${stamp}@larkspur.example`;
  const title = `Controller ${stamp}`;
  const toast = page.getByTestId("toast");

  // An employer writes through "Partner With Us" (the home page's button, the /contact form).
  const employer = await browser.newPage({ extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress(run, 0) } });
  await employer.goto("/");
  await employer.getByRole("button", { name: "Essential Only" }).click();
  await employer.getByRole("link", { name: "Partner With Us" }).first().click();
  // The home page has a form of the same name: wait for the one on /contact.
  await expect(employer.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  const form = employer.getByRole("form", { name: "Contact form" });
  await form.getByLabel("First Name").fill("Hana");
  await form.getByLabel("Last Name").fill("Ito");
  await form.getByLabel("Email Address").fill(contactEmail);
  await form.getByLabel("Company").fill(company);
  await form.getByLabel("Phone Number").fill("(317) 555-0161");
  await form.getByLabel("How can we help?").selectOption({ label: "Permanent Placement" });
  await form.getByLabel("Message").fill("We need a controller for our Indianapolis hub.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(employer.getByRole("heading", { level: 1, name: "Message Sent Successfully" })).toBeVisible();
  await employer.close();

  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  const before = await deskNumbers(page);

  // The lead becomes a client, with the employer as its first contact.
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "CRM", exact: true }).click();
  await page.getByRole("searchbox", { name: "Search leads" }).fill(contactEmail);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const lead = page.getByTestId("crm-leads").getByRole("row").filter({ hasText: contactEmail });
  await expect(lead).toHaveCount(1);
  await lead.getByRole("button", { name: "Make client: Hana Ito" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Client name")).toHaveValue(company);
  await dialog.getByRole("button", { name: "Create client" }).click();
  await expect(toast).toContainText("Client created");
  await expect(page.getByRole("heading", { level: 1, name: company })).toBeVisible();
  await expect(page.getByTestId("client-contacts")).toContainText("Hana Ito");
  const clientPage = page.url();

  // A job order for it.
  await page.goto("/admin/jobs");
  await page.getByRole("button", { name: "New Job" }).click();
  await dialog.getByLabel("Job Title").fill(title);
  await dialog.getByLabel("Client", { exact: true }).selectOption({ label: company });
  await dialog.getByLabel("Hiring contact").selectOption({ label: "Hana Ito" });
  await dialog.getByLabel("Openings").fill("1");
  await dialog.getByLabel("Location").fill("Indianapolis, IN");
  await dialog.getByLabel("Status").selectOption("published");
  await dialog
    .getByLabel("Description")
    .fill("A regional freight carrier is hiring a Controller to own the close, the audit and the lenders' reporting.");
  await dialog.getByLabel("Requirements").fill("• CPA\n• 6+ years in accounting");
  await dialog.getByRole("button", { name: "Create Job" }).click();
  await expect(toast).toContainText("Job created successfully!");
  await page.goto(clientPage);
  await expect(page.getByTestId("client-job-orders")).toContainText(title);

  // Two candidates apply to it on the site.
  const [job] = queryE2eDb<{ id: string }>(`select id from jobs where title = ${sqlText(title)}`);
  const candidates = [
    { firstName: "Mateo", lastName: `Reyes${stamp}`, currentPosition: "Assistant Controller at Brightline Haulage" },
    { firstName: "Greta", lastName: `Lind${stamp}`, currentPosition: "Senior Accountant at Northpoint Rail" },
  ];
  for (const [index, candidate] of candidates.entries()) {
    const applied = await page.request.post("/api/applications", {
      data: {
        ...candidate,
        email: `${candidate.firstName}.${candidate.lastName}@example.com`.toLowerCase(),
        phone: "3175550188",
        jobId: job!.id,
      },
      headers: { Origin: baseURL!, "CF-Connecting-IP": visitorAddress(run, index + 1) },
    });
    expect(applied.status()).toBe(201);
  }

  // Each is submitted to the hiring contact from their application.
  for (const candidate of candidates) {
    const name = `${candidate.firstName} ${candidate.lastName}`;
    await page.goto(`/admin/applications?q=${encodeURIComponent(candidate.lastName)}`);
    await page.getByTestId("applications").getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await page.getByRole("button", { name: "Submit to client" }).click();
    await expect(dialog.getByLabel("Contact")).toHaveValue(/.+/);
    await dialog.getByLabel("Note to the client").fill(`${candidate.firstName} closed the books in four days.`);
    await dialog.getByRole("button", { name: "Submit candidate" }).click();
    await expect(toast).toContainText("Candidate submitted");
    await expect(page.getByTestId("application-submittals")).toContainText("Waiting for client");
  }

  const running = await deskNumbers(page);
  expect(running.openJobOrders).toBe(before.openJobOrders + 1);
  expect(running.submittalsThisWeek).toBe(before.submittalsThisWeek + 2);

  // The email to the contact, read on the deliveries screen (email is not connected here: it waits to go).
  await page.goto("/admin/deliveries");
  await page.getByRole("searchbox", { name: "Search messages by recipient" }).fill(contactEmail);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  // Beside the form's acknowledgement, one email per candidate presented.
  const emails = page
    .getByTestId("deliveries")
    .getByRole("row")
    .filter({ hasText: contactEmail })
    .filter({ hasText: "Candidate for your review" });
  await expect(emails).toHaveCount(2);
  await emails
    .filter({ hasText: candidates[1]!.lastName })
    .getByRole("link", { name: "Read the email waiting to go" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Candidate for your review: Greta`);
  await expect(page.getByText("Not sent yet")).toBeVisible();
  const link = page.frameLocator('[data-testid="sent-email-html"]').getByRole("link", { name: /\/client\// });
  const clientPortalUrl = await link.getAttribute("href");
  expect(clientPortalUrl).toMatch(/\/client\/[\w-]+$/);

  // The contact opens it in their own browser, with no account, and answers both.
  const contactBrowser = await browser.newContext();
  const clientPortal = await contactBrowser.newPage();
  await clientPortal.goto(new URL(clientPortalUrl!).pathname);
  await expect(clientPortal.getByRole("heading", { level: 1 })).toContainText(company);
  const first = candidateOnClientPortal(clientPortal, `Mateo ${candidates[0]!.lastName}`);
  const second = candidateOnClientPortal(clientPortal, `Greta ${candidates[1]!.lastName}`);
  await expect(first).toContainText(candidates[0]!.currentPosition);
  await expect(second).toContainText("Greta closed the books in four days.");
  expect(await clientPortal.content()).not.toContain("@example.com");
  await first.getByRole("radio", { name: "Interview" }).check();
  await first.getByLabel("Comment for your recruiter (optional)").fill("Can he meet us Thursday?");
  await first.getByRole("button", { name: "Send answer" }).click();
  await expect(first.getByText("Your answer: Interview requested")).toBeVisible();
  await second.getByRole("radio", { name: "Decline" }).check();
  await second.getByLabel("Reason, if you decline").selectOption({ index: 1 });
  await second.getByRole("button", { name: "Send answer" }).click();
  await expect(second.getByText(/Your answer: Declined/)).toBeVisible();
  await clientPortal.screenshot({ path: testInfo.outputPath("agency-flow-client-portal.png"), fullPage: true });
  await contactBrowser.close();

  // The recruiter sees the answers on the applications and places the first candidate.
  const placed = `Mateo ${candidates[0]!.lastName}`;
  await page.goto(`/admin/applications?q=${encodeURIComponent(candidates[0]!.lastName)}`);
  await page.getByTestId("applications").getByRole("link", { name: placed }).click();
  await expect(page.getByTestId("application-submittals")).toContainText("Interview requested");
  await expect(page.getByTestId("application-submittals")).toContainText("Can he meet us Thursday?");
  await page.getByRole("button", { name: "Place candidate" }).click();
  // A start six weeks out, so the 90-day guarantee is running whenever the test runs.
  const startDate = addDays(zonedDate(Date.now(), "America/New_York"), 42);
  const guaranteeEnd = new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(Date.parse(`${addDays(startDate, 90)}T12:00:00Z`));
  await dialog.getByLabel("Start date").fill(startDate);
  await dialog.getByLabel("First-year salary (US dollars)").fill("132000");
  await dialog.getByRole("button", { name: "Place candidate" }).click();
  // 25 % of $132,000, the converted client's default terms; a 90-day guarantee.
  await expect(toast).toContainText("Fee $33,000.00; guarantee until");
  await expect(toast).toContainText(`${guaranteeEnd}.`);
  // Placed and in guarantee, the candidate is off-limits until then: dates as the reader writes them, not ISO.
  await expect(page.getByRole("note").filter({ hasText: "Off-limits" })).toContainText(
    `Placed, in guarantee (${company}) until`,
  );
  await expect(page.getByRole("note").filter({ hasText: "Off-limits" })).toContainText(guaranteeEnd);

  // The desk: two more submittals this week, one more interview, one more placement and its fee this quarter; the
  // job order, open while the search ran, is filled by its one placement.
  const after = await deskNumbers(page);
  expect(after).toEqual({
    openJobOrders: before.openJobOrders,
    submittalsThisWeek: before.submittalsThisWeek + 2,
    movedToInterviewThisWeek: before.movedToInterviewThisWeek + 1,
    placementsThisQuarter: before.placementsThisQuarter + 1,
    feesThisQuarter: before.feesThisQuarter + 33_000,
  });
  await page.screenshot({ path: testInfo.outputPath("agency-flow-desk.png"), fullPage: true });
});
