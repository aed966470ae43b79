import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { createUserAsAdmin, signInThroughForm } from "./staff";

/**
 * After the client answers (issue "A working day without workarounds", item 7): the answer and the stage move it
 * makes read as the contact at the client, not "Former staff member"; once the candidate is placed, the submittal
 * and the application show the decision, with no "Place" and no "Interview requested" left to act on.
 */

const MANAGER = { username: "mo.answers", password: "Answers-manager-pass-1", role: "manager" };

test("a manager sees the client's answer credited to the contact, places the candidate, and is offered no second placement", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const origin = { Origin: baseURL! };
  await createUserAsAdmin(request, baseURL!, MANAGER);
  const client = `Northwind Foods ${stamp}`;
  const name = `Priya Raman${stamp}`;
  queryE2eDb(
    `insert into clients (id, name, status) values ('client-${stamp}', ${sqlText(client)}, 'active');
     insert into client_contacts (id, client_id, name, email) values ('contact-${stamp}', 'client-${stamp}', 'Grace Hopper', 'grace.${stamp}@northwind.example');`,
  );
  expect((await request.post("/api/auth/login", { data: MANAGER, headers: origin })).status()).toBe(200);
  const job = await request.post("/api/jobs", {
    data: {
      title: `Plant Controller ${stamp}`,
      company: client,
      location: "Columbus, OH",
      description: "d.",
      requirements: "r.",
      status: "published",
      clientId: `client-${stamp}`,
      openings: 2,
    },
    headers: origin,
  });
  expect(job.status(), await job.text()).toBe(201);
  const jobId = ((await job.json()) as { id: string }).id;
  queryE2eDb(
    `insert into applications (id, first_name, last_name, email, phone, job_id, stage)
       values ('application-${stamp}', 'Priya', ${sqlText(`Raman${stamp}`)}, 'priya.${stamp}@example.com', '+13175550123', ${sqlText(jobId)}, 'qualifying');`,
  );
  const submitted = await request.post("/api/admin/submittals", {
    data: { applicationId: `application-${stamp}`, contactId: `contact-${stamp}`, note: "Strong fit." },
    headers: origin,
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const { clientPortalUrl, submittal } = (await submitted.json()) as {
    clientPortalUrl: string;
    submittal: { id: string };
  };
  await request.post("/api/auth/logout", { headers: origin });
  // The contact answers on the client portal, as the client does.
  const answered = await request.post(
    `/api/client-portal/${clientPortalUrl.split("/").pop()}/submittals/${submittal.id}/feedback`,
    {
      data: { decision: "interview" },
      headers: origin,
    },
  );
  expect(answered.status(), await answered.text()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughForm(page, MANAGER.username, MANAGER.password);
  await page.goto(`/admin/applications/application-${stamp}`);
  const grace = `Grace Hopper (${client}), on the client portal`;
  const history = page.getByTestId("application-history");
  await expect(history.getByRole("listitem").filter({ hasText: "Submitted to client → Interviewing" })).toContainText(
    grace,
  );
  await expect(history.getByRole("listitem").filter({ hasText: "Client answered Interview" })).toContainText(grace);
  await expect(page.getByRole("list", { name: "Notes, newest first" })).toContainText(grace);
  await expect(page.getByText("Former staff member")).toHaveCount(0);

  // The submittal awaits the decision: the client asked to interview, so Place is offered.
  await page.goto("/admin/submittals");
  const row = page.locator(`[data-submittal-id="${submittal.id}"]`);
  await expect(row).toContainText("Interview requested");
  await row.getByRole("button", { name: "Place" }).click();
  const dialog = page.getByRole("dialog", { name: `Place ${name}` });
  await dialog.getByLabel("Start date").fill("2027-01-04");
  await dialog.getByLabel("First-year salary (US dollars)").fill("120000");
  await dialog.getByRole("button", { name: "Place candidate" }).click();
  await expect(page.getByTestId("toast")).toContainText(`${name} placed`);

  // Placed: the row says so and offers no second placement, after a reload too.
  await expect(row).toContainText("Placed");
  await expect(row).not.toContainText("Interview requested");
  await expect(row.getByRole("button", { name: "Place" })).toHaveCount(0);
  await page.reload();
  await expect(row).toContainText("Placed");
  await expect(row.getByRole("button", { name: "Place" })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("submittals-placed.png"), fullPage: true });

  await page.goto(`/admin/applications/application-${stamp}`);
  const desk = page.getByRole("region", { name: "Client desk" });
  await expect(desk.getByTestId("application-submittals")).toContainText("Placed");
  await expect(desk.getByTestId("application-submittals")).not.toContainText("Interview requested");
  await expect(desk.getByRole("button", { name: "Place candidate" })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("application-placed.png"), fullPage: true });
  expect(queryE2eDb(`select count(*) as n from placements where application_id = 'application-${stamp}'`)[0]?.n).toBe(
    1,
  );
});
