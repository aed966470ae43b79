import { COMPANY } from "../contract/company";
import type { Bindings } from "../env";

/**
 * The reply address of an email thread, `reply+<token>@<inbound domain>`, in one place: the sender writes it as the
 * Reply-To of each email of the thread and the Worker's email handler reads the token back from the address a reply
 * was sent to. The token is the thread's `email_threads.reply_token`, random and unguessable, so a reply to an
 * address nobody was given finds no thread.
 */

/** The domain Email Routing delivers replies for: `INBOUND_EMAIL_DOMAIN`, else the firm's own mail domain. */
export function inboundDomain(env: Pick<Bindings, "INBOUND_EMAIL_DOMAIN">): string {
  return (env.INBOUND_EMAIL_DOMAIN?.trim() || COMPANY.email.split("@")[1]!).toLowerCase();
}

/** What a reply token may hold: the URL-safe alphabet of random tokens, and dots for a signed one. */
const TOKEN = /^[A-Za-z0-9_.-]{16,200}$/;

/**
 * The address replies to the thread with this token go to.
 *
 * @example replyAddress("k3J9...", env) // "reply+k3J9...@talentpartners-search.com"
 */
export function replyAddress(token: string, env: Pick<Bindings, "INBOUND_EMAIL_DOMAIN">): string {
  return `reply+${token}@${inboundDomain(env)}`;
}

/**
 * The reply token of an address written by `replyAddress`, or null for any other address (another local part,
 * another domain, a token of characters no token has). Case of the domain and of `reply` is ignored; the token's is
 * kept, as tokens are case-sensitive.
 *
 * @example replyTokenOf("Reply+k3J9...@TalentPartners-Search.com", env) // "k3J9..."
 */
export function replyTokenOf(address: string, env: Pick<Bindings, "INBOUND_EMAIL_DOMAIN">): string | null {
  const at = address.trim().lastIndexOf("@");
  if (at < 0) return null;
  const local = address.trim().slice(0, at);
  const domain = address
    .trim()
    .slice(at + 1)
    .toLowerCase();
  if (domain !== inboundDomain(env) || !/^reply\+/i.test(local)) return null;
  const token = local.slice("reply+".length);
  return TOKEN.test(token) ? token : null;
}
