import type { Bindings } from "../env";
import { inboundDomain } from "../integrations/email/inbound-domain";
import { addressOf } from "../integrations/email/mime";

/**
 * A conversation's reply address, `reply+<token>@<inbound domain>` (issue 33): the token is the thread's
 * `email_threads.reply_token`, 128 random bits in base32, so a reply can land on its thread and an address cannot be
 * guessed or made up (a forged token finds no thread). The inbound domain is INBOUND_EMAIL_DOMAIN, routed to the
 * Worker's email() handler by Email Routing, or the domain of EMAIL_FROM. Sending (worker/conversations/send-store.ts)
 * writes the address; receiving reads the token back with `replyTokenOf`.
 */

type ReplyConfig = Pick<Bindings, "INBOUND_EMAIL_DOMAIN" | "EMAIL_FROM">;

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";
const TOKEN_PATTERN = /^[a-z2-7]{26}$/;
const LOCAL_PART_PREFIX = "reply+";

/** A new thread's token: 128 random bits in lower-case base32 (26 characters, RFC 4648 without padding). */
export function newReplyToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let bits = 0;
  let value = 0;
  let token = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      token += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) token += BASE32[(value << (5 - bits)) & 31];
  return token;
}

/**
 * The reply address of a thread's token.
 *
 * @example replyAddress("mfrggzdfmztwq2lknnwg23tpoa", env) // "reply+mfrggzdfmztwq2lknnwg23tpoa@talentpartners.com"
 */
export function replyAddress(token: string, env: ReplyConfig): string {
  return `${LOCAL_PART_PREFIX}${token}@${inboundDomain(env)}`;
}

/**
 * The thread token of a reply address ("reply+<token>@<inbound domain>", with or without a display name), or null
 * when the address is not one of ours: another domain, another local part, or a token that cannot be one.
 */
export function replyTokenOf(address: string, env: ReplyConfig): string | null {
  const domain = inboundDomain(env);
  const bare = addressOf(address).toLowerCase();
  const at = bare.lastIndexOf("@");
  if (at < 0 || bare.slice(at + 1) !== domain) return null;
  const local = bare.slice(0, at);
  if (!local.startsWith(LOCAL_PART_PREFIX)) return null;
  const token = local.slice(LOCAL_PART_PREFIX.length);
  return TOKEN_PATTERN.test(token) ? token : null;
}
