import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { type Area, decideAccess } from "../../worker/contract/access";
import { ROLES, type Role } from "../../worker/contract/enums";
import { type ANY_STAFF, isDeclaredPublic, STAFF_ROUTES, staffAreaOf } from "../../worker/http/access-policy";
import { api, apiInIsolate, createStaffUser, emptyDatabase, insertDefaultStaffAreas, signIn } from "./helpers";

/** The seed's default required role of each area; every signed-in user passes an any-staff route. */
const REQUIRED: Record<Area | typeof ANY_STAFF, Role> = {
  any_staff: "user",
  content: "recruiter",
  jobs: "recruiter",
  candidates: "recruiter",
  clients: "recruiter",
  inbox: "recruiter",
  scheduling: "manager",
  crm: "manager",
  sms: "manager",
  users: "admin",
  portals: "admin",
  privacy: "admin",
};

/** One request per staff route (method and a concrete path), built from the app's own route table. */
const staffRequests = [...new Set(app.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`))]
  .map((key) => key.split(" ") as [string, string])
  .filter(([method, path]) => staffAreaOf(method, path))
  .map(([method, path]) => ({ method, path: path.replace(/:id\b/g, "no-such-id"), area: staffAreaOf(method, path)! }));

/** Every GET path of the API: Hono answers HEAD with the GET handler, so the policy must judge HEAD as that GET. */
const apiGetPaths = [
  ...new Set(app.routes.filter((r) => r.method === "GET" && r.path.startsWith("/api/")).map((r) => r.path)),
];

describe("the access policy", () => {
  it("covers every API route the app registers: each is staff (with an area) or declared public", () => {
    const apiRoutes = app.routes.filter((route) => route.method !== "ALL" && route.path.startsWith("/api/"));
    const unclassified = apiRoutes.filter(
      (route) => !staffAreaOf(route.method, route.path) && !isDeclaredPublic(route.method, route.path),
    );
    expect(unclassified.map((r) => `${r.method} ${r.path}`)).toEqual([]);
    expect(staffRequests.length).toBeGreaterThanOrEqual(STAFF_ROUTES.length);
  });

  it("judges HEAD exactly as GET on every GET route", () => {
    const differing = apiGetPaths.filter(
      (path) =>
        staffAreaOf("HEAD", path) !== staffAreaOf("GET", path) ||
        isDeclaredPublic("HEAD", path) !== isDeclaredPublic("GET", path),
    );
    expect(differing).toEqual([]);
    expect(apiGetPaths.length).toBeGreaterThan(50);
  });

  it("decideAccess: inactive never, admin always, others by rank against an active area", () => {
    const area = { slug: "crm", requiredRole: "manager" as const, isActive: true };
    const roleBased = (role: Role, isActive = true) => ({ role, isActive, permissions: null });
    expect(decideAccess(roleBased("admin", false), area).allowed).toBe(false);
    const refused = { allowed: false, reason: "Role recruiter is below required manager" };
    expect(decideAccess(roleBased("recruiter"), area)).toEqual(refused);
    expect(decideAccess(roleBased("manager"), area).allowed).toBe(true);
    expect(decideAccess(roleBased("manager"), { ...area, isActive: false }).allowed).toBe(false);
    expect(decideAccess(roleBased("admin"), { ...area, isActive: false }).allowed).toBe(true);
    expect(decideAccess(roleBased("manager"), undefined).allowed).toBe(false);
  });

  it("decideAccess: a custom list is exactly the areas reached, whatever the rank", () => {
    const crm = { slug: "crm", requiredRole: "manager" as const, isActive: true };
    const custom = (role: Role, areas: string[], isActive = true) => ({
      role,
      isActive,
      permissions: JSON.stringify(areas),
    });
    const listed = { allowed: true, reason: "Custom access lists this area" };
    expect(decideAccess(custom("user", ["crm"]), crm)).toEqual(listed);
    const unlisted = { allowed: false, reason: "Not among the user's custom areas" };
    expect(decideAccess(custom("manager", ["jobs"]), crm)).toEqual(unlisted);
    expect(decideAccess(custom("user", ["crm"], false), crm).allowed).toBe(false);
    // Switched off or not configured: admins only, as for role-based users.
    expect(decideAccess(custom("manager", ["crm"]), { ...crm, isActive: false }).allowed).toBe(false);
    expect(decideAccess(custom("manager", ["crm"]), undefined, "crm").allowed).toBe(false);
    // A custom admin reaches each listed area whatever its row says, and no other.
    expect(decideAccess(custom("admin", ["crm"]), { ...crm, isActive: false }).allowed).toBe(true);
    expect(decideAccess(custom("admin", ["users"]), undefined, "users").allowed).toBe(true);
    expect(decideAccess(custom("admin", ["users"]), crm).allowed).toBe(false);
    // An area's required permissions must all be listed too.
    const guarded = { ...crm, requiredPermissions: ["sms"] };
    const lacking = { allowed: false, reason: "Custom access: the area also needs sms" };
    expect(decideAccess(custom("user", ["crm"]), guarded)).toEqual(lacking);
    expect(decideAccess(custom("user", ["crm", "sms"]), guarded).allowed).toBe(true);
    // A stored value that is not a list of areas grants nothing.
    expect(decideAccess({ role: "manager", isActive: true, permissions: '{"crm":true}' }, crm).allowed).toBe(false);
  });
});

// Eight calls per route, in the test's isolate (apiInIsolate: through `exports`, the later calls of a file this long took
// seconds each); a loaded 2-core runner still gets a limit above the default 5 s (a limit, not a timing assertion).
const SLOW_RUNNER = { timeout: 30_000 };

describe("every staff route x anonymous, each role, and an inactive user", SLOW_RUNNER, () => {
  const cookies = new Map<string, string>();

  beforeAll(async () => {
    await emptyDatabase();
    await insertDefaultStaffAreas();
    for (const role of ROLES) {
      await createStaffUser(`a-${role}`, role);
      cookies.set(role, await signIn(`a-${role}`));
    }
    await createStaffUser("inactive-admin", "admin");
    cookies.set("inactive", await signIn("inactive-admin"));
    // Deactivated after signing in: the live session must stop working.
    await env.DB.prepare("update users set is_active = 0 where username = 'inactive-admin'").run();
  });

  for (const request of staffRequests) {
    it(`${request.method} ${request.path} (${request.area})`, async () => {
      const call = (cookie?: string) =>
        apiInIsolate(request.path, {
          method: request.method,
          cookie,
          body: request.method === "GET" ? undefined : {},
        });
      expect((await call()).status).toBe(401);
      // HEAD reaches the GET handler in Hono: refused to anonymous callers exactly like the GET, headers included.
      if (request.method === "GET") {
        const head = await apiInIsolate(request.path, { method: "HEAD" });
        expect([head.status, head.headers.get("X-Total-Count")]).toEqual([401, null]);
      }
      expect((await call(cookies.get("inactive"))).status).toBe(401);
      for (const role of ROLES) {
        const status = (await call(cookies.get(role))).status;
        const allowed = ROLES.indexOf(role) >= ROLES.indexOf(REQUIRED[request.area]);
        // Allowed callers get past the access check: whatever the route answers next, it is not 401/403.
        if (allowed) expect([401, 403], `${role} should pass`).not.toContain(status);
        else expect(status, `${role} should be refused`).toBe(403);
      }
    });
  }
});

describe("the staff areas screen controls access at once", SLOW_RUNNER, () => {
  it("raising or lowering an area's required role changes who can call its API on the next request", async () => {
    await emptyDatabase();
    await insertDefaultStaffAreas();
    await createStaffUser("boss", "admin");
    await createStaffUser("rita", "recruiter");
    const admin = await signIn("boss");
    const recruiter = await signIn("rita");
    expect((await api("/api/admin/users", { cookie: recruiter })).status).toBe(403);
    expect(
      (
        await api("/api/admin/portals/portal-users", {
          method: "PUT",
          cookie: admin,
          body: { requiredRole: "recruiter" },
        })
      ).status,
    ).toBe(200);
    expect((await api("/api/admin/users", { cookie: recruiter })).status).toBe(200);
    await api("/api/admin/portals/portal-users", { method: "PUT", cookie: admin, body: { isActive: false } });
    expect((await api("/api/admin/users", { cookie: recruiter })).status).toBe(403);
    expect((await api("/api/admin/users", { cookie: admin })).status).toBe(200);
  });

  it("counts each area once per session in user_portal_access", async () => {
    await emptyDatabase();
    await insertDefaultStaffAreas();
    const { id } = await createStaffUser("counter", "admin");
    const first = await signIn("counter");
    await api("/api/admin/users", { cookie: first });
    await api("/api/admin/users", { cookie: first });
    const read = () =>
      env.DB.prepare(
        "select access_count, last_accessed from user_portal_access where user_id = ? and portal_id = 'portal-users'",
      )
        .bind(id)
        .first<{ access_count: number; last_accessed: number }>();
    expect((await read())?.access_count).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await signIn("counter");
    await api("/api/admin/users", { cookie: second });
    await api("/api/admin/users", { cookie: second });
    expect((await read())?.access_count).toBe(2);
  });
});

describe("staffCanUse", SLOW_RUNNER, () => {
  it("is true only for a signed-in user whose role reaches the area", async () => {
    const { Hono } = await import("hono");
    const { loadSession } = await import("../../worker/http/session");
    const { d1Session } = await import("../../worker/http/d1-session");
    const { staffCanUse } = await import("../../worker/http/access");
    await emptyDatabase();
    await insertDefaultStaffAreas();
    await createStaffUser("can-rec", "recruiter");
    await createStaffUser("can-user", "user");
    const custom = await createStaffUser("can-custom", "user");
    await env.DB.prepare(`update users set permissions = '["crm"]' where id = ?`).bind(custom.id).run();
    const probe = new Hono<import("../../worker/env").AppEnv>()
      .use(d1Session, loadSession)
      .get("/", async (c) => c.json({ jobs: await staffCanUse(c, "jobs"), crm: await staffCanUse(c, "crm") }));
    const ask = async (cookie?: string) =>
      (await probe.request("/", { headers: cookie ? { Cookie: cookie } : {} }, env)).json();
    expect(await ask()).toEqual({ jobs: false, crm: false });
    expect(await ask(await signIn("can-rec"))).toEqual({ jobs: true, crm: false });
    expect(await ask(await signIn("can-user"))).toEqual({ jobs: false, crm: false });
    expect(await ask(await signIn("can-custom"))).toEqual({ jobs: false, crm: true });
  });
});

// Three sign-ins a test (PBKDF2 each): more than the default 5 s on a busy machine.
describe("custom access through the access middleware (docs/decisions/048)", SLOW_RUNNER, () => {
  /** An empty database with the default areas, an admin signed in and a recruiter. */
  async function setup() {
    await emptyDatabase();
    await insertDefaultStaffAreas();
    await createStaffUser("boss", "admin");
    const rita = await createStaffUser("rita", "recruiter");
    return { admin: await signIn("boss"), rita };
  }

  const setPermissions = (admin: string, id: string, permissions: string[] | null) =>
    api(`/api/admin/users/${id}`, { method: "PUT", cookie: admin, body: { permissions } });
  const areasOf = async (cookie: string) =>
    (await (await api("/api/auth/verify", { cookie })).json<{ areas: string[] }>()).areas;

  it("a custom recruiter with jobs reaches jobs, not candidates nor content, from the next request on", async () => {
    const { admin, rita } = await setup();
    const cookie = await signIn("rita");
    expect((await api("/api/content/stats", { cookie })).status).toBe(200);
    expect((await setPermissions(admin, rita.id, ["jobs"])).status).toBe(200);
    expect((await api("/api/jobs/owners", { cookie })).status).toBe(200);
    expect((await api("/api/admin/candidates", { cookie })).status).toBe(403);
    // Role-based, a recruiter reaches content; this custom list does not name it.
    expect((await api("/api/content/stats", { cookie })).status).toBe(403);
    // The SPA's sections come from the same rule: only jobs is shown.
    expect(await areasOf(cookie)).toEqual(["jobs"]);
    // Each user's own routes stay open to any signed-in staff.
    expect((await api("/api/staff/notifications", { cookie })).status).toBe(200);
    expect((await setPermissions(admin, rita.id, null)).status).toBe(200);
    expect((await api("/api/admin/candidates", { cookie })).status).toBe(200);
    expect((await areasOf(cookie)).sort()).toEqual(["candidates", "clients", "content", "inbox", "jobs"]);
  });

  it("a custom list may reach above the rank, not a switched-off area nor one lacking its required permissions", async () => {
    const { admin } = await setup();
    const uma = await createStaffUser("uma", "user");
    const cookie = await signIn("uma");
    await setPermissions(admin, uma.id, ["crm"]);
    expect((await api("/api/crm/leads", { cookie })).status).not.toBe(403);
    await env.DB.prepare(`update admin_portals set required_permissions = '["sms"]' where slug = 'crm'`).run();
    expect((await api("/api/crm/leads", { cookie })).status).toBe(403);
    expect(await areasOf(cookie)).toEqual([]);
    await setPermissions(admin, uma.id, ["crm", "sms"]);
    expect((await api("/api/crm/leads", { cookie })).status).not.toBe(403);
    await env.DB.prepare("update admin_portals set is_active = 0 where slug = 'crm'").run();
    expect((await api("/api/crm/leads", { cookie })).status).toBe(403);
    expect(await areasOf(cookie)).toEqual(["sms"]);
  });

  it("a custom admin reaches exactly the listed areas, even one switched off", async () => {
    const { admin } = await setup();
    const other = await createStaffUser("ada", "admin");
    const cookie = await signIn("ada");
    await setPermissions(admin, other.id, ["portals"]);
    await env.DB.prepare("update admin_portals set is_active = 0 where slug = 'portals'").run();
    expect((await api("/api/admin/portals", { cookie })).status).toBe(200);
    expect((await api("/api/admin/users", { cookie })).status).toBe(403);
    expect(await areasOf(cookie)).toEqual(["portals"]);
  });
});
