import { createHash, randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { addDays, mondayOf, zonedDate } from "../../worker/contract/time-zone";
import { queryE2eDb } from "./db";
import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

/**
 * The panel's own times (issue 47 items 2-3, decisions 110 and 120), on phones with no script: two panel members in two
 * zones mark their free half hours in their portal day views, the recruiter offers the panel's common times, and the
 * candidate chooses one (held for them) and books it. The client, contacts, portal links and application are set up
 * in the database (as interview-pick.spec.ts does).
 */

test("two panel members mark their times in the portal at 390 px; the candidate picks the common one with no script", async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const token = (name: string) => {
    const value = randomBytes(32).toString("base64url");
    const hash = createHash("sha256").update(value).digest("hex");
    queryE2eDb(
      `insert into client_portal_links (id, contact_id, token_hash, expires_at) values ('link-${name}-${suffix}', 'contact-${name}-${suffix}', '${hash}', ${Date.now() + 86_400_000});`,
    );
    return value;
  };
  const [job] = queryE2eDb<{ id: string }>("select id from jobs where status = 'published' order by id limit 1");
  queryE2eDb(
    `insert into clients (id, name, status) values ('client-${suffix}', 'Northwind Foods', 'active');
     insert into client_contacts (id, client_id, name, email) values ('contact-hana-${suffix}', 'client-${suffix}', 'Hana Hiring', 'hana.${suffix}@northwind.example');
     insert into client_contacts (id, client_id, name, email) values ('contact-omar-${suffix}', 'client-${suffix}', 'Omar Ops', 'omar.${suffix}@northwind.example');
     update jobs set client_id = 'client-${suffix}' where id = '${job!.id}';
     insert into applications (id, first_name, last_name, email, phone, current_position, job_id, stage)
       values ('application-${suffix}', 'Priya', 'Raman', 'priya.${suffix}@example.com', '+13175550123', 'Controller', '${job!.id}', 'interviewing');`,
  );
  const tokens = { hana: token("hana"), omar: token("omar") };
  const origin = { Origin: baseURL! };
  expect((await request.post("/api/auth/login", { data: adminCredentials(), headers: origin })).status()).toBe(200);
  const made = await request.post("/api/admin/interviews", {
    data: {
      applicationId: `application-${suffix}`,
      round: "first",
      format: "phone",
      location: "+1 614 555 0100",
      durationMinutes: 60,
      candidateTimeZone: "America/Los_Angeles",
      panel: [
        { contactId: `contact-hana-${suffix}`, required: true, timeZone: "America/New_York" },
        { contactId: `contact-omar-${suffix}`, required: true, timeZone: "America/Chicago" },
      ],
    },
    headers: origin,
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };

  // Next week, Tuesday: Hana is free 10:00-11:30 in New York, Omar 9:00-10:00 in Chicago (10:00-11:00 New York).
  // Each opens this week's Monday and walks to next Tuesday by the day view's links.
  const week = mondayOf(addDays(zonedDate(Date.now(), "America/New_York"), 7));
  const tuesday = addDays(week, 1);
  const tuesdayName = /^Tuesday, /;
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const dayOf = (tab: Page) => tab.locator(`#times-${id}`);
  const save = async (tab: Page) => {
    await dayOf(tab).getByRole("button", { name: "Save my free times for this day" }).click();
    await expect(tab.getByRole("status")).toContainText("your free times are saved");
  };
  const markAs = async (name: keyof typeof tokens, times: string[]) => {
    const tab = await phone.newPage();
    await tab.goto(`/client/${tokens[name]}/interviews?day=${addDays(week, -7)}`);
    await expect(dayOf(tab)).toContainText(name === "hana" ? "Eastern Time (New York)" : "Central Time (Chicago)");
    await dayOf(tab).getByRole("link", { name: "Next week" }).click();
    await dayOf(tab).getByRole("navigation", { name: "Days of the week" }).getByRole("link", { name: /^Tue/ }).click();
    await expect(tab).toHaveURL(new RegExp(`day=${tuesday}`));
    const day = dayOf(tab).getByRole("group", { name: tuesdayName });
    await expect(day.getByRole("checkbox")).toHaveCount(26);
    for (const time of times) await day.getByRole("checkbox", { name: time, exact: true }).check();
    expect(await tab.evaluate("document.documentElement.scrollWidth")).toBe(390);
    await tab.screenshot({ path: testInfo.outputPath(`panel-times-${name}-390.png`), fullPage: true });
    await save(tab);
    // Back on the same day, the marks shown; Wednesday's half hour, saved next, leaves Tuesday's as they were.
    const back = dayOf(tab).getByRole("group", { name: tuesdayName });
    await expect(back.getByRole("checkbox", { checked: true })).toHaveCount(times.length);
    await dayOf(tab).getByRole("link", { name: "Next day" }).click();
    await dayOf(tab)
      .getByRole("group", { name: /^Wednesday, / })
      .getByRole("checkbox", { name: "7:00 PM" })
      .check();
    await save(tab);
    await dayOf(tab).getByRole("link", { name: "Whole week" }).click();
    const whole = dayOf(tab);
    await expect(whole.getByRole("group", { name: tuesdayName }).getByRole("checkbox", { checked: true })).toHaveCount(
      times.length,
    );
    await expect(
      whole.getByRole("group", { name: /^Wednesday, / }).getByRole("checkbox", { checked: true }),
    ).toHaveCount(1);
    await tab.close();
  };
  await markAs("hana", ["10:00 AM", "10:30 AM", "11:00 AM"]);
  await markAs("omar", ["9:00 AM", "9:30 AM"]);

  // The recruiter, in the back office: the interview's "Offer times" says both have marked theirs and offers the
  // panel's common times with one button.
  const staff = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const desk = await staff.newPage();
  const admin = adminCredentials();
  await signInThroughForm(desk, admin.username, admin.password);
  await desk.goto(`/admin/applications/application-${suffix}`);
  const row = desk.getByRole("region", { name: "Interviews", exact: true }).getByTestId("interview-row");
  await row.getByRole("button", { name: "Offer times" }).click();
  const dialog = desk.getByRole("dialog");
  await expect(dialog.getByTestId("panel-times")).toContainText("2 of 2 panel members have marked their free times");
  // Both marked: asking again emails no one, and says so.
  await dialog.getByRole("button", { name: "Ask the panel for their times" }).click();
  await expect(dialog.getByTestId("panel-asked")).toHaveText(
    "Nobody asked. Not asked: Hana Hiring (marked their times), Omar Ops (marked their times).",
  );
  await dialog.getByRole("button", { name: "Offer the panel's common times" }).click();
  const candidateUrl = await dialog.getByTestId("offer-sent").getByLabel("The candidate's link").inputValue();
  await desk.screenshot({ path: testInfo.outputPath("panel-times-offered-1280.png") });
  const offeredSlots = queryE2eDb<{ starts_at: number }>(
    `select starts_at from interview_offered_slots where interview_id = '${id}'`,
  ).map((slot) => new Date(slot.starts_at).toISOString());
  expect(offeredSlots).toHaveLength(1);
  await staff.close();

  const candidate = await phone.newPage();
  await candidate.goto(new URL(candidateUrl).pathname);
  await expect(candidate.getByRole("radio")).toHaveCount(1);
  await candidate.getByRole("radio", { name: "7:00 AM - 8:00 AM PT" }).check();
  await candidate.getByRole("button", { name: "Choose this time" }).click();
  await expect(candidate.getByRole("status")).toContainText("Held for you until");
  await candidate.screenshot({ path: testInfo.outputPath("panel-times-held-390.png"), fullPage: true });
  await candidate.getByRole("button", { name: "Book this time" }).click();
  await expect(candidate.getByRole("heading", { name: "Your interview is booked" })).toBeVisible();

  const [interview] = queryE2eDb<{ status: string; starts_at: number }>(
    `select status, starts_at from interviews where id = '${id}'`,
  );
  expect(interview).toEqual({ status: "scheduled", starts_at: Date.parse(offeredSlots[0]!) });
  await phone.close();
});
