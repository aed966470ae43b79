import { COMPANY } from "../contract/company";
import { CLIENT_PORTAL_LINK_DAYS } from "../contract/desk-enums";
import type { NewDeliveryInput } from "../delivery/pipeline";
import { unlinkable } from "../domain/email-html";
import { TIMESHEET_LINK_DAYS } from "./link-store";

/**
 * What the cron's timesheet notices say (decision 113): the week's link and the contractor's reminder, by email and
 * text, and the approver's reminder by email. Names typed by people are made unlinkable.
 */

type EmailParts = Pick<NewDeliveryInput<"email">, "summary" | "payload">;

export interface ContractorWeekNotice {
  firstName: string;
  jobTitle: string | null;
  clientName: string;
  weekStart: string;
  url: string;
}

const where = (notice: ContractorWeekNotice) =>
  `${notice.jobTitle ? `${unlinkable(notice.jobTitle)} at ` : ""}${unlinkable(notice.clientName)}`;

export function contractorEmail(kind: "link" | "missing", notice: ContractorWeekNotice): EmailParts {
  const subject =
    kind === "link"
      ? `Your timesheet for the week of ${notice.weekStart}`
      : `Reminder: your timesheet for the week of ${notice.weekStart} is not in yet`;
  const text = [
    `Hello ${unlinkable(notice.firstName)},`,
    "",
    kind === "link"
      ? `Here is your timesheet for ${where(notice)}, the week starting Monday ${notice.weekStart}. Enter your hours each day or all at once, then send them for approval:`
      : `We have no hours yet for your week starting Monday ${notice.weekStart} at ${where(notice)}. Please send them so we can bill and pay the week:`,
    notice.url,
    "",
    `The link works for ${TIMESHEET_LINK_DAYS} days and is yours alone: please do not forward it.`,
    "",
    COMPANY.shortName,
  ].join("\n");
  return { summary: subject, payload: { subject, text } };
}

export function contractorText(kind: "link" | "missing", notice: ContractorWeekNotice): string {
  const lead =
    kind === "link"
      ? `${COMPANY.shortName}: your timesheet for the week of ${notice.weekStart}:`
      : `${COMPANY.shortName}: reminder, your hours for the week of ${notice.weekStart} are not in yet:`;
  return `${lead} ${notice.url} Reply STOP to opt out.`;
}

export function approverEmail(input: {
  contactName: string;
  contractorName: string;
  weekStart: string;
  clientPortalUrl: string;
}): EmailParts {
  const subject = `Timesheet waiting for your approval: ${unlinkable(input.contractorName)}, week of ${input.weekStart}`;
  const text = [
    `Hello ${unlinkable(input.contactName)},`,
    "",
    `${unlinkable(input.contractorName)}'s hours for the week starting Monday ${input.weekStart} are waiting for your approval. Approve them, or send them back with a reason, here (no account needed):`,
    input.clientPortalUrl,
    "",
    `The link works for ${CLIENT_PORTAL_LINK_DAYS} days and is yours alone: please do not forward it.`,
  ].join("\n");
  return { summary: subject, payload: { subject, text } };
}
