import { expect, test } from "./fixtures";
import { adminCredentials, createUserAsAdmin, signInThroughForm } from "./staff";

/**
 * A sequence's start rules (issue 50 item 2, decision 119), set on its screen as a new recruiter would: "applied to
 * this job and not contacted in 3 days" and "entered Interviewing", saved, shown again after a reload, and one removed.
 */

test("a recruiter sets a sequence to start by itself on pipeline events, on its screen", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const origin = baseURL!;
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const admin = adminCredentials();
  await signInThroughForm(adminPage, admin.username, admin.password);
  const created = await adminPage.request.post("/api/jobs", {
    headers: { Origin: origin },
    data: {
      title: `Plant Controller ${stamp}`,
      company: `Harbor Mills ${stamp}`,
      location: "Chicago, IL",
      industry: "Finance",
      type: "Full-time",
      description: "A mill's controller: the close, the audit and the plant's cost accounting.",
      requirements: "CPA",
      status: "published",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const job = (await created.json()) as { id: string; title: string };
  await adminContext.close();
  const recruiter = { username: `e2e-rules-${stamp}`, password: "e2e-start-rules-password", role: "recruiter" };
  await createUserAsAdmin(request, origin, recruiter);
  await signInThroughForm(page, recruiter.username, recruiter.password);
  const sequence = await page.request.post("/api/admin/sequences", {
    headers: { Origin: origin },
    data: {
      name: `New applicants ${stamp}`,
      steps: [{ channel: "email", delayDays: 0, subject: "Your application", body: "Hi {{candidate.firstName}}" }],
    },
  });
  expect(sequence.status(), await sequence.text()).toBe(201);
  const { id } = (await sequence.json()) as { id: string };

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/sequences/${id}`);
  const form = page.getByRole("form", { name: "Save start rules" });
  await expect(form.getByText("No start rules")).toBeVisible();
  await form.getByRole("button", { name: "Add a start rule" }).click();
  await form.getByRole("button", { name: "Add a start rule" }).click();
  const rules = form.getByTestId("start-rule");
  await expect(rules).toHaveCount(2);
  await rules.nth(0).getByLabel("Job").selectOption(job.id);
  await rules.nth(0).getByLabel("Days without contact").fill("3");
  await rules.nth(1).getByLabel("When").selectOption("entered_stage");
  await rules.nth(1).getByLabel("Stage").selectOption("interviewing");
  await form.getByRole("button", { name: "Save start rules" }).click();
  await expect(page.getByText("Start rules saved.")).toBeVisible();

  await page.reload();
  await expect(rules).toHaveCount(2);
  await expect(rules.nth(0).getByLabel("When")).toHaveValue("applied_not_contacted");
  await expect(rules.nth(0).getByLabel("Job")).toHaveValue(job.id);
  await expect(rules.nth(0).getByLabel("Days without contact")).toHaveValue("3");
  await expect(rules.nth(1).getByLabel("Stage")).toHaveValue("interviewing");
  await expect(rules.nth(1).getByLabel("Job")).toHaveValue("");
  await page
    .getByRole("region", { name: "Start by itself" })
    .screenshot({ path: "test-results/sequence-start-rules-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page
    .getByRole("region", { name: "Start by itself" })
    .screenshot({ path: "test-results/sequence-start-rules-390.png" });

  // Days out of range: the form holds it (the API's own 400 naming startRules.0.days is the worker test's).
  const days = rules.nth(0).getByLabel("Days without contact");
  await days.fill("0");
  await form.getByRole("button", { name: "Save start rules" }).click();
  expect(
    await days.evaluate(
      (input) => (input as unknown as { validity: { rangeUnderflow: boolean } }).validity.rangeUnderflow,
    ),
  ).toBe(true);
  await expect(page.getByText("Start rules saved.")).toHaveCount(0);

  await page.reload();
  await rules.nth(0).getByRole("button", { name: "Remove rule" }).click();
  await form.getByRole("button", { name: "Save start rules" }).click();
  await expect(page.getByText("Start rules saved.")).toBeVisible();
  const saved = await page.request.get(`/api/admin/sequences/${id}`);
  const view = (await saved.json()) as { startRules: { kind: string; stage?: string; jobId: string | null }[] };
  expect(view.startRules).toMatchObject([{ kind: "entered_stage", stage: "interviewing", jobId: null }]);
});
