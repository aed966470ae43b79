import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { attachmentTextDelivery } from "../../worker/conversations/inbound-attachment-text";
import {
  INBOUND_ATTACHMENTS_MAX_COUNT,
  INBOUND_ATTACHMENTS_NAMES_LISTED,
} from "../../worker/conversations/inbound-attachments";
import { HTML_TEXT_MAX_CHARS, htmlToText } from "../../worker/conversations/inbound-html";
import { checkSender } from "../../worker/conversations/inbound-sender";
import { replyAddress } from "../../worker/conversations/reply-address";
import { createDb } from "../../worker/db/client";
import { candidates, contacts, crmLeads, deliveries, emailThreads, threadEmails } from "../../worker/db/schema";
import { queueDelivery, sendToQueue } from "../../worker/delivery/pipeline";
import type { Bindings } from "../../worker/env";
import { loadDomainNames } from "../../worker/lazy-modules";
import { RECEIVED_MAIL_PREFIX } from "../../worker/privacy/private-files";
import { createStaffUser, emptyDatabase } from "./helpers";
import { deliverEmail, mime, passingChecks } from "./inbound-helpers";

/** Issue 42's defects of email in: forged senders, costly HTML, unbounded attachments, large dispatches. */

const db = createDb(env.DB);

const GENERAL = "info@talentpartners-search.com";
const TOKEN = "mfrggzdfmztwq2lknnwg23tpoa";
const threadAddress = replyAddress(TOKEN, env);
/** The queue is not what these tests look at: what would be handed to it is dropped. */
const bindings: Bindings = {
  ...env,
  DELIVERIES: { send: async () => {}, sendBatch: async () => {} } as unknown as Queue,
};
const deliver = (raw: string, envelope: { from: string; to: string }, results?: string | null) =>
  deliverEmail(bindings, raw, envelope, results);

/** An empty database with a candidate, Casey, and a thread with her owned by a recruiter (their ids). */
async function setup() {
  await emptyDatabase();
  const owner = await createStaffUser("owen.owner", "recruiter");
  const candidateId = crypto.randomUUID();
  const threadId = crypto.randomUUID();
  await db.batch([
    db
      .insert(candidates)
      .values({ id: candidateId, firstName: "Casey", lastName: "Candidate", email: "casey@example.com" }),
    db
      .insert(emailThreads)
      .values({ id: threadId, candidateId, subject: "The role", replyToken: TOKEN, ownerId: owner.id }),
  ]);
  return { candidateId, threadId };
}

/** What the handler filed: inbox messages, thread emails, candidates and CRM leads. */
async function filed() {
  const [messages, replies, people, leads] = await db.batch([
    db.select().from(contacts),
    db.select().from(threadEmails),
    db.select({ email: candidates.email }).from(candidates),
    db.select({ id: crmLeads.id }).from(crmLeads),
  ]);
  return { messages, replies, people, leads };
}

/** Filed for staff to place: one unplaced inbox message on no candidate, nothing threaded, no candidate nor lead made. */
async function expectUnplaced(from: string) {
  const { messages, replies, people, leads } = await filed();
  expect(replies).toEqual([]);
  expect(messages).toHaveLength(1);
  expect(messages[0]).toMatchObject({ inquiry: "Unplaced email", email: from, candidateId: null, source: "email" });
  expect(people.map((person) => person.email)).toEqual(["casey@example.com"]);
  expect(leads).toEqual([]);
  return messages[0]!;
}

