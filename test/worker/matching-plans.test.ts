import { env } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import * as schema from "../../worker/db/schema";
import { candidateJobMatches, candidateToMatch } from "../../worker/matching/jobs-store";
import { MATCH_SCAN, MATCH_WALK } from "../../worker/matching/pre-score";
import { jobMatches, jobToMatch } from "../../worker/matching/store";
import { addApplicant, addClient, addJobOrder } from "./desk-fixtures";
import { emptyDatabase } from "./helpers";

/**
 * The query plans of every statement a job's matches and a person's jobs run (issue 46, "Scale and speed"): each
 * reads a bounded number of rows, so the bench's large size (50,000 candidates, 100,000 jobs) stays within 2x of its
 * small one. The statements are the matcher's own, captured as it runs on a small set, then explained by SQLite,
 * and the pool's statement run again on many rows for the rows D1 reports it read (decision 103). The sets run in
 * order: the last ones add 10,000 candidates and 30,000 jobs far from Chicago.
 */

const NOW = new Date("2026-11-29T08:00:00Z");

interface Statement {
  sql: string;
  params: unknown[];
}

/** The statements `run` sends. */
async function statementsOf(run: (db: ReturnType<typeof drizzle<typeof schema>>) => Promise<unknown>) {
  const statements: Statement[] = [];
  const db = drizzle(env.DB, {
    schema,
    logger: { logQuery: (sql, params) => statements.push({ sql, params }) },
  });
  await run(db);
  return statements;
}

