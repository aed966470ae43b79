import { type FormEvent, useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { ANALYTICS_MAX_DAYS } from "#contract/analytics";
import { APPLICATION_STAGE_LABELS } from "#contract/application-pipeline";
import { DEFAULT_TIME_ZONE } from "#contract/site-enums";
import { addDays, isCalendarDate, zonedDate } from "#contract/time-zone";
import { AdminTable } from "../../components/admin/AdminTable";
import {
  Breakdown,
  DurationFigure,
  Figure,
  NewsletterIssuesPanel,
  PageViewsPanel,
  percentText,
  SubscribersPanel,
} from "../../components/admin/analytics/AnalyticsPanels";
import { useAnalytics } from "../../components/admin/analytics/analytics-queries";
import { ChartCanvas } from "../../components/admin/analytics/ChartCanvas";
import { errorText } from "../../components/admin/content/labels";
import { EmptyLine, Panel } from "../../components/admin/Panel";
import { Button } from "../../components/ui/button";
import { Input, Label } from "../../components/ui/form";
import { ApiError } from "../../lib/api";
import { PageHead } from "../../lib/head";

/** The ranges offered as links: the last N days up to today in the firm's zone. */
const PRESETS = [
  { label: "Last 30 days", days: 30 },
  { label: "Last 90 days", days: 90 },
  { label: "Last 12 months", days: 365 },
] as const;

/** What is wrong with the range, in the API's words for each field, or the error's text. */
function rangeProblem(error: unknown): string {
  const issues = error instanceof ApiError ? error.issues : undefined;
  return issues?.length ? issues.map((issue) => issue.message).join(". ") : errorText(error);
}

const lastDays = (today: string, days: number) => ({ from: addDays(today, 1 - days), to: today });

/**
 * /admin/analytics (issue 34 item 3): the firm's numbers for a date range kept in the address. Every chart has a
 * table or a sentence with its figures; chart.js loads only here, after the figures are on screen.
 */
export default function AnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const today = zonedDate(Date.now(), DEFAULT_TIME_ZONE);
  const asked = { from: params.get("from") ?? "", to: params.get("to") ?? "" };
  const range = isCalendarDate(asked.from) && isCalendarDate(asked.to) ? asked : lastDays(today, 30);
  const analytics = useAnalytics(range);
  const view = analytics.data;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setParams({ from: String(form.get("from") ?? ""), to: String(form.get("to") ?? "") });
  };

  const funnel = useMemo(
    () =>
      view
        ? view.applications.stagesReached.map((row) => ({ ...row, label: APPLICATION_STAGE_LABELS[row.stage] }))
        : [],
    [view],
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title="Analytics | Admin Dashboard" description="The firm's numbers." noIndex />
      <h1 className="text-2xl font-bold text-primary sm:text-3xl">Analytics</h1>
      <p className="mt-1 text-muted-foreground">
        Leads, applications, placements, bookings, subscribers and the content that brings them, from the firm's own
        data. Days are counted in {DEFAULT_TIME_ZONE.replace("_", " ")} time.
      </p>

      <form
        method="get"
        action="/admin/analytics"
        onSubmit={submit}
        className="mt-6 flex flex-wrap items-end gap-3 rounded-lg border border-border bg-white p-4"
        key={`${range.from}-${range.to}`}
      >
        <div>
          <Label htmlFor="analytics-from">From</Label>
          <Input id="analytics-from" type="date" name="from" defaultValue={range.from} required />
        </div>
        <div>
          <Label htmlFor="analytics-to">To</Label>
          <Input id="analytics-to" type="date" name="to" defaultValue={range.to} required />
        </div>
        <Button type="submit">Show</Button>
        <nav aria-label="Ranges" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {PRESETS.map(({ label, days }) => {
            const preset = lastDays(today, days);
            return (
              <Link key={days} className="text-primary underline" to={`?from=${preset.from}&to=${preset.to}`}>
                {label}
              </Link>
            );
          })}
        </nav>
        <p className="w-full text-xs text-muted-foreground">At most {ANALYTICS_MAX_DAYS} days at once.</p>
      </form>

      {analytics.isError && (
        <p role="alert" className="mt-4 text-red-800">
          {rangeProblem(analytics.error)}
        </p>
      )}
      {analytics.isPending && <p className="mt-4 text-muted-foreground">Loading the figures...</p>}

      {view && (
        <div className="mt-6 space-y-6" aria-busy={analytics.isFetching}>
          <section aria-label="Figures of the range" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            <Figure
              label="Leads"
              value={view.leads.total.toLocaleString("en-US")}
              detail="Applications, messages and bookings."
            />
            <Figure label="Applications" value={view.applications.total.toLocaleString("en-US")} />
            <DurationFigure
              label="Time to first contact"
              summary={view.timeToFirstContact}
              what="applications contacted"
            />
            <DurationFigure label="Time to placement" summary={view.timeToPlacement} what="placements" />
            <Figure
              label="Bookings"
              value={view.bookings.total.toLocaleString("en-US")}
              detail="Consultations booked."
            />
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

          <div className="grid items-start gap-6 lg:grid-cols-2">
            <Breakdown
              id="leads-by-source"
              title="Leads by source"
              header="Source"
              rows={view.leads.bySource}
              description="The form, or the campaign's utm_source when the visitor came through one."
            />
            <Breakdown
              id="leads-by-utm"
              title="Messages by campaign"
              header="Source / medium / campaign"
              rows={view.leads.byUtm}
              description="Contact messages of visitors who allowed analytics and arrived through a UTM link."
            />
            <Breakdown id="leads-by-inquiry" title="Messages by inquiry" header="Inquiry" rows={view.leads.byInquiry} />
            <Breakdown
              id="applications-by-job"
              title="Applications by job"
              header="Job"
              rows={view.applications.byJob}
            />
            <Breakdown
              id="applications-by-source"
              title="Applications by source"
              header="Source"
              rows={view.applications.bySource}
            />
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
                  ...view.applications.closed.map((row) => ({
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
            <Breakdown
              id="bookings-by-type"
              title="Bookings by type"
              header="Consultation"
              rows={view.bookings.byType}
            />
            <SubscribersPanel
              id="job-alert-subscribers"
              title="Job alert subscribers"
              series={view.subscribers.jobAlerts}
              bucket={view.bucket}
            />
            <SubscribersPanel
              id="newsletter-subscribers"
              title="Newsletter subscribers"
              series={view.subscribers.newsletter}
              bucket={view.bucket}
            />
            <NewsletterIssuesPanel issues={view.newsletterIssues} timeZone={view.timeZone} />
          </div>

          <Panel
            id="articles"
            title="Articles that bring business"
            description="Published articles ranked by the messages and applications of visitors whose visit began on them (visitors who allowed analytics)."
          >
            {view.articles.length === 0 ? (
              <EmptyLine>No message or application began on an article in this range.</EmptyLine>
            ) : (
              <AdminTable
                className="mt-3"
                rows={view.articles}
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

          <PageViewsPanel pageViews={view.pageViews} />
        </div>
      )}
    </div>
  );
}
