import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { NewsletterImportResult, NewsletterIssueView } from "../../worker/contract/newsletter";
import { createDb } from "../../worker/db/client";
import { attemptDelivery } from "../../worker/delivery/pipeline";
import type { EmailPayload } from "../../worker/delivery/types";
import { DELIVERY_KINDS } from "../../worker/delivery-kinds";
import { hashLinkToken, linkSealKey } from "../../worker/domain/link-token";
import { NEWSLETTER_BATCH, runNewsletterBatch } from "../../worker/newsletter/fan-out";
import { startSend } from "../../worker/newsletter/issue-store";
import { identifierHash } from "../../worker/privacy/suppression";
import {
  api,
  createStaffUser,
  emptyDatabase,
  insertDefaultStaffAreas,
  ORIGIN,
  signedInStaff,
  signIn,
  uniqueIp,
} from "./helpers";

/** The newsletter (issue 34, decision 059): double opt-in, issues from articles, fan-out in batches, the list. */

const db = createDb(env.DB);

function signup(body: unknown) {
  return api("/api/newsletter", {
    method: "POST",
    body,
    headers: { "CF-Connecting-IP": uniqueIp() },
  });
}

/** A form body posted as a browser (or a mail provider's one-click) would. */
function postForm(path: string, body: string, headers: Record<string, string> = {}) {
  return exports.default.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": uniqueIp(),
      ...headers,
    },
    body,
    redirect: "manual",
  });
}

async function json<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

const subscriber = (email: string) =>
  env.DB.prepare("select * from newsletter_subscribers where email = ?").bind(email).first<{
    id: string;
    status: string;
    consent_version: string;
  }>();

/** The token of the newest confirmation link emailed to `email` (only its hash is stored). */
async function confirmTokenSentTo(email: string) {
  const texts = (await emailsTo(email)).map((message) => message.payload.text);
  return /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(
    texts.reverse().find((text) => text.includes("/confirm/")) ?? "",
  )![1]!;
}

/** Confirms `email`'s subscription by its emailed link; answers the manage token the confirmation leads to. */
async function confirmedManageToken(email: string) {
  const confirmed = await exports.default.fetch(`${ORIGIN}/newsletter/confirm/${await confirmTokenSentTo(email)}`, {
    redirect: "manual",
  });
  return /^\/newsletter\/manage\/([A-Za-z0-9_-]+)\?confirmed=1$/.exec(confirmed.headers.get("location") ?? "")![1]!;
}

async function emailsTo(recipient: string) {
  const { results } = await env.DB.prepare(
    "select id, payload, status from deliveries where kind = 'email' and recipient = ? order by created_at, rowid",
  )
    .bind(recipient)
    .all<{ id: string; payload: string; status: string }>();
  return results.map((row) => ({ ...row, payload: JSON.parse(row.payload) as EmailPayload }));
}

async function insertArticle(id: string, title: string, status = "published") {
  await env.DB.prepare(
    "insert into articles (id, title, content, summary, category, author, read_time, status, published_at) values (?, ?, '## Body', ?, 'Market Trends', 'Firm', 4, ?, ?)",
  )
    .bind(id, title, `Summary of ${title}.`, status, Date.now())
    .run();
}

/**
 * `n` active subscribers (as confirmed signups would be), with ids in a known order; their manage tokens as stored
 * before decision 078, which still work until the cron hashes them.
 */
async function activeSubscribers(n: number, prefix = "reader") {
  const rows = Array.from({ length: n }, (_, i) => [
    `sub-${String(i).padStart(5, "0")}`,
    `${prefix}${i}@example.com`,
    `manage-token-${prefix}-${String(i).padStart(5, "0")}`,
  ]);
  await env.DB.prepare(
    "insert into newsletter_subscribers (id, email, status, source, legacy_manage_token, consent_version, origin, confirmed_at) select value ->> 0, value ->> 1, 'active', 'signup', value ->> 2, 'newsletter-2026-11', 'http://localhost', 1 from json_each(?)",
  )
    .bind(JSON.stringify(rows))
    .run();
}

