import { and, eq } from "drizzle-orm";
import type { ConsentKey } from "../contract/consent";
import type { IntakeSource } from "../contract/enums";
import type { Application } from "../contract/form-schemas";
import { RESUME_KINDS, type ResumeKind } from "../contract/forms";
import { applicationLeadScore } from "../contract/lead-scoring";
import { createDb, type Db } from "../db/client";
import { applications, jobs } from "../db/schema";
import { queueDelivery } from "../delivery/pipeline";
import type { Bindings } from "../env";
import { type Actor, activityLog } from "../http/activity-log";
import { fileSlug } from "../http/download-name";
import { ApiError } from "../http/errors";
import { leadSyncDelivery } from "../leads/crm-delivery";
import { insertLead, scoreLead } from "../leads/store";
import { emailIdsOf, notifyStaff } from "../notifications/store";
import { fillCandidateOffer, matchCandidate, offerColumns } from "../people/store";
import { knownPlace } from "../places/store";
import { recordConsents } from "../privacy/consent-store";
import { resumeKey } from "../privacy/private-files";
import { applicationReceivedEmail } from "./received-email";
import { canExtractText } from "./resume-text";
import { resumeTextDelivery } from "./resume-text-delivery";

/** Candidates' applications: stored with their CRM lead, the resume in the private RESUMES bucket. */

/** The lead source of an application when no campaign brought the candidate. */
const APPLICATION_SOURCE = "application";

/** A resume file that passed the checks, and its kind. */
export interface CheckedResume {
  file: File;
  kind: ResumeKind;
}

/** Where staff download an application's resume; what `resumeUrl` holds (meaningful only to signed-in staff). */
function resumeDownloadPath(applicationId: string): string {
  return `/api/admin/applications/${applicationId}/resume`;
}

