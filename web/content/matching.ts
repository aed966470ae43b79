/** The words of the matching screens (issue 46): the job order's candidates, a candidate's jobs, their filters. */

export const MATCH_FILTERS = {
  legend: "Filters",
  toggle: (active: number) => (active > 0 ? `Filters (${active} on)` : "Filters"),
  radius: "Within (miles)",
  radiusHint: "1 to 500",
  near: "Of (ZIP or city)",
  nearJob: "The job's location",
  nearNone: "ZIP or City, ST",
  salaryMin: "Pay from ($)",
  salaryMax: "Pay to ($)",
  payHintYear: "A year; an hourly wish counts 2,080 hours",
  payHintJob: (period: string | null) => (period ? `Dollars ${period}, as the job pays` : "Dollars, as the job pays"),
  remote: "Remote preference",
  remoteAny: "Any",
  skills: "Skills",
  skillsHint: "Separated by commas",
  skillsMode: "Skills must",
  availableInWeeks: "Available within (weeks)",
  stage: "Stage",
  stageAny: "Any stage",
  tags: "Tags",
  tagsHint: "Separated by commas",
  owner: "Owner",
  ownerAny: "Anyone",
  apply: "Apply filters",
  clear: "Clear filters",
} as const;

export const SKILLS_MODE_LABELS = { all: "have all", any: "have any", none: "have none" } as const;

export const JOB_ORDER_PAGE = {
  back: "All jobs",
  notFound: "There is no such job. It may have been deleted.",
  pipeline: "Pipeline",
  board: "Board",
  edit: "Edit job",
  noClient: "Not a client's job order",
  noSkills: "None listed",
  matchesTitle: "Matching candidates",
  matchesIntro:
    "Candidates ranked by skills, resume, distance, pay, availability and recent activity, each with why. Restrictions are warnings: an off-limits person cannot be submitted.",
  matchesEmpty: "No candidates match these filters.",
  selectLabel: (name: string) => `Select ${name}`,
  selected: (count: number) => `${count} selected`,
  addToPipeline: "Add to pipeline",
  addedIntro: "Each chosen candidate's application on this job, new or theirs already.",
  submitToClient: "Submit to client",
  clearSelection: "Clear",
  noClientToSubmit: "Link this job to a client to submit candidates.",
  score: (score: number) => `Score ${score} of 100`,
} as const;

export const SUBMIT_MATCHES = {
  title: (clientName: string) => `Submit to ${clientName}`,
  description: (who: string) =>
    `Puts ${who} on this job (when not on it yet) and presents them to the contact you choose, who gets the client portal link by email.`,
  notSent: "Not submitted",
  confirm: "Submit",
  submitted: "Submitted",
  refused: "Not submitted",
  summary: (done: number, of: number) => `${done} of ${of} submitted.`,
  noContacts: "The client has no contact with an email: add one on the client's page first.",
} as const;

export const CANDIDATE_MATCHES = {
  title: "Matching jobs",
  intro: "Open jobs ranked by the same reasons: skills, distance, pay, availability.",
  empty: "No open job matches this candidate yet.",
  addToJob: (title: string) => `Add to job: ${title}`,
  added: "Added to the job",
} as const;

export const CANDIDATE_SEARCH_HINT =
  'Leave a word out with a minus (controller -audit); keep words together in quotes ("big 4").';
