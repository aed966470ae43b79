import { env } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../worker/db/schema";
import { candidateJobMatches, candidateToMatch } from "../../worker/matching/jobs-store";
import { jobMatches, jobToMatch } from "../../worker/matching/store";
import { addApplicant, addClient, addJobOrder } from "./desk-fixtures";
import { emptyDatabase } from "./helpers";

/**
 * The query plans of every statement a job's matches and a person's jobs run (issue 46, "Scale and speed"): each
 * reads a bounded number of rows, so the bench's large size (50,000 candidates, 100,000 jobs) stays within 2x of its
 * small one. The statements are the matcher's own, captured as it runs on a small set, then explained by SQLite.
 */

const NOW = new Date("2026-11-29T08:00:00Z");

interface Statement {
  sql: string;
  params: unknown[];
}

/** The statements `run` sends, each with its plan's steps. */
async function plansOf(run: (db: ReturnType<typeof drizzle<typeof schema>>) => Promise<unknown>) {
  const statements: Statement[] = [];
  const db = drizzle(env.DB, {
    schema,
    logger: { logQuery: (sql, params) => statements.push({ sql, params }) },
  });
  await run(db);
  return Promise.all(
    statements.map(async ({ sql, params }) => {
      const { results } = await env.DB.prepare(`explain query plan ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      return { sql, plan: results.map((step) => step.detail).join("\n") };
    }),
  );
}

let jobId = "";
let candidateId = "";

beforeAll(async () => {
  await emptyDatabase();
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
  jobId = job.id;
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
});

const steps = (statements: { sql: string; plan: string }[], table: string) =>
  statements.filter(({ sql }) => sql.includes(table));

describe("the matcher's statements", () => {
  it("reads a pool's resume relevance in one walk of the words index, never once per candidate", async () => {
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
