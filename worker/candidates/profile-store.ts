import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { CandidateOffer } from "../contract/candidate-offer";
import type { CandidateProfilePatch } from "../contract/candidate-profile";
import { skillKey, suggestSkills } from "../contract/skills";
import type { Db } from "../db/client";
import { applications, type Candidate, candidates } from "../db/schema";
import { type Actor, activityLog, changesOf } from "../http/activity-log";
import { offerColumns, setCandidateOfferStatement } from "../people/store";
import { knownPlace } from "../places/store";

/**
 * What a candidate offers (issue 46 item 1): read for their view, changed by a recruiter, and the skills their
 * resumes suggest. The columns are written by worker/people/store.ts, the one writer of `candidates`.
 */

/** The offer columns of a candidate's row as the view answers them: the pay in dollars. */
export function offerOf(candidate: Candidate): CandidateOffer {
  return {
    location: candidate.location,
    willingToRelocate: candidate.willingToRelocate,
    remotePreference: candidate.remotePreference,
    desiredPay:
      candidate.desiredPayCents !== null && candidate.desiredPayPeriod
        ? { amount: candidate.desiredPayCents / 100, period: candidate.desiredPayPeriod }
        : null,
    availableInWeeks: candidate.availableInWeeks,
    workAuthorization: candidate.workAuthorization,
    skills: candidate.skills,
  };
}

/**
 * Changes what the candidate offers, only the fields the patch names, and logs what changed (where they live and
 * their pay only as "changed": the log is read by more people than the candidate's page). False when there is no
 * such candidate; a 400 naming `location` when the gazetteer does not know the place, nothing changed.
 */
export async function updateCandidateProfile(
  db: Db,
  actor: Actor,
  id: string,
  patch: CandidateProfilePatch,
  now: Date,
): Promise<boolean> {
  const row = await db.select().from(candidates).where(eq(candidates.id, id)).get();
  if (!row) return false;
  const { location, ...rest } = patch;
  const place = location === undefined || location === null ? location : await knownPlace(db, location, "location");
  const before = offerOf(row);
  const after: Partial<CandidateOffer> = { ...rest, ...(place !== undefined && { location: place?.label ?? null }) };
  await db.batch([
    setCandidateOfferStatement(db, id, offerColumns({ ...rest, place }), now),
    activityLog(actor, db, {
      action: "candidate.profile",
      entityType: "candidate",
      entityId: id,
      changes: changesOf(before, after, { location: "hidden", desiredPay: "hidden" }),
    }),
  ]);
  return true;
}

/** How many of a candidate's resumes (the newest) skills are suggested from: reading is bounded per candidate. */
const RESUMES_READ_FOR_SKILLS = 10;

/**
 * The skills the candidate's resumes name (each application's text as read, the newest RESUMES_READ_FOR_SKILLS), in
 * the vocabulary's order, less those already confirmed; undefined when there is no such candidate.
 */
export async function candidateSkillSuggestions(db: Db, id: string): Promise<string[] | undefined> {
  const [[candidate], resumes] = await db.batch([
    db.select({ skills: candidates.skills }).from(candidates).where(eq(candidates.id, id)).limit(1),
    db
      .select({ text: applications.resumeText })
      .from(applications)
      .where(and(eq(applications.candidateId, id), isNotNull(applications.resumeText)))
      .orderBy(desc(applications.createdAt))
      .limit(RESUMES_READ_FOR_SKILLS),
  ]);
  if (!candidate) return undefined;
  const confirmed = new Set(candidate.skills.map(skillKey));
  const texts = new Set(resumes.map((resume) => resume.text));
  return suggestSkills([...texts].join("\n\n")).filter((skill) => !confirmed.has(skillKey(skill)));
}
