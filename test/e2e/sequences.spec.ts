import type { APIRequestContext, Page } from "@playwright/test";
import { runAgainstEmailConnectedServer } from "./connected-server";
import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { replyByEmail } from "./inbound-mail";
import { adminCredentials, createUserAsAdmin, signInThroughForm } from "./staff";

/**
 * Sequences (issue 50), tried as a new recruiter would: a 3-step email sequence built on its screen, five of a job
 * order's matches enrolled from the selection bar, the first step sent by the cron, the second when it is due; one
 * candidate answers from their mailbox (wrangler dev's local email endpoint) and leaves the sequence, another
 * unsubscribes with the email's one-click link as their mail provider would; the other three stay active. Run against
 * the server with a sender address, so the steps' emails really go through the delivery queue.
 */

runAgainstEmailConnectedServer();

/** The five people: all near the job, with its skills, so all five are among its matches. */
const PEOPLE = ["Ada", "Bram", "Cleo", "Dev", "Esme"] as const;
type Who = (typeof PEOPLE)[number];

const lastNameOf = (stamp: string) => `Quill${stamp}`;
const emailOf = (who: Who, stamp: string) => `${who.toLowerCase()}.${stamp}@example.com`;
const nameOf = (who: Who, stamp: string) => `${who} ${lastNameOf(stamp)}`;

/** The client, the job order and the five applicants, through the API as the admin: the test's setup. */
async function setUp(page: Page, origin: string, stamp: string) {
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  const send = async (method: "post" | "patch", path: string, data: unknown, headers: Record<string, string> = {}) => {
    const response = await page.request[method](path, { data, headers: { Origin: origin, ...headers } });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()) as { id: string };
  };
  const client = await send("post", "/api/admin/clients", { name: `Harbor Mills ${stamp}`, status: "active" });
  const job = await send("post", "/api/jobs", {
    title: `Plant Controller ${stamp}`,
    company: `Harbor Mills ${stamp}`,
    location: "Chicago, IL",
    industry: "Finance",
    type: "Full-time",
    salary: "$150,000 - $180,000",
    requiredSkills: ["CPA", "SAP"],
    description: "A mill's controller: the close, the audit and the plant's cost accounting.",
    requirements: "CPA; SAP",
    status: "published",
    clientId: client.id,
  });
  for (const [index, who] of PEOPLE.entries()) {
    await send(
      "post",
      "/api/applications",
      { firstName: who, lastName: lastNameOf(stamp), email: emailOf(who, stamp), phone: `31255502${10 + index}` },
      { "CF-Connecting-IP": `198.19.${Date.now() % 250}.${20 + index}` },
    );
    const [row] = queryE2eDb<{ id: string }>(
      `select candidate_id as id from applications where email = ${sqlText(emailOf(who, stamp))}`,
    );
    await send("patch", `/api/admin/candidates/${row!.id}`, {
      location: "60601",
      remotePreference: "onsite",
      desiredPay: { amount: 160_000, period: "year" },
      availableInWeeks: 2,
      skills: ["CPA", "SAP"],
    });
  }
  return { jobId: job.id };
}

/** The cron's run, as Cloudflare starts it (`wrangler dev --test-scheduled`, scripts/e2e-server.sh), at the real time. */
async function runCron(request: APIRequestContext) {
  const ran = await request.get(`/__scheduled?cron=${encodeURIComponent("*/5 * * * *")}`);
  expect(ran.ok(), await ran.text()).toBe(true);
}

/** The step emails queued for one person, oldest first: their subjects, reply address and one-click link. */
function stepEmailsTo(address: string) {
  return queryE2eDb<{ subject: string; reply_to: string; unsubscribe: string; status: string }>(
    `select json_extract(d.payload, '$.subject') as subject, json_extract(d.payload, '$.replyTo') as reply_to,
       json_extract(d.payload, '$.bulk.unsubscribe') as unsubscribe, d.status
     from sequence_sends s join deliveries d on d.id = s.delivery_id
     where d.recipient = ${sqlText(address)} order by s.step`,
  );
}

