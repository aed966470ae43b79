import type { Bindings } from "../env";

/**
 * Whether a received email's From is its sender's (issue 42 item 1, docs/decisions/074-inbound-sender-checks.md):
 * read from the ONE results header the firm's mail host adds, the topmost `Authentication-Results` or
 * `ARC-Authentication-Results` (a receiving server puts its own above everything the message arrived with), and only
 * when it names that host. Anything lower down, or naming another host, was written by whoever sent the message.
 *
 * - refused: that header reports DMARC failing;
 * - verified: SPF or DKIM passed for a domain aligned with the From's (the same organisational domain);
 * - unverified: anything else, so the message may be filed only where staff place it, never on a person's record.
 */

/** The authserv-id Cloudflare Email Routing writes in its `Authentication-Results` (its MX hosts' domain). */
const DEFAULT_INBOUND_AUTHSERV_ID = "mx.cloudflare.net";

/** The firm's mail host's authserv-id: `INBOUND_AUTHSERV_ID`, else Email Routing's. */
export function inboundAuthservId(env: Pick<Bindings, "INBOUND_AUTHSERV_ID">): string {
  return (env.INBOUND_AUTHSERV_ID?.trim() || DEFAULT_INBOUND_AUTHSERV_ID).toLowerCase();
}

export type SenderCheck =
  | { verdict: "verified" }
  | { verdict: "unverified"; reason: string }
  | { verdict: "refused"; reason: string };

/** One result of a results header: `dkim=pass header.d=example.com` is dkim, pass, { "header.d": "example.com" }. */
interface Result {
  method: string;
  result: string;
  properties: Record<string, string>;
}

/**
 * The headers a receiving host writes its checks in: `Authentication-Results`, or the results of the ARC set it seals
 * (Email Routing has been seen to write only the latter, with `i=<n>; mx.cloudflare.net; ...`).
 */
const RESULTS_HEADERS = new Set(["authentication-results", "arc-authentication-results"]);

/** Characters of a header value read: a real one is a few hundred. */
const HEADER_MAX_CHARS = 8_000;

/** An `Authentication-Results` value (RFC 8601): its authserv-id and its results, comments left out. */
function parseAuthenticationResults(value: string): { authservId: string; results: Result[] } {
  let text = value.slice(0, HEADER_MAX_CHARS);
  // Comments, "(mx.cloudflare.net: domain of ... designates ...)", nest rarely: two passes take them out.
  for (let pass = 0; pass < 2; pass++) text = text.replace(/\([^()]*\)/g, " ");
  const [head = "", ...parts] = text.split(";");
  const results = parts.flatMap((part): Result[] => {
    const [first = "", ...rest] = part.trim().split(/\s+/);
    const match = /^([a-z0-9-]+)(?:\/\d+)?=([a-z]+)$/i.exec(first);
    if (!match) return [];
    const properties: Record<string, string> = {};
    for (const token of rest) {
      const at = token.indexOf("=");
      if (at > 0) properties[token.slice(0, at).toLowerCase()] = token.slice(at + 1).replace(/^"|"$/g, "");
    }
    return [{ method: match[1]!.toLowerCase(), result: match[2]!.toLowerCase(), properties }];
  });
  return { authservId: head.trim().split(/\s+/)[0]?.toLowerCase() ?? "", results };
}

/** The domain of an address or a bare domain, lower case, without a trailing dot. */
function domainOf(value: string | undefined): string | null {
  const domain = value
    ?.slice(value.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, "");
  return domain && /^[a-z0-9.-]+$/.test(domain) ? domain : null;
}

/** Registrable domain of a host, by the public suffix list (tldts, loaded lazily by the caller). */
type OrganisationalDomain = (domain: string) => string | null;

/**
 * The check of one message. `headers` are its headers in order, top first (postal-mime's list); `from` is its From
 * address; `envelopeFrom` the MAIL FROM Email Routing checked SPF for, when the results header names none.
 */
export function checkSender(
  message: { headers: readonly { key: string; value: string }[]; from: string; envelopeFrom: string },
  authservId: string,
  organisational: OrganisationalDomain,
): SenderCheck {
  const top = message.headers.find((header) => RESULTS_HEADERS.has(header.key));
  // An ARC set's results are a results header after its instance tag ("i=1; mx.cloudflare.net; ...").
  const parsed = top ? parseAuthenticationResults(top.value.replace(/^\s*i=\d+\s*;/i, "")) : null;
  if (!parsed || parsed.authservId !== authservId)
    return { verdict: "unverified", reason: `The firm's mail host (${authservId}) reported no sender checks.` };
  if (parsed.results.some((result) => result.method === "dmarc" && result.result === "fail"))
    return { verdict: "refused", reason: "Sender verification failed (DMARC)." };
  const fromDomain = domainOf(message.from);
  const fromOrganisation = fromDomain && organisational(fromDomain);
  const aligned = (domain: string | null) =>
    Boolean(fromOrganisation && domain && organisational(domain) === fromOrganisation);
  const passed = (method: string) =>
    parsed.results.filter((result) => result.method === method && result.result === "pass");
  const dkim = passed("dkim").some((result) =>
    aligned(domainOf(result.properties["header.d"] ?? result.properties["header.i"])),
  );
  const spf = passed("spf").some((result) =>
    aligned(domainOf(result.properties["smtp.mailfrom"] ?? message.envelopeFrom)),
  );
  if (dkim || spf) return { verdict: "verified" };
  return {
    verdict: "unverified",
    reason: `Neither SPF nor DKIM passed for the domain of its From (${fromDomain ?? "none"}).`,
  };
}
