import { COMPANY } from "../contract/company";
import type { NewDeliveryInput } from "../delivery/pipeline";

/** The firm's promise to an applicant, as the site states it (/apply, /apply/sent). */
export const APPLICATION_REPLY_HOURS = 48;

/**
 * The "we received your application" email to the applicant, queued in the batch that stores the application
 * (worker/applications/store.ts), so a failing email service delays it but never loses the application. It echoes
 * nothing the visitor typed, not even their name: anyone can type any address into the form, so the email must
 * carry no text (or link) of theirs to that address. The job's title is the firm's own. Pure.
 */
export function applicationReceivedEmail(
  applicationId: string,
  recipient: string,
  job: { title: string } | undefined,
): NewDeliveryInput<"email"> {
  const subject = `We received your application${job ? ` for ${job.title}` : ""}`;
  const text = [
    "Hello,",
    "",
    `Thank you for applying to ${COMPANY.name}${job ? ` for the ${job.title} position` : ""}. We received your application and it is stored safely; only our recruiters can see it.`,
    "",
    `A specialist recruiter will contact you within ${APPLICATION_REPLY_HOURS} hours to talk about your goals and the roles that fit.`,
    "",
    `If you did not apply, you can ignore this email, or write to ${COMPANY.email} and we will remove the application.`,
    "",
    COMPANY.name,
    `${COMPANY.phone} | ${COMPANY.email}`,
  ].join("\n");
  return {
    recipient,
    summary: subject,
    payload: { subject, text },
    related: { type: "application", id: applicationId },
  };
}
