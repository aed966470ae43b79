import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ArticleSummary, ArticleView, ContentStats } from "../../worker/contract/article-views";
import { COMPANY } from "../../worker/contract/company";
import type { BulkProgress, BulkStarted } from "../../worker/contract/content-generation";
import { CONTENT_CATEGORIES } from "../../worker/contract/site-enums";
import { api, emptyDatabase, insertDefaultStaffAreas, signedInStaff } from "./helpers";

async function json<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

async function generate(cookie: string, category = "Career Guidance"): Promise<ArticleView> {
  return json<ArticleView>(
    await api("/api/content/articles/generate", { method: "POST", cookie, body: { category } }),
    201,
  );
}

const put = (cookie: string, path: string, body?: unknown) => api(path, { method: "PUT", cookie, body: body ?? {} });

async function logActions(entityId: string): Promise<string[]> {
  const { results } = await env.DB.prepare("select action from admin_activity_logs where entity_id = ? order by rowid")
    .bind(entityId)
    .all<{ action: string }>();
  return results.map((row) => row.action);
}

/** An empty database and the recruiter Rita's cookie. */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  return { cookie: (await signedInStaff("rita", "recruiter")).cookie };
}

describe("generating articles", () => {
  it("generates a draft by the firm with the composer when Workers AI is not bound", async () => {
    const { cookie } = await setup();
    const article = await generate(cookie, "Technology Focus");
    expect(article).toMatchObject({
      status: "draft",
      author: COMPANY.name,
      category: "Technology Focus",
      publishedAt: null,
    });
    expect(article.content.split(/\s+/).length).toBeGreaterThan(1000);
    expect(article.readTime).toBeGreaterThanOrEqual(5);
    expect(await logActions(article.id)).toEqual(["article.generate"]);
  });

  it("refuses an unknown category", async () => {
    const { cookie } = await setup();
    const body = await json<{ issues: { path: string }[] }>(
      await api("/api/content/articles/generate", { method: "POST", cookie, body: { category: "Astrology" } }),
      400,
    );
    expect(body.issues.map((i) => i.path)).toEqual(["category"]);
  });

  it("generates from a prompt with its variables, and names a placeholder with no value", async () => {
    const { cookie } = await setup();
    const article = await json<ArticleView>(
      await api("/api/content/generate-from-prompt", {
        method: "POST",
        cookie,
        body: {
          prompt: "Advice for a {{role}} in {{city}}",
          variables: { role: "Controller", city: "Denver" },
          category: "Career Guidance",
        },
      }),
      201,
    );
    expect(article.keywords).toContain("denver");
    // The composer names the prompt's variables in the title and the text, not only the keywords.
    expect(article.title).toContain("Controller");
    expect(article.title).toContain("Denver");
    expect(article.content).toContain("“Controller”");
    expect(article.content).toContain("“Denver”");
    expect(article.summary).toContain("Denver");
    const missing = await json<{ issues: { path: string; message: string }[] }>(
      await api("/api/content/generate-from-prompt", {
        method: "POST",
        cookie,
        body: {
          prompt: "Advice for a {{role}} in {{city}}",
          variables: { role: "Controller" },
          category: "Career Guidance",
        },
      }),
      400,
    );
    expect(missing.issues).toEqual([{ path: "variables.city", message: "No value for {{city}}" }]);
    const empty = await json<{ issues: { path: string; message: string }[] }>(
      await api("/api/content/generate-from-prompt", {
        method: "POST",
        cookie,
        body: { prompt: "  ", category: "Career Guidance" },
      }),
      400,
    );
    expect(empty.issues).toEqual([{ path: "prompt", message: "Prompt is required" }]);
  });

  it("lists prompt templates with their variables", async () => {
    const { cookie } = await setup();
    const templates = await json<{ category: string; variables: string[] }[]>(
      await api("/api/content/prompt-templates", { cookie }),
      200,
    );
    expect(new Set(templates.map((t) => t.category)).size).toBe(CONTENT_CATEGORIES.length);
  });
});

