import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { LOGIN_MAX_FAILURES_PER_IP, LOGIN_MAX_FAILURES_PER_PAIR } from "../../worker/http/login-throttle";
import { SESSION_IDLE_MS } from "../../worker/http/session";
import { api, createStaffUser, emptyDatabase, insertDefaultStaffAreas, signIn, workerFetch } from "./helpers";

async function login(username: string, password: string, ip = "192.0.2.1") {
  return api("/api/auth/login", { method: "POST", body: { username, password }, headers: { "CF-Connecting-IP": ip } });
}

describe("POST /api/auth/login", () => {
  beforeEach(async () => {
    await emptyDatabase();
    await insertDefaultStaffAreas();
  });

  it("answers the user without the password and sets an HttpOnly, SameSite=Lax session cookie", async () => {
    const alice = await createStaffUser("alice", "recruiter");
    const response = await login("Alice", alice.password);
    expect(response.status).toBe(200);
    const body = await response.json<{ user: Record<string, unknown>; areas: string[] }>();
    expect(body.user).toMatchObject({ id: alice.id, username: "alice", role: "recruiter", isActive: true });
    expect(body.user).not.toHaveProperty("password");
    expect(JSON.stringify(body)).not.toContain("pbkdf2");
    expect(body.areas.sort()).toEqual(["candidates", "clients", "content", "inbox", "jobs"]);
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^session=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("Max-Age=28800");
    // Plain-http localhost cannot keep a Secure cookie; over https it is Secure with the __Host- prefix.
    expect(cookie).not.toContain("Secure");
    const row = await env.DB.prepare("select last_login from users where id = ?")
      .bind(alice.id)
      .first<{ last_login: number }>();
    expect(row?.last_login).toBeGreaterThan(Date.now() - 60_000);
  });

  it("uses a Secure __Host- cookie over https", async () => {
    const bob = await createStaffUser("bob", "admin");
    const { exports } = await import("cloudflare:workers");
    const response = await exports.default.fetch("https://staff.example.com/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://staff.example.com" },
      body: JSON.stringify({ username: "bob", password: bob.password }),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^__Host-session=/);
    expect(cookie).toContain("Secure");
  });

  it("gives the same 401 for a wrong password, an unknown user and an inactive user", async () => {
    const carol = await createStaffUser("carol", "manager");
    await createStaffUser("dave", "manager", { isActive: false });
    const answers = await Promise.all([
      login("carol", "wrong-password"),
      login("nobody", "whatever"),
      login("dave", "dave-password"),
    ]);
    const bodies = await Promise.all(
      answers.map(async (r) => ({ status: r.status, body: await r.json<{ error: string; message: string }>() })),
    );
    for (const { status, body } of bodies) {
      expect(status).toBe(401);
      expect(body.error).toBe("invalid_credentials");
      expect(body.message).toBe("Invalid username or password");
    }
    expect(answers.every((r) => r.headers.get("Set-Cookie") === null)).toBe(true);
    expect((await login("carol", carol.password)).status).toBe(200);
  });

  it("names missing, wrong-typed and over-long fields with 400", async () => {
    const missing = await api("/api/auth/login", { method: "POST", body: { username: "x" } });
    expect(missing.status).toBe(400);
    expect((await missing.json<{ issues: { path: string }[] }>()).issues.map((i) => i.path)).toEqual(["password"]);
    const wrongType = await api("/api/auth/login", { method: "POST", body: { username: 12, password: "x" } });
    expect((await wrongType.json<{ issues: { path: string }[] }>()).issues.map((i) => i.path)).toEqual(["username"]);
    const long = await api("/api/auth/login", {
      method: "POST",
      body: { username: "u".repeat(65), password: "p".repeat(257) },
    });
    expect(long.status).toBe(400);
    expect((await long.json<{ issues: { path: string }[] }>()).issues.map((i) => i.path).sort()).toEqual([
      "password",
      "username",
    ]);
  });

  it("lets the right password in from an address that has not failed, after five failures for the name elsewhere", async () => {
    const erin = await createStaffUser("erin", "admin");
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_PAIR; i++)
      expect((await login("erin", "bad", "198.51.100.1")).status).toBe(401);
    // The address that failed is refused within the window, even with the right password, with Retry-After.
    const refused = await login("erin", erin.password, "198.51.100.1");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: "rate_limited" });
    // The owner, from their own address, signs in and is told how many attempts failed since the last sign-in.
    const fromB = await login("erin", erin.password, "203.0.113.50");
    expect(fromB.status).toBe(200);
    expect(await fromB.json()).toMatchObject({
      user: { username: "erin" },
      failedSignInsSinceLastLogin: LOGIN_MAX_FAILURES_PER_PAIR,
    });
    // Counted once: the next sign-in reports none, while address A is still refused.
    expect(await (await login("erin", erin.password, "203.0.113.50")).json()).toMatchObject({
      failedSignInsSinceLastLogin: 0,
    });
    expect((await login("erin", erin.password, "198.51.100.1")).status).toBe(429);
  });

  it("refuses no one for failures spread over many addresses (the account cannot be locked)", async () => {
    const ivan = await createStaffUser("ivan", "admin");
    for (let i = 0; i < 12; i++) expect((await login("ivan", "bad", `198.51.100.${i + 10}`)).status).toBe(401);
    const answer = await login("ivan", ivan.password, "203.0.113.60");
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ failedSignInsSinceLastLogin: 12 });
  });

  it("refuses one address that tries many usernames, and only that address", async () => {
    const judy = await createStaffUser("judy", "recruiter");
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_IP; i++)
      expect((await login(`user${i}`, "bad", "203.0.113.77")).status).toBe(401);
    expect((await login("someone", "bad", "203.0.113.77")).status).toBe(429);
    expect((await login("judy", judy.password, "203.0.113.77")).status).toBe(429);
    expect((await login("judy", judy.password, "203.0.113.78")).status).toBe(200);
  });

  it("refuses a state-changing request from a foreign Origin with 403", async () => {
    const grace = await createStaffUser("grace", "admin");
    const response = await api("/api/auth/login", {
      method: "POST",
      body: { username: "grace", password: grace.password },
      headers: { Origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: "cross_origin" });
    const crossSite = await api("/api/auth/logout", { method: "POST", headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(crossSite.status).toBe(403);
  });
});

describe("GET /api/auth/verify and POST /api/auth/logout", () => {
  beforeEach(async () => {
    await emptyDatabase();
    await insertDefaultStaffAreas();
  });

  it("verify says whether email can be sent, for the back office's banner, naming no setting", async () => {
    await createStaffUser("iris", "recruiter");
    const cookie = await signIn("iris");
    // The tests run with no sender set up.
    expect(await (await api("/api/auth/verify", { cookie })).json()).toMatchObject({ emailConnected: false });
    const connected = await workerFetch(
      new Request("http://localhost/api/auth/verify", { headers: { Cookie: cookie } }),
      { ...env, EMAIL_FROM: "Talent Partners <hello@talentpartners.test>" },
    );
    expect(await connected.json()).toMatchObject({ emailConnected: true });
  });

  it("verify answers the user while the session lives, and 401 without a cookie or with a forged one", async () => {
    await createStaffUser("henry", "admin");
    const cookie = await signIn("henry");
    const verified = await api("/api/auth/verify", { cookie });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({
      user: { username: "henry" },
      areas: expect.arrayContaining(["users", "portals"]),
    });
    expect(verified.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await api("/api/auth/verify")).status).toBe(401);
    const [name, token] = cookie.split("=");
    const forged = `${name}=${token!.slice(0, -4)}AAAA`;
    const refused = await api("/api/auth/verify", { cookie: forged });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("Set-Cookie")).toContain("Max-Age=0");
  });

  it("logout ends the session on the server, so the old cookie no longer works", async () => {
    await createStaffUser("iris", "recruiter");
    const cookie = await signIn("iris");
    const out = await api("/api/auth/logout", { method: "POST", cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get("Set-Cookie")).toContain("Max-Age=0");
    expect((await api("/api/auth/verify", { cookie })).status).toBe(401);
    expect((await env.DB.prepare("select count(*) as n from sessions").first<{ n: number }>())?.n).toBe(0);
    expect((await api("/api/auth/logout", { method: "POST" })).status).toBe(200);
  });

  it("ends a session that has been idle too long or has passed its absolute lifetime", async () => {
    await createStaffUser("jack", "recruiter");
    const idle = await signIn("jack");
    await env.DB.prepare("update sessions set last_seen_at = ?")
      .bind(Date.now() - SESSION_IDLE_MS - 1000)
      .run();
    expect((await api("/api/auth/verify", { cookie: idle })).status).toBe(401);
    const expired = await signIn("jack");
    await env.DB.prepare("update sessions set expires_at = ?")
      .bind(Date.now() - 1000)
      .run();
    expect((await api("/api/auth/verify", { cookie: expired })).status).toBe(401);
    expect((await env.DB.prepare("select count(*) as n from sessions").first<{ n: number }>())?.n).toBe(0);
  });
});

