/** The words of the Candidates screens (/admin/candidates and one candidate). */

export const CANDIDATES_PAGE = {
  title: "Candidates",
  intro:
    "One entry per person, whatever they sent: applications, messages and bookings. Merge the ones that are the same person.",
  empty: "No candidates yet. Each person who applies, writes or books on the site appears here.",
  emptyFiltered: "No candidates match this search.",
  searchPlaceholder: "Name, email, phone, position, resume, notes or tags",
  duplicatesOnly: "Only possible duplicates",
} as const;

export const CANDIDATE_PAGE = {
  duplicatesIntro:
    "These candidates have the same phone number but another email. If they are the same person, merge them into one.",
  noApplications: "No applications.",
  noMessages: "No messages.",
  noBookings: "No bookings.",
  tagsIntro: "Your own labels for this person. The candidates search finds them by their tags.",
  noTags: "No tags yet.",
  noResume: "No resume: none of their applications came with one.",
  resumeText: "The resume's text, as read for the search",
  resumeNotRead: "The resume's text could not be read. Download the file to see it.",
  noOwner: "No one yet",
} as const;

/** The words of what a candidate offers and their skills (issue 46). */
export const CANDIDATE_OFFER = {
  intro:
    "Where they live and what they want. Filled from their application; what you save here is what matching reads.",
  notGiven: "Not given",
  locationHint: "A ZIP code or City, ST",
  weeksHint: "0 means available now",
  saved: "Saved",
  failed: "The changes could not be saved. Please try again.",
  skillsIntro: "Skills you confirmed. Suggestions come from their resumes; add one with a click.",
  skillsFailed: "The skills could not be saved. Please try again.",
} as const;

export const MERGE_DIALOG = {
  title: "Merge candidates",
  description: (from: string, into: string) =>
    `Everything ${from} sent moves to ${into}, and the emptied entry is removed. Each application keeps its resume, notes and history.`,
  loading: "Working out what would move...",
  failed: "What would move could not be worked out. Close this and try again.",
  confirmLabel: "Merge",
} as const;

export const MESSAGE_SOURCE_LABELS = {
  "home-contact": "Home page contact form",
  "contact-page": "Contact page",
  email: "Email",
} as const;

/** The words of the texts from numbers no candidate has (decision 073). */
export const UNMATCHED_TEXTS = {
  title: "Texts from unknown numbers",
  intro:
    "Texts to the firm's number from a phone no candidate has: a new number, someone not yet on file, or a wrong number. Once a candidate has the number, its texts move to that candidate's timeline.",
  empty: "No texts from unknown numbers.",
  find: "Find a candidate with this number",
  link: "Texts from unknown numbers",
} as const;

export const ADD_TO_JOB = {
  buttonLabel: "Add to job",
  title: (who: string) => `Add ${who} to a job`,
  description:
    "Puts them on the job you choose as a new application, marked as added by you, with their latest resume. From there you can submit them to the client.",
  searchLabel: "Search open jobs",
  searchPlaceholder: "Job title",
  jobsLegend: "Open jobs",
  jobsFailed: "The jobs could not be loaded. Close this and try again.",
  noJobs: (q: string) => (q ? `No open job matches "${q}". Try another title.` : "There is no open job."),
  chooseJob: "Choose a job first: search by its title, then pick it.",
  confirmLabel: "Add to job",
  added: "Added to the job",
  addedOne: (who: string) => `${who} is on the job: submit them to the client from here.`,
  failed: "Not added: please try again.",
  summary: (added: number, of: number, job: string) => `${added} of ${of} added to "${job}".`,
  outcomeLabels: { added: "Added", already_on_job: "Already on it", not_found: "Not found" },
  selected: (count: number) => `${count} selected`,
  selectLabel: (name: string) => `Select ${name}`,
  clearSelection: "Clear selection",
} as const;
