/** The words of the email templates screen (/admin/email-templates). */
export const EMAIL_TEMPLATES_PAGE = {
  title: "Email templates",
  intro:
    "Emails recruiters send to candidates again and again. Merge fields such as {{candidate.firstName}} are filled in for each candidate when the email is written from their record.",
  add: "New template",
  empty: "No templates yet. Add the emails you send most often.",
  fields: "Merge fields",
  preview: "Preview for a candidate",
  previewCandidate: "Candidate",
  previewChoose: "Choose a candidate",
  previewEmpty: "Choose a candidate to see the email they would receive.",
} as const;
