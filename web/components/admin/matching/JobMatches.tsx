import { Link, useNavigate } from "react-router";
import type { JobMatch } from "#contract/matching";
import { CANDIDATE_MATCHES } from "../../../content/matching";
import { ApiError } from "../../../lib/api";
import { Button } from "../../ui/button";
import { toast } from "../../ui/toast";
import { useAddToJob } from "../candidates/add-to-job-queries";
import { ListPager } from "../ListPager";
import { useListParams } from "../list-params";
import { Panel, QueryStatus } from "../Panel";
import { MatchReasonsLine, MatchRestrictions, MatchScore } from "./MatchParts";
import { JOB_MATCHES_PAGE_SIZE, useCandidateMatches } from "./match-queries";

/** A page number from the address (1 when absent or not a number). */
const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? "1", 10) || 1);

/**
 * The candidate page's "Matching jobs" (issue 46 item 5): the open jobs ranked for the person with the same reasons
 * as a job's matches, each linking to its job order page, and "Add to job" for one. Its page is in the address.
 */
export function JobMatches({ candidate, className }: { candidate: { id: string; name: string }; className?: string }) {
  const { params, apply } = useListParams(["jobsPage"]);
  const page = pageOf(params.get("jobsPage"));
  const matches = useCandidateMatches(candidate.id, page);
  const rows = matches.data?.rows ?? [];
  const add = useAddToJob([candidate]);
  const navigate = useNavigate();

  function addTo(match: JobMatch) {
    add.mutate(match.jobId, {
      onSuccess: ({ applicationId }) => {
        toast({ title: CANDIDATE_MATCHES.added, description: `${candidate.name}: ${match.title}` });
        if (applicationId) void navigate(`/admin/applications/${applicationId}`);
      },
      onError: (error) =>
        toast({
          title: "Not added",
          description: (error instanceof ApiError && error.serverMessage) || error.message,
          variant: "destructive",
        }),
    });
  }

  return (
    <Panel
      id="candidate-job-matches"
      title={CANDIDATE_MATCHES.title}
      description={CANDIDATE_MATCHES.intro}
      className={className}
    >
      <QueryStatus
        query={{ ...matches, data: matches.data?.rows }}
        noun="matching jobs"
        empty={CANDIDATE_MATCHES.empty}
      />
      {rows.length > 0 && (
        <ol className="mt-3 divide-y divide-border" data-testid="candidate-job-matches">
          {rows.map((match) => (
            <li key={match.jobId} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <MatchScore score={match.score} />
                  <Link
                    to={`/admin/jobs/${match.jobId}`}
                    className="font-medium break-words text-primary underline-offset-2 hover:underline"
                  >
                    {match.title}
                  </Link>
                </div>
                <p className="mt-1 text-xs text-muted-foreground">
                  {match.company} · {match.location}
                </p>
                <MatchReasonsLine reasons={match.reasons} />
                <MatchRestrictions restrictions={match.restrictions} />
              </div>
              <Button
                size="sm"
                variant="outline"
                className="shrink-0 self-start"
                disabled={add.isPending}
                onClick={() => addTo(match)}
                aria-label={CANDIDATE_MATCHES.addToJob(match.title)}
              >
                Add to job
              </Button>
            </li>
          ))}
        </ol>
      )}
      {matches.data && (
        <ListPager
          label="Matching job pages"
          testId="job-matches-range"
          page={page}
          pageSize={JOB_MATCHES_PAGE_SIZE}
          shown={rows.length}
          total={matches.data.total}
          onPage={(next) => apply({ jobsPage: next > 1 ? String(next) : "" })}
        />
      )}
    </Panel>
  );
}
