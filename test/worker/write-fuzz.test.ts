import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { INPUT_DEPTH_MAX } from "../../worker/http/validate";
import { api, emptyDatabase, insertDefaultStaffAreas, ORIGIN, signedInStaff, workerFetch } from "./helpers";

/**
 * A short fuzz over every write route of the API (fixed seed, so a failure repeats): bodies of wrong types, nulls,
 * huge strings, deep nesting, malformed JSON and wrong content types, sent as a signed-in admin so staff routes get
 * as far as their checks. No answer may be a 500, and a refused write (4xx, or 503 for a service that is not
 * configured) must leave the database as it was.
 */

const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"];

/** Write routes that read no body, whose work would only slow the run (or end the fuzzer's own session). */
const BODYLESS_ACTIONS = new Set([
  "POST /api/auth/logout",
  "POST /api/ghl/bulk-sync",
  "POST /api/ghl/test-connection",
  "POST /api/content/trigger/linkedin",
  "POST /api/content/bulk-generate",
  "POST /api/content/trigger/generation",
]);

/** Tables a refused request may touch by design: throttles and counters, session bookkeeping, area visits. */
const BOOKKEEPING_TABLES = new Set(["login_attempts", "rate_limit_counters", "sessions", "user_portal_access"]);

const BODIES_PER_ROUTE = 9;

/** mulberry32: a small seeded generator, so every run sends the same requests. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

const FIELD_NAMES = [
  "title",
  "company",
  "location",
  "description",
  "requirements",
  "type",
  "industry",
  "status",
  "isUrgent",
  "publishToPortals",
  "salary",
  "experienceLevel",
  "name",
  "slug",
  "requiredRole",
  "isActive",
  "sortOrder",
  "icon",
  "username",
  "password",
  "role",
  "department",
  "permissions",
  "criteria",
  "points",
  "appliesTo",
  "tollFreeNumber",
  "monthlyVolume",
  "useCaseCategories",
  "message",
  "toNumber",
  "messageType",
  "firstName",
  "lastName",
  "email",
  "phone",
  "helpType",
  "inquiry",
  "category",
  "prompt",
  "variables",
  "frequency",
  "time",
  "timezone",
  "dayOfWeek",
  "dayOfMonth",
  "imageUrl",
  "content",
  "summary",
  "author",
  "readTime",
  "bookingTypeId",
  "appointmentDate",
  "bookerName",
  "bookerEmail",
  "formData",
  "utmSource",
  "jobId",
];

function deep(levels: number): unknown {
  let value: unknown = "bottom";
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

const ODD_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  "",
  " ",
  "x".repeat(100_000),
  "a\u0000b",
  "<script>alert(1)</script>",
  "💥".repeat(50),
  [],
  [null],
  {},
  deep(60),
  Array.from({ length: 1000 }, (_, i) => i),
  "2026-13-45T25:61",
  "NaN",
  "true",
  "' OR 1=1 --",
  { $gt: "" },
  "admin",
  "https://example.com/x.png",
  "+18005550142",
  "Finance",
];

interface FuzzRequest {
  body: string;
  contentType?: string;
  label: string;
}

function fuzzRequest(random: ReturnType<typeof generator>): FuzzRequest {
  const kind = Math.floor(random.next() * 6);
  const object = () =>
    Object.fromEntries(
      Array.from({ length: 1 + Math.floor(random.next() * 5) }, () => [
        random.pick(FIELD_NAMES),
        random.pick(ODD_VALUES),
      ]),
    );
  switch (kind) {
    case 0:
    case 1: {
      const value = object();
      return {
        body: JSON.stringify(value),
        contentType: "application/json",
        label: `object ${Object.keys(value).join(",")}`,
      };
    }
    case 2: {
      const value = random.pick<unknown>([null, [], "text", 42, true, [object()]]);
      return {
        body: JSON.stringify(value),
        contentType: "application/json",
        label: `top-level ${JSON.stringify(value).slice(0, 40)}`,
      };
    }
    case 3: {
      const text = random.pick(["{", '{"title":', "", "\u0000", "{'a':1}", "[1,2", "null null"]);
      return { body: text, contentType: "application/json", label: `malformed ${JSON.stringify(text)}` };
    }
    case 4: {
      const contentType = random.pick([
        undefined,
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=nope",
        "application/xml",
      ]);
      return { body: JSON.stringify(object()), contentType, label: `content type ${contentType ?? "none"}` };
    }
    default: {
      const wide = Object.fromEntries(
        Array.from({ length: 2000 }, (_, i) => [`f${i}`, random.pick(ODD_VALUES.slice(0, 10))]),
      );
      return {
        body: JSON.stringify(random.next() < 0.5 ? wide : deep(200)),
        contentType: "application/json",
        label: "wide or deep",
      };
    }
  }
}

/** Every application table's rows but the bookkeeping ones and the gazetteer (reference data), in one round trip. */
async function snapshot(): Promise<string> {
  const { results } = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name not in ('d1_migrations', 'site_versions', 'places') and sql not like 'CREATE VIRTUAL TABLE%' and name not like '%_fts_%' order by name",
  ).all<{ name: string }>();
  const tables = results.map((row) => row.name).filter((name) => !BOOKKEEPING_TABLES.has(name));
  const dumps = await env.DB.batch(tables.map((name) => env.DB.prepare(`select * from "${name}" order by rowid`)));
  return JSON.stringify(tables.map((name, i) => [name, dumps[i]!.results]));
}

