import { addDays, zonedDate } from "../../worker/contract/time-zone";
import { axeViolations } from "./axe";
import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { hiringSetup } from "./hiring-setup";
import { adminCredentials, signInThroughForm } from "./staff";

/**
 * An interview as a recruiter runs it (issue 47, first slice): set up on the application page with a client contact
 * on the panel, scheduled (the invitations go out), seen on the job order page, cancelled there (the cancellations
 * go out). The client, job order and application are set up through the API (hiring-setup.ts).
 */

test("a recruiter sets up an interview on an application, schedules it, sees it on the job order and cancels it", async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const lastName = `Ferreira${stamp}`;
  const contactEmail = `hiring.${stamp}@northwind.example`;
  const toast = page.getByTestId("toast");

  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  const setup = await hiringSetup(page.request, baseURL!, {
    stamp,
    contacts: [{ name: "Hana Hiring", email: contactEmail }],
    candidate: { firstName: "Lena", lastName },
  });
  const email = setup.candidateEmail;
  // Set up on the application page: a video interview with the hiring contact on the panel.
  await page.goto(`/admin/applications/${setup.applicationId}`);
  const panel = page.getByRole("region", { name: "Interviews", exact: true });
  await expect(panel.getByText("No interviews yet.")).toBeVisible();
  await page.setViewportSize({ width: 390, height: 900 });
  await panel.getByRole("button", { name: "New interview" }).click();
  const dialog = page.getByRole("dialog", { name: "New interview" });
  await expect(dialog.getByLabel("Candidate's time zone")).toHaveValue("America/New_York");
  await page.screenshot({ path: testInfo.outputPath("new-interview-390.png") });
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByLabel("Video link").fill("https://meet.example.com/northwind-lena");
  await dialog.getByRole("checkbox", { name: /Hana Hiring/ }).check();
  await dialog.getByRole("button", { name: "Set up interview" }).click();
  await expect(toast.filter({ hasText: "Interview set up" })).toBeVisible();
  const row = panel.getByTestId("interview-row");
  await expect(row).toContainText("First round");
  await expect(row).toContainText("Proposing");
  await expect(row).toContainText("Panel: Hana Hiring");

  // Scheduled a week ahead at 10:00 on the browser's clock: everyone is invited.
  const day = addDays(zonedDate(Date.now(), "America/New_York"), 7);
  await row.getByRole("button", { name: "Schedule" }).click();
  const schedule = page.getByRole("dialog");
  await schedule.getByLabel("Date").fill(day);
  await schedule.getByLabel("Start time").fill("10:00");
  await schedule.getByRole("button", { name: "Schedule and invite" }).click();
  await expect(toast.filter({ hasText: "Interview scheduled" })).toBeVisible();
  await expect(row).toContainText("Scheduled");
  await expect(row).toContainText("10:00 AM");
  await page.screenshot({ path: testInfo.outputPath("application-interview.png"), fullPage: true });
  const invited = () =>
    queryE2eDb<{ recipient: string; summary: string }>(
      `select d.recipient, d.summary from deliveries d join interviews i on i.id = d.related_id where d.related_type = 'interview' and i.application_id = ${sqlText(setup.applicationId)} order by d.summary`,
    );
  expect(
    invited()
      .map((d) => d.recipient)
      .sort(),
  ).toEqual([contactEmail, email].sort());

  // On the job order page, with the candidate's name; cancelled there.
  await page.goto(`/admin/jobs/${setup.jobId}`);
  const jobPanel = page.getByRole("region", { name: "Interviews", exact: true });
  const jobRow = jobPanel.getByTestId("interview-row");
  await expect(jobRow).toContainText(`First round: Lena ${lastName}`);
  await expect(jobRow).toContainText("Scheduled");
  await page.screenshot({ path: testInfo.outputPath("job-order-interviews-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 900 });
  await expect(jobRow.getByRole("button", { name: "Cancel interview" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("job-order-interviews-390.png"), fullPage: true });
  await jobRow.getByRole("button", { name: "Cancel interview" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel interview" }).click();
  await expect(toast.filter({ hasText: "Interview cancelled" })).toBeVisible();
  await expect(jobRow).toContainText("Cancelled");
  await expect(jobRow.getByRole("button", { name: "Cancel interview" })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("job-order-cancelled-390.png"), fullPage: true });
  // The client's page lists it too, with the job order it was for.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/clients/${setup.clientId}`);
  const clientRow = page.getByRole("region", { name: "Interviews", exact: true }).getByTestId("interview-row");
  await expect(clientRow).toContainText(`Plant Controller ${stamp}`);
  await expect(clientRow).toContainText("Cancelled");
  await page.screenshot({ path: testInfo.outputPath("client-interviews-1280.png"), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
  // Each participant got the cancellation too.
  expect(
    invited()
      .filter((d) => d.summary.startsWith("Cancelled:"))
      .map((d) => d.recipient)
      .sort(),
  ).toEqual([contactEmail, email].sort());
});
