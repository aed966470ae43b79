import { CalendarPlus, Save } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { ScheduleView } from "#contract/content-schedules";
import { Button } from "../../ui/button";
import { toast } from "../../ui/toast";
import { useDialogForm } from "../use-dialog-form";
import { useCreateSchedule, useUpdateSchedule } from "./content-queries";
import { errorText } from "./labels";
import type { PromptValue } from "./PromptFields";
import { ScheduleTimingFields } from "./ScheduleTimingFields";
import { ScheduleTopicFields } from "./ScheduleTopicFields";
import { fromSchedule, scheduleErrors, scheduleInput } from "./schedule-form-state";

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
    const input = scheduleInput(form, prompt);
    const found = scheduleErrors(input);
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
        <ScheduleTopicFields form={form} set={set} errors={errors} prompt={prompt} onPrompt={setPrompt} />
      </div>
      <div className="flex flex-col gap-4">
        <ScheduleTimingFields form={form} set={set} errors={errors} />
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
