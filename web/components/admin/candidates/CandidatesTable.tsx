import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CandidateListRow } from "#contract/candidates";
import { formatPhone } from "#contract/normalize";
import { AdminTable } from "../AdminTable";
import { formatDate } from "../labels";
import { RestrictionsNote } from "../submittals-placements/OffLimits";
import { countsText, DuplicateBadge, fullName } from "./CandidateParts";

interface ListProps {
  rows: CandidateListRow[];
  /** The row's box for the "Add to job" selection. */
  selectBox: (candidate: CandidateListRow) => ReactNode;
}

/** The page's candidates as a table, from the md breakpoint up. */
export function CandidatesTable({ rows, selectBox }: ListProps) {
  return (
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
            candidate.phone ? formatPhone(candidate.phone) : <span className="text-muted-foreground">None</span>,
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
  );
}

/** The page's candidates as cards, below the md breakpoint. */
export function CandidateCards({ rows, selectBox }: ListProps) {
  return (
    <ul className="mt-4 space-y-3 md:hidden" data-testid="candidate-cards">
      {rows.map((candidate) => (
        <li key={candidate.id} className="rounded-md border border-border p-3 text-sm" data-candidate-id={candidate.id}>
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
  );
}