async function createIssue(cookie: string, articleIds = ["a1", "a2"]): Promise<NewsletterIssueView> {
  return json(
    await api("/api/admin/newsletters", {
      method: "POST",
      cookie,
      body: { subject: "November at Talent Partners", intro: "Our best reads this month.", articleIds },
    }),
    201,
  );
}

/** An issue started as the send route starts it, but with no queue message: the test drives the batches itself. */
async function startedWithoutQueue(cookie: string) {
  const issue = await createIssue(cookie);
  const actor = { userId: null, ipAddress: null, userAgent: null };
  await startSend(db, actor, issue.id, ORIGIN, new Date());
  return issue;
}

const view = async (cookie: string, id: string) =>
  json<NewsletterIssueView>(await api(`/api/admin/newsletters/${id}`, { cookie }), 200);

/** Runs the fan-out to its end, batch by batch, as the queue would. */
async function drain(issueId: string) {
  for (let i = 0; i < 1000; i++) {
    const result = await runNewsletterBatch(db, linkSealKey(env), issueId, new Date());
    if (result.outcome !== "batch") return i;
  }
  throw new Error("the fan-out never ended");
}

async function deliveryCountsByRecipient(issueId: string) {
  const { results } = await env.DB.prepare(
    "select recipient, count(*) as n from deliveries where related_type = 'newsletter_issue' and related_id = ? group by recipient",
  )
    .bind(issueId)
    .all<{ recipient: string; n: number }>();
  return results;
}

/** An empty database with the recruiter Mara signed in (her cookie), two published articles and a draft. */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const { cookie } = await signedInStaff("mara", "recruiter");
  await env.DB.prepare("update users set email = 'mara@firm.example' where username = 'mara'").run();
  await insertArticle("a1", "Hiring in 2027");
  await insertArticle("a2", "Salary trends");
  await insertArticle("d1", "A draft", "draft");
  return { cookie };
}

