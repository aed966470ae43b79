import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type ActivityLogEntry, activitySentence } from "../../worker/contract/activity";
import type { ApplicationDetail } from "../../worker/contract/application-pipeline";
import type { CandidateDetail, CandidateListRow } from "../../worker/contract/candidates";
import type {
  CandidateRestrictions,
  ClientPortalView,
  SubmittalCreated,
  SubmittalView,
} from "../../worker/contract/submittals";
import type { TimelineEntry } from "../../worker/contract/timeline";
import { runScheduled } from "../../worker/cron";
import { createDb } from "../../worker/db/client";
import {
  adminActivityLogs,
  applicationEvents,
  applicationNotes,
  applications,
  clientPortalLinks,
  clients,
  deliveries,
  placements,
  staffNotifications,
  submittals,
} from "../../worker/db/schema";
import { htmlOfText } from "../../worker/domain/email-html";
import { addApplicant, addClient, addContact, addJobOrder } from "./desk-fixtures";
import {
  api,
  apiInIsolate,
  createStaffUser,
  emptyDatabase,
  insertDefaultStaffAreas,
  ORIGIN,
  signedInStaff,
  signIn,
} from "./helpers";

/** Submittals, the client portal and the client's answers (issue 32 item 3); off-limits (item 5). */

const db = () => createDb(env.DB);
/** An empty database with a signed-in recruiter, Ann. */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const { id, cookie } = await signedInStaff("ann.recruiter", "recruiter");
  return { recruiter: { id, cookie } };
}

function submit(cookie: string, body: unknown) {
  return api("/api/admin/submittals", { method: "POST", body, cookie });
}

async function submitted(cookie: string, body: { applicationId: string; contactId: string; note?: string }) {
  const response = await submit(cookie, body);
  expect(response.status, await response.clone().text()).toBe(201);
  const created = (await response.json()) as SubmittalCreated;
  return { ...created, token: created.clientPortalUrl.split("/").pop()! };
}

/** A client with a contact, a job order of theirs and an application to it. */
async function desk() {
  const client = await addClient();
  const contact = await addContact(client.id);
  const job = await addJobOrder(client.id);
  const application = await addApplicant(job.id, "Priya");
  return { client, contact, job, application };
}

function feedback(token: string, id: string, body: unknown) {
  return api(`/api/client-portal/${token}/submittals/${id}/feedback`, { method: "POST", body });
}

async function stageOf(id: string) {
  return (await db().select().from(applications).where(eq(applications.id, id)).get())!;
}

