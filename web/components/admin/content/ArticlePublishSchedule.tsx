import { CalendarClock, CalendarX } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { ArticleView } from "#contract/article-views";
import { articlePublishScheduleSchema } from "#contract/articles";
import { DEFAULT_TIME_ZONE } from "#contract/site-enums";
import { addDays, zonedDate, zonedTime } from "#contract/time-zone";
import { Button } from "../../ui/button";
import { Field, Input, Select } from "../../ui/form";
import { toast } from "../../ui/toast";
import { useDialogForm } from "../use-dialog-form";
import { useArticlePublishSchedule } from "./content-queries";
import { errorText, OFFERED_TIME_ZONES, publishTimeText } from "./labels";

interface When {
  date: string;
  time: string;
  timezone: string;
}

/** The time the article is scheduled for, on its zone's clock; else tomorrow 09:00 in the firm's zone. */
function whenOf(article: SchedulableArticle): When {
  if (article.scheduledFor && article.scheduledTimeZone) {
    const instant = Date.parse(article.scheduledFor);
    const timezone = article.scheduledTimeZone;
    return { date: zonedDate(instant, timezone), time: zonedTime(instant, timezone), timezone };
  }
  return { date: addDays(zonedDate(Date.now(), DEFAULT_TIME_ZONE), 1), time: "09:00", timezone: DEFAULT_TIME_ZONE };
}

/** What scheduling needs of an article: any list's row or the editor's article. */
export type SchedulableArticle = Pick<ArticleView, "id" | "status" | "scheduledFor" | "scheduledTimeZone">;

/**
 * "Publish on a schedule" in the article editor and in the Schedule dialog of a list's row (decision 070): a date,
 * a time and the zone they are read in (the firm's by default). Scheduling approves the article; the cron publishes
 * it at that time and the public site never shows it before. A published article has nothing to schedule.
 */
export function ArticlePublishSchedule({
  article,
  onSaved,
}: {
  article: SchedulableArticle;
  /** After a change is saved (the dialog closes itself). */
  onSaved?: () => void;
}) {
  const save = useArticlePublishSchedule();
  // The editor holds the article as it was opened; the answers of this section are the schedule's latest state.
  const [current, setCurrent] = useState(article);
  const { values, set, errors, setErrors, submitting, failed } = useDialogForm({
    open: true,
    source: article,
    initial: whenOf,
    saving: [save],
  });
  if (current.status === "published") return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = articlePublishScheduleSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    change(parsed.data);
  }

  function change(schedule: When | null) {
    save.mutate(
      { id: article.id, schedule },
      {
        onSuccess: (view) => {
          setCurrent(view);
          onSaved?.();
          toast({
            title:
              view.scheduledFor && view.scheduledTimeZone
                ? `Scheduled to publish on ${publishTimeText(view.scheduledFor, view.scheduledTimeZone)}`
                : "Taken off the schedule",
          });
        },
        onError: (error) =>
          toast({
            title: "The schedule was not changed",
            description: failed(error)?.serverMessage ?? errorText(error),
            variant: "destructive",
          }),
      },
    );
  }

  const scheduled = current.scheduledFor && current.scheduledTimeZone;
  return (
    <section aria-labelledby="publish-schedule-heading" className="border-t border-border pt-4">
      <h3 id="publish-schedule-heading" className="text-sm font-semibold text-primary">
        Publish on a schedule
      </h3>
      <p className="mt-1 text-sm text-muted-foreground" data-testid="article-publish-time">
        {scheduled
          ? `Publishes on ${publishTimeText(current.scheduledFor!, current.scheduledTimeZone!)}. Until then it is not on the site.`
          : "Scheduling approves the article; it goes on the site at that time, not before."}
      </p>
      <form onSubmit={submit} noValidate className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_1.5fr_auto] sm:items-end">
        <Field label="Publish date" error={errors.date}>
          {(p) => <Input {...p} type="date" value={values.date} onChange={(e) => set("date", e.target.value)} />}
        </Field>
        <Field label="Publish time" error={errors.time}>
          {(p) => <Input {...p} type="time" value={values.time} onChange={(e) => set("time", e.target.value)} />}
        </Field>
        <Field label="Time zone" error={errors.timezone}>
          {(p) => (
            <Select {...p} value={values.timezone} onChange={(e) => set("timezone", e.target.value)}>
              {(OFFERED_TIME_ZONES.includes(values.timezone)
                ? OFFERED_TIME_ZONES
                : [values.timezone, ...OFFERED_TIME_ZONES]
              ).map((zone) => (
                <option key={zone}>{zone}</option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" variant="outline" disabled={submitting}>
          <CalendarClock aria-hidden />
          {scheduled ? "Move" : "Schedule"}
        </Button>
      </form>
      {scheduled && (
        <Button variant="link" size="sm" className="mt-1 px-0" disabled={submitting} onClick={() => change(null)}>
          <CalendarX aria-hidden />
          Take off the schedule
        </Button>
      )}
    </section>
  );
}
