import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { UNMATCHED_TEXTS_PAGE, type UnmatchedTextView } from "../../worker/contract/sms";
import { timelineAnchor } from "../../worker/contract/timeline";
import { createDb } from "../../worker/db/client";
import {
  candidates,
  inboundTexts,
  notificationPreferences,
  smsOptOuts,
  staffNotifications,
  users,
} from "../../worker/db/schema";
import { api, createStaffUser, emptyDatabase, insertDefaultStaffAreas, ORIGIN, signIn } from "./helpers";
import { twilioWebhook } from "./twilio-helpers";

/**
 * A text from a number no candidate has (decision 073): kept, announced to the staff who follow candidates' texts
 * (never to staff without the candidates area), and listed where the notification links, until a candidate has the
 * number.
 */

const db = createDb(env.DB);
const FIRM_NUMBER = "+18005550142";
const STRANGER = "+13175550999";
const KNOWN = "+13175550123";

/** An empty database with staff of every kind (their ids) and the candidate Tia, whose number is KNOWN. */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const recruiterId = (await createStaffUser("rita.recruiter", "recruiter")).id;
  const managerId = (await createStaffUser("mona.manager", "manager")).id;
  const adminId = (await createStaffUser("ada.admin", "admin")).id;
  // Below the candidates area's required role, or with a custom list without it, or switched off.
  const userId = (await createStaffUser("uma.user", "user")).id;
  const marketerId = (await createStaffUser("mark.marketer", "manager")).id;
  await db
    .update(users)
    .set({ permissions: JSON.stringify(["content"]) })
    .where(eq(users.id, marketerId));
  const inactiveId = (await createStaffUser("ivy.inactive", "admin", { isActive: false })).id;
  await db.insert(candidates).values({
    id: "cand-known",
    firstName: "Tia",
    lastName: "Text",
    email: "tia@example.com",
    phone: KNOWN,
  });
  return { recruiterId, managerId, adminId, userId, marketerId, inactiveId };
}

const inboundText = (params: Record<string, string>) => twilioWebhook("/api/sms/inbound", params);

const notified = async () =>
  (await db.select().from(staffNotifications)).map((row) => [row.userId, row.title, row.link]).sort();

async function listUnmatched(cookie: string, query = "") {
  return api(`/api/admin/unmatched-texts${query}`, { cookie });
}

