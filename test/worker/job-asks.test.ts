import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { activityChanges } from "../../worker/contract/activity";
import type { ErrorBody } from "../../worker/contract/errors";
import type { JobView, StaffJobView } from "../../worker/contract/job-listing";
import { JOB_SKILL_LENGTH_MAX, JOB_SKILLS_MAX } from "../../worker/contract/jobs";
import { formatSalary, parseSalary, salaryCents } from "../../worker/contract/salary-range";
import { seedDatabase, seedJobSkills } from "../../worker/seed";
import { seedJobs } from "../../worker/seed/data/jobs";
import { api, emptyDatabase, insertDefaultStaffAreas, signedInStaff } from "./helpers";

/** What a job asks, as data (issue 46 item 2, decision 094). */

interface JobRow {
  salary: string | null;
  salary_min_cents: number | null;
  salary_max_cents: number | null;
  salary_period: string | null;
  latitude: number | null;
  longitude: number | null;
  required_skills: string;
  preferred_skills: string;
  title: string;
}

const row = (id: string) => env.DB.prepare("select * from jobs where id = ?").bind(id).first<JobRow>();

const numbersOf = (job: JobRow | null) => ({
  salary: job?.salary,
  min: job?.salary_min_cents,
  max: job?.salary_max_cents,
  period: job?.salary_period,
});

describe("salary parsing of every seeded salary text", () => {
  beforeEach(emptyDatabase);

  /** Jobs with these texts and null numbers, then migration 0072's salary statement run over them as it ran once. */
  async function migrated(texts: (string | null)[]): Promise<Map<string, JobRow>> {
    await env.DB.batch(
      texts.map((salary, i) =>
        env.DB.prepare(
          "insert into jobs (id, title, company, location, type, industry, description, requirements, salary) values (?, 'T', 'C', 'Remote', 'Remote', 'Finance', 'D', 'R', ?)",
        ).bind(`job-${i}`, salary),
      ),
    );
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0072_"))!;
    const statement = migration.queries.find((query) => query.includes("`salary_min_cents` = CAST"));
    expect(statement, "migration 0072's salary statement").toBeDefined();
    await env.DB.prepare(statement!).run();
    const { results } = await env.DB.prepare("select * from jobs").all<JobRow & { id: string }>();
    return new Map(results.map((job) => [job.id, job]));
  }

  it("reads each seeded text as a range, and the migration's SQL gives the same cents and period", async () => {
    const texts = seedJobs.map((job) => job.salary);
    expect(texts.filter(Boolean).length).toBeGreaterThanOrEqual(35);
    const rows = await migrated(texts);
    texts.forEach((text, i) => {
      const job = rows.get(`job-${i}`)!;
      if (text === null) {
        expect(numbersOf(job)).toEqual({ salary: null, min: null, max: null, period: null });
        return;
      }
      const range = parseSalary(text);
      expect(range, text).toBeDefined();
      expect(range!.max, text).toBeGreaterThanOrEqual(range!.min);
      const cents = salaryCents(text)!;
      expect({ min: job.salary_min_cents, max: job.salary_max_cents, period: job.salary_period }, text).toEqual({
        min: cents.salaryMinCents,
        max: cents.salaryMaxCents,
        period: cents.salaryPeriod,
      });
    });
  });

  it("agrees with the SQL on the texts the store writes from numbers, and on texts that are not ranges", async () => {
    const written = [
      formatSalary(145_000, 185_000, "year"),
      formatSalary(65.5, 80, "hour"),
      formatSalary(95_000, 95_000, "year"),
    ];
    expect(written).toEqual(["$145,000 - $185,000", "$65.50 - $80/hr", "$95,000"]);
    const texts = [...written, "$120K - $150K", "Competitive", "DOE"];
    const rows = await migrated(texts);
    texts.forEach((text, i) => {
      const cents = salaryCents(text);
      const job = rows.get(`job-${i}`)!;
      expect({ min: job.salary_min_cents, max: job.salary_max_cents, period: job.salary_period }, text).toEqual({
        min: cents?.salaryMinCents ?? null,
        max: cents?.salaryMaxCents ?? null,
        period: cents?.salaryPeriod ?? null,
      });
    });
    expect(salaryCents("$65.50 - $80/hr")).toEqual({
      salaryMinCents: 6550,
      salaryMaxCents: 8000,
      salaryPeriod: "hour",
    });
  });
});

