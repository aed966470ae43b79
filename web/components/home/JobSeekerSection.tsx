import { lazy } from "react";
import { DeferredCard } from "../marketing/DeferredCard";
import { JobSeekerIntro } from "./static-parts";

const ApplicationForm = lazy(() => import("../forms/ApplicationForm"));

/** For job seekers: why choose us (three points, a static part) beside the application form. */
export function JobSeekerSection() {
  return (
    <section
      id="job-seekers"
      aria-labelledby="job-seekers-heading"
      className="scroll-mt-20 bg-white py-16 sm:py-20 lg:py-24"
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-5 lg:px-8">
        <JobSeekerIntro />
        <DeferredCard className="lg:col-span-3">
          <h3 className="mb-6 text-xl font-semibold text-primary">Submit your information</h3>
          <ApplicationForm />
        </DeferredCard>
      </div>
    </section>
  );
}
