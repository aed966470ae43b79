import { applicationFilterSchema } from "./application-pipeline";
import { type MergeFieldName, unknownMergeFieldMessage, unknownMergeFields } from "./merge-fields";
import { type StartRuleView, startRulesSchema } from "./sequence-starts";
import { pagingFields, z } from "./zod";

/**
 * Sequences (issue 50 items 1-3, decision 115): named steps, each an email or a text sent a number of business days
 * after the one before, inside a window of days and hours on the recipient's clock, to the candidates and client
 * contacts enrolled in it until they answer, unsubscribe, bounce, become off-limits, are placed or erased.
 */

export const SEQUENCE_CHANNELS = ["email", "text"] as const;
export type SequenceChannel = (typeof SEQUENCE_CHANNELS)[number];

export const ENROLLMENT_STATES = [
  "active",
  "replied",
  "finished",
  "stopped",
  "unsubscribed",
  "bounced",
  "paused",
] as const;
export type EnrollmentState = (typeof ENROLLMENT_STATES)[number];

export const SEQUENCE_NAME_MAX = 100;
export const SEQUENCE_STEPS_MAX = 10;
export const SEQUENCE_DELAY_DAYS_MAX = 60;
export const SEQUENCE_SUBJECT_MAX = 200;
export const SEQUENCE_EMAIL_BODY_MAX = 20_000;
export const SEQUENCE_TEXT_BODY_MAX = 1_600;
/** People per enrolment request; more than `ENROLL_INLINE_MAX` go through the queue in batches (202). */
export const ENROLL_MAX = 50_000;
export const ENROLL_INLINE_MAX = 500;

