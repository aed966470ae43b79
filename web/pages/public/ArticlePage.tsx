import { Link, useParams } from "react-router";
import { articleHead, buildArticleLd } from "#contract/article-ld";
import { COMPANY } from "#contract/company";
import { ArticleBody } from "../../components/resources/ArticleBody";
import { ArticleImage } from "../../components/resources/ArticleCard";
import { ArticleDate } from "../../components/resources/ArticleDate";
import { usePublishedArticle } from "../../components/resources/article-queries";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { ArrowLeftIcon, CalendarIcon, ClockIcon } from "../../components/ui/icons";
import { PageHead, siteOrigin } from "../../lib/head";
import { articleTags } from "../../lib/resources";
import { staticParts } from "../../lib/static-parts";

/** The newsletter signup, kept as the server wrote it (a static part): a native form needs no script. */
const NewsletterSignupPart = staticParts(() => import("../../components/NewsletterSignup"))("ArticleNewsletterSignup");

const backLink = (
  <Link to="/resources" className="inline-flex items-center gap-2 text-sm font-semibold text-primary hover:underline">
    <ArrowLeftIcon className="size-4" aria-hidden /> Back to Resources
  </Link>
);

/** /article/{id}: one published article (public spec). */
export default function ArticlePage() {
  const { id } = useParams();
  const { data: article, isPending } = usePublishedArticle(id);

  if (isPending) {
    return (
      <div className="mx-auto max-w-3xl animate-pulse px-4 py-12 sm:px-6" role="status" aria-label="Loading article">
        <div className="h-4 w-32 rounded bg-slate-200" />
        <div className="mt-8 h-10 w-5/6 rounded bg-slate-200" />
        <div className="mt-6 h-64 rounded-xl bg-slate-200" />
      </div>
    );
  }

  if (!article) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
        <PageHead
          title={`Article Not Found | ${COMPANY.name}`}
          description="The article you're looking for doesn't exist or has been removed."
          noIndex
        />
        <h1 className="text-3xl font-bold text-primary">Article Not Found</h1>
        <p className="mt-4 text-muted-foreground">The article you're looking for doesn't exist or has been removed.</p>
        <Button asChild className="mt-8">
          <Link to="/resources">Back to Resources</Link>
        </Button>
      </section>
    );
  }

  const tags = articleTags(article.keywords);
  const pageUrl = `${siteOrigin()}/article/${encodeURIComponent(article.id)}`;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHead {...articleHead(article, pageUrl)} ogType="article" jsonLd={buildArticleLd(article, pageUrl)} />
      {backLink}
      <header className="mt-6">
        <Badge tone="blue">{article.category}</Badge>
        <h1 className="mt-4 text-3xl leading-tight font-bold tracking-tight text-primary sm:text-4xl">
          {article.title}
        </h1>
        <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
          <span>{article.author || COMPANY.name}</span>
          <span className="inline-flex items-center gap-1.5">
            <CalendarIcon className="size-4" aria-hidden />
            <ArticleDate article={article} />
          </span>
          <span className="inline-flex items-center gap-1.5">
            <ClockIcon className="size-4" aria-hidden />
            {article.readTime} min read
          </span>
        </div>
      </header>
      {article.imageUrl && <ArticleImage article={article} priority className="mt-8 h-56 w-full rounded-xl sm:h-80" />}
      <p className="mt-8 rounded-r-lg border-l-4 border-accent bg-muted p-5 text-lg text-foreground">
        {article.summary}
      </p>
      <div className="mt-8">
        <ArticleBody content={article.content} />
      </div>
      {tags.length > 0 && (
        <section className="mt-10 border-t border-border pt-6" aria-label="Topics">
          <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Topics</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li key={tag}>
                <Badge>{tag}</Badge>
              </li>
            ))}
          </ul>
        </section>
      )}
      <aside className="mt-12 rounded-xl bg-primary p-6 text-white sm:p-8">
        <h2 className="text-2xl font-bold">Ready to take the next step?</h2>
        <p className="mt-2 text-navy-200">
          Talk with a recruiter about your search, or see the roles we are filling now.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="accent">
            <Link to="/contact">Partner With Us</Link>
          </Button>
          <Button asChild variant="outline-inverse">
            <Link to="/jobs">View Opportunities</Link>
          </Button>
        </div>
      </aside>
      <div className="mt-12">
        <NewsletterSignupPart />
      </div>
      <div className="mt-10">{backLink}</div>
    </article>
  );
}
