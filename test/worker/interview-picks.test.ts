import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { INTERVIEW_REMINDER_RELATED_TYPE, INVITATION_RELATED_TYPE } from "../../worker/contract/interview-enums";
import type { InterviewInvitationView, InterviewOffer, InterviewView } from "../../worker/contract/interviews";
import { createDb } from "../../worker/db/client";
import { deliveries, interviewOfferedSlots, interviewPickLinks, interviews, users } from "../../worker/db/schema";
import { hashLinkToken } from "../../worker/domain/link-token";
import type { Bindings } from "../../worker/env";
import { TEST_NOW_HEADER } from "../../worker/http/request-clock";
import { interviewPickPageHtml } from "../../worker/interviews/pick-page";
import { addApplicant, addClient, addContact, addJobOrder } from "./desk-fixtures";
import { emptyDatabase, insertDefaultStaffAreas, ORIGIN, signedInStaff, workerFetch } from "./helpers";

/** The candidate picks an interview time (issue 47 items 2-3): offered times, the link, the pick and its race. */

vi.setConfig({ testTimeout: 30_000 });

const db = () => createDb(env.DB);
/** Friday November 20, 2026, 15:00 UTC: the Worker's clock for every request here (E2E_CLOCK on). */
const NOW = Date.UTC(2026, 10, 20, 15);
const bindings: Bindings = {
  ...env,
  E2E_CLOCK: "on",
  DELIVERIES: { send: async () => undefined, sendBatch: async () => undefined } as unknown as Queue,
};

/** Tuesday December 1, 2026, 10:00 in New York (7:00 in Los Angeles, midnight in Tokyo); and two days later. */
const DEC_1 = "2026-12-01T15:00:00.000Z";
const DEC_3 = "2026-12-03T19:30:00.000Z";

afterEach(() => vi.restoreAllMocks());

function call(
  path: string,
  init: { method?: string; body?: unknown; form?: Record<string, string>; cookie?: string; now?: number } = {},
): Promise<Response> {
  const headers: Record<string, string> = { [TEST_NOW_HEADER]: String(init.now ?? NOW) };
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  if (init.form) headers["Content-Type"] = "application/x-www-form-urlencoded";
  if (init.method && init.method !== "GET") headers.Origin = ORIGIN;
  return workerFetch(
    new Request(`${ORIGIN}${path}`, {
      method: init.method ?? "GET",
      headers,
      body: init.form
        ? new URLSearchParams(init.form).toString()
        : init.body === undefined
          ? undefined
          : JSON.stringify(init.body),
      redirect: "manual",
    }),
    bindings,
  );
}

async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const recruiter = await signedInStaff("ann.recruiter", "recruiter");
  const interviewer = await signedInStaff("sam.partner", "manager");
  await db()
    .update(users)
    .set({ email: "sam@firm.example", fullName: "Sam Partner" })
    .where(eq(users.id, interviewer.id));
  const client = await addClient({ name: "Acme Manufacturing" });
  const hannah = await addContact(client.id, { name: "Hannah Hiring", email: "hannah@acme.example" });
  const omar = await addContact(client.id, { name: "Omar Ops", email: "omar@acme.example" });
  const job = await addJobOrder(client.id, { title: "Plant Controller" });
  const zelda = await addApplicant(job.id, "Zelda", { email: "zelda@example.com" });
  const yara = await addApplicant(job.id, "Yara", { email: "yara@example.com" });
  return { cookie: recruiter.cookie as string, interviewer, hannah, omar, zelda, yara };
}

type Setup = Awaited<ReturnType<typeof setup>>;

