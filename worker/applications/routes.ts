import { and, eq } from "drizzle-orm";
import { Hono, type HonoRequest } from "hono";
import { HONEYPOT_FIELD, RESUME_KINDS, RESUME_MAX_BYTES, resumeKindFromName, type ResumeKind } from "../contract/forms";
import { applicationSchema } from "../contract/form-schemas";
import { applicationLeadScore } from "../contract/lead-scoring";
import { RESUME_MAGIC_LENGTH, resumeBytesMatch } from "../contract/resume";
import { createDb, type Db } from "../db/client";
import { insertLead, scoreLead } from "../leads/store";
import { applications, jobs } from "../db/schema";
import type { AppEnv, Bindings } from "../env";
import { ApiError, validationError } from "../http/errors";
import { acceptedForm, honeypot, limitBody, parseOrThrow } from "../http/public-form";
import { rateLimitByIp } from "../http/rate-limit";

/** The lead source of an application when no campaign brought the candidate. */
const APPLICATION_SOURCE = "application";
/** Room for the form fields and multipart framing around a 5 MB resume. */
const MAX_BODY_BYTES = RESUME_MAX_BYTES + 256 * 1024;

/** Where staff download an application's resume; what `resumeUrl` holds (meaningful only to signed-in staff). */
export function resumeDownloadPath(applicationId: string): string {
  return `/api/admin/applications/${applicationId}/resume`;
}

interface CheckedResume {
  file: File;
  kind: ResumeKind;
}

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
    const form = await req.formData();
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

/** The published job an application names, or a 400 naming `jobId`. */
async function publishedJob(db: Db, jobId: string) {
  const job = await db
    .select({ type: jobs.type, isUrgent: jobs.isUrgent, salary: jobs.salary, industry: jobs.industry })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.status, "published")))
    .get();
  if (!job) {
    const message = "This job is no longer open for applications.";
    throw new ApiError(400, "validation_failed", message, [{ path: "jobId", message }]);
  }
  return job;
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
  honeypot,
  async (c) => {
    const { fields, resume } = await readBody(c.req, c.req.header("content-type") ?? "");
    const input = parseOrThrow(applicationSchema, fields);
    const checkedResume = await checkResume(resume);
    const db = createDb(c.env.DB);
    const job = input.jobId ? await publishedJob(db, input.jobId) : undefined;

    const applicationId = crypto.randomUUID();
    const resumeKey = checkedResume ? await storeResume(c.env, applicationId, checkedResume) : undefined;
    const { utmSource, ...application } = input;
    const leadSource = utmSource?.toLowerCase() || APPLICATION_SOURCE;
    const industry = job?.industry ?? input.industry;
    const baseScore = applicationLeadScore({ jobType: job?.type, isUrgent: job?.isUrgent, salary: job?.salary, industry });
    const leadScore = await scoreLead(db, baseScore, "candidate", {
      leadSource,
      industry,
      jobType: job?.type,
      isUrgent: job?.isUrgent ?? false,
      hasResume: Boolean(checkedResume),
      hasJob: Boolean(job),
      currentPosition: input.currentPosition,
    });
    try {
      await db.batch([
        db.insert(applications).values({
          ...application,
          id: applicationId,
          resumeKey,
          resumeUrl: resumeKey ? resumeDownloadPath(applicationId) : undefined,
        }),
        insertLead(db, {
          leadType: "candidate",
          leadSource,
          leadScore,
          applicationId,
          tags: input.industry ? [input.industry] : undefined,
        }),
      ]);
    } catch (err) {
      if (resumeKey) await c.env.RESUMES.delete(resumeKey).catch(() => undefined);
      throw err;
    }
    return acceptedForm(c);
  },
);

async function storeResume(env: Bindings, applicationId: string, { file, kind }: CheckedResume): Promise<string> {
  const key = `resumes/${applicationId}/${crypto.randomUUID()}.${kind}`;
  await env.RESUMES.put(key, file.stream(), {
    httpMetadata: { contentType: RESUME_KINDS[kind] },
    customMetadata: { originalName: file.name.slice(0, 200), applicationId },
  });
  return key;
}

/** "Ann Lee" and "pdf" make "ann-lee-resume.pdf": a safe download name that says whose resume it is. */
function downloadName(firstName: string, lastName: string, kind: string): string {
  const slug = `${firstName}-${lastName}`
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase()
    .slice(0, 80);
  return `${slug || "candidate"}-resume.${kind}`;
}

/**
 * The resume of an application as a download, for staff routes to mount behind their access check
 * (`GET /api/admin/applications/:id/resume`). It never decides access itself. 404 when the application or its
 * file is missing. Sent as an attachment with `nosniff` and no caching, so a browser never renders it inline.
 */
export async function streamApplicationResume(env: Bindings, applicationId: string): Promise<Response> {
  const application = await createDb(env.DB)
    .select({ firstName: applications.firstName, lastName: applications.lastName, resumeKey: applications.resumeKey })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .get();
  if (!application?.resumeKey) throw new ApiError(404, "not_found", "This application has no resume.");
  const object = await env.RESUMES.get(application.resumeKey);
  if (!object) throw new ApiError(404, "not_found", "The resume file is missing.");
  const kind = application.resumeKey.split(".").pop() ?? "pdf";
  return new Response(object.body, {
    headers: {
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "Content-Length": String(object.size),
      "Content-Disposition": `attachment; filename="${downloadName(application.firstName, application.lastName, kind)}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
