import { useState } from "react";
import { Link } from "react-router";
import { formatPhone } from "#contract/normalize";
import { UNMATCHED_TEXTS_PAGE } from "#contract/sms";
import { AdminTable } from "../../components/admin/AdminTable";
import { AddToJobDialog } from "../../components/admin/candidates/AddToJobDialog";
import { countsText, DuplicateBadge, fullName } from "../../components/admin/candidates/CandidateParts";
import {
  CANDIDATES_PAGE_SIZE,
  type CandidateFilters,
  useCandidates,
} from "../../components/admin/candidates/candidate-queries";
import { ListPager } from "../../components/admin/ListPager";
import { ListSearch } from "../../components/admin/ListSearch";
import { formatDate } from "../../components/admin/labels";
import { useListParams } from "../../components/admin/list-params";
import { Panel, QueryStatus } from "../../components/admin/Panel";
import { RefreshButton } from "../../components/admin/RefreshButton";
import { RestrictionsNote } from "../../components/admin/submittals-placements/OffLimits";
import { Button } from "../../components/ui/button";
import { Checkbox, Label } from "../../components/ui/form";
import { ADD_TO_JOB, CANDIDATES_PAGE, UNMATCHED_TEXTS } from "../../content/admin-candidates";
import { PageHead } from "../../lib/head";

/**
 * /admin/candidates: every person who applied, wrote or booked, newest first, 25 a page. The search, the duplicate
 * filter and the page live in the URL (?q=lee&duplicates=1&page=2), so a reload or a shared link shows the same.
 */
