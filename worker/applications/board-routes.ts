import { Hono } from "hono";
import { applicationSchema } from "../contract/form-schemas";
import { RESUME_MAX_BYTES } from "../contract/forms";
import type { AppEnv } from "../env";
import { ApiError, validationError } from "../http/errors";
import { limitBody, parseOrThrow } from "../http/public-form";
import { reply } from "../http/reply";
import { INDEED_SIGNATURE_HEADER, indeedSignatureMatches } from "../integrations/indeed/apply-signature";
import {
  asPostedIssues,
  isValidZipRecruiterSignature,
  readZipRecruiterApplication,
  ZIPRECRUITER_NOT_CONFIGURED,
  ZIPRECRUITER_SIGNATURE_HEADER,
} from "../integrations/ziprecruiter/apply-webhook";
import { checkResume, receiveApplication } from "./intake";

/** Room for a 5 MB resume in base64 (a third larger) and the fields around it. */
const BOARD_BODY_MAX_BYTES = Math.ceil(RESUME_MAX_BYTES / 3) * 4 + 256 * 1024;

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

/**
 * The boards' application posts into the site's one intake, each with the schema and resume checks of /apply, its
 * source recorded, stored before anything else happens. Each board's signature is checked on the raw body before
 * anything is read (a bad or missing one is a 401 and nothing is stored); no per-IP limit: one board sends every
 * application, and the signature is what admits it.
 *
 * - POST /api/board-applications/ziprecruiter: ZipRecruiter's apply webhook (decision 104).
 * - POST /api/board-applications/indeed: Indeed Apply (decision 105), for a job the firm lists on Indeed (its
 *   postUrl, set on each posting by worker/jobs/indeed-delivery.ts).
 */
export const boardApplicationRoutes = new Hono<AppEnv>()
  .post(
    "/ziprecruiter",
    limitBody(BOARD_BODY_MAX_BYTES, "The application is too large: the resume must be at most 5 MB."),
    async (c) => {
      const secret = c.env.ZIPRECRUITER_APPLY_SECRET;
      if (!secret) throw new ApiError(503, "not_configured", ZIPRECRUITER_NOT_CONFIGURED);
      const body = await c.req.text();
      if (!(await isValidZipRecruiterSignature(secret, body, c.req.header(ZIPRECRUITER_SIGNATURE_HEADER))))
        throw new ApiError(401, "invalid_signature", "The request is not signed by ZipRecruiter.");
      try {
        const { fields, resume } = readZipRecruiterApplication(body);
        const input = parseOrThrow(applicationSchema, fields);
        await receiveApplication(
          c.env,
          c.executionCtx,
          input,
          await checkResume(resume),
          new URL(c.req.url).origin,
          "ziprecruiter",
        );
      } catch (err) {
        // A refusal names the field as ZipRecruiter sent it (first_name, job_id), not as our form does.
        if (!(err instanceof ApiError) || !err.issues) throw err;
        const issues = asPostedIssues(err.issues);
        throw err.code === "validation_failed"
          ? validationError(issues)
          : new ApiError(err.status, err.code, err.message, issues);
      }
      return reply(c, "POST /api/board-applications/ziprecruiter", { ok: true }, 200);
    },
  )
  .post(
    "/indeed",
    limitBody(BOARD_BODY_MAX_BYTES, "The application is too large: the resume must be at most 5 MB."),
    async (c) => {
      const secret = c.env.INDEED_APPLY_SECRET;
      if (!secret)
        throw new ApiError(
          503,
          "not_configured",
          "Indeed Apply is not connected: no Indeed Apply API secret is set up.",
        );
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
      });
      const resume = await checkResume(resumeFile(applicant.resume?.file));
      await receiveApplication(c.env, c.executionCtx, input, resume, new URL(c.req.url).origin, "indeed");
      return reply(c, "POST /api/board-applications/indeed", { ok: true }, 200);
    },
  );
