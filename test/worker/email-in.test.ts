import { createExecutionContext, createMessageBatch } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { INBOUND_MAX_BYTES, trimQuotedHistory } from "../../worker/conversations/inbound-mail";
import { replyAddress, replyTokenOf } from "../../worker/conversations/reply-address";
import { createDb } from "../../worker/db/client";
import {
  candidates,
  contacts,
  crmLeads,
  deliveries,
  emailThreads,
  staffNotifications,
  threadEmails,
} from "../../worker/db/schema";
import { DELIVERY_QUEUE, handleDeliveryBatch } from "../../worker/delivery/queue";
import { DELIVERY_KINDS } from "../../worker/delivery-kinds";
import type { Bindings } from "../../worker/env";
import worker from "../../worker/index";
import { inboundRawKey } from "../../worker/privacy/private-files";
import { suppressionInsert } from "../../worker/privacy/suppression";
import { createStaffUser, emptyDatabase, insertDefaultStaffAreas } from "./helpers";
import { deliverEmail, inbound, mime, passingChecks } from "./inbound-helpers";

/** Email in (issue 33 item 4): the Worker's email handler, called as Email Routing calls it, with real MIME. */

const db = createDb(env.DB);
const TOKEN = "mfrggzdfmztwq2lknnwg23tpoa";
const GENERAL = "info@talentpartners-search.com";

/** What the handler hands to the DELIVERIES queue, kept here so the tests consume it themselves. */
const queued: string[] = [];
const fakeQueue = {
  async send(body: { deliveryId: string }) {
    queued.push(body.deliveryId);
  },
  async sendBatch(messages: Iterable<{ body: { deliveryId: string } }>) {
    for (const message of messages) queued.push(message.body.deliveryId);
  },
} as unknown as Queue;
const bindings: Bindings = { ...env, DELIVERIES: fakeQueue };

/** Runs the Worker's queue handler on one delivery, as the queue would. */
async function consume(deliveryId: string) {
  const batch = createMessageBatch(DELIVERY_QUEUE, [
    { id: `msg-${deliveryId}`, timestamp: new Date(), attempts: 1, body: { deliveryId } },
  ]);
  await handleDeliveryBatch(batch, bindings, DELIVERY_KINDS);
}

