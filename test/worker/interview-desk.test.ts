import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { BoardColumnView } from "../../worker/contract/application-pipeline";
import type { DeskView } from "../../worker/contract/desk";
import type { InterviewView } from "../../worker/contract/interviews";
import type { Bindings } from "../../worker/env";
import { TEST_NOW_HEADER } from "../../worker/http/request-clock";
import { addApplicant, addClient, addContact, addJobOrder } from "./desk-fixtures";
import {
  createStaffUser,
  emptyDatabase,
  insertDefaultStaffAreas,
  ORIGIN,
  signedInStaff,
  signIn,
  workerFetch,
} from "./helpers";

/**
 * The desk's interview numbers (issue 47 item 6): interviews this week, waiting for times, waiting for scorecards,
 * no-shows this month, each the total of the interviews list its link opens; and the board card's next interview.
 */

vi.setConfig({ testTimeout: 30_000 });

/** Wednesday November 18, 2026, 15:00 UTC: the week of Monday the 16th, the month of November. */
const NOW = Date.UTC(2026, 10, 18, 15);
/** Sunday November 22, 2026, 20:00 UTC: the same week, after every time set here this week. */
const SUNDAY = Date.UTC(2026, 10, 22, 20);
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
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return workerFetch(new Request(`${ORIGIN}${path}`, { method: init.method ?? "GET", headers, body }), bindings);
}

async function ok<T>(response: Promise<Response>): Promise<T> {
  const answered = await response;
  expect(answered.status, await answered.clone().text()).toBeLessThan(300);
  return (await answered.json()) as T;
}

async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const ann = await signedInStaff("ann.recruiter", "recruiter");
  const bob = await createStaffUser("bob.recruiter", "recruiter");
  const client = await addClient({ name: "Acme Manufacturing" });
  const hannah = await addContact(client.id, { name: "Hannah Hiring", email: "hannah@acme.example" });
  // Ann's job order: every interview here is on her desk, none on Bob's.
  const job = await addJobOrder(client.id, { title: "Plant Controller", ownerId: ann.id });
  return { cookie: ann.cookie as string, ann, bob, hannah, job };
}

type Setup = Awaited<ReturnType<typeof setup>>;

/** An interview of a new applicant, scheduled at `startsAt` when given. */
async function interview(s: Setup, name: string, startsAt?: string): Promise<InterviewView> {
  const application = await addApplicant(s.job.id, name);
  const made = await ok<InterviewView>(
    call("/api/admin/interviews", {
      method: "POST",
      cookie: s.cookie,
      body: {
        applicationId: application.id,
        round: "first",
        format: "phone",
        durationMinutes: 30,
        panel: [{ contactId: s.hannah.id, required: true }],
      },
    }),
  );
  if (!startsAt) return made;
  return ok<InterviewView>(
    call(`/api/admin/interviews/${made.id}`, { method: "PATCH", cookie: s.cookie, body: { startsAt } }),
  );
}

const mark = (s: Setup, id: string, body: unknown) =>
  ok<InterviewView>(call(`/api/admin/interviews/${id}`, { method: "PATCH", cookie: s.cookie, body, now: SUNDAY }));

async function listed(cookie: string, query: string) {
  const response = await call(`/api/admin/interviews?${query}`, { cookie, now: SUNDAY });
  expect(response.status, await response.clone().text()).toBe(200);
  const rows = (await response.json()) as InterviewView[];
  return { ids: rows.map((row) => row.id).sort(), total: Number(response.headers.get("X-Total-Count")) };
}

