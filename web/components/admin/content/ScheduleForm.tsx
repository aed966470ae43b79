import { CalendarPlus, Save } from "lucide-react";
import { type FormEvent, useState } from "react";
import { type ScheduleView, scheduleCreateSchema } from "#contract/content-schedules";
import { SCHEDULE_FREQUENCIES, type ScheduleFrequency } from "#contract/enums";
import { CONTENT_CATEGORIES, type ContentCategory, DEFAULT_TIME_ZONE } from "#contract/site-enums";
import { Button } from "../../ui/button";
import { EnumSelect } from "../../ui/enum-select";
import { Checkbox, Field, Input, Label, Select } from "../../ui/form";
import { toast } from "../../ui/toast";
import { titleCase } from "../labels";
import { useDialogForm } from "../use-dialog-form";
import { useCreateSchedule, useUpdateSchedule } from "./content-queries";
import { errorText, OFFERED_TIME_ZONES, WEEKDAYS } from "./labels";
import { PromptFields, type PromptValue, usedVariables } from "./PromptFields";

interface FormState {
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
const DEFAULTS: FormState = {
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
function fromSchedule(schedule: ScheduleView | undefined): FormState {
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

/**
 * Schedule Content: title, category and prompt required; day of month 1-31 (spec section 5). Given a `schedule`, the
 * same form edits every field of it in place (PUT); otherwise it creates one.
 */
export function ScheduleForm({
  schedule,
  onSaved,
  className = "rounded-lg border border-border bg-white p-5 shadow-xs",
}: {
  schedule?: ScheduleView;
  onSaved: () => void;
  className?: string;
}) {
  const [prompt, setPrompt] = useState<PromptValue>({
    prompt: schedule?.prompt ?? "",
    variables: schedule?.variables ?? {},
  });
  const create = useCreateSchedule();
  const update = useUpdateSchedule();
  // Creating, it stays on the page: filled once, and again after each schedule it creates.
  const {
    values: form,
    set,
    errors,
    setErrors,
    reset,
    submitting,
  } = useDialogForm({
    open: true,
    source: schedule,
    initial: fromSchedule,
    saving: [create, update],
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
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
    const parsed = scheduleCreateSchema.safeParse(input);
    const missing = Object.entries(input.variables)
      .filter(([, v]) => !v)
      .map(([name]) => [`variables.${name}`, `No value for {{${name}}}`]);
    const found = Object.fromEntries([
      ...(parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join("."), i.message])),
      ...missing,
    ]);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const failed = (error: Error) => toast({ title: "Error", description: errorText(error), variant: "destructive" });
    if (schedule) {
      update.mutate(
        { id: schedule.id, ...input, dayOfWeek: input.dayOfWeek ?? null, dayOfMonth: input.dayOfMonth ?? null },
        {
          onSuccess: (saved) => {
            toast({
              title: "Schedule saved",
              description: saved.nextRun
                ? `"${saved.title}" will run next on ${new Date(saved.nextRun).toLocaleString()}.`
                : `"${saved.title}" is paused.`,
            });
            onSaved();
          },
          onError: failed,
        },
      );
      return;
    }
    create.mutate(input, {
      onSuccess: (schedule) => {
        toast({
          title: "Schedule created",
          description: `"${schedule.title}" will run next on ${new Date(schedule.nextRun ?? Date.now()).toLocaleString()}.`,
        });
        reset();
        setPrompt({ prompt: "", variables: {} });
        onSaved();
      },
      onError: failed,
    });
  }

  return (
    <form onSubmit={submit} noValidate className={`grid gap-4 lg:grid-cols-2 ${className}`}>
      <div className="flex flex-col gap-4">
        <Field label="Schedule title" required error={errors.title}>
          {(p) => (
            <Input
              {...p}
              value={form.title}
              onChange={(e) => set("title", e.target.value)}
              placeholder="Weekly market update"
            />
          )}
        </Field>
        <EnumSelect
          label="Category"
          required
          error={errors.category}
          values={CONTENT_CATEGORIES}
          value={form.category}
          onChange={(category) => set("category", category)}
        />
        <PromptFields
          value={prompt}
          onChange={setPrompt}
          onTemplate={(category) => set("category", category)}
          error={errors.prompt}
        />
        {Object.entries(errors)
          .filter(([path]) => path.startsWith("variables."))
          .map(([path, message]) => (
            <p key={path} className="text-sm text-red-700">
              {message}
            </p>
          ))}
      </div>
      <div className="flex flex-col gap-4">
        <div className="grid grid-cols-2 gap-4">
          <EnumSelect
            label="Frequency"
            values={SCHEDULE_FREQUENCIES}
            labelOf={titleCase}
            value={form.frequency}
            onChange={(frequency) => set("frequency", frequency)}
          />
          <Field label="Time" error={errors.time}>
            {(p) => <Input {...p} type="time" value={form.time} onChange={(e) => set("time", e.target.value)} />}
          </Field>
        </div>
        {form.frequency === "weekly" && (
          <Field label="Day of week" error={errors.dayOfWeek}>
            {(p) => (
              <Select {...p} value={form.dayOfWeek} onChange={(e) => set("dayOfWeek", e.target.value)}>
                {WEEKDAYS.map((day, index) => (
                  <option key={day} value={index}>
                    {day}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        {form.frequency === "monthly" && (
          <Field label="Day of month" error={errors.dayOfMonth} hint="1-31; in shorter months the last day is used.">
            {(p) => (
              <Input
                {...p}
                type="number"
                min={1}
                max={31}
                value={form.dayOfMonth}
                onChange={(e) => set("dayOfMonth", e.target.value)}
              />
            )}
          </Field>
        )}
        <EnumSelect
          label="Time zone"
          error={errors.timezone}
          values={OFFERED_TIME_ZONES}
          value={form.timezone}
          onChange={(zone) => set("timezone", zone)}
        />
        <div className="flex flex-col gap-3 rounded-md border border-border p-4">
          {(
            [
              ["isActive", "Active", "Runs on its schedule; pause it any time."],
              ["autoPublish", "Publish automatically", "Otherwise each article waits as a draft for review."],
              ["autoLinkedin", "Post to LinkedIn", "Only for published articles: needs Publish automatically."],
            ] as const
          ).map(([key, label, hint]) => (
            <div key={key} className="flex items-start gap-3">
              <Checkbox
                id={`schedule-${key}`}
                className="mt-0.5"
                checked={form[key]}
                disabled={key === "autoLinkedin" && !form.autoPublish}
                onChange={(e) => set(key, e.target.checked)}
              />
              <div>
                <Label htmlFor={`schedule-${key}`}>{label}</Label>
                <p className="text-xs text-muted-foreground">{hint}</p>
              </div>
            </div>
          ))}
        </div>
        {schedule ? (
          <Button type="submit" disabled={submitting}>
            <Save aria-hidden /> {submitting ? "Saving..." : "Save Changes"}
          </Button>
        ) : (
          <Button type="submit" disabled={submitting}>
            <CalendarPlus aria-hidden /> {submitting ? "Creating..." : "Create Schedule"}
          </Button>
        )}
      </div>
    </form>
  );
}
