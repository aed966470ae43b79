import { useState } from "react";
import type { Application } from "#contract/form-schemas";
import { FIELD_LIMITS, RESUME_ACCEPT, RESUME_MAX_BYTES, resumeKindFromName, TERMS_MESSAGE } from "#contract/forms";
import { RESUME_MAGIC_LENGTH, resumeBytesMatch } from "#contract/resume";
import { consentedUtmSource, trackApplication } from "../../lib/analytics";
import { ApiError, callApi } from "../../lib/api";
import type { FieldErrors } from "../../lib/field-check";
import { Button } from "../ui/button";
import { Field, Input, Textarea } from "../ui/form";
import { CareerFields, controlId, TermsField } from "./ApplicationFields";
import { ErrorSummary } from "./ErrorSummary";
import { FormFieldset } from "./FormFieldset";
import { FormMessage, Honeypot, usePublicFormSubmit, type WithHoneypot } from "./form-helpers";
import { PersonFields } from "./PersonFields";
import { ROLE_WANTED_FIELDS, RoleWantedFields } from "./RoleWantedFields";
import { SmsConsents } from "./SmsConsents";

export interface ApplicationFormProps {
  /** The job applied for, when the form sits on a job's page; omitted for a general application. */
  jobId?: string;
}

/** Why a chosen resume cannot be sent, or `null` when it is fine (the API checks all of it again). */
async function resumeProblem(file: File): Promise<string | null> {
  const kind = resumeKindFromName(file.name);
  if (!kind) return "Choose a PDF, DOC or DOCX file";
  if (file.size > RESUME_MAX_BYTES) return "The file is larger than 5 MB";
  if (file.size === 0) return "The file is empty";
  const head = new Uint8Array(await file.slice(0, RESUME_MAGIC_LENGTH).arrayBuffer());
  if (!resumeBytesMatch(kind, head)) return `This file is not a real .${kind} document`;
  return null;
}

/** The form's error summary: a refused native post's page opens focused on it. */
const ERRORS_ID = "application-errors";

/** Each field the summary links to, in the form's order. */
const SUMMARY_FIELDS = (
  [
    ["firstName", "First Name"],
    ["lastName", "Last Name"],
    ["email", "Email"],
    ["phone", "Phone"],
    ["currentPosition", "Current Position"],
    ["industry", "Industry"],
    ["resume", "Resume"],
    ["additionalInfo", "Additional Information"],
    ...ROLE_WANTED_FIELDS,
    ["terms", "Terms and conditions"],
  ] as const
).map(([name, label]) => ({ name, label, controlId: controlId(name) }));

const chosenResume = (form: HTMLFormElement) =>
  (form.elements.namedItem("resume") as HTMLInputElement | null)?.files?.[0];

/** What the schema does not check: the resume's type, size and content, and the terms box (required, never sent). */
async function checkResumeAndTerms(
  form: HTMLFormElement,
  values: Record<string, string | boolean>,
): Promise<FieldErrors> {
  const found: FieldErrors = {};
  const file = chosenResume(form);
  const fileProblem = file ? await resumeProblem(file) : null;
  if (fileProblem) found.resume = fileProblem;
  if (values.terms !== true) found.terms = TERMS_MESSAGE;
  return found;
}

/** Sends the application with this visit's facts for its lead score (none without analytics consent), and answers them. */
async function sendApplication(body: WithHoneypot<Application>, form: HTMLFormElement) {
  const { consentedApplicationFacts } = await import("../../lib/visit-facts");
  const facts = consentedApplicationFacts(body.jobId);
  await callApi("POST /api/applications", { body: toFormData({ ...body, ...facts }, chosenResume(form)) });
  return facts;
}

/**
 * The candidate application (public spec sections 5 and 8) used on the home page, /candidates and /apply: the
 * fields, the resume upload (sent as multipart with the form), the terms box (required, never sent) and the spec's
 * confirmation page (/apply/sent). Without scripts it posts natively as multipart to the page it is on (decision
 * 040). The page sets the `application-form` anchor around it.
 */
export default function ApplicationForm({ jobId }: ApplicationFormProps) {
  const [fileName, setFileName] = useState("");
  const { posted, errors, message, pending, formProps } = usePublicFormSubmit({
    form: "application",
    multipart: true,
    postQuery: jobId ? `jobId=${encodeURIComponent(jobId)}` : undefined,
    schema: (schemas) => schemas.applicationSchema,
    extraValues: { jobId },
    extraChecks: checkResumeAndTerms,
    send: sendApplication,
    failed: (error) =>
      (error instanceof ApiError && error.serverMessage) || "Submission failed. Please try again later.",
    onSent: (facts, data) => {
      setFileName("");
      void import("#contract/lead-scoring").then(({ applicationLeadScore }) =>
        trackApplication({ jobId, leadScore: applicationLeadScore({ industry: data.industry, ...facts }).total }),
      );
    },
  });
  // A refused native post's problem no field owns is shown in the summary it opens on; any later one by the button.
  const postedMessage = posted?.message && message === posted.message ? message : "";

  return (
    <form {...formProps} className="relative grid gap-4 sm:grid-cols-2" aria-label="Application form">
      <ErrorSummary
        id={ERRORS_ID}
        heading="Your application was not sent."
        errors={errors}
        message={postedMessage}
        fields={SUMMARY_FIELDS}
        posted={posted !== undefined}
        className="sm:col-span-2"
      />
      <Honeypot />
      {/* The job applied for, in the native post too (/apply?jobId=... from a job's page). */}
      {jobId && <input type="hidden" name="jobId" value={jobId} />}
      <FormFieldset pending={pending}>
        <PersonFields
          fields={["firstName", "lastName", "email", "phone"]}
          phoneRequired
          posted={posted?.values}
          errors={errors}
          controlId={controlId}
        />
        <CareerFields posted={posted?.values} errors={errors} />
        <Field
          label="Resume"
          hint={fileName ? `Selected: ${fileName}` : "PDF, DOC or DOCX. Max 5MB"}
          id={controlId("resume")}
          error={errors.resume}
          className="sm:col-span-2"
        >
          {(p) => (
            <Input
              {...p}
              name="resume"
              type="file"
              accept={RESUME_ACCEPT}
              onChange={(event) => setFileName(event.currentTarget.files?.[0]?.name ?? "")}
            />
          )}
        </Field>
        <Field
          label="Additional Information"
          id={controlId("additionalInfo")}
          error={errors.additionalInfo}
          className="sm:col-span-2"
        >
          {(p) => (
            <Textarea
              {...p}
              name="additionalInfo"
              defaultValue={posted?.values.additionalInfo}
              rows={4}
              maxLength={FIELD_LIMITS.additionalInfo}
              placeholder="Tell us about your experience, the roles you want, and when you can start."
            />
          )}
        </Field>
        <RoleWantedFields posted={posted?.values} errors={errors} />
        <SmsConsents posted={posted?.values} />
        <TermsField posted={posted?.values} error={errors.terms} />
        <div className="sm:col-span-2">
          <FormMessage message={postedMessage ? "" : message} className="mb-3" />
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={pending}>
            {pending ? "Submitting..." : "Submit Application"}
          </Button>
        </div>
      </FormFieldset>
    </form>
  );
}

/**
 * The multipart body: the checked fields and visit facts with the honeypot when filled (the terms flag is never
 * sent), and the resume file.
 */
function toFormData(data: WithHoneypot<Application>, file: File | undefined): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries({ ...data, utmSource: consentedUtmSource() })) {
    if (value !== undefined) body.set(key, String(value));
  }
  if (file) body.set("resume", file);
  return body;
}