/** An empty database with one row of each kind a body-reading route edits, and a signed-in admin. */
async function setup(): Promise<{ cookie: string; ids: Map<string, string> }> {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const { cookie } = await signedInStaff("fuzz-admin", "admin");
  const ids = new Map<string, string>();
  const created = async (path: string, body: unknown) => {
    const response = await api(path, { method: "POST", cookie, body });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBe(201);
    return String((await response.json<{ id: string | number }>()).id);
  };
  ids.set(
    "/api/admin/users",
    await created("/api/admin/users", { username: "fuzz-target", password: "long-enough-1", role: "recruiter" }),
  );
  ids.set("/api/admin/portals", await created("/api/admin/portals", { name: "Fuzz", slug: "fuzz" }));
  ids.set(
    "/api/crm/scoring-rules",
    await created("/api/crm/scoring-rules", {
      name: "r",
      criteria: { field: "industry", op: "equals", value: "Finance" },
      points: 1,
    }),
  );
  ids.set(
    "/api/jobs",
    await created("/api/jobs", { title: "T", company: "C", location: "L", description: "D", requirements: "R" }),
  );
  ids.set(
    "/api/content/schedules",
    await created("/api/content/schedules", {
      title: "S",
      category: "Career Guidance",
      prompt: "Write",
      isActive: false,
    }),
  );
  ids.set("/api/content/articles", await created("/api/content/articles/generate", { category: "Industry Insights" }));
  const [portal] = (await env.DB.prepare("select id from job_portals limit 1").all<{ id: string }>()).results;
  if (portal) ids.set("/api/portals", portal.id);
  return { cookie, ids };
}

/** A route that reads a body for a row gets that row's real id (so its checks run); other id routes an unknown one. */
function concretePath(ids: Map<string, string>, method: string, path: string): string {
  const [collection, rest] = path.split("/:id");
  if (rest === undefined) return path;
  const readsBody = method === "PUT" && (rest === "" || rest === "/image");
  return path.replace(":id", (readsBody && ids.get(collection!)) || "no-such-id");
}

const writeRoutes = [
  ...new Set(
    app.routes
      .filter((r) => WRITE_METHODS.includes(r.method) && r.path.startsWith("/api/"))
      .map((r) => `${r.method} ${r.path}`),
  ),
]
  .filter((route) => !BODYLESS_ACTIONS.has(route))
  .map((route) => route.split(" ") as [string, string]);

describe("fuzzing every write route", () => {
  it("covers the write routes", () => {
    expect(writeRoutes.length).toBeGreaterThan(30);
  });

  it("never answers 500, and a refused write changes nothing", { timeout: 180_000 }, async () => {
    const { cookie, ids } = await setup();
    const random = generator(15);
    let sent = 0;
    const problems: string[] = [];
    for (const [method, path] of writeRoutes) {
      const target = concretePath(ids, method, path);
      for (let i = 0; i < BODIES_PER_ROUTE; i++) {
        const request = fuzzRequest(random);
        const before = await snapshot();
        const headers: Record<string, string> = {
          Origin: ORIGIN,
          Cookie: cookie,
          "CF-Connecting-IP": `198.18.${sent >> 8}.${sent & 255}`,
        };
        if (request.contentType) headers["Content-Type"] = request.contentType;
        const response = await workerFetch(new Request(`${ORIGIN}${target}`, { method, headers, body: request.body }));
        sent++;
        const text = await response.text();
        const where = `${method} ${target} with ${request.label}: ${response.status} ${text.slice(0, 200)}`;
        // 502 and 503 are honest answers about an outside service (Twilio not configured, say); a 500 never is.
        const outsideService =
          (response.status === 502 || response.status === 503) && !text.includes('"internal_error"');
        if (response.status >= 500 && !outsideService) problems.push(where);
        else if (response.status >= 400 && (await snapshot()) !== before)
          problems.push(`changed the database: ${where}`);
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(300);
  });

  it("answers a body nested 2,000 deep with a 400 naming the nesting on every route that reads JSON, and changes nothing", {
    timeout: 90_000,
  }, async () => {
    const { cookie, ids } = await setup();
    const nested = (levels: number) => "[".repeat(levels) + "]".repeat(levels);
    const send = (method: string, target: string, body: string, i: number) =>
      workerFetch(
        new Request(`${ORIGIN}${target}`, {
          method,
          headers: {
            Origin: ORIGIN,
            Cookie: cookie,
            "Content-Type": "application/json",
            "CF-Connecting-IP": `198.19.${i >> 8}.${i & 255}`,
          },
          body,
        }),
      );
    const problems: string[] = [];
    let readsJson = 0;
    for (const [i, [method, path]] of writeRoutes.entries()) {
      const target = concretePath(ids, method, path);
      // A route reads a JSON body when a malformed one is refused as such (not for its path or its size first).
      const malformed = await send(method, target, "[", 2 * i);
      const before = await snapshot();
      const response = await send(method, target, nested(2000), 2 * i + 1);
      const text = await response.text();
      const where = `${method} ${target}: ${response.status} ${text.slice(0, 200)}`;
      const outsideService = (response.status === 502 || response.status === 503) && !text.includes('"internal_error"');
      if (response.status >= 500 && !outsideService) problems.push(where);
      else if (response.status >= 400 && (await snapshot()) !== before) problems.push(`changed the database: ${where}`);
      if ((await malformed.text()).includes("Malformed JSON")) {
        readsJson++;
        const refusedForDepth =
          response.status === 400 && text.includes(`nested too deeply: at most ${INPUT_DEPTH_MAX} levels`);
        if (!refusedForDepth) problems.push(`not refused for its nesting: ${where}`);
      }
    }
    expect(problems).toEqual([]);
    expect(readsJson).toBeGreaterThan(30);
  });
});
