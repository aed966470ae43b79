import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import PostalMime from "postal-mime";
import { beforeEach, describe, expect, it } from "vitest";
import { replyAddress } from "../../worker/conversations/reply-address";
import { createDb } from "../../worker/db/client";
import { candidates, emailThreads, threadEmails } from "../../worker/db/schema";
import { unsubscribeMailbox } from "../../worker/delivery/unsubscribe-footer";
import { autoReplyHeader, isAutoReply } from "../../worker/domain/auto-reply";
import type { Bindings } from "../../worker/env";
// The bundle the build makes (the Worker loads it lazily): mimetext itself is CommonJS the test runtime cannot load.
import { createMimeMessage } from "../../worker/vendor/mime-builder.js";
import { createStaffUser, emptyDatabase, insertDefaultStaffAreas } from "./helpers";
import { deliverEmail, mime } from "./inbound-helpers";

/**
 * Received mail and outreach (issue 50 items 3 and 5): automatic replies recognised by their headers and recorded on
 * the thread, and the mailto unsubscribe of a bulk email's List-Unsubscribe.
 */

const db = createDb(env.DB);
const TOKEN = "mfrggzdfmztwq2lknnwg23tpoa";
const bindings: Bindings = {
  ...env,
  DELIVERIES: { send: async () => undefined, sendBatch: async () => undefined } as unknown as Queue,
};

beforeEach(emptyDatabase);

/** A real message as a mail server would write it (mimetext), read back as the Worker reads it (postal-mime). */
async function headersOf(headers: Record<string, string>) {
  const message = createMimeMessage();
  message.setSender({ name: "Casey Candidate", addr: "casey@example.com" });
  message.setRecipient("owen@firm.example");
  message.setSubject("Automatic reply: The controller role");
  message.setHeader("Message-ID", `<${crypto.randomUUID()}@example.com>`);
  for (const [name, value] of Object.entries(headers)) message.setHeader(name, value);
  message.addMessage({ contentType: "text/plain", data: "I am away until Monday." });
  return (await PostalMime.parse(message.asRaw())).headers;
}

describe("auto-reply recognition", () => {
  it("recognises out-of-office and automatic replies by their headers", async () => {
    // Gmail's vacation responder and RFC 3834 responders.
    expect(autoReplyHeader(await headersOf({ "Auto-Submitted": "auto-replied" }))).toBe("Auto-Submitted: auto-replied");
    expect(autoReplyHeader(await headersOf({ "Auto-Submitted": "auto-generated; owner-email=it@example.com" }))).toBe(
      "Auto-Submitted: auto-generated; owner-email=it@example.com",
    );
    // Exchange's out-of-office.
    expect(
      autoReplyHeader(
        await headersOf({ "X-Auto-Response-Suppress": "All", "X-MS-Exchange-Inbox-Rules-Loop": "casey@example.com" }),
      ),
    ).toBe("X-Auto-Response-Suppress: All");
    expect(isAutoReply(await headersOf({ "X-Auto-Response-Suppress": "DR, OOF, AutoReply" }))).toBe(true);
    expect(autoReplyHeader(await headersOf({ "X-Autoreply": "yes" }))).toBe("X-Autoreply: yes");
    expect(autoReplyHeader(await headersOf({ "X-Autorespond": "Out of office" }))).toBe("X-Autorespond: Out of office");
    for (const precedence of ["bulk", "junk", "auto_reply", "list", "Bulk"])
      expect(isAutoReply(await headersOf({ Precedence: precedence })), precedence).toBe(true);
  });

  it("counts a person's reply as a person's, whatever harmless headers it carries", async () => {
    expect(autoReplyHeader(await headersOf({}))).toBeNull();
    expect(autoReplyHeader(await headersOf({ "Auto-Submitted": "no" }))).toBeNull();
    expect(autoReplyHeader(await headersOf({ "Auto-Submitted": "No" }))).toBeNull();
    expect(autoReplyHeader(await headersOf({ Precedence: "first-class" }))).toBeNull();
    // Outlook asks for no read receipts on ordinary mail too: not an automatic reply.
    expect(autoReplyHeader(await headersOf({ "X-Auto-Response-Suppress": "RN, NRN" }))).toBeNull();
    expect(
      autoReplyHeader(await headersOf({ "In-Reply-To": "<a@firm.example>", "X-Mailer": "Apple Mail" })),
    ).toBeNull();
  });

  it("is recorded on a reply received on a thread", async () => {
    await insertDefaultStaffAreas();
    const owner = await createStaffUser("owen.owner", "recruiter");
    const candidateId = crypto.randomUUID();
    const threadId = crypto.randomUUID();
    await db.batch([
      db.insert(candidates).values({ id: candidateId, firstName: "Casey", lastName: "C", email: "casey@example.com" }),
      db
        .insert(emailThreads)
        .values({ id: threadId, candidateId, subject: "The role", replyToken: TOKEN, ownerId: owner.id }),
    ]);
    const to = replyAddress(TOKEN, env);
    const envelope = { from: "casey@example.com", to };
    const away = mime({
      to,
      subject: "Out of office",
      text: "Back Monday.",
      headers: { "Auto-Submitted": "auto-replied" },
    });
    expect(await deliverEmail(bindings, away, envelope)).toBeNull();
    expect(await deliverEmail(bindings, mime({ to, text: "Yes, Tuesday works." }), envelope)).toBeNull();
    const rows = await db
      .select({ subject: threadEmails.subject, autoReply: threadEmails.autoReply })
      .from(threadEmails)
      .where(eq(threadEmails.threadId, threadId))
      .orderBy(threadEmails.subject);
    expect(rows).toEqual([
      { subject: "Out of office", autoReply: true },
      { subject: "Re: The controller role", autoReply: false },
    ]);
  });
});

