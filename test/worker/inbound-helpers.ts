import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import type { Bindings } from "../../worker/env";
import worker from "../../worker/index";
// The bundle the build makes (the Worker loads it lazily): mimetext itself is CommonJS the test runtime cannot load.
import { createMimeMessage } from "../../worker/vendor/mime-builder.js";

/** Email in's test helpers: real MIME built with mimetext, handed to the Worker's email handler as Email Routing does. */

/**
 * The results header Email Routing puts on top of a message it received from `from`'s own servers: SPF and DKIM
 * passed for the From's domain.
 */
export function passingChecks(from: string): string {
  const domain = from.split("@")[1];
  return `mx.cloudflare.net; dkim=pass header.d=${domain} header.s=s1; spf=pass (mx.cloudflare.net: domain of ${from} designates 192.0.2.1 as permitted sender) smtp.mailfrom=${from}; dmarc=pass header.from=${domain}`;
}

/**
 * A message as Email Routing hands it to the handler: envelope, headers, the raw stream (with the results header
 * Email Routing adds on top, unless `results` is null), and setReject.
 */
export function inbound(raw: string, envelope: { from: string; to: string }, results?: string | null) {
  const checks = results === undefined ? passingChecks(envelope.from) : results;
  const bytes = new TextEncoder().encode(checks === null ? raw : `Authentication-Results: ${checks}\r\n${raw}`);
  const state: { rejected: string | null } = { rejected: null };
  const message = {
    from: envelope.from,
    to: envelope.to,
    headers: new Headers(checks === null ? {} : { "Authentication-Results": checks }),
    raw: new Response(bytes).body!,
    rawSize: bytes.byteLength,
    setReject(reason: string) {
      state.rejected = reason;
    },
    forward: () => Promise.reject(new Error("not forwarded")),
    reply: () => Promise.reject(new Error("not replied")),
  } as unknown as ForwardableEmailMessage;
  return { message, state };
}

/** Runs the Worker's email handler on one message; answers the reason it was refused, or null. */
export async function deliverEmail(
  bindings: Bindings,
  raw: string,
  envelope: { from: string; to: string },
  results?: string | null,
) {
  const { message, state } = inbound(raw, envelope, results);
  const ctx = createExecutionContext();
  await worker.email(message, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return state.rejected;
}

export function mime(options: {
  from?: string;
  to: string;
  subject?: string;
  text?: string;
  html?: string;
  attachments?: { filename: string; contentType: string; data: Uint8Array }[];
  /** Headers the sender writes into the message itself. */
  headers?: Record<string, string>;
}) {
  const message = createMimeMessage();
  message.setSender({ name: "Casey Candidate", addr: options.from ?? "casey@example.com" });
  message.setRecipient(options.to);
  message.setSubject(options.subject ?? "Re: The controller role");
  message.setHeader("Message-ID", `<${crypto.randomUUID()}@example.com>`);
  for (const [name, value] of Object.entries(options.headers ?? {})) message.setHeader(name, value);
  if (options.text !== undefined) message.addMessage({ contentType: "text/plain", data: options.text });
  if (options.html !== undefined) message.addMessage({ contentType: "text/html", data: options.html });
  for (const file of options.attachments ?? []) {
    message.addAttachment({
      filename: file.filename,
      contentType: file.contentType,
      data: btoa(String.fromCharCode(...file.data)),
    });
  }
  return message.asRaw();
}
