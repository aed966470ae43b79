import { APPLICATION_SORTS, APPLICATION_STAGE_LABELS, type ApplicationJobCount } from "#contract/application-pipeline";
import { APPLICATION_STAGES } from "#contract/enums";
import { BOARD_SCOPE } from "../../../content/applications";
import { oneOf } from "../../../lib/utils";
import { Field, Input } from "../../ui/form";
import { ListFilter } from "../ListFilter";
import type { ApplicationFilters } from "./application-queries";

/** The list's URL parameters, in their order. */
export const APPLICATION_FILTERS = ["stage", "jobId", "clientId", "ownerId", "q", "from", "to", "sort"] as const;
type FilterName = (typeof APPLICATION_FILTERS)[number];
type Apply = (changes: Partial<Record<FilterName, string>>) => void;

const SORT_LABELS: Record<(typeof APPLICATION_SORTS)[number], string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  name: "Last name",
  rating: "Rating",
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters the URL names; anything the list does not know is left out. */
export function applicationFilters(params: URLSearchParams, page: number): ApplicationFilters {
  const stage = params.get("stage") ?? "";
  return {
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
}

/** The clients whose jobs have applications, with their counts summed, for the Client filter. */
export function applicationClients(jobs: readonly ApplicationJobCount[] | undefined) {
  const clients = new Map<string, { name: string; open: number; total: number }>();
  for (const job of jobs ?? []) {
    if (!job.client) continue;
    const sum = clients.get(job.client.id) ?? { name: job.client.name, open: 0, total: 0 };
    clients.set(job.client.id, { ...sum, open: sum.open + job.open, total: sum.total + job.total });
  }
  return clients;
}

/** The client and job filters, which the table and the board both have. */
export function ApplicationScopeFilters({
  filters,
  jobs,
  apply,
}: {
  filters: ApplicationFilters;
  jobs: readonly ApplicationJobCount[] | undefined;
  apply: Apply;
}) {
  const clients = applicationClients(jobs);
  const jobChoices = (jobs ?? []).filter((job) => !filters.clientId || job.client?.id === filters.clientId);
  return (
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
}

/** The table's filters: stage, client and job, owner, the days applied and the sort. */
export function ApplicationListFilters({
  filters,
  jobs,
  owners,
  apply,
}: {
  filters: ApplicationFilters;
  jobs: readonly ApplicationJobCount[] | undefined;
  owners: readonly { id: string; name: string }[] | undefined;
  apply: Apply;
}) {
  return (
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
      <ApplicationScopeFilters filters={filters} jobs={jobs} apply={apply} />
      <ListFilter
        label="Owner"
        value={filters.ownerId}
        all="Anyone"
        options={[
          { value: "none", label: "Unassigned" },
          ...(owners ?? []).map((owner) => ({ value: owner.id, label: owner.name })),
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
  );
}
