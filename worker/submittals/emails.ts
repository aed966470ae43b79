import { COMPANY } from "../contract/company";
import { CLIENT_PORTAL_LINK_DAYS } from "../contract/desk-enums";
import type { NewDeliveryInput } from "../delivery/pipeline";
import { unlinkable } from "../domain/email-html";

/**
 * The emails a client contact gets about submittals: each carries a fresh client portal link (decision 051). What the
 * candidate typed (their name) is made unlinkable: an address in it reads as text, never as a link to follow.
 */

type EmailParts = Pick<NewDeliveryInput<"email">, "summary" | "payload">;

export function submittalEmail(input: {
  contactName: string;
  candidateName: string;
  jobTitle: string | null;
  note: string;
  clientPortalUrl: string;
}): EmailParts {
  const forJob = input.jobTitle ? ` for ${input.jobTitle}` : "";
  const candidateName = unlinkable(input.candidateName);
  const subject = `Candidate for your review: ${candidateName}${forJob}`;
  const text = [
    `Hello ${input.contactName},`,
    "",
    `${COMPANY.shortName} presents ${candidateName}${forJob}.`,
    ...(input.note ? ["", input.note] : []),
    "",
    "See the candidate and their resume, and tell us whether to set up an interview, here (no account needed):",
    input.clientPortalUrl,
    "",
    `The link works for ${CLIENT_PORTAL_LINK_DAYS} days and is yours alone: please do not forward it.`,
  ].join("\n");
  return { summary: subject, payload: { subject, text } };
}

export function reminderEmail(input: { contactName: string; waiting: number; clientPortalUrl: string }): EmailParts {
  const subject =
    input.waiting === 1
      ? "A candidate is waiting for your answer"
      : `${input.waiting} candidates are waiting for your answer`;
  const text = [
    `Hello ${input.contactName},`,
    "",
    `${subject}. One click each: interview, decline or hold.`,
    "",
    input.clientPortalUrl,
    "",
    `The link works for ${CLIENT_PORTAL_LINK_DAYS} days and is yours alone: please do not forward it.`,
  ].join("\n");
  return { summary: subject, payload: { subject, text } };
}
