import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StaffRef } from "../../worker/contract/application-pipeline";
import type { MessageDetail, MessageListItem, MessageReplyView } from "../../worker/contract/inbox";
import { createDb } from "../../worker/db/client";
import { adminActivityLogs, contacts, deliveries, messageReplies } from "../../worker/db/schema";
import { attemptDelivery } from "../../worker/delivery/pipeline";
import { DELIVERY_KINDS } from "../../worker/delivery-kinds";
import { EMAIL_NOT_CONNECTED } from "../../worker/integrations/email/client";
import { api, createStaffUser, emptyDatabase, insertDefaultStaffAreas, signedInStaff } from "./helpers";

/** The messages inbox: contact messages listed, worked (status, assignee) and answered by email from a thread. */

const db = createDb(env.DB);

async function addMessage(values: Partial<typeof contacts.$inferInsert> & { firstName: string }) {
  const [row] = await db
    .insert(contacts)
    .values({
      lastName: "Lee",
      email: `${values.firstName.toLowerCase()}@example.com`,
      inquiry: "hire-talent",
      message: "Hello",
      source: "contact-page",
      ...values,
    })
    .returning();
  return row!;
}

async function list(cookie: string, query: string) {
  const response = await api(`/api/admin/messages${query}`, { cookie });
  expect(response.status, query).toBe(200);
  return { rows: (await response.json()) as MessageListItem[], total: Number(response.headers.get("X-Total-Count")) };
}

