import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { app } from "../../worker/app";
import { LINKEDIN_TOKEN_REJECTED } from "../../worker/content/linkedin-delivery";
import { queueLinkedinPost } from "../../worker/content/linkedin-store";
import type { LinkedinPostView, LinkedinStatus } from "../../worker/contract/linkedin-posts";
import { createDb } from "../../worker/db/client";
import { deliveries } from "../../worker/db/schema";
import {
  attemptDelivery,
  MAX_DELIVERY_ATTEMPTS,
  markDead,
  NOT_CONFIGURED_RECHECK_MS,
} from "../../worker/delivery/pipeline";
import { DELIVERY_KINDS } from "../../worker/delivery-kinds";
import { decryptText, encryptText } from "../../worker/domain/secret-box";
import {
  LINKEDIN_POSTS_URL,
  LINKEDIN_TOKEN_URL,
  LINKEDIN_USERINFO_URL,
} from "../../worker/integrations/linkedin/client";
import { FIRM_CONNECTION, linkedinConfig, saveConnection } from "../../worker/integrations/linkedin/connection";
import { api, createStaffUser, emptyDatabase, insertDefaultStaffAreas, ORIGIN, signedInStaff, signIn } from "./helpers";

const configured = {
  ...env,
  LINKEDIN_CLIENT_ID: "client-123",
  LINKEDIN_CLIENT_SECRET: "secret-456",
  LINKEDIN_TOKEN_KEY: "token-key-789",
  SITE_URL: "https://www.example.com",
};
const config = linkedinConfig(configured)!;
const now = new Date(Date.UTC(2026, 10, 2, 15, 0));
const db = createDb(env.DB);

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

/** Queues a post of art-1 as the app does: the post row and its delivery in one batch. */
async function queuePost(recipient = "LinkedIn") {
  const queued = queueLinkedinPost(
    db,
    { id: "art-1", title: "Hiring in 2027", summary: "What employers should know." },
    { origin: "https://www.example.com", recipient },
    now,
  );
  await db.batch([...queued.inserts]);
  const [delivery] = await db.select().from(deliveries).where(eq(deliveries.id, queued.deliveryId));
  return delivery!;
}

async function connect(expiresAt = now.getTime() + 60 * 24 * 3600 * 1000) {
  await (
    await saveConnection(db, config, {
      accessToken: "access-abc",
      expiresAt,
      author: "urn:li:person:xyz",
      connectedAt: now.getTime(),
    })
  ).query;
}

async function post() {
  return env.DB.prepare("select status, linkedin_post_id, error, posted_at from linkedin_posts").first<
    Record<string, string | number | null>
  >();
}

async function delivery(id: string) {
  const [row] = await db.select().from(deliveries).where(eq(deliveries.id, id));
  return row!;
}

/** The LinkedIn tab's list, as the dashboard reads it. */
async function listedPosts(cookie: string) {
  return (await (await api("/api/content/linkedin-posts", { cookie })).json()) as LinkedinPostView[];
}

const created = () => new Response(null, { status: 201, headers: { "x-restli-id": "urn:li:share:7000" } });

/** An empty database and the recruiter Rita's cookie. */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  return { cookie: (await signedInStaff("rita", "recruiter")).cookie };
}
afterEach(() => vi.restoreAllMocks());

describe("token encryption", () => {
  it("round-trips and refuses a wrong key or an altered value", async () => {
    const sealed = await encryptText("k1", "secret token");
    expect(sealed).not.toContain("secret");
    expect(await decryptText("k1", sealed)).toBe("secret token");
    await expect(decryptText("k2", sealed)).rejects.toThrow();
    // One character inside the ciphertext changed (the last ones may be padding bits, or already "AA").
    const at = sealed.length - 10;
    const altered = `${sealed.slice(0, at)}${sealed[at] === "A" ? "B" : "A"}${sealed.slice(at + 1)}`;
    await expect(decryptText("k1", altered)).rejects.toThrow();
  });
});