describe("a text from a number no candidate has", () => {
  it("notifies every active user who may see candidates, once, linking to the list; nobody without the area", async () => {
    const { recruiterId, managerId, adminId, userId, marketerId, inactiveId } = await setup();
    const text = { MessageSid: "SM-stranger", From: STRANGER, To: FIRM_NUMBER, Body: "Is the nurse job still open?" };
    expect((await inboundText(text)).status).toBe(200);
    // Twilio's retry of the same webhook adds nothing.
    expect((await inboundText(text)).status).toBe(200);
    const title = `Text from ${STRANGER}, a number no candidate has: Is the nurse job still open?`;
    expect(await notified()).toEqual(
      [recruiterId, managerId, adminId].map((id) => [id, title, UNMATCHED_TEXTS_PAGE]).sort(),
    );
    for (const without of [userId, marketerId, inactiveId]) {
      expect((await notified()).map(([id]) => id)).not.toContain(without);
    }
    expect(await env.DB.prepare("select candidate_id from inbound_texts").all()).toMatchObject({
      results: [{ candidate_id: null }],
    });
  });

  it("is not announced to a user who turned texts off, and emails one who chose email", async () => {
    const { recruiterId, managerId, adminId } = await setup();
    await db.insert(notificationPreferences).values([
      { userId: managerId, event: "text_received", inApp: false, email: false, scope: "all" },
      { userId: adminId, event: "text_received", inApp: true, email: true, scope: "all" },
    ]);
    await db.update(users).set({ email: "ada@example.com" }).where(eq(users.id, adminId));
    await inboundText({ MessageSid: "SM-prefs", From: STRANGER, To: FIRM_NUMBER, Body: "Hello?" });
    expect((await notified()).map(([id]) => id).sort()).toEqual([recruiterId, adminId].sort());
    const email = await env.DB.prepare("select recipient, payload from deliveries where kind = 'email'").first<{
      recipient: string;
      payload: string;
    }>();
    expect(email?.recipient).toBe("ada@example.com");
    expect(email?.payload).toContain(`${ORIGIN}${UNMATCHED_TEXTS_PAGE}`);
  });

  it("is listed where the notification links, newest first, until a candidate has the number", async () => {
    await setup();
    await inboundText({ MessageSid: "SM-1", From: STRANGER, To: FIRM_NUMBER, Body: "First <b>text</b>" });
    await inboundText({ MessageSid: "SM-2", From: "+13175550888", To: FIRM_NUMBER, Body: "Second" });
    await inboundText({ MessageSid: "SM-known", From: KNOWN, To: FIRM_NUMBER, Body: "From Tia" });
    await env.DB.prepare("update inbound_texts set received_at = received_at - 1000 where twilio_sid = 'SM-1'").run();
    const cookie = await signIn("rita.recruiter");

    const listed = await listUnmatched(cookie);
    expect(listed.status).toBe(200);
    expect(listed.headers.get("X-Total-Count")).toBe("2");
    const rows = (await listed.json()) as UnmatchedTextView[];
    expect(rows.map((row) => [row.fromNumber, row.body])).toEqual([
      ["+13175550888", "Second"],
      [STRANGER, "First <b>text</b>"],
    ]);
    expect(Number.isNaN(Date.parse(rows[0]!.receivedAt))).toBe(false);

    const paged = await listUnmatched(cookie, "?limit=1&offset=1");
    expect(((await paged.json()) as UnmatchedTextView[]).map((row) => row.body)).toEqual(["First <b>text</b>"]);
    expect(paged.headers.get("X-Total-Count")).toBe("2");

    // Once a candidate has the number, the text is on their timeline and off this list.
    await db.insert(candidates).values({
      id: "cand-new",
      firstName: "Sam",
      lastName: "Stranger",
      email: "sam@example.com",
      phone: STRANGER,
    });
    const after = (await (await listUnmatched(cookie)).json()) as UnmatchedTextView[];
    expect(after.map((row) => row.fromNumber)).toEqual(["+13175550888"]);
  });

  it("the list is refused to staff without the candidates area, and a bad page names its field", async () => {
    await setup();
    await inboundText({ MessageSid: "SM-private", From: STRANGER, To: FIRM_NUMBER, Body: "Private" });
    for (const username of ["uma.user", "mark.marketer"]) {
      const refused = await listUnmatched(await signIn(username));
      expect(refused.status).toBe(403);
      expect(await refused.text()).not.toContain("Private");
    }
    expect((await api("/api/admin/unmatched-texts")).status).toBe(401);
    const bad = await listUnmatched(await signIn("rita.recruiter"), "?limit=0");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ issues: [expect.objectContaining({ path: "limit" })] });
  });

  it("STOP from it is kept, listed and announced, and ends texts to the number until START", async () => {
    await setup();
    await inboundText({ MessageSid: "SM-stop", From: STRANGER, To: FIRM_NUMBER, Body: "STOP" });
    expect(await db.select().from(smsOptOuts)).toEqual([expect.objectContaining({ phone: STRANGER, keyword: "STOP" })]);
    expect((await notified()).map(([, title]) => title)).toContain(
      `Text from ${STRANGER}, a number no candidate has: STOP`,
    );
    const cookie = await signIn("rita.recruiter");
    expect(((await (await listUnmatched(cookie)).json()) as UnmatchedTextView[]).map((row) => row.body)).toEqual([
      "STOP",
    ]);
    await inboundText({ MessageSid: "SM-start", From: STRANGER, To: FIRM_NUMBER, Body: "start" });
    expect(await db.$count(smsOptOuts)).toBe(0);
  });

  it("a known number's text still goes to its candidate, with no owner to the staff who may see candidates", async () => {
    const { recruiterId, managerId, adminId } = await setup();
    await inboundText({ MessageSid: "SM-tia", From: KNOWN, To: FIRM_NUMBER, Body: "Call me" });
    const [text] = await db.select({ id: inboundTexts.id }).from(inboundTexts);
    // The notification opens the candidate at the text on their timeline.
    const link = `/admin/candidates/cand-known#${timelineAnchor("text_in", text!.id)}`;
    expect(await notified()).toEqual(
      [recruiterId, managerId, adminId].map((id) => [id, "Text from Tia Text: Call me", link]).sort(),
    );
    const listed = await listUnmatched(await signIn("rita.recruiter"));
    expect(await listed.json()).toEqual([]);
  });

  it("an erasure by the number deletes the text and erases its notifications' titles", async () => {
    await setup();
    await inboundText({ MessageSid: "SM-erase", From: STRANGER, To: FIRM_NUMBER, Body: "I live at 1 Main St" });
    const erased = await api("/api/admin/privacy/erase", {
      method: "POST",
      cookie: await signIn("ada.admin"),
      body: { q: "(317) 555-0999" },
    });
    expect(erased.status).toBe(200);
    expect(await env.DB.prepare("select count(*) as n from inbound_texts").first("n")).toBe(0);
    const titles = (await db.select().from(staffNotifications)).map((row) => row.title);
    expect(titles).toHaveLength(3);
    expect(titles.filter((title) => title.includes("Main St") || title.includes(STRANGER))).toEqual([]);
  });
});
