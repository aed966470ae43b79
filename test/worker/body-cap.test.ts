import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { BODY_MAX_BYTES } from "../../worker/http/body-cap";
import { api, emptyDatabase, insertDefaultStaffAreas, ORIGIN, signedInStaff } from "./helpers";

/**
 * Every request body has a cap, answered 413 before anything reads it: 64 KB by default, more only for an article's
 * or a job's text, a sequence's list of people (test/worker/sequence-long-lists.test.ts) and the two file uploads.
 * "Nothing was parsed" shows in what a parse would have done: a malformed body is not a 400, a sign-in is not counted
 * by the throttle, and no failed sign-in is counted on the account.
 */

const attempts = async () =>
  (await env.DB.prepare("select count(*) as n from login_attempts").first<{ n: number }>())?.n;

function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return exports.default.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { Origin: ORIGIN, "Content-Type": "application/json", ...headers },
    body,
  });
}

/** An empty database with the admin Kim signed in (cookie and id), and no sign-in attempt counted. */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const { id: kimId, cookie } = await signedInStaff("kim", "admin");
  await env.DB.prepare("delete from login_attempts").run();
  return { cookie, kimId };
}

describe("the body cap", () => {
  it("refuses a 50 MB sign-in with 413 before reading it: not parsed, not counted", async () => {
    const { kimId } = await setup();
    const huge = `{"username":"kim","password":"${"x".repeat(50 * 1024 * 1024)}`;
    const response = await post("/api/auth/login", huge);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      error: "payload_too_large",
      message: expect.stringContaining("64 KB"),
    });
    expect(await attempts()).toBe(0);
    const account = await env.DB.prepare("select failed_logins as n from users where id = ?")
      .bind(kimId)
      .first<{ n: number }>();
    expect(account?.n).toBe(0);
  });

  it("refuses a streamed body (no Content-Length) once it passes the cap", async () => {
    await setup();
    const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 1000) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await post("/api/auth/login", stream);
    expect(response.status).toBe(413);
    // Read no further than the cap and a chunk, not the 16 MB offered.
    expect(sent).toBeLessThan(BODY_MAX_BYTES / chunk.length + 4);
    expect(await attempts()).toBe(0);
  });

  it("is 413 on every write route for a body above the largest cap, whatever its declared type, before the access check", async () => {
    // A filled honeypot: were the body read as JSON, the form routes would answer their decoy.
    await setup();
    const body = JSON.stringify({ website: "bot", text: "x".repeat(1024 * 1024) });
    // The image upload takes a raw file of any type and caps it itself (images.test.ts), and so do the boards'
    // application posts, their resumes in base64 (job-boards.test.ts, indeed-sync.test.ts); a sequence's list of
    // people has a cap above 1 MB, tried at its edge in sequence-long-lists.test.ts.
    const routes = [
      ...new Set(
        app.routes
          .filter((r) => ["POST", "PUT", "PATCH", "DELETE"].includes(r.method) && r.path.startsWith("/api/"))
          .map((r) => `${r.method} ${r.path}`),
      ),
    ].filter(
      (route) =>
        route !== "POST /api/images" &&
        route !== "POST /api/board-applications/ziprecruiter" &&
        route !== "POST /api/board-applications/indeed" &&
        route !== "POST /api/admin/sequences/:id/enrollments",
    );
    const calls = routes.flatMap((route) =>
      ["application/json", "text/plain", "application/x-www-form-urlencoded"].map((type) => async () => {
        const [method, path] = route.split(" ") as [string, string];
        const response = await exports.default.fetch(`${ORIGIN}${path.replace(/:(\w+)/g, "x")}`, {
          method,
          headers: { Origin: ORIGIN, "Content-Type": type },
          body,
        });
        return `${route} as ${type}: ${response.status}`;
      }),
    );
    // A few at a time: hundreds of megabyte bodies at once overwhelm the test runtime, not the cap.
    const answers: string[] = [];
    for (let i = 0; i < calls.length; i += 12) {
      answers.push(...(await Promise.all(calls.slice(i, i + 12).map((call) => call()))));
    }
    expect(answers.filter((answer) => !answer.endsWith(": 413"))).toEqual([]);
    expect(answers.length).toBeGreaterThan(90);
  }, 60_000);

  it("lets the longest article, a cover made from it and the longest job through, in three-byte characters", async () => {
    const { cookie } = await setup();
    const generated = await api("/api/content/articles/generate", {
      method: "POST",
      cookie,
      body: { category: "Industry Insights" },
    });
    const article = await generated.json<{
      id: string;
      title: string;
      summary: string;
      author: string;
      readTime: number;
      category: string;
    }>();
    const content = "€".repeat(100_000);
    const edited = await api(`/api/content/articles/${article.id}`, {
      method: "PUT",
      cookie,
      body: {
        title: "€".repeat(200),
        content,
        summary: "€".repeat(1000),
        category: article.category,
        author: "€".repeat(120),
        readTime: 5,
      },
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    const cover = await api("/api/generate-image/article", {
      method: "POST",
      cookie,
      body: { title: "€".repeat(200), content, category: "Industry Insights" },
    });
    expect(cover.status, await cover.clone().text()).toBe(201);
    const job = await api("/api/jobs", {
      method: "POST",
      cookie,
      body: {
        title: "€".repeat(200),
        company: "€".repeat(200),
        location: "€".repeat(100),
        description: "€".repeat(20_000),
        requirements: "€".repeat(10_000),
        benefits: "€".repeat(10_000),
      },
    });
    expect(job.status, await job.clone().text()).toBe(201);
  });

  it("lets a small JSON body through as before, and the deepest body the cap admits is a 400, never a 500", async () => {
    const { cookie } = await setup();
    const deepest = "[".repeat(BODY_MAX_BYTES / 2 - 1) + "]".repeat(BODY_MAX_BYTES / 2 - 1);
    for (const path of ["/api/auth/login", "/api/contact/submit", "/api/applications", "/api/jobs"]) {
      const response = await post(path, deepest, { "CF-Connecting-IP": "203.0.113.5", Cookie: cookie });
      expect(response.status, `${path}: ${await response.clone().text()}`).toBe(400);
      expect(await response.text()).toContain("nested too deeply");
    }
    expect(
      (await api("/api/auth/login", { method: "POST", body: { username: "kim", password: "kim-password" } })).status,
    ).toBe(200);
  });
});
