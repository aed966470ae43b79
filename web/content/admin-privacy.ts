import type { PrivacyEraseResult, PrivacyKind } from "#contract/privacy";

/** The words of the Privacy screen (/admin/privacy): find, export and erase a person; retention. */

export const PRIVACY_PAGE = {
  title: "Privacy",
  intro:
    "Find everything held on a person by name, email or phone, download it for them, or erase it on their request.",
  searchLabel: "Find a person by name, email or phone",
  searchPlaceholder: "Ann Lee, ann@example.com or (317) 555-0142",
  prompt:
    "Enter a name (first, last or both), an email address or a phone number to see what is held on that person. A name finds everyone who bears it: check the records before erasing.",
  nothingHeld: "Nothing is held on this person.",
  onHold: "A candidate found is under a legal hold: nothing can be erased until the hold is lifted.",
  exportLabel: "Download their data",
  exportDone: "The download holds a JSON file per kind of record and their resumes.",
  eraseLabel: "Erase this person",
  holdLabel: "Legal hold",
} as const;

export const PRIVACY_KIND_LABELS: Record<PrivacyKind, string> = {
  candidates: "Candidates",
  applications: "Applications",
  messages: "Messages",
  bookings: "Bookings",
  leads: "CRM leads",
  textMessages: "Text messages",
  textsReceived: "Texts received",
  alertSubscriptions: "Job alert subscriptions",
  newsletterSubscribers: "Newsletter subscriptions",
  deliveries: "Deliveries (emails, texts, syncs)",
  clientContacts: "Client contacts",
};

export const ERASE_DIALOG = {
  title: "Erase this person for good?",
  description:
    "Every name, address, phone, message and note listed here is replaced by [erased], resume files are deleted, unsent emails and texts are withdrawn, their CRM contact is deleted when GoHighLevel is connected, and their email and phone are kept only as a hash so no sync brings them back. Counts, dates and statuses stay. This cannot be undone.",
  confirmLabel: "Erase for good",
  done: (result: PrivacyEraseResult) =>
    `Erased ${Object.values(result.erased).reduce((sum, count) => sum + count, 0)} records and ${result.resumesDeleted} resume file(s); ${result.emailsDeleted} received email(s) deleted; ${result.deliveriesWithdrawn} unsent message(s) withdrawn.`,
} as const;

export const RETENTION_PANEL = {
  title: "Retention",
  intro: (minimum: number) =>
    `Candidates with no activity (no application, message, booking or change) for this long are anonymized by the nightly clean-up, except those under a legal hold. At least ${minimum} months: the US record-keeping minimum for employment agencies.`,
  field: "Months without activity",
  policyNotice: (defaultMonths: number) =>
    `The privacy policy states ${defaultMonths} months (two years). If you change this, have the policy's "How long we keep it" section updated to match.`,
  saved: "Retention period saved.",
} as const;