async function detail(cookie: string, id: string) {
  const response = await api(`/api/admin/messages/${id}`, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as MessageDetail;
}

const patch = (cookie: string, id: string, body: unknown) =>
  api(`/api/admin/messages/${id}`, { method: "PATCH", body, cookie });
const replyTo = (cookie: string, id: string, body: unknown) =>
  api(`/api/admin/messages/${id}/reply`, { method: "POST", body, cookie });

async function unread(cookie: string) {
  const response = await api("/api/admin/messages/unread-count", { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { unread: number }).unread;
}

/** An empty database with staff signed in: a recruiter, a manager colleague, a user without the inbox, and an inactive one. */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const recruiter = await signedInStaff("ann.recruiter", "recruiter");
  const colleague = await signedInStaff("bob.manager", "manager");
  const plainUser = await signedInStaff("una.user", "user");
  const inactiveId = (await createStaffUser("ivy.inactive", "recruiter", { isActive: false })).id;
  return { recruiter, colleague, plainUser, inactiveId };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("GET /api/admin/messages", () => {
  it("lists newest first with the first line, filters by status, searches name, email, company and text, and pages with the total", async () => {
    const { recruiter } = await setup();
    const old = await addMessage({
      firstName: "Olga",
      company: "Acme Robotics",
      message: "\n  We need three controllers.\nMore detail here.",
      createdAt: new Date("2026-10-01T15:00:00Z"),
    });
    const mid = await addMessage({
      firstName: "Mia",
      email: "mia@northwind.test",
      status: "in_progress",
      assigneeId: recruiter.id,
      createdAt: new Date("2026-11-01T15:00:00Z"),
    });
    const recent = await addMessage({
      firstName: "Rex",
      inquiry: "find-job",
      source: "home-contact",
      status: "done",
      message: `A nurse looking for 100% remote work ${"x".repeat(300)}`,
      createdAt: new Date("2026-11-20T15:00:00Z"),
    });

    const all = await list(recruiter.cookie, "");
    expect(all.total).toBe(3);
    expect(all.rows.map((row) => row.id)).toEqual([recent.id, mid.id, old.id]);
    expect(all.rows[2]).toMatchObject({
      company: "Acme Robotics",
      preview: "We need three controllers.",
      status: "new",
      assignee: null,
      inquiry: "hire-talent",
      source: "contact-page",
    });
    expect(all.rows[1]!.assignee).toEqual({ id: recruiter.id, name: "ann.recruiter" });
    expect(all.rows[0]!.preview.length).toBeLessThanOrEqual(140);
    expect(all.rows[0]!.preview.endsWith("…")).toBe(true);

    expect((await list(recruiter.cookie, "?status=new")).rows.map((row) => row.id)).toEqual([old.id]);
    expect((await list(recruiter.cookie, "?status=in_progress")).rows.map((row) => row.id)).toEqual([mid.id]);
    expect((await list(recruiter.cookie, "?status=")).total).toBe(3);
    expect((await list(recruiter.cookie, "?q=olga%20lee")).rows.map((row) => row.id)).toEqual([old.id]);
    expect((await list(recruiter.cookie, "?q=NORTHWIND")).rows.map((row) => row.id)).toEqual([mid.id]);
    expect((await list(recruiter.cookie, "?q=robotics")).rows.map((row) => row.id)).toEqual([old.id]);
    expect((await list(recruiter.cookie, "?q=controllers")).rows.map((row) => row.id)).toEqual([old.id]);
    expect((await list(recruiter.cookie, "?q=100%25")).rows.map((row) => row.id)).toEqual([recent.id]);
    expect((await list(recruiter.cookie, "?q=50%25")).total).toBe(0);
    expect((await list(recruiter.cookie, "?q=hello&status=in_progress")).rows.map((row) => row.id)).toEqual([mid.id]);

    const page = await list(recruiter.cookie, "?limit=2&offset=2");
    expect(page.total).toBe(3);
    expect(page.rows.map((row) => row.id)).toEqual([old.id]);
    expect((await list(recruiter.cookie, "?limit=100")).total).toBe(3);
  });

  it("searches inside the index: every word a prefix, newest first, paged and counted, and follows each edit", async () => {
    const { recruiter } = await setup();
    const integrity = env.DB.prepare("insert into contacts_fts(contacts_fts, rank) values ('integrity-check', 1)");
    const parkers = [];
    for (const firstName of ["Ann", "Bea", "Cal", "Ray"])
      parkers.push(await addMessage({ firstName, lastName: "Parker", status: firstName === "Bea" ? "done" : "new" }));
    await addMessage({ firstName: "Eli", lastName: "Stone", company: "Parkway Health" });
    const ids = parkers.map((row) => row.id);

    const first = await list(recruiter.cookie, "?q=parker&limit=2");
    expect(first.total).toBe(4);
    expect(first.rows.map((row) => row.id)).toEqual([ids[3], ids[2]]);
    expect((await list(recruiter.cookie, "?q=parker&limit=2&offset=2")).rows.map((row) => row.id)).toEqual([
      ids[1],
      ids[0],
    ]);
    expect((await list(recruiter.cookie, "?q=parker&limit=2&offset=4")).rows).toEqual([]);
    expect((await list(recruiter.cookie, "?q=park")).total).toBe(5);
    expect((await list(recruiter.cookie, "?q=bea%20park")).rows.map((row) => row.id)).toEqual([ids[1]]);
    // Typed in part and matched as typed: a stemmer would make "ray" "rai".
    expect((await list(recruiter.cookie, "?q=ray")).rows.map((row) => row.id)).toEqual([ids[3]]);
    expect((await list(recruiter.cookie, "?q=bea%40exam")).rows.map((row) => row.id)).toEqual([ids[1]]);
    const open = await list(recruiter.cookie, "?q=parker&status=new");
    expect(open.total).toBe(3);
    expect(open.rows.map((row) => row.id)).toEqual([ids[3], ids[2], ids[0]]);
    expect((await list(recruiter.cookie, "?q=%2B%2B")).total).toBe(0);

    await db
      .update(contacts)
      .set({ lastName: "Quinn", message: "Looking for a controller" })
      .where(eq(contacts.id, ids[0]!));
    expect((await list(recruiter.cookie, "?q=parker")).total).toBe(3);
    expect((await list(recruiter.cookie, "?q=controller%20quinn")).rows.map((row) => row.id)).toEqual([ids[0]]);
    await db.delete(contacts).where(eq(contacts.id, ids[3]!));
    expect((await list(recruiter.cookie, "?q=parker")).rows.map((row) => row.id)).toEqual([ids[2], ids[1]]);
    await integrity.run();
  });

  it("refuses bad queries with a 400 naming the field", async () => {
    const { recruiter } = await setup();
    for (const [query, field] of [
      ["?status=read", "status"],
      ["?limit=101", "limit"],
      ["?limit=0", "limit"],
      ["?offset=-1", "offset"],
      [`?q=${"x".repeat(201)}`, "q"],
    ] as const) {
      const response = await api(`/api/admin/messages${query}`, { cookie: recruiter.cookie });
      expect(response.status, query).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(field);
    }
  });
});

describe("access", () => {
  it("is for the inbox area: anonymous 401, a user-role account 403 on every route, recruiters and up allowed", async () => {
    const { colleague, plainUser } = await setup();
    const message = await addMessage({ firstName: "Ann" });
    const routes: [string, string, unknown?][] = [
      ["GET", "/api/admin/messages"],
      ["GET", "/api/admin/messages/unread-count"],
      ["GET", "/api/admin/messages/assignees"],
      ["GET", `/api/admin/messages/${message.id}`],
      ["PATCH", `/api/admin/messages/${message.id}`, { status: "done" }],
      ["POST", `/api/admin/messages/${message.id}/reply`, { body: "Hi" }],
    ];
    for (const [method, path, body] of routes) {
      expect((await api(path, { method, body })).status, `${method} ${path}`).toBe(401);
      expect((await api(path, { method, body, cookie: plainUser.cookie })).status, `${method} ${path}`).toBe(403);
    }
    expect((await api("/api/admin/messages", { cookie: colleague.cookie })).status).toBe(200);
    expect(await db.select().from(messageReplies)).toHaveLength(0);
    expect((await db.select().from(contacts))[0]!.status).toBe("new");
  });
});

describe("one message", () => {
  it("answers the full message with its contact details and an empty thread, and 404 when missing", async () => {
    const { recruiter } = await setup();
    const message = await addMessage({
      firstName: "Ann",
      phone: "+13175550142",
      company: "Acme",
      message: "Line one\n\n  indented <b>two</b>",
    });
    expect(await detail(recruiter.cookie, message.id)).toMatchObject({
      id: message.id,
      message: "Line one\n\n  indented <b>two</b>",
      phone: "+13175550142",
      company: "Acme",
      status: "new",
      replies: [],
    });
    expect((await api("/api/admin/messages/no-such-id", { cookie: recruiter.cookie })).status).toBe(404);
  });

  it("changes only the fields named, with the activity log", async () => {
    const { recruiter, colleague } = await setup();
    const message = await addMessage({ firstName: "Ann", status: "in_progress", assigneeId: recruiter.id });
    const assigned = (await (
      await patch(recruiter.cookie, message.id, { assigneeId: colleague.id })
    ).json()) as MessageDetail;
    expect(assigned).toMatchObject({ status: "in_progress", assignee: { id: colleague.id, name: "bob.manager" } });
    const done = (await (await patch(recruiter.cookie, message.id, { status: "done" })).json()) as MessageDetail;
    expect(done).toMatchObject({ status: "done", assignee: { id: colleague.id } });
    const cleared = (await (
      await patch(recruiter.cookie, message.id, { assigneeId: null, status: "new" })
    ).json()) as MessageDetail;
    expect(cleared).toMatchObject({ status: "new", assignee: null });
    const logs = await db.select().from(adminActivityLogs).where(eq(adminActivityLogs.entityId, message.id));
    expect(logs.map((log) => [log.action, log.userId])).toEqual([
      ["message.update", recruiter.id],
      ["message.update", recruiter.id],
      ["message.update", recruiter.id],
    ]);
  });

  it("refuses bad changes with a 400 naming the field and changes nothing", async () => {
    const { recruiter, plainUser, inactiveId } = await setup();
    const message = await addMessage({ firstName: "Ann", status: "in_progress" });
    const cases: [unknown, string][] = [
      [{ status: "read" }, "status"],
      [{ status: null }, "status"],
      [{ assigneeId: inactiveId }, "assigneeId"],
      [{ assigneeId: plainUser.id }, "assigneeId"],
      [{ assigneeId: "nobody" }, "assigneeId"],
      [{ assigneeId: "" }, "assigneeId"],
      [{ assigneeId: 7 }, "assigneeId"],
      [{ status: "done", assigneeId: "nobody" }, "assigneeId"],
      [{ status: "done", message: "x" }, "message"],
      [{}, "Send at least one field"],
    ];
    for (const [body, field] of cases) {
      const response = await patch(recruiter.cookie, message.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(await response.json()), JSON.stringify(body)).toContain(field);
    }
    const [row] = await db.select().from(contacts);
    expect(row).toMatchObject({ status: "in_progress", assigneeId: null });
    expect(await db.select().from(adminActivityLogs)).toHaveLength(0);
    expect((await patch(recruiter.cookie, "no-such-id", { status: "done" })).status).toBe(404);
  });

  it("names who may be assigned: active staff from recruiter up", async () => {
    const { recruiter } = await setup();
    const people = (await (
      await api("/api/admin/messages/assignees", { cookie: recruiter.cookie })
    ).json()) as StaffRef[];
    expect(people.map((person) => person.name)).toEqual(["ann.recruiter", "bob.manager"]);
  });
});

describe("replies", () => {
  it("stores the reply with its email in one batch, moves a new message to in progress and shows the delivery's state", async () => {
    const { recruiter } = await setup();
    const message = await addMessage({ firstName: "Ann", email: "ann@example.com" });
    const response = await replyTo(recruiter.cookie, message.id, { body: "  Thanks, Ann.\nWe can talk Tuesday.  " });
    expect(response.status).toBe(201);
    const view = (await response.json()) as MessageReplyView;
    expect(view).toMatchObject({
      body: "Thanks, Ann.\nWe can talk Tuesday.",
      author: { id: recruiter.id, name: "ann.recruiter" },
    });
    // Email is not configured in the tests: the reply is kept and its email waits, saying why.
    expect(view.delivery).toMatchObject({ status: "pending", waitingReason: EMAIL_NOT_CONNECTED, sentAt: null });

    const [stored] = await db.select().from(messageReplies);
    const [email] = await db.select().from(deliveries).where(eq(deliveries.kind, "email"));
    expect(stored).toMatchObject({
      id: view.id,
      messageId: message.id,
      authorId: recruiter.id,
      deliveryId: view.delivery!.id,
    });
    expect(email).toMatchObject({
      id: view.delivery!.id,
      recipient: "ann@example.com",
      summary: "Re: your message to Talent Partners Executive Search",
      relatedType: "message_reply",
      relatedId: view.id,
    });
    expect(JSON.parse(email!.payload)).toEqual({
      subject: "Re: your message to Talent Partners Executive Search",
      text: "Thanks, Ann.\nWe can talk Tuesday.\n\n--\nTalent Partners Executive Search\n(317) 555-0142 | info@talentpartners-search.com\n",
    });

    const after = await detail(recruiter.cookie, message.id);
    expect(after.status).toBe("in_progress");
    expect(after.replies.map((reply) => [reply.id, reply.body, reply.delivery?.status])).toEqual([
      [view.id, "Thanks, Ann.\nWe can talk Tuesday.", "pending"],
    ]);
    const logs = await db.select().from(adminActivityLogs).where(eq(adminActivityLogs.action, "message.reply"));
    expect(logs.map((log) => [log.entityId, log.userId])).toEqual([[message.id, recruiter.id]]);

    // Once the email goes out, the thread says so.
    const configured = { ...env, EMAIL_API_KEY: "re_test_key", EMAIL_FROM: "Talent Partners <hello@example.com>" };
    vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ id: "em_1" }));
    expect(
      await attemptDelivery(configured, db, DELIVERY_KINDS, email!.id, new Date(Date.now() + 2 * 60 * 60_000)),
    ).toEqual({ outcome: "sent" });
    const sent = (await detail(recruiter.cookie, message.id)).replies[0]!.delivery!;
    expect(sent.status).toBe("sent");
    expect(sent.waitingReason).toBeNull();
    expect(sent.sentAt).not.toBeNull();
  });

  it("keeps the thread in order and leaves a message already being worked, or done, where it is", async () => {
    const { recruiter, colleague } = await setup();
    const message = await addMessage({ firstName: "Ann", status: "done" });
    expect((await replyTo(recruiter.cookie, message.id, { body: "First" })).status).toBe(201);
    expect((await replyTo(colleague.cookie, message.id, { body: "Second" })).status).toBe(201);
    const after = await detail(recruiter.cookie, message.id);
    expect(after.status).toBe("done");
    expect(after.replies.map((reply) => [reply.body, reply.author?.name])).toEqual([
      ["First", "ann.recruiter"],
      ["Second", "bob.manager"],
    ]);
    expect(await db.select().from(deliveries)).toHaveLength(2);
  });

  it("assigns an unassigned message to the staff member who replies, and leaves an assigned one with its assignee", async () => {
    const { recruiter, colleague } = await setup();
    const unassigned = await addMessage({ firstName: "Ann" });
    expect((await replyTo(colleague.cookie, unassigned.id, { body: "On it" })).status).toBe(201);
    expect((await detail(recruiter.cookie, unassigned.id)).assignee).toMatchObject({ id: colleague.id });
    expect((await replyTo(recruiter.cookie, unassigned.id, { body: "Me too" })).status).toBe(201);
    expect((await detail(recruiter.cookie, unassigned.id)).assignee).toMatchObject({ id: colleague.id });
    const [log] = await db
      .select()
      .from(adminActivityLogs)
      .where(and(eq(adminActivityLogs.action, "message.reply"), eq(adminActivityLogs.userId, colleague.id)));
    expect(JSON.parse(log!.details!)).toMatchObject({ assigneeId: colleague.id });
  });

  it("stores neither the reply nor its email when the batch fails", async () => {
    const { recruiter } = await setup();
    const message = await addMessage({ firstName: "Ann" });
    await env.DB.prepare(
      "create trigger refuse_reply before insert on message_replies begin select raise(abort, 'refused by the test'); end",
    ).run();
    try {
      expect((await replyTo(recruiter.cookie, message.id, { body: "Hello" })).status).toBe(500);
    } finally {
      await env.DB.prepare("drop trigger refuse_reply").run();
    }
    expect(await db.select().from(deliveries)).toHaveLength(0);
    expect(await db.select().from(messageReplies)).toHaveLength(0);
    expect((await db.select().from(contacts))[0]!.status).toBe("new");
  });

  it("refuses an empty or over-long reply, or other fields, with a 400 naming the field and stores nothing; 404 when missing", async () => {
    const { recruiter } = await setup();
    const message = await addMessage({ firstName: "Ann" });
    for (const [body, field] of [
      [{ body: "" }, "body"],
      [{ body: "   " }, "body"],
      [{ body: "x".repeat(5001) }, "body"],
      [{}, "body"],
      [{ body: 5 }, "body"],
      [{ body: "Hi", to: "x@y.z" }, "to"],
    ] as const) {
      const response = await replyTo(recruiter.cookie, message.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(field);
    }
    expect((await replyTo(recruiter.cookie, message.id, { body: "x".repeat(5000) })).status).toBe(201);
    expect(await db.select().from(messageReplies)).toHaveLength(1);
    expect((await replyTo(recruiter.cookie, "no-such-id", { body: "Hello" })).status).toBe(404);
    expect(await db.select().from(deliveries)).toHaveLength(1);
  });
});

