import type { Locator } from "@playwright/test";
import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { adminCredentials, createUserAsAdmin, signInThroughForm } from "./staff";

/**
 * "Add to job" (issue 44 item 1): a candidate who applied to another job is put on a client's job order from their
 * page by a recruiter, then submitted to the client from the new application. The client, its contact, the two jobs
 * and the candidate's first application are set up through the API (they are not what this tests).
 */

/** Waits for the dialog's opening animation to end, so a screenshot shows it as people see it. */
const settled = (dialog: Locator) =>
  // A string: the browser tests are typed without the DOM's names.
  dialog.evaluate("element => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished))");

test("a recruiter adds a candidate to a client's job order from the candidate page, then submits them", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const client = `Oakridge Foods ${stamp}`;
  const jobOrder = `Plant Controller ${stamp}`;
  const lastName = `Varga${stamp}`;
  const name = `Ilse ${lastName}`;
  const origin = { Origin: baseURL! };

  // Setup as the admin, through the API, in its own browser context.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInThroughForm(admin, adminCredentials().username, adminCredentials().password);
  const post = async (path: string, data: unknown, headers: Record<string, string> = {}) => {
    const response = await admin.request.post(path, { data, headers: { ...origin, ...headers } });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: string };
  };
  const acme = await post("/api/admin/clients", { name: client, status: "active" });
  await post(`/api/admin/clients/${acme.id}/contacts`, {
    name: "Rosa Client",
    email: `rosa.${stamp}@oakridge.example`,
  });
  const job = (title: string, clientId?: string) =>
    post("/api/jobs", {
      title,
      company: client,
      location: "Columbus, OH",
      industry: "Manufacturing",
      description: "A food producer is hiring to own the plant's close, the audit and its cost accounting.",
      requirements: "CPA; 6+ years in plant accounting",
      status: "published",
      ...(clientId ? { clientId } : {}),
    });
  const general = await job(`Staff Accountant ${stamp}`);
  const order = await job(jobOrder, acme.id);
  await post(
    "/api/applications",
    {
      firstName: "Ilse",
      lastName,
      email: `ilse.${stamp}@example.com`,
      phone: "3175550143",
      currentPosition: "Assistant Controller at Globex",
      jobId: general.id,
    },
    { "CF-Connecting-IP": `198.19.${Date.now() % 250}.91` },
  );
  await post(
    "/api/applications",
    { firstName: "Jonas", lastName, email: `jonas.${stamp}@example.com`, phone: "3175550144", jobId: general.id },
    { "CF-Connecting-IP": `198.19.${Date.now() % 250}.92` },
  );
  await adminContext.close();

  const recruiter = { username: `e2e-add-${stamp}`, password: "e2e-add-password", role: "recruiter" };
  await createUserAsAdmin(page.request, baseURL!, recruiter);
  await signInThroughForm(page, recruiter.username, recruiter.password);

  // From the candidate page: Add to job, search the open jobs, choose the client's job order.
  await page.goto(`/admin/candidates?q=${encodeURIComponent(lastName)}`);
  await page.getByTestId("candidates").getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole("button", { name: "Add to job", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Search open jobs").fill(jobOrder);
    await expect(dialog.getByRole("radio", { name: new RegExp(jobOrder) })).toBeVisible();
    expect(await page.evaluate("document.documentElement.scrollWidth")).toBe(width);
    await settled(dialog);
    await page.screenshot({ path: testInfo.outputPath(`add-to-job-dialog-${width}.png`) });
    if (width === 390) await dialog.getByRole("button", { name: "Cancel" }).click();
  }
  const dialog = page.getByRole("dialog");
  // Adding without a choice says what to do.
  await dialog.getByLabel("Search open jobs").fill("");
  await dialog.getByRole("button", { name: "Add to job" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Choose a job first: search by its title, then pick it.");
  await dialog.getByLabel("Search open jobs").fill(jobOrder);
  await dialog.getByRole("radio", { name: new RegExp(jobOrder) }).check();
  await dialog.getByRole("button", { name: "Add to job" }).click();

  // The new application opens: added by the recruiter, on the client's job order, ready to submit.
  await expect(page).toHaveURL(/\/admin\/applications\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(`Added by ${recruiter.username}`).first()).toBeVisible();
  await expect(page.getByText(jobOrder).first()).toBeVisible();
  const applicationId = page.url().split("/").pop()!;
  await page.screenshot({ path: testInfo.outputPath("added-application-1280.png"), fullPage: true });

  await page.getByRole("button", { name: "Submit to client" }).click();
  const submit = page.getByRole("dialog");
  await submit.getByLabel("Note to the client").fill("Ran the close at a two-plant producer.");
  await submit.getByRole("button", { name: "Submit candidate" }).click();
  await expect(page.getByTestId("toast")).toContainText("Candidate submitted");
  await expect(page.getByTestId("application-submittals")).toContainText(client);
  const [row] = queryE2eDb<{ stage: string; source: string; job_id: string }>(
    `select stage, source, job_id from applications where id = ${sqlText(applicationId)}`,
  );
  expect(row).toEqual({ stage: "submitted", source: "staff", job_id: order.id });

  // Adding again names the application they already have, in the dialog.
  await page.setViewportSize({ width: 390, height: 900 });
  await page.getByRole("button", { name: "Add to job", exact: true }).click();
  await dialog.getByLabel("Search open jobs").fill(jobOrder);
  await dialog.getByRole("radio", { name: new RegExp(jobOrder) }).check();
  await dialog.getByRole("button", { name: "Add to job" }).click();
  await expect(dialog.getByRole("alert")).toContainText(
    `${name} is already on "${jobOrder}": application ${applicationId}`,
  );
  expect(await page.evaluate("document.documentElement.scrollWidth")).toBe(390);
  await page.screenshot({ path: testInfo.outputPath("already-on-job-390.png") });

  // Back on the candidate page, an email using the job's fields is filled from the latest application (the one just
  // added) and shown before it is sent; choosing another application changes it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.keyboard.press("Escape");
  await page.goto(`/admin/candidates?q=${encodeURIComponent(lastName)}`);
  await page.getByTestId("candidates").getByRole("link", { name }).click();
  const composer = page.getByRole("form", { name: "Write to the candidate" });
  await composer.getByLabel("Subject").fill("About {{job.title}} at {{client.name}}");
  await composer.getByLabel("Message").fill("Hi {{candidate.firstName}}, a quick question.");
  const preview = page.getByTestId("email-preview");
  await expect(preview).toContainText(`About ${jobOrder} at ${client}`);
  await expect(preview).toContainText("Hi Ilse, a quick question.");
  const [first] = queryE2eDb<{ id: string }>(`select id from applications where job_id = ${sqlText(general.id)}`);
  await composer.getByLabel("Application").selectOption(first!.id);
  await expect(preview).toContainText(
    "{{client.name}} has no value for this candidate: choose an application to a client's job order",
  );
  await page.screenshot({ path: testInfo.outputPath("composer-preview-1280.png"), fullPage: true });
  await composer.getByRole("button", { name: "Send email" }).click();
  await expect(composer.getByRole("alert")).toContainText("choose an application to a client's job order");
  await composer.getByLabel("Application").selectOption(applicationId);
  await expect(preview).toContainText(`About ${jobOrder} at ${client}`);
  // The words are right now; this server has no sending service, which is what is left to say.
  await composer.getByRole("button", { name: "Send email" }).click();
  await expect(composer.getByRole("alert")).toHaveText("Email is not connected: no sending service is set up yet.");

  // From the candidates list: both selected, added at once, each one's outcome shown (on a phone, as cards).
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/candidates?q=${encodeURIComponent(lastName)}`);
    const list = width < 768 ? page.getByTestId("candidate-cards") : page.getByTestId("candidates");
    await list.getByRole("checkbox", { name: `Select ${name}` }).check();
    await list.getByRole("checkbox", { name: `Select Jonas ${lastName}` }).check();
    await expect(page.getByTestId("candidates-selection")).toContainText("2 selected");
    expect(await page.evaluate("document.documentElement.scrollWidth")).toBe(width);
    await page.screenshot({ path: testInfo.outputPath(`candidates-selection-${width}.png`) });
  }
  await page.getByTestId("candidates-selection").getByRole("button", { name: "Add to job" }).click();
  await dialog.getByLabel("Search open jobs").fill(jobOrder);
  await dialog.getByRole("radio", { name: new RegExp(jobOrder) }).check();
  await dialog.getByRole("button", { name: "Add to job" }).click();
  const outcomes = dialog.getByTestId("add-to-job-outcomes");
  await expect(outcomes).toContainText(`1 of 2 added to "${jobOrder}".`);
  await expect(outcomes.getByRole("listitem").filter({ hasText: "Already on it" })).toContainText(name);
  await expect(outcomes.getByRole("listitem").filter({ hasText: "Added" })).toContainText(`Jonas ${lastName} added`);
  await settled(dialog);
  await page.screenshot({ path: testInfo.outputPath("add-to-job-outcomes-1280.png") });
});
