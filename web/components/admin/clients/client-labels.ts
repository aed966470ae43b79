import type { ClientView } from "#contract/clients";
import { titleCase } from "../labels";

/** A contact's role as it reads on screen: "hiring_manager" -> "Hiring manager", "hr" -> "HR". */
export const contactRoleLabel = (role: string) => (role === "hr" ? "HR" : titleCase(role.replace(/_/g, " ")));

/** "1 contact", "2 contacts". */
export const countOf = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/** A client's fee terms in a few words: "Contingency 25%" or "Retained 30% (33.33/33.33/33.34)". */
export function feeTermsText(
  client: Pick<ClientView, "feeType" | "feePercent" | "retainerPercent" | "shortlistPercent" | "placementPercent">,
): string {
  const base = `${titleCase(client.feeType)} ${client.feePercent}%`;
  if (client.feeType !== "retained") return base;
  return `${base} (${[client.retainerPercent, client.shortlistPercent, client.placementPercent].join("/")})`;
}
