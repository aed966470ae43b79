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

/** The job boards panel's words for Indeed's two setups (decision 105). */
export const INDEED_SETUP = {
  label: "How Indeed is reached",
  modes: { job_sync: "Job Sync API (staffing)", xml_feed: "XML feed (direct employer)" },
  sponsorship:
    "Indeed takes a staffing firm's jobs only through its Job Sync API, and in the US lists them as sponsored (paid) jobs.",
  connected: "Job Sync API connected.",
} as const;

/** What each board did with a job, on the job order page (issue 49 item 4). */
export const JOB_BOARD_STATES = {
  heading: "Job boards",
  description: "What each board did with this job: live, waiting, refused in the board's words, or expired.",
  none: 'Not sent to any job board. Publish the job with "publish to job boards" to post it.',
  states: {
    live: "Live",
    waiting: "Waiting",
    refused: "Refused",
    expired: "Expired",
  },
  waitingFor: { post: "to be listed", expire: "to be taken down" },
  /** A board reached through another: "Listed through Indeed", its state that board's. */
  reachedThrough: "Listed through",
  sent: "Sent",
  answer: "Board's answer",
  feedRead: "Last feed read",
  noFeedRead: "The board has not read its feed since the job was posted",
} as const;
