import { useSearchParams } from "react-router";
import { COMPANY } from "#contract/company";
import ApplicationForm from "../../components/forms/ApplicationForm";
import { useJob } from "../../components/jobs/job-queries";
import { APPLY_INFO_BLOCKS, APPLY_INTRO } from "../../content/apply";
import { PageHead } from "../../lib/head";

/** /apply: 'Submit Your Information', three info blocks and the application form (public spec section 2). */
export default function ApplyPage() {
  // "Apply Now" on a job links here with ?jobId=..., so the application is stored against that job.
  const [params] = useSearchParams();
  const jobId = params.get("jobId") ?? undefined;
  const job = useJob(jobId);
  return (
    <>
      <PageHead
        title={`Submit Your Resume | ${COMPANY.name}`}
        description={`Submit your resume to ${COMPANY.name}. A specialist recruiter contacts you within 48 hours; our services are free for candidates and your details stay confidential.`}
        keywords={[
          "submit resume",
          "upload resume",
          "apply for jobs",
          "executive recruiter",
          "confidential job search",
        ]}
        breadcrumb="Submit Your Resume"
      />
      <section className="bg-muted">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight text-primary sm:text-4xl">Submit Your Information</h1>
          <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{APPLY_INTRO}</p>
          <ul className="mt-10 grid gap-4 sm:grid-cols-3">
            {APPLY_INFO_BLOCKS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border border-border bg-white p-5 shadow-xs">
                <Icon aria-hidden="true" className="size-6 text-primary" />
                <h2 className="mt-3 font-semibold text-foreground">{title}</h2>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section
        id="application-form"
        aria-labelledby="application-form-heading"
        className="mx-auto max-w-5xl scroll-mt-24 px-4 py-12 sm:px-6 lg:px-8"
      >
        <div className="rounded-xl border border-border bg-white p-5 shadow-sm sm:p-8">
          <h2 id="application-form-heading" className="text-2xl font-bold text-primary">
            Your application
          </h2>
          {job.data && (
            <p className="mt-2 font-medium text-foreground" data-testid="applying-for">
              Applying for: {job.data.title} at {job.data.company} ({job.data.location})
            </p>
          )}
          <p className="mt-2 text-sm text-muted-foreground">Fields marked * are required.</p>
          <div className="mt-6">
            <ApplicationForm jobId={jobId} />
          </div>
        </div>
      </section>
    </>
  );
}
