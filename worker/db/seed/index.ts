import { count, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { JOB_VALID_DAYS } from "../../contract/jobs";
import { DEFAULT_TIME_ZONE } from "../../contract/site-enums";
import { normalizeSkills, skillKey, suggestSkills } from "../../contract/skills";
import { addDays, zonedDate } from "../../contract/time-zone";
import { salaryChange } from "../../domain/job-asks";
import { jobBoardPostingProblems } from "../../domain/job-feeds";
import { hashPassword } from "../../domain/password";
import { readTimeMinutes } from "../../domain/read-time";
import { jobCoordinates } from "../../jobs/job-place";
import { createDb, type Db } from "../client";
import { bumpPublicVersion } from "../public-version";
import {
  articles,
  bookingFirmHours,
  bookingTypes,
  clientContacts,
  clients,
  emailTemplates,
  jobBoardPostings,
  jobBoards,
  jobs,
  staffAreas,
  users,
} from "../schema";
import { seedArticles } from "./data/articles";
import { seedClients } from "./data/clients";
import { seedEmailTemplates } from "./data/email-templates";
import { type SeedJob, seedJobs } from "./data/jobs";
import { seedBookingTypes, seedFirmHours, seedJobBoards, seedStaffAreas } from "./reference";

/** Username of the first administrator the seed creates. */
export const SEED_ADMIN_USERNAME = "admin";

export interface SeedOptions {
  /** Password for the first admin; without one no admin is created (production uses scripts/create-admin.ts). */
  adminPassword?: string;
  /** "Now" for relative dates, so tests are reproducible. */
  now?: Date;
}

export interface SeedReport {
  jobs: number;
  clients: number;
  articles: number;
  staffAreas: number;
  jobBoards: number;
  /** Published jobs' postings on the active job boards (what /feeds/*.xml list). */
  jobBoardPostings: number;
  bookingTypes: number;
  emailTemplates: number;
  adminCreated: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A stable uuid for a seed row (`kind` + stable key), so running the seed again inserts nothing twice.
 * Formatted as an RFC 9562 version-8 (custom) uuid from the SHA-256 of the name.
 */
export async function seedId(kind: string, key: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${kind}:${key}`)));
  const bytes = digest.slice(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** D1 binds at most 100 parameters per statement: insert wide rows a few at a time. */
function chunk<T>(rows: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < rows.length; i += size) chunks.push(rows.slice(i, i + size));
  return chunks;
}

const ROWS_PER_INSERT = 4;
/** A job row binds about 30 values (its matching data included): three rows a statement. */
const JOB_ROWS_PER_INSERT = 3;

/** The demo clients and their contacts, and each seeded job order's client and hiring contact by job key. */
async function clientRows() {
  const jobOrders = new Map<string, { clientId: string; hiringContactId: string }>();
  const clientsToInsert = [];
  const contactsToInsert = [];
  for (const { key, contacts, jobOrders: orders, ...client } of seedClients) {
    const clientId = await seedId("client", key);
    clientsToInsert.push({ ...client, id: clientId });
    for (const { key: contactKey, ...contact } of contacts)
      contactsToInsert.push({ ...contact, id: await seedId("client-contact", `${key}:${contactKey}`), clientId });
    for (const order of orders)
      jobOrders.set(order.jobKey, {
        clientId,
        hiringContactId: await seedId("client-contact", `${key}:${order.contactKey}`),
      });
  }
  return { clients: clientsToInsert, contacts: contactsToInsert, jobOrders };
}

/** A requirement's clause that says its skills are wanted, not needed. */
const PREFERRED = /\b(preferred|a plus|nice to have|bonus)\b/i;
/** A clause that offers a choice ("Spark or Flink"): any one of its skills will do. */
const CHOICE = /\bor\b/i;

/**
 * A seeded job's skills as staff would confirm them from the suggestions (suggestSkills): each clause of its
 * requirements (lines, split at ";") gives required skills, or preferred ones when it says "preferred" or "a plus",
 * offers two or more as a choice ("Spark or Flink"), or names them as examples ("a planning system such as Blue
 * Yonder"); a skill required anywhere is not also preferred.
 */
export function seedJobSkills(job: Pick<SeedJob, "requirements" | "skillsLeftOut">) {
  const leftOut = new Set((job.skillsLeftOut ?? []).map(skillKey));
  const skillsOf = (text: string) => suggestSkills(text).filter((skill) => !leftOut.has(skillKey(skill)));
  const required: string[] = [];
  const preferred: string[] = [];
  for (const clause of job.requirements.split(/\n|;/)) {
    const [head = "", ...examples] = clause.split(/\bsuch as\b/i);
    const skills = skillsOf(head);
    const wanted = PREFERRED.test(clause) || (skills.length > 1 && CHOICE.test(head));
    (wanted ? preferred : required).push(...skills);
    preferred.push(...examples.flatMap(skillsOf));
  }
  const requiredSkills = normalizeSkills(required);
  const requiredKeys = new Set(requiredSkills.map(skillKey));
  return { requiredSkills, preferredSkills: normalizeSkills(preferred).filter((s) => !requiredKeys.has(skillKey(s))) };
}

/**
 * The seeded jobs' rows, with what they ask as data set as the jobs store sets it: the salary's numbers read from
 * its text (salaryChange), the location's coordinates from the gazetteer (jobCoordinates), and their skills.
 */
async function jobRows(db: Db, now: Date, jobOrders: Map<string, { clientId: string; hiringContactId: string }>) {
  return Promise.all(
    seedJobs.map(async ({ key, postedDaysAgo, skillsLeftOut, ...job }) => {
      const createdAt = new Date(now.getTime() - postedDaysAgo * DAY_MS);
      // Published when posted, so advertised JOB_VALID_DAYS from then, as publishing would have set it.
      const validThrough =
        job.status === "published" ? addDays(zonedDate(createdAt.getTime(), DEFAULT_TIME_ZONE), JOB_VALID_DAYS) : null;
      const salary = salaryChange(undefined, { salary: job.salary });
      const place = await jobCoordinates(db, job.location);
      if ("issues" in salary || !place) throw new Error(`Seeded job ${key}: its salary or location is not readable`);
      return {
        ...job,
        ...salary.set,
        ...place,
        ...seedJobSkills({ requirements: job.requirements, skillsLeftOut }),
        ...jobOrders.get(key),
        id: await seedId("job", key),
        validThrough,
        publishedAt: job.status === "published" ? createdAt : null,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
}

async function articleRows(now: Date) {
  return Promise.all(
    seedArticles.map(async ({ key, publishedDaysAgo, ...article }) => {
      const publishedAt = new Date(now.getTime() - publishedDaysAgo * DAY_MS);
      return {
        ...article,
        id: await seedId("article", key),
        readTime: readTimeMinutes(article.content),
        status: "published" as const,
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      };
    }),
  );
}

/** True when the database holds no jobs and no users: a fresh install that `npm start` should seed. */
export async function isDatabaseEmpty(d1: D1Database): Promise<boolean> {
  const db = createDb(d1);
  const [[jobCount], [userCount]] = await db.batch([
    db.select({ n: count() }).from(jobs),
    db.select({ n: count() }).from(users),
  ]);
  return (jobCount?.n ?? 0) === 0 && (userCount?.n ?? 0) === 0;
}

async function createAdmin(db: Db, password: string): Promise<boolean> {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.username, SEED_ADMIN_USERNAME)).get();
  if (existing) return false;
  await db
    .insert(users)
    .values({
      username: SEED_ADMIN_USERNAME,
      password: await hashPassword(password),
      role: "admin",
      department: "operations",
    })
    .onConflictDoNothing();
  return true;
}

/**
 * Fills a database with the reference rows and demo content that make the site real on first start.
 * Idempotent: every row has a stable id and is inserted with ON CONFLICT DO NOTHING, so a second run changes nothing
 * and never overwrites what staff edited.
 */
export async function seedDatabase(d1: D1Database, options: SeedOptions = {}): Promise<SeedReport> {
  const db = createDb(d1);
  const now = options.now ?? new Date();

  const staffAreaRows = await Promise.all(
    seedStaffAreas.map(async (staffArea) => ({
      ...staffArea,
      id: await seedId("admin-portal", staffArea.slug),
      isActive: true,
    })),
  );
  const jobBoardRows = await Promise.all(
    seedJobBoards.map(async (board) => ({ ...board, id: await seedId("job-portal", board.slug) })),
  );
  const bookingTypeRows = await Promise.all(
    seedBookingTypes.map(async ({ key, ...type }) => ({ ...type, id: await seedId("booking-type", key) })),
  );
  const templateRows = await Promise.all(
    seedEmailTemplates.map(async ({ key, ...template }) => ({
      ...template,
      id: await seedId("email-template", key),
      createdAt: now,
      updatedAt: now,
    })),
  );
  // The firm's hours only into an empty calendar: hours staff have set since are theirs.
  const firmHoursSet = await db.select({ id: bookingFirmHours.id }).from(bookingFirmHours).limit(1);
  const firmHourRows =
    firmHoursSet.length > 0
      ? []
      : await Promise.all(
          seedFirmHours.map(async (hours) => ({
            id: await seedId("booking-firm-hours", `${hours.dayOfWeek}`),
            ...hours,
          })),
        );
  const seededClients = await clientRows();
  const seededJobs = await jobRows(db, now, seededClients.jobOrders);
  const seededArticles = await articleRows(now);
  // The published jobs on every active job board whose checks they pass, so the feeds are live from the first start.
  const postingRows = await Promise.all(
    seededJobs.flatMap((job) =>
      jobBoardRows
        .filter((board) => board.isActive && jobBoardPostingProblems(job, board).length === 0)
        .map(async (board) => ({
          id: await seedId("job-portal-posting", `${job.id}:${board.id}`),
          jobId: job.id,
          jobBoardId: board.id,
          externalId: job.id,
          status: "posted" as const,
          postedAt: job.createdAt,
        })),
    ),
  );

  const statements: BatchItem<"sqlite">[] = [
    db.insert(staffAreas).values(staffAreaRows).onConflictDoNothing(),
    db.insert(jobBoards).values(jobBoardRows).onConflictDoNothing(),
    db.insert(bookingTypes).values(bookingTypeRows).onConflictDoNothing(),
    // A template staff renamed or wrote under one of these names keeps theirs (the name is unique).
    db.insert(emailTemplates).values(templateRows).onConflictDoNothing(),
    ...chunk(firmHourRows, 10).map((rows) => db.insert(bookingFirmHours).values(rows).onConflictDoNothing()),
    // Before the jobs that are their job orders.
    ...chunk(seededClients.clients, ROWS_PER_INSERT).map((rows) =>
      db.insert(clients).values(rows).onConflictDoNothing(),
    ),
    ...chunk(seededClients.contacts, ROWS_PER_INSERT).map((rows) =>
      db.insert(clientContacts).values(rows).onConflictDoNothing(),
    ),
    ...chunk(seededJobs, JOB_ROWS_PER_INSERT).map((rows) => db.insert(jobs).values(rows).onConflictDoNothing()),
    ...chunk(seededArticles, ROWS_PER_INSERT).map((rows) => db.insert(articles).values(rows).onConflictDoNothing()),
    // After their jobs and job boards; a posting staff changed since (removed, failed) is left as it is.
    ...chunk(postingRows, 10).map((rows) => db.insert(jobBoardPostings).values(rows).onConflictDoNothing()),
    // Public content may have just appeared: nothing the edge cached before the seed may be served after it.
    bumpPublicVersion(db),
  ];
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);

  const adminCreated = options.adminPassword ? await createAdmin(db, options.adminPassword) : false;
  return {
    jobs: seededJobs.length,
    clients: seededClients.clients.length,
    articles: seededArticles.length,
    staffAreas: staffAreaRows.length,
    jobBoards: jobBoardRows.length,
    jobBoardPostings: postingRows.length,
    bookingTypes: bookingTypeRows.length,
    emailTemplates: templateRows.length,
    adminCreated,
  };
}
