import { env } from "cloudflare:workers";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AssignmentCreated } from "../../worker/contract/assignments";
import { runScheduled } from "../../worker/cron";
import { createDb } from "../../worker/db/client";
import { deliveries, smsMessages, timesheetNotices, timesheets } from "../../worker/db/schema";
import { runTimesheetNotices } from "../../worker/timesheets/notices";
import { addApplicant, addClient, addContact, addJobOrder } from "./desk-fixtures";
import { api, emptyDatabase, insertDefaultStaffAreas, signedInStaff } from "./helpers";

/**
 * The cron's timesheet notices (issue 48 item 2, decision 113): Monday 8 am on the contractor's clock for the link and
 * a missing week, on the approver's for a waiting one; texts only with consent; a tick run twice sends once.
 */

const db = () => createDb(env.DB);
const SITE = { SITE_URL: "https://firm.example" };

async function start(
  cookie: string,
  who: { firstName: string; phone: string; consent: boolean; zone: string; approverPhone: string },
) {
  const client = await addClient();
  const approver = await addContact(client.id, {
    name: `${who.firstName}'s Approver`,
    email: `approver.${who.firstName.toLowerCase()}@client.example`,
    phone: who.approverPhone,
  });
  const job = await addJobOrder(client.id, { type: "Contract", title: "Contract Accountant" });
  const application = await addApplicant(job.id, who.firstName, {
    stage: "offered",
    phone: who.phone,
    smsAppointmentConsent: who.consent,
  });
  const response = await api("/api/admin/assignments", {
    method: "POST",
    cookie,
    body: {
      applicationId: application.id,
      approverContactId: approver.id,
      startDate: "2040-01-02",
      endDate: "2040-03-30",
      billRate: 95,
      payRate: 70,
      engagementType: "w2",
      timeZone: who.zone,
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return { assignment: (await response.json()) as AssignmentCreated, application, approver };
}

async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const { cookie } = await signedInStaff("ann.recruiter", "recruiter");
  // Priya works in Chicago and consented to texts; Omar works in Los Angeles and did not; his approver is in New York.
  const priya = await start(cookie, {
    firstName: "Priya",
    phone: "+13175550199",
    consent: true,
    zone: "America/Chicago",
    approverPhone: "+13125550100",
  });
  const omar = await start(cookie, {
    firstName: "Omar",
    phone: "+14155550123",
    consent: false,
    zone: "America/Los_Angeles",
    approverPhone: "+12125550100",
  });
  // Omar sent his first week; it waits for his approver.
  await db()
    .insert(timesheets)
    .values({
      assignmentId: omar.assignment.id,
      weekStart: "2040-01-02",
      version: 1,
      status: "submitted",
      dayHundredths: [800, 800, 800, 800, 800, 0, 0],
      regularHundredths: 4000,
      overtimeHundredths: 0,
      submittedAt: new Date("2040-01-06T23:00:00Z"),
    });
  return { priya, omar };
}

const notices = () =>
  db()
    .select()
    .from(timesheetNotices)
    .orderBy(asc(timesheetNotices.kind), asc(timesheetNotices.channel), asc(timesheetNotices.weekStart));

describe("the cron's timesheet notices", () => {
  it("goes Monday 8 am in each zone, texts only with consent, and sends once when a tick runs twice", async () => {
    const { priya, omar } = await setup();
    // Monday 2040-01-09, 12:30 UTC: 6:30 in Chicago, 7:30 in New York. Nobody's morning yet.
    expect(await runTimesheetNotices(SITE, db(), new Date("2040-01-09T12:30:00Z"))).toBe(0);
    expect(await db().select().from(deliveries)).toEqual([]);

    // 14:05 UTC: 8:05 in Chicago, 9:05 in New York, 6:05 in Los Angeles.
    const chicagoMorning = new Date("2040-01-09T14:05:00Z");
    expect(await runTimesheetNotices(SITE, db(), chicagoMorning)).toBe(3);
    const sent = await notices();
    expect(sent.map((n) => [n.assignmentId, n.kind, n.channel, n.weekStart, n.skipReason])).toEqual([
      [priya.assignment.id, "link", "email", "2040-01-09", null],
      [priya.assignment.id, "link", "text", "2040-01-09", null],
      [priya.assignment.id, "missing", "email", "2040-01-02", null],
      [priya.assignment.id, "missing", "text", "2040-01-02", null],
      [omar.assignment.id, "unapproved", "email", "2040-01-02", null],
    ]);
    const queued = await db().select().from(deliveries);
    expect(queued.map((d) => [d.kind, d.recipient, d.summary]).sort()).toEqual(
      [
        ["email", priya.application.email, "Reminder: your timesheet for the week of 2040-01-02 is not in yet"],
        ["email", priya.application.email, "Your timesheet for the week of 2040-01-09"],
        ["email", "approver.omar@client.example", "Timesheet waiting for your approval: Omar Doe, week of 2040-01-02"],
        ["sms", "+13175550199", "Talent Partners: reminder, your hours for the week ..."],
        ["sms", "+13175550199", "Talent Partners: your timesheet for the week of ..."],
      ].sort(),
    );
    // The link in the email opens Priya's week, and only it.
    const linkEmail = queued.find((d) => d.summary === "Your timesheet for the week of 2040-01-09")!;
    const url = /https:\/\/firm\.example(\/timesheet\/\S+)/.exec(JSON.parse(linkEmail.payload).text)![1]!;
    const page = await api(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("2040-01-09");
    expect((await db().select().from(smsMessages)).map((m) => m.messageType)).toEqual(["reminder", "reminder"]);

    // The same tick again, and a later one the same morning: nothing new.
    expect(await runTimesheetNotices(SITE, db(), chicagoMorning)).toBe(0);
    expect(await runTimesheetNotices(SITE, db(), new Date("2040-01-09T14:10:00Z"))).toBe(0);
    expect(await db().select().from(deliveries)).toHaveLength(5);

    // 16:05 UTC: 8:05 in Los Angeles. Omar's link by email; no text without consent, the reason kept. His first
    // week was sent, so no reminder of it.
    const report = await runScheduled({ scheduledTime: Date.parse("2040-01-09T16:05:00Z") }, { ...env, ...SITE });
    expect(report.timesheetNotices).toBe(1);
    const omars = (await notices()).filter((n) => n.assignmentId === omar.assignment.id && n.kind === "link");
    expect(omars.map((n) => [n.channel, n.deliveryId === null, n.skipReason])).toEqual([
      ["email", false, null],
      ["text", true, "This number has not consented to appointment texts."],
    ]);
    expect(await db().select().from(deliveries).where(eq(deliveries.recipient, "+14155550123"))).toEqual([]);
  });

  it("sends nothing for a week the assignment does not work, and nothing after it ended", async () => {
    const { priya, omar } = await setup();
    // Monday 2040-04-02 9:00 in every zone: both assignments ended on 2040-03-30 (a Friday).
    const after = new Date("2040-04-02T18:00:00Z");
    expect(await runTimesheetNotices(SITE, db(), after)).toBe(3);
    // No link for the week of 2040-04-02: only the reminders of the last week worked (2040-03-26, missing for both)
    // and of Omar's week still waiting for his approver.
    expect((await notices()).map((n) => [n.assignmentId, n.kind, n.channel, n.weekStart]).sort()).toEqual(
      [
        [priya.assignment.id, "missing", "email", "2040-03-26"],
        [priya.assignment.id, "missing", "text", "2040-03-26"],
        [omar.assignment.id, "missing", "email", "2040-03-26"],
        [omar.assignment.id, "missing", "text", "2040-03-26"],
        [omar.assignment.id, "unapproved", "email", "2040-01-02"],
      ].sort(),
    );
  });
});
