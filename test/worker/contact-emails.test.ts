import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CandidateEmailSent, ContactEmailView, EmailTemplateView } from "../../worker/contract/conversations";
import { createDb } from "../../worker/db/client";
import {
  clientContacts,
  clients,
  deliveries,
  emailThreads,
  staffNotifications,
  threadEmails,
} from "../../worker/db/schema";
import { attemptDelivery } from "../../worker/delivery/pipeline";
import { DELIVERY_KINDS } from "../../worker/delivery-kinds";
import type { Bindings } from "../../worker/env";
import worker from "../../worker/index";
// The bundle the build makes (the Worker loads it lazily): mimetext itself is CommonJS the test runtime cannot load.
import { createMimeMessage } from "../../worker/vendor/mime-builder.js";
import { createStaffUser, emptyDatabase, insertDefaultStaffAreas, ORIGIN, signedInStaff, signIn } from "./helpers";
import { deliverEmail } from "./inbound-helpers";

/**
 * Email with a client's contact (issue 33 item 3): written from the client page on the contact's one thread, with a
 * reply address that brings the contact's answer back to that thread.
 */

const FROM = "Talent Partners <hello@talentpartners.test>";
const noQueue = {
  async send() {},
  async sendBatch() {},
} as unknown as Queue;
const configured: Bindings = {
  ...env,
  EMAIL_FROM: FROM,
  INBOUND_EMAIL_DOMAIN: "replies.talentpartners.test",
  DELIVERIES: noQueue,
};
const db = createDb(env.DB);

const CLIENT = "client-acme";
const OTHER_CLIENT = "client-globex";
const CONTACT = "contact-hana";
const NO_EMAIL_CONTACT = "contact-ivo";
const contactPath = (contactId = CONTACT, clientId = CLIENT) =>
  `/api/admin/clients/${clientId}/contacts/${contactId}/emails`;

async function call(cookie: string, path: string, init: { method?: string; body?: unknown; bindings?: Bindings } = {}) {
  const ctx = createExecutionContext();
  const headers: Record<string, string> = { Cookie: cookie };
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  if (init.method && init.method !== "GET") headers.Origin = ORIGIN;
  const response = await worker.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: init.method ?? "GET",
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
    init.bindings ?? configured,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

async function send(cookie: string, body: unknown, path = contactPath()) {
  const response = await call(cookie, path, { method: "POST", body });
  expect(response.status, await response.clone().text()).toBe(202);
  return (await response.json()) as CandidateEmailSent;
}

/** The contact answering from their mail program: a real MIME message to the thread's reply address. */
async function replyAs(from: string, to: string, text: string) {
  const message = createMimeMessage();
  message.setSender({ name: "Hana Hiring", addr: from });
  message.setRecipient(to);
  message.setSubject("Re: Two finance leaders for you");
  message.setHeader("Message-ID", `<${crypto.randomUUID()}@acme.example>`);
  message.addMessage({ contentType: "text/plain", data: text });
  // As Email Routing hands it over: its checks (SPF and DKIM passed for the sender's domain) on top.
  return deliverEmail(configured, message.asRaw(), { from, to });
}

/** An empty database with a signed-in recruiter (cookie and id), and a client's contacts, one without an email. */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const { id: recruiterId, cookie } = await signedInStaff("rita.recruiter", "recruiter");
  await db.batch([
    db.insert(clients).values([
      { id: CLIENT, name: "Acme Foods" },
      { id: OTHER_CLIENT, name: "Globex" },
    ]),
    db.insert(clientContacts).values([
      { id: CONTACT, clientId: CLIENT, name: "Hana Hiring", email: "hana@acme.example" },
      { id: NO_EMAIL_CONTACT, clientId: CLIENT, name: "Ivo Phoneonly", phone: "3175550199" },
    ]),
  ]);
  return { cookie, recruiterId };
}