describe("article transitions", () => {
  it("draft -> approved -> published -> approved, each logged; published ones are public, newest first", async () => {
    const { cookie } = await setup();
    const article = await generate(cookie);
    const approved = await json<ArticleView>(await put(cookie, `/api/content/articles/${article.id}/approve`), 200);
    expect(approved.status).toBe("approved");
    expect(
      (await json<ArticleSummary[]>(await api("/api/content/published-articles"), 200)).map((a) => a.id),
    ).not.toContain(article.id);

    const published = await json<ArticleView>(await put(cookie, `/api/content/articles/${article.id}/publish`), 200);
    expect(published.status).toBe("published");
    expect(published.publishedAt).not.toBeNull();
    const list = await json<ArticleSummary[]>(await api("/api/content/published-articles"), 200);
    const { content: _body, ...summary } = published;
    expect(list[0]).toEqual(summary);
    expect(list.every((a) => a.status === "published")).toBe(true);
    expect(await json<ArticleView>(await api(`/api/content/published-articles/${article.id}`), 200)).toEqual(published);

    const unpublished = await json<ArticleView>(
      await put(cookie, `/api/content/articles/${article.id}/unpublish`),
      200,
    );
    expect(unpublished).toMatchObject({ status: "approved", publishedAt: null });
    expect((await api(`/api/content/published-articles/${article.id}`)).status).toBe(404);
    expect(await logActions(article.id)).toEqual([
      "article.generate",
      "article.approve",
      "article.publish",
      "article.unpublish",
    ]);
  });

  it("answers 409 naming the current state for a transition from the wrong state, changing nothing", async () => {
    const { cookie } = await setup();
    const draft = await generate(cookie);
    const cases: [string, string][] = [
      ["publish", "Only an approved article can be published; this article is draft."],
      ["unpublish", "Only a published article can be unpublished; this article is draft."],
    ];
    for (const [action, message] of cases) {
      const body = await json<{ error: string; message: string }>(
        await put(cookie, `/api/content/articles/${draft.id}/${action}`),
        409,
      );
      expect(body).toMatchObject({ error: "invalid_state", message });
    }
    await put(cookie, `/api/content/articles/${draft.id}/approve`);
    expect(
      (await json<{ message: string }>(await put(cookie, `/api/content/articles/${draft.id}/approve`), 409)).message,
    ).toBe("Only a draft can be approved; this article is approved.");
    await put(cookie, `/api/content/articles/${draft.id}/publish`);
    expect(
      (await json<{ message: string }>(await put(cookie, `/api/content/articles/${draft.id}/publish`), 409)).message,
    ).toContain("this article is published");
    expect(await logActions(draft.id)).toEqual(["article.generate", "article.approve", "article.publish"]);
    expect((await put(cookie, "/api/content/articles/nope/approve")).status).toBe(404);
  });
});

