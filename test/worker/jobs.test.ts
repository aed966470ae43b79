import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { activityChanges } from "../../worker/contract/activity";
import type { JobView, PublishResponse } from "../../worker/contract/job-listing";
import { RANKED_MATCHES } from "../../worker/jobs/search-store";
import { api, emptyDatabase, insertDefaultStaffAreas, signedInStaff } from "./helpers";

const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();

interface Fixture {
  id: string;
  title: string;
  company?: string;
  description?: string;
  location?: string;
  industry?: string;
  type?: string;
  status?: string;
  daysAgo: number;
}

/** Rows written with SQL, so the FTS triggers (not the API) are what indexes them. */
async function insertJobs(rows: Fixture[]) {
  await env.DB.batch(
    rows.map((row) =>
      env.DB.prepare(
        "insert into jobs (id, title, company, location, type, industry, description, requirements, status, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      ).bind(
        row.id,
        row.title,
        row.company ?? "Acme Corp",
        row.location ?? "Chicago, IL",
        row.type ?? "Full-time",
        row.industry ?? "Technology",
        row.description ?? "A role on a friendly team.",
        "• One\n• Two",
        row.status ?? "published",
        now - row.daysAgo * DAY,
        now - row.daysAgo * DAY,
      ),
    ),
  );
}

const FIXTURES: Fixture[] = [
  { id: "j-swe-ny", title: "Senior Software Engineer", location: "New York, NY", daysAgo: 1 },
  {
    id: "j-nurse",
    title: "Registered Nurse",
    industry: "Healthcare",
    location: "Boston, MA",
    description: "Care for patients on a cardiac floor.",
    daysAgo: 2,
  },
  {
    id: "j-desc-only",
    title: "Platform Lead",
    description: "You will mentor each software engineer on the team.",
    location: "New York, NY",
    daysAgo: 3,
  },
  { id: "j-fin-ny", title: "Financial Analyst", industry: "Finance", location: "New York, NY", daysAgo: 4 },
  { id: "j-swe-remote", title: "Software Engineer, Data", location: "Remote", type: "Remote", daysAgo: 5 },
  {
    id: "j-company",
    title: "Account Manager",
    company: "Engineering Partners LLC",
    industry: "Professional Services",
    daysAgo: 6,
  },
  { id: "j-draft", title: "Software Engineer Draft", status: "draft", daysAgo: 0 },
  { id: "j-archived", title: "Software Engineer Archived", status: "archived", daysAgo: 0 },
];

async function list(query: string, cookie?: string) {
  const response = await api(`/api/jobs${query}`, { cookie });
  const body = (await response.json()) as JobView[];
  return {
    status: response.status,
    total: response.headers.get("X-Total-Count"),
    ids: Array.isArray(body) ? body.map((job) => job.id) : body,
    body,
  };
}

