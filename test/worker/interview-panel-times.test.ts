import { env } from "cloudflare:workers";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { INVITATION_RELATED_TYPE, TIMES_REQUEST_RELATED_TYPE } from "../../worker/contract/interview-enums";
import type {
  InterviewHoldView,
  InterviewInvitationView,
  InterviewOffer,
  InterviewView,
  PanelAskResult,
  PanelTimesView,
} from "../../worker/contract/interviews";
import type { ClientPortalInterviewsView } from "../../worker/contract/scorecards";
import { createDb } from "../../worker/db/client";
import {
  clientPortalLinks,
  deliveries,
  interviewAvailability,
  interviewHolds,
  interviews,
  users,
} from "../../worker/db/schema";
import { wallClockInterval } from "../../worker/domain/interview-time-labels";
import type { Bindings } from "../../worker/env";
import { TEST_NOW_HEADER } from "../../worker/http/request-clock";
import { newClientPortalLink } from "../../worker/submittals/client-portal-links";
import { addApplicant, addClient, addContact, addJobOrder } from "./desk-fixtures";
import { emptyDatabase, insertDefaultStaffAreas, ORIGIN, signedInStaff, workerFetch } from "./helpers";

/**
 * The panel's own times (issue 47 items 2-3, decision 110): members mark free times through their portal links, the
 * recruiter offers the panel's common times (collective or round robin, daily caps, notice), and a candidate's
 * chosen time is held for a few minutes so another candidate of the same panel cannot take it.
 */

vi.setConfig({ testTimeout: 40_000 });

const db = () => createDb(env.DB);
/** Friday March 5, 2027, 15:00 UTC: the Worker's clock here. The US clocks change on Sunday March 14, Berlin's on the 28th. */
const NOW = Date.UTC(2027, 2, 5, 15);
const MINUTE = 60_000;
const bindings: Bindings = {
  ...env,
  E2E_CLOCK: "on",
  DELIVERIES: { send: async () => undefined, sendBatch: async () => undefined } as unknown as Queue,
};

const ZONES = { hannah: "America/New_York", omar: "America/Los_Angeles", lena: "Europe/Berlin" } as const;

function call(
  path: string,
  init: { method?: string; body?: unknown; form?: URLSearchParams; cookie?: string; now?: number; env?: Bindings } = {},
) {
  const headers: Record<string, string> = { [TEST_NOW_HEADER]: String(init.now ?? NOW) };
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  if (init.form) headers["Content-Type"] = "application/x-www-form-urlencoded";
  if (init.method && init.method !== "GET") headers.Origin = ORIGIN;
  const body = init.form ? init.form.toString() : init.body === undefined ? undefined : JSON.stringify(init.body);
  return workerFetch(
    new Request(`${ORIGIN}${path}`, { method: init.method ?? "GET", headers, body, redirect: "manual" }),
    init.env ?? bindings,
  );
}

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

const errorOf = async (response: Response) =>
  (await response.json()) as { error: string; message: string; issues?: { path: string; message: string }[] };

async function portalLink(contactId: string) {
  const link = await newClientPortalLink(db(), contactId, new Date(NOW));
  await link.insert;
  return link.token;
}

/** A recruiter; Acme's Hannah (New York), Omar (Los Angeles), Lena (Berlin), Pia and Quinn; Zelda and Yara applied. */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const recruiter = await signedInStaff("ann.recruiter", "recruiter");
  const client = await addClient({ name: "Acme Manufacturing" });
  const person = (name: string) => addContact(client.id, { name, email: `${name.toLowerCase()}@acme.example` });
  const [hannah, omar, lena, pia, quinn] = await Promise.all(
    ["Hannah", "Omar", "Lena", "Pia", "Quinn"].map((name) => person(name)),
  );
  const job = await addJobOrder(client.id, { title: "Plant Controller" });
  const zelda = await addApplicant(job.id, "Zelda", { email: "zelda@example.com" });
  const yara = await addApplicant(job.id, "Yara", { email: "yara@example.com" });
  const people = { hannah: hannah!, omar: omar!, lena: lena!, pia: pia!, quinn: quinn! };
  const tokens = Object.fromEntries(
    await Promise.all(Object.entries(people).map(async ([name, row]) => [name, await portalLink(row.id)])),
  ) as Record<keyof typeof people, string>;
  return { cookie: recruiter.cookie as string, people, zelda, yara, tokens };
}

type Setup = Awaited<ReturnType<typeof setup>>;

async function created(s: Setup, applicationId: string, panel: unknown[], extra: Record<string, unknown> = {}) {
  const body = {
    applicationId,
    round: "first",
    format: "phone",
    durationMinutes: 60,
    location: "+1 317 555 0100",
    candidateTimeZone: "America/Chicago",
    panel,
    ...extra,
  };
  return json<InterviewView>(await call("/api/admin/interviews", { method: "POST", cookie: s.cookie, body }), 201);
}

/** The three required members in their three zones (Omar takes one interview a day). */
const threeZones = (s: Setup) => [
  { contactId: s.people.hannah.id, required: true, timeZone: ZONES.hannah },
  { contactId: s.people.omar.id, required: true, timeZone: ZONES.omar, dailyCap: 1 },
  { contactId: s.people.lena.id, required: true, timeZone: ZONES.lena },
];

/** Free times on the member's own clock: [date, from, to]. */
const onClock = (zone: string, times: [string, string, string][]) =>
  times.map(([date, from, to]) => {
    const { start, end } = wallClockInterval(date, from, to, zone);
    return { startsAt: start.toISOString(), endsAt: end.toISOString() };
  });

const mark = (token: string, id: string, body: unknown, now = NOW, env?: Bindings) =>
  call(`/api/client-portal/${token}/interviews/${id}/availability`, { method: "POST", body, now, env });

const panelSlots = (s: Setup, id: string, now = NOW) =>
  call(`/api/admin/interviews/${id}/panel-slots`, { method: "POST", cookie: s.cookie, now });

const tokenOf = (offer: InterviewOffer) => new URL(offer.candidateUrl).pathname.replace("/interview/", "");

const hold = (token: string, startsAt: string, now = NOW, env?: Bindings) =>
  call(`/api/interview-invitations/${token}/hold`, { method: "POST", body: { startsAt }, now, env });

const pick = (token: string, startsAt: string, now = NOW, env?: Bindings) =>
  call(`/api/interview-invitations/${token}`, { method: "POST", body: { startsAt }, now, env });