describe("signup (double opt-in)", () => {
  it("answers 202 with the same body for a new, a pending and an active address, and a 400 for a bad one", async () => {
    await setup();
    const first = await json<unknown>(await signup({ email: " Ann@Example.com " }), 202);
    const row = await subscriber("ann@example.com");
    expect(row).toMatchObject({ status: "pending", consent_version: "newsletter-2026-11" });
    const consent = await env.DB.prepare("select consent, version from consent_records where subject_id = ?")
      .bind(row!.id)
      .first();
    expect(consent).toEqual({ consent: "newsletter", version: "newsletter-2026-11" });
    const firstToken = await confirmTokenSentTo("ann@example.com");

    const again = await json<unknown>(await signup({ email: "ann@example.com" }), 202);
    expect(again).toEqual(first);
    // A fresh link replaces the first.
    const confirmToken = await confirmTokenSentTo("ann@example.com");
    expect(confirmToken).not.toBe(firstToken);
    const stale = await exports.default.fetch(`${ORIGIN}/newsletter/confirm/${firstToken}`, { redirect: "manual" });
    expect(stale.status).toBe(404);
    // The confirmation link: confirms and leads to the manage page.
    const manageToken = await confirmedManageToken("ann@example.com");
    expect((await subscriber("ann@example.com"))!.status).toBe("active");
    expect((await json<{ status: string }>(await api(`/api/newsletter/manage/${manageToken}`), 200)).status).toBe(
      "active",
    );
    // No column holds a link's token (decision 078): the confirm token's hash and the manage token's hash and seal.
    const stored = JSON.stringify(await subscriber("ann@example.com"));
    for (const token of [firstToken, confirmToken, manageToken]) expect(stored).not.toContain(token);
    expect(await subscriber("ann@example.com")).toMatchObject({
      confirm_token_hash: await hashLinkToken(confirmToken),
      manage_token_hash: await hashLinkToken(manageToken),
    });
    const emailsBefore = (await emailsTo("ann@example.com")).length;
    expect(await json<unknown>(await signup({ email: "ann@example.com" }), 202)).toEqual(first);
    expect((await emailsTo("ann@example.com")).length).toBe(emailsBefore);

    for (const bad of [{ email: "not-an-address" }, { email: "" }, {}, { email: 42 }]) {
      const refused = await json<{ issues: { path: string }[] }>(await signup(bad), 400);
      expect(refused.issues.map((issue) => issue.path)).toEqual(["email"]);
    }
    const { n } = (await env.DB.prepare("select count(*) as n from newsletter_subscribers").first<{ n: number }>())!;
    expect(n).toBe(1);
  });

  it("unsubscribes by the RFC 8058 one-click POST and by the manage page's form, at once", async () => {
    await setup();
    await signup({ email: "bo@example.com" });
    const row = (await subscriber("bo@example.com"))!;
    const manageToken = await confirmedManageToken("bo@example.com");
    const manage = await json<{ status: string }>(await api(`/api/newsletter/manage/${manageToken}`), 200);
    expect(manage.status).toBe("active");
    // A mail provider posts server to server: no Origin, no cookie.
    const oneClick = await postForm(`/api/newsletter/unsubscribe/${manageToken}`, "List-Unsubscribe=One-Click");
    expect(oneClick.status).toBe(200);
    expect((await subscriber("bo@example.com"))!.status).toBe("unsubscribed");
    // The manage page's own button is a native post back to the page.
    await env.DB.prepare("update newsletter_subscribers set status = 'active' where id = ?").bind(row.id).run();
    const button = await postForm(`/newsletter/manage/${manageToken}`, "", { Origin: ORIGIN });
    expect(button.status).toBe(303);
    expect(button.headers.get("location")).toBe(`/newsletter/manage/${manageToken}`);
    expect((await subscriber("bo@example.com"))!.status).toBe("unsubscribed");
    expect((await api("/api/newsletter/unsubscribe/no-such-token-000000000000", { method: "POST" })).status).toBe(404);
  });

  it("the signup form posts natively to /resources and lands on /newsletter/sent; a bad address re-renders with it", async () => {
    await setup();
    const posted = await postForm("/resources", "email=cy%40example.com", { Origin: ORIGIN });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe("/newsletter/sent");
    expect((await subscriber("cy@example.com"))!.status).toBe("pending");
    const refused = await postForm("/resources", "email=nope", { Origin: ORIGIN });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Enter a valid email address");
    expect(html).toContain('value="nope"');
  });
});

