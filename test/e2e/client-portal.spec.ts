import { readFile } from "node:fs/promises";
import { queryE2eDb } from "./db";
import { expect, test } from "./fixtures";
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
  const { clientPortalUrl } = (await response.json()) as { clientPortalUrl: string };
  const [email] = queryE2eDb<{ payload: string }>(
    `select payload from deliveries where recipient = 'grace.${suffix}@northwind.example'`,
  );
  expect(email!.payload).toContain(clientPortalUrl);
  const path = new URL(clientPortalUrl).pathname;

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

test("a contact reads and downloads the resume's copy, which never holds the candidate's email, phone or address", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const suffix = `r${Date.now().toString(36)}`;
  const email = `priya.${suffix}@example.com`;
  const lines = [
    "PRIYA RAMAN",
    `1200 N. Meridian Street, Apt 4B, Indianapolis, IN 46204 | (317) 555-0123 | ${email}`,
    "Mobile: 317.555.0123 · WhatsApp +1 317 555 0123 · linkedin.com/in/priyaraman",
    "Assistant Controller, Contoso Foods (2019-2023): closed the books in four days across 14 plants.",
    "Controller, Fabrikam (2023-present), Indianapolis, IN: a $300M distributor, 1,200 employees.",
  ];
  const resumeText = lines.map((line) => `'${line.replaceAll("'", "''")}'`).join(" || char(10) || ");
  const [job] = queryE2eDb<{ id: string }>("select id from jobs where status = 'published' order by id limit 1");
  queryE2eDb(
    `insert into clients (id, name, status) values ('client-${suffix}', 'Northwind Foods', 'active');
     insert into client_contacts (id, client_id, name, email, title) values ('contact-${suffix}', 'client-${suffix}', 'Grace Hopper', 'grace.${suffix}@northwind.example', 'VP Finance');
     update jobs set client_id = 'client-${suffix}' where id = '${job!.id}';
     insert into applications (id, first_name, last_name, email, phone, current_position, job_id, stage, resume_key, resume_text, resume_text_status)
       values ('application-${suffix}', 'Priya', 'Raman', '${email}', '+13175550123', 'Assistant Controller at Contoso', '${job!.id}', 'qualifying',
         'resumes/application-${suffix}.pdf', ${resumeText}, 'extracted');`,
  );
  const origin = { Origin: baseURL! };
  expect((await request.post("/api/auth/login", { data: adminCredentials(), headers: origin })).status()).toBe(200);
  const response = await request.post("/api/admin/submittals", {
    data: { applicationId: `application-${suffix}`, contactId: `contact-${suffix}` },
    headers: origin,
  });
  expect(response.status()).toBe(201);
  const { clientPortalUrl } = (await response.json()) as { clientPortalUrl: string };

  /** What a client could use to reach the candidate, in each shape the resume wrote it. */
  const expectNoContactDetails = (text: string) => {
    for (const detail of [email, "555-0123", "555.0123", "555 0123", "5550123", "Meridian", "46204"]) {
      expect(text).not.toContain(detail);
    }
  };

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(new URL(clientPortalUrl).pathname);
  await page.getByRole("link", { name: "Read the resume" }).click();
  await expect(page.getByRole("heading", { name: "Resume of Priya Raman" })).toBeVisible();
  const copy = page.locator(".resume");
  await expect(copy).toContainText("Assistant Controller, Contoso Foods (2019-2023)");
  await expect(copy).toContainText("[address removed] | [phone removed] | [email removed]");
  await expect(copy).toContainText("Indianapolis, IN: a $300M distributor, 1,200 employees.");
  expectNoContactDetails(await page.content());
  expect(await page.evaluate("document.documentElement.scrollWidth")).toBe(390);
  // Run in the page as a string: these tests are typed without the DOM's types.
  expect(
    await page.evaluate(`Number.parseFloat(getComputedStyle(document.querySelector(".resume")).fontSize)`),
  ).toBeGreaterThanOrEqual(16);
  await page.screenshot({ path: testInfo.outputPath("client-portal-resume-390.png"), fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download this copy (text)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("priya-raman-resume.txt");
  const file = await readFile((await download.path())!, "utf8");
  expect(file).toContain("Assistant Controller, Contoso Foods (2019-2023)");
  expect(file).toContain("Mobile: [phone removed] · WhatsApp [phone removed] · linkedin.com/in/priyaraman");
  expectNoContactDetails(file);
});
