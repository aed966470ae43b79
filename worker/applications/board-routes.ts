import { Hono } from "hono";
import { applicationSchema } from "../contract/form-schemas";
import { RESUME_MAX_BYTES } from "../contract/forms";
import type { AppEnv } from "../env";
import { ApiError, validationError } from "../http/errors";
import { limitBody, parseOrThrow } from "../http/public-form";
import { reply } from "../http/reply";
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

/**
 * POST /api/board-applications/ziprecruiter: ZipRecruiter's apply webhook (decision 104). Its signature is checked on
 * the raw body before anything is read (a bad or missing one is a 401 and nothing is stored); the application then
 * goes through the site's one intake with the same schema and resume checks as /apply, its source recorded as
 * ZipRecruiter, and is stored before anything else happens. No per-IP limit: one board sends every application, and
 * the signature is what admits it.
 */
export const boardApplicationRoutes = new Hono<AppEnv>().post(
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
);
