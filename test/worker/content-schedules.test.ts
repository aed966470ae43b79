import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { ScheduleView } from "../../worker/contract/content-schedules";
import { runScheduled } from "../../worker/cron";
import { api, emptyDatabase, insertDefaultStaffAreas, signedInStaff } from "./helpers";

async function json<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

const schedule = (overrides: Record<string, unknown> = {}) => ({
  title: "Weekly career tips",
  category: "Career Guidance",
  prompt: "Advice for a {{role}}",
  variables: { role: "Controller" },
  ...overrides,
});

async function create(cookie: string, overrides: Record<string, unknown> = {}): Promise<ScheduleView> {
  return json<ScheduleView>(
    await api("/api/content/schedules", { method: "POST", cookie, body: schedule(overrides) }),
    201,
  );
}

async function row(id: number) {
  return env.DB.prepare("select * from content_schedules where id = ?")
    .bind(id)
    .first<Record<string, number | string | null>>();
}

async function linkedinDeliveries() {
  const { results } = await env.DB.prepare(
    "select kind, payload, related_type, related_id from deliveries where kind = 'linkedin_post'",
  ).all();
  return results;
}

async function articleCount(where = "1 = 1") {
  return (await env.DB.prepare(`select count(*) as n from articles where ${where}`).first<{ n: number }>())!.n;
}

/** An empty database and the recruiter Rita's cookie. */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  return { cookie: (await signedInStaff("rita", "recruiter")).cookie };
}

