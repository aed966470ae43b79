import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import ICAL from "ical.js";
import { describe, expect, it, vi } from "vitest";
import type { InterviewOffer, InterviewView } from "../../worker/contract/interviews";
import type {
  ClientPortalInterviewsView,
  ClientPortalInterviewView,
  InterviewScorecardsView,
  ScorecardCriteriaView,
} from "../../worker/contract/scorecards";
import { createDb } from "../../worker/db/client";
import { applications, deliveries, interviewDecisions, interviewScorecards, users } from "../../worker/db/schema";
import type { Bindings } from "../../worker/env";
import { TEST_NOW_HEADER } from "../../worker/http/request-clock";
import { newClientPortalLink } from "../../worker/submittals/client-portal-links";
import { addApplicant, addClient, addContact, addJobOrder } from "./desk-fixtures";
import { emptyDatabase, insertDefaultStaffAreas, ORIGIN, signedInStaff, workerFetch } from "./helpers";

/** After the interview (issue 47 item 5, decision 109): criteria, the panel's scorecards, the client's decision. */

vi.setConfig({ testTimeout: 20_000 });

const db = () => createDb(env.DB);
/** The Worker's clock for every request (E2E_CLOCK on takes the header's instant): November 20, 2026. */
const NOW = Date.UTC(2026, 10, 20, 15);
/** The interview's time, and two hours later, when the recruiter marks it. */
const DEC_1 = "2026-12-01T15:00:00.000Z";
const AFTER = Date.UTC(2026, 11, 1, 17);
const bindings: Bindings = {
  ...env,
  E2E_CLOCK: "on",
  DELIVERIES: { send: async () => undefined, sendBatch: async () => undefined } as unknown as Queue,
};

