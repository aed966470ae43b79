import { CalendarClock } from "lucide-react";
import type { FormEvent } from "react";
import { articlePublishScheduleSchema } from "#contract/articles";
import { DEFAULT_TIME_ZONE } from "#contract/site-enums";
import { addDays, zonedDate } from "#contract/time-zone";
import { Button } from "../../ui/button";
import { Field, Input, Select } from "../../ui/form";
import { toast } from "../../ui/toast";
import { useDialogForm } from "../use-dialog-form";
import { useBulkPublishSchedule } from "./content-queries";
import { errorText, OFFERED_TIME_ZONES } from "./labels";

/** The form's source: nothing to load, so the first day is tomorrow at 09:00 in the firm's zone when it appears. */
const FRESH = {};
const tomorrowAtNine = () => ({
  date: addDays(zonedDate(Date.now(), DEFAULT_TIME_ZONE), 1),
  time: "09:00",
  timezone: DEFAULT_TIME_ZONE,
});

/**
 * "Publish selected one a day" (decision 072): the ticked drafts, in the list's order, are scheduled a day apart at
 * the same time on the zone's clock, from the first day chosen; the cron publishes each at its time (decision 070).
 */
export function BulkReleaseSchedule({ batchId, articleIds }: { batchId: string; articleIds: string[] }) {
  const release = useBulkPublishSchedule(batchId);
  const { values, set, errors, setErrors, submitting, failed } = useDialogForm({
    open: true,
    source: FRESH,
    initial: tomorrowAtNine,
    saving: [release],
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = articlePublishScheduleSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    release.mutate(
      { ...parsed.data, articleIds },
      {
        onSuccess: (result) => {
          const n = result.changed.length;
          const skipped = result.skipped.length > 0 ? ` ${result.skipped.length} skipped (already published).` : "";
          toast({
            title: `${n} ${n === 1 ? "article" : "articles"} scheduled, one a day at ${values.time}.${skipped}`,
          });
        },
        onError: (error) =>
          toast({
            title: "Nothing was scheduled",
            description: failed(error)?.serverMessage ?? errorText(error),
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Publish one a day"
      className="mt-3 grid gap-3 rounded-md border border-border p-3 sm:grid-cols-[1fr_1fr_1.5fr_auto] sm:items-end"
    >
      <Field label="First day" error={errors.date}>
        {(p) => <Input {...p} type="date" value={values.date} onChange={(e) => set("date", e.target.value)} />}
      </Field>
      <Field label="At" error={errors.time}>
        {(p) => <Input {...p} type="time" value={values.time} onChange={(e) => set("time", e.target.value)} />}
      </Field>
      <Field label="Time zone" error={errors.timezone}>
        {(p) => (
          <Select {...p} value={values.timezone} onChange={(e) => set("timezone", e.target.value)}>
            {OFFERED_TIME_ZONES.map((zone) => (
              <option key={zone}>{zone}</option>
            ))}
          </Select>
        )}
      </Field>
      <Button type="submit" size="sm" variant="outline" disabled={articleIds.length === 0 || submitting}>
        <CalendarClock aria-hidden /> Publish selected one a day
      </Button>
    </form>
  );
}
