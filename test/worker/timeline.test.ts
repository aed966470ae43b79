import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { TimelineEntry } from "../../worker/contract/timeline";
import { createDb } from "../../worker/db/client";
import {
  applicationEvents,
  applicationNotes,
  applications,
  bookingAppointments,
  bookingTypes,
  candidates,
  contacts,
  emailThreads,
  jobs,
  smsMessages,
  threadEmails,
} from "../../worker/db/schema";
import { api, createStaffUser, emptyDatabase, insertDefaultStaffAreas, signedInStaff, signIn } from "./helpers";

/** One timeline (issue 33 item 5): every event of a candidate, newest first, paged on the server. */

const db = createDb(env.DB);
const CANDIDATE = "cand-timeline";
const OTHER = "cand-other";
const PHONE = "+13175550199";
const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 9, minute));

async function timeline(cookie: string, id: string, query = "") {
  const response = await api(`/api/admin/candidates/${id}/timeline${query}`, { cookie });
  return response;
}

async function page(cookie: string, query = "") {
  const response = await timeline(cookie, CANDIDATE, query);
  expect(response.status).toBe(200);
  return { rows: (await response.json()) as TimelineEntry[], total: Number(response.headers.get("X-Total-Count")) };
}

/** An empty database with a signed-in recruiter and one event of each kind for Tess (and one for Otto). */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const recruiter = await signedInStaff("rita.recruiter", "recruiter");
  const person = { firstName: "Tess", lastName: "Timeline", email: "tess@example.com", phone: PHONE };
  await db.batch([
    db.insert(candidates).values([
      { id: CANDIDATE, ...person },
      { id: OTHER, firstName: "Otto", lastName: "Other", email: "otto@example.com", phone: "+13175550100" },
    ]),
    db.insert(jobs).values({
      id: "job-cfo",
      title: "Chief Financial Officer",
      company: "Acme",
      location: "Carmel, IN",
      type: "Full-time",
      industry: "Finance",
      description: "Lead finance.",
      requirements: "CPA.",
    }),
    db.insert(bookingTypes).values({ id: "type-call", name: "Career Strategy Call", duration: 30, price: 0 }),
  ]);
  await db.batch([
    db.insert(applications).values([
      { id: "app-1", ...person, jobId: "job-cfo", candidateId: CANDIDATE, createdAt: at(0) },
      { id: "app-other", ...person, email: "otto@example.com", candidateId: OTHER, createdAt: at(0) },
    ]),
    db.insert(applicationEvents).values({
      id: "stage-1",
      applicationId: "app-1",
      type: "stage",
      fromValue: "new",
      toValue: "contacted",
      changedBy: recruiter.id,
      changedAt: at(1),
    }),
    db
      .insert(applicationNotes)
      .values({ id: "note-1", applicationId: "app-1", authorId: null, body: "Strong CPA.", createdAt: at(2) }),
    db.insert(emailThreads).values({
      id: "thread-1",
      candidateId: CANDIDATE,
      applicationId: "app-1",
      subject: "Your application",
      replyToken: "tok_timeline_000000000001",
      ownerId: recruiter.id,
    }),
    db.insert(threadEmails).values([
      {
        id: "email-out",
        threadId: "thread-1",
        direction: "out",
        fromAddress: "rita@firm.example",
        toAddress: "tess@example.com",
        subject: "Your application",
        textBody: "Could we talk on Tuesday?",
        authorId: recruiter.id,
        createdAt: at(3),
      },
      {
        id: "email-in",
        threadId: "thread-1",
        direction: "in",
        fromAddress: "tess@example.com",
        toAddress: "reply+tok@firm.example",
        subject: "Re: Your application",
        textBody: "Tuesday works.",
        createdAt: at(4),
      },
    ]),
    db.insert(smsMessages).values([
      { id: "text-1", toNumber: PHONE, message: "Reminder: call at 10", messageType: "reminder", createdAt: at(5) },
      { id: "text-other", toNumber: "+13175550100", message: "Not Tess's", messageType: "reminder", createdAt: at(5) },
    ]),
    db.insert(bookingAppointments).values({
      id: "booking-1",
      bookingTypeId: "type-call",
      bookerName: "Tess Timeline",
      bookerEmail: "tess@example.com",
      appointmentDate: at(60),
      duration: 30,
      endsAt: at(90),
      candidateId: CANDIDATE,
      createdAt: at(6),
    }),
    db.insert(contacts).values({
      id: "message-1",
      ...person,
      inquiry: "Email",
      message: "Hello from Tess",
      source: "email",
      candidateId: CANDIDATE,
      createdAt: at(7),
    }),
  ]);
  return { cookie: recruiter.cookie, recruiter };
}

