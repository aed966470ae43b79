import { type APIRequestContext, expect } from "@playwright/test";

/**
 * The results header the firm's mail host (Email Routing, INBOUND_AUTHSERV_ID's default) puts on top of a message
 * from `from`'s own servers: SPF and DKIM passed for its domain. Without it a message is filed unplaced and never
 * lands on a person's record (decision 074). The worker tests' version is test/worker/inbound-helpers.ts.
 */
export function passingChecksHeader(from: string): string {
  const domain = from.split("@")[1];
  return `Authentication-Results: mx.cloudflare.net; dkim=pass header.d=${domain} header.s=s1; spf=pass smtp.mailfrom=${from}; dmarc=pass header.from=${domain}`;
}

/**
 * The person answers an email from their mailbox, to its reply address, as a real reply (no auto-reply headers),
 * through the local email endpoint; `quoting` adds the quoted email below the answer, as mail programs do.
 */
export async function replyByEmail(
  request: APIRequestContext,
  from: { address: string; name?: string },
  to: string,
  subject: string,
  words: string,
  quoting = false,
) {
  const raw = [
    passingChecksHeader(from.address),
    `From: ${from.name ? `${from.name} <${from.address}>` : from.address}`,
    `To: ${to}`,
    `Subject: Re: ${subject}`,
    `Message-ID: <${Date.now()}.reply@example.com>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "",
    words,
    "",
    ...(quoting
      ? [
          "On Fri, Nov 27, 2026 at 9:00 AM Talent Partners <info@talentpartners-search.com> wrote:",
          "> the email they answer",
          "",
        ]
      : []),
  ].join("\r\n");
  const sent = await request.post(
    `/cdn-cgi/handler/email?from=${encodeURIComponent(from.address)}&to=${encodeURIComponent(to)}`,
    { data: raw, headers: { "Content-Type": "message/rfc822" } },
  );
  expect(sent.ok(), await sent.text()).toBe(true);
}
