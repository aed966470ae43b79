import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

/**
 * A job's pipeline stage enrolled in a sequence (issue 50 item 2, decision 122), tried as a recruiter would: the
 * applications list filtered by the job and the Interviewing stage, "Add these to a sequence" says how many will be
 * enrolled before they confirm, by keyboard; the sequence's preview asks for a job for {{job.title}} rather than
 * failing, and fills it in once one is chosen.
 */

const SHOTS = "test-results/sequence-enroll-stage";

/** A screenshot once the dialog's opening animation is over (mid-fade, the page behind shows through). */
async function shot(page: Page, name: string) {
  await page.evaluate("Promise.all(document.getAnimations().map((animation) => animation.finished))");
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function setUp(page: Page, origin: string, stamp: string) {
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  const send = async (method: "post" | "patch", path: string, data: unknown, headers: Record<string, string> = {}) => {
    const response = await page.request[method](path, { data, headers: { Origin: origin, ...headers } });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()) as { id: string };
  };
  const client = await send("post", "/api/admin/clients", { name: `Harbor Mills ${stamp}`, status: "active" });
  const title = `Plant Controller ${stamp}`;
  const job = await send("post", "/api/jobs", {
    title,
    company: `Harbor Mills ${stamp}`,
    location: "Chicago, IL",
    industry: "Finance",
    type: "Full-time",
    description: "A mill's controller.",
    requirements: "CPA",
    status: "published",
    clientId: client.id,
  });
  const people = ["Ada", "Bram", "Cleo"];
  for (const [index, first] of people.entries()) {
    const email = `${first.toLowerCase()}.${stamp}@example.com`;
    await send(
      "post",
      "/api/applications",
      { firstName: first, lastName: `Quill${stamp}`, email, phone: `31255503${10 + index}`, jobId: job.id },
      { "CF-Connecting-IP": `198.19.${Date.now() % 250}.${40 + index}` },
    );
    const [row] = queryE2eDb<{ id: string }>(`select id from applications where email = ${sqlText(email)}`);
    // Ada and Bram are interviewing; Cleo stays New.
    if (first !== "Cleo") await send("patch", `/api/admin/applications/${row!.id}`, { stage: "interviewing" });
  }
  const sequence = await send("post", "/api/admin/sequences", {
    name: `Interview follow-up ${stamp}`,
    steps: [
      { channel: "email", delayDays: 1, subject: "The {{job.title}} role", body: "Hi {{candidate.firstName}}." },
      { channel: "email", delayDays: 2, subject: "Checking in", body: "Any news, {{candidate.firstName}}?" },
    ],
  });
  return { jobId: job.id, title, sequenceId: sequence.id };
}

test("a recruiter enrols a job's Interviewing stage in a sequence and previews it for a job", async ({
  page,
  baseURL,
}) => {
  const stamp = String(Date.now());
  const { jobId, title, sequenceId } = await setUp(page, baseURL!, stamp);
  const sequenceName = `Interview follow-up ${stamp}`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/applications?jobId=${jobId}&stage=interviewing`);
  await expect(
    page
      .getByTestId("applications")
      .getByRole("row")
      .filter({ hasText: `Quill${stamp}` }),
  ).toHaveCount(2);
  const open = page.getByRole("button", { name: "Add these to a sequence…" });
  await open.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Add these to a sequence" });
  await expect(dialog).toContainText(`The steps' {{job.title}} and {{client.name}} come from ${title}.`);
  await expect(dialog.getByTestId("enroll-filter-count")).toHaveText(
    "Choose a sequence to see how many will be enrolled.",
  );
  await dialog.getByLabel("Choose a sequence").selectOption({ label: sequenceName });
  await expect(dialog.getByTestId("enroll-filter-count")).toHaveText("2 candidates: 2 will be enrolled.");
  await shot(page, "enroll-1280");
  expect(await axeViolations(page)).toEqual([]);
  const confirm = dialog.getByRole("button", { name: "Enrol 2 candidates" });
  await confirm.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("2 enrolled.")).toBeVisible();
  expect(
    queryE2eDb<{ n: number }>(
      `select count(*) as n from sequence_enrollments where sequence_id = ${sqlText(sequenceId)} and job_id = ${sqlText(jobId)}`,
    )[0]?.n,
  ).toBe(2);

  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "list-390");
  await open.click();
  await dialog.getByLabel("Choose a sequence").selectOption({ label: sequenceName });
  await expect(dialog.getByTestId("enroll-filter-count")).toHaveText(
    "2 candidates: 0 will be enrolled, 2 are in this sequence already.",
  );
  await expect(dialog.getByRole("button", { name: "Enrol 0 candidates" })).toBeDisabled();
  await shot(page, "enroll-390");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/sequences/${sequenceId}`);
  await page.getByLabel("Choose a candidate").selectOption({ label: `Ada Quill${stamp}` });
  const preview = page.getByTestId("sequence-preview");
  await expect(preview.getByTestId("preview-needs-job")).toHaveText("Choose a job to preview {{job.title}}.");
  await expect(preview).toContainText("Any news, Ada?");
  await page.getByRole("searchbox", { name: "Search open jobs" }).fill(title);
  const jobChoice = page.getByRole("radio", { name: new RegExp(title) });
  await jobChoice.focus();
  await page.keyboard.press("Space");
  await expect(preview).toContainText(`The ${title} role`);
  await expect(preview.getByTestId("preview-needs-job")).toHaveCount(0);
  await page.getByRole("region", { name: "Preview for a candidate" }).screenshot({ path: `${SHOTS}/preview-1280.png` });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Preview without a job" }).click();
  await expect(preview.getByTestId("preview-needs-job")).toBeVisible();
  await page.getByRole("region", { name: "Preview for a candidate" }).screenshot({ path: `${SHOTS}/preview-390.png` });
});