describe("a forged sender (item 1)", () => {
  const FAILED = "mx.cloudflare.net; dkim=none; dmarc=none; spf=fail smtp.mailfrom=casey@example.com";

  it("to the general address with SPF failing and no DMARC verdict is filed unplaced, not on the candidate", async () => {
    await setup();
    const raw = mime({ from: "casey@example.com", to: GENERAL, text: "Please send my file to me." });
    expect(await deliver(raw, { from: "casey@example.com", to: GENERAL }, FAILED)).toBeNull();
    const message = await expectUnplaced("casey@example.com");
    expect(message.message).toContain("Sender not verified");
  });

  it("is not trusted for a results header the sender wrote below the mail host's", async () => {
    await setup();
    const headers = { "Authentication-Results": "attacker.example; dkim=pass header.d=example.com" };
    const raw = mime({ from: "casey@example.com", to: GENERAL, text: "Trust me", headers });
    expect(await deliver(raw, { from: "casey@example.com", to: GENERAL }, FAILED)).toBeNull();
    await expectUnplaced("casey@example.com");
  });

  it("is not trusted for a header that names the mail host but is not on top", async () => {
    await setup();
    const headers = { "Authentication-Results": "mx.cloudflare.net; dkim=pass header.d=example.com; dmarc=pass" };
    const raw = mime({ from: "casey@example.com", to: threadAddress, text: "Trust me", headers });
    expect(await deliver(raw, { from: "casey@example.com", to: threadAddress }, FAILED)).toBeNull();
    await expectUnplaced("casey@example.com");
  });

  it("with no results header of the mail host at all is filed unplaced", async () => {
    await setup();
    const headers = { "Authentication-Results": "attacker.example; spf=pass smtp.mailfrom=casey@example.com" };
    const raw = mime({ from: "casey@example.com", to: threadAddress, text: "Hello", headers });
    expect(await deliver(raw, { from: "casey@example.com", to: threadAddress }, null)).toBeNull();
    await expectUnplaced("casey@example.com");
  });

  it("replying to a thread with checks that passed for another domain is not threaded", async () => {
    await setup();
    const other =
      "mx.cloudflare.net; dkim=pass header.d=attacker.example; spf=pass smtp.mailfrom=bounce@attacker.example; dmarc=none";
    const raw = mime({ from: "casey@example.com", to: threadAddress, text: "Wire the fee here" });
    expect(await deliver(raw, { from: "bounce@attacker.example", to: threadAddress }, other)).toBeNull();
    await expectUnplaced("casey@example.com");
  });

  it("a verified reply still lands on its thread", async () => {
    const { threadId } = await setup();
    const raw = mime({ from: "casey@example.com", to: threadAddress, text: "Tuesday works." });
    expect(
      await deliver(raw, { from: "casey@example.com", to: threadAddress }, passingChecks("casey@example.com")),
    ).toBeNull();
    const { replies, messages } = await filed();
    expect(replies.map((reply) => reply.threadId)).toEqual([threadId]);
    expect(messages).toEqual([]);
  });

  it("reads only the top results header, aligned by organisational domain", async () => {
    await setup();
    const { getDomain } = await loadDomainNames();
    const organisational = (domain: string) => getDomain(domain, { allowPrivateDomains: true });
    const check = (from: string, ...values: string[]) =>
      checkSender(
        { headers: values.map((value) => ({ key: "authentication-results", value })), from, envelopeFrom: from },
        "mx.cloudflare.net",
        organisational,
      ).verdict;
    const host = "mx.cloudflare.net";
    expect(check("a@example.com", `${host}; dkim=pass header.d=example.com; spf=fail; dmarc=none`)).toBe("verified");
    // A subdomain's signature is aligned with the organisation's From, and the other way round.
    expect(check("a@example.com", `${host}; dkim=pass header.d=mail.example.com`)).toBe("verified");
    expect(check("a@news.example.com", `${host}; spf=pass smtp.mailfrom=bounce@example.com`)).toBe("verified");
    // Under a public suffix, another registrant is another organisation.
    expect(check("a@victim.co.uk", `${host}; spf=pass smtp.mailfrom=x@attacker.co.uk`)).toBe("unverified");
    expect(
      check("a@example.com", `${host}; dkim=pass header.d=example.org; spf=pass smtp.mailfrom=x@example.net`),
    ).toBe("unverified");
    // DMARC none is no verdict: SPF failing without an aligned signature is unverified.
    expect(check("a@example.com", `${host}; dkim=none; dmarc=none; spf=fail`)).toBe("unverified");
    expect(check("a@example.com", `${host}; dmarc=fail; dkim=pass header.d=example.com`)).toBe("refused");
    // Only the top header counts, and only when it names the mail host.
    expect(check("a@example.com", `${host}; spf=fail`, `${host}; dkim=pass header.d=example.com`)).toBe("unverified");
    expect(check("a@example.com", `other.example; dkim=pass header.d=example.com`)).toBe("unverified");
    expect(check("a@example.com", "attacker.example; dkim=pass", `${host}; spf=fail; dmarc=none`)).toBe("unverified");
    expect(check("a@example.com")).toBe("unverified");
    // The results of the ARC set the mail host seals count as its own when they are on top.
    const arc = (value: string) => ({ key: "arc-authentication-results", value });
    const sealed = (...headers: { key: string; value: string }[]) =>
      checkSender({ headers, from: "a@example.com", envelopeFrom: "a@example.com" }, host, organisational).verdict;
    expect(sealed(arc(`i=2; ${host}; dkim=pass header.d=example.com`), arc("i=1; mx.google.com; arc=none"))).toBe(
      "verified",
    );
    const forgedBelow = { key: "authentication-results", value: `${host}; dkim=pass header.d=example.com` };
    expect(sealed(arc(`i=1; ${host}; spf=fail; dkim=none`), forgedBelow)).toBe("unverified");
  });
});

