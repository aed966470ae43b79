import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { PASSWORD_RESET_REQUESTED } from "../../worker/contract/account-rules";
import worker from "../../worker/index";
import { RESET_EMAILS_PER_USER } from "../../worker/staff/account-links";
import { api, apiInIsolate, createStaffUser, emptyDatabase, insertDefaultStaffAreas, ORIGIN, signIn } from "./helpers";

/**
 * Password reset and invitations by email (issue 33 item 8, issue 35 item 6; decision 067): one machinery of
 * single-use, expiring links whose token is stored only as a hash.
 */

const STRONG = "quiet-harbour-lantern-47";
const OTHER_STRONG = "amber-falcon-quill-97-birch";

interface ErrorBody {
  error: string;
  message: string;
  issues?: { path: string; message: string }[];
}

async function setEmail(userId: string, email: string) {
  await env.DB.prepare("update users set email = ? where id = ?").bind(email, userId).run();
}

/** A reset request, its work after the answer (the lookup and the email) awaited. */
function requestReset(username: string, ip = "192.0.2.50") {
  return apiInIsolate("/api/auth/password-reset", {
    method: "POST",
    body: { username },
    headers: { "CF-Connecting-IP": ip },
  });
}

/** The emails queued to `recipient`, newest first, as the deliveries table holds them. */
async function emailsTo(recipient: string) {
  const { results } = await env.DB.prepare(
    "select id, summary, payload, related_type, related_id from deliveries where kind = 'email' and recipient = ? order by created_at desc, rowid desc",
  )
    .bind(recipient)
    .all<{ id: string; summary: string; payload: string; related_type: string; related_id: string }>();
  return results;
}

/** The token of the link in an email's text. */
function tokenIn(payload: string): string {
  const text = (JSON.parse(payload) as { text: string }).text;
  const match = text.match(/\/reset-password\?token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return match[1]!;
}

function complete(token: string, newPassword: string) {
  return api("/api/auth/password-reset/complete", { method: "POST", body: { token, newPassword } });
}

function passwordStep(username: string, password: string) {
  return api("/api/auth/login", { method: "POST", body: { username, password } });
}

beforeEach(async () => {
  await emptyDatabase();
  await insertDefaultStaffAreas();
});

describe("POST /api/auth/password-reset", () => {
  it("answers 202 with the same body for a known user, an unknown name and a user without email", async () => {
    const kim = await createStaffUser("kim", "recruiter");
    await setEmail(kim.id, "kim@example.com");
    await createStaffUser("noemail", "recruiter");
    const inactive = await createStaffUser("gone", "recruiter", { isActive: false });
    await setEmail(inactive.id, "gone@example.com");

    const answers = [];
    for (const name of ["kim", "nobody-here", "noemail", "gone"]) {
      const response = await requestReset(name);
      answers.push({ status: response.status, body: await response.text() });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 202, body: JSON.stringify({ ok: true, message: PASSWORD_RESET_REQUESTED }) });

    // Only the active user with an address gets an email, about their account, with a link to /reset-password.
    const sent = await emailsTo("kim@example.com");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ related_type: "user", related_id: kim.id });
    expect(JSON.parse(sent[0]!.payload).text).toContain("http://localhost/reset-password?token=");
    expect(await emailsTo("gone@example.com")).toHaveLength(0);
    expect(await env.DB.prepare("select count(*) as n from deliveries where kind = 'email'").first<number>("n")).toBe(
      1,
    );
    // Only a hash is kept: the token of the email is nowhere in the table.
    const token = tokenIn(sent[0]!.payload);
    const stored = await env.DB.prepare("select token_hash from account_links").all<{ token_hash: string }>();
    expect(stored.results).toHaveLength(1);
    expect(stored.results[0]!.token_hash).not.toContain(token);
    expect(stored.results[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses a body without a username with a 400 naming it, and changes nothing", async () => {
    const response = await api("/api/auth/password-reset", { method: "POST", body: { name: "kim" } });
    expect(response.status).toBe(400);
    expect((await response.json<ErrorBody>()).issues?.map((issue) => issue.path)).toContain("username");
    expect(await env.DB.prepare("select count(*) as n from account_links").first<number>("n")).toBe(0);
  });

  it("throttles emails per user (still answering 202) and requests per address", async () => {
    const kim = await createStaffUser("kim", "recruiter");
    await setEmail(kim.id, "kim@example.com");
    for (let i = 0; i < RESET_EMAILS_PER_USER.limit + 2; i++)
      expect((await requestReset("kim", `198.51.100.${i}`)).status).toBe(202);
    expect(await emailsTo("kim@example.com")).toHaveLength(RESET_EMAILS_PER_USER.limit);

    // Two accounts sharing one address: the address has its own limit too.
    for (const name of ["a1", "a2"]) {
      const user = await createStaffUser(name, "recruiter");
      await setEmail(user.id, "shared@example.com");
    }
    for (let i = 0; i < 3; i++) {
      await requestReset("a1", `203.0.113.${i}`);
      await requestReset("a2", `203.0.113.${i + 10}`);
    }
    expect(await emailsTo("shared@example.com")).toHaveLength(5);

    // One address asking for many names is stopped outright.
    let status = 0;
    for (let i = 0; i < 12 && status !== 429; i++) status = (await requestReset(`someone-${i}`, "192.0.2.99")).status;
    expect(status).toBe(429);
  });
});

