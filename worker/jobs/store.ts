import { eq } from "drizzle-orm";
import { checkJobOrder } from "../clients/store";
import {
  APPLICANT_COUNTRY_DEFAULT,
  CONFIDENTIAL_COMPANY,
  type JobView,
  type StaffJobView,
} from "../contract/job-listing";
import { JOB_VALID_DAYS, publishingIssues } from "../contract/jobs";
import { DEFAULT_TIME_ZONE } from "../contract/site-enums";
import { addDays, zonedDate } from "../contract/time-zone";
import type { Db } from "../db/client";
import { bumpPublicVersion } from "../db/public-version";
import { type Job, jobs, type NewJob } from "../db/schema";
import { type SalaryGiven, salaryChange, skillsIssues } from "../domain/job-asks";
import { type Actor, activityLog, activityLogEach, changesOf } from "../http/activity-log";
import { validationError } from "../http/errors";
import { alertMatchStatements } from "../job-alerts/matches-store";
import { unknownPlaceError } from "../places/store";
import { checkWorkingStaff } from "../staff/working-staff-store";
import { type IndeedEnv, indeedExpiries, indeedRepost } from "./indeed-delivery";
import { type IndexingEnv, jobIndexingDeliveries } from "./indexing-delivery";
import { activeJobBoards, postingsOnBoards, removePostings } from "./job-board-store";
import { jobCoordinates } from "./job-place";
import { toJobView, toStaffJobView } from "./search-store";

/**
 * Staff's writes of jobs: create, edit (publishing included) and delete. Reads are in search-store.ts, job boards and
 * their postings in job-board-store.ts, the cron's expiry in expiry-store.ts.
 */

/** The public text of a job, which a confidential job's must not use to name its client. */
const PUBLIC_TEXT = ["title", "description", "requirements", "benefits", "salary"] as const;

/**
 * A job order's changes made whole: its client and hiring contact checked (a 400 naming the field), a new client's
 * old contact dropped, and a confidential job's company set to CONFIDENTIAL_COMPANY, refused (a 400 naming the
 * field) when its public text names the client (decision 049). Undoing confidentiality gives the company back the
 * client's name.
 */
async function jobOrderChanges(db: Db, existing: Job | undefined, changes: Partial<NewJob>): Promise<Partial<NewJob>> {
  const clientId = changes.clientId !== undefined ? changes.clientId : (existing?.clientId ?? null);
  const clientChanged = changes.clientId !== undefined && changes.clientId !== (existing?.clientId ?? null);
  const hiringContactId =
    changes.hiringContactId !== undefined
      ? changes.hiringContactId
      : clientChanged
        ? null
        : (existing?.hiringContactId ?? null);
  const clientName = await checkJobOrder(db, { clientId, hiringContactId });
  const after = { ...existing, ...changes };
  const order: Partial<NewJob> = { ...changes, ...(clientChanged ? { hiringContactId } : {}) };
  if (after.confidential) {
    const named = clientName?.trim().toLowerCase();
    const leaks =
      named && named.length >= 3 ? PUBLIC_TEXT.filter((field) => after[field]?.toLowerCase().includes(named)) : [];
    if (leaks.length > 0)
      throw validationError(
        leaks.map((path) => ({
          path,
          message: `A confidential job must not name its client (${clientName}) in public text`,
        })),
      );
    return { ...order, company: CONFIDENTIAL_COMPANY };
  }
  if (clientName && after.company === CONFIDENTIAL_COMPANY) return { ...order, company: clientName };
  return order;
}

/** What staff send of a job: its columns, less those the store derives, and the salary as numbers if they choose. */
export type JobInput = Omit<NewJob, "id" | "salaryMinCents" | "salaryMaxCents" | "latitude" | "longitude"> &
  SalaryGiven;

/**
 * What a job asks, as data (issue 46, decision 094), from a change: the salary's numbers in step with its text, the
 * location's coordinates when the location is named, and the skills lists checked (a 400 naming the field). The
 * salary numbers in dollars become columns; the change's other fields are kept as they are.
 */
async function jobAsks(db: Db, existing: Job | undefined, input: Partial<JobInput>): Promise<Partial<NewJob>> {
  const { salaryMin, salaryMax, salaryPeriod, ...fields } = input;
  const salary = salaryChange(existing, { salary: input.salary, salaryMin, salaryMax, salaryPeriod });
  if ("issues" in salary) throw validationError(salary.issues);
  // Checked when a list is named: an update of the title is no time to refuse lists the job already has.
  const namesSkills = input.requiredSkills !== undefined || input.preferredSkills !== undefined;
  const skills = namesSkills
    ? skillsIssues(
        {
          requiredSkills: input.requiredSkills ?? existing?.requiredSkills ?? [],
          preferredSkills: input.preferredSkills ?? existing?.preferredSkills ?? [],
        },
        input,
      )
    : [];
  if (skills.length > 0) throw validationError(skills);
  const place = input.location !== undefined ? await jobCoordinates(db, input.location) : {};
  if (!place) throw unknownPlaceError(input.location ?? "", "location");
  return { ...fields, ...salary.set, ...place };
}

