import { Pencil, Play, Trash2 } from "lucide-react";
import { useState } from "react";
import { SCHEDULE_SORTS, type ScheduleSort, type ScheduleView } from "#contract/content-schedules";
import { oneOf } from "../../../lib/utils";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { ConfirmDialog, Dialog, DialogContent, DialogDescription, DialogTitle } from "../../ui/dialog";
import { Field, Select } from "../../ui/form";
import { Switch } from "../../ui/switch";
import { toast } from "../../ui/toast";
import { ListPager } from "../ListPager";
import { ListSearch } from "../ListSearch";
import { formatDateTime } from "../labels";
import { useListParams } from "../list-params";
import { useConfirmDelete } from "../use-confirm-delete";
import { ContentListState } from "./ContentListState";
import {
  SCHEDULES_PAGE_SIZE,
  useDeleteSchedule,
  useRunSchedule,
  useSchedules,
  useSetScheduleActive,
} from "./content-queries";
import { describeSchedule, errorText } from "./labels";
import { ScheduleForm } from "./ScheduleForm";

const FILTERS = ["q", "active", "sort"] as const;
const SORT_LABELS: Record<ScheduleSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  title: "Title A-Z",
  "next-run": "Next to run",
};
const ACTIVE = ["true", "false"] as const;

/**
 * Content schedules with pause/resume, Edit (every field, in place), Run now and Delete (both confirmed), as on the dashboard and Manage Schedules;
 * paged on the server, with search, active or paused, order and page in the URL.
 */
export function SchedulesList() {
  const { params, page, apply } = useListParams(FILTERS);
  const q = params.get("q") || undefined;
  const active = oneOf(ACTIVE, params.get("active"));
  const sort = oneOf(SCHEDULE_SORTS, params.get("sort"));
  const schedules = useSchedules({ q, active, sort, page });
  const setActive = useSetScheduleActive();
  const run = useRunSchedule();
  const [running, setRunning] = useState<ScheduleView | undefined>();
  const [editing, setEditing] = useState<ScheduleView | undefined>();
  const deletion = useConfirmDelete<ScheduleView>(useDeleteSchedule(), {
    deleted: "Schedule deleted",
    failed: (error) => ({ title: "Error", description: errorText(error) }),
  });

  const rows = schedules.data?.rows ?? [];

  return (
    <>
      <ListSearch
        label="Search schedules"
        placeholder="Title or prompt"
        value={q}
        onSearch={(text) => apply({ q: text })}
      />
      <div className="mt-3 grid grid-cols-2 gap-3 sm:max-w-md">
        <Field label="State">
          {(p) => (
            <Select {...p} value={active ?? ""} onChange={(event) => apply({ active: event.target.value })}>
              <option value="">All</option>
              <option value="true">Active</option>
              <option value="false">Paused</option>
            </Select>
          )}
        </Field>
        <Field label="Sort">
          {(p) => (
            <Select
              {...p}
              value={sort ?? "newest"}
              onChange={(event) => apply({ sort: event.target.value === "newest" ? "" : event.target.value })}
            >
              {SCHEDULE_SORTS.map((value) => (
                <option key={value} value={value}>
                  {SORT_LABELS[value]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <ContentListState
        query={schedules}
        noun="schedules"
        page={page}
        empty={
          q || active
            ? "No schedules match. Clear the search or choose another state."
            : "No schedules yet. Create one on the Schedule Content tab."
        }
      />
      <ul className="mt-4 grid gap-4 lg:grid-cols-2">
        {rows.map((schedule) => (
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
                        onError: (error) =>
                          toast({ title: "Error", description: errorText(error), variant: "destructive" }),
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
              <Button
                size="sm"
                variant="outline"
                onClick={() => setRunning(schedule)}
                aria-label={`Run ${schedule.title} now`}
              >
                <Play aria-hidden /> Run now
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setEditing(schedule)}
                aria-label={`Edit ${schedule.title}`}
              >
                <Pencil aria-hidden /> Edit
              </Button>
              <Button
                size="sm"
                variant="outline-destructive"
                onClick={() => deletion.ask(schedule)}
                aria-label={`Delete ${schedule.title}`}
              >
                <Trash2 aria-hidden /> Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {schedules.data && (
        <ListPager
          label="Schedule pages"
          testId="schedules-range"
          page={page}
          pageSize={SCHEDULES_PAGE_SIZE}
          shown={rows.length}
          total={schedules.data.total}
          onPage={(next) => apply({ page: next })}
        />
      )}
      <ConfirmDialog
        open={Boolean(running)}
        onOpenChange={(open) => !open && setRunning(undefined)}
        title="Run schedule now"
        description={`Generate an article from "${running?.title ?? ""}" now? ${running?.autoPublish ? "It will be published at once." : "It will be saved as a draft."}`}
        confirmLabel="Run now"
        destructive={false}
        pending={run.isPending}
        onConfirm={() =>
          running &&
          run.mutate(running.id, {
            onSuccess: () => {
              toast({
                title: "Content generation triggered!",
                description: `"${running.title}" generated a new article.`,
              });
              setRunning(undefined);
            },
            onError: (error) => {
              toast({
                title: "Error generating content. Please try again.",
                description: errorText(error),
                variant: "destructive",
              });
              setRunning(undefined);
            },
          })
        }
      />
      <Dialog open={Boolean(editing)} onOpenChange={(open) => !open && setEditing(undefined)}>
        <DialogContent className="sm:max-w-4xl">
          <DialogTitle>Edit schedule</DialogTitle>
          <DialogDescription>
            Changes apply from the next run, which is worked out again when you save.
          </DialogDescription>
          {editing && (
            <ScheduleForm key={editing.id} schedule={editing} onSaved={() => setEditing(undefined)} className="" />
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete schedule"
        description={`Are you sure you want to permanently delete the schedule "${deletion.target?.title ?? ""}"? This action cannot be undone.`}
      />
    </>
  );
}
