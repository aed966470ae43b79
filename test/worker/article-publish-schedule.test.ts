import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ArticleSummary, ArticleView } from "../../worker/contract/article-views";
import { runScheduled } from "../../worker/cron";
import { api, emptyDatabase, insertDefaultStaffAreas, signedInStaff, signIn } from "./helpers";

async function json<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

async function draft(cookie: string): Promise<ArticleView> {
  return json<ArticleView>(
    await api("/api/content/articles/generate", { method: "POST", cookie, body: { category: "Career Guidance" } }),
    201,
  );
}

const schedule = (cookie: string, id: string, body: unknown) =>
  api(`/api/content/articles/${id}/schedule`, { method: "PUT", cookie, body });

async function staffView(cookie: string, id: string): Promise<ArticleView> {
  const rows = await json<ArticleView[]>(await api("/api/content/articles?limit=50", { cookie }), 200);
  return rows.find((row) => row.id === id)!;
}

async function publicIds(): Promise<string[]> {
  const rows = await json<ArticleSummary[]>(await api("/api/content/published-articles?limit=50"), 200);
  return rows.map((row) => row.id);
}

async function logRows(entityId: string) {
  const { results } = await env.DB.prepare(
    "select action, user_id as userId from admin_activity_logs where entity_id = ? order by rowid",
  )
    .bind(entityId)
    .all<{ action: string; userId: string | null }>();
  return results;
}

/** The cron at a moment years ahead; it ends sessions that expired by then, so staff sign in again after it. */
function cronAt(instant: number) {
  return runScheduled({ scheduledTime: instant }, env);
}

/** An empty database and the recruiter Mara's cookie. */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  return { cookie: (await signedInStaff("mara", "recruiter")).cookie };
}