describe("GET /api/admin/messages/unread-count", () => {
  it("counts the new messages, and goes down as they are answered or marked", async () => {
    const { recruiter } = await setup();
    const first = await addMessage({ firstName: "Ann" });
    const second = await addMessage({ firstName: "Ben" });
    await addMessage({ firstName: "Cy", status: "done" });
    expect(await unread(recruiter.cookie)).toBe(2);
    await replyTo(recruiter.cookie, first.id, { body: "Hello" });
    expect(await unread(recruiter.cookie)).toBe(1);
    await patch(recruiter.cookie, second.id, { status: "done" });
    expect(await unread(recruiter.cookie)).toBe(0);
  });

  it("counts messages sent on both public forms", async () => {
    const { recruiter } = await setup();
    const page = await api("/api/contact/submit", {
      method: "POST",
      body: {
        firstName: "Pat",
        lastName: "Doe",
        email: "pat@example.com",
        helpType: "executive-search",
        message: "We need a CFO.",
      },
    });
    expect(page.status).toBe(201);
    const home = await api("/api/ghl/direct-contact", {
      method: "POST",
      body: {
        firstName: "Sam",
        lastName: "Roe",
        email: "sam@example.com",
        inquiry: "find-job",
        message: "Any nursing roles?",
      },
    });
    expect(home.status).toBe(201);
    expect(await unread(recruiter.cookie)).toBe(2);
    expect((await list(recruiter.cookie, "?q=CFO")).rows[0]).toMatchObject({
      firstName: "Pat",
      status: "new",
      inquiry: "executive-search",
      source: "contact-page",
      preview: "We need a CFO.",
    });
    expect((await list(recruiter.cookie, "?q=nursing")).rows[0]).toMatchObject({
      firstName: "Sam",
      status: "new",
      inquiry: "find-job",
      source: "home-contact",
    });
  });
});