describe("issues", () => {
  it("composes a draft from published articles only, previews it and test-sends it to the staff member", async () => {
    const { cookie } = await setup();
    const refused = await json<{ issues: { path: string; message: string }[] }>(
      await api("/api/admin/newsletters", { method: "POST", cookie, body: { subject: "", articleIds: ["d1"] } }),
      400,
    );
    expect(refused.issues.map((i) => i.path)).toContain("subject");
    const draftArticle = await json<{ issues: { path: string; message: string }[] }>(
      await api("/api/admin/newsletters", { method: "POST", cookie, body: { subject: "S", articleIds: ["d1"] } }),
      400,
    );
    expect(draftArticle.issues).toEqual([{ path: "articleIds", message: "Article d1 is not a published article" }]);

    const issue = await createIssue(cookie);
    expect(issue).toMatchObject({ status: "draft", total: 0, sent: 0, failed: 0, articleIds: ["a1", "a2"] });
    const preview = await json<{ subject: string; text: string }>(
      await api(`/api/admin/newsletters/${issue.id}/preview`, { cookie }),
      200,
    );
    expect(preview.text).toMatch(
      /Our best reads this month\.\n\nHiring in 2027\n.*\nRead it: http:\/\/localhost\/article\/a1/,
    );
    expect(preview.text.indexOf("Hiring in 2027")).toBeLessThan(preview.text.indexOf("Salary trends"));
    const test = await json<{ to: string }>(
      await api(`/api/admin/newsletters/${issue.id}/test`, { method: "POST", cookie }),
      202,
    );
    expect(test.to).toBe("mara@firm.example");
    const [testEmail] = await emailsTo("mara@firm.example");
    expect(testEmail!.payload.subject).toBe("[Test] November at Talent Partners");
    expect((await view(cookie, issue.id)).status).toBe("draft");
  });

  it("edits a saved draft: only the fields given change, bad input names the field, a sent issue cannot change", async () => {
    const { cookie } = await setup();
    const issue = await createIssue(cookie);
    const put = (id: string, body: unknown) => api(`/api/admin/newsletters/${id}`, { method: "PUT", cookie, body });

    const edited = await json<NewsletterIssueView>(await put(issue.id, { subject: "December reads" }), 200);
    expect(edited).toMatchObject({ subject: "December reads", intro: "Our best reads this month.", status: "draft" });
    expect(edited.articleIds).toEqual(["a1", "a2"]);
    const reordered = await json<NewsletterIssueView>(await put(issue.id, { articleIds: ["a2"], intro: "" }), 200);
    expect(reordered).toMatchObject({ subject: "December reads", intro: "", articleIds: ["a2"] });
    const log = await env.DB.prepare(
      "select details from admin_activity_logs where action = 'newsletter.update' order by rowid",
    ).all<{ details: string }>();
    expect(log.results).toHaveLength(2);
    expect(log.results[0]!.details).toContain("subject: November at Talent Partners -> December reads");

    for (const [body, path] of [
      [{ subject: " " }, "subject"],
      [{ articleIds: [] }, "articleIds"],
      [{ articleIds: ["d1"] }, "articleIds"],
    ] as const) {
      const refused = await json<{ issues: { path: string }[] }>(await put(issue.id, body), 400);
      expect(refused.issues.map((i) => i.path)).toEqual([path]);
    }
    expect(await view(cookie, issue.id)).toMatchObject({ subject: "December reads", articleIds: ["a2"] });
    expect((await put("nope", { subject: "X" })).status).toBe(404);

    const actor = { userId: null, ipAddress: null, userAgent: null };
    await startSend(db, actor, issue.id, ORIGIN, new Date());
    const late = await json<{ error: string }>(await put(issue.id, { subject: "Too late" }), 409);
    expect(late.error).toBe("issue_not_draft");
    expect((await view(cookie, issue.id)).subject).toBe("December reads");
  });

  it("sends to every confirmed subscriber once, in batches, never to pending, unsubscribed, suppressed or erased ones", async () => {
    const { cookie } = await setup();
    await activeSubscribers(NEWSLETTER_BATCH * 2 + 5);
    await env.DB.batch([
      env.DB.prepare(
        "insert into newsletter_subscribers (id, email, status, source, legacy_manage_token, consent_version, origin) values ('zz-pending', 'pending@example.com', 'pending', 'signup', 'mt-pending-000000000000', 'v', 'http://localhost'), ('zz-gone', 'gone@example.com', 'unsubscribed', 'signup', 'mt-gone-000000000000000', 'v', 'http://localhost')",
      ),
      env.DB.prepare("insert into privacy_suppressions (hash, kind, created_at) values (?, 'email', ?)").bind(
        await identifierHash("email", "reader7@example.com"),
        Date.now(),
      ),
    ]);
    const issue = await createIssue(cookie);
    const started = await json<NewsletterIssueView>(
      await api(`/api/admin/newsletters/${issue.id}/send`, { method: "POST", cookie }),
      202,
    );
    expect(started).toMatchObject({ status: "sending", total: NEWSLETTER_BATCH * 2 + 5, queued: 0 });
    expect((await api(`/api/admin/newsletters/${issue.id}/send`, { method: "POST", cookie })).status).toBe(409);

    // The real NEWSLETTER queue runs the batches one after another; the counts rise to the total.
    const seen: number[] = [];
    for (let i = 0; i < 200 && (await view(cookie, issue.id)).status !== "sent"; i++) {
      seen.push((await view(cookie, issue.id)).queued);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen.some((queued) => queued > 0 && queued < NEWSLETTER_BATCH * 2 + 4)).toBe(true);
    const done = await view(cookie, issue.id);
    expect(done).toMatchObject({ status: "sent", total: NEWSLETTER_BATCH * 2 + 4, queued: NEWSLETTER_BATCH * 2 + 4 });
    const counts = await deliveryCountsByRecipient(issue.id);
    expect(counts.length).toBe(NEWSLETTER_BATCH * 2 + 4);
    expect(counts.every((row) => row.n === 1)).toBe(true);
    const recipients = counts.map((row) => row.recipient);
    expect(recipients).not.toContain("reader7@example.com");
    expect(recipients).not.toContain("pending@example.com");
    expect(recipients).not.toContain("gone@example.com");

    // Each reader's own links: the manage page, and the one-click link the email kind makes the RFC 8058 headers of.
    const [email] = await emailsTo("reader3@example.com");
    expect(email!.payload.text).toContain("Read it: http://localhost/article/a2");
    expect(email!.payload.text.endsWith("/newsletter/manage/manage-token-reader-00003")).toBe(true);
    expect(email!.payload.bulk).toEqual({
      unsubscribe: "http://localhost/unsubscribe/one-click/n.manage-token-reader-00003",
    });

    // The pipeline sends them; the counts follow (email is not configured here: configure it for the attempt).
    const configured = { ...env, EMAIL_API_KEY: "re_test", EMAIL_FROM: "News <news@example.com>" };
    const originalFetch = globalThis.fetch;
    globalThis.fetch = async () => Response.json({ id: "resend-id" });
    // The real queue already looked at it and found email not configured: it waits; make it due again.
    await env.DB.prepare("update deliveries set next_attempt_at = null where id = ?").bind(email!.id).run();
    try {
      expect(await attemptDelivery(configured, db, DELIVERY_KINDS, email!.id)).toEqual({ outcome: "sent" });
    } finally {
      globalThis.fetch = originalFetch;
    }
    expect(await view(cookie, issue.id)).toMatchObject({ sent: 1, failed: 0 });
  });

  it("a batch that fails leaves nothing behind and the retry resumes without duplicates", async () => {
    const { cookie } = await setup();
    await activeSubscribers(NEWSLETTER_BATCH + 10);
    const issue = await startedWithoutQueue(cookie);
    expect((await runNewsletterBatch(db, linkSealKey(env), issue.id, new Date())).outcome).toBe("batch");
    // D1 refuses the next batch's deliveries mid-transaction.
    await env.DB.prepare(
      "create trigger deliveries_down before insert on deliveries begin select raise(abort, 'D1 is down'); end",
    ).run();
    await expect(runNewsletterBatch(db, linkSealKey(env), issue.id, new Date())).rejects.toThrow(/D1 is down/);
    await env.DB.prepare("drop trigger deliveries_down").run();
    expect((await view(cookie, issue.id)).queued).toBe(NEWSLETTER_BATCH);
    // Run the same batch twice more (a retried message and a duplicate): the second finds the cursor moved.
    expect(await drain(issue.id)).toBe(1);
    expect((await runNewsletterBatch(db, linkSealKey(env), issue.id, new Date())).outcome).toBe("idle");
    const counts = await deliveryCountsByRecipient(issue.id);
    expect(counts.length).toBe(NEWSLETTER_BATCH + 10);
    expect(counts.every((row) => row.n === 1)).toBe(true);
    expect(await view(cookie, issue.id)).toMatchObject({ status: "sent", total: NEWSLETTER_BATCH + 10 });
  });

  it("never sends one address an issue twice, even when a batch runs again from an old cursor", async () => {
    const { cookie } = await setup();
    await activeSubscribers(5);
    const issue = await startedWithoutQueue(cookie);
    await runNewsletterBatch(db, linkSealKey(env), issue.id, new Date());
    // As if a stale copy of the first message ran after the first batch committed.
    await env.DB.prepare("update newsletter_issues set cursor = '' where id = ?").bind(issue.id).run();
    await runNewsletterBatch(db, linkSealKey(env), issue.id, new Date());
    const counts = await deliveryCountsByRecipient(issue.id);
    expect(counts.map((row) => row.n)).toEqual([1, 1, 1, 1, 1]);
  });
});