/** Hannah, Omar and Lena mark the week across the US change, each on their own clock. */
async function markThreeZones(s: Setup, id: string) {
  const hannah = onClock(ZONES.hannah, [
    ["2027-03-12", "09:00", "12:00"],
    ["2027-03-15", "09:00", "12:00"],
  ]);
  const omar = onClock(ZONES.omar, [
    ["2027-03-12", "07:00", "09:00"],
    ["2027-03-15", "06:00", "08:00"],
  ]);
  const lena = onClock(ZONES.lena, [
    ["2027-03-12", "15:00", "17:00"],
    ["2027-03-15", "14:00", "18:00"],
  ]);
  await json(await mark(s.tokens.hannah, id, { slots: hannah }));
  await json(await mark(s.tokens.omar, id, { slots: omar }));
  await json(await mark(s.tokens.lena, id, { slots: lena }));
}

/** The common hours: Friday 15-16Z (before the change), Monday 13-15Z (New York and Los Angeles an hour earlier in UTC). */
const COMMON = [
  "2027-03-12T15:00:00.000Z",
  "2027-03-15T13:00:00.000Z",
  "2027-03-15T13:30:00.000Z",
  "2027-03-15T14:00:00.000Z",
];

describe("a panel member's free times in the portal", () => {
  it("stores them per seat, the week's replacing only that week, and answers them", async () => {
    const s = await setup();
    const interview = await created(s, s.zelda.id, threeZones(s));
    const monday = onClock(ZONES.hannah, [["2027-03-15", "09:00", "10:00"]]);
    const friday = onClock(ZONES.hannah, [
      ["2027-03-12", "09:00", "09:30"],
      ["2027-03-12", "09:30", "10:00"],
    ]);
    await json(await mark(s.tokens.hannah, interview.id, { slots: [...friday, ...monday] }));
    // The week of Monday March 8 on her clock: Friday's half hours replaced by one, Monday the 15th kept.
    const later = onClock(ZONES.hannah, [["2027-03-12", "13:00", "14:00"]]);
    const view = await json<PanelTimesView>(
      await mark(s.tokens.hannah, interview.id, { slots: later, week: "2027-03-08" }),
    );
    expect(view).toMatchObject({
      interviewId: interview.id,
      timeZone: ZONES.hannah,
      markedAt: new Date(NOW).toISOString(),
    });
    expect(view.slots).toEqual([...later, ...monday]);
    const rows = await db()
      .select()
      .from(interviewAvailability)
      .where(eq(interviewAvailability.interviewId, interview.id));
    expect(rows).toHaveLength(2);
    const seat = interview.panel.find((member) => member.personId === s.people.hannah.id)!;
    expect(new Set(rows.map((row) => row.panelMemberId))).toEqual(new Set([seat.id]));
    const staff = await json<InterviewView>(await call(`/api/admin/interviews/${interview.id}`, { cookie: s.cookie }));
    expect(staff.panel.map((member) => member.timesMarkedAt)).toEqual([new Date(NOW).toISOString(), null, null]);
  });

  it("refuses bad bodies (400 naming the field), times past (409), wrong or other members' links (404), writing nothing", async () => {
    const s = await setup();
    const interview = await created(s, s.zelda.id, threeZones(s));
    const other = await created(s, s.yara.id, [{ contactId: s.people.pia.id, required: true }]);
    const ok = onClock(ZONES.hannah, [["2027-03-15", "09:00", "10:00"]]);
    const backwards = await mark(s.tokens.hannah, interview.id, {
      slots: [{ startsAt: ok[0]!.endsAt, endsAt: ok[0]!.startsAt }],
    });
    expect(backwards.status).toBe(400);
    expect((await errorOf(backwards)).issues?.[0]?.path).toBe("slots.0.endsAt");
    const garbled = await mark(s.tokens.hannah, interview.id, {
      slots: [{ startsAt: "next tuesday", endsAt: ok[0]!.endsAt }],
    });
    expect(garbled.status).toBe(400);
    expect((await errorOf(garbled)).issues?.[0]?.path).toBe("slots.0.startsAt");
    const notInWeek = await mark(s.tokens.hannah, interview.id, { slots: ok, week: "2027-03-01" });
    expect(notInWeek.status).toBe(400);
    expect((await errorOf(notInWeek)).issues?.[0]?.path).toBe("slots.0.startsAt");
    const misnamed = await mark(s.tokens.hannah, interview.id, { slot: ok });
    expect(misnamed.status).toBe(400);
    expect((await errorOf(misnamed)).issues?.map((issue) => issue.path)).toContain("slots");
    const past = await mark(s.tokens.hannah, interview.id, {
      slots: onClock(ZONES.hannah, [["2027-03-04", "09:00", "10:00"]]),
    });
    expect(past.status).toBe(409);
    expect(await errorOf(past)).toMatchObject({ error: "past", issues: [{ path: "slots.0.startsAt" }] });
    // Pia's link opens only Pia's interview; Hannah's opens not Pia's; a wrong token nothing.
    expect((await mark(s.tokens.pia, interview.id, { slots: ok })).status).toBe(404);
    expect((await mark(s.tokens.hannah, other.id, { slots: ok })).status).toBe(404);
    expect((await mark("x".repeat(43), interview.id, { slots: ok })).status).toBe(404);
    await db()
      .update(clientPortalLinks)
      .set({ revokedAt: new Date(NOW) });
    expect((await mark(s.tokens.hannah, interview.id, { slots: ok })).status).toBe(404);
    expect(await db().select().from(interviewAvailability)).toEqual([]);
  });

  it("a member's link lists only their own interviews, with their own times only", async () => {
    const s = await setup();
    const interview = await created(s, s.zelda.id, threeZones(s));
    await created(s, s.yara.id, [{ contactId: s.people.pia.id, required: true }]);
    await markThreeZones(s, interview.id);
    const omar = await json<ClientPortalInterviewsView>(await call(`/api/client-portal/${s.tokens.omar}/interviews`));
    expect(omar.interviews.map((i) => i.interviewId)).toEqual([interview.id]);
    const times = omar.interviews[0]!.panelTimes!;
    expect(times.timeZone).toBe(ZONES.omar);
    expect(times.slots).toEqual(
      onClock(ZONES.omar, [
        ["2027-03-12", "07:00", "09:00"],
        ["2027-03-15", "06:00", "08:00"],
      ]),
    );
    const quinn = await json<ClientPortalInterviewsView>(await call(`/api/client-portal/${s.tokens.quinn}/interviews`));
    expect(quinn.interviews).toEqual([]);
  });

  it("is a week view on the member's clock without scripts: a checkbox per half hour, its post saving the week", async () => {
    const s = await setup();
    const interview = await created(s, s.zelda.id, threeZones(s));
    const page = await call(`/client/${s.tokens.omar}/interviews?week=2027-03-15`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain("<script");
    expect(html).toContain(
      `<form method="post" action="/client/${s.tokens.omar}/interviews/${interview.id}/availability"`,
    );
    expect(html).toContain(`<input type="hidden" name="week" value="2027-03-15">`);
    expect(html).toContain("<legend>Monday, March 15, 2027</legend>");
    // 8:00 in Los Angeles on Monday the 15th is 15:00Z (daylight time); on Friday the 12th it was 16:00Z.
    expect(html).toContain(`<input type="checkbox" name="slot" value="2027-03-15T15:00:00.000Z"> 8:00 AM`);
    const form = new URLSearchParams([
      ["week", "2027-03-15"],
      ["slot", "2027-03-15T15:00:00.000Z"],
      ["slot", "2027-03-15T15:30:00.000Z"],
      ["slot", "2027-03-16T17:00:00.000Z"],
    ]);
    const saved = await call(`/client/${s.tokens.omar}/interviews/${interview.id}/availability`, {
      method: "POST",
      form,
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toContain("what=availability&week=2027-03-15");
    const rows = await db().select().from(interviewAvailability);
    expect(rows.map((row) => [row.startsAt.toISOString(), row.endsAt.toISOString()])).toEqual([
      ["2027-03-15T15:00:00.000Z", "2027-03-15T16:00:00.000Z"],
      ["2027-03-16T17:00:00.000Z", "2027-03-16T17:30:00.000Z"],
    ]);
    const after = await (await call(`/client/${s.tokens.omar}/interviews?week=2027-03-15`)).text();
    expect(after).toContain(`<input type="checkbox" name="slot" value="2027-03-15T15:30:00.000Z" checked> 8:30 AM`);
    const bad = new URLSearchParams([
      ["week", "2027-03-15"],
      ["slot", "soon"],
    ]);
    const refused = await call(`/client/${s.tokens.omar}/interviews/${interview.id}/availability`, {
      method: "POST",
      form: bad,
    });
    expect(refused.status).toBe(400);
    expect(await db().select().from(interviewAvailability)).toHaveLength(2);
  });
});

/** The form's checkboxes on a page: [value, checked, the label's time]. */
const boxesOf = (html: string) =>
  [...html.matchAll(/<input type="checkbox" name="slot" value="([^"]+)"( checked)?> ([^<]+)</g)].map(
    ([, value, checked, label]) => [value, checked !== undefined, label],
  );

const rowsNow = async () =>
  (await db().select().from(interviewAvailability).orderBy(asc(interviewAvailability.startsAt))).map((row) => [
    row.startsAt.toISOString(),
    row.endsAt.toISOString(),
  ]);

describe("a panel member's day view", () => {
  it("shows one day's half hours 7:00-20:00 on the member's clock, named, with links to the days and weeks", async () => {
    const s = await setup();
    const interview = await created(s, s.zelda.id, threeZones(s));
    await json(
      await mark(s.tokens.omar, interview.id, { slots: onClock(ZONES.omar, [["2027-03-16", "07:00", "08:00"]]) }),
    );
    const page = await call(`/client/${s.tokens.omar}/interviews?day=2027-03-16`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain("<script");
    expect(html).toContain(`<input type="hidden" name="day" value="2027-03-16">`);
    expect(html).not.toContain(`name="week"`);
    expect(html).toContain("<legend>Tuesday, March 16, 2027</legend>");
    expect(html).toContain("on your own clock: Pacific Time (Los Angeles)");
    // 26 half hours, 7:00 AM (14:00Z, daylight time) to 7:30 PM; the two she marked checked.
    const boxes = boxesOf(html);
    expect(boxes).toHaveLength(26);
    expect(boxes[0]).toEqual(["2027-03-16T14:00:00.000Z", true, "7:00 AM"]);
    expect(boxes[1]).toEqual(["2027-03-16T14:30:00.000Z", true, "7:30 AM"]);
    expect(boxes[2]).toEqual(["2027-03-16T15:00:00.000Z", false, "8:00 AM"]);
    expect(boxes[25]).toEqual(["2027-03-17T02:30:00.000Z", false, "7:30 PM"]);
    const link = (query: string) => `href="/client/${s.tokens.omar}/interviews?${query}#times-${interview.id}"`;
    for (const query of ["day=2027-03-15", "day=2027-03-17", "day=2027-03-09", "day=2027-03-23", "week=2027-03-15"])
      expect(html).toContain(link(query));
    expect(html).toContain(`${link("day=2027-03-16")} aria-current="date"><span>Tue</span> <span>16</span>`);
    expect(html).toContain(`${link("day=2027-03-21")}><span>Sun</span> <span>21</span></a>`);
    expect(html).toContain("Save my free times for this day");
    // The whole week keeps its form, now 7:00-20:00 each day; a date not a date is today, never echoed.
    const week = await (await call(`/client/${s.tokens.omar}/interviews?week=2027-03-15`)).text();
    expect(boxesOf(week)).toHaveLength(7 * 26);
    expect(week).toContain(link("day=2027-03-15"));
    const odd = await (await call(`/client/${s.tokens.omar}/interviews?day=%3Cb%3E2027`)).text();
    expect(odd).not.toContain("<b>");
    expect(odd).toContain("<legend>Friday, March 5, 2027</legend>");
    // Lena at 19:45 in Berlin: today's last half hour has begun, so tomorrow is shown.
    const late = await (
      await call(`/client/${s.tokens.lena}/interviews`, { now: Date.UTC(2027, 2, 5, 18, 45) })
    ).text();
    expect(late).toContain("<legend>Saturday, March 6, 2027</legend>");
    expect(late).toContain("on your own clock: Central European Time (Berlin)");
  });

  it("a day's save replaces that day's times only, and comes back to the day saying so", async () => {
    const s = await setup();
    const interview = await created(s, s.zelda.id, threeZones(s));
    const monday = onClock(ZONES.hannah, [["2027-03-15", "09:00", "10:00"]]);
    const tuesday = onClock(ZONES.hannah, [["2027-03-16", "09:00", "12:00"]]);
    const wednesday = onClock(ZONES.hannah, [["2027-03-17", "15:00", "16:00"]]);
    await json(await mark(s.tokens.hannah, interview.id, { slots: [...monday, ...tuesday, ...wednesday] }));
    const path = `/client/${s.tokens.hannah}/interviews/${interview.id}/availability`;
    // Tuesday now 9:00-9:30 and 11:00-11:30 New York (13:00Z, 15:00Z).
    const form = new URLSearchParams([
      ["day", "2027-03-16"],
      ["slot", "2027-03-16T13:00:00.000Z"],
      ["slot", "2027-03-16T15:00:00.000Z"],
    ]);
    const saved = await call(path, { method: "POST", form });
    expect(saved.status).toBe(303);
    const back = saved.headers.get("location")!;
    expect(back).toBe(
      `/client/${s.tokens.hannah}/interviews?saved=${interview.id}&what=availability&day=2027-03-16#interview-${interview.id}`,
    );
    expect(await rowsNow()).toEqual([
      [monday[0]!.startsAt, monday[0]!.endsAt],
      ["2027-03-16T13:00:00.000Z", "2027-03-16T13:30:00.000Z"],
      ["2027-03-16T15:00:00.000Z", "2027-03-16T15:30:00.000Z"],
      [wednesday[0]!.startsAt, wednesday[0]!.endsAt],
    ]);
    const page = await (await call(back)).text();
    expect(page).toContain(`<p class="saved" role="status">Thank you: your free times are saved.</p>`);
    expect(page).toContain("<legend>Tuesday, March 16, 2027</legend>");
    expect(boxesOf(page).filter(([, checked]) => checked)).toEqual([
      ["2027-03-16T13:00:00.000Z", true, "9:00 AM"],
      ["2027-03-16T15:00:00.000Z", true, "11:00 AM"],
    ]);
    // Another day's half hour in Tuesday's form, or a day and a week at once: refused, naming the field, nothing written.
    const stray = await call(path, {
      method: "POST",
      form: new URLSearchParams([
        ["day", "2027-03-16"],
        ["slot", "2027-03-17T13:00:00.000Z"],
      ]),
    });
    expect(stray.status).toBe(400);
    expect(await stray.text()).toContain("Not in 2027-03-16: mark it with its own day");
    const both = await mark(s.tokens.hannah, interview.id, { slots: [], week: "2027-03-15", day: "2027-03-16" });
    expect(both.status).toBe(400);
    expect((await errorOf(both)).issues?.[0]?.path).toBe("day");
    expect(await rowsNow()).toHaveLength(4);
    // The JSON API's day: an empty day clears Wednesday alone.
    await json(await mark(s.tokens.hannah, interview.id, { slots: [], day: "2027-03-17" }));
    expect((await rowsNow()).map(([start]) => start)).toEqual([
      monday[0]!.startsAt,
      "2027-03-16T13:00:00.000Z",
      "2027-03-16T15:00:00.000Z",
    ]);
  });

  it("on the day the clocks go forward (23 hours) shows and saves that day on the member's clock", async () => {
    const s = await setup();
    const interview = await created(s, s.zelda.id, threeZones(s));
    // Saturday 23:00 EST is 04:00Z on the 14th, Monday 00:30 EDT 04:30Z on the 15th: both outside Sunday the 14th.
    const neighbours = onClock(ZONES.hannah, [
      ["2027-03-13", "23:00", "23:30"],
      ["2027-03-14", "18:00", "19:00"],
      ["2027-03-15", "00:30", "01:00"],
    ]);
    await json(await mark(s.tokens.hannah, interview.id, { slots: neighbours }));
    const html = await (await call(`/client/${s.tokens.hannah}/interviews?day=2027-03-14`)).text();
    expect(html).toContain("<legend>Sunday, March 14, 2027</legend>");
    expect(html).toContain("The clocks change this day, from EST to EDT.");
    const boxes = boxesOf(html);
    expect(boxes).toHaveLength(26);
    // 7:00 AM is daylight time already: 11:00Z, not 12:00Z as on Saturday.
    expect(boxes[0]).toEqual(["2027-03-14T11:00:00.000Z", false, "7:00 AM"]);
    expect(boxes.filter(([, checked]) => checked).map(([, , label]) => label)).toEqual(["6:00 PM", "6:30 PM"]);
    expect(boxes[25]).toEqual(["2027-03-14T23:30:00.000Z", false, "7:30 PM"]);
    const saved = await call(`/client/${s.tokens.hannah}/interviews/${interview.id}/availability`, {
      method: "POST",
      form: new URLSearchParams([
        ["day", "2027-03-14"],
        ["slot", "2027-03-14T11:00:00.000Z"],
      ]),
    });
    expect(saved.status).toBe(303);
    expect(await rowsNow()).toEqual([
      ["2027-03-14T04:00:00.000Z", "2027-03-14T04:30:00.000Z"],
      ["2027-03-14T11:00:00.000Z", "2027-03-14T11:30:00.000Z"],
      ["2027-03-15T04:30:00.000Z", "2027-03-15T05:00:00.000Z"],
    ]);
  });
});

describe("the panel's common times", () => {
  it("waits for every required member, then offers only the times that fit all three zones across the US change", async () => {
    const s = await setup();
    const interview = await created(s, s.zelda.id, threeZones(s));
    const waiting = await panelSlots(s, interview.id);
    expect(waiting.status).toBe(409);
    expect(await errorOf(waiting)).toMatchObject({
      error: "waiting_for_panel",
      message: expect.stringContaining("Hannah, Omar, Lena"),
    });
    await markThreeZones(s, interview.id);
    const offer = await json<InterviewOffer>(await panelSlots(s, interview.id));
    expect(offer.offeredSlots).toEqual(COMMON);
    // The candidate sees them on Chicago's clock: Friday 9:00 CST, Monday 8:00 CDT.
    const view = await json<InterviewInvitationView>(await call(`/api/interview-invitations/${tokenOf(offer)}`));
    expect(view.days.map((day) => day.times.map((time) => time.label))).toEqual([
      ["9:00 AM - 10:00 AM CT"],
      ["8:00 AM - 9:00 AM CT", "8:30 AM - 9:30 AM CT", "9:00 AM - 10:00 AM CT"],
    ]);
  });

  it("honours a member's daily cap on their own day, and the minimum notice", async () => {
    const s = await setup();
    const interview = await created(s, s.zelda.id, threeZones(s));
    await markThreeZones(s, interview.id);
    // Omar (cap 1) is booked Monday the 15th at 4 PM in Los Angeles: that day is full for him.
    const other = await created(s, s.yara.id, [{ contactId: s.people.omar.id, required: true, timeZone: ZONES.omar }]);
    await json(
      await call(`/api/admin/interviews/${other.id}`, {
        method: "PATCH",
        cookie: s.cookie,
        body: { startsAt: "2027-03-15T23:00:00.000Z" },
      }),
    );
    expect((await json<InterviewOffer>(await panelSlots(s, interview.id))).offeredSlots).toEqual([COMMON[0]]);
    // An hour before Friday's time, it is inside the two hours' notice; with Monday full, nothing is common.
    const late = await panelSlots(s, interview.id, Date.parse(COMMON[0]!) - 60 * MINUTE);
    expect(late.status).toBe(409);
    expect((await errorOf(late)).error).toBe("no_common_time");
  });

  it("refuses a recruiter's time outside a required member's marked times with the reason", async () => {
    const s = await setup();
    const interview = await created(s, s.zelda.id, threeZones(s));
    await markThreeZones(s, interview.id);
    const outside = await call(`/api/admin/interviews/${interview.id}/slots`, {
      method: "POST",
      cookie: s.cookie,
      body: { slots: [{ startsAt: COMMON[1] }, { startsAt: "2027-03-15T16:00:00.000Z" }] },
    });
    expect(outside.status).toBe(409);
    expect(await errorOf(outside)).toMatchObject({
      error: "outside_availability",
      message: "This time is outside the free times a required interviewer marked.",
      issues: [{ path: "slots.1.startsAt" }],
    });
  });

  it("round robin: any 2 of 4, the fairest of those free (marked), seated and invited on the pick; the rest of the pool not", async () => {
    const s = await setup();
    const pool = ["hannah", "omar", "pia", "quinn"] as const;
    const panel = pool.map((name) => ({ contactId: s.people[name].id, required: false, timeZone: ZONES.hannah }));
    const interview = await created(s, s.zelda.id, panel, { roundRobin: { pick: 2 } });
    expect(interview.roundRobinPick).toBe(2);
    // Hannah sat in two interviews, Omar and Pia in one; Quinn in none, but Quinn marks no times.
    const sat = async (names: (typeof pool)[number][], startsAt: string) => {
      const panel = names.map((name) => ({ contactId: s.people[name].id, required: true }));
      const earlier = await created(s, s.yara.id, panel);
      await json(
        await call(`/api/admin/interviews/${earlier.id}`, { method: "PATCH", cookie: s.cookie, body: { startsAt } }),
      );
    };
    await sat(["hannah", "omar", "pia"], "2027-03-10T15:00:00.000Z");
    await sat(["hannah"], "2027-03-11T15:00:00.000Z");
    const waiting = await panelSlots(s, interview.id);
    expect((await errorOf(waiting)).error).toBe("waiting_for_panel");
    const monday = { slots: onClock(ZONES.hannah, [["2027-03-15", "10:00", "11:00"]]) };
    for (const name of ["hannah", "omar", "pia"] as const) await json(await mark(s.tokens[name], interview.id, monday));
    const offer = await json<InterviewOffer>(await panelSlots(s, interview.id));
    expect(offer.offeredSlots).toEqual(["2027-03-15T14:00:00.000Z"]);
    await json(await pick(tokenOf(offer), "2027-03-15T14:00:00.000Z"));
    const after = await json<InterviewView>(await call(`/api/admin/interviews/${interview.id}`, { cookie: s.cookie }));
    expect(after.panel.map((member) => [member.name, member.seated])).toEqual([
      ["Hannah", false],
      ["Omar", true],
      ["Pia", true],
      ["Quinn", false],
    ]);
    const invited = await db().select().from(deliveries).where(eq(deliveries.relatedId, interview.id));
    const to = invited.filter((row) => row.relatedType === INVITATION_RELATED_TYPE).map((row) => row.recipient);
    expect(to.sort()).toEqual(["omar@acme.example", "pia@acme.example", "zelda@example.com"]);
  });
});

describe("holds on a chosen time", () => {
  /** Zelda's and Yara's interviews share Hannah; both are offered Monday 13:00Z. */
  async function twoCandidates(s: Setup) {
    const first = await created(s, s.zelda.id, threeZones(s));
    const second = await created(s, s.yara.id, [
      { contactId: s.people.hannah.id, required: true, timeZone: ZONES.hannah },
    ]);
    await markThreeZones(s, first.id);
    await json(
      await mark(s.tokens.hannah, second.id, { slots: onClock(ZONES.hannah, [["2027-03-15", "09:00", "12:00"]]) }),
    );
    const a = tokenOf(await json<InterviewOffer>(await panelSlots(s, first.id)));
    const b = tokenOf(await json<InterviewOffer>(await panelSlots(s, second.id)));
    return { first, second, a, b };
  }

  it("keeps the held time from the other candidate until it expires; an expired hold is free", async () => {
    const s = await setup();
    const { a, b, second } = await twoCandidates(s);
    const time = COMMON[1]!;
    const held = await json<InterviewHoldView>(await hold(a, time));
    expect(held).toEqual({
      startsAt: time,
      endsAt: "2027-03-15T14:00:00.000Z",
      expiresAt: new Date(NOW + 10 * MINUTE).toISOString(),
    });
    expect((await json<InterviewInvitationView>(await call(`/api/interview-invitations/${a}`))).hold).toMatchObject({
      startsAt: time,
      label: "8:00 AM - 9:00 AM CT",
    });
    // Yara's page no longer shows Hannah's held time; her hold and her pick of it are refused with the reason.
    const yara = await json<InterviewInvitationView>(await call(`/api/interview-invitations/${b}`));
    expect(yara.days.flatMap((day) => day.times.map((t) => t.startsAt))).not.toContain(time);
    for (const refused of [await hold(b, time, NOW + 9 * MINUTE), await pick(b, time, NOW + 9 * MINUTE)]) {
      expect(refused.status).toBe(409);
      expect((await errorOf(refused)).error).toBe("busy");
    }
    // Ten minutes on, the hold has expired: Yara books it, and Zelda's late pick is refused.
    await json(await pick(b, time, NOW + 10 * MINUTE));
    expect(
      (await db().select().from(interviews).where(eq(interviews.id, second.id)).get())?.startsAt?.toISOString(),
    ).toBe(time);
    const late = await pick(a, time, NOW + 11 * MINUTE);
    expect(late.status).toBe(409);
    expect((await errorOf(late)).error).toBe("busy");
  });

  it("20 parallel holds of one panel time by two candidates: one candidate holds it; then 20 parallel picks book exactly one, the holder's", async () => {
    const s = await setup();
    const { first, a, b } = await twoCandidates(s);
    const time = COMMON[1]!;
    const holds = await Promise.all(Array.from({ length: 20 }, (_, i) => hold(i % 2 === 0 ? a : b, time)));
    const won = holds.map((response, i) => (response.status === 200 ? (i % 2 === 0 ? "a" : "b") : null));
    const winners = new Set(won.filter(Boolean));
    expect(winners.size).toBe(1);
    for (const response of holds) expect([200, 409]).toContain(response.status);
    const rows = await db().select().from(interviewHolds);
    expect(new Set(rows.map((row) => row.interviewId)).size).toBe(1);
    const holder = winners.has("a") ? a : b;
    const picks = await Promise.all(
      Array.from({ length: 20 }, (_, i) => pick(i % 2 === 0 ? a : b, time, NOW + MINUTE)),
    );
    expect(picks.filter((response) => response.status === 200)).toHaveLength(1);
    const booked = await db().select().from(interviews).where(eq(interviews.status, "scheduled"));
    expect(booked).toHaveLength(1);
    expect(booked[0]!.id === first.id).toBe(holder === a);
  });

  it("the page holds the chosen time, shows it to confirm, and the confirm books it (no scripts)", async () => {
    const s = await setup();
    const { a } = await twoCandidates(s);
    const time = COMMON[1]!;
    const held = await call(`/interview/${a}/hold`, { method: "POST", form: new URLSearchParams({ startsAt: time }) });
    expect(held.status).toBe(303);
    expect(held.headers.get("location")).toBe(`/interview/${a}`);
    const page = await (await call(`/interview/${a}`)).text();
    expect(page).not.toContain("<script");
    expect(page).toContain("Held for you until 9:10 AM: confirm it to book the interview.");
    expect(page).toContain(`<form method="post" action="/interview/${a}">`);
    expect(page).toContain(`<input type="hidden" name="startsAt" value="${time}">`);
    const booked = await call(`/interview/${a}`, { method: "POST", form: new URLSearchParams({ startsAt: time }) });
    expect(booked.status).toBe(303);
    expect(await (await call(`/interview/${a}`)).text()).toContain("Your interview is booked");
    const inside = await call(`/interview/${a}/hold`, {
      method: "POST",
      form: new URLSearchParams({ startsAt: time }),
    });
    expect(inside.status).toBe(409);
  });

  it("lists the candidate's held time once, to confirm, not again among the times to choose", async () => {
    const s = await setup();
    const { a } = await twoCandidates(s);
    const time = COMMON[1]!;
    await json(await hold(a, time));
    const view = await json<InterviewInvitationView>(await call(`/api/interview-invitations/${a}`));
    expect(view.hold?.startsAt).toBe(time);
    const listed = view.days.flatMap((day) => day.times.map((t) => t.startsAt));
    expect(listed).toEqual(COMMON.filter((start) => start !== time));
    const page = await (await call(`/interview/${a}`)).text();
    expect(page.split(`value="${time}"`)).toHaveLength(2);
    expect(page).toContain(`value="${COMMON[2]}"`);
  });

  it("the only time offered, once held, shows its confirm form alone (not 'none free')", async () => {
    const s = await setup();
    const made = await created(s, s.zelda.id, [{ contactId: s.people.hannah.id, required: true }]);
    const time = COMMON[1]!;
    const offer = await call(`/api/admin/interviews/${made.id}/slots`, {
      method: "POST",
      cookie: s.cookie,
      body: { slots: [{ startsAt: time }] },
    });
    const token = tokenOf(await json<InterviewOffer>(offer));
    await json(await hold(token, time));
    const page = await (await call(`/interview/${token}`)).text();
    expect(page).toContain("Held for you until 9:10 AM: confirm it to book the interview.");
    expect(page.split(`value="${time}"`)).toHaveLength(2);
    expect(page).not.toContain("None of the times offered is free any more");
    expect(page).not.toContain("Choose this time");
  });

  it("refuses a hold inside the notice or of a time not offered, with the reason", async () => {
    const s = await setup();
    const { a } = await twoCandidates(s);
    const notice = await hold(a, COMMON[1]!, Date.parse(COMMON[1]!) - 90 * MINUTE);
    expect(notice.status).toBe(409);
    expect((await errorOf(notice)).error).toBe("inside_notice");
    const notOffered = await hold(a, "2027-03-15T16:00:00.000Z");
    expect(notOffered.status).toBe(409);
    expect((await errorOf(notOffered)).error).toBe("not_offered");
    const bad = await hold(a, "tomorrow");
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).issues?.[0]?.path).toBe("startsAt");
    expect(await db().select().from(interviewHolds)).toEqual([]);
  });
});

/**
 * The Worker's bindings with the real D1, where `between` runs (once) just before the batch that holds the first
 * statement matching `claim`: what another request does after the Worker checked a time and before it claims it.
 * The request's D1 session (worker/http/d1-session.ts) is wrapped the same way.
 */
function claimInterleaved(claim: RegExp, between: () => Promise<unknown>): Bindings {
  const state = { due: false, done: false };
  const wrap = <T extends object>(d1: T): T =>
    new Proxy(d1, {
      get(target, key) {
        const value = Reflect.get(target, key) as unknown;
        if (typeof value !== "function") return value;
        if (key === "withSession") return (...args: unknown[]) => wrap(value.apply(target, args));
        if (key === "prepare")
          return (query: string) => {
            if (!state.done && claim.test(query)) state.due = true;
            return value.call(target, query);
          };
        if (key === "batch")
          return async (statements: D1PreparedStatement[]) => {
            if (state.due && !state.done) {
              state.done = true;
              await between();
            }
            return value.call(target, statements);
          };
        return value.bind(target);
      },
    });
  return { ...bindings, DB: wrap(env.DB) };
}

describe("the panel's free times, checked in the claim itself", () => {
  const PICK_CLAIM = /^update "interviews" set/;
  const HOLD_CLAIM = /^insert into "interview_holds"/;
  /** Hannah keeps Monday 10-12 on her clock: Monday 13:00Z (9:00 in New York) is no longer in her free times. */
  const unmarkNine = (s: Setup, id: string) =>
    mark(s.tokens.hannah, id, {
      week: "2027-03-15",
      slots: onClock(ZONES.hannah, [["2027-03-15", "10:00", "12:00"]]),
    });

  async function offered(s: Setup) {
    const interview = await created(s, s.zelda.id, threeZones(s));
    await markThreeZones(s, interview.id);
    return { interview, token: tokenOf(await json<InterviewOffer>(await panelSlots(s, interview.id))) };
  }

  async function nothingWritten(id: string) {
    const row = await db().select().from(interviews).where(eq(interviews.id, id)).get();
    expect(row).toMatchObject({ status: "proposing", startsAt: null, sequence: 0 });
    expect(await db().select().from(deliveries).where(eq(deliveries.relatedType, INVITATION_RELATED_TYPE))).toEqual([]);
    expect(await db().select().from(interviewHolds)).toEqual([]);
  }

  it("a member's time unmarked after the offer: the hold and the pick are 409 outside_availability, writing nothing", async () => {
    const s = await setup();
    const { interview, token } = await offered(s);
    await json(await unmarkNine(s, interview.id));
    for (const refused of [await hold(token, COMMON[1]!), await pick(token, COMMON[1]!)]) {
      expect(refused.status).toBe(409);
      expect(await errorOf(refused)).toMatchObject({
        error: "outside_availability",
        issues: [{ path: "startsAt", message: "This time is outside the free times a required interviewer marked." }],
      });
    }
    await nothingWritten(interview.id);
    // Her other times stand: 14:00Z (10:00 in New York) is booked.
    await json(await pick(token, COMMON[3]!));
  });

  it("a time across two touching marked times (one each side of her week's end) is booked: they count as one", async () => {
    const s = await setup();
    const made = await created(s, s.zelda.id, [
      { contactId: s.people.hannah.id, required: true, timeZone: ZONES.hannah },
    ]);
    // Sunday the 14th 11:30 PM to midnight in New York is the end of her week of the 8th; midnight to 12:30 AM begins the next.
    const sunday = { startsAt: "2027-03-15T03:30:00.000Z", endsAt: "2027-03-15T04:00:00.000Z" };
    const monday = { startsAt: "2027-03-15T04:00:00.000Z", endsAt: "2027-03-15T04:30:00.000Z" };
    await json(await mark(s.tokens.hannah, made.id, { week: "2027-03-08", slots: [sunday] }));
    await json(await mark(s.tokens.hannah, made.id, { week: "2027-03-15", slots: [monday] }));
    expect(await db().select().from(interviewAvailability)).toHaveLength(2);
    const offer = await call(`/api/admin/interviews/${made.id}/slots`, {
      method: "POST",
      cookie: s.cookie,
      body: { slots: [{ startsAt: sunday.startsAt }] },
    });
    const token = tokenOf(await json<InterviewOffer>(offer));
    // The hour 03:30-04:30Z lies in the two together, in neither alone.
    await json(await pick(token, sunday.startsAt));
    const row = await db().select().from(interviews).where(eq(interviews.id, made.id)).get();
    expect(row?.startsAt?.toISOString()).toBe(sunday.startsAt);
  });

  it("unmarked between the pick's check and its claim: the claim refuses it (409 with the reason), writing nothing", async () => {
    const s = await setup();
    const { interview, token } = await offered(s);
    const raced = claimInterleaved(PICK_CLAIM, async () => json(await unmarkNine(s, interview.id)));
    const refused = await pick(token, COMMON[1]!, NOW, raced);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).error).toBe("outside_availability");
    await nothingWritten(interview.id);
  });

  it("a daily cap reached between the pick's check and its claim: the claim refuses it (409 with the reason)", async () => {
    const s = await setup();
    const capped = [{ contactId: s.people.hannah.id, required: true, timeZone: ZONES.hannah, dailyCap: 1 }];
    // Two candidates' interviews with Hannah, whose cap is one a day: 9:00 and 10:00 on Monday in New York.
    const offer = async (applicationId: string, startsAt: string) => {
      const made = await created(s, applicationId, capped);
      const body = { slots: [{ startsAt }] };
      const offered = await call(`/api/admin/interviews/${made.id}/slots`, { method: "POST", cookie: s.cookie, body });
      return { id: made.id, token: tokenOf(await json<InterviewOffer>(offered)) };
    };
    const zelda = await offer(s.zelda.id, COMMON[1]!);
    const yara = await offer(s.yara.id, COMMON[3]!);
    // Yara books her 10:00 just after Zelda's pick passed its checks and before its claim.
    const raced = claimInterleaved(PICK_CLAIM, async () => json(await pick(yara.token, COMMON[3]!)));
    const refused = await pick(zelda.token, COMMON[1]!, NOW, raced);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({ error: "over_daily_cap" });
    const rows = await db().select({ id: interviews.id, status: interviews.status }).from(interviews);
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
      [zelda.id]: "proposing",
      [yara.id]: "scheduled",
    });
  });

  it("unmarked between the hold's check and its claim: no hold is written (409 with the reason)", async () => {
    const s = await setup();
    const { interview, token } = await offered(s);
    const raced = claimInterleaved(HOLD_CLAIM, async () => json(await unmarkNine(s, interview.id)));
    const refused = await hold(token, COMMON[1]!, NOW, raced);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).error).toBe("outside_availability");
    await nothingWritten(interview.id);
  });

  it("round robin: a chosen pool member unmarked between the check and the claim stops it; too few are free now", async () => {
    const s = await setup();
    const pool = ["hannah", "omar", "pia"] as const;
    const panel = pool.map((name) => ({ contactId: s.people[name].id, required: false, timeZone: ZONES.hannah }));
    const interview = await created(s, s.zelda.id, panel, { roundRobin: { pick: 2 } });
    const monday = { slots: onClock(ZONES.hannah, [["2027-03-15", "10:00", "11:00"]]) };
    for (const name of pool) await json(await mark(s.tokens[name], interview.id, monday));
    const token = tokenOf(await json<InterviewOffer>(await panelSlots(s, interview.id)));
    // Whichever two the pick chose, one of them is Hannah or Omar, who both give the hour up.
    const gone = { week: "2027-03-15", slots: onClock(ZONES.hannah, [["2027-03-16", "10:00", "11:00"]]) };
    const raced = claimInterleaved(PICK_CLAIM, async () => {
      await json(await mark(s.tokens.hannah, interview.id, gone));
      await json(await mark(s.tokens.omar, interview.id, gone));
    });
    const refused = await pick(token, "2027-03-15T14:00:00.000Z", NOW, raced);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).error).toBe("too_few_free");
    await nothingWritten(interview.id);
    const after = await json<InterviewView>(await call(`/api/admin/interviews/${interview.id}`, { cookie: s.cookie }));
    expect(after.panel.map((member) => member.seated)).toEqual([false, false, false]);
  });

  it("20 parallel picks while the time is unmarked: one booking inside the final free times, or none", async () => {
    const s = await setup();
    const { interview, token } = await offered(s);
    const picks = Array.from({ length: 20 }, () => pick(token, COMMON[1]!));
    const [unmarked, ...answers] = await Promise.all([unmarkNine(s, interview.id), ...picks]);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const booked = answers.filter((answer) => answer.status === 200);
    const row = await db().select().from(interviews).where(eq(interviews.id, interview.id)).get();
    const hannah = interview.panel.find((member) => member.name === "Hannah")!.id;
    const times = await db()
      .select()
      .from(interviewAvailability)
      .where(eq(interviewAvailability.panelMemberId, hannah));
    const start = Date.parse(COMMON[1]!);
    const stillFree = times.some((t) => t.startsAt.getTime() <= start && t.endsAt.getTime() >= start + 60 * MINUTE);
    if (unmarked.status === 200) {
      // Unmarked first: no pick claimed the time after it.
      expect(booked).toHaveLength(0);
      expect(row?.status).toBe("proposing");
      expect(stillFree).toBe(false);
    } else {
      // Booked first: the unmarking was refused, and the booked time is still in her free times.
      expect(unmarked.status).toBe(409);
      expect((await errorOf(unmarked)).error).toBe("not_proposing");
      expect(booked).toHaveLength(1);
      expect(row?.startsAt?.toISOString()).toBe(COMMON[1]);
      expect(stillFree).toBe(true);
    }
  });

  it("booked between a member's check and their unmarking: the unmarking is refused whole (409), their times kept", async () => {
    const s = await setup();
    const { interview, token } = await offered(s);
    const before = await db().select().from(interviewAvailability).orderBy(asc(interviewAvailability.startsAt));
    const raced = claimInterleaved(/^update "interview_panel" set .*"times_marked_at"/, async () =>
      json(await pick(token, COMMON[1]!)),
    );
    const late = await mark(
      s.tokens.hannah,
      interview.id,
      { week: "2027-03-15", slots: onClock(ZONES.hannah, [["2027-03-15", "10:00", "12:00"]]) },
      NOW,
      raced,
    );
    expect(late.status).toBe(409);
    expect((await errorOf(late)).error).toBe("not_proposing");
    expect(await db().select().from(interviewAvailability).orderBy(asc(interviewAvailability.startsAt))).toEqual(
      before,
    );
    const row = await db().select().from(interviews).where(eq(interviews.id, interview.id)).get();
    expect(row?.startsAt?.toISOString()).toBe(COMMON[1]);
  });
});

