import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { CONTENT_CATEGORIES } from "../../worker/contract/site-enums";
import { createDb } from "../../worker/db/client";
import { articles } from "../../worker/db/schema";
import {
  ARTICLE_FEED_MAX_ITEMS,
  buildArticleFeed,
  categoryOfSlug,
  categorySlug,
  type FeedArticle,
} from "../../worker/domain/article-feed";
import { api, createStaffUser, emptyDatabase, insertDefaultStaffAreas, signIn } from "./helpers";
import { parseXml } from "./xml";

/** The articles' RSS feeds (issue 19): only published articles, newest first, one feed per category. */

const db = createDb(env.DB);
const base = { content: "Body.", author: "Talent Partners", readTime: 3 };

beforeEach(async () => {
  await emptyDatabase();
  await db.insert(articles).values([
    {
      ...base,
      id: "older",
      title: "Older insight",
      summary: "Old.",
      category: "Industry Insights",
      status: "published",
      publishedAt: new Date("2026-11-01T10:00:00Z"),
    },
    {
      ...base,
      id: "newer",
      title: 'R&D <Leaders> "now" ]]> end',
      summary: "Pay & <perks>.",
      category: "Salary Negotiation",
      imageUrl: "/images/articles/newer.png",
      status: "published",
      publishedAt: new Date("2026-11-20T09:30:00Z"),
    },
    { ...base, id: "draft", title: "Draft", summary: "Not yet.", category: "Industry Insights", status: "draft" },
    {
      ...base,
      id: "approved",
      title: "Approved",
      summary: "Not yet.",
      category: "Industry Insights",
      status: "approved",
    },
  ]);
});

describe("the articles' RSS feed", () => {
  it("lists every published article, newest first, as well-formed RSS 2.0 with absolute links, dates, categories and images", async () => {
    const response = await api("/feeds/articles.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    const leaves = parseXml(xml);
    expect(leaves.get("rss/channel/item/title")).toEqual(['R&D <Leaders> "now" ]]> end', "Older insight"]);
    expect(leaves.get("rss/channel/item/link")).toEqual([
      "http://localhost/article/newer",
      "http://localhost/article/older",
    ]);
    expect(leaves.get("rss/channel/item/guid")).toEqual([
      "http://localhost/article/newer",
      "http://localhost/article/older",
    ]);
    expect(leaves.get("rss/channel/item/description")).toEqual(["Pay & <perks>.", "Old."]);
    expect(leaves.get("rss/channel/item/pubDate")).toEqual([
      "Fri, 20 Nov 2026 09:30:00 GMT",
      "Sun, 01 Nov 2026 10:00:00 GMT",
    ]);
    expect(leaves.get("rss/channel/item/category")).toEqual(["Salary Negotiation", "Industry Insights"]);
    expect(leaves.get("rss/channel/lastBuildDate")).toEqual(["Fri, 20 Nov 2026 09:30:00 GMT"]);
    expect(xml).toContain(
      '<media:content url="http://localhost/images/articles/newer.png" medium="image" type="image/png"/>',
    );
    expect(xml).toContain(
      '<atom:link href="http://localhost/feeds/articles.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).not.toContain("Draft");
    expect(xml).not.toContain("Approved");
  });

  it("has one feed per category, and answers 404 for a category that does not exist", async () => {
    const response = await api("/feeds/articles/industry-insights.xml");
    expect(response.status).toBe(200);
    const leaves = parseXml(await response.text());
    expect(leaves.get("rss/channel/item/title")).toEqual(["Older insight"]);
    expect(leaves.get("rss/channel/title")).toEqual(["Talent Partners Executive Search: Industry Insights"]);
    const empty = parseXml(await (await api("/feeds/articles/remote-work.xml")).text());
    expect(empty.get("rss/channel/item/title")).toBeUndefined();
    expect((await api("/feeds/articles/cooking.xml")).status).toBe(404);
    expect((await api("/feeds/articles/Industry-Insights.xml")).status).toBe(404);
  });

  it("shows an article once staff publish it and drops it once they unpublish it, whatever the edge cache held", async () => {
    await insertDefaultStaffAreas();
    await createStaffUser("casey.content", "recruiter");
    const cookie = await signIn("casey.content");
    const titles = async () => parseXml(await (await api("/feeds/articles.xml")).text()).get("rss/channel/item/title");
    expect(await titles()).not.toContain("Approved");
    expect((await api("/api/content/articles/approved/publish", { method: "PUT", cookie })).status).toBe(200);
    expect((await titles())?.[0]).toBe("Approved");
    expect((await api("/api/content/articles/older/unpublish", { method: "PUT", cookie })).status).toBe(200);
    expect(await titles()).not.toContain("Older insight");
  });
});

describe("buildArticleFeed", () => {
  it("holds the newest fifty, and every category has a slug that names it back", () => {
    const many: FeedArticle[] = Array.from({ length: 60 }, (_, i) => ({
      id: `a${i}`,
      title: `Article ${i}`,
      summary: "S.",
      category: "Remote Work",
      imageUrl: null,
      publishedAt: new Date(Date.UTC(2026, 0, 60 - i)),
    }));
    const items = parseXml(buildArticleFeed(many, "https://example.com")).get("rss/channel/item/title");
    expect(items).toHaveLength(ARTICLE_FEED_MAX_ITEMS);
    expect(items?.[0]).toBe("Article 0");
    for (const category of CONTENT_CATEGORIES) expect(categoryOfSlug(categorySlug(category))).toBe(category);
    expect(categorySlug("Leadership Development")).toBe("leadership-development");
  });
});