/** The statements `run` sends, each with its plan's steps. */
async function plansOf(run: (db: ReturnType<typeof drizzle<typeof schema>>) => Promise<unknown>) {
  const statements = await statementsOf(run);
  return Promise.all(
    statements.map(async ({ sql, params }) => {
      const { results } = await env.DB.prepare(`explain query plan ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      return { sql, plan: results.map((step) => step.detail).join("\n") };
    }),
  );
}

/** A client's Chicago job order and three applicants who fit it: what every test starts from. */
async function setUp(): Promise<{ jobId: string; candidateId: string }> {
  await emptyDatabase();
  let candidateId = "";
  const client = await addClient({ name: "Acme Foods" });
  const job = await addJobOrder(client.id, {
    title: "Plant Controller",
    location: "Chicago, IL",
    latitude: 41.8781,
    longitude: -87.6298,
    salaryMinCents: 18_000_000,
    salaryMaxCents: 21_000_000,
    salaryPeriod: "year",
    requiredSkills: ["CPA", "SAP"],
    preferredSkills: ["Big 4"],
    description: "A controller for a plant: SAP, month-end close, CPA preferred.",
  });
  for (const name of ["Nora", "Fred", "Rita"]) {
    const application = await addApplicant(job.id, name, {
      stage: "submitted",
      resumeText: `${name}: controller, CPA, SAP rollout at a Big 4 firm`,
    });
    await env.DB.prepare(
      "update candidates set skills = '[\"CPA\",\"SAP\"]', latitude = 41.9, longitude = -87.7, desired_pay_cents = 19000000, desired_pay_period = 'year' where id = ?",
    )
      .bind(application.candidateId)
      .run();
    candidateId = application.candidateId!;
  }
  return { jobId: job.id, candidateId };
}

const steps = (statements: { sql: string; plan: string }[], table: string) =>
  statements.filter(({ sql }) => sql.includes(table));

describe("the matcher's statements", () => {
  it("reads a pool's resume relevance in one walk of the words index, never once per candidate", async () => {
    const { jobId } = await setUp();
    const plans = await plansOf(async (db) => {
      const job = await jobToMatch(db as never, jobId);
      await jobMatches(db as never, job!, { limit: 25, offset: 0 }, NOW);
    });
    const [relevance, ...more] = steps(plans, "candidates_words_fts");
    expect(more).toEqual([]);
    // FTS5's plan names its constraints: M (match) and < > (a rowid range); = is a lookup by rowid, one filter per
    // pool id, each making bm25 count every row holding a word again (270 ms at 50,000 candidates).
    expect(relevance!.plan).toMatch(/SCAN candidates_words_fts VIRTUAL TABLE INDEX 0:M\d+></);
    expect(relevance!.plan).not.toMatch(/candidates_words_fts VIRTUAL TABLE INDEX 0:=/);
  });

  it("reads a person's jobs' relevance in one walk of the jobs' words index", async () => {
    const { candidateId } = await setUp();
    const plans = await plansOf(async (db) => {
      const candidate = await candidateToMatch(db as never, candidateId);
      await candidateJobMatches(db as never, candidate!, { limit: 25, offset: 0 }, NOW);
    });
    const [relevance, ...more] = steps(plans, "jobs_fts");
    expect(more).toEqual([]);
    expect(relevance!.plan).toMatch(/SCAN jobs_fts VIRTUAL TABLE INDEX 0:M\d+></);
    expect(relevance!.plan).not.toMatch(/jobs_fts VIRTUAL TABLE INDEX 0:=/);
  });

  it("reads the page's people's open applications by the candidate index, not every open application by stage", async () => {
    const { jobId, candidateId } = await setUp();
    const plans = await plansOf(async (db) => {
      const job = await jobToMatch(db as never, jobId);
      await jobMatches(db as never, job!, { limit: 25, offset: 0 }, NOW);
      const candidate = await candidateToMatch(db as never, candidateId);
      await candidateJobMatches(db as never, candidate!, { limit: 25, offset: 0 }, NOW);
    });
    const open = plans.filter(({ sql }) => /from "applications" inner join "jobs"/.test(sql));
    expect(open).toHaveLength(2);
    for (const { plan } of open) {
      expect(plan).toMatch(/SEARCH applications USING INDEX applications_candidate_idx \(candidate_id=\?\)/);
      expect(plan).not.toMatch(/applications_stage_created_idx|SCAN applications/);
    }
  });
});

/** The rows D1 reports the pool's statement (the first, which reads the pre-score) read. */
async function poolRowsRead(run: (db: ReturnType<typeof drizzle<typeof schema>>) => Promise<unknown>) {
  const [pool] = (await statementsOf(run)).filter(({ sql }) => sql.includes("pre_score"));
  const { meta } = await env.DB.prepare(pool!.sql)
    .bind(...pool!.params)
    .all();
  return meta.rows_read;
}

/** `count` rows of `table` from one statement: far from Chicago (Austin), every one given skills and pay. */
async function insertFar(table: "candidates" | "jobs", count: number) {
  const rows =
    table === "candidates"
      ? `insert into candidates (id, first_name, last_name, email, latitude, longitude, skills)
         select 'far-' || i, 'Far', 'Away', 'far' || i || '@bulk.example', 30.27, -97.74, '["CPA","SAP"]' from n`
      : `insert into jobs (id, title, company, location, type, industry, description, requirements, status,
           latitude, longitude, required_skills, published_at)
         select 'far-' || i, 'Controller', 'Far Co', 'Austin, TX', 'Full-time', 'Finance', 'd', 'r', 'published',
           30.27, -97.74, '["CPA"]', ${NOW.getTime()} - 1000000 + i from n`;
  await env.DB.prepare(
    `with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count}) ${rows}`,
  ).run();
}

describe("the pools' plans (decision 103)", () => {
  it("chooses a job's pool from the newest candidates and the latitude index's box, each row scored by its id", async () => {
    const { jobId } = await setUp();
    const plans = await plansOf(async (db) => {
      const job = await jobToMatch(db as never, jobId);
      await jobMatches(db as never, job!, { limit: 25, offset: 0 }, NOW);
    });
    const [pool] = plans.filter(({ sql }) => sql.includes("pre_score"));
    expect(pool!.plan).toMatch(
      /SEARCH candidates USING (COVERING )?INDEX candidates_latitude_idx \(latitude>\? AND latitude<\?\)/,
    );
    expect(pool!.plan).toMatch(/SEARCH candidates USING INTEGER PRIMARY KEY \(rowid=\?\)/);
  });
});

describe("the pool's pre-score reads bounded sets, whatever the tables hold (decision 103)", () => {
  it("reads the newest candidates and those within reach of the job, not every candidate", async () => {
    const { jobId } = await setUp();
    await insertFar("candidates", 10 * MATCH_SCAN);
    const read = await poolRowsRead(async (db) => {
      const job = await jobToMatch(db as never, jobId);
      await jobMatches(db as never, job!, { limit: 25, offset: 0 }, NOW);
    });
    // The newest MATCH_SCAN, each read a few times (the set, the union, the pre-score, its order), and the three
    // within reach: 5,520 rows. Scoring every candidate read each of the 10,003 twice (20,511).
    expect(read).toBeGreaterThan(MATCH_SCAN);
    expect(read).toBeLessThan(6 * MATCH_SCAN);
  });

  it("still ranks the oldest people within reach first, behind MATCH_SCAN newer ones far away", async () => {
    const { jobId } = await setUp();
    await insertFar("candidates", 10 * MATCH_SCAN);
    const db = createDb(env.DB);
    const { rows, total } = await jobMatches(db, (await jobToMatch(db, jobId))!, { limit: 25, offset: 0 }, NOW);
    expect(total).toBe(500);
    // The fixture's three, in Chicago with the pay asked, were added before the 10,000 in Austin.
    expect(rows.slice(0, 3).every((row) => row.name.endsWith(" Doe"))).toBe(true);
  });

  it("weighs everyone a radius filter keeps: the oldest people in it still rank first behind MATCH_SCAN newer", async () => {
    const { jobId } = await setUp();
    await env.DB.prepare(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < ${MATCH_SCAN})
       insert into candidates (id, first_name, last_name, email, latitude, longitude)
       select 'near-' || i, 'Near', 'Newer', 'near' || i || '@bulk.example', 41.88, -87.63 from n`,
    ).run();
    const db = createDb(env.DB);
    const job = (await jobToMatch(db, jobId))!;
    const { rows, total } = await jobMatches(db, job, { limit: 25, offset: 0, radius: 25 }, NOW);
    expect(total).toBe(500);
    expect(rows.slice(0, 3).every((row) => row.name.endsWith(" Doe"))).toBe(true);
  });

  it("reads the newest published jobs, remote ones and those within reach, not every published job", async () => {
    const { candidateId } = await setUp();
    await insertFar("jobs", 6 * MATCH_WALK);
    const read = await poolRowsRead(async (db) => {
      const candidate = await candidateToMatch(db as never, candidateId);
      await candidateJobMatches(db as never, candidate!, { limit: 25, offset: 0 }, NOW);
    });
    // The newest MATCH_SCAN, and MATCH_WALK walked for each of the remote and the nearby sets (none is either):
    // 15,500 rows. Scoring every published job read each of the 30,001 twice (60,502).
    expect(read).toBeGreaterThan(2 * MATCH_WALK);
    expect(read).toBeLessThan(4 * MATCH_WALK);
  });
});
