import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ArticleSummary, ResourceStats } from "../../worker/contract/article-views";
import { createDb } from "../../worker/db/client";
import { bumpPublicVersion } from "../../worker/db/public-version";
import { articles, type NewArticle } from "../../worker/db/schema";
import { api, emptyDatabase } from "./helpers";

/** /resources' list on the server (issue 21): summaries without bodies, search, category, four sorts, paging. */

const db = createDb(env.DB);

/** 30 published articles (a-00 newest ... a-29 oldest), three categories, read times 1-10; and two not published. */
const published: NewArticle[] = Array.from({ length: 30 }, (_, i) => ({
  id: `a-${String(i).padStart(2, "0")}`,
  // Titles in another order than dates: "Topic 00" is a-00, "Topic 01" a-13, "Topic 02" a-26.
  title: `Topic ${String((i * 7) % 30).padStart(2, "0")}`,
  content: i === 7 ? "A long body about zeppelin logistics and nothing else." : "## Body\n\nA long body.",
  summary: i === 3 ? "How to negotiate a remote salary" : "Summary.",
  category: (["Salary Negotiation", "Remote Work", "Market Trends"] as const)[i % 3]!,
  keywords: i === 11 ? "quantum, hiring" : null,
  author: "Talent Partners",
  readTime: (i % 10) + 1,
  status: "published",
  publishedAt: new Date(Date.UTC(2026, 10, 30 - i, 9)),
}));

async function list(query: string): Promise<{ ids: string[]; total: number; rows: ArticleSummary[] }> {
  const response = await api(`/api/content/published-articles${query}`);
  const text = await response.text();
  expect(response.status, text).toBe(200);
  const rows = JSON.parse(text) as ArticleSummary[];
  return { ids: rows.map((row) => row.id), total: Number(response.headers.get("X-Total-Count")), rows };
}

beforeAll(async () => {
  await emptyDatabase();
  const rows: NewArticle[] = [
    ...published,
    { ...published[0]!, id: "draft", title: "Draft about zeppelin", status: "draft", publishedAt: null },
    { ...published[0]!, id: "approved", title: "Approved about zeppelin", status: "approved", publishedAt: null },
  ];
  // D1 binds at most 100 parameters a statement.
  for (let i = 0; i < rows.length; i += 8) await db.insert(articles).values(rows.slice(i, i + 8));
});

describe("GET /api/content/published-articles", () => {
  it("pages newest first with the total: first, middle and last page, and past the end", async () => {
    const first = await list("?limit=12");
    expect(first.ids).toEqual(published.slice(0, 12).map((a) => a.id));
    expect(first.total).toBe(30);
    expect((await list("?limit=12&offset=12")).ids).toEqual(published.slice(12, 24).map((a) => a.id));
    expect((await list("?limit=12&offset=24")).ids).toEqual(published.slice(24).map((a) => a.id));
    const past = await list("?limit=12&offset=90");
    expect(past).toMatchObject({ ids: [], total: 30 });
  });

  it("sends summaries: no article's body is in any list", async () => {
    const { rows } = await list("?limit=50");
    expect(rows).toHaveLength(30);
    for (const row of rows) expect(row).not.toHaveProperty("content");
    expect(rows[0]).toMatchObject({
      id: "a-00",
      title: "Topic 00",
      summary: "Summary.",
      readTime: 1,
      status: "published",
    });
  });

  it("searches title, summary, category, keywords and body, never unpublished articles", async () => {
    expect((await list("?q=zeppelin")).ids).toEqual(["a-07"]);
    expect((await list("?q=negotiating")).total).toBe(10); // the Salary Negotiation category, stemmed
    expect((await list("?q=QUANTUM")).ids).toEqual(["a-11"]);
    const remote = await list("?q=remote&limit=50");
    expect(remote.total).toBe(11); // ten in Remote Work, and a-03 by its summary
    expect(remote.ids).toContain("a-03");
    // Operators and stray quotes are words, never FTS5 syntax errors.
    expect((await list(`?q=${encodeURIComponent('"zeppelin OR ( NOT')}`)).total).toBe(0);
    expect((await list(`?q=${encodeURIComponent("?!")}`)).total).toBe(30);
  });

  it("filters by category, with a search too", async () => {
    const remote = await list("?category=Remote%20Work&limit=50");
    expect(remote.total).toBe(10);
    expect(remote.rows.every((a) => a.category === "Remote Work")).toBe(true);
    expect((await list("?category=Remote%20Work&q=zeppelin")).ids).toEqual(["a-07"]);
    expect((await list("?category=Market%20Trends&q=zeppelin")).ids).toEqual([]);
  });

  it("sorts four ways, each stable across pages", async () => {
    expect((await list("?sort=oldest&limit=3")).ids).toEqual(["a-29", "a-28", "a-27"]);
    expect((await list("?sort=title&limit=3")).ids).toEqual(["a-00", "a-13", "a-26"]);
    const byReadTime = [
      ...(await list("?sort=read-time&limit=15")).rows,
      ...(await list("?sort=read-time&limit=15&offset=15")).rows,
    ];
    expect(new Set(byReadTime.map((a) => a.id)).size).toBe(30);
    expect(byReadTime.map((a) => a.readTime)).toEqual([...byReadTime.map((a) => a.readTime)].sort((x, y) => x - y));
  });

  it("refuses a bad query with 400 naming the field", async () => {
    for (const [query, field] of [
      ["?limit=51", "limit"],
      ["?limit=0", "limit"],
      ["?offset=-1", "offset"],
      ["?sort=popular", "sort"],
      ["?category=Astrology", "category"],
      [`?q=${"x".repeat(201)}`, "q"],
    ] as const) {
      const response = await api(`/api/content/published-articles${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { issues: { path: string }[] };
      expect(
        body.issues.map((issue) => issue.path),
        query,
      ).toContain(field);
    }
  });
});

describe("GET /api/content/resource-stats", () => {
  it("counts published articles, their categories and the average read", async () => {
    const response = await api("/api/content/resource-stats");
    expect(response.status).toBe(200);
    expect(await response.json<ResourceStats>()).toEqual({
      total: 30,
      categories: [
        { category: "Market Trends", count: 10 },
        { category: "Remote Work", count: 10 },
        { category: "Salary Negotiation", count: 10 },
      ],
      averageReadTime: 6, // (1+...+10) * 3 / 30 = 5.5, rounded
    });
  });
});

describe("articles_fts", () => {
  it("follows edits and deletions", async () => {
    // Written behind the store's back, so the public version is moved by hand (the edge cache keys on it).
    await env.DB.prepare("update articles set content = 'Now about blimps.' where id = 'a-07'").run();
    await bumpPublicVersion(db);
    expect((await list("?q=zeppelin")).ids).toEqual([]);
    expect((await list("?q=blimps")).ids).toEqual(["a-07"]);
    await env.DB.prepare("delete from articles where id = 'a-07'").run();
    await bumpPublicVersion(db);
    expect((await list("?q=blimps")).ids).toEqual([]);
    await env.DB.prepare("insert into articles_fts(articles_fts, rank) values ('integrity-check', 1)").run();
  });
});
