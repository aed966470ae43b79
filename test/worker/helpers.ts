import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import type { Role } from "../../worker/contract/enums";
import { createDb } from "../../worker/db/client";
import { bumpPublicVersion } from "../../worker/db/public-version";
import { hashPassword } from "../../worker/domain/password";
import type { Bindings } from "../../worker/env";
import worker from "../../worker/index";

/**
 * Storage is isolated per test file, not per test: tests that need an empty database start with this.
 * Deletes every row of every application table (not the gazetteer, `places`, which the migration loads) in one transaction (foreign keys checked at commit), and moves the
 * public version on instead of deleting it: the edge cache lives as long as the file, and a version that went back
 * to 0 would serve what an earlier test cached. The gazetteer (`places`) is reference data its migration loaded, as the
 * schema is: it stays, so a job or a person in "Chicago, IL" has coordinates after an emptied database too.
 */
export async function emptyDatabase(): Promise<void> {
  const { results } = await env.DB.prepare(
    // Virtual (FTS5) tables and their shadow tables are left alone: the triggers on the real tables empty them.
    "select name from sqlite_master as t where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name != 'd1_migrations' " +
      "and name not in ('site_versions', 'places') and sql not like 'CREATE VIRTUAL TABLE%' and not exists (select 1 from sqlite_master as v where v.sql like 'CREATE VIRTUAL TABLE%' and t.name like v.name || '\\_%' escape '\\')",
  ).all<{ name: string }>();
  await env.DB.batch([
    env.DB.prepare("PRAGMA defer_foreign_keys = on"),
    ...results.map(({ name }) => env.DB.prepare(`delete from "${name.replace(/"/g, '""')}"`)),
  ]);
  await bumpPublicVersion(createDb(env.DB));
}

export const ORIGIN = "http://localhost";

type ApiInit = { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> };

/** A request as a same-origin browser would send it (JSON body, cookie). */
function browserRequest(path: string, init: ApiInit): Request {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.method && init.method !== "GET" && !("Origin" in headers)) headers.Origin = ORIGIN;
  return new Request(`${ORIGIN}${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** A request to the Worker under test, through the runtime's own entry to it, as a browser's would arrive. */
export function api(path: string, init: ApiInit = {}) {
  return exports.default.fetch(browserRequest(path, init));
}

/**
 * The Worker's fetch handler called in the test's isolate with an execution context of its own, its background
 * work awaited: with other bindings (`{ ...env, EMAIL_FROM: ... }`), and for the walks that send thousands of
 * requests from one file, since through `exports` each request costs more than the last within a file
 * (cloudflare/workers-sdk#15446: a few ms at first, seconds after two thousand).
 */
export async function workerFetch(request: Request, bindings: Bindings = env): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** `api` through `workerFetch`. */
export function apiInIsolate(path: string, init: ApiInit = {}) {
  return workerFetch(browserRequest(path, init));
}

const hashes = new Map<string, string>();

/** Inserts a staff user with `password` (hashes are cached per password: PBKDF2 is deliberately slow). */
export async function createStaffUser(
  username: string,
  role: Role,
  options: { password?: string; isActive?: boolean } = {},
) {
  const password = options.password ?? `${username}-password`;
  let hash = hashes.get(password);
  if (!hash) {
    hash = await hashPassword(password);
    hashes.set(password, hash);
  }
  const id = crypto.randomUUID();
  await env.DB.prepare("insert into users (id, username, password, role, is_active) values (?, ?, ?, ?, ?)")
    .bind(id, username, hash, role, options.isActive === false ? 0 : 1)
    .run();
  return { id, username, password };
}

/** Signs in and returns the Cookie header value that carries the session. */
export async function signIn(username: string, password = `${username}-password`, ip = "192.0.2.10"): Promise<string> {
  const response = await api("/api/auth/login", {
    method: "POST",
    body: { username, password },
    headers: { "CF-Connecting-IP": ip },
  });
  if (response.status !== 200)
    throw new Error(`sign-in of ${username} failed: ${response.status} ${await response.text()}`);
  const setCookie = response.headers.get("Set-Cookie") ?? "";
  return setCookie.split(";")[0]!;
}

/** The staff areas with the seed's default required roles. */
export async function insertDefaultStaffAreas() {
  const areas: [string, Role][] = [
    ["content", "recruiter"],
    ["jobs", "recruiter"],
    ["candidates", "recruiter"],
    ["clients", "recruiter"],
    ["inbox", "recruiter"],
    ["scheduling", "manager"],
    ["crm", "manager"],
    ["sms", "manager"],
    ["users", "admin"],
    ["portals", "admin"],
    ["privacy", "admin"],
  ];
  await env.DB.batch(
    areas.map(([slug, role], index) =>
      env.DB.prepare(
        "insert into admin_portals (id, name, slug, required_role, sort_order) values (?, ?, ?, ?, ?)",
      ).bind(`portal-${slug}`, slug.toUpperCase(), slug, role, index),
    ),
  );
}

/** A staff user created and signed in: its id, username and password, and the Cookie header of its session. */
export async function signedInStaff(
  username: string,
  role: Role,
  options: { password?: string } = {},
): Promise<{ id: string; username: string; password: string; cookie: string }> {
  const user = await createStaffUser(username, role, options);
  return { ...user, cookie: await signIn(username, user.password) };
}

/**
 * A client address no other request of the test file has used (2001:db8::/32 is for documentation), so that a
 * per-address rate limit never carries from one test to the next, whatever order they run in.
 */
export function uniqueIp(): string {
  const hex = crypto.randomUUID().replaceAll("-", "");
  return `2001:db8:${hex.slice(0, 4)}:${hex.slice(4, 8)}:${hex.slice(8, 12)}:${hex.slice(12, 16)}::1`;
}

/**
 * A set-up made once for the file, on the first test that asks, for state every test only reads (a heavy fixture
 * of rows to list): each test still asks for it, so any one of them runs alone.
 */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
