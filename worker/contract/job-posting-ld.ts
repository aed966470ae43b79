import { COMPANY } from "./company";
import { APPLICANT_COUNTRY_DEFAULT, type JobView } from "./job-listing";
import { parseJobLocation } from "./job-location";
import type { JsonLd } from "./json-ld";

const EMPLOYMENT_TYPES: Record<JobView["type"], string> = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Contract: "CONTRACTOR",
  // Remote and Hybrid describe where, not how long: these postings are full-time roles; where is said by
  // jobLocationType (Remote) or the description (Hybrid).
  Remote: "FULL_TIME",
  Hybrid: "FULL_TIME",
};

/** What a confidential search names as its hiring organization. */
const CONFIDENTIAL_ORGANIZATION = "Confidential";

/**
 * Google's JobPosting structured data (schema.org) for one job. `url` is the job page's absolute URL.
 * Candidates apply on our site (directApply). A remote job carries jobLocationType TELECOMMUTE and the country its
 * applicants must live in (the job's, else the United States); the last day is validThrough, a date. The pay is the
 * stored numbers (baseSalary with min, max and YEAR or HOUR), never the text.
 * A closed job has no JobPosting at all (its page answers 410).
 *
 * @example <PageHead ... jsonLd={buildJobPostingLd(job, url)} />
 */
export function buildJobPostingLd(job: JobView, url: string): JsonLd {
  const location = parseJobLocation(job);
  // An employer hiring anonymously through a staffing firm is named "Confidential" (Google's guidelines; decision
  // 104): never the client. The posting's identifier is the firm's, which issued it.
  const organization = job.confidential ? CONFIDENTIAL_ORGANIZATION : job.company;
  const ld: JsonLd = {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    datePosted: job.createdAt,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    directApply: true,
    employmentType: EMPLOYMENT_TYPES[job.type],
    hiringOrganization: { "@type": "Organization", name: organization },
    identifier: { "@type": "PropertyValue", name: job.confidential ? COMPANY.name : job.company, value: job.id },
    industry: job.industry,
    url,
  };
  if (location.remote) {
    ld.jobLocationType = "TELECOMMUTE";
    ld.applicantLocationRequirements = {
      "@type": "Country",
      name: job.applicantCountry ?? APPLICANT_COUNTRY_DEFAULT,
    };
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
  // The stored numbers (issue 46), not the text read again: a text they could not be read from has none.
  if (job.salaryMin !== null && job.salaryMax !== null && job.salaryPeriod) {
    ld.baseSalary = {
      "@type": "MonetaryAmount",
      currency: "USD",
      value: {
        "@type": "QuantitativeValue",
        minValue: job.salaryMin,
        maxValue: job.salaryMax,
        unitText: job.salaryPeriod === "hour" ? "HOUR" : "YEAR",
      },
    };
  }
  if (job.experienceLevel) ld.experienceRequirements = `${job.experienceLevel} level`;
  return ld;
}
