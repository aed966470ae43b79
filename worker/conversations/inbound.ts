import { COMPANY } from "../contract/company";
import { normalizeEmail } from "../contract/normalize";
import { createDb, type Db } from "../db/client";
import { dispatchDeliveries } from "../delivery/pipeline";
import { unsubscribeMailbox } from "../delivery/unsubscribe-footer";
import { isAutoReply } from "../domain/auto-reply";
import type { Bindings } from "../env";
import { ApiError } from "../http/errors";
import { siteOrigin } from "../http/site-origin";
import { tokenOfUnsubscribeSubject } from "../integrations/email/list-unsubscribe";
import { loadDomainNames, loadMailParser } from "../lazy-modules";
import { storeMessage, storeUnplacedMessage } from "../leads/store";
import { unsubscribeOneClick } from "../outreach/unsubscribe-store";
import { splitName } from "../people/store";
import { inboundRawKey } from "../privacy/private-files";
import { isSuppressed } from "../privacy/suppression";
import {
  attachedFiles,
  chooseAttachments,
  INBOUND_ATTACHMENTS_NAMES_LISTED,
  listedNames,
  notKeptLine,
  putAttachments,
  safeFileName,
  storedEntries,
} from "./inbound-attachments";
import { INBOUND_MAX_BYTES, replyText } from "./inbound-mail";
import { checkSender, inboundAuthservId, type SenderCheck } from "./inbound-sender";
import { findThreadByToken, storeThreadReply } from "./inbound-store";
import { replyTokenOf } from "./reply-address";