async function created(s: Setup, applicationId: string, extra: Record<string, unknown> = {}): Promise<InterviewView> {
  const response = await call("/api/admin/interviews", {
    method: "POST",
    cookie: s.cookie,
    body: {
      applicationId,
      round: "first",
      format: "video",
      durationMinutes: 60,
      videoLink: "https://meet.example.com/acme",
      candidateTimeZone: "America/Los_Angeles",
      panel: [
        { contactId: s.hannah.id, required: true, timeZone: "America/Chicago" },
        { contactId: s.omar.id, required: false },
        { userId: s.interviewer.id, required: true },
      ],
      ...extra,
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as InterviewView;
}

const offer = (s: Setup, id: string, slots: unknown, now = NOW) =>
  call(`/api/admin/interviews/${id}/slots`, { method: "POST", cookie: s.cookie, body: { slots }, now });

async function offered(
  s: Setup,
  id: string,
  starts = [DEC_1, DEC_3],
): Promise<{ offer: InterviewOffer; token: string }> {
  const response = await offer(
    s,
    id,
    starts.map((startsAt) => ({ startsAt })),
  );
  expect(response.status, await response.clone().text()).toBe(200);
  const body = (await response.json()) as InterviewOffer;
  const token = new URL(body.candidateUrl).pathname.replace("/interview/", "");
  return { offer: body, token };
}

const pick = (token: string, startsAt: string, now = NOW) =>
  call(`/api/interview-invitations/${token}`, { method: "POST", body: { startsAt }, now });

const issuesOf = async (response: Response) =>
  ((await response.json()) as { error: string; issues?: { path: string; message: string }[] }) ?? {};

async function invitationsOf(id: string) {
  const rows = await db().select().from(deliveries).where(eq(deliveries.relatedId, id));
  return rows.filter((row) => row.relatedType === INVITATION_RELATED_TYPE);
}

describe("POST /api/admin/interviews/{id}/slots", () => {
  it("stores the offered times and answers the candidate's link, of which only the hash is kept", async () => {
    const s = await setup();
    const interview = await created(s, s.zelda.id);
    const { offer: body, token } = await offered(s, interview.id, [DEC_3, DEC_1, DEC_1]);
    expect(body).toMatchObject({ id: interview.id, status: "proposing", offeredSlots: [DEC_1, DEC_3] });
    expect(body.candidateUrl).toMatch(/^http:\/\/[^/]+\/interview\/[A-Za-z0-9_-]{43}$/);
    const rows = await db()
      .select()
      .from(interviewOfferedSlots)
      .where(eq(interviewOfferedSlots.interviewId, interview.id));
    expect(rows.map((r) => r.startsAt.toISOString()).sort()).toEqual([DEC_1, DEC_3]);
    const links = await db().select().from(interviewPickLinks);
    expect(links).toHaveLength(1);
    expect(links[0]!.tokenHash).toBe(await hashLinkToken(token));
    expect(JSON.stringify(links)).not.toContain(token);
  });

  it("refuses a past time and one inside the notice (409 with the reason) and malformed input (400), writing nothing", async () => {
    const s = await setup();
    const interview = await created(s, s.zelda.id);
    const past = await offer(s, interview.id, [{ startsAt: DEC_1 }, { startsAt: "2026-11-19T15:00:00Z" }]);
    expect(past.status).toBe(409);
    expect(await issuesOf(past)).toMatchObject({
      error: "past",
      issues: [{ path: "slots.1.startsAt", message: "This time has passed." }],
    });
    const soon = await offer(s, interview.id, [{ startsAt: new Date(NOW + 60 * 60_000).toISOString() }]);
    expect(soon.status).toBe(409);
    expect(await issuesOf(soon)).toMatchObject({
      error: "inside_notice",
      issues: [{ path: "slots.0.startsAt", message: "Times must start at least 2 hours from now." }],
    });
    const cases: [unknown, string][] = [
      [[{ startsAt: "next tuesday" }], "slots.0.startsAt"],
      [[{ startsAt: DEC_1 }, {}], "slots.1.startsAt"],
      [[], "slots"],
      ["soon", "slots"],
    ];
    for (const [slots, path] of cases) {
      const response = await offer(s, interview.id, slots);
      expect(response.status, JSON.stringify(slots)).toBe(400);
      expect((await issuesOf(response)).issues?.map((i) => i.path)).toContain(path);
    }
    expect(await db().select().from(interviewOfferedSlots)).toEqual([]);
    expect(await db().select().from(interviewPickLinks)).toEqual([]);
    expect(
      (
        await call(`/api/admin/interviews/nope/slots`, {
          method: "POST",
          cookie: s.cookie,
          body: { slots: [{ startsAt: DEC_1 }] },
        })
      ).status,
    ).toBe(404);
  });

  it("refuses a time when a required member has another interview then, naming it", async () => {
    const s = await setup();
    const first = await created(s, s.yara.id);
    const { token } = await offered(s, first.id, [DEC_1]);
    expect((await pick(token, DEC_1)).status).toBe(200);
    const second = await created(s, s.zelda.id);
    const response = await offer(s, second.id, [{ startsAt: DEC_3 }, { startsAt: "2026-12-01T15:30:00Z" }]);
    expect(response.status).toBe(409);
    expect(await issuesOf(response)).toMatchObject({ error: "busy", issues: [{ path: "slots.1.startsAt" }] });
  });
});

describe("the candidate's link", () => {
  it("answers the offered times on the candidate's clock, by their days", async () => {
    const s = await setup();
    const interview = await created(s, s.zelda.id);
    const { token } = await offered(s, interview.id);
    const response = await call(`/api/interview-invitations/${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const view = (await response.json()) as InterviewInvitationView;
    expect(view).toEqual({
      candidateName: "Zelda Doe",
      clientName: "Acme Manufacturing",
      jobTitle: "Plant Controller",
      round: "First round",
      format: "video",
      durationMinutes: 60,
      timeZone: "America/Los_Angeles",
      status: "proposing",
      booked: null,
      hold: null,
      days: [
        {
          date: "2026-12-01",
          label: "Tuesday, December 1, 2026",
          times: [{ startsAt: DEC_1, endsAt: "2026-12-01T16:00:00.000Z", label: "7:00 AM - 8:00 AM PT" }],
        },
        {
          date: "2026-12-03",
          label: "Thursday, December 3, 2026",
          times: [{ startsAt: DEC_3, endsAt: "2026-12-03T20:30:00.000Z", label: "11:30 AM - 12:30 PM PT" }],
        },
      ],
    });
  });

  it("shows a candidate in another zone their own dates and times", async () => {
    const s = await setup();
    const interview = await created(s, s.zelda.id, { candidateTimeZone: "Asia/Tokyo" });
    const { token } = await offered(s, interview.id);
    const view = (await (await call(`/api/interview-invitations/${token}`)).json()) as InterviewInvitationView;
    expect(view.days.map((day) => [day.label, day.times.map((t) => t.label)])).toEqual([
      ["Wednesday, December 2, 2026", ["12:00 AM - 1:00 AM Japan Time"]],
      ["Friday, December 4, 2026", ["4:30 AM - 5:30 AM Japan Time"]],
    ]);
    const page = await (await call(`/interview/${token}`)).text();
    expect(page).toContain("Wednesday, December 2, 2026");
    expect(page).toContain("(Asia/Tokyo)");
  });

  it("a pick schedules the interview through the schedule change: invitations to everyone, reminders, a later pick refused", async () => {
    const s = await setup();
    const interview = await created(s, s.zelda.id);
    const { token } = await offered(s, interview.id);
    const notOffered = await pick(token, "2026-12-02T15:00:00Z");
    expect(notOffered.status).toBe(409);
    expect(await issuesOf(notOffered)).toMatchObject({ error: "not_offered", issues: [{ path: "startsAt" }] });
    const malformed = await pick(token, "tomorrow at ten");
    expect(malformed.status).toBe(400);
    expect((await issuesOf(malformed)).issues?.map((i) => i.path)).toEqual(["startsAt"]);

    const response = await pick(token, DEC_3);
    expect(response.status, await response.clone().text()).toBe(200);
    const view = (await response.json()) as InterviewInvitationView;
    expect(view).toMatchObject({
      status: "scheduled",
      days: [],
      booked: { startsAt: DEC_3, label: "11:30 AM - 12:30 PM PT", dayLabel: "Thursday, December 3, 2026" },
    });
    const row = await db().select().from(interviews).where(eq(interviews.id, interview.id)).get();
    expect(row).toMatchObject({ status: "scheduled", startsAt: new Date(DEC_3), sequence: 0 });
    const invitations = await invitationsOf(interview.id);
    expect(invitations.map((d) => d.recipient).sort()).toEqual([
      "hannah@acme.example",
      "omar@acme.example",
      "sam@firm.example",
      "zelda@example.com",
    ]);
    const reminders = await db()
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.relatedId, interview.id), eq(deliveries.relatedType, INTERVIEW_REMINDER_RELATED_TYPE)));
    expect(reminders).toHaveLength(8);

    const again = await pick(token, DEC_1);
    expect(again.status).toBe(409);
    expect((await issuesOf(again)).error).toBe("already_booked");
    expect(await invitationsOf(interview.id)).toHaveLength(4);
  });

  it("refuses a pick in the past or inside the notice with the reason", async () => {
    const s = await setup();
    const interview = await created(s, s.zelda.id);
    const { token } = await offered(s, interview.id);
    const inside = await pick(token, DEC_1, Date.parse(DEC_1) - 30 * 60_000);
    expect(inside.status).toBe(409);
    expect((await issuesOf(inside)).error).toBe("inside_notice");
    const past = await pick(token, DEC_1, Date.parse(DEC_1) + 60_000);
    expect(past.status).toBe(409);
    expect((await issuesOf(past)).error).toBe("past");
    expect(await invitationsOf(interview.id)).toEqual([]);
  });

  it("20 parallel picks of one slot (the same interview, and another sharing a panel member) book exactly one", async () => {
    const s = await setup();
    const zelda = await created(s, s.zelda.id);
    const yara = await created(s, s.yara.id, { panel: [{ contactId: s.hannah.id, required: true }] });
    const a = await offered(s, zelda.id, [DEC_1]);
    const b = await offered(s, yara.id, [DEC_1]);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => pick(i % 2 === 0 ? a.token : b.token, DEC_1)),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const codes = await Promise.all(
      responses.filter((r) => r.status === 409).map(async (r) => (await issuesOf(r)).error),
    );
    expect(new Set(codes).size).toBeGreaterThan(0);
    for (const code of codes) expect(["already_booked", "slot_taken", "busy"]).toContain(code);
    const rows = await db().select().from(interviews);
    expect(rows.filter((row) => row.status === "scheduled")).toHaveLength(1);
    const booked = rows.find((row) => row.status === "scheduled")!;
    expect((await invitationsOf(booked.id)).length).toBeGreaterThan(0);
    const other = rows.find((row) => row.status !== "scheduled")!;
    expect(other.startsAt).toBeNull();
    expect(await invitationsOf(other.id)).toEqual([]);
  });

  it("an expired, replaced or cancelled interview's link is a 404, as JSON and as the page", async () => {
    const s = await setup();
    const interview = await created(s, s.zelda.id);
    const first = await offered(s, interview.id);
    const later = NOW + 15 * 24 * 3_600_000;
    expect((await call(`/api/interview-invitations/${first.token}`, { now: later })).status).toBe(404);
    expect((await pick(first.token, DEC_1, later)).status).toBe(404);

    const second = await offered(s, interview.id);
    expect((await call(`/api/interview-invitations/${first.token}`)).status).toBe(404);
    expect((await call(`/api/interview-invitations/${second.token}`)).status).toBe(200);
    const cancel = await call(`/api/admin/interviews/${interview.id}`, {
      method: "PATCH",
      cookie: s.cookie,
      body: { status: "cancelled" },
    });
    expect(cancel.status).toBe(200);
    expect((await call(`/api/interview-invitations/${second.token}`)).status).toBe(404);
    expect((await pick(second.token, DEC_1)).status).toBe(404);
    const page = await call(`/interview/${second.token}`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("This link does not work");
    expect((await call("/api/interview-invitations/not-a-token-at-all-but-long")).status).toBe(404);
    expect((await call("/interview/x")).status).toBe(404);
  });
});

describe("the candidate's page /interview/{token}", () => {
  it("is a form without scripts: named radios by the candidate's days, posting to the page's hold", async () => {
    const s = await setup();
    const interview = await created(s, s.zelda.id);
    const { token } = await offered(s, interview.id);
    const response = await call(`/interview/${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    const html = await response.text();
    expect(html).not.toContain("<script");
    expect(html).toContain(`<form method="post" action="/interview/${token}/hold">`);
    expect(html).toContain(`<legend>Tuesday, December 1, 2026</legend>`);
    expect(html).toContain(`<input type="radio" name="startsAt" value="${DEC_1}" required> 7:00 AM - 8:00 AM PT`);
    expect(html).toContain(`<input type="radio" name="startsAt" value="${DEC_3}" required> 11:30 AM - 12:30 PM PT`);
    expect(html).toContain(`<button type="submit">Choose this time</button>`);
  });

  it("its post books the time (303 back to the page, which shows the booking); a refused one shows why, the choice kept", async () => {
    const s = await setup();
    const interview = await created(s, s.zelda.id);
    const { token } = await offered(s, interview.id);
    const empty = await call(`/interview/${token}`, { method: "POST", form: {} });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(`<p class="error" id="pick-error" role="alert">Choose one of the times.</p>`);
    const gone = await call(`/interview/${token}`, { method: "POST", form: { startsAt: "2026-12-02T15:00:00.000Z" } });
    expect(gone.status).toBe(409);
    const goneHtml = await gone.text();
    expect(goneHtml).toContain("That time is not one of the times offered: choose one shown.");
    expect(goneHtml).toContain(`<form method="post"`);

    const booked = await call(`/interview/${token}`, { method: "POST", form: { startsAt: DEC_1 } });
    expect(booked.status).toBe(303);
    expect(booked.headers.get("location")).toBe(`/interview/${token}`);
    expect((await db().select().from(interviews).where(eq(interviews.id, interview.id)).get())?.status).toBe(
      "scheduled",
    );
    const page = await (await call(`/interview/${token}`)).text();
    expect(page).toContain("Your interview is booked");
    expect(page).toContain("Tuesday, December 1, 2026, 7:00 AM - 8:00 AM PT");
    expect(page).not.toContain("<form");

    const crossSite = await workerFetch(
      new Request(`${ORIGIN}/interview/${token}`, {
        method: "POST",
        headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
        body: `startsAt=${encodeURIComponent(DEC_3)}`,
      }),
      bindings,
    );
    expect(crossSite.status).toBe(403);
  });

  it("keeps the chosen time checked beside the reason when it is still shown", () => {
    const view: InterviewInvitationView = {
      candidateName: "Zelda Doe",
      clientName: "Acme <Manufacturing>",
      jobTitle: null,
      round: "First round",
      format: "phone",
      durationMinutes: 30,
      timeZone: "America/Chicago",
      status: "proposing",
      booked: null,
      hold: null,
      days: [
        {
          date: "2026-12-01",
          label: "Tuesday, December 1, 2026",
          times: [
            { startsAt: DEC_1, endsAt: "2026-12-01T15:30:00.000Z", label: "9:00 AM - 9:30 AM CT" },
            {
              startsAt: "2026-12-01T16:00:00.000Z",
              endsAt: "2026-12-01T16:30:00.000Z",
              label: "10:00 AM - 10:30 AM CT",
            },
          ],
        },
      ],
    };
    const html = interviewPickPageHtml("tok", view, {
      chosen: "2026-12-01T16:00:00.000Z",
      error: "This time was just taken.",
    });
    expect(html).toContain(`value="2026-12-01T16:00:00.000Z" required checked>`);
    expect(html).toContain(`value="${DEC_1}" required>`);
    expect(html).toContain(`<p class="error" id="pick-error" role="alert">This time was just taken.</p>`);
    expect(html).toContain("Acme &lt;Manufacturing&gt;");
  });
});
