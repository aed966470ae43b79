import { Download } from "lucide-react";
import { ACTIVITY_ACTIONS, ACTIVITY_RECORD_TYPE_KEYS } from "#contract/activity";
import { isCalendarDate } from "#contract/time-zone";
import { ActivityListFilters } from "../../components/admin/activity/ActivityListFilters";
import { ActivityTable } from "../../components/admin/activity/ActivityTable";
import {
  ACTIVITY_PAGE_SIZE,
  type ActivityFilters,
  activityExportHref,
  useActivityLog,
} from "../../components/admin/activity/activity-queries";
import { ListPager } from "../../components/admin/ListPager";
import { useListParams } from "../../components/admin/list-params";
import { Panel, QueryStatus } from "../../components/admin/Panel";
import { RefreshButton } from "../../components/admin/RefreshButton";
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
        <ActivityListFilters filters={filters} apply={apply} />

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
