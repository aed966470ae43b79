import { Columns3, Table2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { APPLICATION_SORTS, APPLICATION_STAGE_LABELS, type ApplicationListItem } from "#contract/application-pipeline";
import { APPLICATION_STAGES } from "#contract/enums";
import { AdminTable } from "../../components/admin/AdminTable";
import { ApplicationBoard } from "../../components/admin/applications/ApplicationBoard";
import { RatingStars, StageBadge } from "../../components/admin/applications/ApplicationParts";
import {
  APPLICATIONS_PAGE_SIZE,
  type ApplicationFilters,
  useApplicationJobs,
  useApplicationOwners,
  useApplications,
  useRefreshApplications,
} from "../../components/admin/applications/application-queries";
import { BulkActions } from "../../components/admin/applications/BulkActions";
import { ListFilter } from "../../components/admin/ListFilter";
import { ListPager } from "../../components/admin/ListPager";
import { ListSearch } from "../../components/admin/ListSearch";
import { formatDate } from "../../components/admin/labels";
import { useListParams } from "../../components/admin/list-params";
import { Panel, QueryStatus } from "../../components/admin/Panel";
import { RefreshButton } from "../../components/admin/RefreshButton";
import { buttonVariants } from "../../components/ui/button";
import { Checkbox, Field, Input } from "../../components/ui/form";
import { APPLICATION_VIEWS, APPLICATIONS_PAGE, BOARD_SCOPE } from "../../content/applications";
import { PageHead } from "../../lib/head";
import { cn, oneOf } from "../../lib/utils";

const SORT_LABELS: Record<(typeof APPLICATION_SORTS)[number], string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  name: "Last name",
  rating: "Rating",
};
const FILTERS = ["stage", "jobId", "clientId", "ownerId", "q", "from", "to", "sort"] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const VIEWS = ["table", "board"] as const;

function fullName(application: Pick<ApplicationListItem, "firstName" | "lastName">): string {
  return `${application.firstName} ${application.lastName}`;
}

/** A checkbox that also shows "some" (indeterminate), which HTML sets only from script. */
function SelectAll({
  rows,
  selected,
  onChange,
  className,
  children,
}: {
  rows: ApplicationListItem[];
  selected: ReadonlySet<string>;
  onChange: (ids: Set<string>) => void;
  className?: string;
  children: React.ReactNode;
}) {
  const count = rows.filter((row) => selected.has(row.id)).length;
  return (
    <label className={cn("inline-flex items-center gap-2 text-sm", className)}>
      <Checkbox
        ref={(element) => {
          if (element) element.indeterminate = count > 0 && count < rows.length;
        }}
        checked={count > 0 && count === rows.length}
        onChange={(event) => onChange(new Set(event.target.checked ? rows.map((row) => row.id) : []))}
      />
      {children}
    </label>
  );
}

/**
 * /admin/applications: every application, newest first, 25 a page, as a table (with bulk actions on the selected
 * rows) or as a board (?view=board, of every job, one job, the general applications or a client's). Filters, search, sort, page and view live in the URL
 * (?stage=open&jobId=...&q=controller&page=2), so a reload, the back button or a shared link shows the same view.
 */
