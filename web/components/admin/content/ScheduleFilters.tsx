import { SCHEDULE_SORTS, type ScheduleSort } from "#contract/content-schedules";
import { Field, Select } from "../../ui/form";

const SORT_LABELS: Record<ScheduleSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  title: "Title A-Z",
  "next-run": "Next to run",
};

/** The schedules' state (active or paused) and order, kept in the URL by `apply`. */
export function ScheduleFilters({
  active,
  sort,
  apply,
}: {
  active: string | undefined;
  sort: ScheduleSort | undefined;
  apply: (changes: { active?: string; sort?: string }) => void;
}) {
  return (
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
  );
}