describe("asking the panel for their free times", () => {
  const HOUR = 60 * MINUTE;
  const ask = (s: Setup, id: string, now: number) =>
    call(`/api/admin/interviews/${id}/ask-panel`, { method: "POST", cookie: s.cookie, now });
  const requestsOf = (id: string) =>
    db()
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.relatedType, TIMES_REQUEST_RELATED_TYPE), eq(deliveries.relatedId, id)))
      .orderBy(asc(deliveries.createdAt), asc(deliveries.recipient));
  const linkOf = (payload: string) =>
    (JSON.parse(payload) as { text: string }).text.match(/\/client\/([\w-]+)\/interviews#times-([\w-]+)/)!;

  it("setting up the interview emails each client contact their own link to their free times", async () => {
    const s = await setup();
    const staff = await signedInStaff("ivy.interviewer", "recruiter");
    await db().update(users).set({ email: "ivy@firm.example" }).where(eq(users.id, staff.id));
    const made = await created(s, s.zelda.id, [...threeZones(s), { userId: staff.id, required: false }]);
    const emails = await requestsOf(made.id);
    expect(emails.map((row) => row.recipient).sort()).toEqual([
      "hannah@acme.example",
      "lena@acme.example",
      "omar@acme.example",
    ]);
    for (const email of emails) {
      const [, token, id] = linkOf(email.payload);
      expect(id).toBe(made.id);
      const portal = await json<ClientPortalInterviewsView>(await call(`/api/client-portal/${token}/interviews`));
      expect(`${portal.contactName.toLowerCase()}@acme.example`).toBe(email.recipient);
      expect(portal.interviews.map((row) => row.interviewId)).toEqual([made.id]);
      const page = await (await call(`/client/${token}/interviews`)).text();
      expect(page).toContain(`id="times-${made.id}"`);
    }
  });

  it("asks again only those not marked and not asked within 24 hours, and says who was skipped and why", async () => {
    const s = await setup();
    const made = await created(s, s.zelda.id, threeZones(s));
    const seat = (name: string) => made.panel.find((member) => member.name === name)!.id;
    await json(
      await mark(s.tokens.hannah, made.id, { slots: onClock(ZONES.hannah, [["2027-03-15", "09:00", "12:00"]]) }),
    );
    const soon = await json<PanelAskResult>(await ask(s, made.id, NOW + 23 * HOUR));
    expect(soon).toEqual({
      asked: [],
      skipped: [
        { panelMemberId: seat("Hannah"), name: "Hannah", reason: "marked" },
        { panelMemberId: seat("Omar"), name: "Omar", reason: "asked_recently" },
        { panelMemberId: seat("Lena"), name: "Lena", reason: "asked_recently" },
      ],
    });
    expect(await requestsOf(made.id)).toHaveLength(3);

    const later = await json<PanelAskResult>(await ask(s, made.id, NOW + 25 * HOUR));
    expect(later).toEqual({
      asked: [
        { panelMemberId: seat("Omar"), name: "Omar" },
        { panelMemberId: seat("Lena"), name: "Lena" },
      ],
      skipped: [{ panelMemberId: seat("Hannah"), name: "Hannah", reason: "marked" }],
    });
    const again = (await requestsOf(made.id)).filter((row) => row.createdAt.getTime() === NOW + 25 * HOUR);
    expect(again.map((row) => row.recipient)).toEqual(["lena@acme.example", "omar@acme.example"]);
    const [, token] = linkOf(again[1]!.payload);
    const omar = await json<ClientPortalInterviewsView>(
      await call(`/api/client-portal/${token}/interviews`, { now: NOW + 25 * HOUR }),
    );
    expect(omar.contactName).toBe("Omar");
    // Twice at once: one email each, not two.
    await Promise.all([ask(s, made.id, NOW + 50 * HOUR), ask(s, made.id, NOW + 50 * HOUR)]);
    const third = (await requestsOf(made.id)).filter((row) => row.createdAt.getTime() === NOW + 50 * HOUR);
    expect(third.map((row) => row.recipient)).toEqual(["lena@acme.example", "omar@acme.example"]);
  });

  it("404 for an unknown interview, 409 not_proposing once it has its time, sending nothing", async () => {
    const s = await setup();
    const made = await created(s, s.zelda.id, threeZones(s));
    const unknown = await ask(s, "no-such-interview", NOW + 30 * HOUR);
    expect(unknown.status).toBe(404);
    await json(
      await call(`/api/admin/interviews/${made.id}`, {
        method: "PATCH",
        cookie: s.cookie,
        body: { status: "cancelled", cancelReason: "The role is on hold" },
      }),
    );
    const late = await ask(s, made.id, NOW + 30 * HOUR);
    expect(late.status).toBe(409);
    expect((await errorOf(late)).error).toBe("not_proposing");
    expect(await requestsOf(made.id)).toHaveLength(3);
  });
});
