import type { ConfirmationEmailState } from "./deliveries";
import { JOB_ALERT_FREQUENCIES, type JobAlertFrequency } from "./job-alert-form";
import { nearField, radiusField, salaryMinField } from "./job-filters";
import { normalizeEmail } from "./normalize";
import { INDUSTRIES, JOB_LOCATIONS, JOB_TYPES } from "./site-enums";
import { NOTHING_TO_CHANGE, namesAField, z } from "./zod";

/**
 * Job alerts (issue 19, decision 028): a visitor's saved /jobs search emailed as new jobs are published, without an
 * account. Double opt-in, one-click unsubscribe, a manage link guarded by an unguessable token.
 */

export const JOB_ALERT_STATUSES = ["pending", "active", "unsubscribed"] as const;
export type JobAlertStatus = (typeof JOB_ALERT_STATUSES)[number];

/**
 * The saved search: the /jobs filters (keyword, location, industry, a place and radius, a yearly salary floor in
 * dollars, remote only) plus job type. A place is stored as the gazetteer names it ("60601", "Chicago, IL") with its
 * radius, NEAR_RADIUS_DEFAULT when not given (decision 097).
 */
export const jobAlertFiltersSchema = z
  .object({
    q: z
      .string({ error: "The keyword must be text" })
      .trim()
      .max(200, "Please keep the keyword under 200 characters")
      .optional()
      .transform((value) => value || undefined),
    location: z.enum(JOB_LOCATIONS, { error: "Choose a location from the list" }).optional(),
    industry: z.enum(INDUSTRIES, { error: "Choose an industry from the list" }).optional(),
    type: z.enum(JOB_TYPES, { error: "Choose a job type from the list" }).optional(),
    remote: z.boolean({ error: "Remote must be true or false" }).optional(),
    near: nearField,
    radius: radiusField,
    salaryMin: salaryMinField,
  })
  .strict();
export type JobAlertFilters = z.output<typeof jobAlertFiltersSchema>;

const frequency = z.enum(JOB_ALERT_FREQUENCIES, { error: "Choose instant, daily or weekly" });

/** POST /api/job-alerts. */
export const jobAlertSubscribeSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(254, "Please keep the email under 254 characters")
    .transform(normalizeEmail)
    .pipe(z.email("Enter a valid email address")),
  filters: jobAlertFiltersSchema.default({ q: undefined, near: undefined }),
  frequency: frequency.default("daily"),
});
export type JobAlertSubscribeInput = z.input<typeof jobAlertSubscribeSchema>;
export type JobAlertSubscribeRequest = z.output<typeof jobAlertSubscribeSchema>;

/** PUT /api/job-alerts/manage/{token}: what it names changes; the filters are replaced as a whole. */
export const jobAlertUpdateSchema = z
  .object({ filters: jobAlertFiltersSchema.optional(), frequency: frequency.optional() })
  .strict()
  .refine(namesAField, NOTHING_TO_CHANGE);

/** What the manage link shows (its holder proved they read the address's mail). */
export interface JobAlertView {
  email: string;
  filters: JobAlertFilters;
  frequency: JobAlertFrequency;
  status: JobAlertStatus;
  confirmedAt: string | null;
}

/**
 * The one answer of POST /api/job-alerts, known address or not (a trapped request's too): whether the confirmation
 * email can go out now or waits until the firm's email is set up, said honestly.
 */
export interface JobAlertRequested {
  ok: true;
  message: string;
  confirmationEmail: ConfirmationEmailState;
}

export function jobAlertRequested(confirmationEmail: ConfirmationEmailState): JobAlertRequested {
  const message =
    confirmationEmail === "sending"
      ? "Check your inbox: follow the link in our email to start your job alert."
      : "Your job alert is saved. Our email is not set up yet, so the confirmation link is sent once it is: follow it then to start your alert.";
  return { ok: true, message, confirmationEmail };
}

/** Confirming answers the alert and its manage token, so the page can link to the settings. */
export interface JobAlertConfirmed extends JobAlertView {
  manageToken: string;
}

/** Active subscriptions per frequency, for the jobs screen. */
export type JobAlertCounts = Record<JobAlertFrequency, number>;

/** The job alert routes' answers (worker/contract/api.ts). */
export interface JobAlertAnswers {
  "POST /api/job-alerts": JobAlertRequested;
  "GET /api/job-alerts/confirm/:token": JobAlertConfirmed;
  "GET /api/job-alerts/manage/:token": JobAlertView;
  "PUT /api/job-alerts/manage/:token": JobAlertView;
  "DELETE /api/job-alerts/manage/:token": JobAlertView;
  "POST /api/job-alerts/unsubscribe/:token": { ok: true };
  "GET /api/jobs/alert-counts": JobAlertCounts;
}
