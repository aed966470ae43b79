import { COMPANY } from "./company";
import { type JsonLd, serializeJsonLd } from "./json-ld";

/**
 * A page's head tags as plain data: the SPA's PageHead (web/lib/head.tsx) renders them as React elements, the Worker
 * writes them into the pages it fills (worker/pages/page-routes.ts). One builder, so a page's head is the same whichever
 * side wrote it, and the browser's render replaces the server's tag for tag.
 */

export interface PageHeadData {
  /** The whole document title, e.g. "Job Listings | Talent Partners Executive Search". */
  title: string;
  /** The meta description (search engines show about 160 characters). */
  description: string;
  /** The page's absolute URL; omitted for a page search engines should not list (404, back office): robots noindex. */
  canonicalUrl?: string;
  keywords?: readonly string[];
  /** The absolute URL of the picture a shared link shows (a job's image, decision 079): a large card then. */
  imageUrl?: string;
  /** Open Graph type: "website" unless the page is a piece of writing ("article"). */
  ogType?: "website" | "article";
  /** Structured data, written as one JSON-LD script. */
  jsonLd?: JsonLd | readonly JsonLd[];
}

export interface HeadTag {
  tag: "title" | "meta" | "link" | "script";
  attributes: Readonly<Record<string, string>>;
  /** The element's text: the title, or the script's JSON, already escaped for an inline script by serializeJsonLd. */
  text?: string;
}

const meta = (key: "name" | "property", value: string, content: string): HeadTag => ({
  tag: "meta",
  attributes: { [key]: value, content },
});
const canonicalLink = (href: string): HeadTag => ({ tag: "link", attributes: { rel: "canonical", href } });
const jsonLdScript = (data: JsonLd | readonly JsonLd[]): HeadTag => ({
  tag: "script",
  attributes: { type: "application/ld+json" },
  text: serializeJsonLd(data),
});

/**
 * Title, description, keywords, canonical link (or noindex), Open Graph and Twitter card, and JSON-LD, in the order
 * they are written. Every tag matches one of PAGE_HEAD_SELECTORS (./route-data.ts), which is how either side finds
 * and removes them.
 *
 * @example headTags({ title: "Contact Us", description: "Talk to a recruiter today." })[0] // { tag: "title", attributes: {}, text: "Contact Us" }
 */
export function headTags({
  title,
  description,
  canonicalUrl,
  keywords,
  imageUrl,
  ogType = "website",
  jsonLd,
}: PageHeadData): HeadTag[] {
  return [
    { tag: "title", attributes: {}, text: title },
    meta("name", "description", description),
    ...(keywords && keywords.length > 0 ? [meta("name", "keywords", keywords.join(", "))] : []),
    canonicalUrl ? canonicalLink(canonicalUrl) : meta("name", "robots", "noindex"),
    meta("property", "og:site_name", COMPANY.name),
    meta("property", "og:locale", "en_US"),
    meta("property", "og:type", ogType),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    ...(canonicalUrl ? [meta("property", "og:url", canonicalUrl)] : []),
    ...(imageUrl ? [meta("property", "og:image", imageUrl)] : []),
    meta("name", "twitter:card", imageUrl ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", description),
    ...(imageUrl ? [meta("name", "twitter:image", imageUrl)] : []),
    ...(jsonLd ? [jsonLdScript(jsonLd)] : []),
  ];
}

/**
 * Where a page sits under the home page, as search engines show it: Home, then the page. Here rather than with the
 * SPA's other builders (web/lib/structured-data.ts): every list page's head carries one, and that module would be
 * one more file in their first load (decision 010).
 *
 * @example breadcrumbJsonLd(origin, { name: "Job Listings", path: "/jobs" })
 */
export function breadcrumbJsonLd(origin: string, page: { name: string; path: string }): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", path: "/" }, page].map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: `${origin}${step.path}`,
    })),
  };
}