/** ISO weekdays: 1 is Monday, 7 Sunday. */
export const WEEKDAY_NAMES = ["", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

/** When steps may go, on the recipient's clock: these weekdays, from `startHour` to `endHour` (exclusive). */
export interface SequenceWindow {
  days: number[];
  startHour: number;
  endHour: number;
}

/** Weekdays from 9 am to 5 pm: what a sequence without a window of its own uses. */
export const DEFAULT_SEQUENCE_WINDOW: SequenceWindow = { days: [1, 2, 3, 4, 5], startHour: 9, endHour: 17 };

const mergeChecked = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .superRefine((text, ctx) => {
      for (const name of unknownMergeFields(text))
        ctx.addIssue({ code: "custom", message: unknownMergeFieldMessage(name) });
    });

const hour = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole hour` })
    .int(`${label} must be a whole hour`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

export const sequenceWindowSchema = z
  .strictObject({
    days: z
      .array(z.number().int().min(1, "Days are 1 (Monday) to 7 (Sunday)").max(7, "Days are 1 (Monday) to 7 (Sunday)"))
      .min(1, "Choose at least one sending day")
      .max(7, "A week has seven days")
      .transform((days) => [...new Set(days)].sort()),
    startHour: hour("Start hour", 0, 23),
    endHour: hour("End hour", 1, 24),
  })
  .refine((window) => window.endHour > window.startHour, {
    path: ["endHour"],
    message: "End hour must be after the start hour",
  });

const stepSchema = z
  .strictObject({
    channel: z.enum(SEQUENCE_CHANNELS, { error: "Channel must be email or text" }),
    delayDays: z
      .number({ error: "Delay must be a whole number of business days" })
      .int("Delay must be a whole number of business days")
      .min(0, "Delay cannot be negative")
      .max(SEQUENCE_DELAY_DAYS_MAX, `Delay must be at most ${SEQUENCE_DELAY_DAYS_MAX} business days`),
    subject: mergeChecked("Subject", SEQUENCE_SUBJECT_MAX).optional(),
    body: mergeChecked("Body", SEQUENCE_EMAIL_BODY_MAX).optional(),
    templateId: z.string().trim().min(1, "Template must be an id").max(64, "Template must be an id").optional(),
  })
  .superRefine((step, ctx) => {
    if (step.channel === "text") {
      if (step.body === undefined) ctx.addIssue({ code: "custom", path: ["body"], message: "A text needs a body" });
      else if (step.body.length > SEQUENCE_TEXT_BODY_MAX)
        ctx.addIssue({
          code: "custom",
          path: ["body"],
          message: `A text must be at most ${SEQUENCE_TEXT_BODY_MAX} characters`,
        });
      for (const field of ["subject", "templateId"] as const)
        if (step[field] !== undefined)
          ctx.addIssue({ code: "custom", path: [field], message: `A text has no ${field}` });
      return;
    }
    if (step.templateId !== undefined) {
      for (const field of ["subject", "body"] as const)
        if (step[field] !== undefined)
          ctx.addIssue({ code: "custom", path: [field], message: `Send either templateId or ${field}, not both` });
      return;
    }
    for (const field of ["subject", "body"] as const)
      if (step[field] === undefined)
        ctx.addIssue({ code: "custom", path: [field], message: `An email needs a ${field} or a templateId` });
  });
export type SequenceStepInput = z.infer<typeof stepSchema>;

const nameSchema = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(SEQUENCE_NAME_MAX, `Name must be at most ${SEQUENCE_NAME_MAX} characters`);

const stepsSchema = z
  .array(stepSchema, { error: "Steps must be a list" })
  .min(1, "A sequence needs at least one step")
  .max(SEQUENCE_STEPS_MAX, `A sequence has at most ${SEQUENCE_STEPS_MAX} steps`);

export const sequenceSchema = z.strictObject({
  name: nameSchema,
  steps: stepsSchema,
  window: sequenceWindowSchema.optional(),
  /** Pipeline events that enrol people by themselves (decision 119). */
  startRules: startRulesSchema.optional(),
});
export type SequenceInput = z.infer<typeof sequenceSchema>;

export const sequenceUpdateSchema = z
  .strictObject({
    name: nameSchema.optional(),
    steps: stepsSchema.optional(),
    window: sequenceWindowSchema.optional(),
    /** The whole list: a rule left out is removed, one kept unchanged keeps its place. */
    startRules: startRulesSchema.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), "Name at least one field to change");
export type SequenceUpdate = z.infer<typeof sequenceUpdateSchema>;

export const sequenceListQuerySchema = z.object({ ...pagingFields(25, 100) });

const idList = (label: string) =>
  z
    .array(z.string().trim().min(1, `${label} must be ids`).max(64, `${label} must be ids`), {
      error: `${label} must be a list of ids`,
    })
    .max(ENROLL_MAX, `At most ${ENROLL_MAX} people at once`)
    .transform((ids) => [...new Set(ids)]);

export const enrollmentSchema = z
  .strictObject({
    candidateIds: idList("candidateIds").optional(),
    contactIds: idList("contactIds").optional(),
    /** The job they are enrolled from (its matches, a pipeline stage of it): `{{job.title}}` and `{{client.name}}`. */
    jobId: z.string().trim().min(1, "jobId must be an id").max(64, "jobId must be an id").optional(),
    /**
     * The candidates of every application the pipeline's list finds by these filters (a job's stage), read by the
     * server, not the page on screen: at most `ENROLL_MAX`. Filtered by one job, that job is the enrolment's.
     */
    applicationFilter: applicationFilterSchema.optional(),
  })
  .refine(
    (input) =>
      (input.candidateIds?.length ?? 0) + (input.contactIds?.length ?? 0) > 0 || input.applicationFilter !== undefined,
    { path: ["candidateIds"], message: "Choose at least one candidate or contact" },
  );
export type EnrollmentInput = z.infer<typeof enrollmentSchema>;

/** Query of the count of an application filter's candidates, before they are enrolled: the list's filters. */
export const enrollmentCountQuerySchema = z.object(applicationFilterSchema.shape);

/** How many candidates an application filter finds, and how many of them are in the sequence already. */
export interface EnrollmentCount {
  candidates: number;
  alreadyEnrolled: number;
}

export const enrollmentListQuerySchema = z.object({
  state: z.enum(ENROLLMENT_STATES, { error: `State must be one of ${ENROLLMENT_STATES.join(", ")}` }).optional(),
  ...pagingFields(25, 100),
});

export const sequencePreviewQuerySchema = z.object({
  candidateId: z.string().trim().min(1, "candidateId is required").max(64, "candidateId must be an id"),
  jobId: z.string().trim().min(1, "jobId must be an id").max(64, "jobId must be an id").optional(),
});

export interface SequenceStep {
  channel: SequenceChannel;
  delayDays: number;
  subject?: string;
  body?: string;
  templateId?: string;
}

/**
 * How a sequence's enrolments and messages stand: `sent` the steps the pipeline sent, `delivered` and `opened` the
 * emails among them the email service reported so (only Resend reports them, opens only where its domain tracks
 * them: decision 121), the rest enrolments by state.
 */
export interface SequenceCounts {
  enrolled: number;
  active: number;
  sent: number;
  delivered: number;
  opened: number;
  replied: number;
  bounced: number;
  unsubscribed: number;
  finished: number;
  stopped: number;
  paused: number;
}

/** A list too long for one request, enrolled by the queue in batches. */
export interface EnrollmentBatchView {
  id: string;
  total: number;
  done: number;
  enrolled: number;
  status: "running" | "done";
  createdAt: string;
}

export interface SequenceSummary {
  id: string;
  name: string;
  stepCount: number;
  counts: SequenceCounts;
  createdAt: string;
  updatedAt: string;
}

export interface SequenceView extends Omit<SequenceSummary, "stepCount"> {
  steps: SequenceStep[];
  window: SequenceWindow;
  startRules: StartRuleView[];
  batches: EnrollmentBatchView[];
}

export interface EnrollmentView {
  id: string;
  candidateId: string | null;
  contactId: string | null;
  name: string;
  state: EnrollmentState;
  /** The next step's number (0 is the first); equal to the step count once every step went. */
  nextStep: number;
  nextAt: string | null;
  /** Why it stopped, or why a step was skipped. */
  reason: string | null;
  createdAt: string;
  updatedAt: string;
}

export type EnrollmentResult =
  | {
      queued: false;
      enrolled: string[];
      alreadyEnrolled: { id: string; state: EnrollmentState }[];
    }
  | { queued: true; batch: EnrollmentBatchView };

/**
 * A step filled in for the candidate; one that uses a job's fields while no job is chosen is not filled in:
 * `needsJob` names the fields, subject and body are null.
 */
export interface StepPreview {
  channel: SequenceChannel;
  subject: string | null;
  body: string | null;
  needsJob: MergeFieldName[];
}

export interface SequenceAnswers {
  "GET /api/admin/sequences": SequenceSummary[];
  "POST /api/admin/sequences": SequenceView;
  "GET /api/admin/sequences/:id": SequenceView;
  "PATCH /api/admin/sequences/:id": SequenceView;
  "DELETE /api/admin/sequences/:id": { ok: true; id: string };
  "GET /api/admin/sequences/:id/preview": StepPreview[];
  "POST /api/admin/sequences/:id/enrollments": EnrollmentResult;
  "GET /api/admin/sequences/:id/enrollments/count": EnrollmentCount;
  "GET /api/admin/sequences/:id/enrollments": EnrollmentView[];
  "POST /api/admin/sequences/:id/enrollments/:enrollmentId/stop": EnrollmentView;
}