/** The published job an application names, or a 400 naming `jobId`. */
async function publishedJob(db: Db, jobId: string) {
  const job = await db
    .select({
      title: jobs.title,
      type: jobs.type,
      isUrgent: jobs.isUrgent,
      salary: jobs.salary,
      industry: jobs.industry,
    })
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
 * The resume goes to the private RESUMES bucket first, then the application, its candidate and its CRM lead are
 * written in one batch; if that write fails the uploaded object is deleted again, so there is never a half-stored
 * application. A PDF or DOCX resume's words are read later, by a resume_text delivery in the same batch, so reading
 * never slows the visitor's submit; a .doc is marked not extracted at once. Answers the deliveries to dispatch once
 * the batch has committed (the lead's crm_sync, the resume_text if any, the applicant's "we received your
 * application" email and the emails of staff who chose them). Staff who want new applications are notified in the
 * same batch (worker/notifications/store.ts). `source` is where the applicant sent it from: the site's form, or a job
 * board's application post, which is also the lead's source.
 */
export async function submitApplication(
  env: Bindings,
  input: Application,
  checkedResume: CheckedResume | null,
  origin: string,
  source: IntakeSource = "form",
): Promise<{
  syncDeliveryId: string;
  resumeTextDeliveryId: string | null;
  receivedEmailId: string;
  notificationDeliveryIds: string[];
}> {
  const db = createDb(env.DB);
  const job = input.jobId ? await publishedJob(db, input.jobId) : undefined;
  const { location, offer, application: fields } = offerOfApplication(input);
  // An unknown place is refused (400 naming `location`) before anything is stored.
  const place = location ? await knownPlace(db, location, "location") : undefined;

  const applicationId = crypto.randomUUID();
  const leadId = crypto.randomUUID();
  const resumeKey = checkedResume ? await storeResume(env, applicationId, checkedResume) : undefined;
  const { utmSource, jobsViewed, searches, minutesSinceJobView, ...application } = fields;
  const leadSource = source === "form" ? utmSource?.toLowerCase() || APPLICATION_SOURCE : source;
  const industry = job?.industry ?? input.industry;
  const visit = { jobsViewed, searches, minutesSinceJobView };
  const baseScore = applicationLeadScore({
    jobType: job?.type,
    isUrgent: job?.isUrgent,
    salary: job?.salary,
    industry,
    ...visit,
  });
  const score = await scoreLead(db, baseScore, "candidate", {
    ...visit,
    leadSource,
    industry,
    jobType: job?.type,
    isUrgent: job?.isUrgent ?? false,
    hasResume: Boolean(checkedResume),
    hasJob: Boolean(job),
    currentPosition: input.currentPosition,
  });
  const name = `${input.firstName} ${input.lastName}`;
  const sync = queueDelivery(db, "crm_sync", leadSyncDelivery(leadId, { name, email: input.email }));
  const readable = checkedResume && canExtractText(checkedResume.kind);
  const readText = readable ? queueDelivery(db, "resume_text", resumeTextDelivery(applicationId, name)) : undefined;
  const received = queueDelivery(db, "email", applicationReceivedEmail(applicationId, input.email, job));
  const candidate = matchCandidate(db, input);
  const fillOffer = fillCandidateOffer(db, candidate.candidateId, offerColumns({ ...offer, place }), new Date());
  const notify = notifyStaff(db, {
    event: "application_new",
    subjectId: applicationId,
    title: `New application: ${name}${job ? ` for ${job.title}` : ""}`,
    link: `/admin/applications/${applicationId}`,
    origin,
    jobId: job ? input.jobId : null,
    now: new Date(),
  });
  let emails: { id: string | null }[];
  try {
    [, , , , , , , emails] = await db.batch([
      candidate.upsert,
      db.insert(applications).values({
        ...application,
        id: applicationId,
        source,
        candidateId: candidate.candidateId,
        resumeKey,
        resumeUrl: resumeKey ? resumeDownloadPath(applicationId) : undefined,
        resumeTextStatus: checkedResume ? (readable ? "pending" : "not_extracted") : undefined,
      }),
      insertLead(db, {
        id: leadId,
        leadType: "candidate",
        leadSource,
        score,
        applicationId,
        tags: input.industry ? [input.industry] : undefined,
      }),
      sync.insert,
      received.insert,
      ...notify.statements,
      notify.deliveryIds,
      ...(readText ? [readText.insert] : []),
      recordConsents(db, { type: "application", id: applicationId }, applicationConsents(input), new Date()),
      ...(fillOffer ? [fillOffer] : []),
    ]);
  } catch (err) {
    if (resumeKey) await env.RESUMES.delete(resumeKey).catch(() => undefined);
    throw err;
  }
  return {
    syncDeliveryId: sync.id,
    resumeTextDeliveryId: readText?.id ?? null,
    receivedEmailId: received.id,
    notificationDeliveryIds: emailIdsOf(emails),
  };
}

/**
 * The application's fields apart from what the applicant offers (issue 46), which is stored on their candidate, not
 * on the application: the location as typed (found in the gazetteer before storing), the pay with its period.
 */
function offerOfApplication(input: Application) {
  const {
    location,
    desiredPayAmount,
    desiredPayPeriod,
    availableInWeeks,
    remotePreference,
    willingToRelocate,
    workAuthorization,
    ...application
  } = input;
  const offer = {
    desiredPay:
      desiredPayAmount !== undefined && desiredPayPeriod
        ? { amount: desiredPayAmount, period: desiredPayPeriod }
        : undefined,
    availableInWeeks,
    remotePreference,
    willingToRelocate,
    workAuthorization,
  };
  return { location, offer, application };
}

/** The application's terms, and each SMS consent the applicant ticked (the contact form's two boxes). */
function applicationConsents(input: Application): ConsentKey[] {
  return [
    "application",
    ...(input.smsMarketingConsent ? (["sms_marketing"] as const) : []),
    ...(input.smsAppointmentConsent ? (["sms_appointment"] as const) : []),
  ];
}

async function storeResume(env: Bindings, applicationId: string, { file, kind }: CheckedResume): Promise<string> {
  const key = resumeKey(applicationId, kind);
  await env.RESUMES.put(key, file.stream(), {
    httpMetadata: { contentType: RESUME_KINDS[kind] },
    customMetadata: { originalName: file.name.slice(0, 200), applicationId },
  });
  return key;
}

/** "Ann Lee" and "pdf" make "ann-lee-resume.pdf": a safe download name that says whose resume it is. */
function downloadName(firstName: string, lastName: string, kind: string): string {
  return `${fileSlug(`${firstName} ${lastName}`, "candidate")}-resume.${kind}`;
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

/** The resume download for staff, recorded in the activity log with who fetched it and from where. */
export async function downloadResume(env: Bindings, actor: Actor, applicationId: string): Promise<Response> {
  const response = await streamApplicationResume(env, applicationId);
  await activityLog(actor, createDb(env.DB), {
    action: "application.resume_download",
    entityType: "application",
    entityId: applicationId,
  });
  return response;
}

/** A candidate merge's move of the merged candidate's applications (their resumes, notes and history hang off them) to `intoId`, for the merge's batch. */
export function moveCandidateApplications(db: Db, candidateId: string, intoId: string) {
  return db.update(applications).set({ candidateId: intoId }).where(eq(applications.candidateId, candidateId));
}
