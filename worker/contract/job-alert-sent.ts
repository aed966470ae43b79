import type { ConfirmationEmailState } from "./deliveries";
import { FORM_POSTS } from "./form-posts";

/**
 * Where a job alert request lands and what it may promise of its confirmation email (issue 29): kept apart from
 * ./job-alerts.ts (its schemas), so the confirmation page's chunk does not carry the validator.
 */

/** How long a confirmation link works, counted from the request (not from when its email goes out). */
export const JOB_ALERT_CONFIRM_LINK_DAYS = 7;

/** The confirmation page's query when its email waits for the firm's email to be set up: `?email=waiting`. */
export const EMAIL_WAITING_PARAM = { name: "email", value: "waiting" } as const;

/**
 * Where a job alert request lands, after the native post's redirect or the SPA's fetch: its confirmation page, with
 * `?email=waiting` when the confirmation email cannot go out yet (web/content/form-sent.ts has both texts).
 */
export function jobAlertSentAddress(confirmationEmail: ConfirmationEmailState): string {
  return confirmationEmail === "sending"
    ? FORM_POSTS.jobAlert.sent
    : `${FORM_POSTS.jobAlert.sent}?${EMAIL_WAITING_PARAM.name}=${EMAIL_WAITING_PARAM.value}`;
}
