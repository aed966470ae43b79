import { asc, eq, inArray, sql } from "drizzle-orm";
import type { InterviewPanelView, InterviewView } from "../contract/interviews";
import type { Db } from "../db/client";
import { applications, clientContacts, clients, interviewPanel, interviews, jobs, users } from "../db/schema";
import type { InterviewInvite, InterviewParticipant } from "../domain/interview-email";

/**
 * An interview as staff read it (issue 47): the candidate, the client, the job order, the panel by name, the time.
 * Every interviews read answers these views; the invitations are made from the same rows (`inviteOf`).
 */

export function viewSelect(db: Db) {
  return db
    .select({
      interview: interviews,
      firstName: applications.firstName,
      lastName: applications.lastName,
      candidateEmail: applications.email,
      clientName: clients.name,
      jobTitle: jobs.title,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(clients, eq(clients.id, interviews.clientId))
    .leftJoin(jobs, eq(jobs.id, interviews.jobId));
}

export type InterviewRow = Awaited<ReturnType<typeof viewSelect>>[number];

interface PanelRow {
  id: string;
  interviewId: string;
  contactId: string | null;
  userId: string | null;
  required: boolean;
  timeZone: string;
  dailyCap: number | null;
  seated: boolean;
  timesMarkedAt: Date | null;
  contactName: string | null;
  contactEmail: string | null;
  userName: string | null;
  userEmail: string | null;
}

async function panelsOf(db: Db, ids: string[]): Promise<PanelRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: interviewPanel.id,
      interviewId: interviewPanel.interviewId,
      contactId: interviewPanel.contactId,
      userId: interviewPanel.userId,
      required: interviewPanel.required,
      timeZone: interviewPanel.timeZone,
      dailyCap: interviewPanel.dailyCap,
      seated: interviewPanel.seated,
      timesMarkedAt: interviewPanel.timesMarkedAt,
      contactName: clientContacts.name,
      contactEmail: clientContacts.email,
      userName: sql<string | null>`coalesce(${users.fullName}, ${users.username})`,
      userEmail: users.email,
    })
    .from(interviewPanel)
    .leftJoin(clientContacts, eq(clientContacts.id, interviewPanel.contactId))
    .leftJoin(users, eq(users.id, interviewPanel.userId))
    .where(inArray(interviewPanel.interviewId, ids))
    .orderBy(asc(interviewPanel.interviewId), asc(interviewPanel.position));
}

function panelView(row: PanelRow): InterviewPanelView {
  const contact = row.contactId !== null;
  return {
    id: row.id,
    kind: contact ? "contact" : "staff",
    personId: (row.contactId ?? row.userId)!,
    name: (contact ? row.contactName : row.userName) ?? "Former staff member",
    email: contact ? row.contactEmail : row.userEmail,
    required: row.required,
    timeZone: row.timeZone,
    dailyCap: row.dailyCap,
    seated: row.seated,
    timesMarkedAt: row.timesMarkedAt?.toISOString() ?? null,
  };
}

const nameOf = (row: InterviewRow) => `${row.firstName} ${row.lastName}`.trim();

function toView(row: InterviewRow, panel: PanelRow[]): InterviewView {
  const i = row.interview;
  return {
    id: i.id,
    applicationId: i.applicationId,
    jobId: i.jobId,
    jobTitle: row.jobTitle,
    clientId: i.clientId,
    clientName: row.clientName,
    candidateId: i.candidateId,
    candidateName: nameOf(row),
    round: i.round,
    format: i.format,
    durationMinutes: i.durationMinutes,
    location: i.location,
    videoLink: i.videoLink,
    status: i.status,
    startsAt: i.startsAt?.toISOString() ?? null,
    endsAt: i.startsAt ? new Date(i.startsAt.getTime() + i.durationMinutes * 60_000).toISOString() : null,
    candidateTimeZone: i.candidateTimeZone,
    sequence: i.sequence,
    cancelReason: i.cancelReason,
    roundRobinPick: i.roundRobinPick,
    panel: panel.filter((member) => member.interviewId === i.id).map(panelView),
    createdAt: i.createdAt.toISOString(),
  };
}

export async function viewsOf(db: Db, rows: InterviewRow[]): Promise<InterviewView[]> {
  const panels = await panelsOf(
    db,
    rows.map((row) => row.interview.id),
  );
  return rows.map((row) => toView(row, panels));
}

/** One interview's row and view, or undefined. */
export async function findInterview(
  db: Db,
  id: string,
): Promise<{ row: InterviewRow; view: InterviewView } | undefined> {
  const row = await viewSelect(db).where(eq(interviews.id, id)).get();
  if (!row) return undefined;
  const [view] = await viewsOf(db, [row]);
  return { row, view: view! };
}

/**
 * Who is invited: the candidate, then each panel member who sits in it (a round-robin pool member once chosen) with
 * an address, in the panel's order. A member without one (an address removed since) cannot be emailed and is left
 * out of the file too.
 */
export function participantsOf(view: InterviewView, candidateEmail: string): InterviewParticipant[] {
  return [
    {
      name: view.candidateName,
      email: candidateEmail,
      timeZone: view.candidateTimeZone,
      optional: false,
      role: "candidate" as const,
    },
    ...view.panel.flatMap((member) =>
      member.email && member.seated
        ? [
            {
              name: member.name,
              email: member.email,
              timeZone: member.timeZone,
              optional: !member.required,
              role: "panel" as const,
            },
          ]
        : [],
    ),
  ];
}

/** The invitation of the interview at `startsAt`, version `sequence`. */
export function inviteOf(
  view: InterviewView,
  candidateEmail: string,
  startsAt: Date,
  sequence: number,
): InterviewInvite {
  return {
    id: view.id,
    round: view.round,
    format: view.format,
    location: view.location,
    videoLink: view.videoLink,
    durationMinutes: view.durationMinutes,
    startsAt,
    sequence,
    candidateName: view.candidateName,
    clientName: view.clientName,
    jobTitle: view.jobTitle,
    participants: participantsOf(view, candidateEmail),
  };
}
