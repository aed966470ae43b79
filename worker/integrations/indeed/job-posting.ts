/**
 * The Job Sync API's requests, built apart from sending them (docs.indeed.com/job-sync-api): a job posting for
 * `jobsIngest.createSourcedJobPostings` (which creates, and with the same jobPostingId and sourceName updates or
 * reactivates) and the expiry of `jobsIngest.expireSourcedJobsBySourcedPostingId`. Pure: the jobs area hands the facts.
 */

export const CREATE_POSTINGS_MUTATION = `mutation CreateSourcedJobPostings($input: CreateSourcedJobPostingsInput) {
  jobsIngest { createSourcedJobPostings(input: $input) { results { jobPosting { sourcedPostingId } } } }
}`;

export const EXPIRE_POSTINGS_MUTATION = `mutation ExpireSourcedJobs($input: ExpireSourcedJobsBySourcedPostingIdInput!) {
  jobsIngest { expireSourcedJobsBySourcedPostingId(input: $input) { results { trackingKey } } }
}`;

/** What a posting says of a job: the public job, as the firm's site shows it. */
export interface IndeedJobFacts {
  id: string;
  title: string;
  /** The job text as simple HTML (the feeds' jobDescriptionHtml). */
  descriptionHtml: string;
  benefits: string[];
  location: { remote: boolean; city: string | null; state: string | null; country: string };
  type: "Full-time" | "Part-time" | "Contract" | "Remote" | "Hybrid";
  /** Dollars per `salaryPeriod`, when the salary is a range the site knows as numbers. */
  salaryMin: number | null;
  salaryMax: number | null;
  salaryPeriod: "year" | "hour" | null;
  /** The public name of the hiring company: the firm's own name for a confidential search, never the client. */
  companyName: string;
  /** The job's page on the firm's site, which must carry the same details. */
  url: string;
  /** When the job was first published (ISO 8601). */
  datePublished: string;
}

/** The firm as the posting's source: a staffing agency posting for its clients (the staffing metadata). */
export interface IndeedSource {
  firmName: string;
  firmWebsite: string;
}

const SALARY_PERIODS = { year: "YEAR", hour: "HOUR" } as const;

/** Indeed's job type words (metadata.jobTypes); Remote and Hybrid say where, so those roles are full-time. */
const JOB_TYPES: Readonly<Record<IndeedJobFacts["type"], string>> = {
  "Full-time": "Full-time",
  "Part-time": "Part-time",
  Contract: "Contract",
  Remote: "Full-time",
  Hybrid: "Full-time",
};

/**
 * One job as a createSourcedJobPostings input. Every posting carries the staffing metadata: the source is the firm,
 * of type "Staffing Agency", and a contract job is a placement (isPlacement). `applyPostUrl`, when Indeed Apply is
 * set up, asks Indeed to post applications to the firm's intake, with the job's id as jobMeta.
 */
export function sourcedJobPosting(job: IndeedJobFacts, source: IndeedSource, applyPostUrl: string | null) {
  const { location } = job;
  const place = location.city && location.state ? `${location.city}, ${location.state}` : null;
  const salary =
    job.salaryMin !== null && job.salaryPeriod
      ? {
          currency: "USD",
          period: SALARY_PERIODS[job.salaryPeriod],
          minimumMinor: Math.round(job.salaryMin * 100),
          ...(job.salaryMax !== null ? { maximumMinor: Math.round(job.salaryMax * 100) } : {}),
        }
      : null;
  return {
    body: {
      title: job.title,
      description: job.descriptionHtml,
      descriptionFormatting: "RICH_FORMATTING",
      benefits: job.benefits,
      // A remote job without a city is posted by country alone: the documented fields name no remote flag.
      location: { country: location.country, ...(place ? { cityRegionPostal: place } : {}) },
      ...(salary ? { salary } : {}),
    },
    metadata: {
      jobSource: {
        companyName: job.companyName,
        sourceName: source.firmName,
        sourceType: "Staffing Agency",
        companyWebsite: source.firmWebsite,
        isPlacement: job.type === "Contract",
      },
      jobPostingId: job.id,
      jobRequisitionId: job.id,
      jobTypes: [JOB_TYPES[job.type]],
      datePublished: job.datePublished,
      url: job.url,
    },
    ...(applyPostUrl
      ? { applyMethod: { indeedApply: { postUrl: applyPostUrl, jobMeta: job.id, phoneRequired: "YES" } } }
      : {}),
  };
}

export type SourcedJobPosting = ReturnType<typeof sourcedJobPosting>;

/** The GraphQL request (query and variables) that creates or updates a posting. */
export function createPostingRequest(posting: SourcedJobPosting) {
  return {
    operationName: "CreateSourcedJobPostings",
    query: CREATE_POSTINGS_MUTATION,
    variables: { input: { jobPostings: [posting] } },
  };
}

/** The GraphQL request that expires a posting by the id Indeed gave it (decision 114 on the input's shape). */
export function expirePostingRequest(sourcedPostingId: string) {
  return {
    operationName: "ExpireSourcedJobs",
    query: EXPIRE_POSTINGS_MUTATION,
    variables: { input: { jobs: [{ sourcedPostingId }] } },
  };
}

export type GraphqlRequest = ReturnType<typeof createPostingRequest> | ReturnType<typeof expirePostingRequest>;
