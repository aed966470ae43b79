import { Pencil, Play, Trash2 } from "lucide-react";
import type { ScheduleView } from "#contract/content-schedules";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Switch } from "../../ui/switch";
import { toast } from "../../ui/toast";
import { formatDateTime } from "../labels";
import { useSetScheduleActive } from "./content-queries";
import { describeSchedule, errorText } from "./labels";

/** One schedule: when it runs, how it publishes, its last failure; paused or resumed by its switch. */
export function ScheduleCard({
  schedule,
  onRun,
  onEdit,
  onDelete,
}: {
  schedule: ScheduleView;
  onRun: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const setActive = useSetScheduleActive();
  return (
    <li
      key={schedule.id}
      className="rounded-lg border border-border bg-white p-5 shadow-xs"
      data-testid="schedule-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-primary">{schedule.title}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{describeSchedule(schedule)}</p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <Badge tone={schedule.isActive ? "green" : "neutral"}>{schedule.isActive ? "Active" : "Paused"}</Badge>
          <Switch
            checked={schedule.isActive}
            aria-label={`${schedule.isActive ? "Pause" : "Resume"} ${schedule.title}`}
            onCheckedChange={(isActive) =>
              setActive.mutate(
                { id: schedule.id, isActive },
                {
                  onSuccess: () => toast({ title: isActive ? "Schedule resumed" : "Schedule paused" }),
                  onError: (error) => toast({ title: "Error", description: errorText(error), variant: "destructive" }),
                },
              )
            }
          />
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Category</dt>
        <dd>{schedule.category}</dd>
        <dt className="text-muted-foreground">Next run</dt>
        <dd>{schedule.isActive ? formatDateTime(schedule.nextRun, "Not scheduled") : "Paused"}</dd>
        <dt className="text-muted-foreground">Last run</dt>
        <dd>{formatDateTime(schedule.lastRun)}</dd>
        <dt className="text-muted-foreground">Publishing</dt>
        <dd>
          {schedule.autoPublish ? "Publishes automatically" : "Saves drafts for review"}
          {schedule.autoPublish && schedule.autoLinkedin ? ", posts to LinkedIn" : ""}
        </dd>
      </dl>
      {schedule.lastError && (
        <p className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
          <span className="font-semibold">Last run failed:</span> {schedule.lastError}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2 border-t border-border pt-4">
        <Button size="sm" variant="outline" onClick={onRun} aria-label={`Run ${schedule.title} now`}>
          <Play aria-hidden /> Run now
        </Button>
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${schedule.title}`}>
          <Pencil aria-hidden /> Edit
        </Button>
        <Button size="sm" variant="outline-destructive" onClick={onDelete} aria-label={`Delete ${schedule.title}`}>
          <Trash2 aria-hidden /> Delete
        </Button>
      </div>
    </li>
  );
}