describe("mail to an address nothing answers to (item 15c)", () => {
  it("is filed unplaced, making no candidate nor CRM lead, even from a verified sender", async () => {
    await setup();
    const to = "jobs@talentpartners-search.com";
    const raw = mime({ from: "dana.new@example.org", to, text: "Any openings?" });
    expect(await deliver(raw, { from: "dana.new@example.org", to })).toBeNull();
    const message = await expectUnplaced("dana.new@example.org");
    expect(message.message).not.toContain("Sender not verified");
  });
});

describe("an HTML part built to make a regex backtrack (item 2)", () => {
  const QUOTES = 80_000;

  it("is read in linear work: 80,000 and 800,000 unclosed blockquotes give the reply's words", async () => {
    await setup();
    expect(htmlToText(`<p>x</p>${"<blockquote>".repeat(QUOTES)}`)).toBe("x");
    expect(htmlToText(`<p>x</p>${"<blockquote>".repeat(QUOTES * 10)}`)).toBe("x");
    expect(htmlToText(`<p>x</p>${"<blockquote>y</blockquote>".repeat(QUOTES)}`)).toBe("x");
  });

  it("keeps at most its cap of text, whatever the length", async () => {
    await setup();
    const text = htmlToText("<p>word</p>".repeat(300_000));
    expect(text.length).toBeLessThanOrEqual(HTML_TEXT_MAX_CHARS);
    expect(text.startsWith("word\nword\n")).toBe(true);
  });

  it("keeps today's reading: lines, entities, no head, scripts or quoted history", async () => {
    await setup();
    const html =
      '<html><head><title>T</title><style>p{}</style></head><body><script>x()</script><p>Thanks &amp; see you&#33;<br>Casey &lt;3 &#x1F600;</p><div>Next</div><blockquote>Old</blockquote><div class="gmail_quote">On Mon Owen wrote: old</div></body></html>';
    expect(htmlToText(html)).toBe("Thanks & see you!\nCasey <3 \u{1F600}\nNext");
    expect(htmlToText("<!DOCTYPE html><p>3 < 5 and <b>6</b> > 5</p><!-- note -->")).toBe("3 < 5 and 6 > 5");
  });

  it("arriving as a reply, lands on its thread with its own words", async () => {
    const { threadId } = await setup();
    const raw = mime({ to: threadAddress, html: `<p>x</p>${"<blockquote>".repeat(QUOTES)}` });
    expect(raw.length).toBeGreaterThan(960_000);
    expect(await deliver(raw, { from: "casey@example.com", to: threadAddress })).toBeNull();
    const [reply] = await db.select().from(threadEmails).where(eq(threadEmails.threadId, threadId));
    expect(reply!.textBody).toBe("x");
  });
});

