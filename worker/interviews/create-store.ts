import { and, eq, inArray } from "drizzle-orm";
import { isClosedStage } from "../contract/application-pipeline";
import type { InterviewCreateParsed, InterviewView } from "../contract/interviews";
import { DEFAULT_TIME_ZONE } from "../contract/site-enums";
import type { Db } from "../db/client";
import { applications, clientContacts, interviewPanel, interviews, jobs, users } from "../db/schema";
import { queueDelivery } from "../delivery/pipeline";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError, type FieldIssue, validationError } from "../http/errors";
import { type TimesAsk, timesRequest } from "./panel-times-requests";
import { findInterview } from "./view-store";

/**
 * Setting up an interview (issue 47 item 1): an application's candidate, its job order's client, a panel of the
 * client's contacts and firm staff, each required or optional. It starts "proposing", with no time: nothing is sent
 * until a time is set (./change-store.ts) but the panel's ask for their free times. The one writer of `interviews` and `interview_panel` with change-store.ts
 * (and availability-store.ts, of a seat's `times_marked_at`).
 */

/**
 * Why the panel cannot be invited, member by member (a contact of another client, anyone without an address), and
 * the client contacts on it, to ask for their free times.
 */
async function checkPanel(db: Db, clientId: string, panel: InterviewCreateParsed["panel"]) {
  const contactIds = panel.flatMap((member) => (member.contactId ? [member.contactId] : []));
  const userIds = panel.flatMap((member) => (member.userId ? [member.userId] : []));
  const [contacts, staff] = await db.batch([
    db
      .select({
        id: clientContacts.id,
        clientId: clientContacts.clientId,
        name: clientContacts.name,
        email: clientContacts.email,
      })
      .from(clientContacts)
      .where(inArray(clientContacts.id, contactIds.length > 0 ? contactIds : [""])),
    db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(inArray(users.id, userIds.length > 0 ? userIds : [""]), eq(users.isActive, true))),
  ]);
  const issues = panel.flatMap((member, index): FieldIssue[] => {
    if (member.contactId) {
      const contact = contacts.find((row) => row.id === member.contactId);
      const path = `panel.${index}.contactId`;
      if (!contact || contact.clientId !== clientId)
        return [{ path, message: "Not a contact of this job order's client" }];
      if (!contact.email) return [{ path, message: "This contact has no email address for the invitation" }];
      return [];
    }
    const user = staff.find((row) => row.id === member.userId);
    const path = `panel.${index}.userId`;
    if (!user) return [{ path, message: "No such active staff user" }];
    if (!user.email) return [{ path, message: "This staff user has no email address for the invitation" }];
    return [];
  });
  const asks: TimesAsk[] = contacts.map((row) => ({ contactId: row.id, name: row.name, email: row.email ?? "" }));
  return { issues, asks };
}

/**
 * Makes the interview. Refused, changing nothing: an unknown application or a panel member who cannot be invited
 * (400 naming the field), an application whose job is no client's job order (409 job_without_client) or that is
 * closed (409 application_closed). In the same batch, each client contact on the panel is asked for their free times
 * (./panel-times-requests.ts): the emails' ids are for dispatch after it.
 */
export async function createInterview(
  db: Db,
  actor: Actor,
  input: InterviewCreateParsed,
  origin: string,
  now: Date,
): Promise<{ view: InterviewView; deliveryIds: string[] }> {
  const application = await db
    .select({
      id: applications.id,
      stage: applications.stage,
      candidateId: applications.candidateId,
      firstName: applications.firstName,
      lastName: applications.lastName,
      jobId: applications.jobId,
      clientId: jobs.clientId,
    })
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, input.applicationId))
    .get();
  if (!application) throw validationError([{ path: "applicationId", message: "No such application" }]);
  const { clientId } = application;
  if (!clientId) {
    throw new ApiError(
      409,
      "job_without_client",
      "The application's job is not a job order of a client: link the job to a client first.",
      [{ path: "applicationId", message: "The application's job has no client" }],
    );
  }
  if (isClosedStage(application.stage)) {
    throw new ApiError(409, "application_closed", "This application is closed: reopen it before an interview.", [
      { path: "applicationId", message: "The application is closed" },
    ]);
  }
  const { issues, asks } = await checkPanel(db, clientId, input.panel);
  if (issues.length > 0) throw validationError(issues);

  const id = crypto.randomUUID();
  const interview = {
    id,
    candidateName: `${application.firstName} ${application.lastName}`.trim(),
    round: input.round,
  };
  const requests = await Promise.all(asks.map((ask) => timesRequest(db, ask, interview, origin, now)));
  const emails = requests.map((request) => queueDelivery(db, "email", request.email, now));
  await db.batch([
    db.insert(interviews).values({
      id,
      applicationId: application.id,
      jobId: application.jobId,
      clientId,
      candidateId: application.candidateId,
      round: input.round,
      format: input.format,
      durationMinutes: input.durationMinutes,
      location: input.location || null,
      videoLink: input.videoLink ?? null,
      status: "proposing",
      candidateTimeZone: input.candidateTimeZone ?? DEFAULT_TIME_ZONE,
      roundRobinPick: input.roundRobin?.pick ?? null,
      createdBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    }),
    db.insert(interviewPanel).values(
      input.panel.map((member, position) => ({
        interviewId: id,
        contactId: member.contactId ?? null,
        userId: member.userId ?? null,
        required: member.required,
        timeZone: member.timeZone ?? DEFAULT_TIME_ZONE,
        position,
        dailyCap: member.dailyCap ?? null,
        // A round-robin pool member sits in it once a pick chooses them.
        seated: member.required || !input.roundRobin,
      })),
    ),
    activityLog(actor, db, {
      action: "interview.create",
      entityType: "interview",
      entityId: id,
      details: { applicationId: application.id, round: input.round, format: input.format, askedForTimes: asks.length },
    }),
    ...requests.map((request) => request.linkInsert),
    ...emails.map((email) => email.insert),
  ]);
  return { view: (await findInterview(db, id))!.view, deliveryIds: emails.map((email) => email.id) };
}
