import { COMPANY } from "../contract/company";
import { CONTENT_CATEGORIES, type ContentCategory } from "../contract/site-enums";
import { cdataElement, escapeXml } from "./xml";

/**
 * The articles' RSS 2.0 feeds: every published article at /feeds/articles.xml, and one feed per category at
 * /feeds/articles/<category slug>.xml. Pure: the route passes the articles (newest first) and the site's origin.
 */

/** Items in a feed: readers show the newest; older articles stay on /resources and in the sitemap. */
export const ARTICLE_FEED_MAX_ITEMS = 50;

export const ARTICLE_FEED_PATH = "/feeds/articles.xml";

/** "Industry Insights" -> "industry-insights". */
export function categorySlug(category: ContentCategory): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The category a feed slug names, or undefined. */
export function categoryOfSlug(slug: string): ContentCategory | undefined {
  return CONTENT_CATEGORIES.find((category) => categorySlug(category) === slug);
}

export function articleFeedPath(category?: ContentCategory): string {
  return category ? `/feeds/articles/${categorySlug(category)}.xml` : ARTICLE_FEED_PATH;
}

export interface FeedArticle {
  id: string;
  title: string;
  summary: string;
  category: ContentCategory;
  imageUrl: string | null;
  publishedAt: Date;
}

/** A same-site path made absolute; an absolute URL stays as it is. */
function absolute(origin: string, url: string): string {
  return new URL(url, origin).href;
}

function imageType(url: string): string {
  const extension = new URL(url).pathname.split(".").pop()?.toLowerCase();
  if (extension === "png") return "image/png";
  if (extension === "webp") return "image/webp";
  if (extension === "svg") return "image/svg+xml";
  return "image/jpeg";
}

function item(article: FeedArticle, origin: string): string {
  const link = `${origin}/article/${encodeURIComponent(article.id)}`;
  const image = article.imageUrl ? absolute(origin, article.imageUrl) : null;
  return [
    "<item>",
    cdataElement("title", article.title),
    `<link>${escapeXml(link)}</link>`,
    `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
    cdataElement("description", article.summary),
    `<pubDate>${escapeXml(article.publishedAt.toUTCString())}</pubDate>`,
    cdataElement("category", article.category),
    image ? `<media:content url="${escapeXml(image)}" medium="image" type="${imageType(image)}"/>` : "",
    "</item>",
  ].join("");
}

/**
 * The feed. Its lastBuildDate is the newest article's publication, not the time of the request, so the same
 * articles give the same bytes (and the edge cache and conditional requests work).
 */
export function buildArticleFeed(articles: readonly FeedArticle[], origin: string, category?: ContentCategory): string {
  const self = `${origin}${articleFeedPath(category)}`;
  const resources = `${origin}/resources`;
  const title = category ? `${COMPANY.name}: ${category}` : `${COMPANY.name}: Resources`;
  const newest = articles[0]?.publishedAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">',
    "<channel>",
    cdataElement("title", title),
    `<link>${escapeXml(resources)}</link>`,
    cdataElement("description", `Articles on hiring, careers and the job market from ${COMPANY.name}.`),
    "<language>en-us</language>",
    `<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    newest ? `<lastBuildDate>${escapeXml(newest.toUTCString())}</lastBuildDate>` : "",
    ...articles.slice(0, ARTICLE_FEED_MAX_ITEMS).map((article) => item(article, origin)),
    "</channel>",
    "</rss>",
  ].join("\n");
}
