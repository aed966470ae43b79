import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { StaffSearchResult } from "../../worker/contract/search";
import { api, createStaffUser, emptyDatabase, insertDefaultStaffAreas, signedInStaff, signIn } from "./helpers";

/** The command palette's search (issue 35 item 1): candidates, jobs and applications by name, per area. */

async function search(cookie: string, query: string) {
  const response = await api(`/api/admin/search${query}`, { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json<StaffSearchResult>();
}

const titles = (hits: { title: string }[] | undefined) => hits?.map((hit) => hit.title);

/** An empty database with a signed-in admin's cookie, a job, and three applicants (two of them "Tay..."). */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const { cookie: admin } = await signedInStaff("root", "admin");
  const job = await api("/api/jobs", {
    method: "POST",
    cookie: admin,
    body: {
      title: "Plant Manager",
      company: "Acme Manufacturing",
      location: "Carmel, IN",
      industry: "Manufacturing",
      description:
        "Run a two-shift plant of 180 people, own safety, quality and delivery, and grow the next line of supervisors.",
      requirements: "8+ years in manufacturing",
    },
  });
  expect(job.status).toBe(201);
  for (const [index, [firstName, lastName]] of [
    ["Taylor", "Quinn"],
    ["Morgan", "Reyes"],
    ["Tayla", "Brooks"],
  ].entries()) {
    const response = await exports.default.fetch("http://localhost/api/applications", {
      method: "POST",
      headers: { "content-type": "application/json", "CF-Connecting-IP": `203.0.113.${index + 1}` },
      body: JSON.stringify({
        firstName,
        lastName,
        email: `${firstName}.${lastName}@example.com`,
        phone: `555010${index}`,
      }),
    });
    expect(response.status).toBe(201);
  }
  return { admin };
}

describe("GET /api/admin/search", () => {
  it("finds candidates, applications and jobs by the start of a name, each linked to its page", async () => {
    const { admin } = await setup();
    const found = await search(admin, "?q=tay");
    expect(titles(found.candidates)?.sort()).toEqual(["Tayla Brooks", "Taylor Quinn"]);
    expect(titles(found.applications)?.sort()).toEqual(["Tayla Brooks", "Taylor Quinn"]);
    expect(found.jobs).toEqual([]);
    expect(found.candidates![0]!.href).toMatch(/^\/admin\/candidates\/[\w-]+$/);
    expect(found.applications![0]!.href).toMatch(/^\/admin\/applications\/[\w-]+$/);
    expect(found.applications![0]!.detail).toBe("General application · new");

    const job = await search(admin, "?q=plant");
    expect(titles(job.jobs)).toEqual(["Plant Manager"]);
    expect(job.jobs![0]).toMatchObject({ detail: "Carmel, IN · draft", href: "/admin/jobs?q=Plant%20Manager" });
    expect(job.candidates).toEqual([]);
  });

  it("answers at most `limit` of each kind", async () => {
    const { admin } = await setup();
    const found = await search(admin, "?q=tay&limit=1");
    expect(found.candidates).toHaveLength(1);
    expect(found.applications).toHaveLength(1);
  });

  it("answers only the kinds the caller's areas reach", async () => {
    await setup();
    await createStaffUser("jobs.only", "recruiter");
    await env.DB.prepare(`update users set permissions = '["jobs"]' where username = 'jobs.only'`).run();
    const jobsOnly = await search(await signIn("jobs.only"), "?q=plant");
    expect(Object.keys(jobsOnly)).toEqual(["jobs"]);
    expect(titles(jobsOnly.jobs)).toEqual(["Plant Manager"]);

    await createStaffUser("plain.user", "user");
    expect(await search(await signIn("plain.user"), "?q=tay")).toEqual({});
    expect((await api("/api/admin/search?q=tay")).status).toBe(401);
  });

  it("refuses an empty or long search and a bad limit, naming the field", async () => {
    const { admin } = await setup();
    for (const [query, field] of [
      ["", "q"],
      ["?q=%20%20", "q"],
      [`?q=${"a".repeat(101)}`, "q"],
      ["?q=tay&limit=50", "limit"],
    ] as const) {
      const response = await api(`/api/admin/search${query}`, { cookie: admin });
      expect(response.status, query).toBe(400);
      expect((await response.json<{ issues: { path: string }[] }>()).issues.map((issue) => issue.path)).toContain(
        field,
      );
    }
  });
});