/** A minimal DOCX: a document.xml with one paragraph per line. */
function docxWithParagraphs(...paragraphs: string[]): Uint8Array {
  const body = paragraphs.map((text) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`).join("");
  return zipSync({
    "word/document.xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    ),
  });
}

const deliver = (raw: string, envelope: { from: string; to: string }, results?: string | null) =>
  deliverEmail(bindings, raw, envelope, results);

const threadAddress = replyAddress(TOKEN, env);

/** An empty database with a candidate, Casey, and a thread with her owned by a recruiter (their ids). */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const owner = await createStaffUser("owen.owner", "recruiter");
  // A colleague who could see the reply too: only the owner is told.
  await createStaffUser("cleo.colleague", "recruiter");
  const candidateId = crypto.randomUUID();
  const threadId = crypto.randomUUID();
  await db.batch([
    db
      .insert(candidates)
      .values({ id: candidateId, firstName: "Casey", lastName: "Candidate", email: "casey@example.com" }),
    db.insert(emailThreads).values({
      id: threadId,
      candidateId,
      subject: "The controller role",
      replyToken: TOKEN,
      ownerId: owner.id,
    }),
  ]);
  return { owner, candidateId, threadId };
}

describe("a reply to a thread's address", () => {
  it("lands on the thread with its own words, its attachments in R2, and tells the owner only", async () => {
    const { owner, candidateId, threadId } = await setup();
    const pdf = new TextEncoder().encode("%PDF-1.4 resume");
    const raw = mime({
      to: threadAddress,
      text: "Yes, Tuesday works for me.\n\nCasey\n\nOn Mon, Nov 23, 2026 at 9:00 AM Owen Owner <owen@firm.example>\nwrote:\n> Would Tuesday suit you?\n> Owen",
      attachments: [{ filename: "../Casey resume.pdf", contentType: "application/pdf", data: pdf }],
    });
    expect(await deliver(raw, { from: "casey@example.com", to: threadAddress })).toBeNull();

    const [email] = await db.select().from(threadEmails).where(eq(threadEmails.threadId, threadId));
    expect(email).toMatchObject({
      direction: "in",
      fromAddress: "casey@example.com",
      toAddress: threadAddress,
      subject: "Re: The controller role",
      textBody: "Yes, Tuesday works for me.\n\nCasey",
    });
    expect(email!.attachments).toHaveLength(1);
    const [file] = email!.attachments!;
    expect(file).toMatchObject({ filename: "Casey resume.pdf", contentType: "application/pdf", size: pdf.byteLength });
    expect(new Uint8Array(await (await env.RESUMES.get(file!.key))!.arrayBuffer())).toEqual(pdf);
    // The original is kept whole, under the row's id.
    const received = `Authentication-Results: ${passingChecks("casey@example.com")}\r\n${raw}`;
    expect(await (await env.RESUMES.get(inboundRawKey(email!.id)))!.text()).toBe(received);

    const [thread] = await db.select().from(emailThreads).where(eq(emailThreads.id, threadId));
    expect(thread!.lastMessageAt).not.toBeNull();
    const notified = await db.select().from(staffNotifications).where(eq(staffNotifications.event, "email_reply"));
    expect(notified.map((row) => row.userId)).toEqual([owner.id]);
    // At the reply itself on the candidate's timeline.
    expect(notified[0]!.link).toBe(`/admin/candidates/${candidateId}#entry-email_in-${email!.id}`);
    expect(await db.select().from(contacts)).toEqual([]);
  });

  it("reads an HTML-only reply's words and leaves out its quoted history", async () => {
    const { threadId } = await setup();
    const html =
      '<html><head><style>p{color:red}</style></head><body><p>Thanks &amp; see you <b>Tuesday</b>.</p><div class="gmail_quote"><p>On Mon Owen wrote:</p><blockquote>Old text</blockquote></div></body></html>';
    expect(
      await deliver(mime({ to: threadAddress, html }), { from: "casey@example.com", to: threadAddress }),
    ).toBeNull();
    const [email] = await db.select().from(threadEmails).where(eq(threadEmails.threadId, threadId));
    expect(email!.textBody).toBe("Thanks & see you Tuesday.");
  });

  it("with a token nobody was given is not threaded: it goes to the inbox, unassigned", async () => {
    await setup();
    const forged = replyAddress("zzzzzzzzzzzzzzzzzzzzzzzzzz", env);
    const raw = mime({ from: "mallory@example.com", to: forged, text: "Let me in" });
    expect(await deliver(raw, { from: "mallory@example.com", to: forged })).toBeNull();
    expect(await db.select().from(threadEmails)).toEqual([]);
    const [message] = await db.select().from(contacts);
    expect(message).toMatchObject({
      source: "email",
      inquiry: "Unplaced email",
      email: "mallory@example.com",
      status: "new",
      assigneeId: null,
    });
    expect(message!.message).toContain("Let me in");
    expect(await env.RESUMES.get(inboundRawKey(message!.id))).not.toBeNull();
    // Filed for staff to place: no candidate and no CRM lead of its sender (issue 42 item 15c).
    expect(message!.candidateId).toBeNull();
    expect(await db.select().from(candidates).where(eq(candidates.email, "mallory@example.com"))).toEqual([]);
    expect(await db.select().from(crmLeads)).toEqual([]);
  });
});

describe("a PDF or DOCX attached to a reply", () => {
  it("goes through the resume reading, and its words are kept on the attachment", async () => {
    const { threadId } = await setup();
    const raw = mime({
      to: threadAddress,
      text: "My updated resume is attached.",
      attachments: [
        {
          filename: "casey.docx",
          contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
          data: docxWithParagraphs("Certified controller", "Twelve years in audit"),
        },
        { filename: "broken.pdf", contentType: "application/pdf", data: new TextEncoder().encode("not a pdf") },
        { filename: "photo.png", contentType: "image/png", data: new Uint8Array([137, 80, 78, 71]) },
      ],
    });
    expect(await deliver(raw, { from: "casey@example.com", to: threadAddress })).toBeNull();
    const [email] = await db.select().from(threadEmails).where(eq(threadEmails.threadId, threadId));
    const readings = await db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.kind, "attachment_text"), eq(deliveries.relatedId, email!.id)));
    // The two documents, not the picture; dispatched once the email is stored.
    expect(readings).toHaveLength(2);
    expect(readings.every((reading) => queued.includes(reading.id))).toBe(true);
    for (const reading of readings) await consume(reading.id);

    const [read] = await db.select().from(threadEmails).where(eq(threadEmails.id, email!.id));
    const byName = Object.fromEntries(read!.attachments!.map((file) => [file.filename, file]));
    expect(byName["casey.docx"]!.text).toBe("Certified controller\nTwelve years in audit");
    expect(byName["broken.pdf"]!.text).toBeUndefined();
    expect(byName["broken.pdf"]!.textError).toMatch(/PDF/);
    expect(byName["photo.png"]).toMatchObject({ contentType: "image/png", size: 4 });
  });
});

