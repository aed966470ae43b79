import { COMPANY } from "../contract/company";
import { isRemoteJob, type JobView, splitListItems } from "../contract/job-listing";
import { parseJobLocation } from "../contract/job-location";
import { formatSalary } from "../contract/salary-range";
import type { Industry, JobType } from "../contract/site-enums";
import { cdataElement, escapeXml } from "./xml";

/**
 * The XML feeds job boards ingest (Indeed's, LinkedIn's and ZipRecruiter's job XML), and what each board needs of a
 * job before it can be listed there. Pure: the route passes the jobs and the site's origin.
 */

/** A job board we publish to through a feed: its slug (job_portals.slug) and the path it reads. */
export const FEED_BOARDS = {
  indeed: { path: "/feeds/indeed.xml", check: indeedProblems, build: buildIndeedFeed },
  linkedin: { path: "/feeds/linkedin.xml", check: linkedinProblems, build: buildLinkedInFeed },
  ziprecruiter: { path: "/feeds/ziprecruiter.xml", check: zipRecruiterProblems, build: buildZipRecruiterFeed },
} as const;
export type FeedBoardSlug = keyof typeof FEED_BOARDS;

/**
 * Boards we do not post to ourselves: each takes the jobs of the board named (Glassdoor lists what is posted to
 * Indeed, decision 104). Publishing records no posting of theirs, and their switch is the other board's.
 */
const BOARDS_REACHED_THROUGH: Readonly<Record<string, { slug: FeedBoardSlug; name: string }>> = {
  glassdoor: { slug: "indeed", name: "Indeed" },
};

/** The board a board is reached through (Glassdoor: Indeed), or undefined for a board we post to ourselves. */
export function reachedThrough(slug: string): { slug: FeedBoardSlug; name: string } | undefined {
  return Object.hasOwn(BOARDS_REACHED_THROUGH, slug) ? BOARDS_REACHED_THROUGH[slug] : undefined;
}

/** The slugs of the boards reached through another: publishing leaves them out. */
export const REACHED_THROUGH_SLUGS = Object.keys(BOARDS_REACHED_THROUGH);

/** Whether a board slug has a feed of ours. */
export function isFeedBoard(slug: string): slug is FeedBoardSlug {
  return Object.hasOwn(FEED_BOARDS, slug);
}

/**
 * Why a job cannot be posted to a board, or [] when it can: it must be published, and the board must have a feed
 * of ours whose checks it passes. What publishing to boards records for each active board (worker/jobs/job-board-store.ts,
 * and the seed).
 */
export function jobBoardPostingProblems(job: PostingFacts, board: { slug: string; name: string }): string[] {
  if (job.status !== "published") return [`the job is ${job.status}: set its status to published first`];
  const through = reachedThrough(board.slug);
  if (through) return [`${board.name} is reached through ${through.name}: it takes the jobs posted there`];
  if (!isFeedBoard(board.slug)) return [`${board.name} has no feed of ours`];
  return FEED_BOARDS[board.slug].check(job);
}

/** What the boards' checks read of a job. */
export type PostingFacts = Pick<
  JobView,
  "status" | "title" | "company" | "description" | "location" | "type" | "industry"
>;

/** LinkedIn rejects job descriptions shorter than this. */
export const LINKEDIN_DESCRIPTION_MIN = 100;

function locationProblems(job: PostingFacts): string[] {
  const location = parseJobLocation(job);
  if (location.remote) return [];
  return location.state ? [] : [`location "${job.location}" must read "City, ST" (or Remote)`];
}

/** What is missing for Indeed (their feed requires title, company, description and a city and state or remote). */
export function indeedProblems(job: PostingFacts): string[] {
  const problems = [...locationProblems(job)];
  if (!job.title.trim()) problems.push("title is missing");
  if (!job.company.trim()) problems.push("company is missing");
  if (!job.description.trim()) problems.push("description is missing");
  return problems;
}

/** What is missing for LinkedIn (location "City, ST" or remote, and a description of 100+ characters). */
export function linkedinProblems(job: PostingFacts): string[] {
  const problems = [...locationProblems(job)];
  if (!job.title.trim()) problems.push("title is missing");
  if (!job.company.trim()) problems.push("company is missing");
  if (job.description.trim().length < LINKEDIN_DESCRIPTION_MIN)
    problems.push(`description must be at least ${LINKEDIN_DESCRIPTION_MIN} characters`);
  return problems;
}

/** The company a feed names: the firm for a confidential search (decision 049), else the job's company. */
function feedCompany(job: JobView): string {
  return job.confidential ? COMPANY.name : job.company;
}

/**
 * The job text as the simple HTML both boards accept: paragraphs, then Requirements and Benefits as lists.
 * Job text is escaped as HTML (it is text, never markup) before it goes into the CDATA section.
 */