describe("a job's salary numbers, coordinates and skills, kept by the jobs API", () => {
  /** An empty database with the staff areas and a recruiter signed in: each test starts from this afresh. */
  async function setUp() {
    await emptyDatabase();
    await insertDefaultStaffAreas();
    return (await signedInStaff("rita", "recruiter")).cookie;
  }

  const controller = {
    title: "Controller",
    company: "Wabash Freight",
    location: "Chicago, IL",
    industry: "Finance",
    description: "Own the close.",
    requirements: "• CPA required\n• SAP and US GAAP\n• Big 4 audit experience preferred",
    salary: "$180,000 - $210,000",
  };

  async function create(cookie: string, body: Record<string, unknown> = controller) {
    const response = await api("/api/jobs", { method: "POST", cookie, body });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as StaffJobView;
  }

  const put = (cookie: string, id: string, body: Record<string, unknown>) =>
    api(`/api/jobs/${id}`, { method: "PUT", cookie, body });

  async function refused(cookie: string, id: string, body: Record<string, unknown>, path: string) {
    const before = await row(id);
    const response = await put(cookie, id, body);
    expect(response.status).toBe(400);
    const error = (await response.json()) as ErrorBody;
    expect(error.issues?.map((issue) => issue.path)).toEqual([path]);
    expect(await row(id)).toEqual(before);
    return error.issues![0]!.message;
  }

  it("reads the numbers from the salary text on create and on each change of it; an unreadable text clears them", async () => {
    const cookie = await setUp();
    const job = await create(cookie);
    expect(job).toMatchObject({
      salary: "$180,000 - $210,000",
      salaryMin: 180_000,
      salaryMax: 210_000,
      salaryPeriod: "year",
    });
    expect(numbersOf(await row(job.id))).toEqual({
      salary: "$180,000 - $210,000",
      min: 18_000_000,
      max: 21_000_000,
      period: "year",
    });

    expect((await put(cookie, job.id, { salary: "$65 - $85/hr" })).status).toBe(200);
    expect(numbersOf(await row(job.id))).toEqual({ salary: "$65 - $85/hr", min: 6500, max: 8500, period: "hour" });

    // An update that does not name the salary leaves text and numbers as they are.
    expect((await put(cookie, job.id, { title: "Corporate Controller", location: "60601" })).status).toBe(200);
    expect(numbersOf(await row(job.id))).toEqual({ salary: "$65 - $85/hr", min: 6500, max: 8500, period: "hour" });

    const competitive = (await (await put(cookie, job.id, { salary: "Competitive" })).json()) as JobView;
    expect(competitive).toMatchObject({ salary: "Competitive", salaryMin: null, salaryMax: null, salaryPeriod: null });
    expect(numbersOf(await row(job.id))).toEqual({ salary: "Competitive", min: null, max: null, period: null });

    expect((await put(cookie, job.id, { salary: "$120K - $150K" })).status).toBe(200);
    expect(numbersOf(await row(job.id))).toMatchObject({ min: 12_000_000, max: 15_000_000, period: "year" });
    expect((await put(cookie, job.id, { salary: null })).status).toBe(200);
    expect(numbersOf(await row(job.id))).toEqual({ salary: null, min: null, max: null, period: null });
  });

  it("takes the salary as numbers in dollars instead, writing the text from them; an update names only what changes", async () => {
    const cookie = await setUp();
    const { salary: _text, ...withoutSalary } = controller;
    const job = await create(cookie, {
      ...withoutSalary,
      salaryMin: 150_000,
      salaryMax: 175_000,
      salaryPeriod: "year",
    });
    expect(job).toMatchObject({
      salary: "$150,000 - $175,000",
      salaryMin: 150_000,
      salaryMax: 175_000,
      salaryPeriod: "year",
    });

    const raised = (await (await put(cookie, job.id, { salaryMax: 190_000 })).json()) as JobView;
    expect(raised).toMatchObject({ salary: "$150,000 - $190,000", salaryMin: 150_000, salaryMax: 190_000 });
    expect(numbersOf(await row(job.id))).toEqual({
      salary: "$150,000 - $190,000",
      min: 15_000_000,
      max: 19_000_000,
      period: "year",
    });

    const hourly = (await (
      await put(cookie, job.id, { salaryMin: 65.5, salaryMax: 80, salaryPeriod: "hour" })
    ).json()) as JobView;
    expect(hourly).toMatchObject({ salary: "$65.50 - $80/hr", salaryMin: 65.5, salaryMax: 80, salaryPeriod: "hour" });
    // What the text says and what the numbers say are one thing: reading the written text gives the numbers back.
    expect(salaryCents(hourly.salary)).toEqual({ salaryMinCents: 6550, salaryMaxCents: 8000, salaryPeriod: "hour" });

    // The activity log names the salary's text, not the columns derived from it.
    const { results } = await env.DB.prepare(
      "select details from admin_activity_logs where action = 'job.update' and entity_id = ? order by id",
    )
      .bind(job.id)
      .all<{ details: string }>();
    const changes = results.flatMap((logged) => activityChanges(logged.details).changes);
    expect(changes).toContain("salary: $150,000 - $175,000 -> $150,000 - $190,000");
    expect(changes.some((line) => /Cents|latitude|salaryPeriod/.test(line))).toBe(false);

    expect((await put(cookie, job.id, { salaryMin: null, salaryMax: null })).status).toBe(200);
    expect(numbersOf(await row(job.id))).toEqual({ salary: null, min: null, max: null, period: null });
  });

  it("refuses a salary range backwards, a period that does not fit, or text and numbers at once, naming the field", async () => {
    const cookie = await setUp();
    const job = await create(cookie);
    expect(await refused(cookie, job.id, { salaryMin: 250_000 }, "salaryMin")).toBe(
      "Salary minimum must be at most the maximum ($210,000)",
    );
    expect(await refused(cookie, job.id, { salaryMin: 90, salaryMax: 80, salaryPeriod: "hour" }, "salaryMax")).toBe(
      "Salary maximum must be at least the minimum ($90)",
    );
    expect(await refused(cookie, job.id, { salary: "$1 - $2", salaryMin: 1 }, "salary")).toMatch(
      /text .* or as numbers/,
    );
    // $180,000 an hour is not a rate: the period named is what refuses the figures kept.
    expect(await refused(cookie, job.id, { salaryPeriod: "hour" }, "salaryPeriod")).toMatch(
      /hourly rate must be under \$1,000/,
    );
    expect(await refused(cookie, job.id, { salaryMin: 95_000.5 }, "salaryMin")).toMatch(/whole dollars/);
    expect(await refused(cookie, job.id, { salaryMin: -5 }, "salaryMin")).toMatch(/more than 0/);
    expect(await refused(cookie, job.id, { salaryPeriod: "week" }, "salaryPeriod")).toMatch(/year, hour/);

    const competitive = await create(cookie, { ...controller, salary: "Competitive" });
    expect(await refused(cookie, competitive.id, { salaryMax: 120_000 }, "salaryPeriod")).toMatch(
      /period .* is required/,
    );
    expect(await refused(cookie, competitive.id, { salaryPeriod: "year" }, "salaryMin")).toMatch(/minimum or maximum/);
  });

  it("the public job page shows the salary text, and its JSON-LD baseSalary is the stored numbers", async () => {
    const cookie = await setUp();
    const job = await create(cookie, { ...controller, status: "published" });
    // Numbers that no longer match the text (as a hand edit of the row would leave): the page's data read the numbers.
    await env.DB.prepare("update jobs set salary_min_cents = 18250050, salary_max_cents = 21000000 where id = ?")
      .bind(job.id)
      .run();
    const html = await (await api(`/jobs/${job.id}`)).text();
    expect(html).toContain("$180,000 - $210,000");
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(ld.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "USD",
      value: { "@type": "QuantitativeValue", minValue: 182_500.5, maxValue: 210_000, unitText: "YEAR" },
    });
    expect((await (await api(`/api/jobs/${job.id}`)).json()) as JobView).toMatchObject({ salaryMin: 182_500.5 });
  });

  it("sets the location's coordinates from the gazetteer, again when the location changes; Remote has none", async () => {
    const cookie = await setUp();
    const job = await create(cookie);
    const chicago = await row(job.id);
    expect(chicago?.latitude).toBeCloseTo(41.8, 0);
    expect(chicago?.longitude).toBeCloseTo(-87.7, 0);

    expect((await put(cookie, job.id, { title: "Controller, Midwest" })).status).toBe(200);
    expect(await row(job.id)).toMatchObject({ latitude: chicago?.latitude, longitude: chicago?.longitude });

    expect((await put(cookie, job.id, { location: "Austin, TX" })).status).toBe(200);
    const austin = await row(job.id);
    expect(austin?.latitude).toBeCloseTo(30.3, 0);
    expect(austin?.longitude).toBeCloseTo(-97.7, 0);

    expect((await put(cookie, job.id, { location: "Remote", applicantCountry: "United States" })).status).toBe(200);
    expect(await row(job.id)).toMatchObject({ latitude: null, longitude: null });
    // A location that names no one place has none either; a ZIP has its own.
    expect((await put(cookie, job.id, { location: "Midwest" })).status).toBe(200);
    expect(await row(job.id)).toMatchObject({ latitude: null, longitude: null });
    expect((await put(cookie, job.id, { location: "60601" })).status).toBe(200);
    expect((await row(job.id))?.latitude).toBeCloseTo(41.9, 0);

    expect(await refused(cookie, job.id, { location: "Chicgo, IL" }, "location")).toBe(
      '"Chicgo, IL" is not a known US ZIP or city',
    );
    expect(await refused(cookie, job.id, { location: "00000" }, "location")).toBe(
      '"00000" is not a known US ZIP or city',
    );
    const typo = await api("/api/jobs", { method: "POST", cookie, body: { ...controller, location: "Chicgo, IL" } });
    expect(typo.status).toBe(400);
    expect((await env.DB.prepare("select count(*) as n from jobs").first())?.n).toBe(1);
  });

  it("keeps required and preferred skills, each once, and offers the requirements' other skills to staff only", async () => {
    const cookie = await setUp();
    const job = await create(cookie, {
      ...controller,
      requiredSkills: [" CPA ", "cpa", "SAP", ""],
      preferredSkills: ["Big  4"],
    });
    expect(job).toMatchObject({
      requiredSkills: ["CPA", "SAP"],
      preferredSkills: ["Big 4"],
      suggestedSkills: ["GAAP", "Audit"],
    });
    expect(await row(job.id)).toMatchObject({ required_skills: '["CPA","SAP"]', preferred_skills: '["Big 4"]' });

    const staffView = (await (await api(`/api/jobs/${job.id}`, { cookie })).json()) as StaffJobView;
    expect(staffView.suggestedSkills).toEqual(["GAAP", "Audit"]);
    expect((await put(cookie, job.id, { status: "published" })).status).toBe(200);
    const publicView = (await (await api(`/api/jobs/${job.id}`)).json()) as JobView;
    expect(publicView).toMatchObject({
      requiredSkills: ["CPA", "SAP"],
      preferredSkills: ["Big 4"],
      salaryMin: 180_000,
    });
    expect(publicView).not.toHaveProperty("suggestedSkills");

    // Changing one list leaves the other; a confirmed suggestion is no longer offered.
    const updated = (await (
      await put(cookie, job.id, { requiredSkills: ["CPA", "SAP", "GAAP"] })
    ).json()) as StaffJobView;
    expect(updated).toMatchObject({
      requiredSkills: ["CPA", "SAP", "GAAP"],
      preferredSkills: ["Big 4"],
      suggestedSkills: ["Audit"],
    });
  });

  it("refuses a skill in both lists, too many skills, a skill too long or not a list, naming the field", async () => {
    const cookie = await setUp();
    const job = await create(cookie, { ...controller, requiredSkills: ["CPA"], preferredSkills: ["Big 4"] });
    expect(await refused(cookie, job.id, { preferredSkills: ["cpa"] }, "preferredSkills")).toBe(
      "cpa is already required: a skill is required or preferred, not both",
    );
    expect(await refused(cookie, job.id, { requiredSkills: ["CPA", "Big 4"] }, "requiredSkills")).toMatch(
      /Big 4 is already preferred/,
    );
    const many = Array.from({ length: JOB_SKILLS_MAX + 1 }, (_, i) => `Skill ${i}`);
    expect(await refused(cookie, job.id, { requiredSkills: many }, "requiredSkills")).toMatch(
      `at most ${JOB_SKILLS_MAX} skills`,
    );
    expect(
      await refused(cookie, job.id, { preferredSkills: ["x".repeat(JOB_SKILL_LENGTH_MAX + 1)] }, "preferredSkills.0"),
    ).toMatch(`at most ${JOB_SKILL_LENGTH_MAX} characters`);
    expect(await refused(cookie, job.id, { requiredSkills: "CPA" }, "requiredSkills")).toMatch(/list of skills/);
    // The same skill twice in one list is kept once, not refused.
    expect((await put(cookie, job.id, { requiredSkills: ["CPA", "CPA "] })).status).toBe(200);
  });
});