describe("mail to the firm's general address", () => {
  it("becomes an inbox message and a candidate, as the contact form does", async () => {
    await setup();
    const raw = mime({
      from: "dana.new@example.org",
      to: GENERAL,
      subject: "Looking for a CFO role",
      text: "Hello, I am looking for my next role.",
    });
    expect(await deliver(raw, { from: "dana.new@example.org", to: GENERAL })).toBeNull();
    const [message] = await db.select().from(contacts);
    expect(message).toMatchObject({ source: "email", inquiry: "Email", firstName: "Casey", lastName: "Candidate" });
    expect(message!.message).toContain("Subject: Looking for a CFO role");
    expect(message!.message).toContain("Hello, I am looking for my next role.");
    const [candidate] = await db.select().from(candidates).where(eq(candidates.email, "dana.new@example.org"));
    expect(message!.candidateId).toBe(candidate!.id);
  });
});

describe("refused, never threaded nor stored", () => {
  it("refuses mail over 10 MB", async () => {
    await setup();
    const { message, state } = inbound(mime({ to: threadAddress, text: "big" }), {
      from: "casey@example.com",
      to: threadAddress,
    });
    Object.defineProperty(message, "rawSize", { value: INBOUND_MAX_BYTES + 1 });
    await worker.email(message, env, createExecutionContext());
    expect(state.rejected).toMatch(/10 MB/);
    expect(await db.select().from(threadEmails)).toEqual([]);
    expect(await db.select().from(contacts)).toEqual([]);
  });

  it("refuses mail whose DMARC check failed at Email Routing", async () => {
    await setup();
    const rejected = await deliver(
      mime({ to: threadAddress, text: "Spoofed" }),
      { from: "casey@example.com", to: threadAddress },
      "mx.cloudflare.net; dkim=none; spf=fail smtp.mailfrom=example.com; dmarc=fail header.from=example.com",
    );
    expect(rejected).toMatch(/DMARC/);
    expect(await db.select().from(threadEmails)).toEqual([]);
    expect(await db.select().from(contacts)).toEqual([]);
  });

  it("refuses mail from an address erased on request", async () => {
    await setup();
    const keptBefore = (await env.RESUMES.list({ prefix: "mail/in/" })).objects.length;
    const suppression = await suppressionInsert(db, ["gone@example.com"], [], new Date());
    await suppression.insert!;
    const rejected = await deliver(mime({ from: "gone@example.com", to: GENERAL, text: "Hi again" }), {
      from: "gone@example.com",
      to: GENERAL,
    });
    expect(rejected).not.toBeNull();
    expect(await db.select().from(contacts)).toEqual([]);
    expect((await env.RESUMES.list({ prefix: "mail/in/" })).objects).toHaveLength(keptBefore);
  });
});

describe("reading a message", () => {
  it("trims the quoted history of the common mail clients", async () => {
    await setup();
    expect(trimQuotedHistory("Sounds good.\n\n-----Original Message-----\nFrom: Owen\nOld")).toBe("Sounds good.");
    expect(trimQuotedHistory("Fine.\r\n\r\nFrom: Owen Owner <o@x.example>\r\nSent: Monday\r\nOld")).toBe("Fine.");
    expect(trimQuotedHistory("Yes.\n\n> Would Tuesday suit you?\n> Owen")).toBe("Yes.");
    expect(trimQuotedHistory("On it!\nThanks")).toBe("On it!\nThanks");
    // A reply written between quoted lines is kept whole.
    expect(trimQuotedHistory("> Tuesday?\nYes\n> Time?\n10am")).toBe("> Tuesday?\nYes\n> Time?\n10am");
  });

  it("writes and reads back a thread's reply address, and nothing else", async () => {
    await setup();
    expect(replyTokenOf(replyAddress(TOKEN, env), env)).toBe(TOKEN);
    expect(replyTokenOf(`REPLY+${TOKEN}@TalentPartners-Search.com`, env)).toBe(TOKEN);
    expect(replyTokenOf(`reply+${TOKEN}@elsewhere.example`, env)).toBeNull();
    expect(replyTokenOf(`info@talentpartners-search.com`, env)).toBeNull();
    expect(replyTokenOf(`reply+a b@talentpartners-search.com`, env)).toBeNull();
  });
});
