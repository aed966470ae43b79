import type { SentEmailCopy } from "../../contract/deliveries";
import { htmlOfText } from "../../domain/email-html";
import { loadMimeBuilder } from "../../lazy-modules";

/**
 * An email as a MIME message (mimetext): what the Cloudflare binding sends, and the copy staff read on the deliveries
 * screen whichever sender took it. Text and HTML go base64-encoded in UTF-8 (any name or accent survives any relay);
 * the Message-ID is made from the delivery's id, so a follow-up can name it in In-Reply-To before it is even sent.
 */

/** An email to send, whichever sender takes it. */
export interface EmailMessage {
  /** The outbox row id: the Message-ID's local part, and Resend's idempotency key, so a retry never sends twice. */
  id: string;
  to: string;
  subject: string;
  text: string;
  /** The HTML part; made from the text when absent. */
  html?: string;
  /** Where replies go (a conversation's reply address, worker/conversations/reply-address.ts). */
  replyTo?: string;
  attachment?: { filename: string; contentType: string; base64Content: string };
  /** Extra message headers, e.g. List-Unsubscribe, In-Reply-To, References. */
  headers?: Record<string, string>;
}

/** The address inside "Name <address>", or the whole text when it is a bare address. */
export function addressOf(mailbox: string): string {
  return (/<([^<>\s]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim();
}

/** The domain of "Name <user@domain>" or "user@domain", lower-cased ("" when there is none). */
export function domainOf(mailbox: string): string {
  const address = addressOf(mailbox);
  return address.includes("@") ? address.slice(address.lastIndexOf("@") + 1).toLowerCase() : "";
}

/** The Message-ID of the email a delivery sends from `from`. */
export function messageIdOf(deliveryId: string, from: string): string {
  return `<${deliveryId}@${domainOf(from) || "localhost"}>`;
}

/** Base64 of a UTF-8 text, in lines of 76 characters (RFC 2045). */
function base64Lines(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return (btoa(binary).match(/.{1,76}/g) ?? []).join("\r\n");
}

export interface BuiltEmail {
  raw: string;
  messageId: string;
  copy: SentEmailCopy;
}

/** The MIME message of `message` from `from` ("Name <address>"); mimetext loads on the first email of an isolate. */
export async function buildEmail(message: EmailMessage, from: string, now = new Date()): Promise<BuiltEmail> {
  const { createMimeMessage, Mailbox } = await loadMimeBuilder();
  const mime = createMimeMessage();
  const messageId = messageIdOf(message.id, from);
  const html = message.html ?? htmlOfText(message.text);
  mime.setSender(from);
  mime.setRecipient(message.to);
  mime.setSubject(message.subject);
  mime.setHeader("Date", now.toUTCString().replace(/GMT|UTC/i, "+0000"));
  mime.setHeader("Message-ID", messageId);
  if (message.replyTo) mime.setHeader("Reply-To", new Mailbox(message.replyTo));
  for (const [name, value] of Object.entries(message.headers ?? {})) mime.setHeader(name, value);
  mime.addMessage({ contentType: "text/plain", data: base64Lines(message.text), encoding: "base64" });
  mime.addMessage({ contentType: "text/html", data: base64Lines(html), encoding: "base64" });
  if (message.attachment) {
    mime.addAttachment({
      filename: message.attachment.filename,
      contentType: message.attachment.contentType,
      data: (message.attachment.base64Content.match(/.{1,76}/g) ?? []).join("\r\n"),
    });
  }
  const raw = mime.asRaw();
  // The message's own headers end at the first blank line; the parts' headers follow it.
  const headers = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n/g, "\n");
  return { raw, messageId, copy: { headers, text: message.text, html } };
}
