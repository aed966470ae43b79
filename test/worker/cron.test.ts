import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import worker from "../../worker";
import { runScheduled } from "../../worker/cron";
import { LOGIN_ATTEMPT_RETENTION_MS } from "../../worker/http/login-throttle";
import { RATE_LIMIT_COUNTER_RETENTION_MS } from "../../worker/http/rate-limit";
import { NOTIFICATION_RETENTION_MS } from "../../worker/notifications/store";
import { emptyDatabase } from "./helpers";

const now = Date.UTC(2026, 10, 2, 15, 0, 0);
const HOUR = 60 * 60 * 1000;

async function insertFixtures() {
  await env.DB.batch([
    env.DB.prepare("insert into users (id, username, password) values ('u1', 'casey', 'x')"),
    env.DB.prepare(
      "insert into sessions (id, user_id, created_at, last_seen_at, expires_at) values ('expired', 'u1', ?1, ?1, ?2)",
    ).bind(now - 9 * HOUR, now - HOUR),
    env.DB.prepare(
      "insert into sessions (id, user_id, created_at, last_seen_at, expires_at) values ('live', 'u1', ?1, ?1, ?2)",
    ).bind(now - HOUR, now + 7 * HOUR),
    env.DB.prepare("insert into login_attempts (key, attempted_at, succeeded) values ('ip:1.2.3.4', ?, 0)").bind(
      now - LOGIN_ATTEMPT_RETENTION_MS - 1,
    ),
    env.DB.prepare("insert into login_attempts (key, attempted_at, succeeded) values ('ip:1.2.3.4', ?, 0)").bind(
      now - HOUR,
    ),
    env.DB.prepare(
      "insert into rate_limit_counters (key, window_start, count) values ('old', ?, 3), ('current', ?, 1)",
    ).bind(now - RATE_LIMIT_COUNTER_RETENTION_MS - 1, now - HOUR),
    env.DB.prepare(
      "insert into staff_notifications (id, user_id, event, subject_id, title, link, created_at) values ('old', 'u1', 'message_new', 's', 't', '/admin', ?1), ('recent', 'u1', 'message_new', 's', 't', '/admin', ?2)",
    ).bind(now - NOTIFICATION_RETENTION_MS - 1, now - HOUR),
  ]);
}

async function ids(sql: string): Promise<string[]> {
  const { results } = await env.DB.prepare(sql).all<{ id: string }>();
  return results.map((row) => String(row.id));
}

describe("cron", () => {
  beforeEach(async () => {
    await emptyDatabase();
    await insertFixtures();
  });

  it("removes expired sessions, stale login attempts, old rate-limit counters and old notifications, keeping the live ones", async () => {
    const report = await runScheduled({ scheduledTime: now }, env);
    expect(report).toEqual({
      expiredSessionsRemoved: 1,
      loginAttemptsRemoved: 1,
      rateLimitCountersRemoved: 1,
      notificationsRemoved: 1,
      schedulesRun: 0,
      schedulesFailed: 0,
      jobsExpired: 0,
      jobAlertDigests: 0,
      submittalReminders: 0,
      timesheetNotices: 0,
      candidatesAnonymized: 0,
      deliveriesSwept: 0,
      bulkItemsSwept: 0,
      newsletterSendsResumed: 0,
      campaignsResumed: 0,
      sequenceBatchesResumed: 0,
      sequences: { sent: 0, skipped: 0, waiting: 0, paused: 0, failed: 0, lost: 0 },
      sequenceStarts: { rules: 0, looked: 0, enrolled: 0 },
      articlesPublished: 0,
      legacyTokensHashed: 0,
    });
    expect(await ids("select key as id from rate_limit_counters")).toEqual(["current"]);
    expect(await ids("select id from sessions")).toEqual(["live"]);
    expect(await ids("select id from staff_notifications")).toEqual(["recent"]);
    expect(await ids("select attempted_at as id from login_attempts")).toEqual([String(now - HOUR)]);
  });

  it("runs through the Worker's scheduled() export", async () => {
    const controller = createScheduledController({ scheduledTime: new Date(now), cron: "*/5 * * * *" });
    const ctx = createExecutionContext();
    await worker.scheduled(controller, env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await ids("select id from sessions")).toEqual(["live"]);
  });
});
