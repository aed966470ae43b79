import { useState } from "react";
import { Link } from "react-router";
import type { ArticleSummary } from "#contract/article-views";
import { COMPANY } from "#contract/company";
import { Badge } from "../ui/badge";
import { ArrowRightIcon, ClockIcon } from "../ui/icons";
import { ArticleDate } from "./ArticleDate";

/**
 * An article's image, or the gradient placeholder when it has none or it fails to load (public spec section 3).
 * Cards load it lazily; the article page, where it is above the fold, asks for it at once (`priority`).
 */
export function ArticleImage({
  article,
  className,
  priority = false,
}: {
  article: Pick<ArticleSummary, "imageUrl" | "category">;
  className?: string;
  priority?: boolean;
}) {
  const [broken, setBroken] = useState(false);
  if (!article.imageUrl || broken) {
    return (
      <div
        aria-hidden
        className={`flex items-end bg-gradient-to-br from-primary via-blue-800 to-sky-600 p-4 ${className ?? ""}`}
      >
        <span className="text-sm font-semibold text-white/90">{article.category}</span>
      </div>
    );
  }
  return (
    <img
      src={article.imageUrl}
      alt=""
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      onError={() => setBroken(true)}
      className={`object-cover ${className ?? ""}`}
    />
  );
}

/** A resource card: image, category, title, summary, author, date and read time, linking to the article. */
export function ArticleCard({ article, action = "Read Full Article" }: { article: ArticleSummary; action?: string }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-border bg-white shadow-sm transition-shadow hover:shadow-md">
      <ArticleImage article={article} className="h-36 w-full" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge tone="blue">{article.category}</Badge>
          <span className="inline-flex items-center gap-1">
            <ClockIcon className="size-3.5" aria-hidden />
            {article.readTime} min read
          </span>
        </div>
        <h3 className="text-lg leading-snug font-bold text-primary">{article.title}</h3>
        <p className="line-clamp-3 text-sm text-muted-foreground">{article.summary}</p>
        <p className="mt-auto text-xs text-muted-foreground">
          {article.author || COMPANY.name} · <ArticleDate article={article} />
        </p>
        <Link
          to={`/article/${encodeURIComponent(article.id)}`}
          className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={`${action}: ${article.title}`}
        >
          {action}
          {/* For readers of the text alone (crawlers, reader views): which article "Read More" opens. */}
          <span className="sr-only">: {article.title}</span>
          <ArrowRightIcon className="size-4" aria-hidden />
        </Link>
      </div>
    </article>
  );
}
