import { useMemo } from "react";
import { Link } from "react-router";
import type { AnalyticsView } from "#contract/analytics";
import { APPLICATION_STAGE_LABELS } from "#contract/application-pipeline";
import { AdminTable } from "../AdminTable";
import { EmptyLine, Panel } from "../Panel";
import { DurationFigure, Figure, percentText } from "./AnalyticsPanels";
import { ChartCanvas } from "./ChartCanvas";

/** The range's headline figures, two to four a row. */
export function AnalyticsFigures({ view }: { view: AnalyticsView }) {
  return (
    <section aria-label="Figures of the range" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <Figure
        label="Leads"
        value={view.leads.total.toLocaleString("en-US")}
        detail="Applications, messages and bookings."
      />
      <Figure label="Applications" value={view.applications.total.toLocaleString("en-US")} />
      <DurationFigure label="Time to first contact" summary={view.timeToFirstContact} what="applications contacted" />
      <DurationFigure label="Time to placement" summary={view.timeToPlacement} what="placements" />
      <Figure label="Bookings" value={view.bookings.total.toLocaleString("en-US")} detail="Consultations booked." />
      <Figure
        label="No-show rate"
        value={percentText(view.bookings.noShowRate)}
        detail={`${view.bookings.noShows} no-shows of ${view.bookings.noShows + view.bookings.completed} appointments held and marked.`}
      />
      <Figure
        label="LinkedIn posts sent"
        value={view.linkedin.sent.toLocaleString("en-US")}
        detail={view.linkedin.failed > 0 ? `${view.linkedin.failed} failed.` : undefined}
      />
      <Figure
        label="Page views"
        value={view.pageViews.connected ? view.pageViews.total.toLocaleString("en-US") : "Not connected"}
      />
    </section>
  );
}

/** How far the range's applications went: a bar chart and its table, closed stages below the open ones. */
export function StagesReachedPanel({ applications }: { applications: AnalyticsView["applications"] }) {
  const funnel = useMemo(
    () => applications.stagesReached.map((row) => ({ ...row, label: APPLICATION_STAGE_LABELS[row.stage] })),
    [applications],
  );
  return (
    <Panel
      id="stages-reached"
      title="How far applications went"
      description="Applications of the range that reached each stage, or a later one."
    >
      <ChartCanvas
        kind="bar"
        labels={funnel.map((row) => row.label)}
        series={[{ label: "Applications", values: funnel.map((row) => row.count) }]}
        summary={`Stages reached: ${funnel.map((row) => `${row.label} ${row.count}`).join(", ")}.`}
      />
      <AdminTable
        className="mt-3"
        compact
        rows={[
          ...funnel,
          ...applications.closed.map((row) => ({
            stage: row.label,
            label: `Closed: ${APPLICATION_STAGE_LABELS[row.label as keyof typeof APPLICATION_STAGE_LABELS] ?? row.label}`,
            count: row.count,
          })),
        ]}
        rowKey={(row) => row.stage}
        columns={[
          { header: "Stage", cell: (row) => row.label },
          { header: "Applications", cell: (row) => row.count, className: "text-right tabular-nums" },
        ]}
      />
    </Panel>
  );
}

/** Published articles ranked by the messages and applications of visits that began on them. */
export function ArticlesPanel({ articles }: { articles: AnalyticsView["articles"] }) {
  return (
    <Panel
      id="articles"
      title="Articles that bring business"
      description="Published articles ranked by the messages and applications of visitors whose visit began on them (visitors who allowed analytics)."
    >
      {articles.length === 0 ? (
        <EmptyLine>No message or application began on an article in this range.</EmptyLine>
      ) : (
        <AdminTable
          className="mt-3"
          rows={articles}
          rowKey={(row) => row.articleId}
          columns={[
            {
              header: "Article",
              cell: (row) => (
                <Link className="text-primary underline" to={`/article/${row.articleId}`}>
                  {row.title}
                </Link>
              ),
            },
            { header: "Messages", cell: (row) => row.leads, className: "text-right tabular-nums" },
            { header: "Applications", cell: (row) => row.applications, className: "text-right tabular-nums" },
          ]}
        />
      )}
    </Panel>
  );
}
