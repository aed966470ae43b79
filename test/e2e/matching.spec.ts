import type { APIRequestContext, Page } from "@playwright/test";
import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { adminCredentials, createUserAsAdmin, signInThroughForm } from "./staff";

/**
 * Matching (issue 46), tried as a new recruiter would: a client's job order open ("Controller, Chicago, $180-210k,
 * CPA"), narrow its matching candidates to 25 miles and the pay range, read why the first one fits, submit them to
 * the client; an off-limits person is held back with the reason. The client, the job order and the people (their
 * places, pay, notice and skills, written through the candidate PATCH) are set up through the API, so the test
 * depends on no seeded person.
 */

/** The people of the test: where they live, what they want, when they can start, what they know. */
const PEOPLE = {
  near: { first: "Nadia", location: "60601", pay: 195_000, weeks: 2, skills: ["CPA", "SAP"] },
  // Inside the pay range but 1,700 miles away: the 25-mile radius leaves her out.
  far: { first: "Farrah", location: "90012", pay: 190_000, weeks: 0, skills: ["CPA", "SAP", "Big 4"] },
  // Close, but wanting more than the job pays: the pay range leaves her out.
  pricey: { first: "Priya", location: "60201", pay: 320_000, weeks: 4, skills: ["CPA", "SAP"] },
  // Close and in range, but a contact of another client: off-limits.
  held: { first: "Hollis", location: "60602", pay: 185_000, weeks: 1, skills: ["CPA"] },
} as const;
type Who = keyof typeof PEOPLE;

/** The admin's API session, in its own browser context: the test's setup, not what it tests. */
async function adminApi(page: Page, origin: string) {
  await signInThroughForm(page, adminCredentials().username, adminCredentials().password);
  const send = async (method: "post" | "patch", path: string, data: unknown, headers: Record<string, string> = {}) => {
    const response = await page.request[method](path, { data, headers: { Origin: origin, ...headers } });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()) as { id: string };
  };
  return send;
}

async function setUp(page: Page, origin: string, stamp: string) {
  const send = await adminApi(page, origin);
  const client = await send("post", "/api/admin/clients", { name: `Lakeshore Foods ${stamp}`, status: "active" });
  await send("post", `/api/admin/clients/${client.id}/contacts`, {
    name: "Dana Hiring",
    email: `dana.${stamp}@lakeshore.example`,
  });
  // Another client whose contact is one of the people: they are off-limits to present to anyone.
  const other = await send("post", "/api/admin/clients", { name: `Birchwood Mills ${stamp}`, status: "active" });
  await send("post", `/api/admin/clients/${other.id}/contacts`, { name: "Hollis", email: emailOf("held", stamp) });
  const job = await send("post", "/api/jobs", {
    title: `Controller ${stamp}`,
    company: `Lakeshore Foods ${stamp}`,
    location: "Chicago, IL",
    industry: "Finance",
    type: "Full-time",
    salary: "$180,000 - $210,000",
    requiredSkills: ["CPA", "SAP"],
    preferredSkills: ["Big 4"],
    description: "A food producer's controller: owns the close, the audit and the plants' cost accounting.",
    requirements: "CPA; SAP; Big 4 audit experience preferred",
    status: "published",
    clientId: client.id,
  });
  for (const [who, person] of Object.entries(PEOPLE) as [Who, (typeof PEOPLE)[Who]][]) {
    await send(
      "post",
      "/api/applications",
      { firstName: person.first, lastName: lastNameOf(stamp), email: emailOf(who, stamp), phone: phoneOf(who) },
      { "CF-Connecting-IP": `198.19.${Date.now() % 250}.${10 + Object.keys(PEOPLE).indexOf(who)}` },
    );
    const [row] = queryE2eDb<{ id: string }>(
      `select candidate_id as id from applications where email = ${sqlText(emailOf(who, stamp))}`,
    );
    await send("patch", `/api/admin/candidates/${row!.id}`, {
      location: person.location,
      remotePreference: "onsite",
      desiredPay: { amount: person.pay, period: "year" },
      availableInWeeks: person.weeks,
      skills: person.skills,
    });
  }
  return { clientName: `Lakeshore Foods ${stamp}`, jobId: job.id, jobTitle: `Controller ${stamp}` };
}

