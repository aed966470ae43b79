import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { APPLICATION_STAGE_LABELS } from "../contract/application-pipeline";
import type { ApplicationStage } from "../contract/enums";
import type { MatchRestriction } from "../contract/matching";
import type { CandidateRestrictions } from "../contract/submittals";
import type { Db } from "../db/client";
import { applications, clients, jobs, submittals } from "../db/schema";
import { firmToday } from "../jobs/store";
import { restrictionsOfCandidates } from "../submittals/off-limits";
import { inJsonList } from "./filters";

/**
 * What stands in the way of presenting a match (issue 46), read for one page only: off-limits and no-poach by the
 * rules of decision 052 (worker/submittals/off-limits.ts, whatever the client), a submittal already made to the
 * job's client, and an application in process (submitted, interviewing, offered) for another job, or already on
 * this one.
 */

/** The stages at which a person is in process: the client has them, or is about to hire them. */
export const IN_PROCESS_STAGES = [
  "submitted",
  "interviewing",
  "offered",
] as const satisfies readonly ApplicationStage[];

/** The off-limits and no-poach restrictions of a candidate, in words. */
export function personRestrictions(found: CandidateRestrictions | undefined): MatchRestriction[] {
  if (!found) return [];
  const restrictions: MatchRestriction[] = found.offLimits.map((rule) => ({
    kind: "off_limits",
    detail:
      rule.reason === "placed_in_guarantee"
        ? `Off-limits: placed at ${rule.clientName} until ${rule.endsOn}`
        : `Off-limits: a contact of ${rule.clientName}`,
  }));
  if (found.noPoachEmployer)
    restrictions.push({ kind: "no_poach", detail: `No-poach: works at ${found.noPoachEmployer}` });
  return restrictions;
}

/** Off-limits and no-poach of a page's candidates, by id. */
export async function offLimitsOf(db: Db, people: readonly { id: string; email: string }[], now: Date) {
  return restrictionsOfCandidates(db, people, firmToday(now));
}

/** The candidates (of `candidateIds`) with a submittal to `clientId`, with the client's name. */
export async function submittedToClient(db: Db, candidateIds: readonly string[], clientIds: readonly string[]) {
  if (candidateIds.length === 0 || clientIds.length === 0) return [];
  return db
    .selectDistinct({
      candidateId: sql<string>`${applications.candidateId}`,
      clientId: submittals.clientId,
      clientName: clients.name,
    })
    .from(submittals)
    .innerJoin(applications, eq(applications.id, submittals.applicationId))
    .innerJoin(clients, eq(clients.id, submittals.clientId))
    .where(and(inJsonList(applications.candidateId, candidateIds), inJsonList(submittals.clientId, clientIds)));
}

/** The open applications of `candidateIds` in process or at any open stage, with their job's title. */
export async function openApplicationsOf(db: Db, candidateIds: readonly string[]) {
  if (candidateIds.length === 0) return [];
  return db
    .select({
      candidateId: sql<string>`${applications.candidateId}`,
      jobId: applications.jobId,
      stage: applications.stage,
      jobTitle: jobs.title,
      company: jobs.company,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(
        inJsonList(applications.candidateId, candidateIds),
        isNotNull(applications.jobId),
        // `+stage`: the stage is checked on the candidates' rows, not looked up: by its index SQLite walked every open
        // application (270 ms at 100,000) instead of the page's people's few.
        inArray(sql`+${applications.stage}`, ["new", "contacted", "qualifying", ...IN_PROCESS_STAGES]),
      ),
    );
}

type OpenApplication = Awaited<ReturnType<typeof openApplicationsOf>>[number];

/** An application as a restriction: on this job at any open stage, or in process for another. */
export function inProcessRestriction(application: OpenApplication, jobId: string): MatchRestriction | undefined {
  const stage = APPLICATION_STAGE_LABELS[application.stage];
  if (application.jobId === jobId) return { kind: "in_process", detail: `Already on this job: ${stage}` };
  if (!(IN_PROCESS_STAGES as readonly string[]).includes(application.stage)) return undefined;
  return {
    kind: "in_process",
    detail: `In process elsewhere: ${stage} for ${application.jobTitle} at ${application.company}`,
  };
}
