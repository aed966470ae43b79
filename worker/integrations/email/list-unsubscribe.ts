/**
 * The one-click unsubscribe of every bulk email (RFC 8058, decision 106): `/unsubscribe/one-click/<scope>.<token>`,
 * where the token is the subscription's own manage token (256 random bits, only its hash stored), so a link
 * unsubscribes that one subscription and no other; the scope says which list the token belongs to. A campaign's or a
 * sequence's email carries a token of its own and takes its person out of all marketing email (decision 121).
 */

/**
 * The lists whose emails carry a one-click link, by the short scope their links start with. A campaign's token is its
 * message's own (decision 116), a sequence's its step's own (decision 115); either unsubscribes its person from all
 * marketing email (decision 121).
 */
export const ONE_CLICK_SCOPES = { n: "newsletter", a: "job_alert", c: "campaign", q: "sequence" } as const;
export type OneClickList = (typeof ONE_CLICK_SCOPES)[keyof typeof ONE_CLICK_SCOPES];

const SCOPE_OF: Record<OneClickList, string> = { newsletter: "n", job_alert: "a", campaign: "c", sequence: "q" };
const TOKEN = /^([nacq])\.([A-Za-z0-9_-]{20,100})$/;

export const ONE_CLICK_PATH = "/unsubscribe/one-click";

/** The one-click token of a subscription: its list's scope and its manage token. */
export function oneClickToken(list: OneClickList, manageToken: string): string {
  return `${SCOPE_OF[list]}.${manageToken}`;
}

/** The one-click link on the site's origin. */
export function oneClickUrl(origin: string, list: OneClickList, manageToken: string): string {
  return `${origin.replace(/\/$/, "")}${ONE_CLICK_PATH}/${oneClickToken(list, manageToken)}`;
}

/** The list and manage token a one-click token names, or null when it cannot be one. */
export function parseOneClickToken(token: string): { list: OneClickList; manageToken: string } | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  return { list: ONE_CLICK_SCOPES[match[1] as keyof typeof ONE_CLICK_SCOPES], manageToken: match[2]! };
}

/** The subject a mailto unsubscribe carries: the inbound handler reads the token back from it. */
const MAILTO_SUBJECT = /^\s*unsubscribe\s+([nacq]\.[A-Za-z0-9_-]{20,100})\s*$/i;

export function mailtoUnsubscribe(address: string, token: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`;
}

/** The one-click token an emailed unsubscribe's subject carries, or null. */
export function tokenOfUnsubscribeSubject(subject: string): string | null {
  return MAILTO_SUBJECT.exec(subject)?.[1] ?? null;
}

/**
 * The headers of RFC 8058 and RFC 2369: the https link first (what Gmail and Yahoo use, by a POST of
 * `List-Unsubscribe=One-Click`), the mailto for clients that only write.
 */
export function listUnsubscribeHeaders(url: string, mailto: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>, <${mailto}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** The token at the end of a one-click link. */
export function tokenOfOneClickUrl(url: string): string {
  return url.slice(url.lastIndexOf("/") + 1);
}
