import { escapeXml } from "./xml";

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  lastmod?: Date;
}

/** A sitemap holds at most this many URLs (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** sitemaps.org XML for the entries (the first SITEMAP_MAX_URLS of them). */
export function buildSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries
    .slice(0, SITEMAP_MAX_URLS)
    .map(
      (entry) =>
        `<url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : ""}</url>`,
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: everything public may be crawled except the back office and the API; the sitemap is named. */
export function buildRobotsTxt(origin: string): string {
  return ["User-agent: *", "Disallow: /admin", "Disallow: /api", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
