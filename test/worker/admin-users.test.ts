import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { type ActivityLogEntry, activityChanges } from "../../worker/contract/activity";
import type { StaffUser } from "../../worker/contract/staff-users";
import { createDb } from "../../worker/db/client";
import { activityLog } from "../../worker/http/activity-log";
import { api, createStaffUser, emptyDatabase, insertDefaultStaffAreas, signedInStaff, signIn } from "./helpers";

/** An empty database and the admin root signed in (cookie and id). */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const { id: adminId, cookie: admin } = await signedInStaff("root", "admin");
  return { admin, adminId };
}

async function logs(admin: string): Promise<ActivityLogEntry[]> {
  return (await api("/api/admin/activity-logs", { cookie: admin })).json();
}

describe("/api/admin/users", () => {
  it("creates a user (lower-cased name, hashed password, defaults) and logs who did it from where", async () => {
    const { admin, adminId } = await setup();
    const response = await api("/api/admin/users", {
      method: "POST",
      cookie: admin,
      body: {
        username: "New.Recruiter",
        password: "long-enough-pw",
        role: "recruiter",
        department: "marketing",
        permissions: ["jobs"],
      },
      headers: { "CF-Connecting-IP": "203.0.113.9", "User-Agent": "TestAgent/1" },
    });
    expect(response.status).toBe(201);
    const created = await response.json<StaffUser>();
    expect(created).toMatchObject({
      username: "new.recruiter",
      role: "recruiter",
      department: "marketing",
      permissions: ["jobs"],
      isActive: true,
      lastLogin: null,
    });
    expect(created).not.toHaveProperty("password");
    const stored = await env.DB.prepare("select password from users where id = ?")
      .bind(created.id)
      .first<{ password: string }>();
    expect(stored?.password).toMatch(/^pbkdf2-sha256\$100000\$/);
    const [entry] = await logs(admin);
    expect(entry).toMatchObject({
      userId: adminId,
      username: "root",
      action: "user.create",
      entityType: "user",
      entityId: created.id,
      ipAddress: "203.0.113.9",
      userAgent: "TestAgent/1",
    });
    expect(entry?.details).not.toContain("long-enough-pw");
  });

  it("defaults a new user to role user, active", async () => {
    const { admin } = await setup();
    const created = await (
      await api("/api/admin/users", {
        method: "POST",
        cookie: admin,
        body: { username: "plain", password: "long-enough-pw" },
      })
    ).json<StaffUser>();
    expect(created).toMatchObject({ role: "user", isActive: true, department: null });
  });

  it("refuses a duplicate username with 409, whatever its case", async () => {
    const { admin } = await setup();
    await createStaffUser("taken", "user");
    const response = await api("/api/admin/users", {
      method: "POST",
      cookie: admin,
      body: { username: "TAKEN", password: "long-enough-pw" },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: "username_taken", issues: [{ path: "username" }] });
  });

  it("names bad fields with 400 and stores nothing", async () => {
    const { admin } = await setup();
    const cases: [unknown, string[]][] = [
      [{ password: "long-enough-pw" }, ["username"]],
      // Without a password the account is made by invitation, which needs an address (decision 067).
      [{ username: "x" }, ["email"]],
      [{ username: "x", email: "not-an-address" }, ["email"]],
      [{ username: "u".repeat(65), password: "long-enough-pw" }, ["username"]],
      [{ username: "ok", password: "p".repeat(257) }, ["password"]],
      [{ username: "ok", password: "short" }, ["password"]],
      [{ username: "ok", password: "long-enough-pw", role: "owner" }, ["role"]],
      [{ username: "ok", password: "long-enough-pw", department: "legal" }, ["department"]],
      [{ username: "ok", password: "long-enough-pw", permissions: "{not json" }, ["permissions"]],
      [{ username: "ok", password: "long-enough-pw", permissions: '["jobs"]' }, ["permissions"]],
      [{ username: "ok", password: "long-enough-pw", permissions: ["jobs", "payroll"] }, ["permissions"]],
      [{ username: "ok", password: "long-enough-pw", permissions: ["jobs", 7] }, ["permissions"]],
      [{ username: "ok", password: "long-enough-pw", permissions: [] }, ["permissions"]],
      [{ username: "ok", password: "long-enough-pw", permissions: { jobs: true } }, ["permissions"]],
      [{ username: "ok", password: "long-enough-pw", isActive: "yes" }, ["isActive"]],
    ];
    for (const [body, paths] of cases) {
      const response = await api("/api/admin/users", { method: "POST", cookie: admin, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json<{ issues: { path: string }[] }>()).issues.map((i) => i.path)).toEqual(paths);
    }
    expect((await env.DB.prepare("select count(*) as n from users").first<{ n: number }>())?.n).toBe(1);
  });

  it("updates partially: an empty password keeps the current one; unknown ids are 404", async () => {
    const { admin } = await setup();
    const { id } = await createStaffUser("editme", "user");
    const response = await api(`/api/admin/users/${id}`, {
      method: "PUT",
      cookie: admin,
      body: { role: "manager", department: "sales", password: "" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ role: "manager", department: "sales" });
    expect((await signIn("editme")).length).toBeGreaterThan(10);
    expect((await api("/api/admin/users/nope", { method: "PUT", cookie: admin, body: { role: "user" } })).status).toBe(
      404,
    );
    expect((await api("/api/admin/users/nope", { method: "DELETE", cookie: admin })).status).toBe(404);
    expect(
      (await api(`/api/admin/users/${id}`, { method: "PUT", cookie: admin, body: { username: "renamed" } })).status,
    ).toBe(400);
  });

  it("logs whom an update changed and each field, old and new, with the email masked", async () => {
    const { admin } = await setup();
    const { id } = await createStaffUser("jane.doe", "recruiter");
    await env.DB.prepare("update users set email = 'jane@example.com' where id = ?").bind(id).run();
    const response = await api(`/api/admin/users/${id}`, {
      method: "PUT",
      cookie: admin,
      body: { role: "manager", email: "kim@example.org", department: null },
    });
    expect(response.status).toBe(200);
    const [entry] = await logs(admin);
    expect(entry).toMatchObject({ action: "user.update", entityId: id });
    expect(activityChanges(entry!.details)).toEqual({
      record: "jane.doe",
      // The department was empty and stays so: not a change.
      changes: ["role: recruiter -> manager", "email: j***@example.com -> k***@example.org"],
    });
    expect(entry!.details).not.toMatch(/jane@|kim@/);
    // A password reset says only that it changed.
    await api(`/api/admin/users/${id}`, { method: "PUT", cookie: admin, body: { password: "another-long-pw" } });
    const reset = (await logs(admin)).find((log) => log.action === "user.update");
    expect(activityChanges(reset!.details).changes).toEqual(["password: changed"]);
    expect(reset!.details).not.toMatch(/pbkdf2|another-long-pw/);
  });

  it("keeps a change set too long for the log whole, with how many lines it left out", async () => {
    const { admin, adminId } = await setup();
    const db = createDb(env.DB);
    const changes = Array.from({ length: 40 }, (_, i) => `field${i}: ${"a".repeat(40)} -> ${"b".repeat(40)}`);
    await activityLog({ userId: adminId, ipAddress: null, userAgent: null }, db, {
      action: "user.update",
      record: "many.fields",
      changes,
    });
    const [entry] = await logs(admin);
    expect(entry!.details!.length).toBeLessThanOrEqual(2000);
    const kept = activityChanges(entry!.details);
    expect(kept.record).toBe("many.fields");
    expect(kept.changes.slice(0, -1)).toEqual(changes.slice(0, kept.changes.length - 1));
    expect(kept.changes.at(-1)).toBe(`and ${changes.length - kept.changes.length + 1} more`);
  });

  it("sets, keeps and clears a user's email, refusing one that is not an address", async () => {
    const { admin } = await setup();
    const { id } = await createStaffUser("mailme", "recruiter");
    const put = (body: unknown) => api(`/api/admin/users/${id}`, { method: "PUT", cookie: admin, body });
    expect(await (await put({ email: " Mail.Me@Example.com " })).json()).toMatchObject({
      email: "mail.me@example.com",
    });
    expect(await (await put({ role: "manager" })).json()).toMatchObject({
      role: "manager",
      email: "mail.me@example.com",
    });
    const bad = await put({ email: "not an address", role: "user" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("email");
    expect(await env.DB.prepare("select role, email from users where id = ?").bind(id).first()).toEqual({
      role: "manager",
      email: "mail.me@example.com",
    });
    expect(await (await put({ email: null })).json()).toMatchObject({ email: null });
    const created = await api("/api/admin/users", {
      method: "POST",
      cookie: admin,
      body: { username: "withmail", password: "A-good-password-1", email: "w@example.com" },
    });
    expect(await created.json()).toMatchObject({ username: "withmail", email: "w@example.com" });
  });

  it("never lets the last active admin be demoted, deactivated or deleted", async () => {
    const { admin, adminId } = await setup();
    const demote = await api(`/api/admin/users/${adminId}`, {
      method: "PUT",
      cookie: admin,
      body: { role: "manager" },
    });
    expect(demote.status).toBe(409);
    expect(await demote.json()).toMatchObject({ error: "last_admin" });
    expect(
      (await api(`/api/admin/users/${adminId}`, { method: "PUT", cookie: admin, body: { isActive: false } })).status,
    ).toBe(409);
    const second = await createStaffUser("second", "admin");
    const secondCookie = await signIn("second");
    expect((await api(`/api/admin/users/${adminId}`, { method: "DELETE", cookie: secondCookie })).status).toBe(200);
    expect((await api(`/api/admin/users/${second.id}`, { method: "DELETE", cookie: secondCookie })).status).toBe(409);
    const roles = await env.DB.prepare("select role, is_active from users").all<{ role: string; is_active: number }>();
    expect(roles.results).toEqual([{ role: "admin", is_active: 1 }]);
  });

  it("refuses an admin's deletion of the account they are signed in with, even beside another admin", async () => {
    const { admin, adminId } = await setup();
    await createStaffUser("second", "admin");
    const own = await api(`/api/admin/users/${adminId}`, { method: "DELETE", cookie: admin });
    expect(own.status).toBe(409);
    expect(await own.json()).toMatchObject({ error: "self_delete" });
    expect(await env.DB.prepare("select username from users where id = ?").bind(adminId).first()).toEqual({
      username: "root",
    });
  });

  it("stores a custom list once per area in a fixed order, answers it as a list, and clears it with null", async () => {
    const { admin } = await setup();
    const { id } = await createStaffUser("listy", "recruiter");
    const put = (body: unknown) => api(`/api/admin/users/${id}`, { method: "PUT", cookie: admin, body });
    const answer = await put({ permissions: ["sms", "jobs", "sms"] });
    expect(await answer.json()).toMatchObject({ permissions: ["jobs", "sms"] });
    const stored = await env.DB.prepare("select permissions from users where id = ?").bind(id).first();
    expect(stored).toEqual({ permissions: '["jobs","sms"]' });
    const listed = await (await api("/api/admin/users?q=listy", { cookie: admin })).json<StaffUser[]>();
    expect(listed.map((u) => u.permissions)).toEqual([["jobs", "sms"]]);
    expect(await (await put({ permissions: null })).json()).toMatchObject({ permissions: null });
  });

  it("refuses a bad permissions list on update with 400 naming the field, changing nothing", async () => {
    const { admin } = await setup();
    const { id } = await createStaffUser("keepme", "recruiter");
    await api(`/api/admin/users/${id}`, { method: "PUT", cookie: admin, body: { permissions: ["jobs"] } });
    const body = { role: "manager", permissions: ["jobs", "nope"] };
    const bad = await api(`/api/admin/users/${id}`, { method: "PUT", cookie: admin, body });
    expect(bad.status).toBe(400);
    const issue = { path: "permissions", message: expect.stringContaining("content, jobs") };
    expect(await bad.json()).toMatchObject({ issues: [issue] });
    const stored = await env.DB.prepare("select role, permissions from users where id = ?").bind(id).first();
    expect(stored).toEqual({ role: "recruiter", permissions: '["jobs"]' });
  });

  it("keeps an active admin who can open Users: no custom list, demotion or deletion takes the last one's", async () => {
    const { admin, adminId } = await setup();
    const put = (id: string, body: unknown, cookie = admin) =>
      api(`/api/admin/users/${id}`, { method: "PUT", cookie, body });
    // The last admin may change anything else about their account, and keep users in a custom list.
    expect((await put(adminId, { department: "operations" })).status).toBe(200);
    const kept = await put(adminId, { permissions: ["users", "jobs"] });
    expect(await kept.json()).toMatchObject({ permissions: ["jobs", "users"] });
    const refused = await put(adminId, { permissions: ["jobs", "portals"] });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: "last_admin" });
    // Another admin without users does not count.
    const second = await createStaffUser("second", "admin");
    expect((await put(second.id, { permissions: ["portals"] })).status).toBe(200);
    expect((await put(adminId, { permissions: ["jobs"] })).status).toBe(409);
    expect((await put(adminId, { role: "manager" })).status).toBe(409);
    // A non-admin with users does not count either: the guard is about admins.
    const helper = await createStaffUser("helper", "recruiter");
    expect((await put(helper.id, { permissions: ["users"] })).status).toBe(200);
    expect((await put(adminId, { isActive: false })).status).toBe(409);
    const deleted = await api(`/api/admin/users/${adminId}`, { method: "DELETE", cookie: await signIn("helper") });
    expect(deleted.status).toBe(409);
    // Once the second admin can open Users again, the first may drop it.
    expect((await put(second.id, { permissions: null })).status).toBe(200);
    expect(await (await put(adminId, { permissions: ["jobs"] })).json()).toMatchObject({ permissions: ["jobs"] });
    expect((await put(second.id, { permissions: ["jobs"] }, await signIn("second"))).status).toBe(409);
    const stored = await env.DB.prepare(
      "select username, role, is_active, permissions from users where role = 'admin' order by username",
    ).all();
    expect(stored.results).toEqual([
      { username: "root", role: "admin", is_active: 1, permissions: '["jobs"]' },
      { username: "second", role: "admin", is_active: 1, permissions: null },
    ]);
  });

  it("lets an admin be demoted when another active admin remains", async () => {
    const { admin } = await setup();
    const other = await createStaffUser("other", "admin");
    expect(
      (await api(`/api/admin/users/${other.id}`, { method: "PUT", cookie: admin, body: { role: "recruiter" } })).status,
    ).toBe(200);
  });

  it("lists users without password hashes", async () => {
    const { admin } = await setup();
    await createStaffUser("listed", "recruiter");
    const body = await (await api("/api/admin/users", { cookie: admin })).text();
    expect(JSON.parse(body).map((u: StaffUser) => u.username)).toEqual(["listed", "root"]);
    expect(body).not.toContain("pbkdf2");
  });
});

describe("migration 0033", () => {
  it("makes every stored permissions text role-based and keeps the text in the activity log", async () => {
    const { admin } = await setup();
    const { id } = await createStaffUser("legacy", "recruiter");
    await env.DB.prepare(`update users set permissions = '{"jobs": ["publish"]}' where id = ?`).bind(id).run();
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0033_"))!;
    for (const query of migration.queries) await env.DB.prepare(query).run();
    const stored = await env.DB.prepare("select permissions from users where id = ?").bind(id).first();
    expect(stored).toEqual({ permissions: null });
    const [entry] = await logs(admin);
    expect(entry).toMatchObject({ action: "user.permissions_reset", entityType: "user", entityId: id, userId: null });
    expect(JSON.parse(entry!.details!)).toEqual({ username: "legacy", permissions: '{"jobs": ["publish"]}' });
    expect(entry!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Date.now() - Date.parse(entry!.createdAt)).toBeLessThan(60_000);
  });
});

describe("/api/admin/portals", () => {
  it("creates with defaults, refuses a duplicate or unsafe slug, updates, deletes, and logs each change", async () => {
    const { admin } = await setup();
    const created = await api("/api/admin/portals", {
      method: "POST",
      cookie: admin,
      body: { name: "Reports", slug: "reports" },
    });
    expect(created.status).toBe(201);
    const staffArea = await created.json<{ id: string }>();
    expect(staffArea).toMatchObject({
      name: "Reports",
      slug: "reports",
      requiredRole: "admin",
      isActive: true,
      sortOrder: 0,
    });
    expect(
      (await api("/api/admin/portals", { method: "POST", cookie: admin, body: { name: "Again", slug: "reports" } }))
        .status,
    ).toBe(409);
    for (const slug of ["Has Space", "UPPER", "-dash", "a--b", "ünï"]) {
      const bad = await api("/api/admin/portals", { method: "POST", cookie: admin, body: { name: "X", slug } });
      expect(bad.status, slug).toBe(400);
    }
    expect((await api("/api/admin/portals", { method: "POST", cookie: admin, body: { slug: "x" } })).status).toBe(400);
    const updated = await api(`/api/admin/portals/${staffArea.id}`, {
      method: "PUT",
      cookie: admin,
      body: { requiredRole: "manager", sortOrder: 9 },
    });
    expect(await updated.json()).toMatchObject({ requiredRole: "manager", sortOrder: 9 });
    expect(
      (await api(`/api/admin/portals/${staffArea.id}`, { method: "PUT", cookie: admin, body: { slug: "users" } }))
        .status,
    ).toBe(409);
    expect((await api("/api/admin/portals/nope", { method: "PUT", cookie: admin, body: { name: "Y" } })).status).toBe(
      404,
    );
    expect((await api(`/api/admin/portals/${staffArea.id}`, { method: "DELETE", cookie: admin })).status).toBe(200);
    expect((await api(`/api/admin/portals/${staffArea.id}`, { method: "DELETE", cookie: admin })).status).toBe(404);
    expect((await logs(admin)).map((l) => l.action)).toEqual(["portal.delete", "portal.update", "portal.create"]);
  });

  it("lists portals by order", async () => {
    const { admin } = await setup();
    const list = await (await api("/api/admin/portals", { cookie: admin })).json<{ slug: string }[]>();
    expect(list.map((p) => p.slug)).toEqual([
      "content",
      "jobs",
      "candidates",
      "clients",
      "inbox",
      "scheduling",
      "crm",
      "sms",
      "users",
      "portals",
      "privacy",
    ]);
  });
});

describe("access matrix and activity logs", () => {
  it("says for every user and portal whether access is allowed and why", async () => {
    const { admin } = await setup();
    await createStaffUser("rec", "recruiter");
    await createStaffUser("gone", "manager", { isActive: false });
    const matrix = await (await api("/api/admin/access-matrix", { cookie: admin })).json<{
      users: { username: string; access: { slug: string; allowed: boolean; reason: string }[] }[];
    }>();
    const rec = matrix.users.find((u) => u.username === "rec")!;
    expect(rec.access.filter((a) => a.allowed).map((a) => a.slug)).toEqual([
      "content",
      "jobs",
      "candidates",
      "clients",
      "inbox",
    ]);
    expect(rec.access.find((a) => a.slug === "crm")?.reason).toBe("Role recruiter is below required manager");
    expect(
      matrix.users
        .find((u) => u.username === "gone")!
        .access.every((a) => !a.allowed && a.reason === "User is inactive"),
    ).toBe(true);
  });

  it("pages the log newest first with the total in X-Total-Count", async () => {
    const { admin } = await setup();
    for (let i = 0; i < 3; i++) {
      await env.DB.prepare("insert into admin_activity_logs (id, action, created_at) values (?, ?, ?)")
        .bind(`log${i}`, `action.${i}`, 1000 + i)
        .run();
    }
    const page = await api("/api/admin/activity-logs?limit=2&offset=0", { cookie: admin });
    expect(page.headers.get("X-Total-Count")).toBe("3");
    expect((await page.json<ActivityLogEntry[]>()).map((l) => l.action)).toEqual(["action.2", "action.1"]);
    const rest = await (await api("/api/admin/activity-logs?limit=2&offset=2", { cookie: admin })).json<
      ActivityLogEntry[]
    >();
    expect(rest.map((l) => [l.action, l.userId, l.ipAddress])).toEqual([["action.0", null, null]]);
    expect((await api("/api/admin/activity-logs?limit=500", { cookie: admin })).status).toBe(400);
  });
});
