import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LinkedinStatus } from "../../worker/contract/content";
import { app } from "../../worker/app";
import { createDb } from "../../worker/db/client";
import { deliverPendingPosts, MAX_POST_ATTEMPTS } from "../../worker/content/linkedin-store";
import { LINKEDIN_POSTS_URL, LINKEDIN_TOKEN_URL, LINKEDIN_USERINFO_URL } from "../../worker/integrations/linkedin/client";
import { CONNECTION_KEY, linkedinConfig, saveConnection } from "../../worker/integrations/linkedin/connection";
import { decryptText, encryptText } from "../../worker/integrations/linkedin/crypto";
import { api, createStaffUser, emptyDatabase, insertDefaultPortals, ORIGIN, signIn } from "./helpers";

const configured = { ...env, LINKEDIN_CLIENT_ID: "client-123", LINKEDIN_CLIENT_SECRET: "secret-456", LINKEDIN_TOKEN_KEY: "token-key-789", SITE_URL: "https://www.example.com" };
const config = linkedinConfig(configured)!;
const now = new Date(Date.UTC(2026, 10, 2, 15, 0));
let cookie: string;

/** A request to the app with the LinkedIn secrets set, as the Worker would get them from `wrangler secret put`. */
function call(path: string, init: RequestInit = {}) {
  return app.request(`${ORIGIN}${path}`, init, configured);
}

/** Every outbound fetch the Worker makes, answered by `respond` (LinkedIn is never called for real). */
function interceptFetch(respond: (url: string, init: RequestInit) => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init = {}) => {
    const url = input instanceof Request ? input.url : String(input);
    calls.push({ url, init });
    return respond(url, init);
  });
  return calls;
}

async function insertPublishedArticle(id = "art-1") {
  await env.DB.prepare(
    "insert into articles (id, title, content, summary, category, author, read_time, status, published_at) values (?, 'Hiring in 2027', '## Hi', 'What employers should know.', 'Market Trends', 'Firm', 5, 'published', ?)",
  )
    .bind(id, now.getTime())
    .run();
}

async function insertPendingPost(id = "post-1", articleId = "art-1") {
  await env.DB.prepare("insert into linkedin_posts (id, article_id, post_content, status, next_attempt_at) values (?, ?, ?, 'pending', ?)")
    .bind(id, articleId, `Hiring in 2027\n\nWhat employers should know.\n\nRead more: https://www.example.com/article/${articleId}`, now.getTime() - 1000)
    .run();
}

async function connect(expiresAt = now.getTime() + 60 * 24 * 3600 * 1000) {
  const db = createDb(env.DB);
  await (await saveConnection(db, config, { accessToken: "access-abc", expiresAt, author: "urn:li:person:xyz", connectedAt: now.getTime() })).query;
}

async function post(id = "post-1") {
  return env.DB.prepare("select status, linkedin_post_id, error, attempts, next_attempt_at from linkedin_posts where id = ?").bind(id).first<Record<string, string | number | null>>();
}

beforeEach(async () => {
  await emptyDatabase();
  await insertDefaultPortals();
  await createStaffUser("rita", "recruiter");
  cookie = await signIn("rita");
});
afterEach(() => vi.restoreAllMocks());

describe("token encryption", () => {
  it("round-trips and refuses a wrong key or an altered value", async () => {
    const sealed = await encryptText("k1", "secret token");
    expect(sealed).not.toContain("secret");
    expect(await decryptText("k1", sealed)).toBe("secret token");
    await expect(decryptText("k2", sealed)).rejects.toThrow();
    await expect(decryptText("k1", `${sealed.slice(0, -2)}AA`)).rejects.toThrow();
  });
});

describe("LinkedIn status", () => {
  it("says not configured without the secrets, not connected, connected, and expired", async () => {
    const status = (await (await api("/api/content/linkedin-status", { cookie })).json()) as LinkedinStatus;
    expect(status).toMatchObject({ configured: false, isConnected: false, expired: false });
    expect(status.reason).toContain("not configured");

    const read = async () => (await (await call("/api/content/linkedin-status", { headers: { Cookie: cookie } })).json()) as LinkedinStatus;
    expect(await read()).toMatchObject({ configured: true, isConnected: false, expired: false });
    await connect(Date.now() + 3600_000);
    expect(await read()).toMatchObject({ configured: true, isConnected: true, expired: false, author: "urn:li:person:xyz", reason: null });
    await connect(Date.now() - 1000);
    const expired = await read();
    expect(expired).toMatchObject({ isConnected: false, expired: true });
    expect(expired.reason).toContain("expired");
  });
});