function call(path: string, init: { method?: string; body?: unknown; cookie?: string; now?: number } = {}) {
  const headers: Record<string, string> = { [TEST_NOW_HEADER]: String(init.now ?? NOW) };
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  if (init.method && init.method !== "GET") headers.Origin = ORIGIN;
  return workerFetch(
    new Request(`${ORIGIN}${path}`, {
      method: init.method ?? "GET",
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
    bindings,
  );
}

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

async function portalLink(contactId: string) {
  const link = await newClientPortalLink(db(), contactId, new Date(NOW));
  await link.insert;
  return link.token;
}

/** A recruiter; Acme with Hannah (the job's hiring contact) and Omar; Globex with Gus; a job order; Zelda applied. */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const recruiter = await signedInStaff("ann.recruiter", "recruiter");
  await db().update(users).set({ fullName: "Ann Recruiter" }).where(eq(users.id, recruiter.id));
  const interviewer = await signedInStaff("sam.partner", "manager");
  await db().update(users).set({ email: "sam@firm.example" }).where(eq(users.id, interviewer.id));
  const client = await addClient({ name: "Acme Manufacturing" });
  const hannah = await addContact(client.id, { name: "Hannah Hiring", email: "hannah@acme.example" });
  const omar = await addContact(client.id, { name: "Omar Ops", email: "omar@acme.example" });
  const globex = await addClient({ name: "Globex" });
  const gus = await addContact(globex.id, { name: "Gus Globex", email: "gus@globex.example" });
  const job = await addJobOrder(client.id, { title: "Plant Controller", hiringContactId: hannah.id });
  const application = await addApplicant(job.id, "Zelda", { email: "zelda@example.com", stage: "interviewing" });
  return {
    cookie: recruiter.cookie,
    interviewer,
    client,
    hannah,
    omar,
    gus,
    job,
    application,
    tokens: { hannah: await portalLink(hannah.id), omar: await portalLink(omar.id), gus: await portalLink(gus.id) },
  };
}

type Setup = Awaited<ReturnType<typeof setup>>;

/** An interview of `applicationId` with `panel`, scheduled for December 1; marked completed unless `held` is false. */
async function interview(
  s: Setup,
  options: { applicationId?: string; panel?: string[]; held?: boolean } = {},
): Promise<InterviewView> {
  const made = await json<InterviewView>(
    await call("/api/admin/interviews", {
      method: "POST",
      cookie: s.cookie,
      body: {
        applicationId: options.applicationId ?? s.application.id,
        round: "first",
        format: "phone",
        durationMinutes: 60,
        location: "+1 317 555 0100",
        panel: [
          ...(options.panel ?? [s.hannah.id, s.omar.id]).map((contactId) => ({ contactId, required: true })),
          { userId: s.interviewer.id, required: false },
        ],
      },
    }),
    201,
  );
  const patch = (body: unknown, now: number) =>
    call(`/api/admin/interviews/${made.id}`, { method: "PATCH", cookie: s.cookie, body, now });
  await json(await patch({ startsAt: DEC_1 }, NOW));
  if (options.held === false) return made;
  return json<InterviewView>(await patch({ status: "completed" }, AFTER));
}

const ratings = { "Technical skills": 4, Communication: 3, "Culture add": 3, "Relevant experience": 2 };

function score(token: string, id: string, body: unknown) {
  return call(`/api/client-portal/${token}/interviews/${id}/scorecard`, { method: "POST", body, now: AFTER });
}

function portal(token: string) {
  return call(`/api/client-portal/${token}/interviews`, { now: AFTER });
}

const mine = (view: ClientPortalInterviewsView, id: string) => view.interviews.find((i) => i.interviewId === id);

describe("scorecard criteria per job order", () => {
  it("scores the default set until the job names its own; an empty list goes back; bad names are 400s", async () => {
    const s = await setup();
    const path = `/api/admin/scorecard-criteria/${s.job.id}`;
    expect(await json<ScorecardCriteriaView>(await call(path, { cookie: s.cookie }))).toEqual({
      jobId: s.job.id,
      criteria: ["Technical skills", "Communication", "Culture add", "Relevant experience"],
      isDefault: true,
    });
    const own = { criteria: ["Month-end close", "SAP", "Leadership"] };
    const set = await json<ScorecardCriteriaView>(await call(path, { method: "PUT", cookie: s.cookie, body: own }));
    expect(set).toEqual({ jobId: s.job.id, ...own, isDefault: false });
    expect(await json<ScorecardCriteriaView>(await call(path, { cookie: s.cookie }))).toEqual(set);

    for (const [body, field] of [
      [{ criteria: ["SAP", "sap"] }, "criteria"],
      [{ criteria: ["   "] }, "criteria.0"],
      [{ criteria: "SAP" }, "criteria"],
      [{ criteria: Array.from({ length: 9 }, (_, i) => `C${i}`) }, "criteria"],
    ] as const) {
      const refused = await json<{ issues: { path: string }[] }>(
        await call(path, { method: "PUT", cookie: s.cookie, body }),
        400,
      );
      expect(refused.issues.map((issue) => issue.path)).toContain(field);
    }
    expect((await json<ScorecardCriteriaView>(await call(path, { cookie: s.cookie }))).criteria).toEqual(own.criteria);

    const reset = await call(path, { method: "PUT", cookie: s.cookie, body: { criteria: [] } });
    expect((await json<ScorecardCriteriaView>(reset)).isDefault).toBe(true);
    expect((await call("/api/admin/scorecard-criteria/nope", { cookie: s.cookie })).status).toBe(404);
    expect((await call(path)).status).toBe(401);
  });

  it("a scorecard rates the job's own criteria, by name", async () => {
    const s = await setup();
    await call(`/api/admin/scorecard-criteria/${s.job.id}`, {
      method: "PUT",
      cookie: s.cookie,
      body: { criteria: ["SAP", "Leadership"] },
    });
    const held = await interview(s);
    const refused = await json<{ issues: { path: string }[] }>(
      await score(s.tokens.omar, held.id, { ratings, recommendation: "yes" }),
      400,
    );
    expect(refused.issues.map((issue) => issue.path)).toContain("ratings.SAP");
    const view = await json<ClientPortalInterviewView>(
      await score(s.tokens.omar, held.id, { ratings: { SAP: 2, Leadership: 4 }, recommendation: "yes" }),
    );
    expect(view.criteria).toEqual(["SAP", "Leadership"]);
    expect(view.scorecards.find((card) => card.name === "Omar Ops")?.ratings).toEqual({ SAP: 2, Leadership: 4 });
  });
});

describe("POST /api/client-portal/{token}/interviews/{id}/scorecard", () => {
  it("records a panel member's scorecard from their own portal link, once", async () => {
    const s = await setup();
    const held = await interview(s);
    const view = await json<ClientPortalInterviewView>(
      await score(s.tokens.omar, held.id, { ratings, recommendation: "strong_yes", comment: "Knows costing cold" }),
    );
    const omarSeat = held.panel.find((member) => member.personId === s.omar.id)!;
    expect(view).toMatchObject({ interviewId: held.id, panelMemberId: omarSeat.id, canScore: false, canDecide: false });
    expect(view.scorecards.map((card) => [card.name, card.state])).toEqual([
      ["Hannah Hiring", "waiting"],
      ["Omar Ops", "submitted"],
    ]);
    const rows = await db().select().from(interviewScorecards);
    expect(rows).toEqual([
      expect.objectContaining({
        interviewId: held.id,
        panelMemberId: omarSeat.id,
        contactId: s.omar.id,
        ratings,
        recommendation: "strong_yes",
        comment: "Knows costing cold",
        submittedAt: new Date(AFTER),
      }),
    ]);
    const again = await score(s.tokens.omar, held.id, { ratings, recommendation: "no" });
    expect((await json<{ error: string }>(again, 409)).error).toBe("already_submitted");
    expect((await db().select().from(interviewScorecards)).map((row) => row.recommendation)).toEqual(["strong_yes"]);
  });

  it("keeps scoring independent: others' scorecards are hidden until the reader submits their own", async () => {
    const s = await setup();
    const held = await interview(s);
    await json(await score(s.tokens.hannah, held.id, { ratings, recommendation: "no", comment: "Thin on SAP" }));

    const before = mine(await json<ClientPortalInterviewsView>(await portal(s.tokens.omar)), held.id)!;
    expect(before.canScore).toBe(true);
    const hidden = before.scorecards.find((card) => card.name === "Hannah Hiring")!;
    expect(hidden).toMatchObject({ state: "hidden", ratings: null, recommendation: null, comment: null });
    expect(JSON.stringify(before)).not.toContain("Thin on SAP");

    await json(await score(s.tokens.omar, held.id, { ratings, recommendation: "yes" }));
    const after = mine(await json<ClientPortalInterviewsView>(await portal(s.tokens.omar)), held.id)!;
    expect(after.scorecards.find((card) => card.name === "Hannah Hiring")).toMatchObject({
      state: "submitted",
      ratings,
      recommendation: "no",
      comment: "Thin on SAP",
    });

    // Staff read every scorecard, and the staff interviewer is not a client scorecard.
    const staff = await json<InterviewScorecardsView>(
      await call(`/api/admin/interviews/${held.id}/scorecards`, { cookie: s.cookie }),
    );
    expect(staff.scorecards.map((card) => [card.name, card.state, card.recommendation])).toEqual([
      ["Hannah Hiring", "submitted", "no"],
      ["Omar Ops", "submitted", "yes"],
    ]);
  });

  it("takes no scorecard before the interview is marked completed (409), and writes nothing", async () => {
    const s = await setup();
    const scheduled = await interview(s, { held: false });
    const refused = await score(s.tokens.omar, scheduled.id, { ratings, recommendation: "yes" });
    expect((await json<{ error: string }>(refused, 409)).error).toBe("not_completed");
    expect(await db().select().from(interviewScorecards)).toEqual([]);
    const view = mine(await json<ClientPortalInterviewsView>(await portal(s.tokens.omar)), scheduled.id)!;
    expect(view.canScore).toBe(false);
  });

  it("is a 404 for another member's interview, another client's token, or a wrong token, reading or writing", async () => {
    const s = await setup();
    const ours = await interview(s);
    const other = await addApplicant(s.job.id, "Yara");
    const hannahOnly = await interview(s, { applicationId: other.id, panel: [s.hannah.id] });

    const omars = await json<ClientPortalInterviewsView>(await portal(s.tokens.omar));
    expect(omars.interviews.map((i) => i.interviewId)).toEqual([ours.id]);
    expect((await score(s.tokens.omar, hannahOnly.id, { ratings, recommendation: "yes" })).status).toBe(404);

    expect((await json<ClientPortalInterviewsView>(await portal(s.tokens.gus))).interviews).toEqual([]);
    expect((await score(s.tokens.gus, ours.id, { ratings, recommendation: "yes" })).status).toBe(404);
    const wrong = "x".repeat(43);
    expect((await portal(wrong)).status).toBe(404);
    expect((await score(wrong, ours.id, { ratings, recommendation: "yes" })).status).toBe(404);
    expect(await db().select().from(interviewScorecards)).toEqual([]);
  });

  it("refuses bad ratings and recommendations with a 400 naming the field, and writes nothing", async () => {
    const s = await setup();
    const held = await interview(s);
    const { Communication: _, ...missing } = ratings;
    for (const [body, field] of [
      [{ ratings: missing, recommendation: "yes" }, "ratings.Communication"],
      [{ ratings: { ...ratings, Communication: 5 }, recommendation: "yes" }, "ratings.Communication"],
      [{ ratings: { ...ratings, Communication: 2.5 }, recommendation: "yes" }, "ratings.Communication"],
      [{ ratings: { ...ratings, Charisma: 4 }, recommendation: "yes" }, "ratings.Charisma"],
      [{ ratings: "great", recommendation: "yes" }, "ratings"],
      [{ ratings, recommendation: "maybe" }, "recommendation"],
      [{ ratings, recommendation: "yes", comment: "x".repeat(2001) }, "comment"],
      [{ ratings, recommendation: "yes", extra: 1 }, ""],
    ] as const) {
      const refused = await json<{ issues: { path: string }[] }>(await score(s.tokens.omar, held.id, body), 400);
      expect(
        refused.issues.map((issue) => issue.path),
        JSON.stringify(body),
      ).toContain(field);
    }
    expect(await db().select().from(interviewScorecards)).toEqual([]);
  });
});

describe("POST /api/admin/interviews/{id}/scorecard-requests", () => {
  it("emails each client interviewer still to score a link of their own to the interviews page", async () => {
    const s = await setup();
    const scheduled = await interview(s, { held: false });
    const path = `/api/admin/interviews/${scheduled.id}/scorecard-requests`;
    const early = await call(path, { method: "POST", cookie: s.cookie, now: AFTER });
    expect((await json<{ error: string }>(early, 409)).error).toBe("not_completed");

    const held = await interview(s);
    await json(await score(s.tokens.hannah, held.id, { ratings, recommendation: "yes" }));
    const asked = await call(`/api/admin/interviews/${held.id}/scorecard-requests`, {
      method: "POST",
      cookie: s.cookie,
      now: AFTER,
    });
    expect(await json<{ asked: number }>(asked)).toEqual({ asked: 1 });
    const emails = await db().select().from(deliveries).where(eq(deliveries.relatedId, held.id));
    const requests = emails.filter((row) => row.summary.startsWith("Your scorecard"));
    expect(requests.map((row) => row.recipient)).toEqual(["omar@acme.example"]);
    const link = (JSON.parse(requests[0]!.payload) as { text: string }).text.match(/\/client\/([\w-]+)\/interviews/)!;
    const view = await json<ClientPortalInterviewsView>(await portal(link[1]!));
    expect(view.contactName).toBe("Omar Ops");
    expect(mine(view, held.id)?.canScore).toBe(true);
  });
});

describe("a round robin's scorecards: only the pool members its pick seated", () => {
  const attendeesOf = (ics: string) =>
    new ICAL.Component(ICAL.parse(ics))
      .getFirstSubcomponent("vevent")!
      .getAllProperties("attendee")
      .map((property) => String(property.getFirstValue()).replace(/^mailto:/i, ""))
      .sort();

  it("asks, shows and takes scorecards of the seated only; the unseated member's is a 409; ATTENDEEs the seated", async () => {
    const s = await setup();
    // Any 1 of Hannah and Omar, with Sam (staff) always there.
    const made = await json<InterviewView>(
      await call("/api/admin/interviews", {
        method: "POST",
        cookie: s.cookie,
        body: {
          applicationId: s.application.id,
          round: "first",
          format: "phone",
          durationMinutes: 60,
          location: "+1 317 555 0100",
          roundRobin: { pick: 1 },
          panel: [
            { contactId: s.hannah.id, required: false },
            { contactId: s.omar.id, required: false },
            { userId: s.interviewer.id, required: true },
          ],
        },
      }),
      201,
    );
    const offer = await json<InterviewOffer>(
      await call(`/api/admin/interviews/${made.id}/slots`, {
        method: "POST",
        cookie: s.cookie,
        body: { slots: [{ startsAt: DEC_1 }] },
      }),
    );
    await json(
      await call(new URL(offer.candidateUrl).pathname.replace("/interview/", "/api/interview-invitations/"), {
        method: "POST",
        body: { startsAt: DEC_1 },
      }),
    );
    const booked = await json<InterviewView>(await call(`/api/admin/interviews/${made.id}`, { cookie: s.cookie }));
    const seated = booked.panel.filter((member) => member.kind === "contact" && member.seated);
    expect(seated).toHaveLength(1);
    const [sat, not] =
      seated[0]!.personId === s.hannah.id ? (["hannah", "omar"] as const) : (["omar", "hannah"] as const);
    const email = { hannah: "hannah@acme.example", omar: "omar@acme.example" };

    // The invitations and the calendar file name the seated members and the candidate, not the unseated one.
    const ics = await (await call(`/api/admin/interviews/${made.id}.ics`, { cookie: s.cookie })).text();
    const everyone = [email[sat], "sam@firm.example", "zelda@example.com"].sort();
    expect(attendeesOf(ics)).toEqual(everyone);
    // The invitations: the emails carrying the .ics.
    const invitations = (await db().select().from(deliveries).where(eq(deliveries.relatedId, made.id))).filter((row) =>
      row.payload.includes('"attachment"'),
    );
    for (const row of invitations) {
      const { attachment } = JSON.parse(row.payload) as { attachment: { base64Content: string } };
      expect(
        attendeesOf(new TextDecoder().decode(Uint8Array.from(atob(attachment.base64Content), (c) => c.charCodeAt(0)))),
      ).toEqual(everyone);
    }

    await json(
      await call(`/api/admin/interviews/${made.id}`, {
        method: "PATCH",
        cookie: s.cookie,
        body: { status: "completed" },
        now: AFTER,
      }),
    );
    const asked = await call(`/api/admin/interviews/${made.id}/scorecard-requests`, {
      method: "POST",
      cookie: s.cookie,
      now: AFTER,
    });
    expect(await json<{ asked: number }>(asked)).toEqual({ asked: 1 });
    const requests = (await db().select().from(deliveries).where(eq(deliveries.relatedId, made.id))).filter((row) =>
      row.summary.startsWith("Your scorecard"),
    );
    expect(requests.map((row) => row.recipient)).toEqual([email[sat]]);

    // The unseated member sees the interview (they were in its pool) but has no scorecard to send, and cannot.
    const theirs = mine(await json<ClientPortalInterviewsView>(await portal(s.tokens[not])), made.id)!;
    expect(theirs.canScore).toBe(false);
    expect(theirs.scorecards.map((card) => card.panelMemberId)).toEqual([seated[0]!.id]);
    const refused = await score(s.tokens[not], made.id, { ratings, recommendation: "yes" });
    expect(await json<{ error: string; message: string }>(refused, 409)).toMatchObject({
      error: "not_seated",
      message: "You were not among the interviewers of this interview: only those who sat in it send a scorecard.",
    });
    expect(await db().select().from(interviewScorecards)).toEqual([]);

    // The seated member scores; nobody is left waiting, so the desk's "waiting for scorecards" lets it go.
    expect(mine(await json<ClientPortalInterviewsView>(await portal(s.tokens[sat])), made.id)?.canScore).toBe(true);
    await json(await score(s.tokens[sat], made.id, { ratings, recommendation: "yes" }));
    const staff = await json<InterviewScorecardsView>(
      await call(`/api/admin/interviews/${made.id}/scorecards`, { cookie: s.cookie }),
    );
    expect(staff.scorecards.map((card) => [card.panelMemberId, card.state])).toEqual([[seated[0]!.id, "submitted"]]);
    const waiting = await call("/api/admin/interviews?waiting=scorecards", { cookie: s.cookie, now: AFTER });
    expect(await json<InterviewView[]>(waiting)).toEqual([]);
    const again = await call(`/api/admin/interviews/${made.id}/scorecard-requests`, {
      method: "POST",
      cookie: s.cookie,
      now: AFTER,
    });
    expect((await json<{ error: string }>(again, 409)).error).toBe("nobody_waiting");
  });
});

describe("the client's decision after the interview", () => {
  const stageOf = async (id: string) => (await db().select().from(applications).where(eq(applications.id, id)).get())!;

  function decide(token: string, id: string, body: unknown) {
    return call(`/api/client-portal/${token}/interviews/${id}/decision`, { method: "POST", body, now: AFTER });
  }

  it("the hiring contact's offer, next round and decline (with its reason) move the application", async () => {
    const s = await setup();
    const yara = await addApplicant(s.job.id, "Yara", { stage: "interviewing" });
    const xena = await addApplicant(s.job.id, "Xena", { stage: "interviewing" });
    const offered = await interview(s);
    const again = await interview(s, { applicationId: yara.id });
    const declined = await interview(s, { applicationId: xena.id });

    // Omar sat on the panel but is not the job's hiring contact.
    expect((await decide(s.tokens.omar, offered.id, { decision: "offer" })).status).toBe(403);
    const offer = await json<ClientPortalInterviewView>(
      await decide(s.tokens.hannah, offered.id, { decision: "offer" }),
    );
    expect(offer).toMatchObject({ canDecide: false, decision: { decision: "offer", decidedBy: "Hannah Hiring" } });
    expect((await stageOf(s.application.id)).stage).toBe("offered");

    await json(await decide(s.tokens.hannah, again.id, { decision: "next_round", comment: "Meet the CFO" }));
    expect((await stageOf(yara.id)).stage).toBe("interviewing");

    const noReason = await json<{ issues: { path: string }[] }>(
      await decide(s.tokens.hannah, declined.id, { decision: "decline" }),
      400,
    );
    expect(noReason.issues.map((issue) => issue.path)).toContain("reason");
    expect((await stageOf(xena.id)).stage).toBe("interviewing");
    await json(await decide(s.tokens.hannah, declined.id, { decision: "decline", reason: "compensation" }));
    expect(await stageOf(xena.id)).toMatchObject({ stage: "client_declined", rejectionReason: "compensation" });

    const twice = await decide(s.tokens.hannah, offered.id, { decision: "decline", reason: "other" });
    expect((await json<{ error: string }>(twice, 409)).error).toBe("already_decided");
    expect((await stageOf(s.application.id)).stage).toBe("offered");
    expect((await db().select().from(interviewDecisions)).map((row) => row.decision).sort()).toEqual([
      "decline",
      "next_round",
      "offer",
    ]);
  });

  it("takes no decision before the interview is completed, and moves nothing", async () => {
    const s = await setup();
    const scheduled = await interview(s, { held: false });
    const refused = await decide(s.tokens.hannah, scheduled.id, { decision: "offer" });
    expect((await json<{ error: string }>(refused, 409)).error).toBe("not_completed");
    expect((await stageOf(s.application.id)).stage).toBe("interviewing");
    expect(await db().select().from(interviewDecisions)).toEqual([]);
  });

  it("the recruiter records it in the back office, by the same move, and sees it on the interview", async () => {
    const s = await setup();
    const held = await interview(s);
    const path = `/api/admin/interviews/${held.id}/decision`;
    const bad = await call(path, { method: "POST", cookie: s.cookie, body: { decision: "hire" } });
    expect((await json<{ issues: { path: string }[] }>(bad, 400)).issues.map((i) => i.path)).toContain("decision");
    const view = await json<InterviewScorecardsView>(
      await call(path, { method: "POST", cookie: s.cookie, body: { decision: "decline", reason: "skills_mismatch" } }),
    );
    expect(view.decision).toMatchObject({ decision: "decline", reason: "skills_mismatch", decidedBy: "Ann Recruiter" });
    expect(view.scorecards.map((card) => card.state)).toEqual(["waiting", "waiting"]);
    expect(await stageOf(s.application.id)).toMatchObject({
      stage: "client_declined",
      rejectionReason: "skills_mismatch",
    });
    expect(
      (
        await call(`/api/admin/interviews/nope/decision`, {
          method: "POST",
          cookie: s.cookie,
          body: { decision: "offer" },
        })
      ).status,
    ).toBe(404);
  });
});

describe("privacy", () => {
  it("exports the scorecards and decision of the candidate's interviews, and erasure blanks what judges them", async () => {
    const s = await setup();
    const { cookie: admin } = await signedInStaff("ada.admin", "admin");
    const held = await interview(s);
    await json(await score(s.tokens.omar, held.id, { ratings, recommendation: "yes", comment: "Zelda was sharp" }));
    await call(`/api/client-portal/${s.tokens.hannah}/interviews/${held.id}/decision`, {
      method: "POST",
      body: { decision: "next_round", comment: "Zelda should meet the CFO" },
      now: AFTER,
    });

    const exported = await call("/api/admin/privacy/export", {
      method: "POST",
      cookie: admin,
      body: { q: "zelda@example.com" },
    });
    expect(exported.status).toBe(200);
    const files = unzipSync(new Uint8Array(await exported.arrayBuffer()));
    const records = (name: string) => JSON.parse(strFromU8(files[name]!)) as Record<string, unknown>[];
    expect(records("records/interview_scorecards.json")).toEqual([
      expect.objectContaining({ interviewId: held.id, comment: "Zelda was sharp", ratings }),
    ]);
    expect(records("records/interview_decisions.json")).toEqual([
      expect.objectContaining({ decision: "next_round", comment: "Zelda should meet the CFO" }),
    ]);

    const erased = await call("/api/admin/privacy/erase", {
      method: "POST",
      cookie: admin,
      body: { q: "zelda@example.com" },
    });
    expect(erased.status).toBe(200);
    expect(await db().select().from(interviewScorecards)).toEqual([
      expect.objectContaining({ ratings: {}, comment: null, recommendation: "yes" }),
    ]);
    expect(await db().select().from(interviewDecisions)).toEqual([
      expect.objectContaining({ decision: "next_round", comment: null }),
    ]);
  });
});

describe("the portal's interviews page (no scripts)", () => {
  function post(path: string, form: Record<string, string>) {
    return workerFetch(
      new Request(`${ORIGIN}${path}`, {
        method: "POST",
        headers: {
          [TEST_NOW_HEADER]: String(AFTER),
          Origin: ORIGIN,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams(form).toString(),
        redirect: "manual",
      }),
      bindings,
    );
  }
  const page = (token: string) =>
    workerFetch(
      new Request(`${ORIGIN}/client/${token}/interviews`, { headers: { [TEST_NOW_HEADER]: String(AFTER) } }),
      bindings,
    );

  it("takes a scorecard and the hiring contact's decision as form posts, and shows the page without them after", async () => {
    const s = await setup();
    const held = await interview(s);
    const before = await (await page(s.tokens.omar)).text();
    expect(before).toContain("December 1, 2026, 10:00 AM ET");
    expect(before).toContain("Send scorecard");
    expect(before).toContain('name="rating-0"');
    expect(before).not.toContain("Send decision");

    const incomplete = await post(`/client/${s.tokens.omar}/interviews/${held.id}/scorecard`, {
      "rating-0": "4",
      recommendation: "yes",
    });
    expect(incomplete.status).toBe(400);
    expect(await incomplete.text()).toContain("Rate Communication, 1 to 4");
    expect(await db().select().from(interviewScorecards)).toEqual([]);

    const sent = await post(`/client/${s.tokens.omar}/interviews/${held.id}/scorecard`, {
      "rating-0": "4",
      "rating-1": "3",
      "rating-2": "2",
      "rating-3": "1",
      recommendation: "strong_yes",
      comment: "<b>Sharp</b>",
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toContain(`/client/${s.tokens.omar}/interviews?saved=${held.id}`);
    const after = await (await page(s.tokens.omar)).text();
    expect(after).not.toContain("Send scorecard");
    expect(after).toContain("&lt;b&gt;Sharp&lt;/b&gt;");
    expect((await db().select().from(interviewScorecards))[0]?.ratings).toEqual({
      "Technical skills": 4,
      Communication: 3,
      "Culture add": 2,
      "Relevant experience": 1,
    });

    const hannahs = await (await page(s.tokens.hannah)).text();
    expect(hannahs).toContain("Send decision");
    expect(hannahs).toContain("submitted; you will see it once you send yours");
    expect(hannahs).not.toContain("Sharp");
    const decided = await post(`/client/${s.tokens.hannah}/interviews/${held.id}/decision`, {
      decision: "next_round",
      comment: "Meet <the> CFO",
    });
    expect(decided.status).toBe(303);
    expect((await db().select().from(applications).where(eq(applications.id, s.application.id)).get())?.stage).toBe(
      "interviewing",
    );
    const answered = await (await page(s.tokens.hannah)).text();
    expect(answered).toContain("Decision: <strong>Next round</strong>");
    // The comment sent with it stays in view, as text.
    expect(answered).toContain('<p class="note">Meet &lt;the&gt; CFO</p>');
    expect((await page("y".repeat(43))).status).toBe(404);
  });
});
