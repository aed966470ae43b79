import { Download } from "lucide-react";
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_RECORD_TYPE_KEYS,
  ACTIVITY_RECORD_TYPES,
  ACTIVITY_SENTENCES,
} from "#contract/activity";
import { isCalendarDate } from "#contract/time-zone";
import { ActivityTable } from "../../components/admin/activity/ActivityTable";
import {
  ACTIVITY_PAGE_SIZE,
  type ActivityFilters,
  activityExportHref,
  useActivityLog,
  useActivityPeople,
} from "../../components/admin/activity/activity-queries";
import { ListFilter } from "../../components/admin/ListFilter";
import { ListPager } from "../../components/admin/ListPager";
import { useListParams } from "../../components/admin/list-params";
import { Panel, QueryStatus } from "../../components/admin/Panel";
import { RefreshButton } from "../../components/admin/RefreshButton";
import { Field, Input } from "../../components/ui/form";
import { PageHead } from "../../lib/head";
import { oneOf } from "../../lib/utils";

const TITLE = "Activity";
const INTRO = "Who did what in the back office, newest first. Times are in your time zone.";

const readerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
const dateOf = (value: string | null) => (value && isCalendarDate(value) ? value : undefined);

/**
 * /admin/activity: the activity log as sentences with linked records; the filters and page live in the URL
 * (?user=&action=&type=&from=&to=&page=), the dates are whole days in the reader's zone, and the CSV holds what the
 * filters select.
 */
export default function ActivityPage() {
  const { params, page, apply } = useListParams(["user", "action", "type", "from", "to"]);
  const filters: ActivityFilters = {
    userId: params.get("user") || undefined,
    action: oneOf(ACTIVITY_ACTIONS, params.get("action")),
    entityType: oneOf(ACTIVITY_RECORD_TYPE_KEYS, params.get("type")),
    from: dateOf(params.get("from")),
    to: dateOf(params.get("to")),
    zone: readerZone(),
  };
  const log = useActivityLog(filters, page);
  const people = useActivityPeople();
  const rows = log.data?.rows ?? [];
  const filtered = Boolean(filters.userId || filters.action || filters.entityType || filters.from || filters.to);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title={`${TITLE} | Admin Dashboard`} description={INTRO} noIndex />
      <h1 className="text-2xl font-bold text-primary sm:text-3xl">{TITLE}</h1>
      <p className="mt-1 text-muted-foreground">{INTRO}</p>

      <Panel
        id="activity"
        title="Activity log"
        description={`Time zone: ${filters.zone}`}
        className="mt-6"
        action={
          <div className="flex flex-wrap gap-2">
            <a
              href={activityExportHref(filters)}
              download
              className="inline-flex h-9 items-center gap-1.5 rounded-md border border-border px-3 text-sm font-medium text-primary hover:bg-muted"
            >
              <Download className="size-4" aria-hidden />
              Export CSV
            </a>
            <RefreshButton onRefresh={() => void log.refetch()} refreshing={log.isFetching} />
          </div>
        }
      >
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

        <QueryStatus
          query={{ ...log, data: log.data?.rows }}
          noun="activity"
          empty={filtered ? "No activity matches these filters." : "No activity yet."}
        />
        {rows.length > 0 && <ActivityTable entries={rows} empty="No activity" />}
        {log.data && (
          <ListPager
            label="Activity pages"
            testId="activity-range"
            page={page}
            pageSize={ACTIVITY_PAGE_SIZE}
            shown={rows.length}
            total={log.data.total}
            onPage={(next) => apply({ page: next })}
          />
        )}
      </Panel>
    </div>
  );
}
