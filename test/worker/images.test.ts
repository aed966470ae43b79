import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { IMAGE_MODEL } from "../../worker/content/image-store";
import type { JobImageResult } from "../../worker/contract/images";
import { coverSvg, escapeXml, wrapTitle } from "../../worker/domain/svg-cover";
import type { Bindings } from "../../worker/env";
import { addJobOrder } from "./desk-fixtures";
import { api, emptyDatabase, insertDefaultStaffAreas, ORIGIN, signedInStaff, workerFetch } from "./helpers";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

function upload(cookie: string, body: BodyInit, contentType: string, withCookie = true) {
  return exports.default.fetch(`${ORIGIN}/api/images`, {
    method: "POST",
    headers: { "Content-Type": contentType, Origin: ORIGIN, ...(withCookie ? { Cookie: cookie } : {}) },
    body,
  });
}

/** An empty database and a signed-in recruiter's cookie. */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  return { cookie: (await signedInStaff("rita", "recruiter")).cookie };
}

describe("image upload", () => {
  it("stores a real image under its SHA-256 and serves it with immutable caching and nosniff", async () => {
    const { cookie } = await setup();
    const response = await upload(cookie, PNG, "image/png");
    expect(response.status).toBe(201);
    const { imageUrl } = (await response.json()) as { imageUrl: string };
    const digest = [...new Uint8Array(await crypto.subtle.digest("SHA-256", PNG))]
      .map((b) => b.toString(16).padStart(2, "0"))
      .join("");
    expect(imageUrl).toBe(`/images/${digest}.png`);
    expect(await env.IMAGES.head(`${digest}.png`)).not.toBeNull();

    const served = await exports.default.fetch(`${ORIGIN}${imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    const log = await env.DB.prepare("select action from admin_activity_logs where entity_id = ?")
      .bind(imageUrl)
      .first<{ action: string }>();
    expect(log!.action).toBe("image.upload");
  });

  it("judges the type by magic bytes, not the declared type, and refuses SVG and text", async () => {
    const { cookie } = await setup();
    expect((await upload(cookie, JPEG, "application/octet-stream")).status).toBe(201);
    const svg = await upload(
      cookie,
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      "image/svg+xml",
    );
    expect(svg.status).toBe(415);
    expect(((await svg.json()) as { message: string }).message).toContain("Please select an image file");
    expect((await upload(cookie, "hello", "image/png")).status).toBe(415);
  });

  it("refuses more than 5 MB and anonymous uploads", async () => {
    const { cookie } = await setup();
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(JPEG);
    const response = await upload(cookie, big, "image/jpeg");
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe("Image must be less than 5MB");
    const exactly = new Uint8Array(5 * 1024 * 1024);
    exactly.set(JPEG);
    expect((await upload(cookie, exactly, "image/jpeg")).status).toBe(201);
    expect((await upload(cookie, JPEG, "image/jpeg", false)).status).toBe(401);
  });

  it("answers 404 for unknown or malformed keys", async () => {
    expect((await exports.default.fetch(`${ORIGIN}/images/${"a".repeat(64)}.png`)).status).toBe(404);
    expect((await exports.default.fetch(`${ORIGIN}/images/..%2Fsecret`)).status).toBe(404);
  });
});

describe("generated covers", () => {
  it("draws an SVG cover with the title escaped, served with a script-free CSP", async () => {
    const { cookie } = await setup();
    const response = await exports.default.fetch(`${ORIGIN}/api/generate-image/article`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie },
      body: JSON.stringify({
        title: 'Pay & <script>alert("x")</script> offers',
        content: "Body",
        category: "Salary Negotiation",
      }),
    });
    expect(response.status).toBe(201);
    const { imageUrl } = (await response.json()) as { imageUrl: string };
    expect(imageUrl).toMatch(/^\/images\/[0-9a-f]{64}\.svg$/);
    const served = await exports.default.fetch(`${ORIGIN}${imageUrl}`);
    expect(served.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(served.headers.get("Content-Security-Policy")).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const svg = await served.text();
    expect(svg).not.toContain("<script");
    expect(svg).toContain("&lt;script&gt;");
    expect(svg).toContain("Pay &amp;");
    expect(svg).toContain("SALARY NEGOTIATION");
  });

  it("escapes XML and wraps long titles", () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;");
    expect(
      wrapTitle(
        "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen",
        20,
        3,
      ),
    ).toHaveLength(3);
    expect(wrapTitle("Short title")).toEqual(["Short title"]);
    expect(coverSvg({ title: "A", label: "B" })).toMatch(/^<svg [^>]+>.*<\/svg>$/);
  });
});

describe("POST /api/generate-image/job", () => {
  const body = (extra: Record<string, unknown> = {}) => ({
    title: "Plant Controller",
    description: "Own the monthly close of a three-site food producer.",
    industry: "Manufacturing",
    company: "Acme Foods",
    ...extra,
  });

  /** Workers AI as its binding answers: a base64 JPEG. Records the model and what it was asked. */
  function imageModel() {
    const calls: { model: string; input: { prompt: string; steps: number } }[] = [];
    const ai = {
      run: async (model: string, input: { prompt: string; steps: number }) => {
        calls.push({ model, input });
        return { image: btoa(String.fromCharCode(...JPEG, ...new TextEncoder().encode(input.prompt.slice(0, 8)))) };
      },
    };
    return { calls, bindings: { ...env, AI: ai as unknown as Ai } satisfies Bindings };
  }

  const generate = (cookie: string, payload: unknown, bindings: Bindings, withCookie = cookie) =>
    workerFetch(
      new Request(`${ORIGIN}/api/generate-image/job`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: withCookie },
        body: JSON.stringify(payload),
      }),
      bindings,
    );

  it("asks the image model for the job, stores the picture and sets it as the job's image, logged", async () => {
    const { cookie } = await setup();
    const job = await addJobOrder(null, { title: "Plant Controller" });
    const { calls, bindings } = imageModel();
    const response = await generate(cookie, body({ jobId: job.id }), bindings);
    expect(response.status, await response.clone().text()).toBe(201);
    const { imageUrl, job: updated } = (await response.json()) as JobImageResult;
    expect(imageUrl).toMatch(/^\/images\/[0-9a-f]{64}\.jpg$/);
    expect(updated).toMatchObject({ id: job.id, imageUrl });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.model).toBe(IMAGE_MODEL);
    expect(calls[0]!.input.steps).toBe(4);
    expect(calls[0]!.input.prompt).toContain("Plant Controller at Acme Foods (Manufacturing)");
    expect(calls[0]!.input.prompt).toContain("Own the monthly close");
    expect(await env.IMAGES.head(imageUrl.slice("/images/".length))).not.toBeNull();
    const stored = await env.DB.prepare("select image_url from jobs where id = ?")
      .bind(job.id)
      .first<{ image_url: string }>();
    expect(stored!.image_url).toBe(imageUrl);
    const logged = await env.DB.prepare("select action from admin_activity_logs where entity_id = ? order by rowid")
      .bind(job.id)
      .all<{ action: string }>();
    expect(logged.results.map((row) => row.action)).toEqual(["job.image"]);
    // The job page's social card shows it.
    const page = await (await api(`/jobs/${job.id}`)).text();
    expect(page).toMatch(new RegExp(`<meta property="og:image" content="[^"]*${imageUrl}"`));
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image"');
  });

  it("names no client of a confidential job to the model; without a jobId only makes the image", async () => {
    const { cookie } = await setup();
    const secret = await addJobOrder(null, { title: "CFO", confidential: true });
    const { calls, bindings } = imageModel();
    expect((await generate(cookie, body({ title: "CFO", jobId: secret.id }), bindings)).status).toBe(201);
    expect(calls[0]!.input.prompt).not.toContain("Acme Foods");
    const loose = await generate(cookie, body(), bindings);
    expect(loose.status).toBe(201);
    expect(((await loose.json()) as JobImageResult).job).toBeNull();
  });

  it("without Workers AI draws the SVG cover, as for an article", async () => {
    const { cookie } = await setup();
    const job = await addJobOrder(null);
    const response = await generate(cookie, body({ jobId: job.id, title: "Night <Shift> Lead" }), env);
    expect(response.status).toBe(201);
    const { imageUrl } = (await response.json()) as JobImageResult;
    expect(imageUrl).toMatch(/^\/images\/[0-9a-f]{64}\.svg$/);
    const svg = await (await exports.default.fetch(`${ORIGIN}${imageUrl}`)).text();
    expect(svg).toContain("Night &lt;Shift&gt; Lead");
    expect(svg).toContain("MANUFACTURING");
  });

  it("answers 404 for an unknown job before making anything, 400 naming a bad field", async () => {
    const { cookie } = await setup();
    const { calls, bindings } = imageModel();
    const before = await env.DB.prepare("select count(*) as n from admin_activity_logs").first<{ n: number }>();
    const unknown = await generate(cookie, body({ jobId: "no-such-job" }), bindings);
    expect(unknown.status).toBe(404);
    expect(calls).toHaveLength(0);
    const after = await env.DB.prepare("select count(*) as n from admin_activity_logs").first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
    const bad = await generate(cookie, body({ title: "" }), bindings);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual(["title"]);
  });

  it("is the jobs area's: a plain user 403, a visitor 401", async () => {
    const { cookie } = await setup();
    const { calls, bindings } = imageModel();
    const { cookie: userCookie } = await signedInStaff("ulla", "user");
    expect((await generate(cookie, body(), bindings, userCookie)).status).toBe(403);
    expect((await generate(cookie, body(), bindings, "")).status).toBe(401);
    expect(calls).toHaveLength(0);
  });
});
