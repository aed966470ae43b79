/** The words of the job pages that are not a job's own: a closed job's page and the staff jobs screen's notices. */

export const CLOSED_JOB_PAGE = {
  similarHeading: "Open jobs like it",
  noSimilar: "No open jobs like it right now.",
  allJobs: "View All Jobs",
} as const;

export const JOB_MANAGEMENT_NOTICES = {
  indexingNotConnected:
    "Google Indexing API is not connected: Google learns of new and closed jobs only when it next crawls the sitemap.",
} as const;
