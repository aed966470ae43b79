import { and, eq } from "drizzle-orm";
import { COMPANY } from "../contract/company";
import { type MergeFieldName, mergeFieldsUsed, mergeTag, renderMergeFields } from "../contract/merge-fields";
import type { Db } from "../db/client";
import { applications, type Candidate, candidates, clientContacts, clients, jobs, type User } from "../db/schema";
import { ApiError } from "../http/errors";

/**
 * The merge fields' values for one candidate (and one of their applications) or one client contact, and an email's
 * subject and body filled in with them. A field the email uses that has no value for this person is a 400 naming it: an email never goes out
 * with a blank where a name or a job should be.
 */

export interface MergeContext extends SenderContext {
  candidateId: string;
  applicationId?: string;
}

/** Who sends, from where: what every email has whoever it is to. */
export interface SenderContext {
  /** The staff member who sends: their full name, or their username while they have none (`{{recruiter.name}}`). */
  recruiterName: string;
  /** Their signature, put under every email they send; null for none. */
  signature: string | null;
  /** The public site's origin, for `{{booking.link}}`. */
  origin: string;
}

/** The sender context of a signed-in staff member. */
export function staffSender(
  user: Pick<User, "username" | "fullName" | "emailSignature">,
  origin: string,
): SenderContext {
  return { recruiterName: user.fullName || user.username, signature: user.emailSignature || null, origin };
}

/** The values of the fields an email to one person has, and the sender's signature. */
export interface MergeValues {
  values: Partial<Record<MergeFieldName, string>>;
  signature: string | null;
}

export interface MergeSubject extends MergeValues {
  candidate: Candidate;
  applicationId: string | null;
}

/** The candidate (404 if none), their application (400 if it is not theirs) and the values of every field. */
export async function mergeSubjectOf(db: Db, context: MergeContext): Promise<MergeSubject> {
  const [candidate] = await db.select().from(candidates).where(eq(candidates.id, context.candidateId)).limit(1);
  if (!candidate) throw new ApiError(404, "not_found", "No such candidate.");
  const values: Partial<Record<MergeFieldName, string>> = {
    "candidate.firstName": candidate.firstName,
    "candidate.lastName": candidate.lastName,
    "candidate.email": candidate.email,
    ...senderValues(context),
  };
  const { signature } = context;
  if (!context.applicationId) return { candidate, applicationId: null, values, signature };
  const [application] = await db
    .select({ jobTitle: jobs.title, clientName: clients.name })
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(clients, eq(clients.id, jobs.clientId))
    .where(and(eq(applications.id, context.applicationId), eq(applications.candidateId, candidate.id)))
    .limit(1);
  if (!application) {
    const message = "This candidate has no such application: choose one of theirs.";
    throw new ApiError(400, "validation_failed", message, [{ path: "applicationId", message }]);
  }
  if (application.jobTitle) values["job.title"] = application.jobTitle;
  if (application.clientName) values["client.name"] = application.clientName;
  return { candidate, applicationId: context.applicationId, values, signature };
}

/**
 * The values a job gives (a sequence enrolled from a job's matches or pipeline): `{{job.title}}`, and its client's
 * name as `{{client.name}}` when it has one. A 400 naming `jobId` when there is no such job.
 */
export async function jobMergeValues(db: Db, jobId: string): Promise<Partial<Record<MergeFieldName, string>>> {
  const [job] = await db
    .select({ title: jobs.title, clientName: clients.name })
    .from(jobs)
    .leftJoin(clients, eq(clients.id, jobs.clientId))
    .where(eq(jobs.id, jobId))
    .limit(1);
  if (!job) {
    const message = `No such job: ${jobId}`;
    throw new ApiError(400, "validation_failed", message, [{ path: "jobId", message }]);
  }
  return { "job.title": job.title, ...(job.clientName ? { "client.name": job.clientName } : {}) };
}

function senderValues(context: SenderContext): Partial<Record<MergeFieldName, string>> {
  return {
    "recruiter.name": context.recruiterName,
    "booking.link": `${context.origin}/book`,
    "firm.name": COMPANY.shortName,
  };
}

export interface ContactSubject extends MergeValues {
  contact: { id: string; name: string; email: string | null; clientId: string };
}

/** A client's contact (404 if the client has none by that id) and the values of the fields an email to them has. */
export async function contactSubjectOf(
  db: Db,
  context: SenderContext & { clientId: string; contactId: string },
): Promise<ContactSubject> {
  const [row] = await db
    .select({
      id: clientContacts.id,
      name: clientContacts.name,
      email: clientContacts.email,
      clientId: clientContacts.clientId,
      clientName: clients.name,
    })
    .from(clientContacts)
    .innerJoin(clients, eq(clients.id, clientContacts.clientId))
    .where(and(eq(clientContacts.id, context.contactId), eq(clientContacts.clientId, context.clientId)))
    .limit(1);
  if (!row) throw new ApiError(404, "not_found", "The client has no such contact.");
  const { clientName, ...contact } = row;
  return {
    contact,
    values: { ...senderValues(context), "contact.name": contact.name, "client.name": clientName },
    signature: context.signature,
  };
}

const WHY_MISSING: Partial<Record<MergeFieldName, string>> = {
  "job.title": "choose the application (a job's) the email is about, or take the field out",
  "client.name": "choose an application to a client's job order, or take the field out",
  "contact.name": "it is for emails to a client's contact, take it out",
  "candidate.firstName": "it is for emails to a candidate, take it out",
  "candidate.lastName": "it is for emails to a candidate, take it out",
  "candidate.email": "it is for emails to a candidate, take it out",
};

/** What separates an email from its signature: the usual "-- " line, which mail programs know to leave out of a quote. */
const SIGNATURE_SEPARATOR = "\n\n-- \n";

/**
 * `subject` and `body` filled in, the sender's signature under the body; a 400 naming each field used that has no
 * value here (on `path`) for the `recipient` ("candidate", "contact"). The signature is the sender's own words: no
 * field in it is filled in.
 */
export function renderEmail(
  email: { subject: string; body: string },
  { values, signature }: MergeValues,
  path: string,
  recipient: "candidate" | "contact" = "candidate",
): { subject: string; body: string } {
  const missing = mergeFieldsUsed(`${email.subject}\n${email.body}`).filter((name) => values[name] === undefined);
  if (missing.length > 0) {
    const issues = missing.map((name) => ({
      path,
      message: `${mergeTag(name)} has no value for this ${recipient}: ${WHY_MISSING[name] ?? "it cannot be filled in"}`,
    }));
    // The message says what to do (issue 44): the composer shows it as it is.
    throw new ApiError(400, "validation_failed", `${issues.map((issue) => issue.message).join(". ")}.`, issues);
  }
  const body = renderMergeFields(email.body, values);
  return {
    subject: renderMergeFields(email.subject, values),
    body: signature ? `${body.trimEnd()}${SIGNATURE_SEPARATOR}${signature}` : body,
  };
}