describe("LinkedIn status", () => {
  it("says not configured without the secrets, not connected, connected, and expired, as the linkedin_post kind sees it", async () => {
    const { cookie } = await setup();
    const status = (await (await api("/api/content/linkedin-status", { cookie })).json()) as LinkedinStatus;
    expect(status).toMatchObject({
      appConfigured: false,
      isConnected: false,
      expired: false,
      service: { configured: false },
    });
    expect(status.service.reason).toContain("not configured");
    expect(status.service).toEqual(await DELIVERY_KINDS.linkedin_post.status(env, db));

    const read = async () =>
      (await (await call("/api/content/linkedin-status", { headers: { Cookie: cookie } })).json()) as LinkedinStatus;
    expect(await read()).toMatchObject({ appConfigured: true, isConnected: false, expired: false });
    await connect(Date.now() + 3600_000);
    expect(await read()).toMatchObject({
      appConfigured: true,
      isConnected: true,
      expired: false,
      author: "urn:li:person:xyz",
      service: { configured: true, reason: null },
    });
    await connect(Date.now() - 1000);
    const expired = await read();
    expect(expired).toMatchObject({ isConnected: false, expired: true, service: { configured: false } });
    expect(expired.service.reason).toContain("expired");
    expect(expired.service).toEqual(await DELIVERY_KINDS.linkedin_post.status(configured, db));
  });
});