const lastNameOf = (stamp: string) => `Quill${stamp}`;
const emailOf = (who: Who, stamp: string) => `${who}.${stamp}@example.com`;
const phoneOf = (who: Who) => `31255501${10 + Object.keys(PEOPLE).indexOf(who)}`;
const nameOf = (who: Who, stamp: string) => `${PEOPLE[who].first} ${lastNameOf(stamp)}`;

/** The page is as wide as the screen: nothing runs off to the side. */
async function noSideScroll(page: Page, width: number) {
  expect(await page.evaluate("document.documentElement.scrollWidth")).toBe(width);
}

async function recruiterSignsIn(page: Page, request: APIRequestContext, origin: string, stamp: string) {
  const recruiter = { username: `e2e-match-${stamp}`, password: "e2e-match-password", role: "recruiter" };
  await createUserAsAdmin(request, origin, recruiter);
  await signInThroughForm(page, recruiter.username, recruiter.password);
}

test("a recruiter narrows a job order's matches to 25 miles and its pay, reads why the first fits, and submits them", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const adminContext = await browser.newContext();
  const { clientName, jobId, jobTitle } = await setUp(await adminContext.newPage(), baseURL!, stamp);
  await adminContext.close();
  await recruiterSignsIn(page, page.request, baseURL!, stamp);

  // From the jobs list, the job's title opens its job order page.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/jobs?q=${encodeURIComponent(jobTitle)}`);
  await page.getByTestId("staff-job").getByRole("link", { name: jobTitle }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/jobs/${jobId}$`));
  await expect(page.getByRole("heading", { level: 1, name: jobTitle })).toBeVisible();
  const essentials = page.getByRole("region", { name: "Job order" });
  await expect(essentials.getByRole("link", { name: clientName })).toBeVisible();
  await expect(essentials).toContainText("$180,000 - $210,000");
  await expect(essentials.getByRole("link", { name: "Pipeline" })).toHaveAttribute(
    "href",
    `/admin/applications?jobId=${jobId}`,
  );

  // Unfiltered, the far one is among the matches (ranked below the near ones).
  const matches = page.getByTestId("job-match");
  const names = () => page.getByTestId("job-matches").getByRole("link").allTextContents();
  await expect(matches.filter({ hasText: nameOf("far", stamp) })).toBeVisible();
  const unfiltered = await names();
  expect(unfiltered.indexOf(nameOf("near", stamp))).toBeLessThan(unfiltered.indexOf(nameOf("far", stamp)));

  // Narrowed to 25 miles of the job and its pay range: the filters go to the address.
  const filters = page.getByRole("form", { name: "Filters" });
  await filters.getByLabel("Within (miles)").fill("25");
  await filters.getByLabel("Pay from ($)").fill("180000");
  await filters.getByLabel("Pay to ($)").fill("210000");
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]radius=25&salaryMin=180000&salaryMax=210000$/);
  await expect(matches.filter({ hasText: nameOf("far", stamp) })).toHaveCount(0);
  await expect(matches.filter({ hasText: nameOf("pricey", stamp) })).toHaveCount(0);
  const narrowed = await names();
  expect(narrowed.filter((name) => name.endsWith(lastNameOf(stamp)))).toEqual([
    nameOf("near", stamp),
    nameOf("held", stamp),
  ]);

  // Why the first one fits, in words; the held one's restriction is a warning beside them.
  const first = matches.filter({ hasText: nameOf("near", stamp) });
  await expect(first.getByTestId("match-reasons")).toHaveText(
    /^CPA, SAP matched · missing Big 4 · \d+ miles? · within range · available in 2 weeks$/,
  );
  const held = matches.filter({ hasText: nameOf("held", stamp) });
  await expect(held.getByTestId("match-restrictions")).toContainText("Off-limits");
  await page.screenshot({ path: testInfo.outputPath("job-order-matches-1280.png"), fullPage: true });
  await noSideScroll(page, 1280);

  // A reload keeps the filters (fields and list); Back shows the unfiltered list, Forward the narrowed one.
  await page.reload();
  await expect(filters.getByLabel("Within (miles)")).toHaveValue("25");
  await expect(matches.filter({ hasText: nameOf("far", stamp) })).toHaveCount(0);
  await page.goBack();
  await expect(matches.filter({ hasText: nameOf("far", stamp) })).toBeVisible();
  await expect(filters.getByLabel("Within (miles)")).toHaveValue("");
  await page.goForward();
  await expect(matches.filter({ hasText: nameOf("far", stamp) })).toHaveCount(0);
  await expect(filters.getByLabel("Pay to ($)")).toHaveValue("210000");

  // On a phone the filters fold behind a button that says how many are on; nothing runs off the side.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(filters.getByLabel("Within (miles)")).toBeHidden();
  await filters.getByRole("button", { name: "Filters (3 on)" }).click();
  await expect(filters.getByLabel("Within (miles)")).toBeVisible();
  await noSideScroll(page, 390);
  await page.screenshot({ path: testInfo.outputPath("job-order-filters-390.png"), fullPage: true });
  await filters.getByRole("button", { name: "Filters (3 on)" }).click();

  // Both chosen and submitted: the near one goes to the client; the held one is named with the reason, not sent.
  await first.getByRole("checkbox", { name: `Select ${nameOf("near", stamp)}` }).check();
  await held.getByRole("checkbox", { name: `Select ${nameOf("held", stamp)}` }).check();
  const selection = page.getByTestId("matches-selection");
  await expect(selection).toContainText("2 selected");
  await selection.getByRole("button", { name: "Submit to client" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: `Submit to ${clientName}` })).toBeVisible();
  await expect(dialog.getByTestId("submit-held")).toContainText(`${nameOf("held", stamp)}: `);
  await expect(dialog.getByTestId("submit-held")).toContainText(`Birchwood Mills ${stamp}`);
  await expect(dialog.getByLabel("Contact")).toHaveValue(/.+/);
  await dialog.getByLabel("Note to the client").fill("Ran the close at a two-plant producer; CPA, SAP.");
  await noSideScroll(page, 390);
  await page.screenshot({ path: testInfo.outputPath("submit-matches-390.png") });
  await dialog.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(dialog.getByTestId("submit-outcomes")).toContainText("1 of 1 submitted.");
  await expect(dialog.getByTestId("submit-outcomes")).toContainText(
    `${nameOf("near", stamp)} submitted to Dana Hiring.`,
  );

  const submitted = queryE2eDb<{ email: string; stage: string; contact: string }>(
    `select a.email, a.stage, c.name as contact from submittals s
       join applications a on a.id = s.application_id join client_contacts c on c.id = s.contact_id
     where a.job_id = ${sqlText(jobId)}`,
  );
  expect(submitted).toEqual([{ email: emailOf("near", stamp), stage: "submitted", contact: "Dana Hiring" }]);
  const heldOnJob = queryE2eDb(
    `select id from applications where job_id = ${sqlText(jobId)} and email = ${sqlText(emailOf("held", stamp))}`,
  );
  expect(heldOnJob).toEqual([]);

  // Closed, the list says the near one is now submitted to this client.
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(first.getByTestId("match-restrictions")).toContainText("Already submitted");

  // The near one's page ranks the job order among their matching jobs, with the same reasons, linked to it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await first.getByRole("link", { name: nameOf("near", stamp) }).click();
  await expect(page.getByRole("heading", { level: 1, name: nameOf("near", stamp) })).toBeVisible();
  // Each other job names this one in its "in process elsewhere" warning: the match is the one whose link it is.
  const jobMatch = page
    .getByTestId("candidate-job-matches")
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: jobTitle, exact: true }) });
  await expect(jobMatch.getByTestId("match-restrictions")).toContainText("Already submitted");
  await expect(jobMatch.getByTestId("match-reasons")).toHaveText(
    /^CPA, SAP matched · missing Big 4 · \d+ miles? · within range · available in 2 weeks$/,
  );
  await page.screenshot({ path: testInfo.outputPath("candidate-matching-jobs-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await noSideScroll(page, 390);
  await jobMatch.getByRole("link", { name: jobTitle }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/jobs/${jobId}$`));

  // Back on the job order, the far one goes onto its pipeline with the one already submitted: one added, one on it.
  await matches
    .filter({ hasText: nameOf("far", stamp) })
    .getByRole("checkbox")
    .check();
  await first.getByRole("checkbox").check();
  await page.getByTestId("matches-selection").getByRole("button", { name: "Add to pipeline" }).click();
  const outcomes = page.getByRole("dialog").getByTestId("add-to-job-outcomes");
  await expect(outcomes).toContainText(`1 of 2 added to "${jobTitle}".`);
  await expect(outcomes.getByRole("listitem").filter({ hasText: "Already on it" })).toContainText(
    nameOf("near", stamp),
  );
  await noSideScroll(page, 390);
  const pipeline = queryE2eDb<{ email: string; stage: string }>(
    `select email, stage from applications where job_id = ${sqlText(jobId)} order by email`,
  );
  expect(pipeline).toEqual([
    { email: emailOf("far", stamp), stage: "new" },
    { email: emailOf("near", stamp), stage: "submitted" },
  ]);
});

