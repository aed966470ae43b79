import { createElement } from "react";
import { useLocation } from "react-router";
import { breadcrumbJsonLd, type HeadTag, headTags, type PageHeadData } from "#contract/head-tags";

export interface PageHeadProps extends Omit<PageHeadData, "canonicalUrl"> {
  /** Path of the canonical URL; defaults to the current path (no query string, no hash). */
  canonicalPath?: string;
  /** A full canonical URL elsewhere (an article first published on another site); wins over `canonicalPath`. */
  canonicalUrl?: string;
  /** For pages search engines should not list (404, back office): robots noindex and no canonical link. */
  noIndex?: boolean;
  /** The page's name in a BreadcrumbList under Home (the list pages), added to its JSON-LD. */
  breadcrumb?: string;
}

/** A stable key per tag: each name, property or rel appears once in a head. */
const tagKey = ({ tag, attributes }: HeadTag) => attributes.name ?? attributes.property ?? attributes.rel ?? tag;

/**
 * The page's head tags, as headTags (worker/contract/head-tags.ts) lists them for the Worker too. React 19 hoists
 * `<title>`, `<meta>` and `<link>` rendered anywhere into `<head>` and removes them when the page unmounts, so each
 * page renders one `PageHead` and nothing else touches the head. The JSON-LD script stays where it is rendered
 * (search engines read it anywhere in the document).
 *
 * @example <PageHead title={`Contact Us | ${COMPANY.name}`} description="Talk to a recruiter today." />
 */
export function PageHead({
  canonicalPath,
  canonicalUrl: elsewhere,
  noIndex = false,
  breadcrumb,
  jsonLd,
  ...head
}: PageHeadProps) {
  const { pathname } = useLocation();
  const canonicalUrl = noIndex ? undefined : (elsewhere ?? `${siteOrigin()}${canonicalPath ?? pathname}`);
  const trail = breadcrumb
    ? [breadcrumbJsonLd(siteOrigin(), { name: breadcrumb, path: canonicalPath ?? pathname })]
    : [];
  const data = jsonLd ? trail.concat(jsonLd) : trail;
  return (
    <>
      {headTags({ ...head, canonicalUrl, jsonLd: data.length > 1 ? data : data[0] }).map((tag) =>
        createElement(tag.tag, { key: tagKey(tag), ...tag.attributes }, tag.text),
      )}
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