describe("the seeded jobs' matching data", () => {
  it("is set as the store sets it: numbers from each salary text, coordinates of each place, skills", async () => {
    await emptyDatabase();
    await seedDatabase(env.DB, { now: new Date("2026-11-02T15:00:00Z") });
    const { results } = await env.DB.prepare("select * from jobs").all<JobRow & { location: string }>();
    expect(results).toHaveLength(seedJobs.length);
    for (const job of results) {
      const cents = salaryCents(job.salary);
      expect({ min: job.salary_min_cents, max: job.salary_max_cents, period: job.salary_period }, job.title).toEqual({
        min: cents?.salaryMinCents ?? null,
        max: cents?.salaryMaxCents ?? null,
        period: cents?.salaryPeriod ?? null,
      });
      if (job.location === "Remote") expect(job.latitude, job.title).toBeNull();
      else expect(job.latitude, job.title).toEqual(expect.any(Number));
    }
    const controller = results.find((job) => job.title === "Controller" && job.location === "Chicago, IL");
    expect(controller).toMatchObject({
      salary_min_cents: 18_000_000,
      salary_max_cents: 21_000_000,
      salary_period: "year",
    });
    expect(JSON.parse(controller!.required_skills)).toContain("CPA");
    expect(results.filter((job) => JSON.parse(job.required_skills).length > 0).length).toBeGreaterThan(30);
  });

  it("are the requirements' suggestions, preferred where a clause says so or offers a choice, none in both lists", () => {
    const chicagoController = seedJobs.find((job) => job.key === "controller-chicago")!;
    expect(seedJobSkills(chicagoController)).toEqual({
      requiredSkills: ["CPA", "GAAP", "SAP", "Excel"],
      preferredSkills: ["Big 4", "Audit", "SEC reporting"],
    });
    // "AWS welding standards" is not Amazon's cloud: left out as staff would.
    const plant = seedJobs.find((job) => job.key === "plant-manager-houston")!;
    expect(seedJobSkills(plant).requiredSkills).toEqual(["ASME", "Welding"]);
    // A choice ("Spark or Flink") or examples ("such as Blue Yonder") are preferred: any one will do.
    const planner = seedJobs.find((job) => job.key === "senior-merchandise-planner-minneapolis")!;
    expect(seedJobSkills(planner)).toEqual({
      requiredSkills: ["Excel"],
      preferredSkills: ["Merchandise planning", "Inventory management", "Oracle", "Blue Yonder"],
    });
    for (const job of seedJobs) {
      const { requiredSkills, preferredSkills } = seedJobSkills(job);
      expect(
        preferredSkills.filter((skill) => requiredSkills.includes(skill)),
        job.key,
      ).toEqual([]);
    }
  });
});
