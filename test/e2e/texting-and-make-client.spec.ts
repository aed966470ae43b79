import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { createUserAsAdmin, signInThroughForm } from "./staff";

/**
 * A working day without workarounds, items 5 and 8: a recruiter sees why a candidate cannot be texted before typing
 * and that texts wait while texting is not connected (the test server has no SMS provider), the application form's
 * SMS consents are stored and allow a text; an account manager makes a client from an employer's message and
 * starts its first job order from the client page.
 */

test("a recruiter sees why texting is unavailable before typing; an applicant's SMS consent lets a text wait, never 'go out now'", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const email = `sms.${stamp}@example.com`;

  // The applicant ticks the non-marketing SMS box on the application form.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto("/apply");
  await visitor.getByRole("button", { name: "Essential Only" }).click();
  const form = visitor.getByRole("form", { name: "Application form" });
  await form.getByLabel("First Name").fill("Sima");
  await form.getByLabel("Last Name").fill(`Text${stamp}`);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill(`317555${String(Date.now() % 10_000).padStart(4, "0")}`);
  await form.getByRole("checkbox", { name: /non-marketing text messages/ }).check();
  await form.getByRole("checkbox", { name: /I agree to the terms and conditions/ }).check();
  await form.getByRole("button", { name: "Submit Application" }).click();
  await visitor.waitForURL("**/apply/sent");
  await visitorContext.close();
  const [applied] = queryE2eDb<{
    candidate_id: string;
    sms_appointment_consent: number;
    sms_marketing_consent: number;
  }>(
    `select candidate_id, sms_appointment_consent, sms_marketing_consent from applications where email = ${sqlText(email)}`,
  );
  expect(applied).toMatchObject({ sms_appointment_consent: 1, sms_marketing_consent: 0 });
  const consents = queryE2eDb<{ consent: string }>(
    `select consent from consent_records where subject_id = (select id from applications where email = ${sqlText(email)}) order by consent`,
  );
  expect(consents.map((row) => row.consent)).toEqual(["application", "sms_appointment"]);

  // A candidate who never consented, through the API.
  const otherEmail = `nosms.${stamp}@example.com`;
  const other = await page.request.post("/api/applications", {
    data: { firstName: "Noel", lastName: `Quiet${stamp}`, email: otherEmail, phone: "3175550166" },
    headers: { Origin: baseURL!, "CF-Connecting-IP": `198.18.${Date.now() % 250}.17` },
  });
  expect(other.status()).toBe(201);
  const [quiet] = queryE2eDb<{ candidate_id: string }>(
    `select candidate_id from applications where email = ${sqlText(otherEmail)}`,
  );

  const recruiter = { username: `e2e-sms-${stamp}`, password: "e2e-sms-password", role: "recruiter" };
  await createUserAsAdmin(page.request, baseURL!, recruiter);
  await signInThroughForm(page, recruiter.username, recruiter.password);

  // Without consent: choosing Text shows why, and there is nothing to type into.
  await page.goto(`/admin/candidates/${quiet!.candidate_id}`);
  const composer = page.getByRole("form", { name: "Write to the candidate" });
  await composer.getByRole("radio", { name: "Text" }).check();
  await expect(composer.getByTestId("texting-blocked")).toHaveText(
    "This number has not consented to appointment texts.",
  );
  await expect(composer.getByLabel("Message")).toHaveCount(0);
  await expect(composer.getByRole("button", { name: "Send text" })).toHaveCount(0);

  // With the application's consent: the composer says texts wait, before anything is typed.
  await page.goto(`/admin/candidates/${applied!.candidate_id}`);
  await composer.getByRole("radio", { name: "Text" }).check();
  await expect(composer.getByTestId("texting-waiting")).toContainText("Texting is not connected");
  await composer.getByLabel("Message").fill("Are you free for a call at 3?");
  await composer.getByRole("button", { name: "Send text" }).click();
  await expect(page.getByText("Text queued, waiting: texting is not connected.")).toBeVisible();
  await expect(page.getByText(/it goes out now/)).toHaveCount(0);
  const entry = page.getByTestId("timeline").locator('[data-kind="text_out"]').first();
  await expect(entry).toContainText("waiting: texting is not connected");
  await expect(entry).toContainText("Are you free for a call at 3?");
});

