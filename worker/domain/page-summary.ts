import { COMPANY } from "../contract/company";
import type { ArticleView } from "../contract/content";
import type { HeadTag } from "../contract/head-tags";
import { JOB_CLOSED_MESSAGE, type JobView, splitListItems } from "../contract/job-listing";
import { escapeXml } from "./xml";

/**
 * The HTML the Worker writes into a job's or an article's page (worker/site/page-routes.ts) for clients that run no
 * JavaScript: crawlers, link previews, a phone with scripts off. Every value is escaped; the browser replaces the
 * summary with the full page once its script runs.
 */

const text = escapeXml;

/**
 * The head tags headTags (worker/contract/head-tags.ts) lists, as HTML: the same tags PageHead (web/lib/head.tsx)
 * renders in the browser. A script's text is already escaped by serializeJsonLd, so it is written as is.
 */
export function headTagsHtml(tags: readonly HeadTag[]): string {
  return tags
    .map(({ tag, attributes, text: content }) => {
      const attrs = Object.entries(attributes)
        .map(([name, value]) => ` ${name}="${text(value)}"`)
        .join("");
      if (content === undefined) return `<${tag}${attrs}>`;
      return `<${tag}${attrs}>${tag === "script" ? content : text(content)}</${tag}>`;
    })
    .join("");
}

/*
 * The summaries use the classes of the pages the browser then renders (web/pages/public/JobDetailPage.tsx and
 * ArticlePage.tsx), so the text sits where it will stay: the swap moves nothing, and the largest text painted first
 * stays the page's largest (its LCP).
 */

function list(heading: string, items: readonly string[]): string {
  if (items.length === 0) return "";
  return (
    `<section><h2 class="text-xl font-semibold text-primary">${text(heading)}</h2>` +
    `<ul class="mt-3 space-y-2">${items.map((item) => `<li>${text(item)}</li>`).join("")}</ul></section>`
  );
}

function paragraphs(body: string): string {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const heading = /^#{1,6}\s+(.*)$/.exec(block);
      return heading
        ? `<h2 class="mt-10 mb-4 text-2xl font-bold text-foreground">${text(heading[1]!)}</h2>`
        : `<p class="mb-5">${text(block.replace(/\s*\r?\n\s*/g, " "))}</p>`;
    })
    .join("");
}

/** A job: title, company, location, type, salary, description, requirements and benefits, and how to apply. */
export function jobSummaryHtml(job: JobView): string {
  const facts = [job.location, job.industry, job.type, job.salary].filter((fact): fact is string => Boolean(fact));
  return (
    `<div class="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">` +
    `<a href="/jobs" class="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline">Back to Jobs</a>` +
    `<header class="mt-4 border-b border-border pb-6">` +
    `<h1 class="text-3xl font-bold tracking-tight text-primary sm:text-4xl">${text(job.title)}</h1>` +
    `<p class="mt-2 text-lg text-muted-foreground">${text(job.company)}</p>` +
    `<p class="mt-4 text-sm text-muted-foreground">${facts.map(text).join(" · ")}</p>` +
    `</header>` +
    `<div class="mt-8 space-y-8">` +
    `<section><h2 class="text-xl font-semibold text-primary">Job Description</h2>` +
    `<p class="mt-3 whitespace-pre-line text-foreground">${text(job.description)}</p></section>` +
    list("Requirements", splitListItems(job.requirements)) +
    list("Benefits & Perks", splitListItems(job.benefits)) +
    `<p><a href="/apply?jobId=${encodeURIComponent(job.id)}" class="font-semibold text-primary underline">Apply Now</a></p>` +
    `</div></div>`
  );
}

/** A closed job's page (410): the notice, open jobs like it, and the way to the list. */
export function closedJobSummaryHtml(similar: readonly JobView[]): string {
  const items = similar.map(
    (job) => `<li><a href="/jobs/${encodeURIComponent(job.id)}" class="font-semibold text-primary underline">${text(job.title)}</a> · ${text(job.company)} · ${text(job.location)}</li>`,
  );
  return (
    `<div class="mx-auto max-w-5xl px-4 py-16 sm:px-6">` +
    `<h1 class="text-3xl font-bold text-primary">${text(JOB_CLOSED_MESSAGE)}</h1>` +
    (items.length ? `<h2 class="mt-10 text-xl font-semibold text-primary">Open jobs like it</h2><ul class="mt-4 space-y-3">${items.join("")}</ul>` : "") +
    `<p class="mt-8"><a href="/jobs" class="font-semibold text-primary underline">View All Jobs</a></p>` +
    `</div>`
  );
}

/** An article: title, category, author, summary and its text. */
export function articleSummaryHtml(article: ArticleView): string {
  return (
    `<article class="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">` +
    `<a href="/resources" class="inline-flex items-center gap-2 text-sm font-semibold text-primary hover:underline">Back to Resources</a>` +
    `<header class="mt-6">` +
    `<p class="text-sm font-semibold text-primary">${text(article.category)}</p>` +
    `<h1 class="mt-4 text-3xl leading-tight font-bold tracking-tight text-primary sm:text-4xl">${text(article.title)}</h1>` +
    `<p class="mt-4 text-sm text-muted-foreground">${text(article.author || COMPANY.name)}</p>` +
    `</header>` +
    `<p class="mt-8 rounded-r-lg border-l-4 border-accent bg-muted p-5 text-lg text-foreground">${text(article.summary)}</p>` +
    `<div class="mt-8 text-lg leading-relaxed text-slate-700">${paragraphs(article.content)}</div>` +
    `</article>`
  );
}
