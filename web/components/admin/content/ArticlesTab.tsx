import { CalendarClock, CheckCircle, Eye, EyeOff, Pencil, Send, Trash2 } from "lucide-react";
import { useState } from "react";
import type { ArticleView } from "#contract/article-views";
import { STAFF_ARTICLE_SORTS, type StaffArticleSort } from "#contract/articles";
import { ARTICLE_STATUSES } from "#contract/enums";
import { CONTENT_CATEGORIES } from "#contract/site-enums";
import { oneOf } from "../../../lib/utils";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/dialog";
import { toast } from "../../ui/toast";
import { ListFilter } from "../ListFilter";
import { ListPager } from "../ListPager";
import { ListSearch } from "../ListSearch";
import { formatDate, titleCase } from "../labels";
import { useListParams } from "../list-params";
import { useConfirmDelete } from "../use-confirm-delete";
import { ArticleEditDialog } from "./ArticleEditDialog";
import { ArticleScheduleDialog } from "./ArticleScheduleDialog";
import { ContentListState } from "./ContentListState";
import {
  ARTICLES_PAGE_SIZE,
  type ArticleTransition,
  useArticles,
  useArticleTransition,
  useDeleteArticle,
  useStaffArticle,
} from "./content-queries";
import { errorText, publishTimeText, STATUS_TONE } from "./labels";

/** The list's filters, and `article`: the one a link opened in the editor (/admin/content?article={id}). */
const FILTERS = ["q", "status", "category", "sort", "article"] as const;
const SORT_LABELS: Record<StaffArticleSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  updated: "Recently changed",
  title: "Title A-Z",
};

const TRANSITION_TOASTS: Record<ArticleTransition, { success: string; failure: string }> = {
  approve: { success: "Article approved!", failure: "Failed to approve article" },
  publish: { success: "Article published to website successfully!", failure: "Failed to publish article" },
  unpublish: { success: "Article removed from website successfully!", failure: "Failed to unpublish article" },
};

/**
 * The Articles tab: per status the allowed action (spec section 2), Edit and Delete for every status. Ten a page
 * (spec section 9), paged on the server; search, status, category, order and page live in the URL.
 */
