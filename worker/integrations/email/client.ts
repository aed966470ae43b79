import { EmailMessage as CloudflareEmailMessage } from "cloudflare:email";
import type { SentEmailCopy, ServiceStatus } from "../../contract/deliveries";
import type { Bindings } from "../../env";
import { addressOf, buildEmail, type EmailMessage } from "./mime";

/**
 * The email service, one interface with two real senders chosen by configuration (decision 054):
 * - Cloudflare Email Service, the `EMAIL` send_email binding, with a MIME message built here (mimetext); `wrangler dev`
 *   simulates the binding, so a fresh local start sends with no account (each message is written to a file and logged);
 * - Resend's HTTP API (`POST https://api.resend.com/emails`, Bearer key), when EMAIL_API_KEY is set.
 * Both send from EMAIL_FROM, the firm's address. Without it (or without any sender) an honest stand-in sends nothing
 * and says email is not connected, so queued messages stay in the outbox until the service is set up.
 */

/** A send that worked carries the message as it was handed over, for the deliveries screen. */
export type SendResult =
  | { ok: true; providerId: string | null; sentCopy: SentEmailCopy }
  | { ok: false; error: string; retryable: boolean };

export interface EmailSender {
  readonly connected: boolean;
  send(message: EmailMessage): Promise<SendResult>;
}

export const RESEND_ENDPOINT = "https://api.resend.com/emails";
/** What staff and visitors are told while no sender is set up (the configuration's names are in the README). */
export const EMAIL_NOT_CONNECTED = "Email is not connected: no sending service is set up yet.";

type EmailConfig = Pick<Bindings, "EMAIL" | "EMAIL_API_KEY" | "EMAIL_FROM">;

/** Whether email can be sent now: the email kind's status, and what visitors are told of their confirmations. */
export function emailServiceStatus(env: EmailConfig): ServiceStatus {
  return createEmailSender(env).connected
    ? { configured: true, reason: null }
    : { configured: false, reason: EMAIL_NOT_CONNECTED };
}

/** Cloudflare Email Service through the send_email binding: the MIME message as built by `buildEmail`. */
export function cloudflareSender(binding: SendEmail, from: string): EmailSender {
  return {
    connected: true,
    async send(message) {
      const email = await buildEmail(message, from);
      try {
        const result = await binding.send(new CloudflareEmailMessage(addressOf(from), message.to, email.raw));
        return { ok: true, providerId: result?.messageId ?? email.messageId, sentCopy: email.copy };
      } catch (error) {
        // The binding does not say which refusals are final: the pipeline's attempts bound the retries.
        return { ok: false, error: `Cloudflare Email refused the message: ${String(error)}`, retryable: true };
      }
    },
  };
}

/** The real client for Resend. */
export function resendSender(apiKey: string, from: string): EmailSender {
  return {
    connected: true,
    async send(message) {
      const email = await buildEmail(message, from);
      let response: Response;
      try {
        response = await fetch(RESEND_ENDPOINT, {
          method: "POST",
          headers: {
            authorization: `Bearer ${apiKey}`,
            "content-type": "application/json",
            "idempotency-key": message.id,
          },
          body: JSON.stringify({
            from,
            to: [message.to],
            subject: message.subject,
            text: message.text,
            html: email.copy.html,
            ...(message.replyTo ? { reply_to: message.replyTo } : {}),
            headers: { "Message-ID": email.messageId, ...message.headers },
            ...(message.attachment
              ? {
                  attachments: [
                    {
                      filename: message.attachment.filename,
                      content: message.attachment.base64Content,
                      content_type: message.attachment.contentType,
                    },
                  ],
                }
              : {}),
          }),
        });
      } catch (error) {
        return { ok: false, error: `Network error: ${String(error)}`, retryable: true };
      }
      const body = await response.text().catch(() => "");
      if (response.ok) {
        const id = (JSON.parse(body || "{}") as { id?: unknown }).id;
        return { ok: true, providerId: typeof id === "string" ? id : null, sentCopy: email.copy };
      }
      // 4xx other than rate limiting means the message itself is refused: retrying cannot help.
      const retryable = response.status === 429 || response.status >= 500;
      return { ok: false, error: `Resend answered ${response.status}: ${body.slice(0, 500)}`, retryable };
    },
  };
}

/** The stand-in used when no email service is configured. */
export const notConnectedSender: EmailSender = {
  connected: false,
  async send() {
    return { ok: false, error: EMAIL_NOT_CONNECTED, retryable: true };
  },
};

/** The sender the configuration asks for: Resend when its key is set, else the binding; both need EMAIL_FROM. */
export function createEmailSender(env: EmailConfig): EmailSender {
  if (!env.EMAIL_FROM) return notConnectedSender;
  if (env.EMAIL_API_KEY) return resendSender(env.EMAIL_API_KEY, env.EMAIL_FROM);
  if (env.EMAIL) return cloudflareSender(env.EMAIL, env.EMAIL_FROM);
  return notConnectedSender;
}

/** Base64 of a UTF-8 text, for a text attachment such as an .ics file. */
export function base64OfText(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