/** D1 whose every statement's SQL is written to `log` as it is prepared; the statements run on the real D1. */
function recordingD1(log: string[]): D1Database {
  const real = env.DB;
  const recorded = (prepare: (query: string) => D1PreparedStatement) => (query: string) => {
    log.push(query);
    return prepare(query);
  };
  return {
    prepare: recorded((query) => real.prepare(query)),
    batch: (statements) => real.batch(statements),
    exec: (query) => real.exec(query),
    dump: () => real.dump(),
    withSession: (start) => {
      const session = real.withSession(start);
      return {
        prepare: recorded((query) => session.prepare(query)),
        batch: (statements) => session.batch(statements),
        getBookmark: () => session.getBookmark(),
      };
    },
  };
}

/**
 * A reset request: the SQL of what ran before its answer came back, then (the work it left for after the answer
 * awaited) the SQL of everything.
 */
async function resetWork(username: string, ip: string) {
  const log: string[] = [];
  const later: Promise<unknown>[] = [];
  const ctx = { waitUntil: (work: Promise<unknown>) => void later.push(work), passThroughOnException() {}, props: {} };
  const request = new Request(`${ORIGIN}/api/auth/password-reset`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": ip },
    body: JSON.stringify({ username }),
  });
  const response = await worker.fetch(request, { ...env, DB: recordingD1(log) }, ctx as unknown as ExecutionContext);
  const beforeAnswer = [...log];
  await Promise.all(later);
  return { status: response.status, body: await response.text(), beforeAnswer, all: log };
}

describe("POST /api/auth/password-reset without a timing difference (issue 42 item 8)", () => {
  it("does the same D1 work before answering for a known user as for an unknown name, and sends the email after", async () => {
    const kim = await createStaffUser("kim", "recruiter");
    await setEmail(kim.id, "kim@example.com");

    const known = await resetWork("kim", "192.0.2.61");
    const unknown = await resetWork("nobody-here", "192.0.2.62");
    expect(known.status).toBe(202);
    expect(known.body).toBe(unknown.body);
    // The same statements before the answer, and none of the lookup's or the email's: no user read, no link, no
    // delivery. Whatever differs between the two names happens after the answer.
    expect(known.beforeAnswer).toEqual(unknown.beforeAnswer);
    for (const query of known.beforeAnswer) expect(query).not.toMatch(/"users"|"account_links"|"deliveries"/);
    expect(known.all.some((query) => /insert into "deliveries"/.test(query))).toBe(true);
    expect(unknown.all.some((query) => /insert into "deliveries"/.test(query))).toBe(false);

    // The known user's email still arrives, with a working link.
    const sent = await emailsTo("kim@example.com");
    expect(sent).toHaveLength(1);
    const check = await api("/api/auth/password-reset/check", {
      method: "POST",
      body: { token: tokenIn(sent[0]!.payload) },
    });
    expect(check.status).toBe(200);
  });
});