export function ArticlesTab() {
  const { params, page, apply } = useListParams(FILTERS);
  const q = params.get("q") || undefined;
  const status = oneOf(ARTICLE_STATUSES, params.get("status"));
  const category = oneOf(CONTENT_CATEGORIES, params.get("category"));
  const sort = oneOf(STAFF_ARTICLE_SORTS, params.get("sort"));
  const articles = useArticles({ q, status, category, sort, page });
  const transition = useArticleTransition();
  const [editing, setEditing] = useState<ArticleView | undefined>();
  const [scheduling, setScheduling] = useState<ArticleView | undefined>();
  const linked = useStaffArticle(params.get("article"));
  const deletion = useConfirmDelete<ArticleView>(useDeleteArticle(), {
    deleted: "Article deleted permanently!",
    failed: (error) => ({ title: "Failed to delete article", description: errorText(error) }),
  });

  const act = (article: ArticleView, action: ArticleTransition) =>
    transition.mutate(
      { id: article.id, action },
      {
        onSuccess: () => toast({ title: TRANSITION_TOASTS[action].success }),
        onError: (error) =>
          toast({ title: TRANSITION_TOASTS[action].failure, description: errorText(error), variant: "destructive" }),
      },
    );

  const rows = articles.data?.rows ?? [];
  const filtered = Boolean(q || status || category);

  return (
    <>
      <ListSearch
        label="Search articles"
        placeholder="Title, summary, keywords or text"
        value={q}
        onSearch={(text) => apply({ q: text })}
      />
      <div className="mt-3 grid grid-cols-2 gap-3 lg:max-w-3xl lg:grid-cols-3">
        <ListFilter
          label="Status"
          value={status}
          all="All"
          options={ARTICLE_STATUSES}
          labels={titleCase}
          onChange={(status) => apply({ status })}
        />
        <ListFilter
          label="Category"
          value={category}
          all="All"
          options={CONTENT_CATEGORIES}
          onChange={(category) => apply({ category })}
        />
        <ListFilter
          label="Sort"
          value={sort}
          defaultValue="newest"
          options={STAFF_ARTICLE_SORTS}
          labels={SORT_LABELS}
          onChange={(sort) => apply({ sort })}
        />
      </div>
      <ContentListState
        query={articles}
        noun="articles"
        page={page}
        empty={
          filtered
            ? "No articles match. Clear the search or choose other filters."
            : "No articles yet. Generate one above."
        }
      />
      <ul className="mt-4 space-y-3">
        {rows.map((article) => (
          <li
            key={article.id}
            className="rounded-lg border border-border bg-white p-4 shadow-xs sm:p-5"
            data-testid="article-row"
          >
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={STATUS_TONE[article.status]}>{article.status}</Badge>
              <Badge>{article.category}</Badge>
              <span className="text-xs text-muted-foreground">
                {article.readTime} min read · {formatDate(article.createdAt)}
              </span>
            </div>
            <h3 className="mt-2 font-semibold text-primary">{article.title}</h3>
            <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{article.summary}</p>
            {article.scheduledFor && article.scheduledTimeZone && (
              <p className="mt-1 text-sm font-medium text-primary" data-testid="article-scheduled">
                Scheduled to publish on {publishTimeText(article.scheduledFor, article.scheduledTimeZone)}
              </p>
            )}
            <div className="mt-3 flex flex-wrap gap-2">
              {article.status === "draft" && (
                <Button size="sm" onClick={() => act(article, "approve")} disabled={transition.isPending}>
                  <CheckCircle aria-hidden /> Approve
                </Button>
              )}
              {article.status === "approved" && (
                <Button size="sm" onClick={() => act(article, "publish")} disabled={transition.isPending}>
                  <Send aria-hidden /> Publish to Website
                </Button>
              )}
              {article.status === "published" && (
                <>
                  <Button size="sm" variant="outline" asChild>
                    <a href={`/article/${encodeURIComponent(article.id)}`} target="_blank" rel="noreferrer">
                      <Eye aria-hidden /> View
                    </a>
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => act(article, "unpublish")}
                    disabled={transition.isPending}
                  >
                    <EyeOff aria-hidden /> Unpublish
                  </Button>
                </>
              )}
              {article.status !== "published" && (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setScheduling(article)}
                  aria-label={`${article.scheduledFor ? "Reschedule" : "Schedule"} ${article.title}`}
                >
                  <CalendarClock aria-hidden /> {article.scheduledFor ? "Reschedule" : "Schedule"}
                </Button>
              )}
              <Button
                size="sm"
                variant="outline"
                onClick={() => setEditing(article)}
                aria-label={`Edit ${article.title}`}
              >
                <Pencil aria-hidden /> Edit
              </Button>
              <Button
                size="sm"
                variant="outline-destructive"
                onClick={() => deletion.ask(article)}
                aria-label={`Delete ${article.title}`}
              >
                <Trash2 aria-hidden /> Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {articles.data && (
        <ListPager
          label="Article pages"
          testId="articles-range"
          page={page}
          pageSize={ARTICLES_PAGE_SIZE}
          shown={rows.length}
          total={articles.data.total}
          onPage={(next) => apply({ page: next })}
        />
      )}
      {linked.isError && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          The linked article could not be opened: {errorText(linked.error)}
        </p>
      )}
      <ArticleEditDialog
        article={editing ?? linked.data}
        onOpenChange={(open) => {
          if (open) return;
          setEditing(undefined);
          if (params.get("article")) apply({ article: "", page });
        }}
      />
      <ArticleScheduleDialog article={scheduling} onOpenChange={(open) => !open && setScheduling(undefined)} />
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete article"
        description={`Are you sure you want to permanently delete "${deletion.target?.title ?? ""}"? This action cannot be undone.`}
      />
    </>
  );
}