describe("POST /api/admin/submittals", () => {
  it("presents the candidate: 201 with the submittal and portal link, the application submitted with history and log, the contact emailed", async () => {
    const { recruiter } = await setup();
    const { client, contact, job, application } = await desk();
    const { submittal, clientPortalUrl, token } = await submitted(recruiter.cookie, {
      applicationId: application.id,
      contactId: contact.id,
      note: "Ran month-end close at a $200M plant.",
    });
    expect(submittal).toMatchObject({
      applicationId: application.id,
      contactId: contact.id,
      clientId: client.id,
      clientName: "Acme Manufacturing",
      jobId: job.id,
      jobTitle: "Plant Controller",
      candidateName: "Priya Doe",
      status: "awaiting",
      note: "Ran month-end close at a $200M plant.",
      submittedBy: { id: recruiter.id, name: "ann.recruiter" },
    });
    expect(clientPortalUrl).toBe(`${ORIGIN}/client/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect((await stageOf(application.id)).stage).toBe("submitted");
    const history = await db()
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, application.id), eq(applicationEvents.type, "stage")));
    expect(history).toMatchObject([{ fromValue: "qualifying", toValue: "submitted", changedBy: recruiter.id }]);
    const logged = await db().select().from(adminActivityLogs).where(eq(adminActivityLogs.userId, recruiter.id));
    expect(logged.map((row) => row.action).sort()).toEqual(["submittal.create", "submittal.create"]);

    const [email] = await db().select().from(deliveries).where(eq(deliveries.relatedId, submittal.id));
    expect(email).toMatchObject({ kind: "email", recipient: contact.email, relatedType: "submittal" });
    expect(email!.payload).toContain(clientPortalUrl);

    // Only the token's hash is stored.
    const [link] = await db().select().from(clientPortalLinks).where(eq(clientPortalLinks.contactId, contact.id));
    expect(link!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(link!.tokenHash).not.toContain(token);
    const daysValid = (link!.expiresAt.getTime() - link!.createdAt.getTime()) / 86_400_000;
    expect(daysValid).toBe(30);
  });

  it("never makes an address the candidate typed a link in the client's email: only the portal link is one", async () => {
    const { recruiter } = await setup();
    const client = await addClient();
    const contact = await addContact(client.id);
    const job = await addJobOrder(client.id);
    const application = await addApplicant(job.id, "Priya https://evil.example/login", {
      lastName: "www.evil.example ann@evil.example",
    });
    const { submittal, clientPortalUrl } = await submitted(recruiter.cookie, {
      applicationId: application.id,
      contactId: contact.id,
    });
    const [email] = await db().select().from(deliveries).where(eq(deliveries.relatedId, submittal.id));
    const { subject, text } = JSON.parse(email!.payload) as { subject: string; text: string };
    const html = htmlOfText(text);
    expect([...html.matchAll(/<a href="([^"]*)"/g)].map((link) => link[1])).toEqual([clientPortalUrl]);
    for (const typed of ["https://evil", "evil.example", "ann@evil"]) {
      expect(text).not.toContain(typed);
      expect(subject).not.toContain(typed);
    }
    // It still reads as typed: only zero-width spaces were added.
    expect(text.replaceAll("\u200B", "")).toContain(
      "Priya https://evil.example/login www.evil.example ann@evil.example",
    );
  });

  it("refuses a contact of another client with 409 client_mismatch, and a job of no client, changing nothing", async () => {
    const { recruiter } = await setup();
    const { application } = await desk();
    const other = await addClient({ name: "Globex" });
    const stranger = await addContact(other.id);
    const response = await submit(recruiter.cookie, {
      applicationId: application.id,
      contactId: stranger.id,
      note: "",
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: "client_mismatch", issues: [{ path: "contactId" }] });

    const loose = await addApplicant((await addJobOrder(null)).id, "Lou");
    const noClient = await submit(recruiter.cookie, { applicationId: loose.id, contactId: stranger.id });
    expect(noClient.status).toBe(409);
    expect(((await noClient.json()) as { message: string }).message).toMatch(/not a job order of a client/);

    expect(await db().select().from(submittals)).toEqual([]);
    expect(await db().select().from(deliveries)).toEqual([]);
    expect((await stageOf(application.id)).stage).toBe("qualifying");
  });

  it("answers bad input with 400 naming the field", async () => {
    const { recruiter } = await setup();
    const { contact, application } = await desk();
    const missing = await submit(recruiter.cookie, { contactId: contact.id });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: "validation_failed", issues: [{ path: "applicationId" }] });

    const unknown = await submit(recruiter.cookie, { applicationId: "nope", contactId: "none" });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual([
      "applicationId",
      "contactId",
    ]);

    const long = await submit(recruiter.cookie, {
      applicationId: application.id,
      contactId: contact.id,
      note: "x".repeat(2001),
    });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ issues: [{ path: "note" }] });

    const extra = await submit(recruiter.cookie, {
      applicationId: application.id,
      contactId: contact.id,
      stage: "placed",
    });
    expect(extra.status).toBe(400);
    expect(await db().select().from(submittals)).toEqual([]);
  });

  it("refuses the same candidate to the same contact twice (409), and a contact without an email (409)", async () => {
    const { recruiter } = await setup();
    const { client, contact, application } = await desk();
    await submitted(recruiter.cookie, { applicationId: application.id, contactId: contact.id });
    const again = await submit(recruiter.cookie, { applicationId: application.id, contactId: contact.id });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: "already_submitted" });

    const silent = await addContact(client.id, { email: null, name: "No Mail" });
    const response = await submit(recruiter.cookie, { applicationId: application.id, contactId: silent.id });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: "contact_without_email" });
  });

  it("is staff's: 401 without a session, 403 for a user without the clients area", async () => {
    await setup();
    const { cookie: userCookie } = await signedInStaff("una.user", "user");
    expect((await api("/api/admin/submittals")).status).toBe(401);
    expect((await api("/api/admin/submittals", { cookie: userCookie })).status).toBe(403);
    expect((await api("/api/admin/placements", { cookie: userCookie })).status).toBe(403);
  });
});

describe("off-limits", () => {
  it("refuses a candidate placed and in guarantee with 409 off_limits naming the end date, and allows them after it", async () => {
    const { recruiter } = await setup();
    const { contact, application } = await desk();
    const earlier = await addApplicant(null, "Priya", {
      candidateId: application.candidateId,
      email: application.email,
    });
    const otherClient = await addClient({ name: "Initech" });
    const today = new Date().toISOString().slice(0, 10);
    const [placement] = await db()
      .insert(placements)
      .values({
        applicationId: earlier.id,
        candidateId: application.candidateId,
        clientId: otherClient.id,
        startDate: "2026-10-01",
        salaryCents: 10_000_000,
        feeType: "contingency",
        feePercent: 25,
        guaranteeDays: 90,
        feeCents: 2_500_000,
        guaranteeEndsOn: "2099-01-01",
      })
      .returning();
    const refused = await submit(recruiter.cookie, { applicationId: application.id, contactId: contact.id });
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { error: string; message: string };
    expect(body.error).toBe("off_limits");
    expect(body.message).toContain("until 2099-01-01");
    expect(body.message).toContain("Initech");
    expect(await db().select().from(submittals)).toEqual([]);

    const restrictions = await api(`/api/admin/submittals/restrictions/${application.id}`, {
      cookie: recruiter.cookie,
    });
    expect(((await restrictions.json()) as CandidateRestrictions).offLimits).toEqual([
      { reason: "placed_in_guarantee", endsOn: "2099-01-01", clientName: "Initech" },
    ]);

    // The guarantee ended yesterday: no longer off-limits.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(yesterday < today).toBe(true);
    await db().update(placements).set({ guaranteeEndsOn: "2020-01-01" }).where(eq(placements.id, placement!.id));
    expect((await submit(recruiter.cookie, { applicationId: application.id, contactId: contact.id })).status).toBe(201);
  });

  it("refuses anyone who is a client contact (matched by email), of any client", async () => {
    const { recruiter } = await setup();
    const { contact, application } = await desk();
    const elsewhere = await addClient({ name: "Umbrella" });
    await addContact(elsewhere.id, { email: ` ${application.email.toUpperCase()} `, name: "Priya at Umbrella" });
    const refused = await submit(recruiter.cookie, { applicationId: application.id, contactId: contact.id });
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { error: string; message: string };
    expect(body).toMatchObject({ error: "off_limits" });
    expect(body.message).toContain("Umbrella");
  });

  it("flags a candidate whose current employer is a no-poach client, without refusing them", async () => {
    const { recruiter } = await setup();
    const { contact, application } = await desk();
    await addClient({ name: "Globex", noPoach: true });
    const response = await api(`/api/admin/submittals/restrictions/${application.id}`, { cookie: recruiter.cookie });
    expect(await response.json()).toEqual({ offLimits: [], noPoachEmployer: "Globex" });
    await db().update(clients).set({ noPoach: false }).where(eq(clients.name, "Globex"));
    const cleared = await api(`/api/admin/submittals/restrictions/${application.id}`, { cookie: recruiter.cookie });
    expect(await cleared.json()).toEqual({ offLimits: [], noPoachEmployer: null });
    expect((await submit(recruiter.cookie, { applicationId: application.id, contactId: contact.id })).status).toBe(201);
  });
});

describe("off-limits on the candidates list and page", () => {
  it("shows each candidate's rules and their end, for a placement by candidate or by application, and for contacts", async () => {
    const { recruiter } = await setup();
    const { application: placed } = await desk();
    const byApplication = await addApplicant(null, "Bruno");
    const contactPerson = await addApplicant(null, "Marco");
    const ended = await addApplicant(null, "Olga");
    const free = await addApplicant(null, "Lena");
    const initech = await addClient({ name: "Initech" });
    const umbrella = await addClient({ name: "Umbrella" });
    await addContact(umbrella.id, { email: ` ${contactPerson.email.toUpperCase()} `, name: "Marco at Umbrella" });
    const placement = (applicationId: string, candidateId: string | null, guaranteeEndsOn: string) => ({
      applicationId,
      candidateId,
      clientId: initech.id,
      startDate: "2026-10-01",
      salaryCents: 10_000_000,
      feeType: "contingency" as const,
      feePercent: 25,
      guaranteeDays: 90,
      feeCents: 2_500_000,
      guaranteeEndsOn,
    });
    await db()
      .insert(placements)
      .values([
        placement(placed.id, placed.candidateId, "2099-01-01"),
        placement(byApplication.id, null, "2098-06-30"),
        placement(ended.id, ended.candidateId, "2020-01-01"),
      ]);

    const list = await api("/api/admin/candidates?limit=100", { cookie: recruiter.cookie });
    expect(list.status).toBe(200);
    const rows = (await list.json()) as CandidateListRow[];
    const rulesOf = (candidateId: string | null) => rows.find((row) => row.id === candidateId)?.offLimits;
    expect(rulesOf(placed.candidateId)).toEqual([
      { reason: "placed_in_guarantee", endsOn: "2099-01-01", clientName: "Initech" },
    ]);
    expect(rulesOf(byApplication.candidateId)).toEqual([
      { reason: "placed_in_guarantee", endsOn: "2098-06-30", clientName: "Initech" },
    ]);
    expect(rulesOf(contactPerson.candidateId)).toEqual([
      { reason: "client_contact", endsOn: null, clientName: "Umbrella" },
    ]);
    expect(rulesOf(ended.candidateId)).toEqual([]);
    expect(rulesOf(free.candidateId)).toEqual([]);

    const page = await api(`/api/admin/candidates/${placed.candidateId}`, { cookie: recruiter.cookie });
    expect(((await page.json()) as CandidateDetail).offLimits).toEqual([
      { reason: "placed_in_guarantee", endsOn: "2099-01-01", clientName: "Initech" },
    ]);
  });
});

describe("no-poach on the candidates list and page", () => {
  it("flags each candidate by their newest placement's client, else a no-poach client named in their newest position", async () => {
    const { recruiter } = await setup();
    const globex = await addClient({ name: "Globex", noPoach: true });
    const initech = await addClient({ name: "Initech", noPoach: false });
    // Named in the newest application's position (the fixture's "Controller at Globex").
    const named = await addApplicant(null, "Priya");
    // An older application named Globex; the newest names no client.
    const moved = await addApplicant(null, "Bruno", { createdAt: new Date("2026-01-01T00:00:00Z") });
    await addApplicant(null, "Bruno", {
      candidateId: moved.candidateId,
      email: moved.email,
      currentPosition: "CFO at Wayne Enterprises",
      createdAt: new Date("2026-03-01T00:00:00Z"),
    });
    // Placed with a no-poach client (by application only): works there now, whatever the position says.
    const placedNoPoach = await addApplicant(null, "Marco", { currentPosition: "Controller" });
    // Placed with a client without no-poach: Initech is the employer, Globex in the position no longer counts.
    const placedElsewhere = await addApplicant(null, "Olga");
    const free = await addApplicant(null, "Lena", { currentPosition: null });
    const placement = (applicationId: string, candidateId: string | null, clientId: string) => ({
      applicationId,
      candidateId,
      clientId,
      startDate: "2020-01-01",
      salaryCents: 10_000_000,
      feeType: "contingency" as const,
      feePercent: 25,
      guaranteeDays: 90,
      feeCents: 2_500_000,
      guaranteeEndsOn: "2020-03-31",
    });
    await db()
      .insert(placements)
      .values([
        placement(placedNoPoach.id, null, globex.id),
        placement(placedElsewhere.id, placedElsewhere.candidateId, initech.id),
      ]);

    const list = await api("/api/admin/candidates?limit=100", { cookie: recruiter.cookie });
    const rows = (await list.json()) as CandidateListRow[];
    const flagOf = (candidateId: string | null) => rows.find((row) => row.id === candidateId)?.noPoachEmployer;
    expect(flagOf(named.candidateId)).toBe("Globex");
    expect(flagOf(moved.candidateId)).toBeNull();
    expect(flagOf(placedNoPoach.candidateId)).toBe("Globex");
    expect(flagOf(placedElsewhere.candidateId)).toBeNull();
    expect(flagOf(free.candidateId)).toBeNull();
    // Out of guarantee, so none of them is off-limits: the flag warns, it does not refuse.
    expect(rows.every((row) => row.offLimits.length === 0)).toBe(true);

    const page = await api(`/api/admin/candidates/${named.candidateId}`, { cookie: recruiter.cookie });
    expect(((await page.json()) as CandidateDetail).noPoachEmployer).toBe("Globex");
    await db().update(clients).set({ noPoach: false }).where(eq(clients.id, globex.id));
    const cleared = await api(`/api/admin/candidates/${named.candidateId}`, { cookie: recruiter.cookie });
    expect(((await cleared.json()) as CandidateDetail).noPoachEmployer).toBeNull();
  });
});

describe("the client portal", () => {
  it("shows a contact their own submittals only, never the candidate's email or phone", async () => {
    const { recruiter } = await setup();
    const { client, contact, job, application } = await desk();
    const colleague = await addContact(client.id, { name: "Carl Colleague" });
    const second = await addApplicant(job.id, "Marco");
    const mine = await submitted(recruiter.cookie, {
      applicationId: application.id,
      contactId: contact.id,
      note: "Strong on cost accounting",
    });
    await submitted(recruiter.cookie, { applicationId: second.id, contactId: colleague.id });

    const response = await api(`/api/client-portal/${mine.token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag")).toContain("noindex");
    const text = await response.text();
    expect(text).not.toContain(application.email);
    expect(text).not.toContain(application.phone);
    const view = JSON.parse(text) as ClientPortalView;
    expect(view).toMatchObject({ contactName: contact.name, clientName: "Acme Manufacturing" });
    expect(view.submittals).toHaveLength(1);
    expect(view.submittals[0]).toMatchObject({
      id: mine.submittal.id,
      candidateName: "Priya Doe",
      currentPosition: "Controller at Globex",
      jobTitle: "Plant Controller",
      note: "Strong on cost accounting",
      status: "awaiting",
      resume: { status: "none" },
    });
  });

  it("answers 404 for a wrong, revoked or expired token, and for another contact's submittal", async () => {
    const { recruiter } = await setup();
    const { client, contact, job, application } = await desk();
    const colleague = await addContact(client.id, { name: "Carl Colleague" });
    const theirs = await submitted(recruiter.cookie, {
      applicationId: (await addApplicant(job.id, "Marco")).id,
      contactId: colleague.id,
    });
    const mine = await submitted(recruiter.cookie, { applicationId: application.id, contactId: contact.id });

    expect((await api(`/api/client-portal/${"x".repeat(43)}`)).status).toBe(404);
    expect((await api("/api/client-portal/short")).status).toBe(404);
    const cross = await feedback(mine.token, theirs.submittal.id, { decision: "interview" });
    expect(cross.status).toBe(404);
    expect((await stageOf(theirs.submittal.applicationId)).stage).toBe("submitted");

    const revoke = await api(`/api/admin/submittals/contacts/${contact.id}/revoke-links`, {
      method: "POST",
      cookie: recruiter.cookie,
    });
    expect(await revoke.json()).toEqual({ revoked: 1 });
    expect((await api(`/api/client-portal/${mine.token}`)).status).toBe(404);
    expect((await feedback(mine.token, mine.submittal.id, { decision: "interview" })).status).toBe(404);
    expect((await api(`/client/${mine.token}`)).status).toBe(404);
    expect((await stageOf(application.id)).stage).toBe("submitted");

    await db()
      .update(clientPortalLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(clientPortalLinks.contactId, colleague.id));
    expect((await api(`/api/client-portal/${theirs.token}`)).status).toBe(404);
  });

  it("an interview moves exactly one application to interviewing, writes a note and notifies its owner", async () => {
    const { recruiter } = await setup();
    const { contact, job, application } = await desk();
    await db().update(applications).set({ ownerId: recruiter.id }).where(eq(applications.id, application.id));
    const other = await addApplicant(job.id, "Marco");
    const mine = await submitted(recruiter.cookie, { applicationId: application.id, contactId: contact.id });
    await submitted(recruiter.cookie, { applicationId: other.id, contactId: contact.id });

    const response = await feedback(mine.token, mine.submittal.id, { decision: "interview", comment: "Tuesday works" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: mine.submittal.id,
      status: "interview",
      feedbackComment: "Tuesday works",
    });

    expect((await stageOf(application.id)).stage).toBe("interviewing");
    expect((await stageOf(other.id)).stage).toBe("submitted");
    const moves = await db()
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.type, "stage"), eq(applicationEvents.toValue, "interviewing")));
    expect(moves.map((move) => move.applicationId)).toEqual([application.id]);
    const [note] = await db().select().from(applicationNotes).where(eq(applicationNotes.applicationId, application.id));
    expect(note!.body).toContain("Interview");
    expect(note!.body).toContain('"Tuesday works"');
    const told = await db().select().from(staffNotifications).where(eq(staffNotifications.event, "client_feedback"));
    expect(told).toMatchObject([
      { userId: recruiter.id, subjectId: application.id, link: `/admin/applications/${application.id}` },
    ]);

    const again = await feedback(mine.token, mine.submittal.id, { decision: "decline" });
    expect(again.status).toBe(409);
    expect((await stageOf(application.id)).stage).toBe("interviewing");
  });

  it("a decline moves the application to client_declined with the reason; hold leaves it and can be answered later", async () => {
    const { recruiter } = await setup();
    const { contact, job, application } = await desk();
    const held = await addApplicant(job.id, "Hal");
    const mine = await submitted(recruiter.cookie, { applicationId: application.id, contactId: contact.id });
    const later = await submitted(recruiter.cookie, { applicationId: held.id, contactId: contact.id });

    expect(
      (await feedback(mine.token, mine.submittal.id, { decision: "decline", reason: "compensation" })).status,
    ).toBe(200);
    expect(await stageOf(application.id)).toMatchObject({ stage: "client_declined", rejectionReason: "compensation" });
    const [submittal] = await db().select().from(submittals).where(eq(submittals.id, mine.submittal.id));
    expect(submittal).toMatchObject({ status: "declined", declineReason: "compensation" });

    expect((await feedback(later.token, later.submittal.id, { decision: "hold" })).status).toBe(200);
    expect((await stageOf(held.id)).stage).toBe("submitted");
    expect((await feedback(later.token, later.submittal.id, { decision: "interview" })).status).toBe(200);
    expect((await stageOf(held.id)).stage).toBe("interviewing");
  });

  it("answers bad feedback with 400 naming the field, changing nothing", async () => {
    const { recruiter } = await setup();
    const { contact, application } = await desk();
    const mine = await submitted(recruiter.cookie, { applicationId: application.id, contactId: contact.id });
    for (const [body, field] of [
      [{}, "decision"],
      [{ decision: "maybe" }, "decision"],
      [{ decision: "interview", reason: "compensation" }, "reason"],
      [{ decision: "decline", reason: "too_tall" }, "reason"],
      [{ decision: "hold", comment: "x".repeat(2001) }, "comment"],
    ] as const) {
      const response = await feedback(mine.token, mine.submittal.id, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { issues: { path: string }[] }).issues[0]!.path).toBe(field);
    }
    const [submittal] = await db().select().from(submittals);
    expect(submittal!.status).toBe("awaiting");
    expect((await stageOf(application.id)).stage).toBe("submitted");
    const answers = await db().select().from(applicationEvents).where(eq(applicationEvents.type, "client_feedback"));
    expect(answers).toEqual([]);
  });

  it("renders /client/{token} without scripts: escaped text, noindex, no-store, and a native form post that answers", async () => {
    const { recruiter } = await setup();
    const { contact, job } = await desk();
    const application = await addApplicant(job.id, "<script>alert(1)</script>");
    const mine = await submitted(recruiter.cookie, {
      applicationId: application.id,
      contactId: contact.id,
      note: "<b>bold</b> & sure",
    });

    const page = await api(`/client/${mine.token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.headers.get("X-Robots-Tag")).toContain("noindex");
    expect(page.headers.get("Content-Security-Policy")).toContain("script-src 'self'");
    // As a header too, not only the page's meta tag: the address holds the client portal's secret.
    expect(page.headers.get("Referrer-Policy")).toBe("no-referrer");
    const gone = await api("/client/no-such-token-0000000000000000000");
    expect(gone.status).toBe(404);
    expect(gone.headers.get("Referrer-Policy")).toBe("no-referrer");
    const html = await page.text();
    expect(html).toContain(
      '<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer">',
    );
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;b&gt;bold&lt;/b&gt; &amp; sure");
    expect(html).not.toContain(application.email);
    const action = `/client/${mine.token}/submittals/${mine.submittal.id}/feedback`;
    expect(html).toContain(`<form method="post" action="${action}">`);

    const refused = await api(action, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(refused.status).toBe(400);

    const posted = await exportsFetch(action, "decision=decline&reason=location&comment=Too+far");
    expect(posted.status).toBe(303);
    expect(posted.headers.get("Location")).toBe(
      `/client/${mine.token}?answered=${mine.submittal.id}#submittal-${mine.submittal.id}`,
    );
    expect(await stageOf(application.id)).toMatchObject({ stage: "client_declined", rejectionReason: "location" });
    const after = await (await api(`/client/${mine.token}?answered=${mine.submittal.id}`)).text();
    expect(after).toContain("Thank you: your answer is recorded.");
    expect(after).toContain("Too far");
    expect(after).not.toContain(`action="${action}"`);

    expect((await api(`/client/${"y".repeat(43)}`)).status).toBe(404);
  });
});