describe("OAuth connect and callback", () => {
  it("redirects to LinkedIn with a signed state, then exchanges the code and stores the token encrypted", async () => {
    const { cookie } = await setup();
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
    const done = await call(`/api/content/linkedin/callback?code=auth-code&state=${encodeURIComponent(state)}`, {
      headers: { Cookie: `${cookie}; ${nonceCookie}` },
    });
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
    expect(new Headers(calls.find((c) => c.url === LINKEDIN_USERINFO_URL)!.init.headers).get("Authorization")).toBe(
      "Bearer live-token",
    );

    const stored = await env.DB.prepare("select encrypted_connection from linkedin_connections where id = ?")
      .bind(FIRM_CONNECTION)
      .first<{ encrypted_connection: string }>();
    expect(stored!.encrypted_connection).not.toContain("live-token");
    expect(JSON.parse(await decryptText("token-key-789", stored!.encrypted_connection))).toMatchObject({
      accessToken: "live-token",
      author: "urn:li:person:member-42",
    });
    // The CRM's settings table holds none of it.
    expect((await env.DB.prepare("select count(*) as n from ghl_integration_settings").first<{ n: number }>())!.n).toBe(
      0,
    );
  });

  it("refuses a forged state, a missing nonce cookie, and does not call LinkedIn", async () => {
    const { cookie } = await setup();
    const start = await call("/api/content/linkedin/connect", { headers: { Cookie: cookie } });
    const state = new URL(start.headers.get("Location")!).searchParams.get("state")!;
    const nonceCookie = start.headers.get("Set-Cookie")!.split(";")[0]!;
    const calls = interceptFetch(() => Response.json({}));
    const forged = `${state.split(".")[0]}.AAAA`;
    expect(
      (
        await call(`/api/content/linkedin/callback?code=x&state=${forged}`, {
          headers: { Cookie: `${cookie}; ${nonceCookie}` },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(`/api/content/linkedin/callback?code=x&state=${encodeURIComponent(state)}`, {
          headers: { Cookie: cookie },
        })
      ).status,
    ).toBe(400);
    expect(calls).toEqual([]);
  });

  it("answers 503 when LinkedIn is not configured", async () => {
    const { cookie } = await setup();
    expect((await api("/api/content/linkedin/connect", { cookie })).status).toBe(503);
  });
});

describe("posting on the delivery pipeline", () => {
  it("sends the documented Posts API request, then marks the post posted and records its URN", async () => {
    const { cookie } = await setup();
    await insertPublishedArticle();
    await connect();
    const queued = await queuePost("LinkedIn (urn:li:person:xyz)");
    expect(queued).toMatchObject({
      kind: "linkedin_post",
      recipient: "LinkedIn (urn:li:person:xyz)",
      summary: "Hiring in 2027",
      status: "pending",
      relatedType: "linkedin_post",
    });
    const calls = interceptFetch(() => created());
    expect(await attemptDelivery(configured, db, DELIVERY_KINDS, queued.id, now)).toEqual({ outcome: "sent" });
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
      content: {
        article: {
          source: "https://www.example.com/article/art-1",
          title: "Hiring in 2027",
          description: "What employers should know.",
        },
      },
      lifecycleState: "PUBLISHED",
      isReshareDisabledByAuthor: false,
    });
    expect(await post()).toMatchObject({
      status: "posted",
      linkedin_post_id: "urn:li:share:7000",
      error: null,
      posted_at: now.getTime(),
    });
    expect(await delivery(queued.id)).toMatchObject({
      status: "sent",
      attempts: 1,
      providerId: "urn:li:share:7000",
      sentAt: now,
    });
    const article = await env.DB.prepare("select linkedin_post_id from articles where id = 'art-1'").first<{
      linkedin_post_id: string;
    }>();
    expect(article!.linkedin_post_id).toBe("urn:li:share:7000");
    expect(await listedPosts(cookie)).toMatchObject([
      { status: "posted", attempts: 1, error: null, nextAttemptAt: null, postedAt: now.toISOString() },
    ]);
  });

  it("retries a LinkedIn 500 after the backoff, then posts exactly once", async () => {
    const { cookie } = await setup();
    await insertPublishedArticle();
    await connect();
    const queued = await queuePost();
    const calls = interceptFetch(() =>
      calls.length === 1 ? new Response("upstream down", { status: 500 }) : created(),
    );
    expect(await attemptDelivery(configured, db, DELIVERY_KINDS, queued.id, now)).toEqual({
      outcome: "retry",
      delaySeconds: 5 * 60,
    });
    expect(await post()).toMatchObject({ status: "pending", linkedin_post_id: null });
    const [waiting] = await listedPosts(cookie);
    expect(waiting).toMatchObject({
      status: "pending",
      attempts: 1,
      nextAttemptAt: new Date(now.getTime() + 5 * 60_000).toISOString(),
    });
    expect(waiting!.error).toContain("500 upstream down");
    // Not due yet: a duplicate queue message sends nothing.
    expect(await attemptDelivery(configured, db, DELIVERY_KINDS, queued.id, new Date(now.getTime() + 60_000))).toEqual({
      outcome: "not_due",
    });
    expect(
      await attemptDelivery(configured, db, DELIVERY_KINDS, queued.id, new Date(now.getTime() + 5 * 60_000)),
    ).toEqual({ outcome: "sent" });
    expect(calls).toHaveLength(2);
    expect(await post()).toMatchObject({ status: "posted", linkedin_post_id: "urn:li:share:7000", error: null });
    expect(await delivery(queued.id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it(`marks the post failed with the error when LinkedIn is down for all ${MAX_DELIVERY_ATTEMPTS} attempts`, async () => {
    await setup();
    await insertPublishedArticle();
    await connect();
    const queued = await queuePost();
    interceptFetch(() => new Response("upstream down", { status: 503 }));
    let at = now;
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      const result = await attemptDelivery(configured, db, DELIVERY_KINDS, queued.id, at);
      if (result.outcome === "retry") at = new Date(at.getTime() + result.delaySeconds * 1000);
      else expect(result).toEqual({ outcome: "dead" });
    }
    expect(await delivery(queued.id)).toMatchObject({ status: "dead", attempts: MAX_DELIVERY_ATTEMPTS });
    const failed = await post();
    expect(failed).toMatchObject({ status: "failed", linkedin_post_id: null });
    expect(failed!.error).toContain("503 upstream down");
  });

  it("marks a post LinkedIn refuses as failed with the error at once", async () => {
    const { cookie } = await setup();
    await insertPublishedArticle();
    await connect();
    const queued = await queuePost();
    interceptFetch(() => Response.json({ message: "Content is a duplicate" }, { status: 422 }));
    expect(await attemptDelivery(configured, db, DELIVERY_KINDS, queued.id, now)).toEqual({ outcome: "failed" });
    expect(await delivery(queued.id)).toMatchObject({ status: "failed", attempts: 1 });
    const failed = await post();
    expect(failed).toMatchObject({ status: "failed" });
    expect(failed!.error).toContain("Content is a duplicate");
    expect((await listedPosts(cookie))[0]).toMatchObject({
      status: "failed",
      error: failed!.error,
      nextAttemptAt: null,
    });

    // Retried from the deliveries screen, the post shows as pending again until its delivery comes to an end.
    await createStaffUser("ada", "admin");
    expect(
      (await api(`/api/admin/deliveries/${queued.id}/retry`, { method: "POST", cookie: await signIn("ada") })).status,
    ).toBe(200);
    expect((await listedPosts(cookie))[0]).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("marks the post failed when the dead-letter queue gives its delivery up", async () => {
    await setup();
    await insertPublishedArticle();
    const queued = await queuePost();
    await markDead(db, DELIVERY_KINDS, queued.id, now);
    expect(await post()).toMatchObject({ status: "failed", error: "The delivery queue gave up on it" });
  });

  it("keeps the post waiting with the reason while LinkedIn is not connected or its token has expired, calling nothing", async () => {
    const { cookie } = await setup();
    await insertPublishedArticle();
    const queued = await queuePost();
    const calls = interceptFetch(() => created());
    expect(await attemptDelivery(configured, db, DELIVERY_KINDS, queued.id, now)).toEqual({ outcome: "waiting" });
    expect(await delivery(queued.id)).toMatchObject({
      status: "pending",
      attempts: 0,
      nextAttemptAt: new Date(now.getTime() + NOT_CONFIGURED_RECHECK_MS),
    });
    expect((await delivery(queued.id)).waitingReason).toContain("LinkedIn is not connected");
    expect(await post()).toMatchObject({ status: "pending", error: null });
    expect((await listedPosts(cookie))[0]!.error).toContain("LinkedIn is not connected");

    await connect(now.getTime() - 1000);
    const later = new Date(now.getTime() + NOT_CONFIGURED_RECHECK_MS);
    expect(await attemptDelivery(configured, db, DELIVERY_KINDS, queued.id, later)).toEqual({ outcome: "waiting" });
    expect((await delivery(queued.id)).waitingReason).toContain("token has expired");
    expect(calls).toEqual([]);
  });

  it("keeps the post waiting, its attempt not counted, when LinkedIn rejects the token (revoked)", async () => {
    const { cookie } = await setup();
    await insertPublishedArticle();
    await connect();
    const queued = await queuePost();
    const calls = interceptFetch(() => Response.json({ message: "Invalid access token" }, { status: 401 }));
    expect(await attemptDelivery(configured, db, DELIVERY_KINDS, queued.id, now)).toEqual({ outcome: "waiting" });
    expect(calls).toHaveLength(1);
    expect(await delivery(queued.id)).toMatchObject({
      status: "pending",
      attempts: 0,
      waitingReason: LINKEDIN_TOKEN_REJECTED,
      nextAttemptAt: new Date(now.getTime() + NOT_CONFIGURED_RECHECK_MS),
    });
    expect(await post()).toMatchObject({ status: "pending" });
    expect((await listedPosts(cookie))[0]!.error).toBe(LINKEDIN_TOKEN_REJECTED);
  });
});

describe("Post to LinkedIn", () => {
  it("queues the newest unposted published article with its delivery, and says why it waits", async () => {
    const { cookie } = await setup();
    await insertPublishedArticle();
    const response = await api("/api/content/trigger/linkedin", { method: "POST", cookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { queued: number; waiting: number; message: string };
    expect(body).toMatchObject({ queued: 1, waiting: 1 });
    expect(body.message).toContain("not configured");
    const posts = await listedPosts(cookie);
    expect(posts).toMatchObject([{ status: "pending", articleTitle: "Hiring in 2027", attempts: 0 }]);
    expect(posts[0]!.postContent).toContain(`${ORIGIN}/article/art-1`);
    expect(posts[0]!.error).toContain("not configured");
    const [queued] = await db.select().from(deliveries).where(eq(deliveries.kind, "linkedin_post"));
    expect(queued).toMatchObject({
      recipient: "LinkedIn",
      summary: "Hiring in 2027",
      payload: JSON.stringify({ postId: posts[0]!.id }),
      relatedId: posts[0]!.id,
    });
  });

  it("posts at once when LinkedIn is connected, and then finds nothing left to post", async () => {
    const { cookie } = await setup();
    await insertPublishedArticle();
    await connect(Date.now() + 3600_000);
    const calls = interceptFetch(() => created());
    const trigger = async () =>
      (
        await call("/api/content/trigger/linkedin", { method: "POST", headers: { Cookie: cookie, Origin: ORIGIN } })
      ).json();
    expect(await trigger()).toEqual({
      queued: 1,
      posted: 1,
      failed: 0,
      waiting: 0,
      reason: null,
      message: 'Queued "Hiring in 2027". 1 posted, 0 failed, 0 waiting.',
    });
    expect(calls.map((c) => c.url)).toEqual([LINKEDIN_POSTS_URL]);
    expect(await post()).toMatchObject({ status: "posted", linkedin_post_id: "urn:li:share:7000" });
    const [sent] = await db.select().from(deliveries).where(eq(deliveries.kind, "linkedin_post"));
    expect(sent).toMatchObject({ status: "sent", recipient: "LinkedIn (urn:li:person:xyz)" });
    expect(await trigger()).toEqual({
      queued: 0,
      posted: 0,
      failed: 0,
      waiting: 0,
      reason: null,
      message: "No published article is waiting to be posted.",
    });
  });
});