describe("GET /api/admin/candidates/:id/timeline", () => {
  it("lists every event of the candidate, newest first, each with who and when, and no one else's", async () => {
    const { cookie, recruiter } = await setup();
    const { rows, total } = await page(cookie);
    expect(total).toBe(8);
    expect(rows.map((row) => [row.kind, row.id])).toEqual([
      ["message", "message-1"],
      ["booking", "booking-1"],
      ["text_out", "text-1"],
      ["email_in", "email-in"],
      ["email_out", "email-out"],
      ["note", "note-1"],
      ["stage_change", "stage-1"],
      ["application", "app-1"],
    ]);
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    expect(byId["app-1"]).toMatchObject({
      who: { type: "candidate", name: "Tess Timeline" },
      title: "Chief Financial Officer",
      at: at(0).toISOString(),
    });
    expect(byId["stage-1"]).toMatchObject({
      who: { type: "staff", id: recruiter.id, name: "rita.recruiter" },
      detail: "new>contacted",
      applicationId: "app-1",
    });
    expect(byId["note-1"]).toMatchObject({ who: { type: "staff", id: null, name: "Former staff member" } });
    expect(byId["email-out"]).toMatchObject({
      who: { type: "staff", name: "rita.recruiter" },
      body: "Could we talk on Tuesday?",
    });
    expect(byId["email-in"]).toMatchObject({ who: { type: "candidate" }, detail: "tess@example.com" });
    expect(byId["text-1"]).toMatchObject({ who: { type: "system" }, body: "Reminder: call at 10", detail: "pending" });
    expect(byId["booking-1"]).toMatchObject({ title: "Career Strategy Call", scheduledFor: at(60).toISOString() });
  });

  it("pages on the server: pages meet without gap or overlap, and the total stays", async () => {
    const { cookie } = await setup();
    const first = await page(cookie, "?limit=3");
    const second = await page(cookie, "?limit=3&offset=3");
    const third = await page(cookie, "?limit=3&offset=6");
    expect([first.total, second.total, third.total]).toEqual([8, 8, 8]);
    expect([first.rows.length, second.rows.length, third.rows.length]).toEqual([3, 3, 2]);
    const all = (await page(cookie)).rows.map((row) => row.id);
    expect([...first.rows, ...second.rows, ...third.rows].map((row) => row.id)).toEqual(all);
  });

  it("answers 404 for an unknown candidate and 400 naming a bad paging field", async () => {
    const { cookie } = await setup();
    expect((await timeline(cookie, "no-such-candidate")).status).toBe(404);
    const bad = await timeline(cookie, CANDIDATE, "?limit=1000");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("limit");
  });

  it("is the candidates area's: a user without it is refused, and no one signed out reads it", async () => {
    await setup();
    await createStaffUser("uma.user", "user");
    const userCookie = await signIn("uma.user");
    expect((await api(`/api/admin/candidates/${CANDIDATE}/timeline`, { cookie: userCookie })).status).toBe(403);
    expect((await api(`/api/admin/candidates/${CANDIDATE}/timeline`)).status).toBe(401);
  });
});
