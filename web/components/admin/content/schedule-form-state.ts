import { type ScheduleView, scheduleCreateSchema } from "#contract/content-schedules";
import type { ScheduleFrequency } from "#contract/enums";
import { type ContentCategory, DEFAULT_TIME_ZONE } from "#contract/site-enums";
import type { FieldErrors } from "../use-dialog-form";
import { type PromptValue, usedVariables } from "./PromptFields";

/** The schedule form's values: the schedule's fields as its controls hold them (the prompt apart). */
export interface ScheduleFormState {
  title: string;
  category: ContentCategory;
  frequency: ScheduleFrequency;
  time: string;
  timezone: string;
  dayOfWeek: string;
  dayOfMonth: string;
  autoPublish: boolean;
  autoLinkedin: boolean;
  isActive: boolean;
}

/** Schedule defaults (spec section 9): weekly, 09:00, New York, Monday, not auto-published or posted, active. */
export const DEFAULTS: ScheduleFormState = {
  title: "",
  category: "Industry Insights",
  frequency: "weekly",
  time: "09:00",
  timezone: DEFAULT_TIME_ZONE,
  dayOfWeek: "1",
  dayOfMonth: "1",
  autoPublish: false,
  autoLinkedin: false,
  isActive: true,
};

/** An existing schedule's fields, to edit it in place. */
export function fromSchedule(schedule: ScheduleView | undefined): ScheduleFormState {
  if (!schedule) return DEFAULTS;
  return {
    title: schedule.title,
    category: schedule.category,
    frequency: schedule.frequency,
    time: schedule.time,
    timezone: schedule.timezone,
    dayOfWeek: String(schedule.dayOfWeek ?? 1),
    dayOfMonth: String(schedule.dayOfMonth ?? 1),
    autoPublish: schedule.autoPublish,
    autoLinkedin: schedule.autoLinkedin,
    isActive: schedule.isActive,
  };
}

/** The schedule to save: the day that its frequency reads, LinkedIn only when published automatically. */
export function scheduleInput(form: ScheduleFormState, prompt: PromptValue) {
  return {
    title: form.title,
    category: form.category,
    prompt: prompt.prompt,
    variables: usedVariables(prompt),
    frequency: form.frequency,
    time: form.time,
    timezone: form.timezone,
    dayOfWeek: form.frequency === "weekly" ? Number(form.dayOfWeek) : undefined,
    dayOfMonth: form.frequency === "monthly" ? Number(form.dayOfMonth) : undefined,
    autoPublish: form.autoPublish,
    autoLinkedin: form.autoPublish && form.autoLinkedin,
    isActive: form.isActive,
  };
}

/** The schedule's problems by field: the Worker's schema's, and a prompt variable left without a value. */
export function scheduleErrors(input: ReturnType<typeof scheduleInput>): FieldErrors {
  const parsed = scheduleCreateSchema.safeParse(input);
  const missing = Object.entries(input.variables)
    .filter(([, v]) => !v)
    .map(([name]) => [`variables.${name}`, `No value for {{${name}}}`]);
  return Object.fromEntries([
    ...(parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join("."), i.message])),
    ...missing,
  ]);
}