test("an account manager makes a client from an employer's message, owns it, and starts its first job order from the client page", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const company = `Harbor Freight Lines ${stamp}`;
  const email = `nora.${stamp}@harbor.example`;
  const sent = await page.request.post("/api/contact/submit", {
    data: {
      firstName: "Nora",
      lastName: `Vance${stamp}`,
      email,
      company,
      phone: "3175550188",
      helpType: "executive-search",
      message: "We need a COO.",
    },
    headers: { Origin: baseURL!, "CF-Connecting-IP": `198.18.${Date.now() % 250}.33` },
  });
  expect(sent.status()).toBe(201);
  const [message] = queryE2eDb<{ id: string }>(`select id from contacts where email = ${sqlText(email)}`);
  // Until it is made a client, the inquiry is filed under a candidate, as every message is.
  expect(queryE2eDb(`select id from candidates where email = ${sqlText(email)}`)).toHaveLength(1);

  const manager = { username: `e2e-am-${stamp}`, password: "e2e-am-password", role: "manager" };
  await createUserAsAdmin(page.request, baseURL!, manager);
  await signInThroughForm(page, manager.username, manager.password);

  await page.goto(`/admin/messages/${message!.id}`);
  await page.getByRole("button", { name: "Make client" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Client name")).toHaveValue(company);
  await dialog.getByRole("button", { name: "Create client" }).click();
  await page.waitForURL("**/admin/clients/**");
  const clientId = new URL(page.url()).pathname.split("/").pop()!;

  // The client is active and the account manager owns it; the inquirer is its contact, not a candidate.
  await expect(page.getByRole("heading", { level: 1, name: company })).toBeVisible();
  const terms = page.getByRole("region", { name: "Client" });
  await expect(terms).toContainText("Active");
  await expect(terms).toContainText(manager.username);
  await expect(page.getByRole("region", { name: /Contacts/ })).toContainText(`Nora Vance${stamp}`);
  expect(queryE2eDb(`select id from candidates where email = ${sqlText(email)}`)).toHaveLength(0);
  await page.goto(`/admin/candidates?q=${encodeURIComponent(`Vance${stamp}`)}`);
  await expect(page.getByRole("link", { name: new RegExp(`Vance${stamp}`) })).toHaveCount(0);

  // The message is handled and links to its client.
  await page.goto(`/admin/messages/${message!.id}`);
  await expect(page.getByLabel("Status")).toHaveValue("done");
  await page.getByRole("link", { name: "open the client" }).click();
  await page.waitForURL(`**/admin/clients/${clientId}`);

  // New job order: the jobs form opens with the client filled in.
  await page.getByRole("link", { name: "New job order" }).click();
  const jobForm = page.getByRole("dialog");
  await expect(jobForm.getByLabel("Company")).toHaveValue(company);
  await expect(jobForm.getByLabel("Client", { exact: true })).toHaveValue(clientId);
  const title = `Chief Operating Officer ${stamp}`;
  await jobForm.getByLabel("Job Title").fill(title);
  await jobForm.getByLabel("Location").fill("Baltimore, MD");
  await jobForm.getByLabel("Description").fill("A freight carrier is hiring a COO to run its terminals and fleet.");
  await jobForm.getByLabel("Requirements").fill("15+ years in logistics operations");
  await jobForm.getByRole("button", { name: "Create Job" }).click();
  await expect(jobForm).toBeHidden();

  // On the client page the job order is a link to the job order's page.
  await page.goto(`/admin/clients/${clientId}`);
  await page.getByTestId("client-job-orders").getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/admin\/jobs\/[^/?]+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});
