import type { FormEvent } from "react";
import { useSearchParams } from "react-router";
import { DEFAULT_TIME_ZONE } from "#contract/site-enums";
import { isCalendarDate, zonedDate } from "#contract/time-zone";
import {
  Breakdown,
  NewsletterIssuesPanel,
  PageViewsPanel,
  SubscribersPanel,
} from "../../components/admin/analytics/AnalyticsPanels";
import { AnalyticsRangeForm, lastDays } from "../../components/admin/analytics/AnalyticsRangeForm";
import {
  AnalyticsFigures,
  ArticlesPanel,
  StagesReachedPanel,
} from "../../components/admin/analytics/AnalyticsSections";
import { useAnalytics } from "../../components/admin/analytics/analytics-queries";
import { errorText } from "../../components/admin/content/labels";
import { ApiError } from "../../lib/api";
import { PageHead } from "../../lib/head";

/** What is wrong with the range, in the API's words for each field, or the error's text. */
function rangeProblem(error: unknown): string {
  const issues = error instanceof ApiError ? error.issues : undefined;
  return issues?.length ? issues.map((issue) => issue.message).join(". ") : errorText(error);
}

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

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title="Analytics | Admin Dashboard" description="The firm's numbers." noIndex />
      <h1 className="text-2xl font-bold text-primary sm:text-3xl">Analytics</h1>
      <p className="mt-1 text-muted-foreground">
        Leads, applications, placements, bookings, subscribers and the content that brings them, from the firm's own
        data. Days are counted in {DEFAULT_TIME_ZONE.replace("_", " ")} time.
      </p>

      <AnalyticsRangeForm range={range} today={today} onSubmit={submit} />

      {analytics.isError && (
        <p role="alert" className="mt-4 text-red-800">
          {rangeProblem(analytics.error)}
        </p>
      )}
      {analytics.isPending && <p className="mt-4 text-muted-foreground">Loading the figures...</p>}

      {view && (
        <div className="mt-6 space-y-6" aria-busy={analytics.isFetching}>
          <AnalyticsFigures view={view} />

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
            <StagesReachedPanel applications={view.applications} />
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

          <ArticlesPanel articles={view.articles} />

          <PageViewsPanel pageViews={view.pageViews} />
        </div>
      )}
    </div>
  );
}
