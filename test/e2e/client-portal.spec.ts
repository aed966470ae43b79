import { expect, test } from "@playwright/test";
import { queryE2eDb } from "./db";
import { adminCredentials } from "./staff";

/**
 * The client portal as a client uses it (issue 32 item 3): the link from the submittal's email opens a page the
 * Worker writes, readable on a phone and a desktop, answered without scripts. The client and job order are set up
 * in the database (the clients screens are built beside this); the submittal is made through the API as staff do.
 */

test.use({ javaScriptEnabled: false });

test("a contact opens the portal link from the email and asks to interview, with no script and no account", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const suffix = Date.now().toString(36);
  const [job] = queryE2eDb<{ id: string }>("select id from jobs where status = 'published' order by id limit 1");
  queryE2eDb(
    `insert into clients (id, name, status) values ('client-${suffix}', 'Northwind Foods', 'active');
     insert into client_contacts (id, client_id, name, email, title) values ('contact-${suffix}', 'client-${suffix}', 'Grace Hopper', 'grace.${suffix}@northwind.example', 'VP Finance');
     update jobs set client_id = 'client-${suffix}' where id = '${job!.id}';
     insert into applications (id, first_name, last_name, email, phone, current_position, job_id, stage)
       values ('application-${suffix}', 'Priya', 'Raman', 'priya.${suffix}@example.com', '+13175550123', 'Assistant Controller at Contoso', '${job!.id}', 'qualifying');`,
  );

  const origin = { Origin: baseURL! };
  expect((await request.post("/api/auth/login", { data: adminCredentials(), headers: origin })).status()).toBe(200);
  const response = await request.post("/api/admin/submittals", {
    data: {
      applicationId: `application-${suffix}`,
      contactId: `contact-${suffix}`,
      note: "Closed the books in four days at a $300M distributor; ready to lead a plant team.",
    },
    headers: origin,
  });
  expect(response.status()).toBe(201);
  const { portalUrl } = (await response.json()) as { portalUrl: string };
  const [email] = queryE2eDb<{ payload: string }>(
    `select payload from deliveries where recipient = 'grace.${suffix}@northwind.example'`,
  );
  expect(email!.payload).toContain(portalUrl);
  const path = new URL(portalUrl).pathname;

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Candidates for Northwind Foods" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Priya Raman" })).toBeVisible();
    await expect(page.getByText("Assistant Controller at Contoso")).toBeVisible();
    await expect(page.getByText(`priya.${suffix}@example.com`)).toHaveCount(0);
    expect(await page.evaluate("document.documentElement.scrollWidth")).toBe(width);
    await page.screenshot({ path: testInfo.outputPath(`client-portal-${width}.png`), fullPage: true });
  }

  await page.getByLabel("Interview").check();
  await page.getByLabel("Comment for your recruiter (optional)").fill("Could she meet us Tuesday?");
  await page.getByRole("button", { name: "Send answer" }).click();
  await expect(page.getByText("Thank you: your answer is recorded.")).toBeVisible();
  await expect(page.getByText("Your answer: Interview requested")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("client-portal-answered.png"), fullPage: true });
  const [application] = queryE2eDb<{ stage: string }>(
    `select stage from applications where id = 'application-${suffix}'`,
  );
  expect(application!.stage).toBe("interviewing");
});
