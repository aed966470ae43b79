import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { totpCode } from "../../worker/domain/totp";
import { LOGIN_MAX_FAILURES_PER_IP, LOGIN_MAX_FAILURES_PER_PAIR } from "../../worker/http/login-throttle";
import { api, createStaffUser, emptyDatabase, insertDefaultStaffAreas, signIn } from "./helpers";

/**
 * Sign-in attempts that arrive together: each claims its place under the limit before its password or code is
 * checked, so no more than the limit are ever checked. What proves how many were checked: users.failed_logins, which
 * only a checked wrong password or code bumps.
 */

const PARALLEL = 20;
const STEP_MS = 30_000;

function login(username: string, password: string, ip: string) {
  return api("/api/auth/login", { method: "POST", body: { username, password }, headers: { "CF-Connecting-IP": ip } });
}

const failedLogins = async (id: string) =>
  (await env.DB.prepare("select failed_logins as n from users where id = ?").bind(id).first<{ n: number }>())?.n;

function pendingCookie(response: Response): string | undefined {
  return response.headers
    .getAll("Set-Cookie")
    .map((header) => header.split(";")[0]!)
    .find((pair) => pair.startsWith("mfa-pending="));
}

beforeEach(async () => {
  await emptyDatabase();
  await insertDefaultStaffAreas();
});

describe("parallel sign-in attempts", () => {
  it("checks at most five of twenty wrong passwords sent at once; the rest, and the right password after them, are 429", async () => {
    const kim = await createStaffUser("kim", "recruiter");
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => login("kim", `wrong-${i}`, "198.51.100.7")),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_MAX_FAILURES_PER_PAIR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(PARALLEL - LOGIN_MAX_FAILURES_PER_PAIR);
    expect(await failedLogins(kim.id)).toBe(LOGIN_MAX_FAILURES_PER_PAIR);
    expect((await login("kim", kim.password, "198.51.100.7")).status).toBe(429);
    expect(await failedLogins(kim.id)).toBe(LOGIN_MAX_FAILURES_PER_PAIR);
  });

  it("checks at most five of twenty wrong current passwords sent at once to change one's password", async () => {
    await createStaffUser("ned", "recruiter");
    const cookie = await signIn("ned");
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        api("/api/auth/password", {
          method: "POST",
          cookie,
          body: { currentPassword: `guess-${i}`, newPassword: "quiet-harbour-lantern-47" },
        }),
      ),
    );
    // 400 wrong_password is only ever answered after the guess was checked.
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(LOGIN_MAX_FAILURES_PER_PAIR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(PARALLEL - LOGIN_MAX_FAILURES_PER_PAIR);
  });

  it("a right password counts as no failure: its address is not nearer the limit", async () => {
    const lea = await createStaffUser("lea", "recruiter");
    for (let i = 0; i <= LOGIN_MAX_FAILURES_PER_IP; i++)
      expect((await login("lea", lea.password, "198.51.100.8")).status).toBe(200);
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_PAIR; i++)
      expect((await login("lea", "bad", "198.51.100.8")).status).toBe(401);
    expect((await login("lea", "bad", "198.51.100.8")).status).toBe(429);
  });

  it("checks at most five of twenty wrong two-factor codes sent at once on one challenge", async () => {
    const max = await createStaffUser("max", "recruiter");
    const cookie = await signIn("max");
    const setup = await api("/api/auth/mfa/setup", { method: "POST", cookie });
    const { secret } = await setup.json<{ secret: string }>();
    expect(
      (
        await api("/api/auth/mfa/enable", {
          method: "POST",
          cookie,
          body: { code: totpCode(secret, Date.now() - STEP_MS) },
        })
      ).status,
    ).toBe(200);
    const before = await failedLogins(max.id);

    const pending = pendingCookie(await login("max", max.password, "198.51.100.9"));
    expect(pending).toBeTruthy();
    // Twenty codes none of which the app shows in the accepted window (the step before, now, the step after).
    const valid = new Set([-STEP_MS, 0, STEP_MS].map((offset) => totpCode(secret, Date.now() + offset)));
    const wrongCodes = Array.from({ length: 100 }, (_, i) => String(100_000 + i * 7919))
      .filter((code) => !valid.has(code))
      .slice(0, PARALLEL);
    const answers = await Promise.all(
      wrongCodes.map((code) =>
        api("/api/auth/login/mfa", {
          method: "POST",
          cookie: pending,
          body: { code },
          headers: { "CF-Connecting-IP": "198.51.100.9" },
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_MAX_FAILURES_PER_PAIR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(PARALLEL - LOGIN_MAX_FAILURES_PER_PAIR);
    expect((await failedLogins(max.id))! - before!).toBe(LOGIN_MAX_FAILURES_PER_PAIR);
    const right = await api("/api/auth/login/mfa", {
      method: "POST",
      cookie: pending,
      body: { code: totpCode(secret, Date.now() + STEP_MS) },
      headers: { "CF-Connecting-IP": "198.51.100.9" },
    });
    expect(right.status).toBe(429);
  });
});
