import { unknownMergeFieldMessage, unknownMergeFields } from "./merge-fields";
import { pagingFields, updateSchemaOf, z } from "./zod";

/**
 * Emails from the back office (issue 33): templates, and an email written from a candidate's record or to a client's
 * contact from the client page.
 */

export const TEMPLATE_NAME_MAX = 100;
export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_BODY_MAX = 20_000;

/** Text that may hold merge fields: refused with the unknown field's name. */
const mergeText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .superRefine((text, ctx) => {
      for (const name of unknownMergeFields(text))
        ctx.addIssue({ code: "custom", message: unknownMergeFieldMessage(name) });
    });

export const emailTemplateSchema = z.strictObject({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(TEMPLATE_NAME_MAX, `Name must be at most ${TEMPLATE_NAME_MAX} characters`),
  subject: mergeText("Subject", EMAIL_SUBJECT_MAX),
  body: mergeText("Body", EMAIL_BODY_MAX),
});
export type EmailTemplateInput = z.infer<typeof emailTemplateSchema>;

export const emailTemplateUpdateSchema = updateSchemaOf(emailTemplateSchema);
export type EmailTemplateUpdate = z.infer<typeof emailTemplateUpdateSchema>;

const recordId = (label: string) =>
  z
    .string({ error: `${label} must be an id` })
    .trim()
    .min(1, `${label} must be an id`)
    .max(64, `${label} is too long`);

/** Which candidate (and application, for the job's fields) a template is previewed for. */
export const templatePreviewQuerySchema = z.strictObject({
  candidateId: recordId("candidateId"),
  applicationId: recordId("applicationId").optional(),
});

/** Written (`subject` and `body`) or from a template (`templateId`), never both. */
function writtenOrTemplate(input: { subject?: string; body?: string; templateId?: string }, ctx: z.RefinementCtx) {
  if (input.templateId !== undefined) {
    for (const field of ["subject", "body"] as const) {
      if (input[field] !== undefined) {
        ctx.addIssue({ code: "custom", path: [field], message: `Send either templateId or ${field}, not both` });
      }
    }
    return;
  }
  for (const field of ["subject", "body"] as const) {
    if (input[field] === undefined) {
      ctx.addIssue({ code: "custom", path: [field], message: `${field} is required (or send templateId)` });
    }
  }
}

const emailFields = {
  subject: mergeText("Subject", EMAIL_SUBJECT_MAX).optional(),
  body: mergeText("Body", EMAIL_BODY_MAX).optional(),
  templateId: recordId("templateId").optional(),
};

/**
 * An email to a candidate: written (`subject` and `body`, merge fields allowed) or from a template (`templateId`);
 * `applicationId` names the application it is about (its thread, and the job's merge fields).
 */
export const candidateEmailSchema = z
  .strictObject({ ...emailFields, applicationId: recordId("applicationId").optional() })
  .superRefine(writtenOrTemplate);
export type CandidateEmailInput = z.infer<typeof candidateEmailSchema>;

export interface EmailTemplateView {
  id: string;
  name: string;
  subject: string;
  body: string;
  createdAt: string;
  updatedAt: string;
}

/** A template filled in for one candidate: what they would receive. */
export interface EmailPreview {
  subject: string;
  body: string;
}

/** An email accepted for sending: its row on the thread, its delivery, and the thread's reply address. */
export interface CandidateEmailSent {
  id: string;
  threadId: string;
  deliveryId: string;
  replyTo: string;
}

/** An email to a client's contact: written or from a template, on the contact's one thread. */
export const contactEmailSchema = z.strictObject(emailFields).superRefine(writtenOrTemplate);
export type ContactEmailInput = z.infer<typeof contactEmailSchema>;

export const CONTACT_EMAILS_PAGE_DEFAULT = 20;
export const CONTACT_EMAILS_PAGE_MAX = 100;

/** Query of GET /api/admin/clients/:id/contacts/:contactId/emails. */
export const contactEmailsQuerySchema = z.object({
  ...pagingFields(CONTACT_EMAILS_PAGE_DEFAULT, CONTACT_EMAILS_PAGE_MAX),
});
export type ContactEmailsQuery = z.output<typeof contactEmailsQuerySchema>;

/** One email of the conversation with a client's contact, out (who wrote it) or in (the address it came from). */
export interface ContactEmailView {
  id: string;
  direction: "out" | "in";
  at: string;
  subject: string;
  body: string;
  fromAddress: string;
  /** The staff member who wrote it (out; null once their account is deleted). */
  author: string | null;
  /** Names of the files it carried (in). */
  attachments: string[];
}

export interface ConversationAnswers {
  "GET /api/admin/email-templates": EmailTemplateView[];
  "POST /api/admin/email-templates": EmailTemplateView;
  "PUT /api/admin/email-templates/:id": EmailTemplateView;
  "DELETE /api/admin/email-templates/:id": { ok: true; id: string };
  "GET /api/admin/email-templates/:id/preview": EmailPreview;
  "POST /api/admin/candidates/:id/emails": CandidateEmailSent;
  /** The email as the candidate would receive it, filled in; nothing is sent. */
  "POST /api/admin/candidates/:id/emails/preview": EmailPreview;
  "POST /api/admin/clients/:id/contacts/:contactId/emails": CandidateEmailSent;
  "GET /api/admin/clients/:id/contacts/:contactId/emails": ContactEmailView[];
}
