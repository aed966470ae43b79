import { listApplications } from "../applications/list-store";
import { listCandidates } from "../candidates/store";
import type { StaffSearchHit, StaffSearchQuery, StaffSearchResult } from "../contract/search";
import type { Db } from "../db/client";
import { searchJobs } from "../jobs/search-store";

/**
 * The command palette's search: the first few candidates, jobs and applications whose words match, each through its
 * own area's search (the candidates' trigram index, the jobs' and applications' FTS5 indexes), so each costs a page.
 */

/** Which kinds the caller's areas let them read. */
export interface SearchReach {
  candidates: boolean;
  jobs: boolean;
}

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

async function candidateHits(db: Db, { q, limit }: StaffSearchQuery): Promise<StaffSearchHit[]> {
  const { rows } = await listCandidates(db, { q, limit, offset: 0 });
  return rows.map((row) => ({
    id: row.id,
    title: fullName(row),
    detail: row.email,
    href: `/admin/candidates/${encodeURIComponent(row.id)}`,
  }));
}

async function applicationHits(db: Db, { q, limit }: StaffSearchQuery): Promise<StaffSearchHit[]> {
  const { rows } = await listApplications(db, { q, sort: "newest", limit, offset: 0 });
  return rows.map((row) => ({
    id: row.id,
    title: fullName(row),
    detail: `${row.jobTitle ?? "General application"} · ${row.stage}`,
    href: `/admin/applications/${encodeURIComponent(row.id)}`,
  }));
}

async function jobHits(db: Db, { q, limit }: StaffSearchQuery): Promise<StaffSearchHit[]> {
  const { rows } = await searchJobs(db, { keyword: q, limit, offset: 0 });
  return rows.map((job) => ({
    id: job.id,
    title: job.title,
    detail: `${job.location} · ${job.status}`,
    // The jobs screen has no page per job: its list, searched for this title.
    href: `/admin/jobs?q=${encodeURIComponent(job.title)}`,
  }));
}

/** The hits of each kind the caller may read, at most `limit` of each. */
export async function staffSearch(db: Db, query: StaffSearchQuery, reach: SearchReach): Promise<StaffSearchResult> {
  const [candidates, jobs, applications] = await Promise.all([
    reach.candidates ? candidateHits(db, query) : undefined,
    reach.jobs ? jobHits(db, query) : undefined,
    reach.candidates ? applicationHits(db, query) : undefined,
  ]);
  return { candidates, jobs, applications };
}
