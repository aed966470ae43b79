import type { JsonLd } from "./json-ld";
import type { JobView } from "./job-listing";
import { parseJobLocation } from "./job-location";
import { parseSalary } from "./salary-range";

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
 * @example <PageHead ... jsonLd={buildJobPostingLd(job, url)} />
 */
export function buildJobPostingLd(job: JobView, url: string): JsonLd {
  const location = parseJobLocation(job);
  const salary = parseSalary(job.salary);
  const ld: JsonLd = {
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