describe("a message carrying thousands of files (item 3)", () => {
  const FILES = 16_000;
  const files = Array.from({ length: FILES }, (_, index) => ({
    filename: `f${index}.txt`,
    contentType: "text/plain",
    data: new Uint8Array([65]),
  }));

  it("keeps a capped number beside the original, and lists the rest as not kept", async () => {
    const { threadId } = await setup();
    const raw = mime({ to: threadAddress, text: "Here you go.", attachments: files });
    expect(await deliver(raw, { from: "casey@example.com", to: threadAddress })).toBeNull();
    const [reply] = await db.select().from(threadEmails).where(eq(threadEmails.threadId, threadId));
    const objects = await env.RESUMES.list({ prefix: `${RECEIVED_MAIL_PREFIX}${reply!.id}/` });
    expect(objects.objects.length).toBeLessThanOrEqual(INBOUND_ATTACHMENTS_MAX_COUNT);
    expect(objects.objects.map((object) => object.key).sort()).toEqual(
      reply!.attachments!.map((file) => file.key).sort(),
    );
    expect(reply!.attachments).toHaveLength(INBOUND_ATTACHMENTS_MAX_COUNT);
    expect(JSON.stringify(reply!.attachments).length).toBeLessThan(4_000);
    // The rest, named on the reply staff read: the first names and how many more.
    const notKept = FILES - INBOUND_ATTACHMENTS_MAX_COUNT;
    expect(reply!.textBody).toMatch(/^Here you go\.\n\nAttachments not kept \(/);
    expect(reply!.textBody).toContain(`f${INBOUND_ATTACHMENTS_MAX_COUNT}.txt`);
    expect(reply!.textBody).toContain(`and ${notKept - INBOUND_ATTACHMENTS_NAMES_LISTED} more`);
    expect(reply!.textBody.length).toBeLessThan(2_000);
    // The original keeps every file.
    expect(await env.RESUMES.head(`${RECEIVED_MAIL_PREFIX}${reply!.id}.eml`)).not.toBeNull();
  });

  it("whose headers run to megabytes, is stored with them cut to what a row can hold", async () => {
    const { threadId } = await setup();
    const longId = `<${"i".repeat(1_500_000)}@example.com>`;
    const raw = mime({ to: threadAddress, text: "Long headers.", headers: { "Message-ID": longId } });
    expect(await deliver(raw, { from: "casey@example.com", to: threadAddress })).toBeNull();
    const [reply] = await db.select().from(threadEmails).where(eq(threadEmails.threadId, threadId));
    expect(reply).toMatchObject({ textBody: "Long headers.", messageId: null, fromAddress: "casey@example.com" });
    expect(await env.RESUMES.head(`${RECEIVED_MAIL_PREFIX}${reply!.id}.eml`)).not.toBeNull();
  });

  it("sent to the general address, names a capped number of them in the inbox message", async () => {
    await setup();
    const raw = mime({ from: "dana.new@example.org", to: GENERAL, text: "My files.", attachments: files });
    expect(await deliver(raw, { from: "dana.new@example.org", to: GENERAL })).toBeNull();
    const [message] = await db.select().from(contacts);
    expect(message!.message).toContain(`and ${FILES - INBOUND_ATTACHMENTS_NAMES_LISTED} more`);
    expect(message!.message.length).toBeLessThan(2_000);
  });
});

describe("handing many deliveries to the queue at once", () => {
  it("sends all of them, more than one sendBatch takes, through the real queue", async () => {
    // Readings of files that are no PDF nor DOCX: the consumer settles each at once ("failed"), calling nothing.
    await setup();
    const readings = Array.from({ length: 230 }, (_, index) =>
      queueDelivery(
        db,
        "attachment_text",
        attachmentTextDelivery("email-1", `mail/in/x/${index}-note.txt`, "note.txt"),
      ),
    );
    for (let start = 0; start < readings.length; start += 50) {
      const chunk = readings.slice(start, start + 50).map((reading) => reading.insert);
      await db.batch(chunk as [(typeof chunk)[number], ...typeof chunk]);
    }
    const ids = readings.map((reading) => reading.id);
    await sendToQueue(env, ids);
    // Each message that reached the consumer left "pending"; the cron's sweep is not run here.
    await vi.waitFor(
      async () => {
        const rows = await db.select({ id: deliveries.id, status: deliveries.status }).from(deliveries);
        expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
        expect(rows.filter((row) => row.status === "pending")).toEqual([]);
      },
      { timeout: 20_000, interval: 200 },
    );
  }, 40_000);
});