describe("using a reset link", () => {
  it("sets the password once, signs out every session and keeps the old password from working", async () => {
    const kim = await createStaffUser("kim", "recruiter");
    await setEmail(kim.id, "kim@example.com");
    const session = await signIn("kim");
    await requestReset("kim");
    const token = tokenIn((await emailsTo("kim@example.com"))[0]!.payload);

    const check = await api("/api/auth/password-reset/check", { method: "POST", body: { token } });
    expect(check.status).toBe(200);
    expect(await check.json()).toMatchObject({ username: "kim", purpose: "password_reset" });

    // A password the rules refuse names the field and leaves the link usable.
    const weak = await complete(token, "short");
    expect(weak.status).toBe(400);
    expect((await weak.json<ErrorBody>()).issues?.[0]?.path).toBe("newPassword");

    const done = await complete(token, STRONG);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ ok: true, username: "kim" });
    expect((await api("/api/auth/verify", { cookie: session })).status).toBe(401);
    expect((await passwordStep("kim", "kim-password")).status).toBe(401);
    expect((await passwordStep("kim", STRONG)).status).toBe(200);

    // Single use: the same link works no more, for a check or a password.
    expect((await api("/api/auth/password-reset/check", { method: "POST", body: { token } })).status).toBe(404);
    const again = await complete(token, OTHER_STRONG);
    expect(again.status).toBe(404);
    expect((await again.json<ErrorBody>()).error).toBe("link_not_working");
    expect((await passwordStep("kim", OTHER_STRONG)).status).toBe(401);

    const logged = await env.DB.prepare("select user_id, action from admin_activity_logs where entity_id = ?")
      .bind(kim.id)
      .all();
    expect(logged.results).toContainEqual({ user_id: kim.id, action: "account.password_reset_by_email" });
  });

  it("expires after 30 minutes, and a newer email replaces the older link", async () => {
    const kim = await createStaffUser("kim", "recruiter");
    await setEmail(kim.id, "kim@example.com");
    await requestReset("kim");
    const first = tokenIn((await emailsTo("kim@example.com"))[0]!.payload);
    await requestReset("kim");
    const second = tokenIn((await emailsTo("kim@example.com"))[0]!.payload);
    expect(second).not.toBe(first);
    expect((await complete(first, STRONG)).status).toBe(404);

    // 31 minutes on, the newest link is expired too.
    await env.DB.prepare("update account_links set expires_at = expires_at - 31 * 60 * 1000").run();
    expect((await complete(second, STRONG)).status).toBe(404);
    expect((await passwordStep("kim", "kim-password")).status).toBe(200);
  });

  it("checks the link's lifetime: 30 minutes from the request", async () => {
    const kim = await createStaffUser("kim", "recruiter");
    await setEmail(kim.id, "kim@example.com");
    const before = Date.now();
    await requestReset("kim");
    const row = await env.DB.prepare("select expires_at, created_at from account_links").first<{
      expires_at: number;
      created_at: number;
    }>();
    expect(row!.expires_at - row!.created_at).toBe(30 * 60_000);
    expect(row!.created_at).toBeGreaterThanOrEqual(before);
  });

  it("refuses a made-up token as it refuses a spent one", async () => {
    const response = await complete("a".repeat(43), STRONG);
    expect(response.status).toBe(404);
    expect((await response.json<ErrorBody>()).error).toBe("link_not_working");
  });
});