describe("OAuth connect and callback", () => {
  it("redirects to LinkedIn with a signed state, then exchanges the code and stores the token encrypted", async () => {
    const start = await call("/api/content/linkedin/connect", { headers: { Cookie: cookie } });
    expect(start.status).toBe(302);
    const location = new URL(start.headers.get("Location")!);
    expect(`${location.origin}${location.pathname}`).toBe("https://www.linkedin.com/oauth/v2/authorization");
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      response_type: "code",
      client_id: "client-123",
      redirect_uri: `${ORIGIN}/api/content/linkedin/callback`,
      scope: "openid profile w_member_social",
    });
    const state = location.searchParams.get("state")!;
    const nonceCookie = start.headers.get("Set-Cookie")!.split(";")[0]!;
    expect(start.headers.get("Set-Cookie")).toMatch(/HttpOnly/i);

    const calls = interceptFetch((url) => {
      if (url === LINKEDIN_TOKEN_URL) return Response.json({ access_token: "live-token", expires_in: 5_184_000 });
      if (url === LINKEDIN_USERINFO_URL) return Response.json({ sub: "member-42" });
      return new Response("unexpected", { status: 500 });
    });
    const done = await call(`/api/content/linkedin/callback?code=auth-code&state=${encodeURIComponent(state)}`, { headers: { Cookie: `${cookie}; ${nonceCookie}` } });
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/admin/content?linkedin=connected");

    const exchange = calls.find((c) => c.url === LINKEDIN_TOKEN_URL)!;
    expect(exchange.init.method).toBe("POST");
    expect(new Headers(exchange.init.headers).get("Content-Type")).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(String(exchange.init.body)))).toEqual({
      grant_type: "authorization_code",
      code: "auth-code",
      redirect_uri: `${ORIGIN}/api/content/linkedin/callback`,
      client_id: "client-123",
      client_secret: "secret-456",
    });
    expect(new Headers(calls.find((c) => c.url === LINKEDIN_USERINFO_URL)!.init.headers).get("Authorization")).toBe("Bearer live-token");

    const stored = await env.DB.prepare("select setting_value, is_encrypted from ghl_integration_settings where setting_key = ?").bind(CONNECTION_KEY).first<{ setting_value: string; is_encrypted: number }>();
    expect(stored!.is_encrypted).toBe(1);
    expect(stored!.setting_value).not.toContain("live-token");
    expect(JSON.parse(await decryptText("token-key-789", stored!.setting_value))).toMatchObject({ accessToken: "live-token", author: "urn:li:person:member-42" });
  });

  it("refuses a forged state, a missing nonce cookie, and does not call LinkedIn", async () => {
    const start = await call("/api/content/linkedin/connect", { headers: { Cookie: cookie } });
    const state = new URL(start.headers.get("Location")!).searchParams.get("state")!;
    const nonceCookie = start.headers.get("Set-Cookie")!.split(";")[0]!;
    const calls = interceptFetch(() => Response.json({}));
    const forged = `${state.split(".")[0]}.AAAA`;
    expect((await call(`/api/content/linkedin/callback?code=x&state=${forged}`, { headers: { Cookie: `${cookie}; ${nonceCookie}` } })).status).toBe(400);
    expect((await call(`/api/content/linkedin/callback?code=x&state=${encodeURIComponent(state)}`, { headers: { Cookie: cookie } })).status).toBe(400);
    expect(calls).toEqual([]);
  });

  it("answers 503 when LinkedIn is not configured", async () => {
    expect((await api("/api/content/linkedin/connect", { cookie })).status).toBe(503);
  });
});