describe("GET /api/jobs (public)", () => {
  beforeAll(async () => {
    await emptyDatabase();
    await insertJobs(FIXTURES);
  });

  it("lists published jobs only, newest first, as an array with the total in X-Total-Count", async () => {
    const result = await list("");
    expect(result.status).toBe(200);
    expect(result.ids).toEqual(["j-swe-ny", "j-nurse", "j-desc-only", "j-fin-ny", "j-swe-remote", "j-company"]);
    expect(result.total).toBe("6");
    expect(result.body[0]).toMatchObject({ title: "Senior Software Engineer", isUrgent: false, status: "published" });
  });

  it("filters by location, by industry, and by both", async () => {
    expect((await list("?location=New%20York%2C%20NY")).ids).toEqual(["j-swe-ny", "j-desc-only", "j-fin-ny"]);
    expect((await list("?industry=Finance")).ids).toEqual(["j-fin-ny"]);
    expect((await list("?industry=Technology&location=New%20York%2C%20NY")).ids).toEqual(["j-swe-ny", "j-desc-only"]);
    expect((await list("?location=Remote")).ids).toEqual(["j-swe-remote"]);
    // Empty values are "all", as a cleared form sends them.
    expect((await list("?title=&location=&industry=")).total).toBe("6");
  });

  it("searches title, company and description, title matches ranked first", async () => {
    const result = await list("?title=engineer");
    // Title hits first (newest first among them), then the company and description hits.
    expect(result.ids.slice(0, 2).sort()).toEqual(["j-swe-ny", "j-swe-remote"]);
    expect(result.ids.slice(2).sort()).toEqual(["j-company", "j-desc-only"]);
    expect(result.total).toBe("4");
  });

  it("treats the last word as a prefix and quoted words as a phrase", async () => {
    expect((await list("?title=softw")).ids.sort()).toEqual(["j-desc-only", "j-swe-ny", "j-swe-remote"]);
    expect((await list("?title=nurs")).ids).toEqual(["j-nurse"]);
    expect((await list(`?title=${encodeURIComponent('"engineer software"')}`)).ids).toEqual([]);
    expect((await list(`?title=${encodeURIComponent('"software engineer"')}`)).ids.sort()).toEqual([
      "j-desc-only",
      "j-swe-ny",
      "j-swe-remote",
    ]);
  });

  it("combines keyword with location and industry", async () => {
    expect((await list("?title=software&location=New%20York%2C%20NY")).ids.sort()).toEqual(["j-desc-only", "j-swe-ny"]);
    expect((await list("?title=software&industry=Finance")).ids).toEqual([]);
    expect((await list("?title=analyst&industry=Finance&location=New%20York%2C%20NY")).ids).toEqual(["j-fin-ny"]);
  });

  it("never passes search syntax through: operators and stray quotes are words, not errors", async () => {
    for (const text of [
      '"',
      "NOT",
      "title:engineer",
      "engineer OR nurse",
      "(a",
      "*",
      "NEAR(a b)",
      "'; drop table jobs; --",
    ]) {
      const result = await list(`?title=${encodeURIComponent(text)}`);
      expect(result.status, text).toBe(200);
    }
    expect((await list("?title=engineer%20OR%20nurse")).ids).toEqual([]);
    // Only punctuation: no keyword at all.
    expect((await list("?title=%2A%2A")).total).toBe("6");
  });

  it("pages with limit and offset; the total stays the whole count", async () => {
    const first = await list("?limit=2");
    const second = await list("?limit=2&offset=2");
    const last = await list("?limit=2&offset=6");
    expect(first.ids).toEqual(["j-swe-ny", "j-nurse"]);
    expect(second.ids).toEqual(["j-desc-only", "j-fin-ny"]);
    expect(last.ids).toEqual([]);
    expect([first.total, second.total, last.total]).toEqual(["6", "6", "6"]);
    expect((await list("?title=engineer&limit=1&offset=1")).total).toBe("4");
  });

  it("rejects bad filters with a 400 naming the field", async () => {
    for (const [query, field] of [
      ["?industry=Farming", "industry"],
      ["?limit=101", "limit"],
      ["?limit=0", "limit"],
      ["?offset=-1", "offset"],
      ["?limit=ten", "limit"],
    ] as const) {
      const response = await api(`/api/jobs${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { error: string; issues: { path: string }[] };
      expect(body.error).toBe("validation_failed");
      expect(body.issues.map((i) => i.path)).toContain(field);
    }
  });

  it("hides drafts and archived jobs from the public, even when asked by status", async () => {
    expect((await list("?status=draft")).ids).not.toContain("j-draft");
    expect((await list("?title=draft")).ids).toEqual([]);
    expect((await api("/api/jobs/j-draft")).status).toBe(404);
    // Archived is closed: gone for good (410), unlike a draft that was never public.
    expect((await api("/api/jobs/j-archived")).status).toBe(410);
    const missing = await api("/api/jobs/nope");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: "not_found" });
    const found = await api("/api/jobs/j-nurse");
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({ id: "j-nurse", title: "Registered Nurse", industry: "Healthcare" });
  });

  it("keeps the search index in step with updates and deletes", async () => {
    await env.DB.prepare("update jobs set title = 'Cardiac Nurse Practitioner' where id = 'j-nurse'").run();
    expect((await list("?title=practitioner")).ids).toEqual(["j-nurse"]);
    expect((await list("?title=registered")).ids).toEqual([]);
    await env.DB.prepare("delete from jobs where id = 'j-nurse'").run();
    expect((await list("?title=nurse")).ids).toEqual([]);
    const integrity = env.DB.prepare("insert into jobs_fts(jobs_fts, rank) values ('integrity-check', 1)");
    await expect(integrity.run()).resolves.toBeDefined();
    // A rebuild (README "Backups") indexes from the same view as the triggers: the same answers after it.
    const before = await list("?title=software%20engineer");
    await env.DB.prepare("insert into jobs_fts(jobs_fts) values ('rebuild')").run();
    expect(await list("?title=software%20engineer")).toEqual(before);
    await expect(integrity.run()).resolves.toBeDefined();
  });
});

describe("GET /api/jobs keyword search through the index (issue 5)", () => {
  beforeEach(async () => {
    await emptyDatabase();
    await insertJobs(FIXTURES);
  });

  it("matches the words against title, company and description only, never status, location or industry", async () => {
    for (const word of ["published", "chicago", "technology", "services"])
      expect((await list(`?title=${word}`)).ids, word).toEqual([]);
  });

  it("filters by location exactly: not by its words, case or punctuation", async () => {
    await insertJobs([
      { id: "j-swe-metro", title: "Software Engineer", location: "New York, NY Metro", daysAgo: 1 },
      { id: "j-swe-west", title: "Software Engineer", location: "West New York, NY", daysAgo: 1 },
      { id: "j-swe-lower", title: "Software Engineer", location: "new york ny", daysAgo: 1 },
    ]);
    const result = await list(`?title=software&location=${encodeURIComponent("New York, NY")}`);
    expect(result.ids.sort()).toEqual(["j-desc-only", "j-swe-ny"]);
    expect(result.total).toBe("2");
    expect(
      (await list(`?title=software&location=${encodeURIComponent("West New York, NY")}&industry=Technology`)).ids,
    ).toEqual(["j-swe-west"]);
    // Locations with quotes or no word at all are plain values, not search syntax.
    await insertJobs([
      { id: "j-swe-quote", title: "Software Engineer", location: 'New "York', daysAgo: 1 },
      { id: "j-swe-zurich", title: "Software Engineer", location: "Zürich", daysAgo: 1 },
    ]);
    expect((await list(`?title=software&location=${encodeURIComponent('New "York')}`)).ids).toEqual(["j-swe-quote"]);
    expect((await list(`?title=software&location=${encodeURIComponent("Zürich")}`)).ids).toEqual(["j-swe-zurich"]);
    expect((await list(`?title=software&location=${encodeURIComponent("Zurich")}`)).ids).toEqual([]);
    for (const location of ['"', "--", "*"]) {
      const odd = await list(`?title=software&location=${encodeURIComponent(location)}`);
      expect([odd.status, odd.ids], location).toEqual([200, []]);
    }
  });

  it("ranks, breaks ties newest row first, and pages through that same order with the same total", async () => {
    const twin = {
      title: "Quality Engineer",
      company: "Twin Co",
      description: "Same words.",
      location: "Austin, TX",
      daysAgo: 9,
    };
    await insertJobs([{ id: "j-twin-1", ...twin }]);
    await insertJobs([{ id: "j-twin-2", ...twin }]);
    await insertJobs([{ id: "j-twin-3", ...twin }]);
    const all = await list("?title=engineer");
    expect(all.total).toBe("7");
    // Title hits first (the three twins score the same: the one added last comes first), then company and description hits.
    expect(all.ids.indexOf("j-twin-3")).toBe(all.ids.indexOf("j-twin-2") - 1);
    expect(all.ids.indexOf("j-twin-2")).toBe(all.ids.indexOf("j-twin-1") - 1);
    expect(all.ids.slice(5).sort()).toEqual(["j-company", "j-desc-only"]);
    const paged: string[] = [];
    for (let offset = 0; offset < 8; offset += 2) {
      const page = await list(`?title=engineer&limit=2&offset=${offset}`);
      expect(page.total).toBe("7");
      paged.push(...page.ids);
    }
    expect(paged).toEqual(all.ids);
  });
});

describe("GET /api/jobs keyword ranking: whole words before prefixes (issue item 10)", () => {
  beforeAll(async () => {
    await emptyDatabase();
    // The porter stemmer indexes "Controls" and "Controller" alike ("control"); the newest row wins a bm25 tie.
    await insertJobs([
      { id: "j-interim", title: "Interim Controller", daysAgo: 5 },
      { id: "j-comma", title: "Controller, Finance", daysAgo: 4 },
      { id: "j-controls", title: "Controls Technician", daysAgo: 2 },
      { id: "j-controlling", title: "Controlling Analyst", daysAgo: 1 },
      { id: "j-desc", title: "Plant Manager", description: "You report to the controller.", daysAgo: 0 },
    ]);
  });

  it("ranks titles holding the word whole above titles that only share its start or stem", async () => {
    const result = await list("?title=Controller");
    expect(result.total).toBe("5");
    expect(result.ids.slice(0, 2).sort()).toEqual(["j-comma", "j-interim"]);
    expect(result.ids.slice(2, 4).sort()).toEqual(["j-controlling", "j-controls"]);
    expect(result.ids[4]).toBe("j-desc");
    // Paging keeps the same order.
    const paged = [
      ...(await list("?title=Controller&limit=2")).ids,
      ...(await list("?title=Controller&limit=3&offset=2")).ids,
    ];
    expect(paged).toEqual(result.ids);
  });

  it("still finds a job by a non-final word or a quoted phrase, with no whole-word key to rank by", async () => {
    expect((await list("?title=technician%20controls")).ids).toEqual(["j-controls"]);
    expect((await list(`?title=${encodeURIComponent('"interim controller"')}`)).ids).toEqual(["j-interim"]);
  });
});

describe("jobs for staff", () => {
  /** An empty database with the fixture jobs, and the cookies of a recruiter and of a user without the jobs area. */
  async function setup() {
    await emptyDatabase();
    await insertDefaultStaffAreas();
    const recruiter = (await signedInStaff("rita", "recruiter")).cookie;
    const plainUser = (await signedInStaff("uma", "user")).cookie;
    await insertJobs(FIXTURES);
    return { recruiter, plainUser };
  }

  it("see every status, filter by status, and read a draft", async () => {
    const { recruiter, plainUser } = await setup();
    expect((await list("", recruiter)).total).toBe("8");
    expect((await list("?status=draft", recruiter)).ids).toEqual(["j-draft"]);
    expect((await list("?status=archived&title=software", recruiter)).ids).toEqual(["j-archived"]);
    expect((await list("?title=software", recruiter)).ids.sort()).toEqual([
      "j-archived",
      "j-desc-only",
      "j-draft",
      "j-swe-ny",
      "j-swe-remote",
    ]);
    expect((await list("?status=published&title=software", recruiter)).ids.sort()).toEqual([
      "j-desc-only",
      "j-swe-ny",
      "j-swe-remote",
    ]);
    expect((await api("/api/jobs/j-draft", { cookie: recruiter })).status).toBe(200);
    // A signed-in user without the jobs area is treated as the public.
    expect((await list("", plainUser)).total).toBe("6");
    expect((await api("/api/jobs/j-draft", { cookie: plainUser })).status).toBe(404);
  });

  it("move a job in and out of the public search as its status changes", async () => {
    const { recruiter } = await setup();
    const setStatus = async (status: string) =>
      expect((await api("/api/jobs/j-draft", { method: "PUT", cookie: recruiter, body: { status } })).status).toBe(200);
    await setStatus("published");
    expect((await list("?title=draft")).ids).toEqual(["j-draft"]);
    expect((await list("?status=draft&title=draft", recruiter)).ids).toEqual([]);
    await setStatus("archived");
    expect((await list("?title=draft")).ids).toEqual([]);
    expect((await list("?status=archived&title=draft", recruiter)).ids).toEqual(["j-draft"]);
    expect((await list("?status=published&title=draft", recruiter)).ids).toEqual([]);
  });

  const newJob = {
    title: "Plant Controller",
    company: "Hoosier Steel",
    location: "Indianapolis, IN",
    industry: "Manufacturing",
    description: "Own the plant's books.",
    requirements: "• CPA\n• 5+ years in manufacturing finance",
  };

  it("create with the spec's defaults, edit with updatedAt moving, delete keeping applications; each logged", async () => {
    const { recruiter } = await setup();
    const created = await api("/api/jobs", { method: "POST", cookie: recruiter, body: newJob });
    expect(created.status).toBe(201);
    const job = (await created.json()) as JobView;
    expect(job).toMatchObject({
      ...newJob,
      type: "Full-time",
      status: "draft",
      isUrgent: false,
      publishToPortals: false,
      salary: null,
      benefits: null,
    });
    expect((await list("?title=controller")).ids).toEqual([]);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const updated = await api(`/api/jobs/${job.id}`, {
      method: "PUT",
      cookie: recruiter,
      body: { status: "published", salary: "$120,000 - $140,000", isUrgent: true },
    });
    expect(updated.status).toBe(200);
    const after = (await updated.json()) as JobView;
    expect(after).toMatchObject({
      status: "published",
      salary: "$120,000 - $140,000",
      isUrgent: true,
      title: "Plant Controller",
    });
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(job.updatedAt));
    expect((await list("?title=controller")).ids).toEqual([job.id]);

    await env.DB.prepare(
      "insert into applications (id, first_name, last_name, email, phone, job_id) values ('app-1', 'A', 'B', 'a@example.com', '555', ?)",
    )
      .bind(job.id)
      .run();
    const removed = await api(`/api/jobs/${job.id}`, { method: "DELETE", cookie: recruiter });
    expect(removed.status).toBe(200);
    expect((await api(`/api/jobs/${job.id}`, { cookie: recruiter })).status).toBe(404);
    expect(await env.DB.prepare("select job_id from applications where id = 'app-1'").first()).toEqual({
      job_id: null,
    });

    const { results } = await env.DB.prepare(
      "select action, entity_id from admin_activity_logs where entity_id = ? order by rowid",
    )
      .bind(job.id)
      .all();
    expect(results.map((r) => r.action)).toEqual(["job.create", "job.update", "job.delete"]);
    // The update names the job and what it changed.
    const logged = await env.DB.prepare(
      "select details from admin_activity_logs where action = 'job.update' and entity_id = ?",
    )
      .bind(job.id)
      .first<{ details: string }>();
    const { record, changes } = activityChanges(logged!.details);
    expect(record).toBe("Plant Controller");
    expect(changes).toEqual(
      expect.arrayContaining([
        "status: draft -> published",
        "salary: (none) -> $120,000 - $140,000",
        "isUrgent: false -> true",
      ]),
    );
  });

  it("refuse invalid jobs with a 400 naming each field, changing nothing", async () => {
    const { recruiter } = await setup();
    const before = (await list("", recruiter)).total;
    const response = await api("/api/jobs", {
      method: "POST",
      cookie: recruiter,
      body: { ...newJob, title: " ", industry: "Farming", type: "Gig", status: "live" },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { path: string }[] };
    expect(body.issues.map((i) => i.path).sort()).toEqual(["industry", "status", "title", "type"]);
    const missing = await api("/api/jobs", { method: "POST", cookie: recruiter, body: {} });
    expect(((await missing.json()) as { issues: { path: string }[] }).issues.map((i) => i.path).sort()).toEqual([
      "company",
      "description",
      "location",
      "requirements",
      "title",
    ]);
    const badUpdate = await api("/api/jobs/j-swe-ny", {
      method: "PUT",
      cookie: recruiter,
      body: { status: "gone", unknownField: 1 },
    });
    expect(badUpdate.status).toBe(400);
    expect((await api("/api/jobs/nope", { method: "PUT", cookie: recruiter, body: { title: "X" } })).status).toBe(404);
    expect((await list("", recruiter)).total).toBe(before);
  });

  it("set an owner among working staff (listed at /api/jobs/owners), shown to staff only; refuse anyone else naming ownerId", async () => {
    const { recruiter, plainUser } = await setup();
    const owners = (await (await api("/api/jobs/owners", { cookie: recruiter })).json()) as {
      id: string;
      name: string;
    }[];
    expect(owners.map((o) => o.name)).toEqual(["rita"]);
    expect((await api("/api/jobs/owners", { cookie: plainUser })).status).toBe(403);
    expect((await api("/api/jobs/owners")).status).toBe(401);
    const rita = owners[0]!;
    const owned = await api("/api/jobs/j-swe-ny", { method: "PUT", cookie: recruiter, body: { ownerId: rita.id } });
    expect(((await owned.json()) as JobView).ownerId).toBe(rita.id);
    expect(((await (await api("/api/jobs/j-swe-ny", { cookie: recruiter })).json()) as JobView).ownerId).toBe(rita.id);
    expect(((await (await api("/api/jobs/j-swe-ny")).json()) as JobView).ownerId).toBeNull();
    expect(
      ((await (await api("/api/jobs?title=software")).json()) as JobView[]).every((job) => job.ownerId === null),
    ).toBe(true);

    const uma = await env.DB.prepare("select id from users where username = 'uma'").first<{ id: string }>();
    for (const ownerId of [uma!.id, "nobody", ""]) {
      const refused = await api("/api/jobs/j-swe-ny", { method: "PUT", cookie: recruiter, body: { ownerId } });
      expect(refused.status, ownerId).toBe(400);
      expect(((await refused.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual(["ownerId"]);
    }
    expect(
      (await api("/api/jobs/j-swe-ny", { method: "PUT", cookie: recruiter, body: { ownerId: null } })).status,
    ).toBe(200);
    expect(await env.DB.prepare("select owner_id from jobs where id = 'j-swe-ny'").first()).toEqual({ owner_id: null });
  });

  it("refuse anonymous callers and users without the jobs area", async () => {
    const { plainUser } = await setup();
    expect((await api("/api/jobs", { method: "POST", body: newJob })).status).toBe(401);
    expect((await api("/api/jobs", { method: "POST", cookie: plainUser, body: newJob })).status).toBe(403);
    expect((await api("/api/jobs/j-swe-ny", { method: "DELETE", cookie: plainUser })).status).toBe(403);
    expect((await api("/api/portals", { cookie: plainUser })).status).toBe(403);
    expect((await api("/api/jobs/j-swe-ny/publish-to-portals", { method: "POST" })).status).toBe(401);
  });
});

describe("portals and publishing", () => {
  /** An empty database with three job portals (ZipRecruiter inactive) and a signed-in recruiter's cookie. */
  async function setup() {
    await emptyDatabase();
    await insertDefaultStaffAreas();
    const recruiter = (await signedInStaff("rita", "recruiter")).cookie;
    await env.DB.batch(
      [
        ["p-indeed", "Indeed", "indeed", 1],
        ["p-linkedin", "LinkedIn", "linkedin", 1],
        ["p-zip", "ZipRecruiter", "ziprecruiter", 0],
      ].map(([id, name, slug, active]) =>
        env.DB.prepare("insert into job_portals (id, name, slug, is_active) values (?, ?, ?, ?)").bind(
          id,
          name,
          slug,
          active,
        ),
      ),
    );
    return { recruiter };
  }

  const longDescription =
    "Lead the plant's finance team through an ERP migration, monthly close and a new cost model across three sites. ".repeat(
      2,
    );

  /** A good job, one too short for LinkedIn, a draft and one with a location no portal takes. */
  async function insertJobsToPublish() {
    await insertJobs([
      {
        id: "pub-ok",
        title: "Plant Controller",
        location: "Indianapolis, IN",
        description: longDescription,
        daysAgo: 1,
      },
      { id: "pub-short", title: "Welder", location: "Gary, IN", description: "Weld things.", daysAgo: 1 },
      { id: "pub-draft", title: "Draft", status: "draft", description: longDescription, daysAgo: 1 },
      { id: "pub-badloc", title: "Analyst", location: "Midwest", description: longDescription, daysAgo: 1 },
    ]);
  }

  async function publishToPortals(recruiter: string, id: string) {
    const response = await api(`/api/jobs/${id}/publish-to-portals`, { method: "POST", cookie: recruiter });
    return (await response.json()) as PublishResponse;
  }

  /** The four jobs, each published to the portals as staff would. */
  async function publishedJobs(recruiter: string) {
    await insertJobsToPublish();
    for (const id of ["pub-ok", "pub-short", "pub-draft", "pub-badloc"]) await publishToPortals(recruiter, id);
  }

  it("lists portals and toggles one, logging it", async () => {
    const { recruiter } = await setup();
    const boards = (await (await api("/api/portals", { cookie: recruiter })).json()) as {
      id: string;
      name: string;
      isActive: boolean;
      feedPath: string | null;
    }[];
    expect(boards.map((p) => [p.name, p.isActive, p.feedPath])).toEqual([
      ["Indeed", true, "/feeds/indeed.xml"],
      ["LinkedIn", true, "/feeds/linkedin.xml"],
      ["ZipRecruiter", false, "/feeds/ziprecruiter.xml"],
    ]);
    const toggled = await api("/api/portals/p-zip", { method: "PUT", cookie: recruiter, body: { isActive: true } });
    expect(await toggled.json()).toMatchObject({ id: "p-zip", isActive: true });
    expect(
      (await api("/api/portals/p-zip", { method: "PUT", cookie: recruiter, body: { isActive: "yes" } })).status,
    ).toBe(400);
    await api("/api/portals/p-zip", { method: "PUT", cookie: recruiter, body: { isActive: false } });
    const { results } = await env.DB.prepare("select action from admin_activity_logs where entity_id = 'p-zip'").all();
    expect(results).toHaveLength(2);
  });

  it("records a posting per active portal: posted with the feed reference, or failed naming what is missing", async () => {
    const { recruiter } = await setup();
    await insertJobsToPublish();
    const publish = (id: string) => publishToPortals(recruiter, id);

    const ok = await publish("pub-ok");
    expect(ok.results.map((r) => [r.jobBoard, r.status, r.externalId])).toEqual([
      ["Indeed", "success", "pub-ok"],
      ["LinkedIn", "success", "pub-ok"],
    ]);
    const short = await publish("pub-short");
    expect(short.results.map((r) => r.status)).toEqual(["success", "failed"]);
    expect(short.results[1]!.error).toMatch(/description must be at least 100 characters/);
    const draft = await publish("pub-draft");
    expect(draft.results.every((r) => r.status === "failed" && /draft/.test(r.error ?? ""))).toBe(true);
    const badLocation = await publish("pub-badloc");
    expect(badLocation.results.every((r) => r.status === "failed" && /City, ST/.test(r.error ?? ""))).toBe(true);

    const { results } = await env.DB.prepare(
      "select job_id, portal_id, status, external_id, error_message, posted_at from job_portal_postings order by job_id, portal_id",
    ).all();
    expect(results.filter((r) => r.job_id === "pub-ok").map((r) => [r.portal_id, r.status, r.external_id])).toEqual([
      ["p-indeed", "posted", "pub-ok"],
      ["p-linkedin", "posted", "pub-ok"],
    ]);
    expect(results.find((r) => r.job_id === "pub-short" && r.portal_id === "p-linkedin")).toMatchObject({
      status: "failed",
      external_id: null,
    });

    // Publishing again updates the same rows rather than adding new ones.
    await publish("pub-ok");
    expect(
      (await env.DB.prepare("select count(*) as n from job_portal_postings where job_id = 'pub-ok'").first())?.n,
    ).toBe(2);
    expect((await api("/api/jobs/nope/publish-to-portals", { method: "POST", cookie: recruiter })).status).toBe(404);
  });

  it("feeds list exactly the published jobs posted to an active portal; archiving or switching off removes them", async () => {
    const { recruiter } = await setup();
    await publishedJobs(recruiter);
    const indeed = async () => (await api("/feeds/indeed.xml")).text();
    const linkedin = async () => (await api("/feeds/linkedin.xml")).text();
    const response = await api("/feeds/indeed.xml");
    expect(response.headers.get("Content-Type")).toMatch(/application\/xml/);
    expect(await indeed()).toContain("<referencenumber><![CDATA[pub-ok]]></referencenumber>");
    expect(await indeed()).toContain("<referencenumber><![CDATA[pub-short]]></referencenumber>");
    expect(await linkedin()).toContain("<partnerJobId><![CDATA[pub-ok]]></partnerJobId>");
    expect(await linkedin()).not.toContain("pub-short");
    expect(await indeed()).not.toContain("pub-draft");
    expect(await linkedin()).toContain("<applyUrl><![CDATA[http://localhost/apply?jobId=pub-ok]]></applyUrl>");

    await api("/api/portals/p-linkedin", { method: "PUT", cookie: recruiter, body: { isActive: false } });
    expect(await linkedin()).not.toContain("pub-ok");
    await api("/api/portals/p-linkedin", { method: "PUT", cookie: recruiter, body: { isActive: true } });

    expect(
      (await api("/api/jobs/pub-ok", { method: "PUT", cookie: recruiter, body: { status: "archived" } })).status,
    ).toBe(200);
    expect(await indeed()).not.toContain("pub-ok");
    expect(await linkedin()).not.toContain("pub-ok");
    expect(
      await env.DB.prepare(
        "select status from job_portal_postings where job_id = 'pub-ok' and portal_id = 'p-indeed'",
      ).first(),
    ).toEqual({ status: "removed" });
  });

  it("sitemap lists the public pages, published jobs and articles with lastmod; robots.txt names it", async () => {
    const { recruiter } = await setup();
    await publishedJobs(recruiter);
    await api("/api/jobs/pub-ok", { method: "PUT", cookie: recruiter, body: { status: "archived" } });
    await env.DB.prepare(
      "insert into articles (id, title, content, summary, category, author, read_time, status, published_at) values ('art-1', 'T', 'C', 'S', 'Market Trends', 'A', 3, 'published', 1), ('art-2', 'T', 'C', 'S', 'Market Trends', 'A', 3, 'draft', null)",
    ).run();
    const response = await api("/sitemap.xml");
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).toContain("<loc>http://localhost/</loc>");
    expect(xml).toContain("<loc>http://localhost/jobs</loc>");
    expect(xml).toContain("<loc>http://localhost/case-studies/healthcare-ceo-executive-search-texas</loc>");
    expect(xml).toMatch(/<loc>http:\/\/localhost\/jobs\/pub-short<\/loc><lastmod>\d{4}-\d\d-\d\dT/);
    expect(xml).toContain("<loc>http://localhost/article/art-1</loc>");
    expect(xml).not.toContain("art-2");
    expect(xml).not.toContain("/jobs/pub-ok"); // archived
    expect(xml).not.toContain("/jobs/pub-draft");
    expect(xml).not.toContain("/login");
    const robots = await (await api("/robots.txt")).text();
    expect(robots).toContain("Sitemap: http://localhost/sitemap.xml");
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain("Disallow: /api");
  });
});

describe("GET /api/jobs keyword search past the ranked matches (decision 036)", () => {
  // RANKED_MATCHES + 30 published jobs that all match "welder"; the oldest ten have it in the title (ranked first if
  // they were among the newest RANKED_MATCHES), the rest only in the description.
  const MATCHES = RANKED_MATCHES + 30;
  beforeAll(async () => {
    await emptyDatabase();
    await env.DB.prepare(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
       insert into jobs (id, title, company, location, type, industry, description, requirements, status, created_at, updated_at)
       select printf('w-%04d', i), case when i <= 10 then 'Welder ' || i else 'Fabricator ' || i end, 'Acme Corp', 'Chicago, IL', 'Full-time',
              'Manufacturing', 'Shop work for a welder on days.', '• One', 'published', ? + i * 1000, ? + i * 1000
       from n`,
    )
      .bind(MATCHES, now - DAY, now - DAY)
      .run();
  });

  it("ranks the newest matches by relevance, then gives the older ones newest first, every match once", async () => {
    const first = await list("?title=welder&limit=100&offset=0");
    expect(first.total).toBe(String(MATCHES));
    // The title matches are among the oldest, outside the ranked matches: the first page is the newest matches.
    expect(first.ids[0]).toBe(`w-${String(MATCHES).padStart(4, "0")}`);
    expect(first.ids.some((id) => Number(id.slice(2)) <= 10)).toBe(false);

    const seen: string[] = [];
    for (let offset = 0; offset < MATCHES; offset += 100)
      seen.push(...(await list(`?title=welder&limit=100&offset=${offset}`)).ids);
    expect(seen).toHaveLength(MATCHES);
    expect(new Set(seen).size).toBe(MATCHES);
    // Past the ranked matches, newest first: the last 30 are the 30 oldest, from w-0030 down to w-0001.
    expect(seen.slice(RANKED_MATCHES)).toEqual(
      Array.from({ length: 30 }, (_, i) => `w-${String(30 - i).padStart(4, "0")}`),
    );

    // A page that straddles the boundary joins the two without a gap or a repeat.
    const straddling = await list(`?title=welder&limit=20&offset=${RANKED_MATCHES - 10}`);
    expect(straddling.ids).toEqual(seen.slice(RANKED_MATCHES - 10, RANKED_MATCHES + 10));
  });

  it("ranks title matches first when they are among the newest matches", async () => {
    await env.DB.prepare("update jobs set title = 'Lead Welder', created_at = ? where id = 'w-0500'").bind(now).run();
    const first = await list("?title=welder&limit=5&offset=0");
    expect(first.ids[0]).toBe("w-0500");
  });
});
