import { useState } from "react";
import { Link } from "react-router";
import { UNMATCHED_TEXTS_PAGE } from "#contract/sms";
import { CandidateListFilters } from "../../components/admin/candidates/CandidateListFilters";
import { fullName } from "../../components/admin/candidates/CandidateParts";
import { CandidateSelectionBar } from "../../components/admin/candidates/CandidateSelectionBar";
import { CandidateCards, CandidatesTable } from "../../components/admin/candidates/CandidatesTable";
import {
  CANDIDATES_PAGE_SIZE,
  type CandidateFilters,
  useCandidates,
} from "../../components/admin/candidates/candidate-queries";
import { ListPager } from "../../components/admin/ListPager";
import { useListParams } from "../../components/admin/list-params";
import { FilterProblem, filterProblemOf } from "../../components/admin/matching/MatchParts";
import { activeFilterCount, matchFiltersOf } from "../../components/admin/matching/match-filters";
import { Panel, QueryStatus } from "../../components/admin/Panel";
import { RefreshButton } from "../../components/admin/RefreshButton";
import { Checkbox } from "../../components/ui/form";
import { ADD_TO_JOB, CANDIDATES_PAGE, UNMATCHED_TEXTS } from "../../content/admin-candidates";
import { PageHead } from "../../lib/head";

/**
 * /admin/candidates: every person who applied, wrote or booked, newest first, 25 a page. The search (with -word and
 * "phrases"), the duplicate filter, a job match's filters (radius, pay, remote, skills, notice, stage, tags, owner)
 * and the page live in the URL (?q=lee&radius=25&near=60601&page=2), so a reload or a shared link shows the same.
 */
export default function CandidatesPage() {
  const { params, page, apply } = useListParams(["q", "duplicates"]);
  const filters: CandidateFilters = {
    q: params.get("q") || undefined,
    duplicates: params.get("duplicates") === "1",
    match: matchFiltersOf(params),
    page,
  };
  const filtered = Boolean(filters.q || filters.duplicates || activeFilterCount(filters.match) > 0);
  const list = useCandidates(filters);
  const problem = filterProblemOf(list.error);

  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  // The selection for "Add to job", by id with the name the dialog shows; it survives paging and searching.
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(new Map());
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
        <CandidateListFilters filters={filters} apply={apply} />

        <CandidateSelectionBar selected={selected} onClear={() => setSelected(new Map())} />

        {problem ? (
          <FilterProblem problem={problem} />
        ) : (
          <QueryStatus
            query={{ ...list, data: list.data?.rows }}
            noun="candidates"
            empty={filtered ? CANDIDATES_PAGE.emptyFiltered : CANDIDATES_PAGE.empty}
          />
        )}
        {rows.length > 0 && !problem && (
          <>
            <CandidatesTable rows={rows} selectBox={selectBox} />
            <CandidateCards rows={rows} selectBox={selectBox} />
          </>
        )}
        {list.data && !problem && (
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
