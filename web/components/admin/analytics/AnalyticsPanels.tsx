import { useMemo } from "react";
import type { CountOf, DurationSummary, PageViewFigures, SubscriberSeries } from "#contract/analytics";
import type { NewsletterIssueSent } from "#contract/newsletter";
import { AdminTable } from "../AdminTable";
import { EmptyLine, Panel } from "../Panel";
import { ChartCanvas, type ChartSeries } from "./ChartCanvas";

/** The panels of /admin/analytics: each chart beside a table (or a sentence) with the same figures. */

const numberText = (value: number) => value.toLocaleString("en-US");

/** "3.5 hours" under two days, else "4.2 days"; "–" when nothing was measured. */
export function durationText(hours: number | null): string {
  if (hours === null) return "–";
  if (hours < 48) return `${hours.toFixed(1)} hours`;
  return `${(hours / 24).toFixed(1)} days`;
}

export function percentText(share: number | null): string {
  return share === null ? "–" : `${(share * 100).toFixed(1)}%`;
}

/** A figure card: a label, the figure, and a line saying what it counts. */
export function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-lg border border-border bg-white p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-bold text-primary">{value}</p>
      {detail && <p className="mt-1 text-xs text-muted-foreground">{detail}</p>}
    </div>
  );
}

/** A table of labelled counts: what is counted, and how many. */
export function CountsTable({ rows, header }: { rows: readonly CountOf[]; header: string }) {
  return (
    <AdminTable
      className="mt-3"
      compact
      rows={rows}
      rowKey={(row) => row.label}
      columns={[
        { header, cell: (row) => row.label, className: "break-words" },
        { header: "Count", cell: (row) => numberText(row.count), className: "text-right tabular-nums" },
      ]}
    />
  );
}

/** One breakdown: a horizontal bar chart of its counts and their table, or a line when there is nothing. */
export function Breakdown({
  id,
  title,
  description,
  rows,
  header,
}: {
  id: string;
  title: string;
  description?: string;
  rows: readonly CountOf[];
  header: string;
}) {
  const labels = useMemo(() => rows.map((row) => row.label), [rows]);
  const series = useMemo(() => [{ label: title, values: rows.map((row) => row.count) }], [rows, title]);
  const top = rows[0];
  return (
    <Panel id={id} title={title} description={description}>
      {top ? (
        <>
          <ChartCanvas
            kind="bar"
            horizontal
            labels={labels}
            series={series}
            summary={`${title}: ${rows.map((row) => `${row.label} ${row.count}`).join(", ")}.`}
          />
          <CountsTable rows={rows} header={header} />
        </>
      ) : (
        <EmptyLine>None in this range.</EmptyLine>
      )}
    </Panel>
  );
}

export function DurationFigure({ label, summary, what }: { label: string; summary: DurationSummary; what: string }) {
  return (
    <Figure
      label={label}
      value={durationText(summary.medianHours)}
      detail={
        summary.count === 0
          ? `No ${what} in this range.`
          : `Median of ${numberText(summary.count)} ${what}; average ${durationText(summary.averageHours)}.`
      }
    />
  );
}

/**
 * Subscribers over time: the active line with the confirmations and unsubscriptions of each step, a sentence and a
 * table of the steps that moved.
 */
