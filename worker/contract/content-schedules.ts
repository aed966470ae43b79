import { category, PROMPT_MAX, promptVariablesSchema, required, TITLE_MAX, time, timezone } from "./content-fields";
import { SCHEDULE_FREQUENCIES, type ScheduleFrequency } from "./enums";
import { type ContentCategory, DEFAULT_TIME_ZONE } from "./site-enums";
import { pagingFields, searchField, sortField, z } from "./zod";

/**
 * Scheduled generation (back-office spec sections 5 and 9): a schedule's list, creation and edit, its view, and what
 * a run, by the cron or by hand, comes to.
 */

export const SCHEDULE_SORTS = ["newest", "oldest", "title", "next-run"] as const;
export type ScheduleSort = (typeof SCHEDULE_SORTS)[number];
export const SCHEDULES_PAGE_DEFAULT = 20;
export const SCHEDULES_PAGE_MAX = 100;

/** The schedule list's query: a search of title and prompt, active or paused, an order and a page. */
export const scheduleListQuerySchema = z.object({
  q: searchField,
  active: z.enum(["true", "false"], { error: "Active must be true or false" }).optional(),
  sort: sortField(SCHEDULE_SORTS, "newest"),
  ...pagingFields(SCHEDULES_PAGE_DEFAULT, SCHEDULES_PAGE_MAX),
});
export type ScheduleListQuery = z.output<typeof scheduleListQuerySchema>;

const frequency = z.enum(SCHEDULE_FREQUENCIES, { error: "Frequency must be daily, weekly or monthly" });
const dayOfWeek = z.coerce
  .number()
  .int()
  .min(0, "Day of week runs 0 (Sunday) to 6")
  .max(6, "Day of week runs 0 (Sunday) to 6")
  .nullable();
const dayOfMonth = z.coerce
  .number()
  .int()
  .min(1, "Day of month runs 1-31")
  .max(31, "Day of month runs 1-31")
  .nullable();
const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

/** Schedule creation (spec sections 5 and 9): title, category and prompt required; defaults weekly, 09:00, Monday. */
export const scheduleCreateSchema = z.object({
  title: required("Title", TITLE_MAX),
  category,
  prompt: required("Prompt", PROMPT_MAX),
  frequency: frequency.default("weekly"),
  time: time.default("09:00"),
  timezone: timezone.default(DEFAULT_TIME_ZONE),
  dayOfWeek: dayOfWeek.optional(),
  dayOfMonth: dayOfMonth.optional(),
  autoPublish: flag("autoPublish").default(false),
  autoLinkedin: flag("autoLinkedin").default(false),
  isActive: flag("isActive").default(true),
  variables: promptVariablesSchema.default({}),
});
export type ScheduleCreateInput = z.input<typeof scheduleCreateSchema>;

/**
 * A schedule edit: only the fields named change (pause/resume is `{ isActive }` alone). No defaults here, so an
 * omitted field is never reset (zod applies defaults inside partial()).
 */
export const scheduleUpdateSchema = z
  .object({
    title: required("Title", TITLE_MAX),
    category,
    prompt: required("Prompt", PROMPT_MAX),
    frequency,
    time,
    timezone,
    dayOfWeek,
    dayOfMonth,
    autoPublish: flag("autoPublish"),
    autoLinkedin: flag("autoLinkedin"),
    isActive: flag("isActive"),
    variables: promptVariablesSchema,
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, "Name at least one field to change");
export type ScheduleUpdateInput = z.input<typeof scheduleUpdateSchema>;

export interface ScheduleView {
  id: number;
  title: string;
  category: ContentCategory;
  prompt: string;
  frequency: ScheduleFrequency;
  time: string;
  variables: Record<string, string> | null;
  dayOfWeek: number | null;
  dayOfMonth: number | null;
  timezone: string;
  isActive: boolean;
  autoPublish: boolean;
  autoLinkedin: boolean;
  nextRun: string | null;
  lastRun: string | null;
  lastError: string | null;
  createdAt: string;
}

/** One schedule's run, by the cron or "Trigger Scheduled Generation": the article it wrote, or why it failed. */
export interface ScheduleRunResult {
  scheduleId: number;
  articleId?: string;
  /** The queued LinkedIn post's delivery, for the caller to dispatch (auto-LinkedIn). */
  deliveryId?: string;
  error?: string;
}

/** POST /api/content/trigger/generation: how many due schedules ran, and each run. */
export interface GenerationTriggerResult {
  ran: number;
  results: ScheduleRunResult[];
}

/** POST /api/content/schedules/{id}/run: the article "Run now" wrote and the schedule after it. */
export interface ScheduleRunNowResult {
  articleId: string;
  schedule: ScheduleView;
}
