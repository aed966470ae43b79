import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DeskView } from "../../worker/contract/desk";
import type { SubmittalCreated } from "../../worker/contract/submittals";
import { createDb } from "../../worker/db/client";
import { submittals } from "../../worker/db/schema";
import { deskPeriods } from "../../worker/desk/store";
import { addApplicant, addClient, addContact, addJobOrder } from "./desk-fixtures";
import { api, createStaffUser, emptyDatabase, insertDefaultStaffAreas, signedInStaff, signIn } from "./helpers";

/** The desk's numbers (issue 32 item 7): they follow a recruiter's work by themselves. */

/** An empty database with two recruiters, Ann and Bob, signed in, and a user without the clients area. */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const ann = await signedInStaff("ann.desk", "recruiter");
  const bob = await signedInStaff("bob.desk", "recruiter");
  await createStaffUser("una.desk", "user");
  return { ann, bob };
}

async function deskOf(cookie: string, query = "") {
  const response = await api(`/api/admin/desk${query}`, { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as DeskView;
}

describe("the desk", () => {
  it("counts weeks from Monday and quarters from their first day, in the firm's zone", () => {
    // Sunday 2026-11-29 at 23:30 in New York is Monday 04:30 UTC: still the week of Monday the 23rd.
    expect(deskPeriods(new Date("2026-11-30T04:30:00Z"))).toEqual({
      weekStart: "2026-11-23",
      weekEnd: "2026-11-29",
      monthStart: "2026-11-01",
      monthEnd: "2026-11-30",
      quarterStart: "2026-10-01",
    });
    expect(deskPeriods(new Date("2027-01-01T12:00:00Z"))).toEqual({
      weekStart: "2026-12-28",
      weekEnd: "2027-01-03",
      monthStart: "2027-01-01",
      monthEnd: "2027-01-31",
      quarterStart: "2027-01-01",
    });
    expect(deskPeriods(new Date("2028-02-10T12:00:00Z")).monthEnd).toBe("2028-02-29");
    expect(deskPeriods(new Date("2026-06-30T12:00:00Z")).quarterStart).toBe("2026-04-01");
  });

  it("follows a search from job order to submittal, interview and placement, for the firm and per recruiter", async () => {
    const { ann, bob } = await setup();
    const empty = await deskOf(ann.cookie);
    expect(empty).toMatchObject({
      openJobOrders: 0,
      submittalsThisWeek: 0,
      movedToInterviewThisWeek: 0,
      placementsThisQuarter: 0,
      feesThisQuarter: 0,
      waitingForClient: 0,
    });

    const client = await addClient({ feePercent: 25 });
    const contact = await addContact(client.id);
    // Two openings: one placement leaves it open (a filled job order closes, test/worker/placements.test.ts).
    const job = await addJobOrder(client.id, { ownerId: ann.id, openings: 2 });
    // A draft job order and the firm's own posting are not open job orders.
    await addJobOrder(client.id, { status: "draft" });
    await addJobOrder(null);
    const first = await addApplicant(job.id, "Priya");
    const second = await addApplicant(job.id, "Omar");
    expect((await deskOf(ann.cookie)).openJobOrders).toBe(1);

    const submit = async (applicationId: string) => {
      const response = await api("/api/admin/submittals", {
        method: "POST",
        cookie: ann.cookie,
        body: { applicationId, contactId: contact.id, note: "Strong fit." },
      });
      expect(response.status, await response.clone().text()).toBe(201);
      return (await response.json()) as SubmittalCreated;
    };
    const firstSubmittal = await submit(first.id);
    const secondSubmittal = await submit(second.id);
    const token = firstSubmittal.clientPortalUrl.split("/").pop()!;
    const answered = await api(`/api/client-portal/${token}/submittals/${firstSubmittal.submittal.id}/feedback`, {
      method: "POST",
      body: { decision: "interview" },
    });
    expect(answered.status).toBe(200);
    const placed = await api("/api/admin/placements", {
      method: "POST",
      cookie: ann.cookie,
      body: { applicationId: first.id, startDate: "2027-01-04", salary: 120_000 },
    });
    expect(placed.status, await placed.clone().text()).toBe(201);

    const numbers = await deskOf(bob.cookie);
    expect(numbers).toMatchObject({
      submittalsThisWeek: 2,
      movedToInterviewThisWeek: 1,
      placementsThisQuarter: 1,
      feesThisQuarter: 30_000,
      waitingForClient: 0,
    });
    // Ann's own desk holds it all; Bob's own desk is empty.
    expect(await deskOf(bob.cookie, `?ownerId=${ann.id}`)).toMatchObject({
      openJobOrders: 1,
      submittalsThisWeek: 2,
      placementsThisQuarter: 1,
      feesThisQuarter: 30_000,
    });
    expect(await deskOf(bob.cookie, `?ownerId=${bob.id}`)).toMatchObject({
      openJobOrders: 0,
      submittalsThisWeek: 0,
      placementsThisQuarter: 0,
      feesThisQuarter: 0,
    });

    // A submittal unanswered for longer than the setting (7 days by default) waits for the client.
    await createDb(env.DB)
      .update(submittals)
      .set({ createdAt: new Date(Date.now() - 10 * 86_400_000) })
      .where(eq(submittals.id, secondSubmittal.submittal.id));
    expect((await deskOf(ann.cookie)).waitingForClient).toBe(1);
  });

  it("counts a manager's own interviews on their desk: the candidates they submitted, their job orders and clients", async () => {
    const { ann, bob } = await setup();
    const mia = await createStaffUser("mia.desk", "manager");
    const mine = async () => (await deskOf(ann.cookie, `?ownerId=${mia.id}`)).movedToInterviewThisWeek;
    const before = {
      mia: await mine(),
      bob: (await deskOf(ann.cookie, `?ownerId=${bob.id}`)).movedToInterviewThisWeek,
    };
    const client = await addClient({ name: "Mia's Account", ownerId: mia.id });
    const contact = await addContact(client.id);
    const otherClient = await addClient({ name: "Elsewhere Inc" });
    const otherContact = await addContact(otherClient.id);
    // Each unassigned, at a client or job order of someone else's unless said: only one tie makes it Mia's.
    const ofHerClient = await addApplicant((await addJobOrder(client.id)).id, "Ines");
    const ofHerJob = await addApplicant((await addJobOrder(otherClient.id, { ownerId: mia.id })).id, "Jon");
    const sheSubmitted = await addApplicant((await addJobOrder(otherClient.id)).id, "Kai");
    const notHers = await addApplicant((await addJobOrder(otherClient.id)).id, "Lou");
    const miaCookie = await signIn("mia.desk");
    const interview = async (applicationId: string, contactId: string, cookie: string) => {
      const submitted = await api("/api/admin/submittals", {
        method: "POST",
        cookie,
        body: { applicationId, contactId, note: "Fit." },
      });
      expect(submitted.status, await submitted.clone().text()).toBe(201);
      const created = (await submitted.json()) as SubmittalCreated;
      const answered = await api(
        `/api/client-portal/${created.clientPortalUrl.split("/").pop()}/submittals/${created.submittal.id}/feedback`,
        { method: "POST", body: { decision: "interview" } },
      );
      expect(answered.status).toBe(200);
    };
    await interview(ofHerClient.id, contact.id, bob.cookie);
    await interview(ofHerJob.id, otherContact.id, bob.cookie);
    await interview(sheSubmitted.id, otherContact.id, miaCookie);
    await interview(notHers.id, otherContact.id, bob.cookie);
    expect(await mine()).toBe(before.mia + 3);
    // Bob submitted all but one; his desk counts those three, not the one Mia submitted.
    expect((await deskOf(ann.cookie, `?ownerId=${bob.id}`)).movedToInterviewThisWeek).toBe(before.bob + 3);
  });

  it("refuses what it does not know and is for the clients area", async () => {
    const { ann } = await setup();
    const bad = await api("/api/admin/desk?ownerId=", { cookie: ann.cookie });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("ownerId");
    expect((await api("/api/admin/desk", { cookie: await signIn("una.desk") })).status).toBe(403);
    expect((await api("/api/admin/desk")).status).toBe(401);
  });
});