describe("editing and deleting", () => {
  it("updates with the spec's validation, naming each field", async () => {
    const { cookie } = await setup();
    const article = await generate(cookie);
    const bad = await json<{ issues: { path: string; message: string }[] }>(
      await put(cookie, `/api/content/articles/${article.id}`, {
        title: " ",
        content: "",
        summary: "x",
        category: "Cooking",
        author: "",
        readTime: 0,
        imageUrl: "data:image/png;base64,AAAA",
        metaTitle: "t".repeat(301),
        metaDescription: "d".repeat(501),
        canonicalUrl: "javascript:alert(1)",
      }),
      400,
    );
    expect(Object.fromEntries(bad.issues.map((i) => [i.path, i.message]))).toEqual({
      title: "Title is required",
      content: "Content is required",
      category: `Category must be one of ${CONTENT_CATEGORIES.join(", ")}`,
      author: "Author is required",
      readTime: "Read time must be at least 1",
      imageUrl: "Image URL must be an uploaded image or an http(s) URL",
      metaTitle: "Meta title must be at most 300 characters",
      metaDescription: "Meta description must be at most 500 characters",
      canonicalUrl: "Canonical URL must be a full http(s) address",
    });
    expect(await env.DB.prepare("select title from articles where id = ?").bind(article.id).first("title")).toBe(
      article.title,
    );
    // Every category generation writes can be kept by an edit (six of them could not before).
    const body = {
      title: "New title",
      content: "## Hi\n\nBody",
      summary: "Short",
      category: "Remote Work",
      author: "Ann Lee",
      readTime: 3,
      imageUrl: "/images/abc.jpg",
    };
    const seo = {
      metaTitle: "Remote hiring in 2027",
      metaDescription: "What changed.",
      canonicalUrl: "https://example.com/first-published",
    };
    const changed = await json<ArticleView>(
      await put(cookie, `/api/content/articles/${article.id}`, { ...body, ...seo }),
      200,
    );
    expect(changed).toMatchObject({ ...body, ...seo, status: "draft" });
    // Absent keeps the search-engine fields; blank or null clears them.
    expect(await json<ArticleView>(await put(cookie, `/api/content/articles/${article.id}`, body), 200)).toMatchObject(
      seo,
    );
    const cleared = await json<ArticleView>(
      await put(cookie, `/api/content/articles/${article.id}`, {
        ...body,
        metaTitle: "",
        metaDescription: null,
        canonicalUrl: " ",
      }),
      200,
    );
    expect(cleared).toMatchObject({ metaTitle: null, metaDescription: null, canonicalUrl: null });
  });

  it("deletes permanently", async () => {
    const { cookie } = await setup();
    const article = await generate(cookie);
    expect((await api(`/api/content/articles/${article.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect((await api(`/api/content/articles/${article.id}`, { method: "DELETE", cookie })).status).toBe(404);
    expect(await logActions(article.id)).toEqual(["article.generate", "article.delete"]);
  });
});

describe("bulk generation and stats", () => {
  it("answers 202 at once; the queue writes 100 drafts that reach /resources and the feed only when staff publish them", async () => {
    const { cookie } = await setup();
    const publicCount = async () =>
      (await api("/api/content/published-articles?limit=50")).headers.get("X-Total-Count");
    const feed = async () => (await api("/feeds/articles.xml")).text();
    const curated = await generate(cookie, "Career Guidance");
    await put(cookie, `/api/content/articles/${curated.id}/approve`);
    await put(cookie, `/api/content/articles/${curated.id}/publish`);
    const feedBefore = await feed();
    const resourcesBefore = await (await api("/resources")).text();
    expect(feedBefore).toContain(curated.title);

    const started = await json<BulkStarted>(
      await api("/api/content/bulk-generate", { method: "POST", cookie, body: {} }),
      202,
    );
    expect(started.total).toBe(100);
    // One at a time: a second click while it runs starts nothing.
    const again = await json<{ error: string }>(
      await api("/api/content/bulk-generate", { method: "POST", cookie, body: {} }),
      409,
    );
    expect(again.error).toBe("bulk_running");
    const progressOf = () =>
      api(`/api/content/bulk-generate/${started.batchId}`, { cookie }).then((r) => json<BulkProgress>(r, 200));
    await expect.poll(async () => (await progressOf()).done, { timeout: 30_000, interval: 250 }).toBe(100);
    const result = await progressOf();
    expect(result).toMatchObject({ batchId: started.batchId, total: 100, failed: 0, cancelled: 0 });
    expect(result.categoryBreakdown).toEqual(Object.fromEntries(CONTENT_CATEGORIES.map((c) => [c, 10])));
    expect(result.articles.every((a) => a.status === "draft")).toBe(true);
    expect((await api("/api/content/bulk-generate/no-such-batch", { cookie })).status).toBe(404);
    expect((await api(`/api/content/bulk-generate/${started.batchId}/cancel`, { method: "POST", cookie })).status).toBe(
      409,
    );

    // Nothing public moved: the curated article still heads the feed and /resources.
    expect(await publicCount()).toBe("1");
    expect(await feed()).toBe(feedBefore);
    expect(await (await api("/resources")).text()).toBe(resourcesBefore);

    // The link to a draft opens it (any status, for staff).
    const draft = result.articles[0]!;
    expect(
      await json<ArticleView>(await api(`/api/content/articles/${draft.articleId}`, { cookie }), 200),
    ).toMatchObject({ id: draft.articleId, title: draft.title, status: "draft" });
    expect((await api("/api/content/articles/no-such-article", { cookie })).status).toBe(404);

    // After review: approve ten, publish them; publishing drafts skips them.
    const ten = result.articles.slice(0, 10).map((a) => a.articleId);
    const bulk = (action: string, articleIds: unknown) =>
      api("/api/content/articles/bulk-action", { method: "POST", cookie, body: { action, articleIds } });
    expect(await json(await bulk("publish", ten), 200)).toEqual({ changed: [], skipped: ten });
    const approved = await json<{ changed: string[]; skipped: string[] }>(await bulk("approve", ten), 200);
    expect(new Set(approved.changed)).toEqual(new Set(ten));
    expect(await publicCount()).toBe("1");
    const published = await json<{ changed: string[]; skipped: string[] }>(
      await bulk("publish", [...ten, curated.id]),
      200,
    );
    expect(new Set(published.changed)).toEqual(new Set(ten));
    expect(published.skipped).toEqual([curated.id]);
    expect(await publicCount()).toBe("11");
    expect(await feed()).toContain(result.articles[0]!.title);
    expect(await logActions(ten[0]!)).toEqual(["article.approve", "article.publish"]);

    // Bad input changes nothing and names the field.
    const bad = await json<{ issues: { path: string }[] }>(await bulk("delete", []), 400);
    expect(bad.issues.map((issue) => issue.path).sort()).toEqual(["action", "articleIds"]);
    expect(
      (await api("/api/content/articles/bulk-action", { method: "POST", body: { action: "approve", articleIds: ten } }))
        .status,
    ).toBe(401);

    await generate(cookie);
    const stats = await json<ContentStats>(await api("/api/content/stats", { cookie }), 200);
    expect(stats).toEqual({ totalArticles: 102, publishedArticles: 11, linkedinPosts: 0, activeSchedules: 0 });
  }, 60_000);

  it("keeps staff lists to the content area; the public list needs no sign-in", async () => {
    await setup();
    expect((await api("/api/content/articles")).status).toBe(401);
    expect((await api("/api/content/published-articles")).status).toBe(200);
  });
});