export default function ApplicationsPage() {
  const { params, page, apply } = useListParams(FILTERS);
  const stage = params.get("stage") ?? "";
  const filters: ApplicationFilters = {
    stage: stage === "open" || stage === "closed" ? stage : oneOf(APPLICATION_STAGES, stage),
    jobId: params.get("jobId") || undefined,
    clientId: params.get("clientId") || undefined,
    ownerId: params.get("ownerId") || undefined,
    q: params.get("q") || undefined,
    // Days applied, in the firm's time zone (the API reads them so); anything but a date is ignored.
    from: DAY.test(params.get("from") ?? "") ? params.get("from")! : undefined,
    to: DAY.test(params.get("to") ?? "") ? params.get("to")! : undefined,
    sort: oneOf(APPLICATION_SORTS, params.get("sort")),
    page,
  };
  const view = oneOf(VIEWS, params.get("view")) ?? "table";
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
  const filtered = FILTERS.some((name) => name !== "sort" && params.get(name));

  /** The URL of a view: the job stays chosen, the page starts again. */
  function viewHref(next: (typeof VIEWS)[number]): string {
    const search = new URLSearchParams(params);
    search.delete("page");
    if (next === "board") search.set("view", "board");
    else search.delete("view");
    const text = search.toString();
    return text ? `?${text}` : "?";
  }

  function toggle(id: string, on: boolean) {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  }

  // The clients whose jobs have applications, with their counts summed, for the Client filter.
  const clients = new Map<string, { name: string; open: number; total: number }>();
  for (const job of jobs.data ?? []) {
    if (!job.client) continue;
    const sum = clients.get(job.client.id) ?? { name: job.client.name, open: 0, total: 0 };
    clients.set(job.client.id, { ...sum, open: sum.open + job.open, total: sum.total + job.total });
  }
  const jobChoices = (jobs.data ?? []).filter((job) => !filters.clientId || job.client?.id === filters.clientId);
  const jobChoice = jobs.data?.find((job) => (job.id ?? "none") === filters.jobId);
  const scopeName = jobChoice
    ? (jobChoice.title ?? BOARD_SCOPE.general)
    : filters.clientId
      ? (clients.get(filters.clientId)?.name ?? BOARD_SCOPE.client)
      : BOARD_SCOPE.all;

  const scopeFilters = (
    <>
      <ListFilter
        label="Client"
        value={filters.clientId}
        all={BOARD_SCOPE.allClients}
        options={[...clients].map(([id, client]) => ({ value: id, label: BOARD_SCOPE.counted(client.name, client) }))}
        // A job of another client would leave nothing to show: the job choice starts again.
        onChange={(clientId) => apply({ clientId, jobId: "" })}
      />
      <ListFilter
        label="Job"
        value={filters.jobId}
        all={BOARD_SCOPE.allJobs}
        options={jobChoices.map((job) => ({
          value: job.id ?? "none",
          label: BOARD_SCOPE.counted(
            job.id === null
              ? BOARD_SCOPE.general
              : `${job.title}${job.status === "published" ? "" : ` (${job.status})`}${job.client ? ` · ${job.client.name}` : ""}`,
            job,
          ),
        }))}
        onChange={(jobId) => apply({ jobId })}
      />
    </>
  );

  return (
    // A board's eight columns take all the width a wide screen has.
    <div className={cn("mx-auto px-4 py-8 sm:px-6 lg:px-8", view === "board" ? "max-w-[100rem]" : "max-w-7xl")}>
      <PageHead title={`${APPLICATIONS_PAGE.title} | Admin Dashboard`} description={APPLICATIONS_PAGE.intro} noIndex />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-primary sm:text-3xl">{APPLICATIONS_PAGE.title}</h1>
        <nav aria-label="View" className="inline-flex rounded-md border border-border bg-white p-0.5">
          {VIEWS.map((value) => (
            <Link
              key={value}
              to={viewHref(value)}
              aria-current={view === value ? "page" : undefined}
              className={cn(buttonVariants({ variant: view === value ? "default" : "ghost", size: "sm" }), "h-8")}
            >
              {value === "table" ? <Table2 aria-hidden /> : <Columns3 aria-hidden />}
              {APPLICATION_VIEWS[value]}
            </Link>
          ))}
        </nav>
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
            <div className="mt-4 grid gap-3 sm:max-w-2xl sm:grid-cols-2">{scopeFilters}</div>
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
            <div className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4 xl:grid-cols-7">
              <ListFilter
                label="Stage"
                value={filters.stage}
                all="All stages"
                options={[
                  { value: "open", label: "All open" },
                  { value: "closed", label: "All closed" },
                  ...APPLICATION_STAGES,
                ]}
                labels={APPLICATION_STAGE_LABELS}
                onChange={(stage) => apply({ stage })}
              />
              {scopeFilters}
              <ListFilter
                label="Owner"
                value={filters.ownerId}
                all="Anyone"
                options={[
                  { value: "none", label: "Unassigned" },
                  ...(owners.data ?? []).map((owner) => ({ value: owner.id, label: owner.name })),
                ]}
                onChange={(ownerId) => apply({ ownerId })}
              />
              <Field label="Applied from">
                {(p) => (
                  <Input
                    {...p}
                    type="date"
                    value={filters.from ?? ""}
                    max={filters.to}
                    onChange={(event) => apply({ from: event.target.value })}
                  />
                )}
              </Field>
              <Field label="Applied to">
                {(p) => (
                  <Input
                    {...p}
                    type="date"
                    value={filters.to ?? ""}
                    min={filters.from}
                    onChange={(event) => apply({ to: event.target.value })}
                  />
                )}
              </Field>
              <ListFilter
                label="Sort"
                value={filters.sort}
                defaultValue="newest"
                options={APPLICATION_SORTS}
                labels={SORT_LABELS}
                onChange={(sort) => apply({ sort })}
              />
            </div>

            <QueryStatus
              query={{ ...list, data: list.data?.rows }}
              noun="applications"
              empty={filtered ? APPLICATIONS_PAGE.emptyFiltered : APPLICATIONS_PAGE.empty}
            />
            {rows.length > 0 && (
              <>
                <BulkActions ids={[...selected]} onDone={() => setSelected(new Set())} />
                <SelectAll rows={rows} selected={selected} onChange={setSelected} className="mt-4 md:hidden">
                  Select all on this page
                </SelectAll>
                <AdminTable
                  className="hidden md:block"
                  rows={rows}
                  rowKey={(application) => application.id}
                  minWidth="48rem"
                  testId="applications"
                  alignTop
                  rowData={(application) => ({ "data-application-id": application.id })}
                  columns={[
                    {
                      header: (
                        <SelectAll rows={rows} selected={selected} onChange={setSelected}>
                          <span className="sr-only">Select all on this page</span>
                        </SelectAll>
                      ),
                      headerClassName: "w-8",
                      cell: (application) => (
                        <Checkbox
                          aria-label={`Select ${fullName(application)}`}
                          checked={selected.has(application.id)}
                          onChange={(event) => toggle(application.id, event.target.checked)}
                          className="mt-0.5"
                        />
                      ),
                    },
                    {
                      header: "Candidate",
                      cell: (application) => (
                        <>
                          <Link
                            to={`/admin/applications/${application.id}`}
                            className="font-medium text-primary underline-offset-2 hover:underline"
                          >
                            {fullName(application)}
                          </Link>
                          <span className="block text-xs text-muted-foreground">
                            {application.currentPosition ?? application.email}
                          </span>
                        </>
                      ),
                    },
                    {
                      header: "Job",
                      cell: (application) =>
                        application.jobTitle ?? <span className="text-muted-foreground">General application</span>,
                    },
                    { header: "Stage", cell: (application) => <StageBadge stage={application.stage} /> },
                    {
                      header: "Owner",
                      cell: (application) =>
                        application.owner?.name ?? <span className="text-muted-foreground">Unassigned</span>,
                    },
                    { header: "Rating", cell: (application) => <RatingStars rating={application.rating} /> },
                    {
                      header: "Applied",
                      className: "whitespace-nowrap",
                      cell: (application) => formatDate(application.createdAt),
                    },
                  ]}
                />
                <ul className="mt-3 space-y-3 md:hidden" data-testid="application-cards">
                  {rows.map((application) => (
                    <li
                      key={application.id}
                      className="flex gap-3 rounded-md border border-border p-3 text-sm"
                      data-application-id={application.id}
                    >
                      <Checkbox
                        aria-label={`Select ${fullName(application)}`}
                        checked={selected.has(application.id)}
                        onChange={(event) => toggle(application.id, event.target.checked)}
                        className="mt-0.5"
                      />
                      <div className="min-w-0 flex-1">
                        <div className="flex items-start justify-between gap-3">
                          <div className="min-w-0">
                            <Link
                              to={`/admin/applications/${application.id}`}
                              className="font-medium text-primary underline-offset-2 hover:underline"
                            >
                              {fullName(application)}
                            </Link>
                            <span className="block truncate text-xs text-muted-foreground">
                              {application.jobTitle ?? "General application"}
                            </span>
                          </div>
                          <StageBadge stage={application.stage} />
                        </div>
                        <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
                          <span>{application.owner?.name ?? "Unassigned"}</span>
                          <RatingStars rating={application.rating} />
                          <span>{formatDate(application.createdAt)}</span>
                        </div>
                      </div>
                    </li>
                  ))}
                </ul>
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