describe("unsubscribe by email (the mailto of List-Unsubscribe)", () => {
  async function reader(id: string, email: string) {
    await env.DB.prepare(
      "insert into newsletter_subscribers (id, email, status, source, legacy_manage_token, consent_version, origin, confirmed_at) values (?, ?, 'active', 'signup', ?, 'newsletter-2026-11', 'http://localhost', 1)",
    )
      .bind(id, email, `manage-token-of-${id}-0000000000`)
      .run();
  }
  const status = (id: string) =>
    env.DB.prepare("select status from newsletter_subscribers where id = ?").bind(id).first<{ status: string }>();
  const mailbox = unsubscribeMailbox(env);

  it("unsubscribes the subscription its subject's token names and keeps nothing of the message", async () => {
    await reader("sub-1", "ann@example.com");
    await reader("sub-2", "bo@example.com");
    const kept = async () => (await env.RESUMES.list()).objects.length;
    const keptBefore = await kept();
    const raw = mime({
      from: "ann@example.com",
      to: mailbox,
      subject: "unsubscribe n.manage-token-of-sub-1-0000000000",
      text: "Unsubscribe",
    });
    expect(await deliverEmail(bindings, raw, { from: "ann@example.com", to: mailbox })).toBeNull();
    expect(await status("sub-1")).toEqual({ status: "unsubscribed" });
    expect(await status("sub-2")).toEqual({ status: "active" });
    expect(await kept()).toBe(keptBefore);
    expect(await env.DB.prepare("select count(*) as n from contacts").first()).toEqual({ n: 0 });
  });

  it("keeps a message whose token names nothing as unplaced mail for staff", async () => {
    await reader("sub-3", "cy@example.com");
    const raw = mime({
      from: "cy@example.com",
      to: mailbox,
      subject: "unsubscribe n.made-up-token-0000000000000",
      text: "Please stop.",
    });
    expect(await deliverEmail(bindings, raw, { from: "cy@example.com", to: mailbox })).toBeNull();
    expect(await status("sub-3")).toEqual({ status: "active" });
    expect(await env.DB.prepare("select count(*) as n from contacts").first()).toEqual({ n: 1 });
  });
});
