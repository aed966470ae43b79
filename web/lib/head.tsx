import { useLocation } from "react-router";
import { COMPANY } from "../../worker/contract/company";
import { type JsonLd, serializeJsonLd } from "./structured-data";

export interface PageHeadProps {
  /** The whole document title, e.g. "Job Listings | Talent Partners Executive Search". */
  title: string;
  /** The meta description (search engines show about 160 characters). */
  description: string;
  /** Path of the canonical URL; defaults to the current path (no query string, no hash). */
  canonicalPath?: string;
  /** For pages search engines should not list (404, back office): robots noindex and no canonical link. */
  noIndex?: boolean;
  /** The meta keywords. */
  keywords?: readonly string[];
  /** Open Graph type: "website" unless the page is a piece of writing ("article"). */
  ogType?: "website" | "article";
  /** Structured data (see lib/structured-data.ts), written as one JSON-LD script. */
  jsonLd?: JsonLd | readonly JsonLd[];
}

/**
 * The page's head tags: title, description, keywords, canonical link, Open Graph and Twitter card, and JSON-LD.
 * React 19 hoists `<title>`, `<meta>` and `<link>` rendered anywhere into `<head>` and removes them when the page
 * unmounts, so each page renders one `PageHead` and nothing else touches the head. The JSON-LD script stays where
 * it is rendered (search engines read it anywhere in the document) and is escaped by `serializeJsonLd`.
 *
 * @example <PageHead title={`Contact Us | ${COMPANY.name}`} description="Talk to a recruiter today." />
 */
export function PageHead({
  title,
  description,
  canonicalPath,
  noIndex = false,
  keywords,
  ogType = "website",
  jsonLd,
}: PageHeadProps) {
  const { pathname } = useLocation();
  const canonical = `${siteOrigin()}${canonicalPath ?? pathname}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(", ")} />}
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
      <meta property="og:site_name" content={COMPANY.name} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:type" content={ogType} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {!noIndex && <meta property="og:url" content={canonical} />}
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {jsonLd && <script type="application/ld+json">{serializeJsonLd(jsonLd)}</script>}
    </>
  );
}

/**
 * The site's public origin, for absolute URLs in head tags and structured data, e.g. "https://example.com". Set at
 * build time (`SITE_ORIGIN`, see vite.config.ts), not read from the address bar: pages are pre-rendered, the
 * browser's first render must produce the same markup, and a preview host must not declare itself canonical.
 */
export function siteOrigin(): string {
  return import.meta.env.VITE_SITE_ORIGIN;
}
