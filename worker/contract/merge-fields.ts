/**
 * THE list of merge fields an email template or a written email may use (issue 33): `{{candidate.firstName}}` is
 * replaced by the candidate's first name when the email is made for one person. The server refuses an unknown field
 * (a 400 naming it) and a field with no value for that person; the templates screen lists these.
 */
export const MERGE_FIELDS = [
  { name: "candidate.firstName", label: "The candidate's first name" },
  { name: "candidate.lastName", label: "The candidate's last name" },
  { name: "candidate.email", label: "The candidate's email address" },
  { name: "contact.name", label: "The client contact's name (an email to a client's contact)" },
  { name: "job.title", label: "The title of the job applied for (choose the application)" },
  { name: "client.name", label: "The client: the job's (an application to a client's job) or the contact's" },
  { name: "recruiter.name", label: "The name of the staff member who sends the email" },
  { name: "booking.link", label: "The link where the candidate books a call with us" },
  { name: "firm.name", label: "The firm's name" },
] as const;

export type MergeFieldName = (typeof MERGE_FIELDS)[number]["name"];

const KNOWN = new Set<string>(MERGE_FIELDS.map((field) => field.name));
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

const isKnown = (name: string): name is MergeFieldName => KNOWN.has(name);

/** `{{name}}` as written in a template. */
export const mergeTag = (name: string) => `{{${name}}}`;

/** The fields a text uses that are not merge fields, each once, in order. */
export function unknownMergeFields(text: string): string[] {
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? "");
  return [...new Set(names.filter((name) => !isKnown(name)))];
}

/** The message that names an unknown field, for a 400. */
export function unknownMergeFieldMessage(name: string): string {
  return `Unknown merge field ${mergeTag(name)}. Use one of: ${MERGE_FIELDS.map((field) => mergeTag(field.name)).join(", ")}.`;
}

/** The merge fields a text uses, each once. */
export function mergeFieldsUsed(text: string): MergeFieldName[] {
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? "");
  return [...new Set(names.filter(isKnown))];
}

/**
 * The text with each known field replaced by its value. Call it once `mergeFieldsUsed` all have values: a field
 * without one is left as written.
 *
 * @example renderMergeFields("Hi {{candidate.firstName}}", { "candidate.firstName": "Ann" }) // "Hi Ann"
 */
export function renderMergeFields(text: string, values: Partial<Record<MergeFieldName, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (isKnown(name) ? (values[name] ?? whole) : whole));
}
