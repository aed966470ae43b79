import type { JobView } from "../contract/job-listing";
import { parseJobLocation } from "./job-location";
import { parseSalary } from "./salary";

/** A posting is listed as valid for this many days after it was posted (Google wants a validThrough). */
export const JOB_VALID_DAYS = 60;

const EMPLOYMENT_TYPES: Record<JobView["type"], string> = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Contract: "CONTRACTOR",
  // Remote and Hybrid describe where, not how long: these postings are full-time roles; where is said by
  // jobLocationType (Remote) or the description (Hybrid).
  Remote: "FULL_TIME",
  Hybrid: "FULL_TIME",
};

/** When a job stops being advertised: JOB_VALID_DAYS after it was posted. */
export function jobValidThrough(createdAt: string | Date): Date {
  return new Date(new Date(createdAt).getTime() + JOB_VALID_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * Google's JobPosting structured data (schema.org) for one job. `url` is the job page's absolute URL.
 * Remote jobs carry jobLocationType TELECOMMUTE and a US applicant requirement instead of an address.
 *
 * @example <script type="application/ld+json">{jsonLdScript(buildJobPostingLd(job, url))}</script>
 */
export function buildJobPostingLd(job: JobView, url: string): Record<string, unknown> {
  const location = parseJobLocation(job);
  const salary = parseSalary(job.salary);
  const ld: Record<string, unknown> = {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    datePosted: job.createdAt,
    validThrough: jobValidThrough(job.createdAt).toISOString(),
    employmentType: EMPLOYMENT_TYPES[job.type],
    hiringOrganization: { "@type": "Organization", name: job.company },
    identifier: { "@type": "PropertyValue", name: job.company, value: job.id },
    industry: job.industry,
    url,
  };
  if (location.remote) {
    ld.jobLocationType = "TELECOMMUTE";
    ld.applicantLocationRequirements = { "@type": "Country", name: "US" };
  }
  if (location.city || !location.remote) {
    ld.jobLocation = {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        ...(location.city ? { addressLocality: location.city } : {}),
        ...(location.state ? { addressRegion: location.state } : {}),
        addressCountry: location.country,
      },
    };
  }
  if (salary) {
    ld.baseSalary = {
      "@type": "MonetaryAmount",
      currency: "USD",
      value: { "@type": "QuantitativeValue", minValue: salary.min, maxValue: salary.max, unitText: salary.unit },
    };
  }
  if (job.experienceLevel) ld.experienceRequirements = `${job.experienceLevel} level`;
  return ld;
}

/**
 * JSON for inside a `<script type="application/ld+json">`: `<` is written as \u003c so no text in a job
 * ("</script>") can end the script element early.
 */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
