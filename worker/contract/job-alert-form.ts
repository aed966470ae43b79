import { CONSENT_VERSIONS } from "./consent";

/**
 * What the job alert form needs to render and send (the /jobs dialog and the /job-alerts page): its choices, its
 * consent and the reading of its fields. No schemas here, so a page with the form does not load zod first; the
 * subscribe request is checked by ./job-alerts.ts's jobAlertSubscribeSchema.
 */

export const JOB_ALERT_FREQUENCIES = ["instant", "daily", "weekly"] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];

export const JOB_ALERT_FREQUENCY_LABELS: Record<JobAlertFrequency, string> = {
  instant: "As soon as a job is posted",
  daily: "Once a day",
  weekly: "Once a week",
};

/** The consent the subscribe form shows; its version is stored with each subscription (decision 030). */
export const JOB_ALERT_CONSENT = CONSENT_VERSIONS.job_alerts;

/**
 * The job alert form's fields as the subscribe request: the form (the /jobs dialog and the /job-alerts page) names
 * its fields like the filters (`email`, `q`, `location`, `industry`, `type`, `remote`, `near`, `radius`, `salaryMin`,
 * `frequency`); an empty choice
 * leaves its filter out and the remote box is "on" when ticked. Its fetch and its native post (POST /job-alerts) both
 * send this, which jobAlertSubscribeSchema then checks.
 */
export function jobAlertRequestOf(fields: Readonly<Record<string, string | undefined>>): Record<string, unknown> {
  const chosen = (name: string) => fields[name] || undefined;
  return {
    email: fields.email ?? "",
    frequency: chosen("frequency"),
    filters: {
      q: chosen("q"),
      location: chosen("location"),
      industry: chosen("industry"),
      type: chosen("type"),
      remote: fields.remote === "on" || undefined,
      near: chosen("near"),
      radius: fields.near ? chosen("radius") : undefined,
      salaryMin: chosen("salaryMin"),
    },
  };
}