export function SubscribersPanel({
  id,
  title,
  series,
  bucket,
}: {
  id: string;
  title: string;
  series: SubscriberSeries;
  bucket: string;
}) {
  const labels = useMemo(() => series.points.map((point) => point.start), [series]);
  const lines: ChartSeries[] = useMemo(
    () => [
      { label: "Active subscribers", values: series.points.map((point) => point.active) },
      { label: "Confirmed", values: series.points.map((point) => point.subscribed) },
      { label: "Unsubscribed", values: series.points.map((point) => point.unsubscribed) },
    ],
    [series],
  );
  const subscribed = series.points.reduce((sum, point) => sum + point.subscribed, 0);
  const unsubscribed = series.points.reduce((sum, point) => sum + point.unsubscribed, 0);
  const end = series.points.at(-1)?.active ?? series.activeAtStart;
  const summary = `${numberText(series.activeAtStart)} at the start, ${numberText(subscribed)} confirmed, ${numberText(unsubscribed)} unsubscribed, ${numberText(end)} at the end.`;
  const moved = series.points.filter((point) => point.subscribed > 0 || point.unsubscribed > 0);
  return (
    <Panel id={id} title={title} description={summary}>
      <ChartCanvas kind="line" labels={labels} series={lines} summary={`${title}: ${summary}`} />
      {moved.length > 0 && (
        <AdminTable
          className="mt-3"
          compact
          rows={moved}
          rowKey={(point) => point.start}
          columns={[
            { header: bucket === "week" ? "Week from" : "Day", cell: (point) => point.start },
            { header: "Confirmed", cell: (point) => point.subscribed, className: "text-right tabular-nums" },
            { header: "Unsubscribed", cell: (point) => point.unsubscribed, className: "text-right tabular-nums" },
            { header: "Active", cell: (point) => point.active, className: "text-right tabular-nums" },
          ]}
        />
      )}
    </Panel>
  );
}

/** Newsletter issues sent in the range: a bar of emails sent and failed per issue, beside the table of counts. */
export function NewsletterIssuesPanel({
  issues,
  timeZone,
}: {
  issues: readonly NewsletterIssueSent[];
  /** The firm's zone, in which the range's days are counted. */
  timeZone: string;
}) {
  const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { timeZone, dateStyle: "medium" });
  const title = "Newsletter issues sent";
  const summary = issues.map((issue) => `${issue.subject} ${issue.sent} sent, ${issue.failed} failed`).join("; ");
  return (
    <Panel
      id="newsletter-issues"
      title={title}
      description="Issues whose send started in the range, with their emails as the delivery pipeline left them."
    >
      {issues.length === 0 ? (
        <EmptyLine>No issue was sent in this range.</EmptyLine>
      ) : (
        <>
          <ChartCanvas
            kind="bar"
            labels={issues.map((issue) => issue.subject)}
            series={[
              { label: "Sent", values: issues.map((issue) => issue.sent) },
              { label: "Failed", values: issues.map((issue) => issue.failed) },
            ]}
            summary={`${title}: ${summary}.`}
          />
          <AdminTable
            className="mt-3"
            compact
            rows={issues}
            rowKey={(issue) => issue.id}
            columns={[
              {
                header: "Issue",
                cell: (issue) => (
                  <span className="break-words">
                    {issue.subject}
                    <span className="block text-xs text-muted-foreground">{day(issue.sentAt)}</span>
                  </span>
                ),
              },
              { header: "Recipients", cell: (issue) => numberText(issue.total), className: "text-right tabular-nums" },
              { header: "Sent", cell: (issue) => numberText(issue.sent), className: "text-right tabular-nums" },
              { header: "Failed", cell: (issue) => numberText(issue.failed), className: "text-right tabular-nums" },
            ]}
          />
        </>
      )}
    </Panel>
  );
}

/** Page views from Analytics Engine, or the sentence saying they are not connected. */
export function PageViewsPanel({ pageViews }: { pageViews: PageViewFigures }) {
  if (!pageViews.connected)
    return (
      <Panel id="page-views" title="Page views">
        <p className="mt-2 text-sm" data-testid="page-views-status">
          <strong>Not connected.</strong> {pageViews.reason}
        </p>
      </Panel>
    );
  return (
    <Panel
      id="page-views"
      title="Page views"
      description={`${numberText(pageViews.total)} views of public pages (Workers Analytics Engine, sampled).`}
    >
      <div className="grid gap-4 lg:grid-cols-3">
        <CountsTable rows={pageViews.topPaths} header="Page" />
        <CountsTable rows={pageViews.topReferrers} header="Referring site" />
        <CountsTable rows={pageViews.countries} header="Country" />
      </div>
    </Panel>
  );
}
