import { Hono, type HonoRequest } from "hono";
import { applicationSchema } from "../contract/form-schemas";
import { HONEYPOT_FIELD, RESUME_NOT_KEPT, TERMS_MESSAGE } from "../contract/forms";
import type { AppEnv } from "../env";
import { ApiError, validationError } from "../http/errors";
import { acceptedDecoy, acceptedForm, honeypot, parseOrThrow } from "../http/public-form";
import { formPost, formSent, postedFields, postedFile } from "../site/form-posts";
import { applyPageData } from "./apply-page-data";
import { applicationBodyLimit, applicationRateLimit, checkResume, receiveApplication } from "./intake";

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
  applicationRateLimit,
  applicationBodyLimit,
  honeypot(acceptedDecoy("POST /api/applications")),
  async (c) => {
    const { fields, resume } = await readBody(c.req, c.req.header("content-type") ?? "");
    const input = parseOrThrow(applicationSchema, fields);
    await receiveApplication(c.env, c.executionCtx, input, await checkResume(resume), new URL(c.req.url).origin);
    return acceptedForm(c, "POST /api/applications");
  },
);

/**
 * POST /apply: the application form's native multipart post (worker/site/form-posts.ts), for visitors before or
 * without scripts; /apply?jobId=... from a job's page carries the job as a hidden field. Same guards, schema, resume
 * check and use case as the API route above, plus the terms box, which the SPA checks before sending and a native
 * post must send ticked. A refusal re-renders the page with every value but the file, which the visitor is asked to
 * choose again (RESUME_NOT_KEPT, decision 088); the page opens focused on the form's error summary. A stored
 * application is redirected to /apply/sent.
 */
export const applicationFormPosts = new Hono<AppEnv>().post(
  "/apply",
  formPost("application", applicationBodyLimit, applicationRateLimit, {
    routeData: applyPageData,
    fileFields: { resume: RESUME_NOT_KEPT },
  }),
  async (c) => {
    const fields = await postedFields(c);
    const input = parseOrThrow(
      applicationSchema,
      fields,
      fields.terms === "on" ? [] : [{ path: "terms", message: TERMS_MESSAGE }],
    );
    await receiveApplication(
      c.env,
      c.executionCtx,
      input,
      await checkResume(await postedFile(c, "resume")),
      new URL(c.req.url).origin,
    );
    return formSent(c, "application");
  },
);