describe("posting", () => {
  it("sends the documented Posts API request and records the post URN", async () => {
    await insertPublishedArticle();
    await insertPendingPost();
    await connect();
    const calls = interceptFetch(() => new Response(null, { status: 201, headers: { "x-restli-id": "urn:li:share:7000" } }));
    const report = await deliverPendingPosts(configured, createDb(env.DB), now);
    expect(report).toEqual({ posted: 1, failed: 0, waiting: 0, reason: null });
    expect(calls).toHaveLength(1);
    const [request] = calls;
    expect(request!.url).toBe(LINKEDIN_POSTS_URL);
    expect(request!.init.method).toBe("POST");
    const headers = new Headers(request!.init.headers);
    expect(headers.get("Authorization")).toBe("Bearer access-abc");
    expect(headers.get("LinkedIn-Version")).toMatch(/^20\d{4}$/);
    expect(headers.get("X-Restli-Protocol-Version")).toBe("2.0.0");
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(request!.init.body))).toEqual({
      author: "urn:li:person:xyz",
      commentary: "Hiring in 2027\n\nWhat employers should know.\n\nRead more: https://www.example.com/article/art-1",
      visibility: "PUBLIC",
      distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
      content: { article: { source: "https://www.example.com/article/art-1", title: "Hiring in 2027", description: "What employers should know." } },
      lifecycleState: "PUBLISHED",
      isReshareDisabledByAuthor: false,
    });
    expect(await post()).toMatchObject({ status: "posted", linkedin_post_id: "urn:li:share:7000", error: null, attempts: 1 });
    const article = await env.DB.prepare("select linkedin_post_id from articles where id = 'art-1'").first<{ linkedin_post_id: string }>();
    expect(article!.linkedin_post_id).toBe("urn:li:share:7000");
  });

  it("retries a server failure with backoff, then marks it failed after the last attempt", async () => {
    await insertPublishedArticle();
    await insertPendingPost();
    await connect();
    interceptFetch(() => new Response("upstream down", { status: 503 }));
    const db = createDb(env.DB);
    expect((await deliverPendingPosts(configured, db, now)).waiting).toBe(1);
    expect(await post()).toMatchObject({ status: "pending", attempts: 1, next_attempt_at: now.getTime() + 5 * 60_000 });
    expect((await post())!.error).toContain("503 upstream down");
    // Not due yet: nothing is sent.
    expect((await deliverPendingPosts(configured, db, new Date(now.getTime() + 60_000))).waiting).toBe(0);
    let at = now.getTime();
    for (let attempt = 2; attempt <= MAX_POST_ATTEMPTS; attempt++) {
      at = Number((await post())!.next_attempt_at);
      await deliverPendingPosts(configured, db, new Date(at));
    }
    expect(await post()).toMatchObject({ status: "failed", attempts: MAX_POST_ATTEMPTS, next_attempt_at: null });
  });

  it("marks a post LinkedIn refuses as failed with the error at once", async () => {
    await insertPublishedArticle();
    await insertPendingPost();
    await connect();
    interceptFetch(() => Response.json({ message: "Content is a duplicate" }, { status: 422 }));
    expect((await deliverPendingPosts(configured, createDb(env.DB), now)).failed).toBe(1);
    const failed = await post();
    expect(failed).toMatchObject({ status: "failed", attempts: 1 });
    expect(failed!.error).toContain("Content is a duplicate");
  });

  it("keeps posts pending with the reason while LinkedIn is not connected, calling nothing", async () => {
    await insertPublishedArticle();
    await insertPendingPost();
    const calls = interceptFetch(() => new Response(null, { status: 201 }));
    const report = await deliverPendingPosts(configured, createDb(env.DB), now);
    expect(report.waiting).toBe(1);
    expect(calls).toEqual([]);
    const waiting = await post();
    expect(waiting).toMatchObject({ status: "pending", attempts: 0 });
    expect(waiting!.error).toContain("not connected");
  });

  it("Post to LinkedIn queues the newest unposted published article and says why it waits", async () => {
    await insertPublishedArticle();
    const response = await api("/api/content/trigger/linkedin", { method: "POST", cookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { queued: number; waiting: number; message: string };
    expect(body).toMatchObject({ queued: 1, waiting: 1 });
    expect(body.message).toContain("not configured");
    const posts = (await (await api("/api/content/linkedin-posts", { cookie })).json()) as { status: string; articleTitle: string; postContent: string }[];
    expect(posts).toMatchObject([{ status: "pending", articleTitle: "Hiring in 2027" }]);
    expect(posts[0]!.postContent).toContain(`${ORIGIN}/article/art-1`);
  });
});
