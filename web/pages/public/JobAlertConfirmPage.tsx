import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { COMPANY } from "#contract/company";
import { JOB_ALERT_FREQUENCY_LABELS } from "#contract/job-alert-form";
import { Button } from "../../components/ui/button";
import { ApiError } from "../../lib/api";
import { PageHead } from "../../lib/head";
import { apiQuery } from "../../lib/query-client";

/** /job-alerts/confirm/:token: the link of the confirmation email; opening it starts the alert (double opt-in). */
export default function JobAlertConfirmPage() {
  const { token = "" } = useParams();
  const confirmed = useQuery({
    ...apiQuery("GET /api/job-alerts/confirm/:token", { token }),
    retry: false,
    staleTime: Infinity,
  });
  const alert = confirmed.data;
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHead title={`Job Alert | ${COMPANY.name}`} description="Confirm your job alert." noIndex />
      <h1 className="text-3xl font-bold tracking-tight text-primary">Job Alert</h1>
      {confirmed.isPending && <p className="mt-6 text-muted-foreground">Confirming your job alert...</p>}
      {confirmed.isError && (
        <div role="alert" className="mt-6 space-y-3">
          <p>
            {(confirmed.error instanceof ApiError && confirmed.error.serverMessage) ||
              "We could not confirm this job alert. Please try again later."}
          </p>
          <Button asChild variant="outline">
            <Link to="/jobs">Browse jobs</Link>
          </Button>
        </div>
      )}
      {alert && (
        <div className="mt-6 space-y-4">
          <h2 className="text-lg font-semibold text-green-800">
            {alert.status === "unsubscribed" ? "This job alert is unsubscribed." : "Your job alert is confirmed."}
          </h2>
          {alert.status === "active" && (
            <p>
              We will email {alert.email} new matching jobs: {JOB_ALERT_FREQUENCY_LABELS[alert.frequency].toLowerCase()}
              .
            </p>
          )}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild>
              <Link to={`/job-alerts/manage/${alert.manageToken}`}>Manage this alert</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/jobs">Browse jobs</Link>
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
