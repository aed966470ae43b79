import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ApplicationListItem } from "#contract/application-pipeline";
import { cn } from "../../../lib/utils";
import { Checkbox } from "../../ui/form";
import { AdminTable } from "../AdminTable";
import { formatDate } from "../labels";
import { RatingStars, StageBadge } from "./ApplicationParts";

interface Selection {
  rows: ApplicationListItem[];
  selected: ReadonlySet<string>;
  onSelect: (ids: ReadonlySet<string>) => void;
}

function fullName(application: Pick<ApplicationListItem, "firstName" | "lastName">): string {
  return `${application.firstName} ${application.lastName}`;
}

/** A checkbox that also shows "some" (indeterminate), which HTML sets only from script. */
function SelectAll({
  rows,
  selected,
  onSelect,
  className,
  children,
}: Selection & { className?: string; children: ReactNode }) {
  const count = rows.filter((row) => selected.has(row.id)).length;
  return (
    <label className={cn("inline-flex items-center gap-2 text-sm", className)}>
      <Checkbox
        ref={(element) => {
          if (element) element.indeterminate = count > 0 && count < rows.length;
        }}
        checked={count > 0 && count === rows.length}
        onChange={(event) => onSelect(new Set(event.target.checked ? rows.map((row) => row.id) : []))}
      />
      {children}
    </label>
  );
}

/** One row's box, which adds it to the selection or takes it out. */
function SelectOne({
  application,
  selected,
  onSelect,
}: Omit<Selection, "rows"> & { application: ApplicationListItem }) {
  function toggle(on: boolean) {
    const next = new Set(selected);
    if (on) next.add(application.id);
    else next.delete(application.id);
    onSelect(next);
  }
  return (
    <Checkbox
      aria-label={`Select ${fullName(application)}`}
      checked={selected.has(application.id)}
      onChange={(event) => toggle(event.target.checked)}
      className="mt-0.5"
    />
  );
}

const candidateLink = (application: ApplicationListItem) => (
  <Link
    to={`/admin/applications/${application.id}`}
    className="font-medium text-primary underline-offset-2 hover:underline"
  >
    {fullName(application)}
  </Link>
);

/** The page's applications, each with a box for the bulk actions: a table on wide screens, cards on narrow ones. */
export function ApplicationsTable({ rows, selected, onSelect }: Selection) {
  return (
    <>
      <SelectAll rows={rows} selected={selected} onSelect={onSelect} className="mt-4 md:hidden">
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
              <SelectAll rows={rows} selected={selected} onSelect={onSelect}>
                <span className="sr-only">Select all on this page</span>
              </SelectAll>
            ),
            headerClassName: "w-8",
            cell: (application) => <SelectOne application={application} selected={selected} onSelect={onSelect} />,
          },
          {
            header: "Candidate",
            cell: (application) => (
              <>
                {candidateLink(application)}
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
            cell: (application) => application.owner?.name ?? <span className="text-muted-foreground">Unassigned</span>,
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
            <SelectOne application={application} selected={selected} onSelect={onSelect} />
            <div className="min-w-0 flex-1">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  {candidateLink(application)}
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
  );
}
