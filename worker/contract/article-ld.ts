import type { ArticleView } from "./article-views";
import { COMPANY } from "./company";
import type { JsonLd } from "./json-ld";

/** An article page's document title; the SPA and the Worker's filled page (worker/pages/page-routes.ts) both write it. */
export function articlePageTitle(article: Pick<ArticleView, "title">): string {
  return `${article.title} | ${COMPANY.name}`;
}

/**
 * An article page's head: the search-engine fields staff set, else its title, summary and own address. `url` is
 * the page's absolute URL. The SPA and the Worker's filled page both write it.
 */
export function articleHead(
  article: Pick<
    ArticleView,
    "title" | "summary" | "metaTitle" | "metaDescription" | "canonicalUrl" | "category" | "keywords"
  >,
  url: string,
) {
  return {
    title: article.metaTitle ?? articlePageTitle(article),
    description: article.metaDescription ?? article.summary,
    canonicalUrl: article.canonicalUrl ?? url,
    keywords: articleKeywords(article),
  };
}

/** An article's meta keywords: its category, then its comma-separated keywords (the page's topic tags), once each. */
export function articleKeywords(article: Pick<ArticleView, "category" | "keywords">): string[] {
  const words = [article.category, ...(article.keywords ?? "").split(",")].map((word) => word.trim());
  return [...new Set(words.filter(Boolean))];
}

/**
 * schema.org Article structured data for /article/{id}. `url` is the page's absolute URL; a relative image URL
 * (our /images/...) is made absolute against it.
 */
export function buildArticleLd(article: ArticleView, url: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.summary,
    articleSection: article.category,
    keywords: article.keywords ?? undefined,
    datePublished: article.publishedAt ?? article.createdAt,
    dateModified: article.updatedAt,
    author: { "@type": "Organization", name: article.author || COMPANY.name },
    publisher: { "@type": "Organization", name: COMPANY.name },
    image: article.imageUrl ? new URL(article.imageUrl, url).href : undefined,
    mainEntityOfPage: url,
  };
}
