import { Hono, type HonoRequest } from "hono";
import { HONEYPOT_FIELD, RESUME_KINDS, RESUME_MAX_BYTES, resumeKindFromName } from "../contract/forms";
import { applicationSchema } from "../contract/form-schemas";
import { RESUME_MAGIC_LENGTH, resumeBytesMatch } from "../contract/resume";
import { dispatchDeliveries } from "../delivery/pipeline";
import type { AppEnv } from "../env";
import { ApiError, validationError } from "../http/errors";
import { acceptedDecoy, acceptedForm, honeypot, limitBody, parseOrThrow } from "../http/public-form";
import { rateLimitByIp } from "../http/rate-limit";
import { type CheckedResume, submitApplication } from "./store";
/** Room for the form fields and multipart framing around a 5 MB resume. */
const MAX_BODY_BYTES = RESUME_MAX_BYTES + 256 * 1024;

const resumeIssue = (status: 413 | 415, message: string) =>
  new ApiError(status, status === 413 ? "payload_too_large" : "unsupported_media_type", message, [{ path: "resume", message }]);

/**
 * A resume is accepted when its name ends .pdf, .doc or .docx, its declared type is that kind's (or the generic
 * "application/octet-stream" or none, which some systems send for Word files), it is at most 5 MB, and its first
 * bytes really are that kind. Too large is 413; anything else wrong is 415; both name the field `resume`.
 */
async function checkResume(value: File | string | null): Promise<CheckedResume | null> {
  if (value === null || value === "") return null;
  if (typeof value === "string") throw validationError([{ path: "resume", message: "The resume must be a file" }]);
  if (value.size === 0) return null;
  const kind = resumeKindFromName(value.name);
  if (!kind) throw resumeIssue(415, "The resume must be a PDF, DOC or DOCX file");
  const declared = value.type.split(";")[0]?.trim().toLowerCase() ?? "";
  if (declared !== RESUME_KINDS[kind] && declared !== "" && declared !== "application/octet-stream") {
    throw resumeIssue(415, `The resume's type (${declared.slice(0, 80)}) does not match a .${kind} file`);
  }
  if (value.size > RESUME_MAX_BYTES) throw resumeIssue(413, "The resume must be at most 5 MB");
  const head = new Uint8Array(await value.slice(0, RESUME_MAGIC_LENGTH).arrayBuffer());
  if (!resumeBytesMatch(kind, head)) throw resumeIssue(415, `The resume is not a real .${kind} document`);
  return { file: value, kind };
}

/** The body as plain values: JSON, or multipart with the file in `resume`. */
async function readBody(req: HonoRequest, contentType: string) {
  if (contentType.startsWith("multipart/form-data")) {
    const form = await req.formData().catch(() => {
      throw new ApiError(400, "bad_request", "The form could not be read: the multipart body is malformed.");
    });
    const fields: Record<string, unknown> = {};
    for (const [key, value] of form.entries()) {
      if (key === "resume" || key === HONEYPOT_FIELD) continue;
      if (typeof value !== "string") throw validationError([{ path: key, message: `${key} must be text` }]);
      fields[key] = value;
    }
    return { fields, resume: form.get("resume") };
  }
  if (contentType.startsWith("application/json")) {
    const fields: unknown = await req.json().catch(() => {
      throw new ApiError(400, "bad_request", "Malformed JSON in request body.");
    });
    return { fields, resume: null };
  }
  throw new ApiError(415, "unsupported_media_type", "Send the application as JSON or multipart/form-data.");
}

/**
 * POST /api/applications: a candidate's application with an optional resume. The resume goes to the private
 * RESUMES bucket first, then the application and its CRM lead are written in one batch; if that write fails the
 * uploaded object is deleted again, so there is never a half-stored application (the visitor gets the error and
 * can resend). Limited to 5 applications per IP per 10 minutes.
 */
export const applicationRoutes = new Hono<AppEnv>().post(
  "/",
  rateLimitByIp("applications", { limit: 5, windowMs: 10 * 60_000 }),
  limitBody(MAX_BODY_BYTES, "The application is too large: the resume must be at most 5 MB."),
  // Not checked by the schema: the multipart form's fields are read by readBody, not as they come.
  honeypot(acceptedDecoy("POST /api/applications")),
  async (c) => {
    const { fields, resume } = await readBody(c.req, c.req.header("content-type") ?? "");
    const input = parseOrThrow(applicationSchema, fields);
    const checkedResume = await checkResume(resume);
    const stored = await submitApplication(c.env, input, checkedResume, new URL(c.req.url).origin);
    const { syncDeliveryId, resumeTextDeliveryId, notificationDeliveryIds } = stored;
    dispatchDeliveries(c.env, c.executionCtx, [syncDeliveryId, ...(resumeTextDeliveryId ? [resumeTextDeliveryId] : []), ...notificationDeliveryIds]);
    return acceptedForm(c, "POST /api/applications");
  },
);
