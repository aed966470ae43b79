import { COMPANY } from "../../contract/company";
import type { Bindings } from "../../env";
import { domainOf } from "./mime";

/**
 * The domain the firm's mail is received at (conversations' reply addresses, bulk mail's unsubscribe mailbox):
 * INBOUND_EMAIL_DOMAIN, else the domain of EMAIL_FROM, else the firm's own mail domain (where Email Routing runs when
 * nothing says otherwise).
 */
export function inboundDomain(env: Pick<Bindings, "INBOUND_EMAIL_DOMAIN" | "EMAIL_FROM">): string {
  return (env.INBOUND_EMAIL_DOMAIN?.trim() || domainOf(env.EMAIL_FROM ?? "") || domainOf(COMPANY.email)).toLowerCase();
}