describe("session revocation by staff changes", () => {
  beforeEach(async () => {
    await emptyDatabase();
    await insertDefaultStaffAreas();
  });

  async function setup() {
    await createStaffUser("root", "admin");
    const admin = await signIn("root");
    const kim = await createStaffUser("kim", "recruiter");
    const kimCookie = await signIn("kim");
    expect((await api("/api/auth/verify", { cookie: kimCookie })).status).toBe(200);
    return { admin, kim, kimCookie };
  }

  it("deactivating a user ends their sessions at once", async () => {
    const { admin, kim, kimCookie } = await setup();
    expect(
      (await api(`/api/admin/users/${kim.id}`, { method: "PUT", cookie: admin, body: { isActive: false } })).status,
    ).toBe(200);
    expect((await api("/api/auth/verify", { cookie: kimCookie })).status).toBe(401);
  });

  it("changing a password ends the user's sessions at once", async () => {
    const { admin, kim, kimCookie } = await setup();
    expect(
      (await api(`/api/admin/users/${kim.id}`, { method: "PUT", cookie: admin, body: { password: "a-new-password" } }))
        .status,
    ).toBe(200);
    expect((await api("/api/auth/verify", { cookie: kimCookie })).status).toBe(401);
    expect((await login("kim", kim.password)).status).toBe(401);
    expect((await login("kim", "a-new-password")).status).toBe(200);
  });

  it("deleting a user ends their sessions at once", async () => {
    const { admin, kim, kimCookie } = await setup();
    expect((await api(`/api/admin/users/${kim.id}`, { method: "DELETE", cookie: admin })).status).toBe(200);
    expect((await api("/api/auth/verify", { cookie: kimCookie })).status).toBe(401);
  });

  it("a role change applies to the next request without signing in again", async () => {
    const { admin, kim, kimCookie } = await setup();
    expect((await api("/api/admin/users", { cookie: kimCookie })).status).toBe(403);
    await api(`/api/admin/users/${kim.id}`, { method: "PUT", cookie: admin, body: { role: "admin" } });
    expect((await api("/api/admin/users", { cookie: kimCookie })).status).toBe(200);
  });
});