describe("POST /api/admin/clients/:id/contacts/:contactId/emails", () => {
  it("answers 202 with the email on the contact's thread, its delivery and the reply address", async () => {
    const { cookie, recruiterId } = await setup();
    const sent = await send(cookie, {
      subject: "Two finance leaders for {{client.name}}",
      body: "Hello {{contact.name}},\n\nTwo shortlisted. {{recruiter.name}}",
    });
    const [thread] = await db.select().from(emailThreads).where(eq(emailThreads.id, sent.threadId));
    expect(thread).toMatchObject({
      clientContactId: CONTACT,
      candidateId: null,
      applicationId: null,
      ownerId: recruiterId,
      subject: "Two finance leaders for Acme Foods",
    });
    expect(sent.replyTo).toBe(`reply+${thread!.replyToken}@replies.talentpartners.test`);
    const [email] = await db.select().from(threadEmails).where(eq(threadEmails.id, sent.id));
    expect(email).toMatchObject({
      direction: "out",
      toAddress: "hana@acme.example",
      textBody: "Hello Hana Hiring,\n\nTwo shortlisted. rita.recruiter",
      deliveryId: sent.deliveryId,
    });
    expect(
      await attemptDelivery(configured, db, DELIVERY_KINDS, sent.deliveryId, new Date(Date.now() + 3_600_000)),
    ).toEqual({ outcome: "sent" });
    const [delivery] = await db.select().from(deliveries).where(eq(deliveries.id, sent.deliveryId));
    expect(delivery).toMatchObject({ recipient: "hana@acme.example", status: "sent" });
    expect(delivery!.sentCopy!.headers).toContain(`Reply-To: <${sent.replyTo}>`);
    const log = await env.DB.prepare(
      "select action, entity_type, entity_id, details from admin_activity_logs where action = 'client.contact_email'",
    ).all<{ details: string }>();
    expect(log.results).toMatchObject([{ entity_type: "client", entity_id: CLIENT }]);
    expect(JSON.parse(log.results[0]!.details)).toMatchObject({ contactId: CONTACT, threadId: sent.threadId });

    // A follow-up stays on the one thread and names the first email.
    const second = await send(cookie, { subject: "Following up", body: "Any thoughts?" });
    expect(second.threadId).toBe(sent.threadId);
    const [followUp] = await db.select().from(deliveries).where(eq(deliveries.id, second.deliveryId));
    expect(JSON.parse(followUp!.payload).headers["In-Reply-To"]).toBe(`<${sent.deliveryId}@talentpartners.test>`);
  });

  it("sends a template filled in for the contact, and refuses a candidate's field by name", async () => {
    const { cookie } = await setup();
    const created = await call(cookie, "/api/admin/email-templates", {
      method: "POST",
      body: { name: "Intro", subject: "Hello from {{firm.name}}", body: "Dear {{contact.name}} of {{client.name}}" },
    });
    const template = (await created.json()) as EmailTemplateView;
    const sent = await send(cookie, { templateId: template.id });
    const [email] = await db.select().from(threadEmails).where(eq(threadEmails.id, sent.id));
    expect(email!.textBody).toBe("Dear Hana Hiring of Acme Foods");

    const candidateField = await call(cookie, contactPath(), {
      method: "POST",
      body: { subject: "Hi", body: "Hi {{candidate.firstName}}" },
    });
    expect(candidateField.status).toBe(400);
    const error = (await candidateField.json()) as { issues: { path: string; message: string }[] };
    expect(error.issues).toEqual([
      { path: "body", message: expect.stringMatching(/\{\{candidate\.firstName\}\} has no value for this contact/) },
    ]);
  });

  it("refuses bad input, a contact of another client, a contact without an address and no sender; writes nothing", async () => {
    const { cookie } = await setup();
    const cases: [unknown, string][] = [
      [{ subject: "Hi" }, "body"],
      [{ subject: "Hi", body: "{{contact.nickname}}" }, "body"],
      [{ subject: "Hi", body: "x", applicationId: "app-1" }, ""],
    ];
    for (const [body, path] of cases) {
      const response = await call(cookie, contactPath(), { method: "POST", body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = (await response.json()) as { issues: { path: string }[] };
      if (path) expect(error.issues.map((issue) => issue.path)).toContain(path);
    }
    const written = { subject: "Hi", body: "Hello" };
    expect((await call(cookie, contactPath(CONTACT, OTHER_CLIENT), { method: "POST", body: written })).status).toBe(
      404,
    );
    expect((await call(cookie, contactPath("nobody"), { method: "POST", body: written })).status).toBe(404);
    const noEmail = await call(cookie, contactPath(NO_EMAIL_CONTACT), { method: "POST", body: written });
    expect(noEmail.status).toBe(409);
    expect(await noEmail.json()).toMatchObject({ error: "no_email" });
    const notConnected = await call(cookie, contactPath(), { method: "POST", body: written, bindings: env });
    expect(notConnected.status).toBe(503);
    expect(await notConnected.json()).toMatchObject({ error: "email_not_connected" });
    const counts = await env.DB.prepare(
      "select (select count(*) from email_threads) as threads, (select count(*) from thread_emails) as emails, (select count(*) from deliveries) as deliveries",
    ).first();
    expect(counts).toEqual({ threads: 0, emails: 0, deliveries: 0 });
  });
});

describe("the contact's reply", () => {
  it("lands on the contact's thread, tells its owner with a link to the client, and is listed with the email", async () => {
    const { cookie, recruiterId } = await setup();
    const sent = await send(cookie, { subject: "Two finance leaders", body: "Shall we meet?" });
    expect(await replyAs("hana@acme.example", sent.replyTo, "Yes, Tuesday works.\n\n> Shall we meet?")).toBeNull();
    const stored = await db.select().from(threadEmails).where(eq(threadEmails.direction, "in"));
    expect(stored).toMatchObject([{ threadId: sent.threadId, fromAddress: "hana@acme.example" }]);
    const notes = await db.select().from(staffNotifications).where(eq(staffNotifications.userId, recruiterId));
    expect(notes).toMatchObject([{ event: "email_reply", link: `/admin/clients/${CLIENT}` }]);

    const page = await call(cookie, `${contactPath()}?limit=1`);
    expect(page.status).toBe(200);
    expect(page.headers.get("X-Total-Count")).toBe("2");
    const [newest] = (await page.json()) as ContactEmailView[];
    expect(newest).toMatchObject({ direction: "in", body: "Yes, Tuesday works.", fromAddress: "hana@acme.example" });
    const older = (await (await call(cookie, `${contactPath()}?limit=1&offset=1`)).json()) as ContactEmailView[];
    expect(older).toMatchObject([{ direction: "out", body: "Shall we meet?", author: "rita.recruiter" }]);
    expect((await call(cookie, contactPath(CONTACT, OTHER_CLIENT))).status).toBe(404);
  });
});

describe("access", () => {
  it("is the clients area's: a user without it is refused", async () => {
    await setup();
    const { cookie } = await signedInStaff("uma.user", "user");
    expect((await call(cookie, contactPath())).status).toBe(403);
    expect((await call(cookie, contactPath(), { method: "POST", body: { subject: "a", body: "b" } })).status).toBe(403);
  });

  it("lets a manager who owns the client read its contacts' emails without the clients area; no one else", async () => {
    const { cookie } = await setup();
    await send(cookie, { subject: "Two finance leaders", body: "Shall we meet?" });
    const { id: ownerId } = await createStaffUser("olga.owner", "manager");
    await createStaffUser("mike.manager", "manager");
    const { id: recruiterOwnerId } = await createStaffUser("rob.recruiter", "recruiter");
    await createStaffUser("ada.admin", "admin");
    await db.update(clients).set({ ownerId }).where(eq(clients.id, CLIENT));
    await db.update(clients).set({ ownerId: recruiterOwnerId }).where(eq(clients.id, OTHER_CLIENT));
    await db
      .insert(clientContacts)
      .values({ id: "contact-gus", clientId: OTHER_CLIENT, name: "Gus", email: "g@x.test" });
    const statusAs = async (username: string, path: string, method = "GET") => {
      const body = method === "POST" ? { subject: "a", body: "b" } : undefined;
      return (await call(await signIn(username), path, { method, body })).status;
    };
    // The clients area raised above managers in Portal Management.
    await env.DB.prepare("update admin_portals set required_role = 'admin' where slug = 'clients'").run();
    expect(await statusAs("olga.owner", contactPath())).toBe(200);
    const [newest] = (await (await call(await signIn("olga.owner"), contactPath())).json()) as ContactEmailView[];
    expect(newest).toMatchObject({ direction: "out", body: "Shall we meet?" });
    // Reading only, their own client only, and the rest of the client's records stay the area's.
    expect(await statusAs("olga.owner", contactPath(), "POST")).toBe(403);
    expect(await statusAs("olga.owner", `/api/admin/clients/${CLIENT}`)).toBe(403);
    expect(await statusAs("olga.owner", contactPath("contact-gus", OTHER_CLIENT))).toBe(403);
    expect(await statusAs("mike.manager", contactPath())).toBe(403);
    // Below manager, owning the client is not enough.
    expect(await statusAs("rob.recruiter", contactPath("contact-gus", OTHER_CLIENT))).toBe(403);
    expect(await statusAs("ada.admin", contactPath())).toBe(200);
    // A manager whose custom list leaves the clients area out, the area back at its default.
    await env.DB.prepare("update admin_portals set required_role = 'recruiter' where slug = 'clients'").run();
    await env.DB.prepare(`update users set permissions = '["scheduling"]' where id = ?`).bind(ownerId).run();
    expect(await statusAs("olga.owner", contactPath())).toBe(200);
    expect(await statusAs("mike.manager", contactPath())).toBe(200);
  });
});
