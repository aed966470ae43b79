import {
  ACTIVITY_ACTIONS,
  ACTIVITY_RECORD_TYPE_KEYS,
  ACTIVITY_RECORD_TYPES,
  ACTIVITY_SENTENCES,
} from "#contract/activity";
import { Field, Input } from "../../ui/form";
import { ListFilter } from "../ListFilter";
import { type ActivityFilters, useActivityPeople } from "./activity-queries";

type Apply = (changes: Partial<Record<"user" | "action" | "type" | "from" | "to", string>>) => void;

/** Who, what, which kind of record and the days, all kept in the URL. */
export function ActivityListFilters({ filters, apply }: { filters: ActivityFilters; apply: Apply }) {
  const people = useActivityPeople();
  return (
    <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <ListFilter
        label="User"
        value={filters.userId}
        all="Anyone"
        options={people.data?.map((person) => ({
          value: person.id,
          label: `${person.username} (${person.role})`,
        }))}
        onChange={(user) => apply({ user })}
      />
      <ListFilter
        label="Action"
        value={filters.action}
        all="All actions"
        options={ACTIVITY_ACTIONS}
        labels={ACTIVITY_SENTENCES}
        onChange={(action) => apply({ action })}
      />
      <ListFilter
        label="Record type"
        value={filters.entityType}
        all="All records"
        options={ACTIVITY_RECORD_TYPE_KEYS}
        labels={(type) => ACTIVITY_RECORD_TYPES[type].label}
        onChange={(type) => apply({ type })}
      />
      <Field label="From">
        {(control) => (
          <Input
            {...control}
            type="date"
            value={filters.from ?? ""}
            max={filters.to}
            onChange={(event) => apply({ from: event.target.value })}
          />
        )}
      </Field>
      <Field label="To">
        {(control) => (
          <Input
            {...control}
            type="date"
            value={filters.to ?? ""}
            min={filters.from}
            onChange={(event) => apply({ to: event.target.value })}
          />
        )}
      </Field>
    </div>
  );
}
