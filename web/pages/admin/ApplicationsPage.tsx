import { useEffect, useState } from "react";
import { ApplicationBoard } from "../../components/admin/applications/ApplicationBoard";
import {
  APPLICATION_FILTERS,
  ApplicationListFilters,
  ApplicationScopeFilters,
  applicationClients,
  applicationFilters,
} from "../../components/admin/applications/ApplicationListFilters";
import { ApplicationsTable } from "../../components/admin/applications/ApplicationsTable";
import { APPLICATION_VIEW_NAMES, ApplicationViewNav } from "../../components/admin/applications/ApplicationViewNav";
import {
  APPLICATIONS_PAGE_SIZE,
  useApplicationJobs,
  useApplicationOwners,
  useApplications,
  useRefreshApplications,
} from "../../components/admin/applications/application-queries";
import { BulkActions } from "../../components/admin/applications/BulkActions";
import { ListPager } from "../../components/admin/ListPager";
import { ListSearch } from "../../components/admin/ListSearch";
import { useListParams } from "../../components/admin/list-params";
import { Panel, QueryStatus } from "../../components/admin/Panel";
import { RefreshButton } from "../../components/admin/RefreshButton";
import { EnrollApplications } from "../../components/admin/sequences/EnrollApplications";
import { APPLICATIONS_PAGE, BOARD_SCOPE } from "../../content/applications";
import { PageHead } from "../../lib/head";
import { cn, oneOf } from "../../lib/utils";

/**
 * /admin/applications: every application, newest first, 25 a page, as a table (with bulk actions on the selected
 * rows) or as a board (?view=board, of every job, one job, the general applications or a client's). Filters, search, sort, page and view live in the URL
 * (?stage=open&jobId=...&q=controller&page=2), so a reload, the back button or a shared link shows the same view.
 * "Add these to a sequence" enrols the candidates of every application the filters find (a job's stage).
 */
export default function ApplicationsPage() {
  const { params, page, apply } = useListParams(APPLICATION_FILTERS);
  const filters = applicationFilters(params, page);
  const view = oneOf(APPLICATION_VIEW_NAMES, params.get("view")) ?? "table";
  const list = useApplications(filters, view === "table");
  const { refresh, isFetching } = useRefreshApplications();
  const owners = useApplicationOwners();
  const jobs = useApplicationJobs();
  // A selection belongs to the rows on screen: another page, filter or view starts with none.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const paramsText = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter, page or search clears the selection
  useEffect(() => setSelected(new Set()), [paramsText]);

  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const filtered = APPLICATION_FILTERS.some((name) => name !== "sort" && params.get(name));

  // The filters without order and page: "Add these to a sequence" enrols every candidate they find.
  const { stage, jobId, clientId, ownerId, q, from, to } = filters;
  const scope = { stage, jobId, clientId, ownerId, q, from, to };
  const jobChoice = jobs.data?.find((job) => (job.id ?? "none") === filters.jobId);
  const scopeName = jobChoice
    ? (jobChoice.title ?? BOARD_SCOPE.general)
    : filters.clientId
      ? (applicationClients(jobs.data).get(filters.clientId)?.name ?? BOARD_SCOPE.client)
      : BOARD_SCOPE.all;

  return (
    // A board's eight columns take all the width a wide screen has.
    <div className={cn("mx-auto px-4 py-8 sm:px-6 lg:px-8", view === "board" ? "max-w-[100rem]" : "max-w-7xl")}>
      <PageHead title={`${APPLICATIONS_PAGE.title} | Admin Dashboard`} description={APPLICATIONS_PAGE.intro} noIndex />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-primary sm:text-3xl">{APPLICATIONS_PAGE.title}</h1>
        <ApplicationViewNav params={params} view={view} />
      </div>
      <p className="mt-1 text-muted-foreground">{APPLICATIONS_PAGE.intro}</p>

      <Panel
        id="applications"
        title={view === "board" ? `Board: ${scopeName}` : "Pipeline"}
        className="mt-6"
        action={<RefreshButton onRefresh={refresh} refreshing={isFetching} />}
      >
        {view === "board" ? (
          <>
            <div className="mt-4 grid gap-3 sm:max-w-2xl sm:grid-cols-2">
              <ApplicationScopeFilters filters={filters} jobs={jobs.data} apply={apply} />
            </div>
            <ApplicationBoard scope={{ jobId: filters.jobId, clientId: filters.clientId }} />
          </>
        ) : (
          <>
            <ListSearch
              label="Search applications"
              placeholder={APPLICATIONS_PAGE.searchPlaceholder}
              value={filters.q}
              onSearch={(q) => apply({ q })}
              className="mt-4"
            />
            <ApplicationListFilters filters={filters} jobs={jobs.data} owners={owners.data} apply={apply} />

            <QueryStatus
              query={{ ...list, data: list.data?.rows }}
              noun="applications"
              empty={filtered ? APPLICATIONS_PAGE.emptyFiltered : APPLICATIONS_PAGE.empty}
            />
            {rows.length > 0 && (
              <>
                <EnrollApplications filter={scope} applications={total} jobTitle={jobChoice?.title ?? undefined} />
                <BulkActions ids={[...selected]} onDone={() => setSelected(new Set())} />
                <ApplicationsTable rows={rows} selected={selected} onSelect={setSelected} />
              </>
            )}
            {list.data && (
              <ListPager
                label="Application pages"
                testId="applications-range"
                page={page}
                pageSize={APPLICATIONS_PAGE_SIZE}
                shown={rows.length}
                total={total}
                onPage={(next) => apply({ page: next })}
              />
            )}
          </>
        )}
      </Panel>
    </div>
  );
}
