import { Hono } from "hono";
import { applicationSchema } from "../contract/form-schemas";
import { RESUME_MAX_BYTES } from "../contract/forms";
import type { AppEnv } from "../env";
import { ApiError, validationError } from "../http/errors";
import { acceptedForm, limitBody, parseOrThrow } from "../http/public-form";
import { INDEED_SIGNATURE_HEADER, indeedSignatureMatches } from "../integrations/indeed/apply-signature";
import { checkResume, receiveApplication } from "./intake";

/**
 * POST /api/applications/indeed: an application Indeed Apply posts for a job the firm lists on Indeed (its postUrl,
 * set on each posting by worker/jobs/indeed-delivery.ts). Its signature is checked first, over the raw body: a
 * missing or wrong one is a 401 and nothing is read further or stored. The application then goes through the same
 * intake as /apply (./intake.ts), its source recorded as "indeed".
 */

/** The lead source of an application that came through Indeed Apply. */
export const INDEED_APPLY_SOURCE = "indeed";

/** A 5 MB resume base64-encoded, and the JSON around it. */
const MAX_BODY_BYTES = Math.ceil((RESUME_MAX_BYTES * 4) / 3) + 256 * 1024;

/** The fields of Indeed Apply's JSON read here (docs.indeed.com, "Application data reference"); the rest is ignored. */
interface IndeedApplication {
  job?: { jobId?: unknown; jobMeta?: unknown };
  applicant?: {
    fullName?: unknown;
    firstName?: unknown;
    lastName?: unknown;
    email?: unknown;
    phoneNumber?: unknown;
    coverletter?: unknown;
    resume?: { file?: { fileName?: unknown; contentType?: unknown; data?: unknown } };
  };
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : undefined);

/** The applicant's first and last name: given apart, or the full name split at its last space. */
function names(applicant: NonNullable<IndeedApplication["applicant"]>) {
  const first = text(applicant.firstName);
  const last = text(applicant.lastName);
  if (first || last) return { firstName: first, lastName: last };
  const full = text(applicant.fullName) ?? "";
  const cut = full.lastIndexOf(" ");
  return cut > 0
    ? { firstName: full.slice(0, cut), lastName: full.slice(cut + 1) }
    : { firstName: full, lastName: undefined };
}

/** The resume Indeed sends (base64 bytes and a file name) as a file for the intake's checks. */
function resumeFile(file: NonNullable<NonNullable<IndeedApplication["applicant"]>["resume"]>["file"]): File | null {
  const data = text(file?.data);
  if (!data) return null;
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
  } catch {
    throw validationError([{ path: "resume", message: "The resume's data is not base64" }]);
  }
  return new File([bytes], text(file?.fileName) ?? "resume", { type: text(file?.contentType) ?? "" });
}

export const indeedApplyRoutes = new Hono<AppEnv>().post(
  "/",
  limitBody(MAX_BODY_BYTES, "The application is too large: the resume must be at most 5 MB."),
  async (c) => {
    const secret = c.env.INDEED_APPLY_SECRET;
    if (!secret)
      throw new ApiError(503, "not_configured", "Indeed Apply is not connected: no Indeed Apply API secret is set up.");
    const body = await c.req.text();
    if (!(await indeedSignatureMatches(body, secret, c.req.header(INDEED_SIGNATURE_HEADER))))
      throw new ApiError(401, "bad_signature", `The ${INDEED_SIGNATURE_HEADER} header does not sign this body.`);
    let posted: IndeedApplication;
    try {
      posted = JSON.parse(body) as IndeedApplication;
    } catch {
      throw new ApiError(400, "bad_request", "Malformed JSON in request body.");
    }
    const applicant = posted.applicant ?? {};
    const input = parseOrThrow(applicationSchema, {
      ...names(applicant),
      email: text(applicant.email),
      phone: text(applicant.phoneNumber),
      additionalInfo: text(applicant.coverletter) || undefined,
      // The job's id travels as jobMeta (set on the posting); Indeed's own jobId is the fallback.
      jobId: text(posted.job?.jobMeta) || text(posted.job?.jobId),
      utmSource: INDEED_APPLY_SOURCE,
    });
    const resume = await checkResume(resumeFile(applicant.resume?.file));
    await receiveApplication(c.env, c.executionCtx, input, resume, new URL(c.req.url).origin);
    return acceptedForm(c, "POST /api/applications/indeed");
  },
);
