import type { IntakeSource } from "../contract/enums";
import type { Application } from "../contract/form-schemas";
import { RESUME_KINDS, RESUME_MAX_BYTES, resumeKindFromName } from "../contract/forms";
import { RESUME_MAGIC_LENGTH, resumeBytesMatch } from "../contract/resume";
import { dispatchDeliveries } from "../delivery/pipeline";
import type { Bindings } from "../env";
import { ApiError, validationError } from "../http/errors";
import { limitBody } from "../http/public-form";
import { rateLimitByIp } from "../http/rate-limit";
import { type CheckedResume, submitApplication } from "./store";

/**
 * An application received, whichever way it came: the JSON or multipart API the SPA calls (./routes.ts), the
 * form's native multipart post (POST /apply, the same file's `applicationFormPosts`) or a job board's application
 * post (./board-routes.ts). The guards, the resume check and the use case are here once.
 */

/** Applications from one IP: 5 per 10 minutes. */
export const applicationRateLimit = rateLimitByIp("applications", { limit: 5, windowMs: 10 * 60_000 });

/** Room for the form fields and multipart framing around a 5 MB resume. */
const MAX_BODY_BYTES = RESUME_MAX_BYTES + 256 * 1024;

const resumeIssue = (status: 413 | 415, message: string) =>
  new ApiError(status, status === 413 ? "payload_too_large" : "unsupported_media_type", message, [
    { path: "resume", message },
  ]);

/**
 * A resume is accepted when its name ends .pdf, .doc or .docx, its declared type is that kind's (or the generic
 * "application/octet-stream" or none, which some systems send for Word files), it is at most 5 MB, and its first
 * bytes really are that kind. Too large is 413; anything else wrong is 415; both name the field `resume`.
 */
export async function checkResume(value: File | string | null): Promise<CheckedResume | null> {
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

/** Refuses bodies over the cap before they are read. */
export const applicationBodyLimit = limitBody(
  MAX_BODY_BYTES,
  "The application is too large: the resume must be at most 5 MB.",
);

/**
 * Stores the application (resume first, see submitApplication), then dispatches its deliveries. `source`: the site's
 * form, or the job board whose application post it came in (./board-routes.ts).
 */
export async function receiveApplication(
  env: Bindings,
  ctx: Pick<ExecutionContext, "waitUntil">,
  input: Application,
  resume: CheckedResume | null,
  origin: string,
  source: IntakeSource = "form",
): Promise<void> {
  const { syncDeliveryId, resumeTextDeliveryId, receivedEmailId, notificationDeliveryIds } = await submitApplication(
    env,
    input,
    resume,
    origin,
    source,
  );
  dispatchDeliveries(env, ctx, [
    syncDeliveryId,
    ...(resumeTextDeliveryId ? [resumeTextDeliveryId] : []),
    receivedEmailId,
    ...notificationDeliveryIds,
  ]);
}
