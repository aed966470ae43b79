import { useSearchParams } from "react-router";
import { COMPANY } from "#contract/company";
import { jobSearchIn } from "#contract/list-pages";
import { JobAlertForm } from "../../components/job-alerts/JobAlertForm";
import { PageHead } from "../../lib/head";

/**
 * /job-alerts: the job alert form as a page (decision 040), where the /jobs "Email me jobs like these" link leads
 * without scripts (with scripts it opens the dialog instead). The search comes in /jobs's own query names.
 */
export default function JobAlertPage() {
  const [params] = useSearchParams();
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8" aria-labelledby="job-alert-heading">
      <PageHead
        title={`Email me jobs like these | ${COMPANY.name}`}
        description="New jobs matching your search, by email. No account needed."
        noIndex
      />
      <h1 id="job-alert-heading" className="text-3xl font-bold tracking-tight text-primary">
        Email me jobs like these
      </h1>
      <p className="mt-3 text-muted-foreground">We email you new jobs that match this search. No account needed.</p>
      <div className="mt-8 rounded-xl border border-border bg-white p-5 shadow-sm sm:p-8">
        <JobAlertForm search={jobSearchIn(params)} />
      </div>
    </section>
  );
}