async function exportsFetch(path: string, form: string, headers: Record<string, string> = {}) {
  const { exports } = await import("cloudflare:workers");
  return exports.default.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: form,
    redirect: "manual",
  });
}

describe("submittals and the client's answers in the application's history and the candidate's timeline", () => {
  it("records who presented the candidate to whom, and each answer of the contact with its reason", async () => {
    const { recruiter } = await setup();
    const { contact, application } = await desk();
    const mine = await submitted(recruiter.cookie, {
      applicationId: application.id,
      contactId: contact.id,
      note: "Strong on plant cost accounting.",
    });
    expect((await feedback(mine.token, mine.submittal.id, { decision: "hold" })).status).toBe(200);
    expect(
      (await feedback(mine.token, mine.submittal.id, { decision: "decline", reason: "compensation" })).status,
    ).toBe(200);
    // A refused second submittal to the same contact records nothing.
    expect((await submit(recruiter.cookie, { applicationId: application.id, contactId: contact.id })).status).toBe(409);

    const detail = await api(`/api/admin/applications/${application.id}`, { cookie: recruiter.cookie });
    const { history } = (await detail.json()) as ApplicationDetail;
    const subject = { submittalId: mine.submittal.id, clientName: "Acme Manufacturing", contactName: "Hannah Hiring" };
    expect(history.filter((event) => event.type === "submittal" || event.type === "client_feedback")).toMatchObject([
      { type: "client_feedback", decision: "decline", rejectionReason: "compensation", changedBy: null, ...subject },
      { type: "client_feedback", decision: "hold", rejectionReason: null, changedBy: null, ...subject },
      {
        type: "submittal",
        changedBy: { id: recruiter.id, name: "ann.recruiter" },
        byClientContact: null,
        ...subject,
      },
    ]);

    const timeline = await api(`/api/admin/candidates/${application.candidateId}/timeline`, {
      cookie: recruiter.cookie,
    });
    expect(timeline.status).toBe(200);
    const entries = (await timeline.json()) as TimelineEntry[];
    const about = entries.filter((entry) => entry.kind === "submittal" || entry.kind === "client_feedback");
    const contactAtClient = "Hannah Hiring (Acme Manufacturing)";
    expect(about).toMatchObject([
      {
        kind: "client_feedback",
        who: { type: "client", name: contactAtClient },
        applicationId: application.id,
        title: "Plant Controller",
        detail: "decline>compensation",
        body: null,
      },
      { kind: "client_feedback", who: { type: "client", name: contactAtClient }, detail: "hold>" },
      {
        kind: "submittal",
        who: { type: "staff", id: recruiter.id, name: "ann.recruiter" },
        applicationId: application.id,
        title: "Plant Controller",
        detail: contactAtClient,
        body: "Strong on plant cost accounting.",
      },
    ]);
  });
});

