import { useEffect } from "react";
import { useLocation } from "react-router";

export interface PageHeadProps {
  /** The whole document title, e.g. "Job Listings | Talent Partners Executive Search". */
  title: string;
  /** The meta description (search engines show about 160 characters). */
  description: string;
  /** Path of the canonical URL; defaults to the current path (no query string, no hash). */
  canonicalPath?: string;
  /** For pages search engines should not list (404, back office): robots noindex and no canonical link. */
  noIndex?: boolean;
}

/**
 * The page's head tags. React 19 hoists `<title>`, `<meta>` and `<link>` rendered anywhere into `<head>` and
 * removes them when the page unmounts, so each page renders one `PageHead` and nothing else touches the head.
 *
 * @example <PageHead title={`Contact Us | ${COMPANY.name}`} description="Talk to a recruiter today." />
 */
export function PageHead({ title, description, canonicalPath, noIndex = false }: PageHeadProps) {
  const { pathname } = useLocation();
  useRemoveStaticDefaults();
  const canonical = `${window.location.origin}${canonicalPath ?? pathname}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
    </>
  );
}

/**
 * index.html carries a default title and description (marked `data-default-head`) for clients that run no
 * JavaScript. Once a page renders its own, the defaults go, so the head never holds two descriptions.
 */
function useRemoveStaticDefaults() {
  useEffect(() => {
    for (const node of document.head.querySelectorAll("[data-default-head]")) node.remove();
  }, []);
}