/** The ids of a client's job orders, as a subquery for the client's page to compose (its activity). */
export function clientJobIds(db: Db, clientId: string) {
  return db.select({ id: jobs.id }).from(jobs).where(eq(jobs.clientId, clientId));
}

/** Today's date in the firm's time zone: the day a job's validThrough is compared with. */
export function firmToday(now: Date): string {
  return zonedDate(now.getTime(), DEFAULT_TIME_ZONE);
}

/**
 * What publishing adds to a change that leaves the job published: its last day (the one given; else the one it has,
 * while it is live or still ahead; else JOB_VALID_DAYS from today), or a 400 naming the field that stops it.
 */
function publication(existing: Job | undefined, changes: Partial<NewJob>, now: Date): Partial<NewJob> {
  if ((changes.status ?? existing?.status ?? "draft") !== "published") return {};
  const today = firmToday(now);
  // The first publication only: a job republished after closing is not new to alert subscribers (decision 028).
  const first = existing?.publishedAt ? {} : { publishedAt: now };
  return { ...first, ...lastDay(existing, changes, today) };
}

function lastDay(existing: Job | undefined, changes: Partial<NewJob>, today: string): Partial<NewJob> {
  const applicantCountry =
    changes.applicantCountry !== undefined
      ? changes.applicantCountry
      : existing
        ? existing.applicantCountry
        : APPLICANT_COUNTRY_DEFAULT;
  const issues = publishingIssues(
    { type: changes.type ?? existing!.type, location: changes.location ?? existing!.location, applicantCountry },
    changes,
    today,
  );
  if (issues.length > 0) throw validationError(issues);
  if (changes.validThrough) return {};
  const current = changes.validThrough === null ? null : existing?.validThrough;
  if (current && (existing?.status === "published" || current > today)) return {};
  return { validThrough: addDays(today, JOB_VALID_DAYS) };
}

/** A change to jobs and the deliveries it queued, to hand to `dispatchDeliveries` once answered. */
export interface JobChange<T> {
  result: T;
  deliveryIds: string[];
}

/**
 * Every job mutation moves the public version in its batch (worker/db/public-version.ts), so visitors see it at
 * once; a draft's edit does too, at the cost of one refill of the edge cache, rather than deciding which edits are
 * visible. Publishing checks the job (publishingIssues), gives it its last day, posts it to every active job board when
 * it says "publish to job boards", tells Google (when the Indexing API is configured) and, the first time, records
 * the job alerts it matches (worker/job-alerts/matches-store.ts). `undefined` means no such job.
 */
export async function createJob(
  db: Db,
  env: IndexingEnv & IndeedEnv,
  actor: Actor,
  given: JobInput,
  now = new Date(),
): Promise<JobChange<StaffJobView>> {
  await checkWorkingStaff(db, given.ownerId);
  const input = (await jobAsks(db, undefined, given)) as Omit<NewJob, "id">;
  const order = await jobOrderChanges(db, undefined, input);
  const id = crypto.randomUUID();
  const row = { ...input, ...order, ...publication(undefined, input, now), id };
  const live = row.status === "published";
  const boards = live && row.publishToPortals ? await activeJobBoards(db) : [];
  const postings = postingsOnBoards(db, { ...(row as Job), createdAt: now, updatedAt: now }, boards, now);
  const notices = live ? jobIndexingDeliveries(env, db, [id], "URL_UPDATED", now) : { ids: [], inserts: [] };
  // First published: matched once against the saved job alerts (decision 097).
  const matches = row.publishedAt ? await alertMatchStatements(db, row, now) : [];
  const [[created]] = await db.batch([
    db.insert(jobs).values(row).returning(),
    bumpPublicVersion(db),
    activityLog(actor, db, {
      action: "job.create",
      entityType: "job",
      entityId: id,
      details: { title: input.title, status: input.status },
    }),
    ...postings.statements,
    ...notices.inserts,
    ...matches,
  ]);
  return { result: toStaffJobView(created!), deliveryIds: [...notices.ids, ...postings.deliveryIds] };
}

