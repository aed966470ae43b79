/**
 * The results header the firm's mail host (Email Routing, INBOUND_AUTHSERV_ID's default) puts on top of a message
 * from `from`'s own servers: SPF and DKIM passed for its domain. Without it a message is filed unplaced and never
 * lands on a person's record (decision 074). The worker tests' version is test/worker/inbound-helpers.ts.
 */
export function passingChecksHeader(from: string): string {
  const domain = from.split("@")[1];
  return `Authentication-Results: mx.cloudflare.net; dkim=pass header.d=${domain} header.s=s1; spf=pass smtp.mailfrom=${from}; dmarc=pass header.from=${domain}`;
}