describe("who answered and moved the application: the contact, not a former staff member", () => {
  it("credits the answer, the stage move it makes and the note it writes to the contact and their client", async () => {
    const { recruiter } = await setup();
    const { contact, application } = await desk();
    const mine = await submitted(recruiter.cookie, { applicationId: application.id, contactId: contact.id });
    expect((await feedback(mine.token, mine.submittal.id, { decision: "interview" })).status).toBe(200);
    const hannah = { name: "Hannah Hiring", clientName: "Acme Manufacturing" };

    const detail = (await (
      await api(`/api/admin/applications/${application.id}`, { cookie: recruiter.cookie })
    ).json()) as ApplicationDetail;
    expect(detail.history.slice(0, 3)).toMatchObject([
      { type: "stage", fromStage: "submitted", toStage: "interviewing", changedBy: null, byClientContact: hannah },
      { type: "client_feedback", decision: "interview", changedBy: null, byClientContact: hannah },
      { type: "stage", toStage: "submitted", changedBy: { id: recruiter.id }, byClientContact: null },
    ]);
    expect(detail.notes).toHaveLength(1);
    expect(detail.notes[0]).toMatchObject({ author: null, clientAuthor: hannah });
    expect(detail.notes[0]!.body).toContain("Hannah Hiring (Acme Manufacturing) answered on the client portal");

    const timeline = await api(`/api/admin/candidates/${application.candidateId}/timeline`, {
      cookie: recruiter.cookie,
    });
    const entries = (await timeline.json()) as TimelineEntry[];
    const client = { type: "client", name: "Hannah Hiring (Acme Manufacturing)" };
    expect(
      entries.find((entry) => entry.kind === "stage_change" && entry.detail === "submitted>interviewing"),
    ).toMatchObject({ who: client });
    expect(entries.find((entry) => entry.kind === "note")).toMatchObject({ who: client });
    expect(
      entries.find((entry) => entry.kind === "stage_change" && entry.detail === "qualifying>submitted"),
    ).toMatchObject({ who: { type: "staff", id: recruiter.id, name: "ann.recruiter" } });
    // The same contact in the activity log, on the answer and on the move.
    const logged = await db()
      .select({ entityType: adminActivityLogs.entityType, action: adminActivityLogs.action })
      .from(adminActivityLogs)
      .where(eq(adminActivityLogs.clientContactId, contact.id));
    expect(logged.map((row) => `${row.entityType} ${row.action}`).sort()).toEqual([
      "application submittal.feedback",
      "submittal submittal.feedback",
    ]);
  });

  it("shows a placed application's submittal as decided: the client's interview stays the answer, the stage is placed", async () => {
    const { recruiter } = await setup();
    const { contact, application } = await desk();
    const mine = await submitted(recruiter.cookie, { applicationId: application.id, contactId: contact.id });
    expect((await feedback(mine.token, mine.submittal.id, { decision: "interview" })).status).toBe(200);
    const listed = async () =>
      (await (
        await api(`/api/admin/submittals?applicationId=${application.id}`, { cookie: recruiter.cookie })
      ).json()) as SubmittalView[];
    expect(await listed()).toMatchObject([{ status: "interview", applicationStage: "interviewing" }]);
    const placed = await api("/api/admin/placements", {
      method: "POST",
      cookie: recruiter.cookie,
      body: { applicationId: application.id, startDate: "2027-01-04", salary: 120_000 },
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    expect(await listed()).toMatchObject([{ status: "interview", applicationStage: "placed" }]);
  });
});

describe("GET /api/admin/submittals and the waiting-for-client list", () => {
  it("pages by job, client and status, and lists the unanswered past the setting's days", async () => {
    const { recruiter } = await setup();
    const { contact, job, application } = await desk();
    const other = await addApplicant(job.id, "Marco");
    const first = await submitted(recruiter.cookie, { applicationId: application.id, contactId: contact.id });
    const second = await submitted(recruiter.cookie, { applicationId: other.id, contactId: contact.id });
    await db()
      .update(submittals)
      .set({ createdAt: new Date(Date.now() - 6 * 86_400_000) })
      .where(eq(submittals.id, first.submittal.id));

    const all = await api(`/api/admin/submittals?jobId=${job.id}&limit=1`, { cookie: recruiter.cookie });
    expect(all.headers.get("X-Total-Count")).toBe("2");
    const [row] = (await all.json()) as SubmittalView[];
    expect(row).toMatchObject({
      id: second.submittal.id,
      clientName: "Acme Manufacturing",
      contactName: "Hannah Hiring",
    });

    const waiting = await api("/api/admin/submittals?waiting=true", { cookie: recruiter.cookie });
    expect(((await waiting.json()) as SubmittalView[]).map((row) => row.id)).toEqual([first.submittal.id]);

    const saved = await api("/api/admin/submittals/settings", {
      method: "PUT",
      body: { waitingDays: 7 },
      cookie: recruiter.cookie,
    });
    expect(await saved.json()).toEqual({ waitingDays: 7 });
    const none = await api("/api/admin/submittals?waiting=true", { cookie: recruiter.cookie });
    expect(none.headers.get("X-Total-Count")).toBe("0");

    const bad = await api("/api/admin/submittals/settings", {
      method: "PUT",
      body: { waitingDays: 0 },
      cookie: recruiter.cookie,
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ issues: [{ path: "waitingDays" }] });
    expect((await api("/api/admin/submittals?status=nope", { cookie: recruiter.cookie })).status).toBe(400);
  });
});

describe("the cron's reminder to the contact", () => {
  it("emails a contact once about their candidates waiting past the setting's days, with a fresh link, then again after as many days", async () => {
    const { recruiter } = await setup();
    const { client, contact, job, application } = await desk();
    const answered = await addApplicant(job.id, "Marco");
    const waiting = await submitted(recruiter.cookie, { applicationId: application.id, contactId: contact.id });
    const done = await submitted(recruiter.cookie, { applicationId: answered.id, contactId: contact.id });
    await feedback(done.token, done.submittal.id, { decision: "hold" });
    const recent = await addContact(client.id, { name: "Rita Recent" });
    await submitted(recruiter.cookie, { applicationId: (await addApplicant(job.id, "Nia")).id, contactId: recent.id });
    const sixDaysAgo = new Date(Date.now() - 6 * 86_400_000);
    await db().update(submittals).set({ createdAt: sixDaysAgo }).where(eq(submittals.contactId, contact.id));

    const report = await runScheduled({ scheduledTime: Date.now() }, env);
    expect(report.submittalReminders).toBe(1);
    const reminders = await db().select().from(deliveries).where(eq(deliveries.relatedType, "client_contact"));
    expect(reminders).toMatchObject([{ recipient: contact.email, relatedId: contact.id }]);
    const link = /\/client\/([A-Za-z0-9_-]{43})/.exec(reminders[0]!.payload)![1]!;
    expect(link).not.toBe(waiting.token);
    const clientPortal = (await (await api(`/api/client-portal/${link}`)).json()) as ClientPortalView;
    expect(clientPortal.submittals.map((row) => row.id).sort()).toEqual(
      [waiting.submittal.id, done.submittal.id].sort(),
    );

    expect((await runScheduled({ scheduledTime: Date.now() }, env)).submittalReminders).toBe(0);
    // Five days on: this contact again, and the other contact's candidate has now waited as long too.
    expect((await runScheduled({ scheduledTime: Date.now() + 5 * 86_400_000 }, env)).submittalReminders).toBe(2);
    const [reminded] = await db().select().from(submittals).where(eq(submittals.id, done.submittal.id));
    expect(reminded!.remindedAt).toBeNull();
  });
});

describe("parallel answers on the portal (issue 42 item 9)", () => {
  it("records one of 20 answers at once: one 200, nineteen 409 already_answered, one event, note and notification", async () => {
    const { recruiter } = await setup();
    const { contact, application } = await desk();
    await db().update(applications).set({ ownerId: recruiter.id }).where(eq(applications.id, application.id));
    const mine = await submitted(recruiter.cookie, { applicationId: application.id, contactId: contact.id });
    const path = `/api/client-portal/${mine.token}/submittals/${mine.submittal.id}/feedback`;
    // Handled in the test's isolate, the requests' reads and writes interleave as on a busy Worker.
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        apiInIsolate(path, {
          method: "POST",
          body: { decision: "decline", reason: "compensation", comment: `answer ${i}` },
          headers: { "CF-Connecting-IP": `198.51.100.${i + 1}` },
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(await response.json()).toMatchObject({ error: "already_answered" });
    }
    const events = await db().select().from(applicationEvents).where(eq(applicationEvents.type, "client_feedback"));
    expect(events).toHaveLength(1);
    expect(await db().select().from(applicationNotes)).toHaveLength(1);
    const told = await db().select().from(staffNotifications).where(eq(staffNotifications.event, "client_feedback"));
    expect(told).toHaveLength(1);
    const moves = await db()
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.type, "stage"), eq(applicationEvents.toValue, "client_declined")));
    expect(moves).toHaveLength(1);
    // The note, the event and the submittal tell of the same answer.
    const [row] = await db().select().from(submittals);
    const [note] = await db().select().from(applicationNotes);
    expect(note!.body).toContain(`"${row!.feedbackComment}"`);
  });
});