export function jobDescriptionHtml(job: JobView): string {
  const paragraphs = job.description
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeXml(p).replace(/\n/g, "<br>")}</p>`);
  const list = (heading: string, items: string[]) =>
    items.length
      ? [`<h3>${heading}</h3>`, `<ul>${items.map((item) => `<li>${escapeXml(item)}</li>`).join("")}</ul>`]
      : [];
  return [
    ...paragraphs,
    ...list("Requirements", splitListItems(job.requirements)),
    ...list("Benefits", splitListItems(job.benefits)),
  ].join("");
}

const INDEED_JOB_TYPES: Record<JobView["type"], string> = {
  "Full-time": "fulltime",
  "Part-time": "parttime",
  Contract: "contract",
  Remote: "fulltime",
  Hybrid: "fulltime",
};

const jobUrl = (origin: string, job: JobView) => `${origin}/jobs/${encodeURIComponent(job.id)}`;
const applyUrl = (origin: string, job: JobView) => `${origin}/apply?jobId=${encodeURIComponent(job.id)}`;

/**
 * The <job> elements Indeed's and ZipRecruiter's feeds share (the widely used job-XML names, decision 104), each
 * rendered once; each feed puts them in its own order among its own elements.
 */
function sharedJobElements(job: JobView, origin: string) {
  const location = parseJobLocation(job);
  return {
    remote: location.remote,
    referencenumber: cdataElement("referencenumber", job.id),
    title: cdataElement("title", job.title),
    description: cdataElement("description", jobDescriptionHtml(job)),
    url: cdataElement("url", jobUrl(origin, job)),
    company: cdataElement("company", feedCompany(job)),
    date: cdataElement("date", new Date(job.createdAt).toUTCString()),
    city: cdataElement("city", location.city ?? ""),
    state: cdataElement("state", location.state ?? ""),
    country: cdataElement("country", location.country),
  };
}

/** The <source> document Indeed's and ZipRecruiter's feeds share: publisher data, then one <job> per line. */
function jobXmlSource(items: readonly string[], origin: string, now: Date): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    "<source>",
    `<publisher>${escapeXml(COMPANY.name)}</publisher>`,
    `<publisherurl>${escapeXml(origin)}</publisherurl>`,
    `<lastBuildDate>${escapeXml(now.toUTCString())}</lastBuildDate>`,
    ...items,
    "</source>",
    "",
  ].join("\n");
}

/**
 * Indeed's XML job feed: <source> with publisher data and one <job> per posting, every value in CDATA.
 * `now` is the feed's build time.
 */
export function buildIndeedFeed(jobs: readonly JobView[], origin: string, now: Date): string {
  const items = jobs.map((job) => {
    const shared = sharedJobElements(job, origin);
    return [
      "<job>",
      shared.title,
      shared.date,
      shared.referencenumber,
      cdataElement("requisitionid", job.id),
      shared.url,
      shared.company,
      cdataElement("sourcename", COMPANY.name),
      shared.city,
      shared.state,
      shared.country,
      cdataElement("postalcode", ""),
      shared.description,
      cdataElement("salary", job.salary ?? ""),
      cdataElement("jobtype", INDEED_JOB_TYPES[job.type]),
      cdataElement("category", job.industry),
      cdataElement("experience", job.experienceLevel ?? ""),
      cdataElement("expirydate", job.validThrough ?? ""),
      shared.remote ? cdataElement("remotetype", "Fully remote") : "",
      "</job>",
    ].join("");
  });
  return jobXmlSource(items, origin, now);
}

const LINKEDIN_JOB_TYPES: Record<JobView["type"], string> = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Contract: "CONTRACT",
  Remote: "FULL_TIME",
  Hybrid: "FULL_TIME",
};

const LINKEDIN_EXPERIENCE: Record<NonNullable<JobView["experienceLevel"]>, string> = {
  Entry: "ENTRY_LEVEL",
  Mid: "ASSOCIATE",
  Senior: "MID_SENIOR_LEVEL",
  Executive: "EXECUTIVE",
};

function workplaceType(job: JobView): string {
  if (isRemoteJob(job)) return "Remote";
  return job.type === "Hybrid" ? "Hybrid" : "On-site";
}

/** LinkedIn's job XML feed: one <job> per posting with partnerJobId, location "City, ST" and workplace type. */
export function buildLinkedInFeed(jobs: readonly JobView[], origin: string, now: Date): string {
  const items = jobs.map((job) => {
    const location = parseJobLocation(job);
    const place =
      location.city && location.state
        ? `${location.city}, ${location.state}`
        : location.remote
          ? "United States"
          : job.location;
    return [
      "<job>",
      cdataElement("partnerJobId", job.id),
      cdataElement("company", feedCompany(job)),
      cdataElement("title", job.title),
      cdataElement("description", jobDescriptionHtml(job)),
      cdataElement("applyUrl", applyUrl(origin, job)),
      cdataElement("location", place),
      cdataElement("city", location.city ?? ""),
      cdataElement("state", location.state ?? ""),
      cdataElement("country", location.country),
      cdataElement("workplaceTypes", workplaceType(job)),
      cdataElement("jobtype", LINKEDIN_JOB_TYPES[job.type]),
      job.experienceLevel ? cdataElement("experienceLevel", LINKEDIN_EXPERIENCE[job.experienceLevel]) : "",
      cdataElement("industry", job.industry),
      job.salary ? cdataElement("salary", job.salary) : "",
      cdataElement("listDate", job.createdAt),
      job.validThrough ? cdataElement("expirationDate", job.validThrough) : "",
      "</job>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    "<source>",
    `<lastBuildDate>${escapeXml(now.toUTCString())}</lastBuildDate>`,
    `<publisherUrl>${escapeXml(origin)}</publisherUrl>`,
    `<publisher>${escapeXml(COMPANY.name)}</publisher>`,
    `<expectedJobCount>${jobs.length}</expectedJobCount>`,
    ...items,
    "</source>",
    "",
  ].join("\n");
}

/**
 * ZipRecruiter's categories for our industries (its feed documentation's category list, decision 104). A job whose
 * industry has none here (a row written another way) is refused with "needs a category".
 */
const ZIPRECRUITER_CATEGORIES: Readonly<Record<Industry, string>> = {
  Technology: "Computer/Software",
  Finance: "Accounting/Finance",
  Healthcare: "Healthcare",
  Manufacturing: "Manufacturing/Operations",
  "Professional Services": "Management/Executive",
  Retail: "Retail",
  Energy: "Energy/Utilities",
  Education: "Education/Training",
  "Non-Profit": "Non-Profit/Volunteer",
};

/** ZipRecruiter's job types; Remote and Hybrid say where, so those roles are full-time (as on the other boards). */
const ZIPRECRUITER_JOB_TYPES: Readonly<Record<JobType, string>> = {
  "Full-time": "Full-Time",
  "Part-time": "Part-Time",
  Contract: "Contract",
  Remote: "Full-Time",
  Hybrid: "Full-Time",
};

const zipRecruiterCategory = (industry: string): string | undefined =>
  Object.hasOwn(ZIPRECRUITER_CATEGORIES, industry) ? ZIPRECRUITER_CATEGORIES[industry as Industry] : undefined;

const zipRecruiterJobType = (type: string): string | undefined =>
  Object.hasOwn(ZIPRECRUITER_JOB_TYPES, type) ? ZIPRECRUITER_JOB_TYPES[type as JobType] : undefined;

/**
 * What is missing for ZipRecruiter: its feed requires title, description, company, a city and state (or remote), a
 * category and a job type.
 */
export function zipRecruiterProblems(job: PostingFacts): string[] {
  const problems = [...locationProblems(job)];
  if (!job.title.trim()) problems.push("title is missing");
  if (!job.company.trim()) problems.push("company is missing");
  if (!job.description.trim()) problems.push("description is missing");
  if (!zipRecruiterCategory(job.industry))
    problems.push(`needs a category: industry "${job.industry}" has no ZipRecruiter category`);
  if (!zipRecruiterJobType(job.type)) problems.push(`needs a job type: "${job.type}" has no ZipRecruiter job type`);
  return problems;
}

/** The pay from the job's numbers (never its text), "$145,000 - $185,000 per year"; nothing when they are unknown. */
function zipRecruiterSalary(job: JobView): string | null {
  if (job.salaryMin === null || job.salaryMax === null || !job.salaryPeriod) return null;
  // formatSalary's yearly form is the bare amounts; the period is said in words after them.
  return `${formatSalary(job.salaryMin, job.salaryMax, "year")} per ${job.salaryPeriod}`;
}

/**
 * ZipRecruiter's XML job feed (its feed documentation, v1.4): <source> with publisher data and one <job> per
 * posting, every value in CDATA. Jobs failing zipRecruiterProblems never reach it (publishing records them failed).
 */
export function buildZipRecruiterFeed(jobs: readonly JobView[], origin: string, now: Date): string {
  const items = jobs.map((job) => {
    const shared = sharedJobElements(job, origin);
    return [
      "<job>",
      shared.referencenumber,
      shared.title,
      shared.description,
      shared.url,
      shared.company,
      shared.date,
      shared.city,
      shared.state,
      shared.country,
      shared.remote ? cdataElement("remote", "Fully remote") : "",
      cdataElement("salary", zipRecruiterSalary(job)),
      cdataElement("jobtype", zipRecruiterJobType(job.type)),
      cdataElement("category", zipRecruiterCategory(job.industry)),
      job.validThrough ? cdataElement("expirationdate", job.validThrough) : "",
      "</job>",
    ].join("");
  });
  return jobXmlSource(items, origin, now);
}