describe("scheduling an article to publish", () => {
  it("approves a draft for the instant its zone's wall clock names, and the cron publishes it then, not before", async () => {
    const { cookie } = await setup();
    const article = await draft(cookie);
    // 1 July 2030, 09:00 in New York is daylight time (UTC-4): 13:00 UTC.
    const scheduled = await json<ArticleView>(
      await schedule(cookie, article.id, { date: "2030-07-01", time: "09:00", timezone: "America/New_York" }),
      200,
    );
    expect(scheduled).toMatchObject({
      status: "approved",
      scheduledFor: "2030-07-01T13:00:00.000Z",
      scheduledTimeZone: "America/New_York",
      publishedAt: null,
    });
    expect(await staffView(cookie, article.id)).toMatchObject({ scheduledFor: "2030-07-01T13:00:00.000Z" });

    // A minute before: still not public, by id or in the list.
    const before = await cronAt(Date.UTC(2030, 6, 1, 12, 59));
    expect(before.articlesPublished).toBe(0);
    expect((await api(`/api/content/published-articles/${article.id}`)).status).toBe(404);
    expect(await publicIds()).not.toContain(article.id);

    const after = await cronAt(Date.UTC(2030, 6, 1, 13, 4));
    expect(after.articlesPublished).toBe(1);
    const published = await json<ArticleView>(await api(`/api/content/published-articles/${article.id}`), 200);
    expect(published).toMatchObject({
      status: "published",
      publishedAt: "2030-07-01T13:00:00.000Z",
      scheduledFor: null,
      scheduledTimeZone: null,
    });
    expect(await publicIds()).toContain(article.id);
    expect(await logRows(article.id)).toEqual([
      { action: "article.generate", userId: expect.any(String) },
      { action: "article.schedule", userId: expect.any(String) },
      { action: "article.publish", userId: null },
    ]);
    // A later run publishes nothing again.
    expect((await cronAt(Date.UTC(2030, 6, 1, 13, 9))).articlesPublished).toBe(0);
  });

  it("reads the time in the zone given: 09:00 in Los Angeles in January is 17:00 UTC", async () => {
    const { cookie } = await setup();
    const article = await draft(cookie);
    const scheduled = await json<ArticleView>(
      await schedule(cookie, article.id, { date: "2030-01-15", time: "09:00", timezone: "America/Los_Angeles" }),
      200,
    );
    expect(scheduled.scheduledFor).toBe("2030-01-15T17:00:00.000Z");
  });

  it("refuses a time in the past, a time the clocks skip, an impossible date and an unknown zone, naming the field and changing nothing", async () => {
    const { cookie } = await setup();
    const article = await draft(cookie);
    const cases: [unknown, string][] = [
      [{ date: "2020-01-01", time: "09:00", timezone: "America/New_York" }, "date"],
      // 10 March 2030 is the spring change in New York: 02:00-03:00 never happens.
      [{ date: "2030-03-10", time: "02:30", timezone: "America/New_York" }, "time"],
      [{ date: "2030-02-30", time: "09:00", timezone: "America/New_York" }, "date"],
      [{ date: "2030-02-01", time: "25:00", timezone: "America/New_York" }, "time"],
      [{ date: "2030-02-01", time: "09:00", timezone: "Mars/Olympus" }, "timezone"],
    ];
    for (const [body, field] of cases) {
      const answer = await json<{ error: string; issues: { path: string; message: string }[] }>(
        await schedule(cookie, article.id, body),
        400,
      );
      expect(answer.issues.map((issue) => issue.path)).toEqual([field]);
    }
    expect(await staffView(cookie, article.id)).toMatchObject({
      status: "draft",
      scheduledFor: null,
      scheduledTimeZone: null,
    });
    expect((await logRows(article.id)).map((row) => row.action)).toEqual(["article.generate"]);
  });

  it("takes an article off the schedule (it stays approved and the cron leaves it), and a second time is a 409", async () => {
    const { cookie } = await setup();
    const article = await draft(cookie);
    await json(await schedule(cookie, article.id, { date: "2031-05-01", time: "08:00", timezone: "UTC" }), 200);
    const off = await json<ArticleView>(
      await api(`/api/content/articles/${article.id}/schedule`, { method: "DELETE", cookie }),
      200,
    );
    expect(off).toMatchObject({ status: "approved", scheduledFor: null, scheduledTimeZone: null });
    await cronAt(Date.UTC(2031, 4, 1, 9));
    const afterCron = await signIn("mara");
    expect(await staffView(afterCron, article.id)).toMatchObject({ status: "approved", publishedAt: null });
    const again = await api(`/api/content/articles/${article.id}/schedule`, { method: "DELETE", cookie: afterCron });
    expect(again.status).toBe(409);
  });

  it("a publish by hand replaces the schedule; a published article cannot be scheduled; an unknown one is a 404", async () => {
    const { cookie } = await setup();
    const article = await draft(cookie);
    await json(await schedule(cookie, article.id, { date: "2031-06-01", time: "08:00", timezone: "UTC" }), 200);
    const published = await json<ArticleView>(
      await api(`/api/content/articles/${article.id}/publish`, { method: "PUT", cookie, body: {} }),
      200,
    );
    expect(published).toMatchObject({ status: "published", scheduledFor: null, scheduledTimeZone: null });
    const refused = await schedule(cookie, article.id, { date: "2031-07-01", time: "08:00", timezone: "UTC" });
    expect(refused.status).toBe(409);
    const unknown = await schedule(cookie, "no-such-article", { date: "2031-07-01", time: "08:00", timezone: "UTC" });
    expect(unknown.status).toBe(404);
  });

  it("is staff only", async () => {
    const { cookie } = await setup();
    const article = await draft(cookie);
    const anonymous = await api(`/api/content/articles/${article.id}/schedule`, {
      method: "PUT",
      body: { date: "2031-07-01", time: "08:00", timezone: "UTC" },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("releasing reviewed articles one a day", () => {
  const bulkSchedule = (cookie: string, body: unknown) =>
    api("/api/content/articles/bulk-schedule", { method: "POST", cookie, body });

  it("schedules the list in its order, a day apart at the same clock time across a DST change, skips a published one, and the cron releases one per day", async () => {
    const { cookie } = await setup();
    const [first, second, third] = [await draft(cookie), await draft(cookie), await draft(cookie)];
    const live = await draft(cookie);
    await json(await api(`/api/content/articles/${live.id}/approve`, { method: "PUT", cookie, body: {} }), 200);
    await json(await api(`/api/content/articles/${live.id}/publish`, { method: "PUT", cookie, body: {} }), 200);

    // 13 March 2033 is the spring change in New York: 09:00 is 14:00 UTC the day before and 13:00 UTC from then on.
    const result = await json<{ changed: string[]; skipped: string[] }>(
      await bulkSchedule(cookie, {
        articleIds: [third.id, first.id, live.id, second.id],
        date: "2033-03-12",
        time: "09:00",
        timezone: "America/New_York",
      }),
      200,
    );
    expect(result).toEqual({ changed: [third.id, first.id, second.id], skipped: [live.id] });
    expect(await staffView(cookie, third.id)).toMatchObject({
      status: "approved",
      scheduledFor: "2033-03-12T14:00:00.000Z",
      scheduledTimeZone: "America/New_York",
    });
    expect(await staffView(cookie, first.id)).toMatchObject({
      status: "approved",
      scheduledFor: "2033-03-13T13:00:00.000Z",
    });
    expect(await staffView(cookie, second.id)).toMatchObject({
      status: "approved",
      scheduledFor: "2033-03-14T13:00:00.000Z",
    });
    expect((await logRows(first.id)).map((row) => row.action)).toEqual(["article.generate", "article.schedule"]);

    await cronAt(Date.UTC(2033, 2, 12, 14, 4));
    expect(await publicIds()).toContain(third.id);
    expect(await publicIds()).not.toContain(first.id);
    await cronAt(Date.UTC(2033, 2, 13, 13, 4));
    expect(await publicIds()).toContain(first.id);
    expect(await publicIds()).not.toContain(second.id);
    await cronAt(Date.UTC(2033, 2, 14, 13, 4));
    expect(await publicIds()).toContain(second.id);
  });

  it("refuses, naming the field and changing nothing, a day whose time the clocks skip, a start in the past and an empty list", async () => {
    const { cookie } = await setup();
    const [first, second] = [await draft(cookie), await draft(cookie)];
    const ids = [first.id, second.id];
    const cases: [unknown, string][] = [
      // 12 March 2034 is the spring change in New York: 02:30 exists on the first day, not on the second.
      [{ articleIds: ids, date: "2034-03-11", time: "02:30", timezone: "America/New_York" }, "time"],
      [{ articleIds: ids, date: "2020-01-01", time: "09:00", timezone: "America/New_York" }, "date"],
      [{ articleIds: [], date: "2034-06-01", time: "09:00", timezone: "America/New_York" }, "articleIds"],
    ];
    for (const [body, field] of cases) {
      const answer = await json<{ issues: { path: string }[] }>(await bulkSchedule(cookie, body), 400);
      expect(answer.issues.map((issue) => issue.path)).toEqual([field]);
    }
    for (const id of ids) {
      expect(await staffView(cookie, id)).toMatchObject({ status: "draft", scheduledFor: null });
    }
    const anonymous = await api("/api/content/articles/bulk-schedule", {
      method: "POST",
      body: { articleIds: ids, date: "2034-06-01", time: "09:00", timezone: "UTC" },
    });
    expect(anonymous.status).toBe(401);
  });
});