describe("invitations", () => {
  it("creates a user without a password by emailing a link to choose one (72 hours)", async () => {
    await createStaffUser("root", "admin");
    const admin = await signIn("root");
    const created = await api("/api/admin/users", {
      method: "POST",
      cookie: admin,
      body: { username: "newbie", role: "recruiter", email: "newbie@example.com" },
    });
    expect(created.status).toBe(201);
    const user = await created.json<{ id: string; mustChangePassword: boolean; invitation: { deliveryId: string } }>();
    expect(user.mustChangePassword).toBe(false);
    const [email] = await emailsTo("newbie@example.com");
    expect(email!.id).toBe(user.invitation.deliveryId);
    expect(email!.summary).toContain("back-office account");
    const link = await env.DB.prepare("select purpose, expires_at - created_at as ttl from account_links").first();
    expect(link).toEqual({ purpose: "invitation", ttl: 72 * 60 * 60_000 });

    const token = tokenIn(email!.payload);
    const check = await api("/api/auth/password-reset/check", { method: "POST", body: { token } });
    expect(await check.json()).toMatchObject({ username: "newbie", purpose: "invitation" });
    expect((await complete(token, STRONG)).status).toBe(200);
    const cookie = await signIn("newbie", STRONG);
    expect(await (await api("/api/auth/verify", { cookie })).json()).toMatchObject({ requirement: null });
    expect((await complete(token, OTHER_STRONG)).status).toBe(404);

    // A fresh invitation is only for someone who has never signed in.
    const resend = await api(`/api/admin/users/${user.id}/invitation`, { method: "POST", cookie: admin });
    expect(resend.status).toBe(409);
    expect((await resend.json<ErrorBody>()).error).toBe("already_signed_in");
  });

  it("needs an email when no password is given, and names the field", async () => {
    await createStaffUser("root", "admin");
    const admin = await signIn("root");
    const response = await api("/api/admin/users", { method: "POST", cookie: admin, body: { username: "mailless" } });
    expect(response.status).toBe(400);
    expect((await response.json<ErrorBody>()).issues?.map((issue) => issue.path)).toEqual(["email"]);
    expect(await env.DB.prepare("select count(*) as n from users where username = 'mailless'").first("n")).toBe(0);
  });

  it("makes a typed password temporary: it must be changed at the first sign-in", async () => {
    await createStaffUser("root", "admin");
    const admin = await signIn("root");
    const created = await api("/api/admin/users", {
      method: "POST",
      cookie: admin,
      body: { username: "typed", password: "temporary-123", role: "recruiter" },
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ mustChangePassword: true, invitation: null });
    const cookie = await signIn("typed", "temporary-123");
    expect(await (await api("/api/auth/verify", { cookie })).json()).toMatchObject({
      requirement: "password_change_required",
    });
  });

  it("sends a fresh invitation that replaces the first, for admins only", async () => {
    await createStaffUser("root", "admin");
    await createStaffUser("rita", "recruiter");
    const admin = await signIn("root");
    const created = await api("/api/admin/users", {
      method: "POST",
      cookie: admin,
      body: { username: "late", email: "late@example.com" },
    });
    const { id } = await created.json<{ id: string }>();
    const first = tokenIn((await emailsTo("late@example.com"))[0]!.payload);
    const forbidden = await api(`/api/admin/users/${id}/invitation`, { method: "POST", cookie: await signIn("rita") });
    expect(forbidden.status).toBe(403);
    const resend = await api(`/api/admin/users/${id}/invitation`, { method: "POST", cookie: admin });
    expect(resend.status).toBe(200);
    const second = tokenIn((await emailsTo("late@example.com"))[0]!.payload);
    expect(second).not.toBe(first);
    expect((await complete(first, STRONG)).status).toBe(404);
    expect((await complete(second, STRONG)).status).toBe(200);
  });
});