export default function CandidatesPage() {
  const { params, page, apply } = useListParams(["q", "duplicates"]);
  const filters: CandidateFilters = {
    q: params.get("q") || undefined,
    duplicates: params.get("duplicates") === "1",
    page,
  };
  const list = useCandidates(filters);

  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  // The selection for "Add to job", by id with the name the dialog shows; it survives paging and searching.
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(new Map());
  const [adding, setAdding] = useState(false);
  const toggle = (candidate: (typeof rows)[number], on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(candidate.id, fullName(candidate));
      else next.delete(candidate.id);
      return next;
    });
  const selectBox = (candidate: (typeof rows)[number]) => (
    <Checkbox
      checked={selected.has(candidate.id)}
      onChange={(event) => toggle(candidate, event.target.checked)}
      aria-label={ADD_TO_JOB.selectLabel(fullName(candidate))}
    />
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title={`${CANDIDATES_PAGE.title} | Admin Dashboard`} description={CANDIDATES_PAGE.intro} noIndex />
      <h1 className="text-2xl font-bold text-primary sm:text-3xl">{CANDIDATES_PAGE.title}</h1>
      <p className="mt-1 text-muted-foreground">{CANDIDATES_PAGE.intro}</p>
      <p className="mt-2 text-sm">
        <Link to={UNMATCHED_TEXTS_PAGE} className="text-primary underline underline-offset-4">
          {UNMATCHED_TEXTS.link}
        </Link>
      </p>

      <Panel
        id="candidates"
        title="People"
        className="mt-6"
        action={<RefreshButton onRefresh={() => void list.refetch()} refreshing={list.isFetching} />}
      >
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <ListSearch
            label="Search candidates"
            placeholder={CANDIDATES_PAGE.searchPlaceholder}
            value={filters.q}
            onSearch={(q) => apply({ q })}
            className="flex-1"
          />
          <div className="flex items-center gap-2">
            <Checkbox
              id="duplicates-only"
              checked={filters.duplicates}
              onChange={(event) => apply({ duplicates: event.target.checked ? "1" : "" })}
            />
            <Label htmlFor="duplicates-only">{CANDIDATES_PAGE.duplicatesOnly}</Label>
          </div>
        </div>

        {selected.size > 0 && (
          <div
            className="mt-4 flex flex-wrap items-center gap-2 rounded-md border border-border bg-muted/40 p-2 text-sm"
            data-testid="candidates-selection"
          >
            <span className="font-medium">{ADD_TO_JOB.selected(selected.size)}</span>
            <Button size="sm" onClick={() => setAdding(true)}>
              {ADD_TO_JOB.buttonLabel}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setSelected(new Map())}>
              {ADD_TO_JOB.clearSelection}
            </Button>
          </div>
        )}
        <AddToJobDialog
          candidates={[...selected].map(([id, name]) => ({ id, name }))}
          open={adding}
          onOpenChange={setAdding}
        />

        <QueryStatus
          query={{ ...list, data: list.data?.rows }}
          noun="candidates"
          empty={filters.q || filters.duplicates ? CANDIDATES_PAGE.emptyFiltered : CANDIDATES_PAGE.empty}
        />
        {rows.length > 0 && (
          <>
            <AdminTable
              className="hidden md:block"
              rows={rows}
              rowKey={(candidate) => candidate.id}
              minWidth="48rem"
              testId="candidates"
              alignTop
              rowData={(candidate) => ({ "data-candidate-id": candidate.id })}
              columns={[
                { header: <span className="sr-only">Select</span>, className: "w-8", cell: selectBox },
                {
                  header: "Candidate",
                  cell: (candidate) => (
                    <>
                      <span className="flex flex-wrap items-center gap-2">
                        <Link
                          to={`/admin/candidates/${candidate.id}`}
                          className="font-medium text-primary underline-offset-2 hover:underline"
                        >
                          {fullName(candidate)}
                        </Link>
                        <DuplicateBadge count={candidate.possibleDuplicates} />
                      </span>
                      <span className="block text-xs text-muted-foreground">{candidate.email}</span>
                      <RestrictionsNote restrictions={candidate} className="mt-1 block space-y-1" />
                    </>
                  ),
                },
                {
                  header: "Phone",
                  className: "whitespace-nowrap",
                  cell: (candidate) =>
                    candidate.phone ? (
                      formatPhone(candidate.phone)
                    ) : (
                      <span className="text-muted-foreground">None</span>
                    ),
                },
                {
                  header: "Applications",
                  headerClassName: "text-right",
                  className: "text-right tabular-nums",
                  cell: (candidate) => candidate.counts.applications,
                },
                {
                  header: "Messages",
                  headerClassName: "text-right",
                  className: "text-right tabular-nums",
                  cell: (candidate) => candidate.counts.messages,
                },
                {
                  header: "Bookings",
                  headerClassName: "text-right",
                  className: "text-right tabular-nums",
                  cell: (candidate) => candidate.counts.bookings,
                },
                {
                  header: "Since",
                  className: "whitespace-nowrap",
                  cell: (candidate) => formatDate(candidate.createdAt),
                },
              ]}
            />
            <ul className="mt-4 space-y-3 md:hidden" data-testid="candidate-cards">
              {rows.map((candidate) => (
                <li
                  key={candidate.id}
                  className="rounded-md border border-border p-3 text-sm"
                  data-candidate-id={candidate.id}
                >
                  <div className="flex items-start justify-between gap-3">
                    <span className="pt-0.5">{selectBox(candidate)}</span>
                    <div className="min-w-0 flex-1">
                      <Link
                        to={`/admin/candidates/${candidate.id}`}
                        className="font-medium text-primary underline-offset-2 hover:underline"
                      >
                        {fullName(candidate)}
                      </Link>
                      <span className="block truncate text-xs text-muted-foreground">{candidate.email}</span>
                    </div>
                    <DuplicateBadge count={candidate.possibleDuplicates} />
                  </div>
                  <RestrictionsNote restrictions={candidate} className="mt-2 block space-y-1" />
                  <p className="mt-2 text-xs text-muted-foreground">{countsText(candidate)}</p>
                </li>
              ))}
            </ul>
          </>
        )}
        {list.data && (
          <ListPager
            label="Candidate pages"
            testId="candidates-range"
            page={page}
            pageSize={CANDIDATES_PAGE_SIZE}
            shown={rows.length}
            total={total}
            onPage={(next) => apply({ page: next })}
          />
        )}
      </Panel>
    </div>
  );
}