describe("schedules API", () => {
  it("creates with the spec's defaults and a nextRun in the future at 09:00 New York on a Monday", async () => {
    const { cookie } = await setup();
    const created = await create(cookie);
    expect(created).toMatchObject({
      frequency: "weekly",
      time: "09:00",
      timezone: "America/New_York",
      dayOfWeek: 1,
      dayOfMonth: null,
      isActive: true,
      autoPublish: false,
      autoLinkedin: false,
    });
    const next = new Date(created.nextRun!);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    const local = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/New_York",
      weekday: "long",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(next);
    expect(local).toBe("Monday 09:00");
  });

  it("refuses missing fields, a bad day of month, an unknown zone and a placeholder with no value", async () => {
    const { cookie } = await setup();
    const body = await json<{ issues: { path: string; message: string }[] }>(
      await api("/api/content/schedules", {
        method: "POST",
        cookie,
        body: { title: "", category: "", prompt: "", dayOfMonth: 32, timezone: "Mars/Olympus", time: "25:00" },
      }),
      400,
    );
    expect(Object.fromEntries(body.issues.map((i) => [i.path, i.message]))).toMatchObject({
      title: "Title is required",
      category: "Category must be one of the content categories",
      prompt: "Prompt is required",
      dayOfMonth: "Day of month runs 1-31",
      timezone: "Time zone must be an IANA time zone such as America/New_York",
      time: "Time must be HH:MM (24-hour)",
    });
    const missing = await json<{ issues: { path: string }[] }>(
      await api("/api/content/schedules", { method: "POST", cookie, body: schedule({ variables: {} }) }),
      400,
    );
    expect(missing.issues.map((i) => i.path)).toEqual(["variables.role"]);
    expect(await row(1)).toBeNull();
  });

  it("pauses (no nextRun) and resumes (a fresh nextRun); deletes", async () => {
    const { cookie } = await setup();
    const created = await create(cookie, { frequency: "daily" });
    const paused = await json<ScheduleView>(
      await api(`/api/content/schedules/${created.id}`, { method: "PUT", cookie, body: { isActive: false } }),
      200,
    );
    expect(paused).toMatchObject({ isActive: false, nextRun: null });
    const resumed = await json<ScheduleView>(
      await api(`/api/content/schedules/${created.id}`, { method: "PUT", cookie, body: { isActive: true } }),
      200,
    );
    expect(resumed.isActive).toBe(true);
    expect(Date.parse(resumed.nextRun!)).toBeGreaterThan(Date.now());
    expect((await api(`/api/content/schedules/${created.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect((await api(`/api/content/schedules/${created.id}`, { method: "DELETE", cookie })).status).toBe(404);
  });

  it("edits every field in place; omitted fields keep their values", async () => {
    const { cookie } = await setup();
    const created = await create(cookie, { autoPublish: true });
    const edited = await json<ScheduleView>(
      await api(`/api/content/schedules/${created.id}`, {
        method: "PUT",
        cookie,
        body: {
          title: "Monthly salary guide",
          prompt: "Salaries for a {{role}} in {{city}}",
          variables: { role: "Plant manager", city: "Indianapolis" },
          category: "Salary Negotiation",
          frequency: "monthly",
          dayOfMonth: 31,
          time: "07:30",
          timezone: "America/Los_Angeles",
          isActive: true,
        },
      }),
      200,
    );
    expect(edited).toMatchObject({
      id: created.id,
      title: "Monthly salary guide",
      prompt: "Salaries for a {{role}} in {{city}}",
      variables: { role: "Plant manager", city: "Indianapolis" },
      category: "Salary Negotiation",
      frequency: "monthly",
      dayOfWeek: null,
      dayOfMonth: 31,
      time: "07:30",
      timezone: "America/Los_Angeles",
      isActive: true,
      autoPublish: true,
    });
    const local = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/Los_Angeles",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(new Date(edited.nextRun!));
    expect(local).toBe("07:30");

    const renamed = await json<ScheduleView>(
      await api(`/api/content/schedules/${created.id}`, { method: "PUT", cookie, body: { title: "Salary guide" } }),
      200,
    );
    expect(renamed).toEqual({ ...edited, title: "Salary guide" });
    const log = await env.DB.prepare(
      "select action, details from admin_activity_logs where entity_type = 'schedule' order by rowid",
    ).all<{ action: string; details: string }>();
    expect(log.results.map((r) => r.action)).toEqual(["schedule.create", "schedule.update", "schedule.update"]);
    expect(JSON.parse(log.results[2]!.details)).toEqual({ title: "Salary guide", fields: ["title"] });
  });

  it("refuses an empty edit, a bad field, a prompt whose new placeholder has no value, and an unknown id", async () => {
    const { cookie } = await setup();
    const created = await create(cookie);
    const before = await row(created.id);
    const refuse = async (body: unknown, path: string) => {
      const answer = await json<{ issues: { path: string }[] }>(
        await api(`/api/content/schedules/${created.id}`, { method: "PUT", cookie, body }),
        400,
      );
      expect(answer.issues.map((i) => i.path)).toContain(path);
    };
    await refuse({}, "");
    await refuse({ time: "25:00" }, "time");
    await refuse({ timezone: "Mars/Olympus" }, "timezone");
    await refuse({ title: "  " }, "title");
    await refuse({ frequency: "hourly" }, "frequency");
    await refuse({ prompt: "Advice for a {{role}} in {{city}}" }, "variables.city");
    expect(await row(created.id)).toEqual(before);
    const missing = await api("/api/content/schedules/999", { method: "PUT", cookie, body: { title: "x" } });
    expect(missing.status).toBe(404);
  });

  it("recomputes the next run on the new wall clock across the spring DST change", async () => {
    const { cookie } = await setup();
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      // Thursday 5 March 2026, noon in New York (EST, UTC-5); clocks go forward on Sunday 8 March.
      vi.setSystemTime(Date.UTC(2026, 2, 5, 17, 0));
      const created = await create(cookie, { frequency: "weekly", dayOfWeek: 4, time: "09:00" });
      // Thursday 09:00 has passed today: next Thursday, 12 March, 09:00 EDT (UTC-4).
      expect(created.nextRun).toBe(new Date(Date.UTC(2026, 2, 12, 13, 0)).toISOString());
      const moved = await json<ScheduleView>(
        await api(`/api/content/schedules/${created.id}`, {
          method: "PUT",
          cookie,
          body: { dayOfWeek: 1, time: "08:15" },
        }),
        200,
      );
      // Monday 9 March 08:15 EDT, after the change: 12:15 UTC, not 13:15.
      expect(moved.nextRun).toBe(new Date(Date.UTC(2026, 2, 9, 12, 15)).toISOString());
      const daily = await json<ScheduleView>(
        await api(`/api/content/schedules/${created.id}`, { method: "PUT", cookie, body: { frequency: "daily" } }),
        200,
      );
      // Daily keeps 08:15 and drops the day of the week: tomorrow, Friday 6 March, 08:15 EST.
      expect(daily).toMatchObject({ dayOfWeek: null, dayOfMonth: null, time: "08:15" });
      expect(daily.nextRun).toBe(new Date(Date.UTC(2026, 2, 6, 13, 15)).toISOString());
    } finally {
      vi.useRealTimers();
    }
  });

  it("runs now: one article, published when autoPublish, lastRun set, nextRun unchanged", async () => {
    const { cookie } = await setup();
    const created = await create(cookie, { autoPublish: true });
    const result = await json<{ articleId: string; schedule: ScheduleView }>(
      await api(`/api/content/schedules/${created.id}/run`, { method: "POST", cookie }),
      200,
    );
    expect(result.schedule.lastRun).not.toBeNull();
    expect(result.schedule.nextRun).toBe(created.nextRun);
    const article = await env.DB.prepare("select status, is_scheduled, keywords from articles where id = ?")
      .bind(result.articleId)
      .first<{ status: string; is_scheduled: number; keywords: string }>();
    expect(article).toMatchObject({ status: "published", is_scheduled: 1 });
    expect(article!.keywords).toContain("controller");
  });

  it("runs now with auto-LinkedIn: the post and its delivery are written with the article, then sent to the queue", async () => {
    const { cookie } = await setup();
    const created = await create(cookie, { autoPublish: true, autoLinkedin: true });
    const result = await json<Record<string, unknown>>(
      await api(`/api/content/schedules/${created.id}/run`, { method: "POST", cookie }),
      200,
    );
    expect(Object.keys(result).sort()).toEqual(["articleId", "schedule"]);
    const post = await env.DB.prepare("select id, status from linkedin_posts where article_id = ?")
      .bind(result.articleId)
      .first<{ id: string; status: string }>();
    expect(post!.status).toBe("pending");
    expect(await linkedinDeliveries()).toEqual([
      {
        kind: "linkedin_post",
        payload: JSON.stringify({ postId: post!.id }),
        related_type: "linkedin_post",
        related_id: post!.id,
      },
    ]);
    // The local queue's consumer takes it; LinkedIn is not configured here, so it waits with the reason.
    await vi.waitFor(
      async () => {
        const delivery = await env.DB.prepare("select waiting_reason from deliveries where related_id = ?")
          .bind(post!.id)
          .first<{ waiting_reason: string | null }>();
        expect(delivery!.waiting_reason).toContain("LinkedIn is not configured");
      },
      { timeout: 10_000, interval: 200 },
    );
  });

  it("run now refuses a schedule another run holds", async () => {
    const { cookie } = await setup();
    const created = await create(cookie);
    await env.DB.prepare("update content_schedules set running_since = ? where id = ?")
      .bind(Date.now(), created.id)
      .run();
    expect((await api(`/api/content/schedules/${created.id}/run`, { method: "POST", cookie })).status).toBe(409);
    expect(await articleCount()).toBe(0);
  });
});

describe("the cron step", () => {
  const now = Date.UTC(2026, 2, 9, 13, 2); // Monday March 9 2026, 09:02 in New York (EDT, the day after the change)

  async function dueSchedule(cookie: string, overrides: Record<string, unknown> = {}) {
    const created = await create(cookie, overrides);
    await env.DB.prepare("update content_schedules set next_run = ? where id = ?")
      .bind(now - 2 * 60_000, created.id)
      .run();
    return created;
  }

  it("runs a due schedule exactly once, advances nextRun by one week in local time, and sets lastRun", async () => {
    const { cookie } = await setup();
    const created = await dueSchedule(cookie, { autoPublish: true, autoLinkedin: true });
    const first = await runScheduled({ scheduledTime: now }, env);
    expect(first).toMatchObject({ schedulesRun: 1, schedulesFailed: 0 });
    const after = await row(created.id);
    expect(after).toMatchObject({
      next_run: Date.UTC(2026, 2, 16, 13, 0),
      last_run: now,
      running_since: null,
      last_error: null,
    });
    expect(await articleCount("status = 'published' and is_scheduled = 1")).toBe(1);
    const post = await env.DB.prepare("select id, status, post_content from linkedin_posts").first<{
      id: string;
      status: string;
      post_content: string;
    }>();
    expect(post!.status).toBe("pending");
    expect(post!.post_content).toMatch(/\/article\/[0-9a-f-]{36}$/);
    // Its delivery was written with it, and the same run's sweep handed it to the queue.
    expect(await linkedinDeliveries()).toEqual([
      {
        kind: "linkedin_post",
        payload: JSON.stringify({ postId: post!.id }),
        related_type: "linkedin_post",
        related_id: post!.id,
      },
    ]);
    expect(first.deliveriesSwept).toBe(1);

    const second = await runScheduled({ scheduledTime: now + 5 * 60_000 }, env);
    expect(second.schedulesRun).toBe(0);
    expect(await articleCount()).toBe(1);
  });

  it("never starts a schedule that another run has claimed, and skips paused ones", async () => {
    const { cookie } = await setup();
    const claimed = await dueSchedule(cookie);
    await env.DB.prepare("update content_schedules set running_since = ? where id = ?")
      .bind(now - 60_000, claimed.id)
      .run();
    const paused = await dueSchedule(cookie, { title: "Paused" });
    await env.DB.prepare("update content_schedules set is_active = 0 where id = ?").bind(paused.id).run();
    expect((await runScheduled({ scheduledTime: now }, env)).schedulesRun).toBe(0);
    expect(await articleCount()).toBe(0);
  });

  it("two overlapping cron runs start a due schedule once", async () => {
    const { cookie } = await setup();
    await dueSchedule(cookie);
    const [a, b] = await Promise.all([
      runScheduled({ scheduledTime: now }, env),
      runScheduled({ scheduledTime: now }, env),
    ]);
    expect(a.schedulesRun + b.schedulesRun).toBe(1);
    expect(await articleCount()).toBe(1);
  });

  it("a failed run records the error and still advances nextRun; drafts unless autoPublish", async () => {
    const { cookie } = await setup();
    const failing = await dueSchedule(cookie);
    // A prompt whose placeholder lost its value (edited in the database) cannot be generated.
    await env.DB.prepare("update content_schedules set variables = '{}' where id = ?").bind(failing.id).run();
    const draft = await dueSchedule(cookie, { title: "Draft maker", frequency: "daily" });
    const report = await runScheduled({ scheduledTime: now }, env);
    expect(report).toMatchObject({ schedulesRun: 2, schedulesFailed: 1 });
    expect(await row(failing.id)).toMatchObject({
      last_error: "The prompt has no value for {{role}}.",
      next_run: Date.UTC(2026, 2, 16, 13, 0),
      last_run: null,
      running_since: null,
    });
    expect(await row(draft.id)).toMatchObject({ next_run: Date.UTC(2026, 2, 10, 13, 0), last_run: now });
    expect(await articleCount("status = 'draft'")).toBe(1);
  });
});
