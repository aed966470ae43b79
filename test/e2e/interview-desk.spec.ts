import { addDays, zonedDate } from "../../worker/contract/time-zone";
import { axeViolations } from "./axe";
import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

/**
 * Offering interview times and the desk (issue 47 items 3 and 6), as a recruiter runs them: on the application's
 * interview panel the recruiter proposes two times on the candidate's clock and sends the link (emailed; not texted,
 * the candidate never consented to texts); the desk's "Waiting for times" opens the interviews list filtered to it,
 * with this interview on it. The client, job order, application and interview are set up through the API.
 */

test("a recruiter offers times on the interview panel, and the desk's interview numbers open their lists", async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const lastName = `Okafor${stamp}`;
  const email = `ada.${stamp}@example.com`;
  const toast = page.getByTestId("toast");
  const origin = { Origin: baseURL! };

  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  const post = async (path: string, data: unknown, headers: Record<string, string> = {}) => {
    const response = await page.request.post(path, { data, headers: { ...origin, ...headers } });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: string };
  };
  const client = await post("/api/admin/clients", { name: `Harbor Logistics ${stamp}`, status: "active" });
  const contact = await post(`/api/admin/clients/${client.id}/contacts`, {
    name: "Rita Recruit",
    email: `rita.${stamp}@harbor.example`,
  });
  const job = await post("/api/jobs", {
    title: `Finance Director ${stamp}`,
    company: "Harbor Logistics",
    location: "Tampa, FL",
    industry: "Professional Services",
    description: "A logistics company is hiring a finance director to run planning and the close.",
    requirements: "CPA; 8+ years in finance leadership",
    status: "published",
    clientId: client.id,
  });
  await post(
    "/api/applications",
    { firstName: "Ada", lastName, email, phone: "3175550177", currentPosition: "Controller", jobId: job.id },
    { "CF-Connecting-IP": `198.19.${Date.now() % 250}.91` },
  );
  const [application] = queryE2eDb<{ id: string }>(`select id from applications where email = ${sqlText(email)}`);
  const interview = await post("/api/admin/interviews", {
    applicationId: application!.id,
    round: "first",
    format: "phone",
    durationMinutes: 45,
    candidateTimeZone: "America/Chicago",
    panel: [{ contactId: contact.id, required: true }],
  });

  // On a phone: the panel's "Offer times", two times on the candidate's clock.
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`/admin/applications/${application!.id}`);
  const row = page.getByRole("region", { name: "Interviews", exact: true }).getByTestId("interview-row");
  await expect(row).toContainText("Proposing");
  await row.getByRole("button", { name: "Offer times" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Times on the clock of")).toHaveValue("America/Chicago");
  const day = addDays(zonedDate(Date.now(), "America/Chicago"), 7);
  await dialog.getByLabel("Date 1").fill(day);
  await dialog.getByLabel("Start").first().fill("10:00");
  await dialog.getByRole("button", { name: "Add a time" }).click();
  await dialog.getByLabel("Date 2").fill(addDays(day, 1));
  await dialog.getByLabel("Start").nth(1).fill("14:30");
  await page.screenshot({ path: testInfo.outputPath("offer-times-390.png"), fullPage: true });
  await dialog.getByRole("button", { name: "Send the candidate their link" }).click();
  await expect(toast.filter({ hasText: "Times offered" })).toBeVisible();
  const sent = dialog.getByTestId("offer-sent");
  await expect(sent.getByLabel("The candidate's link")).toHaveValue(/\/interview\/[A-Za-z0-9_-]{43}$/);
  await expect(sent.getByTestId("offer-text-state")).toContainText("Not texted: This number has not consented");
  await page.screenshot({ path: testInfo.outputPath("offer-sent-390.png"), fullPage: true });
  const offered = queryE2eDb<{ starts_at: number }>(
    `select s.starts_at from interview_offered_slots s join interviews i on i.id = s.interview_id where i.application_id = ${sqlText(application!.id)} order by s.starts_at`,
  );
  expect(offered.map((slot) => zonedDate(slot.starts_at, "America/Chicago"))).toEqual([day, addDays(day, 1)]);
  // The link went by email to the candidate.
  const emailed = queryE2eDb<{ summary: string }>(
    `select summary from deliveries where recipient = ${sqlText(email)} and summary like 'Choose a time:%'`,
  );
  expect(emailed).toHaveLength(1);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath("offer-sent-1280.png"), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Done" }).click();

  // The desk: "Waiting for times" opens the interviews list filtered to it, with Ada on it.
  await page.goto("/admin/desk");
  const waiting = page.locator('[data-desk="waitingForTimes"]');
  await expect(waiting).toHaveAttribute("href", "/admin/interviews?status=proposing");
  const count = Number(await waiting.locator("span").nth(1).textContent());
  expect(count).toBeGreaterThanOrEqual(1);
  await expect(page.locator('[data-desk="interviewsThisWeek"]')).toHaveAttribute(
    "href",
    /^\/admin\/interviews\?status=scheduled%2Crescheduled%2Ccompleted%2Ccandidate_no_show%2Cinterviewer_no_show&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/,
  );
  await page.screenshot({ path: testInfo.outputPath("desk-1280.png"), fullPage: true });
  await waiting.click();
  await expect(page).toHaveURL(/\/admin\/interviews\?status=proposing$/);
  await expect(page.getByTestId("interview-filters")).toContainText("Status: Proposing");
  await expect(page.getByTestId("interviews-list")).toContainText(`Ada ${lastName}`);
  await expect(page.getByTestId("interviews-range")).toContainText(String(count));
  await page.screenshot({ path: testInfo.outputPath("interviews-waiting-1280.png"), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto("/admin/desk");
  await page.screenshot({ path: testInfo.outputPath("desk-390.png"), fullPage: true });
  await page.locator('[data-desk="noShowsThisMonth"]').click();
  await expect(page).toHaveURL(/status=candidate_no_show%2Cinterviewer_no_show&from=/);
  await expect(page.getByTestId("interview-filters")).toContainText("Candidate no-show, Interviewer no-show");
  await page.screenshot({ path: testInfo.outputPath("interviews-no-shows-390.png"), fullPage: true });

  // The candidate's timeline says how the link went.
  const [candidate] = queryE2eDb<{ id: string }>(
    `select candidate_id as id from applications where id = ${sqlText(application!.id)}`,
  );
  await page.goto(`/admin/candidates/${candidate!.id}`);
  const entry = page.getByTestId("timeline").locator('[data-kind="interview"]');
  await expect(entry).toContainText("First round: Times offered: link sent by email, not by text");
  await expect(entry).toContainText("This number has not consented to appointment texts.");
  await page.screenshot({ path: testInfo.outputPath("timeline-390.png"), fullPage: true });

  // Scheduled (as the candidate's pick would): the board's card shows the next interview.
  const scheduled = await page.request.patch(`/api/admin/interviews/${interview.id}`, {
    data: { startsAt: new Date(offered[0]!.starts_at).toISOString() },
    headers: origin,
  });
  expect(scheduled.status(), await scheduled.text()).toBe(200);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/applications?view=board&jobId=${job.id}`);
  const card = page.locator(`[data-application-id="${application!.id}"]`);
  await expect(card.getByTestId("next-interview")).toContainText("Interview ");
  await page.screenshot({ path: testInfo.outputPath("board-1280.png"), fullPage: true });
});