test("the candidates search leaves a word out and takes a job match's filters, all in its address", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const adminContext = await browser.newContext();
  await setUp(await adminContext.newPage(), baseURL!, stamp);
  await adminContext.close();
  await recruiterSignsIn(page, page.request, baseURL!, stamp);
  const people = page.getByTestId("candidates");
  const listed = () => people.getByRole("link").allTextContents();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/candidates");
  await expect(page.getByText("Leave a word out with a minus (controller -audit)")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search candidates" }).fill(`${lastNameOf(stamp)} -${PEOPLE.pricey.first}`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(people.getByRole("link", { name: nameOf("pricey", stamp) })).toHaveCount(0);
  await expect(people.getByRole("link", { name: nameOf("far", stamp) })).toBeVisible();

  // Within 25 miles of the Loop: the far one leaves; the search stays.
  const filters = page.getByRole("form", { name: "Filters" });
  await filters.getByLabel("Within (miles)").fill("25");
  await filters.getByLabel("Of (ZIP or city)").fill("60601");
  await filters.getByLabel("Skills", { exact: true }).fill("SAP");
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]radius=25&near=60601&skills=SAP/);
  expect(new URL(page.url()).searchParams.get("q")).toBe(`${lastNameOf(stamp)} -${PEOPLE.pricey.first}`);
  await expect(people.getByRole("link", { name: nameOf("far", stamp) })).toHaveCount(0);
  expect((await listed()).sort()).toEqual([nameOf("near", stamp)]);
  await noSideScroll(page, 1280);
  await page.screenshot({ path: testInfo.outputPath("candidates-filters-1280.png"), fullPage: true });

  // A place the gazetteer does not know is named with the field; the form keeps what was typed.
  await filters.getByLabel("Of (ZIP or city)").fill("Atlantis, ZZ");
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByRole("alert")).toContainText("not a known US ZIP or city");
  await expect(filters.getByLabel("Of (ZIP or city)")).toHaveValue("Atlantis, ZZ");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goBack();
  await expect(page.getByTestId("candidate-cards")).toContainText(nameOf("near", stamp));
  await noSideScroll(page, 390);
  await page.screenshot({ path: testInfo.outputPath("candidates-filters-390.png"), fullPage: true });
});