/** How many step emails each of the sequence's people has been sent, in one read (the server writes meanwhile). */
function stepEmailCounts(sequenceId: string) {
  return queryE2eDb<{ n: number }>(
    `select count(s.id) as n from sequence_enrollments e left join sequence_sends s on s.enrollment_id = e.id
     where e.sequence_id = ${sqlText(sequenceId)} group by e.id order by e.id`,
  ).map((row) => row.n);
}

/** The sequence page's counts, read again until they are what is expected (the queue sends in the background). */
async function expectCounts(page: Page, counts: Record<string, string>) {
  await expect(async () => {
    await page.reload();
    for (const [key, value] of Object.entries(counts)) await expect(page.getByTestId(`count-${key}`)).toHaveText(value);
  }).toPass({ timeout: 30_000 });
}

test("a recruiter builds a 3-step sequence, enrols five matches; one replies, one unsubscribes, three go on", async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const adminContext = await browser.newContext();
  const { jobId } = await setUp(await adminContext.newPage(), baseURL!, stamp);
  await adminContext.close();
  const recruiter = { username: `e2e-seq-${stamp}`, password: "e2e-sequence-password", role: "recruiter" };
  await createUserAsAdmin(request, baseURL!, recruiter);
  await signInThroughForm(page, recruiter.username, recruiter.password);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The sequence, on its screen: three emails, two business days apart, any day and hour (the test's time is in it).
  const sequenceName = `Controller follow-up ${stamp}`;
  await page.goto("/admin/sequences");
  await page.getByRole("button", { name: "New sequence" }).click();
  const form = page.getByRole("form", { name: "Create sequence" });
  await form.getByLabel("Name").fill(sequenceName);
  await form.getByRole("button", { name: "Add an email" }).click();
  await form.getByRole("button", { name: "Add an email" }).click();
  const steps = form.getByTestId("sequence-step");
  await expect(steps).toHaveCount(3);
  const words = [
    ["A controller role in Chicago, {{candidate.firstName}}?", "Hello {{candidate.firstName}}, a mill needs a CPA."],
    ["Following up, {{candidate.firstName}}", "Hello again {{candidate.firstName}}: is this of interest?"],
    ["Last note, {{candidate.firstName}}", "I will leave it here, {{candidate.firstName}}."],
  ] as const;
  for (const [index, [subject, body]] of words.entries()) {
    const step = steps.nth(index);
    await expect(step.getByLabel("Business days after the previous step")).toHaveValue(index === 0 ? "0" : "2");
    await step.getByLabel("Subject").fill(subject);
    await step.getByLabel("Message").fill(body);
  }
  const days = form.getByRole("group", { name: "Sending days" });
  for (const day of ["Sat", "Sun"]) await days.getByRole("checkbox", { name: day }).check();
  await form.getByLabel("From (hour)").selectOption("0");
  await form.getByLabel("Until (hour)").selectOption("24");
  await form.getByRole("button", { name: "Create sequence" }).click();
  await expect(page.getByRole("heading", { level: 1, name: sequenceName })).toBeVisible();
  const sequenceId = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByTestId("count-enrolled")).toHaveText("0");

  // From the job order's matches: all five chosen, added to the sequence from the selection bar.
  await page.goto(`/admin/jobs/${jobId}`);
  const matches = page.getByTestId("job-match");
  for (const who of PEOPLE)
    await matches
      .filter({ hasText: nameOf(who, stamp) })
      .getByRole("checkbox", { name: `Select ${nameOf(who, stamp)}` })
      .check();
  const selection = page.getByTestId("matches-selection");
  await expect(selection).toContainText("5 selected");
  await selection.getByRole("combobox", { name: "Add to sequence" }).selectOption({ label: sequenceName });
  await selection.getByRole("button", { name: "Enrol 5 people" }).click();
  await expect(page.getByTestId("toast")).toContainText("5 enrolled.");

  await page.goto(`/admin/sequences/${sequenceId}`);
  const people = page.getByTestId("enrollments").getByRole("listitem");
  await expect(people).toHaveCount(5);
  await expect(page.getByTestId("count-active")).toHaveText("5");

  // The cron's first run sends the first step to each; the queue delivers them.
  await runCron(request);
  await expect.poll(() => stepEmailCounts(sequenceId)).toEqual([1, 1, 1, 1, 1]);
  expect(stepEmailsTo(emailOf("Ada", stamp))[0]?.subject).toBe("A controller role in Chicago, Ada?");
  await expectCounts(page, { enrolled: "5", active: "5", sent: "5", replied: "0", unsubscribed: "0" });

  // Two business days later the second step is due (its time set in the database: the test's stand-in for waiting).
  queryE2eDb(
    `update sequence_enrollments set next_at = ${Date.now() - 60_000}
     where sequence_id = ${sqlText(sequenceId)} and state = 'active' and next_step = 1`,
  );
  await runCron(request);
  await expect.poll(() => stepEmailCounts(sequenceId)).toEqual([2, 2, 2, 2, 2]);
  const [, second] = stepEmailsTo(emailOf("Bram", stamp));
  expect(second?.subject).toBe("Following up, Bram");
  await expectCounts(page, { enrolled: "5", active: "5", sent: "10" });

  // Ada answers the follow-up from her mailbox: she leaves the sequence.
  const [, adaSecond] = stepEmailsTo(emailOf("Ada", stamp));
  await replyByEmail(
    request,
    { address: emailOf("Ada", stamp) },
    adaSecond!.reply_to,
    adaSecond!.subject,
    "Yes, let's talk.",
  );
  const row = (who: Who) => people.filter({ hasText: nameOf(who, stamp) });
  await expect(async () => {
    await page.reload();
    await expect(row("Ada").getByTestId("enrollment-state")).toHaveText("Replied · Replied by email.");
  }).toPass({ timeout: 30_000 });

  // Bram's mail provider posts his one-click unsubscribe (RFC 8058: no cookie, no Origin): he leaves it too.
  const link = new URL(second!.unsubscribe);
  expect(link.pathname).toMatch(/^\/unsubscribe\/one-click\/q\.[A-Za-z0-9_-]+$/);
  const unsubscribed = await request.post(link.pathname, { form: { "List-Unsubscribe": "One-Click" } });
  expect(unsubscribed.status()).toBe(200);
  await page.reload();
  await expect(row("Bram").getByTestId("enrollment-state")).toContainText("Unsubscribed");

  // The counts say so; the three others go on to the last step, nothing more goes to Ada or Bram.
  await expectCounts(page, { enrolled: "5", active: "3", sent: "10", replied: "1", unsubscribed: "1" });
  for (const who of ["Cleo", "Dev", "Esme"] as const)
    await expect(row(who).getByTestId("enrollment-state")).toHaveText(/^Active · /);
  expect(
    queryE2eDb<{ who: string; state: string; next_step: number }>(
      `select c.first_name as who, e.state, e.next_step from sequence_enrollments e
         join candidates c on c.id = e.candidate_id
       where e.sequence_id = ${sqlText(sequenceId)} order by c.first_name`,
    ),
  ).toEqual([
    { who: "Ada", state: "replied", next_step: 2 },
    { who: "Bram", state: "unsubscribed", next_step: 2 },
    { who: "Cleo", state: "active", next_step: 2 },
    { who: "Dev", state: "active", next_step: 2 },
    { who: "Esme", state: "active", next_step: 2 },
  ]);
  await expect(row("Ada").getByRole("button", { name: /^Stop/ })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("sequence-1280.png"), fullPage: true });
  expect(await page.evaluate("document.documentElement.scrollWidth")).toBe(1280);

  // On a phone: the same page, nothing running off the side.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("count-replied")).toHaveText("1");
  await page.screenshot({ path: testInfo.outputPath("sequence-390.png"), fullPage: true });
  expect(await page.evaluate("document.documentElement.scrollWidth")).toBe(390);
});