/**
 * The Worker's email handler (Cloudflare Email Routing; `wrangler dev` at /cdn-cgi/handler/email): each message to
 * the firm's inbound domain is refused, or kept and placed (docs/decisions/056-email-in.md).
 *
 * - Refused (a permanent SMTP error, so the sender hears of it and nothing is stored): over 10 MB, DMARC failing by
 *   the firm's mail host's own results (worker/conversations/inbound-sender.ts), or from an address erased on request.
 * - Kept first: the message as received goes to R2 (`mail/in/<id>.eml`) before it is filed, so nothing is lost.
 * - Placed, when its sender is verified (SPF or DKIM aligned with its From): a reply to a thread's reply address
 *   lands on that thread, its files in R2 once its row is written (worker/conversations/inbound-attachments.ts);
 *   mail to the general address becomes an inbox message and a candidate, as the contact form does. Anything else
 *   (an unverified sender, a token nobody was given, another address, a message that cannot be read) goes to the
 *   inbox, unassigned, as "Unplaced email", and makes no candidate nor lead (docs/decisions/074-inbound-sender-checks.md).
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
  const db = createDb(env.DB);
  const raw = new Uint8Array(await new Response(message.raw).arrayBuffer());
  const email = await parse(raw);
  // An unsubscribe by email (the mailto of a bulk email's List-Unsubscribe): its subject's token is the authority,
  // as the one-click link's is; nothing of the message is kept.
  if (await unsubscribedByEmail(env, db, message.to, email)) return;
  const sender = senderOf(email, message.from);
  const check = await senderCheck(env, email, sender.address, message.from);
  if (check.verdict === "refused") {
    message.setReject(check.reason);
    return;
  }
  if (await erased(db, [message.from, sender.address])) {
    message.setReject("This address does not receive replies here.");
    return;
  }
  const id = crypto.randomUUID();
  await env.RESUMES.put(inboundRawKey(id), raw, {
    httpMetadata: { contentType: "message/rfc822" },
    customMetadata: { from: message.from, to: message.to },
  });
  const received = {
    id,
    to: message.to,
    email,
    sender,
    check,
    envelopeSender: normalizeEmail(message.from),
    size: raw.byteLength,
  };
  try {
    const { deliveryIds } = await place(env, db, received);
    dispatchDeliveries(env, ctx, deliveryIds);
  } catch (error) {
    // No row points to the original: it goes, and the sending server, told of the failure, sends the message again.
    await env.RESUMES.delete(inboundRawKey(id));
    throw error;
  }
}

/** Whether the message is an unsubscribe to the unsubscribe mailbox with a token that names a subscription (now ended). */
async function unsubscribedByEmail(env: Bindings, db: Db, to: string, email: Email | null): Promise<boolean> {
  const token =
    email && normalizeEmail(to) === unsubscribeMailbox(env) && tokenOfUnsubscribeSubject(email.subject ?? "");
  if (!token) return false;
  return unsubscribeOneClick(db, token, new Date(), "mailto").then(
    () => true,
    (error: unknown) => {
      // A token that names nothing is an ordinary message to the mailbox: staff read it as unplaced mail.
      if (error instanceof ApiError && error.status === 404) return false;
      throw error;
    },
  );
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

/** The sender check of a parsed message by the firm's mail host's results; a message that cannot be read has none. */
async function senderCheck(env: Bindings, email: Email | null, from: string, envelopeFrom: string) {
  if (!email) return { verdict: "unverified", reason: "The message could not be read." } satisfies SenderCheck;
  const { getDomain } = await loadDomainNames();
  // Private suffixes count (one account of a shared host is no organisation of its neighbours).
  const organisational = (domain: string) => getDomain(domain, { allowPrivateDomains: true });
  return checkSender({ headers: email.headers, from, envelopeFrom }, inboundAuthservId(env), organisational);
}

/**
 * Who wrote it: the From header's mailbox when it has one, else the envelope sender. Cut to lengths no real one
 * reaches, so that the row it goes on can always be written (a header may be megabytes long).
 */
function senderOf(email: Email | null, envelopeFrom: string): { name: string; address: string } {
  const from = email?.from;
  const address = from && "address" in from && from.address ? from.address : envelopeFrom;
  return { name: from?.name?.trim().slice(0, 200) ?? "", address: normalizeEmail(address).slice(0, 320) };
}

/** The Message-ID for the thread's next email, when it is one a header line can carry. */
function messageIdOf(email: Email): string | null {
  return email.messageId && email.messageId.length <= 998 ? email.messageId : null;
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
  check: SenderCheck;
  size: number;
}

async function place(env: Bindings, db: Db, received: Received): Promise<{ deliveryIds: string[] }> {
  const { email, sender } = received;
  const origin = siteOrigin(env);
  const verified = email && received.check.verdict === "verified" ? email : null;
  const token = verified && replyTokenOf(received.to, env);
  const thread = token ? await findThreadByToken(db, token) : undefined;
  if (thread && verified) {
    const files = chooseAttachments(received.id, verified.attachments);
    const text = [replyText(verified), notKeptLine(files)].filter(Boolean).join("\n\n");
    const stored = await storeThreadReply(
      db,
      thread,
      {
        id: received.id,
        fromName: sender.name,
        fromAddress: sender.address,
        toAddress: received.to,
        subject: subjectOf(verified),
        text,
        messageId: messageIdOf(verified),
        sizeBytes: received.size,
        attachments: storedEntries(files.kept),
        envelopeSender: received.envelopeSender,
        autoReply: isAutoReply(verified.headers),
      },
      origin,
    );
    await putAttachments(env, files.kept);
    return stored;
  }
  const name = sender.name ? splitName(sender.name) : { firstName: sender.address.split("@")[0]!, lastName: "" };
  const general = verified !== null && normalizeEmail(received.to) === generalAddress(env);
  const inquiry = general ? EMAIL_INQUIRY.general : EMAIL_INQUIRY.unplaced;
  const message = { ...name, email: sender.address, inquiry, message: inboxText(received) };
  const options = { origin, id: received.id, envelopeSender: received.envelopeSender };
  return general ? storeMessage(db, "email", message, options) : storeUnplacedMessage(db, message, options);
}

function subjectOf(email: Email): string {
  return email.subject?.trim().slice(0, 300) || "(no subject)";
}

/**
 * An emailed inbox message's text: what it was sent to, why its sender is not trusted (when it is not), its subject
 * and words, and the files it carried (kept with the original; the first names listed).
 */
function inboxText({ email, to, check }: Received): string {
  if (!email) return `An email to ${to} that could not be read. The original is kept.`;
  const files = attachedFiles(email.attachments);
  const names = files
    .slice(0, INBOUND_ATTACHMENTS_NAMES_LISTED)
    .map((file, index) => safeFileName(file.filename, index));
  const attached = files.length ? `\n\nAttached (kept with the original): ${listedNames(names, files.length)}` : "";
  const unverified = check.verdict === "unverified" ? `Sender not verified: ${check.reason}\n` : "";
  return `To: ${to}\n${unverified}Subject: ${subjectOf(email)}\n\n${replyText(email)}${attached}`;
}