describe("the desk's interview numbers", () => {
  it("count each list its link opens, for the firm and on one recruiter's desk", async () => {
    const s = await setup();
    const proposing = await interview(s, "Pia");
    const thisWeek = await interview(s, "Tia", "2026-11-20T15:00:00.000Z");
    const nextMonth = await interview(s, "Nia", "2026-12-01T15:00:00.000Z");
    const noShow = await interview(s, "Noa", "2026-11-19T15:00:00.000Z");
    const completed = await interview(s, "Cai", "2026-11-21T15:00:00.000Z");
    const cancelled = await interview(s, "Kai", "2026-11-21T18:00:00.000Z");
    // The session's clock: sign in again on Sunday's.
    s.cookie = await signIn("ann.recruiter");
    await mark(s, noShow.id, { status: "candidate_no_show" });
    await mark(s, completed.id, { status: "completed" });
    await mark(s, cancelled.id, { status: "cancelled" });

    const desk = await ok<DeskView>(call("/api/admin/desk", { cookie: s.cookie, now: SUNDAY }));
    expect(desk).toMatchObject({
      interviewsThisWeek: 3,
      waitingForTimes: 1,
      waitingForScorecards: 1,
      noShowsThisMonth: 1,
      weekStart: "2026-11-16",
      monthStart: "2026-11-01",
    });
    expect(desk.interviewLists.waitingForTimes).toBe("status=proposing");
    const expected = {
      interviewsThisWeek: [thisWeek.id, noShow.id, completed.id],
      waitingForTimes: [proposing.id],
      waitingForScorecards: [completed.id],
      noShowsThisMonth: [noShow.id],
    };
    for (const [key, ids] of Object.entries(expected)) {
      const list = await listed(s.cookie, desk.interviewLists[key as keyof typeof expected]);
      expect(list, key).toEqual({ ids: [...ids].sort(), total: desk[key as keyof typeof expected] });
    }
    expect(expected.interviewsThisWeek).not.toContain(nextMonth.id);

    // Ann's desk holds them all; Bob's none, and its links open empty lists.
    const annDesk = await ok<DeskView>(call(`/api/admin/desk?ownerId=${s.ann.id}`, { cookie: s.cookie, now: SUNDAY }));
    expect(annDesk.interviewsThisWeek).toBe(3);
    expect(annDesk.interviewLists.interviewsThisWeek).toContain(`ownerId=${s.ann.id}`);
    const bobDesk = await ok<DeskView>(call(`/api/admin/desk?ownerId=${s.bob.id}`, { cookie: s.cookie, now: SUNDAY }));
    expect(bobDesk).toMatchObject({ interviewsThisWeek: 0, waitingForTimes: 0, waitingForScorecards: 0 });
    expect(await listed(s.cookie, bobDesk.interviewLists.waitingForTimes)).toEqual({ ids: [], total: 0 });
  });

  it("refuses an unknown status or waiting filter, naming it", async () => {
    const s = await setup();
    for (const [query, field] of [
      ["status=scheduled,maybe", "status"],
      ["waiting=times", "waiting"],
    ]) {
      const response = await call(`/api/admin/interviews?${query}`, { cookie: s.cookie });
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { issues: { path: string }[] };
      expect(body.issues.map((issue) => issue.path)).toContain(field);
    }
  });
});

describe("the board's card", () => {
  it("shows the application's next interview still on, not a cancelled one", async () => {
    const s = await setup();
    const on = await interview(s, "Tia", "2026-11-20T15:00:00.000Z");
    const cancelled = await interview(s, "Kai", "2026-11-21T18:00:00.000Z");
    await ok(
      call(`/api/admin/interviews/${cancelled.id}`, {
        method: "PATCH",
        cookie: s.cookie,
        body: { status: "cancelled" },
      }),
    );
    const columns = await ok<BoardColumnView[]>(
      call(`/api/admin/applications/board?jobId=${s.job.id}`, { cookie: s.cookie }),
    );
    const cards = columns.flatMap((column) => column.rows);
    expect(cards.find((card) => card.id === on.applicationId)?.nextInterviewAt).toBe("2026-11-20T15:00:00.000Z");
    expect(cards.find((card) => card.id === cancelled.applicationId)?.nextInterviewAt).toBeNull();
  });
});