/** The job's long texts: the log says they changed, not what they say. */
const JOB_TEXT_FIELDS = { description: "hidden", requirements: "hidden", benefits: "hidden" } as const;

/** Columns the store derives from others (the salary text, the location): the log names those it derives them from. */
const DERIVED = ["salaryMinCents", "salaryMaxCents", "salaryPeriod", "latitude", "longitude"] as const;

export async function updateJob(
  db: Db,
  env: IndexingEnv & IndeedEnv,
  actor: Actor,
  id: string,
  given: Partial<JobInput>,
  now = new Date(),
): Promise<JobChange<StaffJobView> | undefined> {
  const [existing] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  if (!existing) return undefined;
  await checkWorkingStaff(db, given.ownerId);
  const changes = await jobAsks(db, existing, given);
  const set = { ...(await jobOrderChanges(db, existing, changes)), ...publication(existing, changes, now) };
  const after = { ...existing, ...set } as Job;
  const wasLive = existing.status === "published";
  const live = after.status === "published";
  const postsNow = live && after.publishToPortals && (!wasLive || !existing.publishToPortals);
  const boards = postsNow ? await activeJobBoards(db) : [];
  const notices =
    live || wasLive
      ? jobIndexingDeliveries(env, db, [id], live ? "URL_UPDATED" : "URL_DELETED", now)
      : { ids: [], inserts: [] };
  const matches = set.publishedAt ? await alertMatchStatements(db, after, now) : [];
  const postings = postingsOnBoards(db, after, boards, now);
  // Indeed's API is told of every change to a live job it lists, and of its closing (the feeds follow on their own).
  const indeed =
    wasLive && !live
      ? await indeedExpiries(db, [id], now)
      : live && wasLive && !postsNow
        ? await indeedRepost(db, after, now)
        : { ids: [], statements: [] };
  const [[updated]] = await db.batch([
    db.update(jobs).set(set).where(eq(jobs.id, id)).returning(),
    bumpPublicVersion(db),
    activityLog(actor, db, {
      action: "job.update",
      entityType: "job",
      entityId: id,
      details: { status: changes.status },
      record: existing.title,
      changes: changesOf(
        existing,
        Object.fromEntries(Object.entries(set).filter(([field]) => !(DERIVED as readonly string[]).includes(field))),
        JOB_TEXT_FIELDS,
      ),
    }),
    ...(wasLive && !live ? [removePostings(db, [id])] : []),
    ...postings.statements,
    ...indeed.statements,
    ...notices.inserts,
    ...matches,
  ]);
  return { result: toStaffJobView(updated!), deliveryIds: [...notices.ids, ...postings.deliveryIds, ...indeed.ids] };
}

/**
 * Sets a job's image (an R2 URL from worker/content/image-store.ts) and logs it; the public pages' cached copies
 * change with it. Undefined when there is no such job.
 */
export async function setJobImage(db: Db, actor: Actor, id: string, imageUrl: string): Promise<JobView | undefined> {
  const [[updated]] = await db.batch([
    db.update(jobs).set({ imageUrl, updatedAt: new Date() }).where(eq(jobs.id, id)).returning(),
    bumpPublicVersion(db),
    // An entry only when the job is there: a job deleted meanwhile leaves no log of an image it never got.
    activityLogEach(
      actor,
      db,
      { action: "job.image", entityType: "job", details: { imageUrl } },
      db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id)),
    ),
  ]);
  return updated ? toJobView(updated, true) : undefined;
}

/** False when there was no such job. */
export async function deleteJob(
  db: Db,
  env: IndexingEnv & IndeedEnv,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<JobChange<boolean>> {
  const [existing] = await db
    .select({ title: jobs.title, status: jobs.status })
    .from(jobs)
    .where(eq(jobs.id, id))
    .limit(1);
  if (!existing) return { result: false, deliveryIds: [] };
  const notices =
    existing.status === "published"
      ? jobIndexingDeliveries(env, db, [id], "URL_DELETED", now)
      : { ids: [], inserts: [] };
  // Its Indeed posting goes with it, so each expiry carries the id Indeed gave the posting.
  const indeed = await indeedExpiries(db, [id], now, true);
  // Applications to the job stay (their job_id becomes null by the foreign key); its job board postings go with it.
  await db.batch([
    db.delete(jobs).where(eq(jobs.id, id)),
    bumpPublicVersion(db),
    activityLog(actor, db, {
      action: "job.delete",
      entityType: "job",
      entityId: id,
      details: { title: existing.title },
    }),
    ...indeed.statements,
    ...notices.inserts,
  ]);
  return { result: true, deliveryIds: [...notices.ids, ...indeed.ids] };
}
