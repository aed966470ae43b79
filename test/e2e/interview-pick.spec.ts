import { addDays, zonedDate, zonedTimeToInstant } from "../../worker/contract/time-zone";
import { queryE2eDb } from "./db";
import { expect, test } from "./fixtures";
import { adminCredentials } from "./staff";

/**
 * The candidate picks an interview time with no script (issue 47 item 3): the recruiter offers two times through
 * the API, the candidate opens the link on a phone, chooses one (held for them), books it and reads the confirmation. The client, contact and
 * application are set up in the database (as client-portal.spec.ts does).
 */

test.use({ javaScriptEnabled: false });

test("a candidate opens the interview link on a phone with no script, picks a time and sees it booked", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const suffix = Date.now().toString(36);
  const [job] = queryE2eDb<{ id: string }>("select id from jobs where status = 'published' order by id limit 1");
  queryE2eDb(
    `insert into clients (id, name, status) values ('client-${suffix}', 'Northwind Foods', 'active');
     insert into client_contacts (id, client_id, name, email) values ('contact-${suffix}', 'client-${suffix}', 'Grace Hopper', 'grace.${suffix}@northwind.example');
     update jobs set client_id = 'client-${suffix}' where id = '${job!.id}';
     insert into applications (id, first_name, last_name, email, phone, current_position, job_id, stage)
       values ('application-${suffix}', 'Priya', 'Raman', 'priya.${suffix}@example.com', '+13175550123', 'Controller', '${job!.id}', 'interviewing');`,
  );
  const origin = { Origin: baseURL! };
  expect((await request.post("/api/auth/login", { data: adminCredentials(), headers: origin })).status()).toBe(200);
  const made = await request.post("/api/admin/interviews", {
    data: {
      applicationId: `application-${suffix}`,
      round: "first",
      format: "phone",
      location: "+1 614 555 0100",
      durationMinutes: 45,
      candidateTimeZone: "America/Chicago",
      panel: [{ contactId: `contact-${suffix}`, required: true }],
    },
    headers: origin,
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };

  // Two times five days ahead on the candidate's clock: 10:00 and 14:30 in Chicago.
  const day = addDays(zonedDate(Date.now(), "America/Chicago"), 5);
  const at = (time: string) => new Date(zonedTimeToInstant(day, time, "America/Chicago")!).toISOString();
  const offered = await request.post(`/api/admin/interviews/${id}/slots`, {
    data: { slots: [{ startsAt: at("10:00") }, { startsAt: at("14:30") }] },
    headers: origin,
  });
  expect(offered.status(), await offered.text()).toBe(200);
  const { candidateUrl } = (await offered.json()) as { candidateUrl: string };
  const path = new URL(candidateUrl).pathname;

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Choose a time for your interview" })).toBeVisible();
    await expect(page.getByRole("group", { name: /, \d{4}$/ })).toHaveCount(1);
    await expect(page.getByRole("radio")).toHaveCount(2);
    expect(await page.evaluate("document.documentElement.scrollWidth")).toBe(width);
    await page.screenshot({ path: testInfo.outputPath(`interview-pick-${width}.png`), fullPage: true });
  }

  // Choosing holds the time for a few minutes (decision 110); the confirm books it.
  await page.getByRole("radio", { name: "2:30 PM - 3:15 PM CT" }).check();
  await page.getByRole("button", { name: "Choose this time" }).click();
  await expect(page.getByRole("status")).toContainText("Held for you until");
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByRole("heading", { name: "Your interview is booked" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("2:30 PM - 3:15 PM CT");
  await expect(page.getByRole("radio")).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("interview-booked-390.png"), fullPage: true });

  const [interview] = queryE2eDb<{ status: string; starts_at: number }>(
    `select status, starts_at from interviews where id = '${id}'`,
  );
  expect(interview).toEqual({ status: "scheduled", starts_at: Date.parse(at("14:30")) });
  const invited = queryE2eDb<{ recipient: string }>(
    `select recipient from deliveries where related_type = 'interview' and related_id = '${id}' order by recipient`,
  );
  expect(invited.map((row) => row.recipient)).toEqual([
    `grace.${suffix}@northwind.example`,
    `priya.${suffix}@example.com`,
  ]);
});
