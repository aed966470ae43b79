import { escapeXml } from "../domain/xml";
import type { Bindings } from "../env";
import { inboundDomain } from "../integrations/email/inbound-domain";
import { listUnsubscribeHeaders, mailtoUnsubscribe, tokenOfOneClickUrl } from "../integrations/email/list-unsubscribe";
import type { EmailPayload } from "./types";

/**
 * A bulk email's unsubscribe as it goes (decision 106): the RFC 8058 headers and a visible last line, made when it is
 * sent (worker/outreach/bulk-email.ts) and when staff read it waiting in the outbox (./store.ts).
 */

/** The mailbox unsubscribes by email reach (the inbound handler reads the token from the subject). */
export const unsubscribeMailbox = (env: Pick<Bindings, "INBOUND_EMAIL_DOMAIN" | "EMAIL_FROM">) =>
  `unsubscribe@${inboundDomain(env)}`;

/** The email as it goes: its headers and a last line that unsubscribes in one click (the link opens a page). */
export function withUnsubscribe(
  payload: EmailPayload,
  unsubscribe: string,
  mailbox: string,
): Omit<EmailPayload, "bulk"> {
  const { bulk: _bulk, ...email } = payload;
  const line = `Unsubscribe with one click: ${unsubscribe}`;
  const htmlLine = `<p><a href="${escapeXml(unsubscribe)}">Unsubscribe with one click</a></p>`;
  return {
    ...email,
    text: `${email.text}\n\n${line}`,
    ...(email.html
      ? {
          html: email.html.includes("</body>")
            ? email.html.replace("</body>", `${htmlLine}</body>`)
            : `${email.html}${htmlLine}`,
        }
      : {}),
    headers: {
      ...email.headers,
      ...listUnsubscribeHeaders(unsubscribe, mailtoUnsubscribe(mailbox, tokenOfOneClickUrl(unsubscribe))),
    },
  };
}
