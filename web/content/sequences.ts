import type { EnrollmentState } from "#contract/sequences";

/** The words of the sequences screens (issue 50, decision 115). */
export const SEQUENCES_PAGE = {
  title: "Sequences",
  intro:
    "Follow-up plans that send themselves: emails and texts a number of business days apart, in the recipient's own hours, until they reply, unsubscribe or bounce.",
  add: "New sequence",
  empty: "No sequences yet. Start one, then enrol candidates from the candidates list or a job order's matches.",
  name: "Name",
  steps: "Steps",
  enrolled: "Enrolled",
  replied: "Replied",
  create: "Create sequence",
  created: "Sequence created.",
  failed: "It could not be saved. Check the fields and try again.",
} as const;

export const SEQUENCE_PAGE = {
  back: "All sequences",
  stepsTitle: "Steps",
  stepsHint:
    "Each step goes this many business days after the one before, inside the sending window on the recipient's clock. Texts also need the person's consent and wait for 8 am - 9 pm on their clock.",
  addEmail: "Add an email",
  addText: "Add a text",
  remove: "Remove step",
  moveUp: "Move up",
  channel: { email: "Email", text: "Text" },
  delay: "Business days after the previous step",
  subject: "Subject",
  body: "Message",
  window: "Sending window",
  days: "Sending days",
  from: "From (hour)",
  until: "Until (hour)",
  save: "Save steps",
  saved: "Sequence saved.",
  countsTitle: "How it is going",
  countsHint:
    "Delivered and opened are what the email service reports of each email (opens only where it tracks them); a bounced email counts as neither.",
  previewTitle: "Preview for a candidate",
  previewChoose: "Choose a candidate",
  previewEmpty: "Choose a candidate to see each step as they would receive it.",
  previewJob: "The job it is about",
  previewJobHint:
    "{{job.title}} and {{client.name}} come from the job people are enrolled from: choose an open job to see them filled in.",
  previewJobChosen: (title: string) => `Previewing for the job ${title}.`,
  previewNoJob: "Preview without a job",
  previewNeedsJob: (fields: string[]) => `Choose a job to preview ${fields.join(" and ")}.`,
  enrollmentsTitle: "People in this sequence",
  enrollmentsEmpty:
    "No one yet. Enrol candidates from the candidates list (select them, then 'Add to sequence') or from a job order's matches.",
  stop: "Stop",
  stopped: "Taken out of the sequence.",
  batches: (done: number, total: number) => `Enrolling a long list: ${done} of ${total} done`,
  delete: "Delete sequence",
  deleteConfirm: (name: string) =>
    `Delete the sequence "${name}"? Its people leave it; messages already queued still go.`,
} as const;

export const COUNT_LABELS = {
  enrolled: "Enrolled",
  active: "Active",
  sent: "Sent",
  delivered: "Delivered",
  opened: "Opened",
  replied: "Replied",
  bounced: "Bounced",
  unsubscribed: "Unsubscribed",
} as const;

export const ENROLLMENT_STATE_LABELS: Readonly<Record<EnrollmentState, string>> = {
  active: "Active",
  replied: "Replied",
  finished: "Finished",
  stopped: "Stopped",
  unsubscribed: "Unsubscribed",
  bounced: "Bounced",
  paused: "Paused (off-limits)",
};

export const ENROLL = {
  label: "Add to sequence",
  choose: "Choose a sequence",
  none: "No sequences yet: create one on the Sequences page.",
  submit: (count: number) => `Enrol ${count} ${count === 1 ? "person" : "people"}`,
  done: (enrolled: number, already: number) =>
    `${enrolled} enrolled${already > 0 ? `, ${already} already in this sequence` : ""}.`,
  queued: (total: number) => `${total} people are being enrolled in batches: the sequence page shows the progress.`,
  failed: "They could not be enrolled. Please try again.",
  /** The answer naming the people, when the control knows their names (a client's contacts). */
  named: (enrolled: string[], already: string[]) =>
    [
      enrolled.length > 0 ? `Enrolled: ${enrolled.join(", ")}.` : "",
      already.length > 0 ? `Already in this sequence: ${already.join(", ")}.` : "",
    ]
      .filter(Boolean)
      .join(" "),
} as const;

/** "Add to sequence" on a client's contacts (one contact's, or the selected ones'). */
export const CONTACT_ENROLL = {
  open: "Add to sequence",
  openLabel: (name: string) => `Add to sequence: ${name}`,
  selectLabel: (name: string) => `Select ${name}`,
  selected: (count: number) => `${count} selected`,
  clear: "Clear selection",
} as const;

export const START_RULES = {
  title: "Start by itself",
  hint: "People are enrolled by themselves when one of these happens (checked every five minutes, a page at a time). Contacted means an email or text sent to them, or their application moved by staff, after they applied. Nobody is enrolled twice, nor anyone off-limits, unsubscribed or placed.",
  empty: "No start rules: people join only when staff enrol them.",
  kind: "When",
  kinds: { applied_not_contacted: "Applied and not contacted", entered_stage: "Entered a stage" },
  job: "Job",
  anyJob: "Any job",
  days: "Days without contact",
  stage: "Stage",
  add: "Add a start rule",
  remove: "Remove rule",
  save: "Save start rules",
  saved: "Start rules saved.",
  rule: (index: number) => `Start rule ${index + 1}`,
} as const;

/** "Add these to a sequence" on the pipeline's list: every candidate the list's filters find, on every page. */
export const ENROLL_FILTER = {
  open: "Add these to a sequence…",
  title: "Add these to a sequence",
  description: (applications: number, jobTitle: string | undefined) =>
    `The candidates of all ${applications} ${applications === 1 ? "application" : "applications"} these filters find, on every page, not only this one.${jobTitle ? ` The steps' {{job.title}} and {{client.name}} come from ${jobTitle}.` : ""}`,
  chooseFirst: "Choose a sequence to see how many will be enrolled.",
  counting: "Counting…",
  count: (candidates: number, already: number) =>
    `${candidates} ${candidates === 1 ? "candidate" : "candidates"}: ${candidates - already} will be enrolled${already > 0 ? `, ${already} ${already === 1 ? "is" : "are"} in this sequence already` : ""}.`,
  confirm: (count: number) => `Enrol ${count} ${count === 1 ? "candidate" : "candidates"}`,
} as const;
