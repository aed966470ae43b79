import { COMPANY } from "../contract/company";
import type { ArticleView } from "../contract/content";
import { type JobView, splitListItems } from "../contract/job-listing";
import { type JsonLd, serializeJsonLd } from "../contract/json-ld";
import { escapeXml } from "./xml";

/**
 * The HTML the Worker writes into a job's or an article's page (worker/routes/pages.ts) for clients that run no
 * JavaScript: crawlers, link previews, a phone with scripts off. Every value is escaped; the browser replaces the
 * summary with the full page once its script runs.
 */

const text = escapeXml;

export interface PageHeadTags {
  title: string;
  description: string;
  /** The page's absolute URL; omitted (with noindex) for a page search engines should not list. */
  canonicalUrl?: string;
  ogType?: "website" | "article";
  jsonLd?: JsonLd;
}

/** The head tags PageHead (web/lib/head.tsx) renders in the browser, for the same page. */
export function pageHeadTags({ title, description, canonicalUrl, ogType = "website", jsonLd }: PageHeadTags): string {
  const tags = [
    `<title>${text(title)}</title>`,
    `<meta name="description" content="${text(description)}">`,
    canonicalUrl ? `<link rel="canonical" href="${text(canonicalUrl)}">` : `<meta name="robots" content="noindex">`,
    `<meta property="og:site_name" content="${text(COMPANY.name)}">`,
    `<meta property="og:locale" content="en_US">`,
    `<meta property="og:type" content="${ogType}">`,
    `<meta property="og:title" content="${text(title)}">`,
    `<meta property="og:description" content="${text(description)}">`,
    canonicalUrl ? `<meta property="og:url" content="${text(canonicalUrl)}">` : "",
    `<meta name="twitter:card" content="summary">`,
    `<meta name="twitter:title" content="${text(title)}">`,
    `<meta name="twitter:description" content="${text(description)}">`,
    jsonLd ? `<script type="application/ld+json">${serializeJsonLd(jsonLd)}</script>` : "",
  ];
  return tags.filter(Boolean).join("");
}

function list(heading: string, items: readonly string[]): string {
  if (items.length === 0) return "";
  return `<h2>${text(heading)}</h2><ul>${items.map((item) => `<li>${text(item)}</li>`).join("")}</ul>`;
}

function paragraphs(body: string): string {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const heading = /^#{1,6}\s+(.*)$/.exec(block);
      return heading ? `<h2>${text(heading[1]!)}</h2>` : `<p>${text(block.replace(/\s*\r?\n\s*/g, " "))}</p>`;
    })
    .join("");
}

const SECTION = 'class="mx-auto max-w-3xl px-4 py-10 sm:px-6"';

/** A job: title, company, location, type, salary, description, requirements and benefits, and how to apply. */
export function jobSummaryHtml(job: JobView): string {
  const facts = [job.company, job.location, job.type, job.salary].filter((fact): fact is string => Boolean(fact));
  return (
    `<article ${SECTION}>` +
    `<p><a href="/jobs">Back to Jobs</a></p>` +
    `<h1>${text(job.title)}</h1>` +
    `<p>${facts.map(text).join(" · ")}</p>` +
    `<h2>Job Description</h2>${paragraphs(job.description)}` +
    list("Requirements", splitListItems(job.requirements)) +
    list("Benefits", splitListItems(job.benefits)) +
    `<p><a href="/apply?jobId=${encodeURIComponent(job.id)}">Apply Now</a></p>` +
    `</article>`
  );
}

/** An article: title, category, author, summary and its text. */
export function articleSummaryHtml(article: ArticleView): string {
  return (
    `<article ${SECTION}>` +
    `<p><a href="/resources">Back to Resources</a></p>` +
    `<h1>${text(article.title)}</h1>` +
    `<p>${text(article.category)} · ${text(article.author || COMPANY.name)}</p>` +
    `<p>${text(article.summary)}</p>` +
    paragraphs(article.content) +
    `</article>`
  );
}