describe("subscribers", () => {
  it("imports consenting addresses, reports bad rows by line, skips known and erased ones, lists and exports", async () => {
    const { cookie } = await setup();
    await signup({ email: "known@example.com" });
    await env.DB.prepare("insert into privacy_suppressions (hash, kind, created_at) values (?, 'email', ?)")
      .bind(await identifierHash("email", "erased@example.com"), Date.now())
      .run();
    const noConsent = await api("/api/admin/newsletter-subscribers/import", {
      method: "POST",
      cookie,
      body: { csv: "email\nnew@example.com" },
    });
    expect(noConsent.status).toBe(400);
    const result = await json<NewsletterImportResult>(
      await api("/api/admin/newsletter-subscribers/import", {
        method: "POST",
        cookie,
        body: {
          csv: 'name,email\nAnn,new@example.com\nBo,not-an-email\n\n"Lee, Cy",KNOWN@example.com\nDee,erased@example.com\nEd,new2@example.com',
          consent: true,
        },
      }),
      200,
    );
    expect(result).toEqual({
      imported: 2,
      existing: 1,
      suppressed: 1,
      invalid: [{ line: 3, value: "not-an-email", message: "Enter a valid email address" }],
    });
    expect((await subscriber("new@example.com"))!.status).toBe("active");
    expect((await subscriber("known@example.com"))!.status).toBe("pending");
    expect(await subscriber("erased@example.com")).toBeNull();

    const list = await api("/api/admin/newsletter-subscribers?status=active&limit=1", { cookie });
    expect(list.headers.get("x-total-count")).toBe("2");
    expect(((await list.json()) as unknown[]).length).toBe(1);
    expect(await json(await api("/api/admin/newsletter-subscribers/counts", { cookie }), 200)).toEqual({
      pending: 1,
      active: 2,
      unsubscribed: 0,
    });
    const csv = await api("/api/admin/newsletter-subscribers/export", { cookie });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text()).trim().split("\n");
    expect(lines[0]).toBe("email,status,source,consent_version,subscribed_at,confirmed_at,unsubscribed_at");
    expect(
      lines
        .slice(1)
        .map((line) => line.split(",")[0])
        .sort(),
    ).toEqual(["known@example.com", "new2@example.com", "new@example.com"]);
  });

  it("is staff only: no cookie, no list", async () => {
    await setup();
    expect((await api("/api/admin/newsletter-subscribers")).status).toBe(401);
    expect((await api("/api/admin/newsletters", { method: "POST", body: {} })).status).toBe(401);
  });

  it("an erased person's subscription is erased and unsubscribed", async () => {
    await setup();
    await activeSubscribers(1, "gone");
    await createStaffUser("ada", "admin");
    const admin = await signIn("ada");
    const erased = await api("/api/admin/privacy/erase", {
      method: "POST",
      cookie: admin,
      body: { q: "gone0@example.com" },
    });
    expect(erased.status, await erased.clone().text()).toBe(200);
    const row = await env.DB.prepare("select email, status from newsletter_subscribers").first<{
      email: string;
      status: string;
    }>();
    expect(row).toEqual({ email: "erased-sub-00000@erased.invalid", status: "unsubscribed" });
  });
});
