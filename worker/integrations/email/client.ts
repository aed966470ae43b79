import type { ServiceStatus } from "../../contract/deliveries";
import type { Bindings } from "../../env";

/**
 * The email service: Resend's HTTP API (`POST https://api.resend.com/emails`, Bearer key) when EMAIL_API_KEY and
 * EMAIL_FROM are set, and an honest stand-in otherwise that sends nothing and says it is not connected, so queued
 * messages simply stay in the outbox until the service is configured.
 */

export interface EmailMessage {
  /** The outbox row id; sent as the provider's idempotency key so a retry never sends twice. */
  id: string;
  to: string;
  subject: string;
  text: string;
  attachment?: { filename: string; contentType: string; base64Content: string };
  /** Extra message headers (Resend's `headers`), e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export type SendResult = { ok: true; providerId: string | null } | { ok: false; error: string; retryable: boolean };

export interface EmailSender {
  readonly connected: boolean;
  send(message: EmailMessage): Promise<SendResult>;
}

export const RESEND_ENDPOINT = "https://api.resend.com/emails";
export const EMAIL_NOT_CONNECTED =
  "Email is not connected: set EMAIL_API_KEY and EMAIL_FROM to deliver queued messages.";

/** Whether email can be sent now: the email kind's status, and what visitors are told of their confirmations. */
export function emailServiceStatus(env: Pick<Bindings, "EMAIL_API_KEY" | "EMAIL_FROM">): ServiceStatus {
  return env.EMAIL_API_KEY && env.EMAIL_FROM
    ? { configured: true, reason: null }
    : { configured: false, reason: EMAIL_NOT_CONNECTED };
}

/** The real client for Resend. */
export function resendSender(apiKey: string, from: string): EmailSender {
  return {
    connected: true,
    async send(message) {
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
            ...(message.headers ? { headers: message.headers } : {}),
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
        return { ok: true, providerId: typeof id === "string" ? id : null };
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

/** The sender the configuration asks for. */
export function createEmailSender(env: Pick<Bindings, "EMAIL_API_KEY" | "EMAIL_FROM">): EmailSender {
  return env.EMAIL_API_KEY && env.EMAIL_FROM ? resendSender(env.EMAIL_API_KEY, env.EMAIL_FROM) : notConnectedSender;
}

/** Base64 of a UTF-8 text, for a text attachment such as an .ics file. */
export function base64OfText(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