describe("the client portal's native form and other sites (issue 42 item 12)", () => {
  it("refuses a post from another site's page, or a sibling subdomain's, with 403, recording nothing", async () => {
    const { recruiter } = await setup();
    const { contact, application } = await desk();
    const mine = await submitted(recruiter.cookie, { applicationId: application.id, contactId: contact.id });
    const action = `/client/${mine.token}/submittals/${mine.submittal.id}/feedback`;
    for (const headers of [
      { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "same-site" },
    ] as Record<string, string>[]) {
      const { exports } = await import("cloudflare:workers");
      const response = await exports.default.fetch(`${ORIGIN}${action}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: "decision=decline&reason=location",
        redirect: "manual",
      });
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
    const [row] = await db().select().from(submittals);
    expect(row!.status).toBe("awaiting");
    expect((await stageOf(application.id)).stage).toBe("submitted");
    // The page's own post still answers: its referrer policy (no-referrer) makes the browser send Origin "null".
    expect(
      (await exportsFetch(action, "decision=hold", { Origin: "null", "Sec-Fetch-Site": "same-origin" })).status,
    ).toBe(303);
  });
});

describe("the activity log names the client contact (issue 42 item 15b)", () => {
  it("logs a resume opened and an answer given on the portal as the contact, not the system", async () => {
    const { recruiter } = await setup();
    const { contact, application } = await desk();
    const key = `resumes/${application.id}.pdf`;
    await env.RESUMES.put(key, "%PDF-1.4 resume", { httpMetadata: { contentType: "application/pdf" } });
    await db()
      .update(applications)
      .set({ resumeKey: key, resumeText: "Controller at Globex", resumeTextStatus: "extracted" })
      .where(eq(applications.id, application.id));
    const mine = await submitted(recruiter.cookie, { applicationId: application.id, contactId: contact.id });
    await env.DB.prepare("delete from admin_activity_logs").run();

    const resume = await api(`/api/client-portal/${mine.token}/submittals/${mine.submittal.id}/resume`);
    expect(resume.status).toBe(200);
    expect(await resume.text()).toContain("\n\nController at Globex\n");
    expect((await feedback(mine.token, mine.submittal.id, { decision: "hold" })).status).toBe(200);

    const logged = await db().select().from(adminActivityLogs).orderBy(adminActivityLogs.action);
    expect(logged.map((row) => [row.action, row.userId, row.clientContactId])).toEqual([
      ["submittal.feedback", null, contact.id],
      ["submittal.resume_view", null, contact.id],
    ]);
    const admin = await createStaffUser(`ada.admin.${crypto.randomUUID().slice(0, 6)}`, "admin");
    const page = await api("/api/admin/activity-logs?action=submittal.resume_view", {
      cookie: await signIn(admin.username, undefined, "192.0.2.44"),
    });
    expect(page.status).toBe(200);
    const [entry] = (await page.json()) as ActivityLogEntry[];
    expect(entry).toMatchObject({
      username: null,
      clientContact: { id: contact.id, name: "Hannah Hiring", clientName: "Acme Manufacturing" },
    });
    expect(activitySentence(entry!)).toBe(
      "Hannah Hiring (client contact, Acme Manufacturing) opened a submitted resume",
    );
  });
});

describe("a submittal the firm decided (issue 43 item 1)", () => {
  it("a placement closes it: a late decline is refused on the API and the native form, the application stays placed, no reminder", async () => {
    const { recruiter } = await setup();
    const { contact, application } = await desk();
    const mine = await submitted(recruiter.cookie, { applicationId: application.id, contactId: contact.id });
    const placed = await api("/api/admin/placements", {
      method: "POST",
      body: { applicationId: application.id, startDate: "2026-12-01", salary: 100_000 },
      cookie: recruiter.cookie,
    });
    expect(placed.status).toBe(201);
    const [closed] = await db().select().from(submittals).where(eq(submittals.id, mine.submittal.id));
    expect(closed).toMatchObject({ status: "closed" });
    expect(closed!.decidedAt).not.toBeNull();

    const late = await feedback(mine.token, mine.submittal.id, { decision: "decline", reason: "compensation" });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({
      error: "submittal_closed",
      message: "We have already decided on this candidate, so no answer is needed: your recruiter will be in touch.",
    });
    const action = `/client/${mine.token}/submittals/${mine.submittal.id}/feedback`;
    const form = await exportsFetch(action, "decision=decline&reason=location");
    expect(form.status).toBe(409);
    const html = await form.text();
    expect(html).toContain("We have already decided on this candidate, so no answer is needed");
    expect(html).not.toContain(`action="${action}"`);
    expect(html).toContain("Decided by the firm");

    expect((await stageOf(application.id)).stage).toBe("placed");
    expect(await db().select().from(applicationEvents).where(eq(applicationEvents.type, "client_feedback"))).toEqual(
      [],
    );
    const clientPortal = (await (await api(`/api/client-portal/${mine.token}`)).json()) as ClientPortalView;
    expect(clientPortal.submittals[0]!.status).toBe("closed");
    const waiting = await api("/api/admin/submittals?waiting=true", { cookie: recruiter.cookie });
    expect(await waiting.json()).toEqual([]);

    await db()
      .update(submittals)
      .set({ createdAt: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(submittals.id, mine.submittal.id));
    expect((await runScheduled({ scheduledTime: Date.now() }, env)).submittalReminders).toBe(0);
    expect(await db().select().from(deliveries).where(eq(deliveries.relatedType, "client_contact"))).toEqual([]);
  });

  it("a withdrawal or a rejection by staff closes the open submittals (awaiting or on hold), not the answered ones", async () => {
    const { recruiter } = await setup();
    const { client, contact, job, application } = await desk();
    const other = await addContact(client.id, { name: "Otto Other" });
    const third = await addContact(client.id, { name: "Tess Third" });
    const awaiting = await submitted(recruiter.cookie, { applicationId: application.id, contactId: contact.id });
    const held = await submitted(recruiter.cookie, { applicationId: application.id, contactId: other.id });
    const answered = await submitted(recruiter.cookie, { applicationId: application.id, contactId: third.id });
    await feedback(held.token, held.submittal.id, { decision: "hold" });
    await feedback(answered.token, answered.submittal.id, { decision: "interview" });
    const rejected = await addApplicant(job.id, "Rex");
    const rexs = await submitted(recruiter.cookie, { applicationId: rejected.id, contactId: contact.id });

    const withdraw = await api(`/api/admin/applications/${application.id}`, {
      method: "PATCH",
      body: { stage: "withdrawn" },
      cookie: recruiter.cookie,
    });
    expect(withdraw.status).toBe(200);
    const reject = await api(`/api/admin/applications/${rejected.id}`, {
      method: "PATCH",
      body: { stage: "not_a_fit" },
      cookie: recruiter.cookie,
    });
    expect(reject.status).toBe(200);
    const statuses = Object.fromEntries(
      (await db().select().from(submittals)).map((row) => [row.id, row.status] as const),
    );
    expect(statuses).toEqual({
      [awaiting.submittal.id]: "closed",
      [held.submittal.id]: "closed",
      [answered.submittal.id]: "interview",
      [rexs.submittal.id]: "closed",
    });
    const late = await feedback(held.token, held.submittal.id, { decision: "interview" });
    expect(await late.json()).toMatchObject({ error: "submittal_closed" });
    expect((await stageOf(application.id)).stage).toBe("withdrawn");
  });
});
