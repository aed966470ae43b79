import { COMPANY } from "../contract/company";
import { normalizeEmail } from "../contract/normalize";
import { createDb, type Db } from "../db/client";
import { dispatchDeliveries } from "../delivery/pipeline";
import type { Bindings } from "../env";
import { loadMailParser } from "../lazy-modules";
import { storeContact } from "../leads/store";
import { splitName } from "../people/store";
import { inboundAttachmentKey, inboundRawKey } from "../privacy/personal-data";
import { isSuppressed } from "../privacy/suppression";
import { INBOUND_MAX_BYTES, replyText, safeFileName, senderVerdict } from "./inbound-mail";
import { findThreadByToken, type StoredAttachment, storeThreadReply } from "./inbound-store";
import { replyTokenOf } from "./reply-address";

/**
 * The Worker's email handler (Cloudflare Email Routing; `wrangler dev` at /cdn-cgi/handler/email): each message to
 * the firm's inbound domain is refused, or kept and placed (docs/decisions/056-email-in.md).
 *
 * - Refused (a permanent SMTP error, so the sender hears of it and nothing is stored): over 10 MB, failing the
 *   sender checks Email Routing reports, or from an address erased on request.
 * - Kept first: the message as received goes to R2 (`mail/in/<id>.eml`) before anything reads it, so nothing is lost.
 * - Placed: a reply to a thread's reply address lands on that thread; mail to the general address becomes an inbox
 *   message and a candidate, as the contact form does; anything else (a token nobody was given, another address, a
 *   message that cannot be read) goes to the inbox, unassigned, as "Unplaced email".
 */

type Ctx = Pick<ExecutionContext, "waitUntil">;
/** A message as postal-mime reads it (its types named through the lazy loader, the one importer of the library). */
type Email = Awaited<ReturnType<Awaited<ReturnType<typeof loadMailParser>>["parse"]>>;

/** The firm's general address: `GENERAL_EMAIL_ADDRESS`, else the one the site shows. */
export function generalAddress(env: Pick<Bindings, "GENERAL_EMAIL_ADDRESS">): string {
  return normalizeEmail(env.GENERAL_EMAIL_ADDRESS?.trim() || COMPANY.email);
}

/** The inquiry an emailed inbox message is filed under. */
export const EMAIL_INQUIRY = { general: "Email", unplaced: "Unplaced email" } as const;

export async function receiveEmail(message: ForwardableEmailMessage, env: Bindings, ctx: Ctx): Promise<void> {
  if (message.rawSize > INBOUND_MAX_BYTES) {
    message.setReject("Message too large: the limit is 10 MB.");
    return;
  }
  const verdict = senderVerdict(message.headers);
  if (!verdict.ok) {
    message.setReject(verdict.reason);
    return;
  }
  const db = createDb(env.DB);
  const raw = new Uint8Array(await new Response(message.raw).arrayBuffer());
  const email = await parse(raw);
  const sender = senderOf(email, message.from);
  if (await erased(db, [message.from, sender.address])) {
    message.setReject("This address does not receive replies here.");
    return;
  }
  const id = crypto.randomUUID();
  await env.RESUMES.put(inboundRawKey(id), raw, {
    httpMetadata: { contentType: "message/rfc822" },
    customMetadata: { from: message.from, to: message.to },
  });
  const envelopeSender = normalizeEmail(message.from);
  const { deliveryIds } = await place(env, db, {
    id,
    to: message.to,
    email,
    sender,
    envelopeSender,
    size: raw.byteLength,
  });
  dispatchDeliveries(env, ctx, deliveryIds);
}

/** The parsed message, or null when postal-mime cannot read it (it is kept and filed unplaced all the same). */
async function parse(raw: Uint8Array): Promise<Email | null> {
  try {
    const PostalMime = await loadMailParser();
    return await PostalMime.parse(raw, { attachmentEncoding: "arraybuffer" });
  } catch (error) {
    console.error("email in: the message could not be parsed", error);
    return null;
  }
}

/** Who wrote it: the From header's mailbox when it has one, else the envelope sender. */
function senderOf(email: Email | null, envelopeFrom: string): { name: string; address: string } {
  const from = email?.from;
  const address = from && "address" in from && from.address ? from.address : envelopeFrom;
  return { name: from?.name?.trim() ?? "", address: normalizeEmail(address) };
}

/** Whether any of these addresses was erased on request (at any time: mail from it is refused). */
async function erased(db: Db, addresses: string[]): Promise<boolean> {
  const unique = [...new Set(addresses.filter(Boolean).map(normalizeEmail))];
  const hits = await Promise.all(unique.map((email) => isSuppressed(db, { email, phone: null }, new Date(0))));
  return hits.some(Boolean);
}

interface Received {
  id: string;
  to: string;
  email: Email | null;
  sender: { name: string; address: string };
  /** The SMTP envelope's sender, which may differ from the From header's. */
  envelopeSender: string;
  size: number;
}

async function place(env: Bindings, db: Db, received: Received): Promise<{ deliveryIds: string[] }> {
  const { email, sender } = received;
  const origin = env.SITE_URL ?? "";
  const token = replyTokenOf(received.to, env);
  const thread = token && email ? await findThreadByToken(db, token) : undefined;
  if (thread && email) {
    const attachments = await storeAttachments(env, received.id, email);
    return storeThreadReply(
      db,
      thread,
      {
        id: received.id,
        fromName: sender.name,
        fromAddress: sender.address,
        toAddress: received.to,
        subject: subjectOf(email),
        text: replyText(email),
        messageId: email.messageId ?? null,
        sizeBytes: received.size,
        attachments,
        envelopeSender: received.envelopeSender,
      },
      origin,
    );
  }
  const general = email !== null && normalizeEmail(received.to) === generalAddress(env);
  const name = sender.name ? splitName(sender.name) : { firstName: sender.address.split("@")[0]!, lastName: "" };
  return storeContact(
    db,
    "email",
    {
      ...name,
      email: sender.address,
      inquiry: general ? EMAIL_INQUIRY.general : EMAIL_INQUIRY.unplaced,
      message: inboxText(received),
    },
    { origin, id: received.id, envelopeSender: received.envelopeSender },
  );
}

function subjectOf(email: Email): string {
  return email.subject?.trim().slice(0, 300) || "(no subject)";
}

/** An emailed inbox message's text: what it was sent to, its subject and words, and the files it carried. */
function inboxText({ email, to }: Received): string {
  if (!email) return `An email to ${to} that could not be read. The original is kept.`;
  const files = email.attachments.filter((file) => file.disposition !== "inline");
  const attached = files.length
    ? `\n\nAttached (kept with the original): ${files.map((file, index) => safeFileName(file.filename, index)).join(", ")}`
    : "";
  return `To: ${to}\nSubject: ${subjectOf(email)}\n\n${replyText(email)}${attached}`;
}

/** Each attachment (not an inline image of the body) in R2 beside the original, under the message's id. */
async function storeAttachments(env: Bindings, id: string, email: Email): Promise<StoredAttachment[]> {
  const files = email.attachments.filter((file) => file.disposition !== "inline");
  return Promise.all(
    files.map(async (file, index) => {
      const filename = safeFileName(file.filename, index);
      const key = inboundAttachmentKey(id, index + 1, filename);
      const content = typeof file.content === "string" ? new TextEncoder().encode(file.content) : file.content;
      await env.RESUMES.put(key, content, { httpMetadata: { contentType: file.mimeType } });
      return { key, filename, contentType: file.mimeType, size: content.byteLength };
    }),
  );
}
