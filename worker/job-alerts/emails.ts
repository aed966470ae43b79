import { JOB_ALERT_FREQUENCY_LABELS, type JobAlertFrequency } from "../contract/job-alert-form";
import { JOB_ALERT_CONFIRM_LINK_DAYS } from "../contract/job-alert-sent";
import type { JobAlertFilters } from "../contract/job-alerts";
import { NEAR_RADIUS_DEFAULT } from "../contract/matching";
import type { NewDeliveryInput } from "../delivery/pipeline";
import { oneClickUrl } from "../integrations/email/list-unsubscribe";

/** The links a job alert email carries, on the site's origin. */
export function alertLinks(origin: string, tokens: { confirmToken?: string; manageToken?: string }) {
  const base = origin.replace(/\/$/, "");
  return {
    jobs: `${base}/jobs`,
    job: (id: string) => `${base}/jobs/${encodeURIComponent(id)}`,
    confirm: tokens.confirmToken ? `${base}/job-alerts/confirm/${tokens.confirmToken}` : "",
    manage: tokens.manageToken ? `${base}/job-alerts/manage/${tokens.manageToken}` : "",
    unsubscribe: tokens.manageToken ? oneClickUrl(base, "job_alert", tokens.manageToken) : "",
  };
}
type AlertLinks = ReturnType<typeof alertLinks>;

/** The search in words: '"nurse", Healthcare, within 25 miles of 60601, $80,000+ a year' or "all jobs". */
export function describeFilters(filters: JobAlertFilters): string {
  const parts = [
    filters.q && `"${filters.q}"`,
    filters.type,
    filters.industry,
    filters.location,
    filters.near && `within ${filters.radius ?? NEAR_RADIUS_DEFAULT} miles of ${filters.near}`,
    filters.salaryMin && `$${filters.salaryMin.toLocaleString("en-US")}+ a year`,
    filters.remote && "remote only",
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : "all jobs";
}

/** The double opt-in email: nothing else is sent before its link is followed. */
export function confirmationEmail(links: AlertLinks): Pick<NewDeliveryInput<"email">, "summary" | "payload"> {
  const subject = "Confirm your job alert";
  const text = [
    `Please confirm that you want job alerts from us by following this link (it works for ${JOB_ALERT_CONFIRM_LINK_DAYS} days from your request):`,
    "",
    links.confirm,
    "",
    "If you did not ask for job alerts, ignore this email: nothing will be sent.",
  ].join("\n");
  return { summary: subject, payload: { subject, text } };
}

export interface DigestJob {
  id: string;
  title: string;
  company: string;
  location: string;
  type: string;
}

/**
 * A digest: the newest matching jobs, how many more there are, a manage link, and the one-click unsubscribe link the
 * email kind makes the RFC 8058 headers and the visible unsubscribe line of (worker/outreach/bulk-email.ts).
 */
export function digestEmail(
  links: AlertLinks,
  subscription: { filters: JobAlertFilters; frequency: JobAlertFrequency },
  jobs: readonly DigestJob[],
  total: number,
): Pick<NewDeliveryInput<"email">, "summary" | "payload"> {
  const subject = `${total} new job${total === 1 ? "" : "s"} for ${describeFilters(subscription.filters)}`;
  const more = total - jobs.length;
  const text = [
    `New jobs matching your alert (${describeFilters(subscription.filters)}):`,
    "",
    ...jobs.flatMap((job) => [`${job.title} - ${job.company}, ${job.location} (${job.type})`, links.job(job.id), ""]),
    ...(more > 0 ? [`And ${more} more: ${links.jobs}`, ""] : []),
    `You get this email ${JOB_ALERT_FREQUENCY_LABELS[subscription.frequency].toLowerCase()}.`,
    `Change your search or how often: ${links.manage}`,
  ].join("\n");
  return {
    summary: subject,
    payload: {
      subject,
      text,
      bulk: { unsubscribe: links.unsubscribe },
    },
  };
}
