import { useState } from "react";
import { SCHEDULE_SORTS, type ScheduleView } from "#contract/content-schedules";
import { oneOf } from "../../../lib/utils";
import { ConfirmDialog, Dialog, DialogContent, DialogDescription, DialogTitle } from "../../ui/dialog";
import { ListPager } from "../ListPager";
import { ListSearch } from "../ListSearch";
import { useListParams } from "../list-params";
import { useConfirmDelete } from "../use-confirm-delete";
import { ContentListState } from "./ContentListState";
import { SCHEDULES_PAGE_SIZE, useDeleteSchedule, useSchedules } from "./content-queries";
import { errorText } from "./labels";
import { RunScheduleDialog } from "./RunScheduleDialog";
import { ScheduleCard } from "./ScheduleCard";
import { ScheduleFilters } from "./ScheduleFilters";
import { ScheduleForm } from "./ScheduleForm";

const FILTERS = ["q", "active", "sort"] as const;
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
      <ScheduleFilters active={active} sort={sort} apply={apply} />
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
          <ScheduleCard
            key={schedule.id}
            schedule={schedule}
            onRun={() => setRunning(schedule)}
            onEdit={() => setEditing(schedule)}
            onDelete={() => deletion.ask(schedule)}
          />
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
      <RunScheduleDialog running={running} onClose={() => setRunning(undefined)} />
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
