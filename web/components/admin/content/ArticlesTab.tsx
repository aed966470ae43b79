import { useState } from "react";
import type { ArticleView } from "#contract/article-views";
import { STAFF_ARTICLE_SORTS } from "#contract/articles";
import { ARTICLE_STATUSES } from "#contract/enums";
import { CONTENT_CATEGORIES } from "#contract/site-enums";
import { oneOf } from "../../../lib/utils";
import { ConfirmDialog } from "../../ui/dialog";
import { toast } from "../../ui/toast";
import { ListPager } from "../ListPager";
import { ListSearch } from "../ListSearch";
import { useListParams } from "../list-params";
import { useConfirmDelete } from "../use-confirm-delete";
import { ArticleEditDialog } from "./ArticleEditDialog";
import { ArticleFilters } from "./ArticleFilters";
import { ArticleRow } from "./ArticleRow";
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
import { errorText } from "./labels";

/** The list's filters, and `article`: the one a link opened in the editor (/admin/content?article={id}). */
const FILTERS = ["q", "status", "category", "sort", "article"] as const;
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
      <ArticleFilters status={status} category={category} sort={sort} apply={apply} />
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
          <ArticleRow
            key={article.id}
            article={article}
            pending={transition.isPending}
            onAct={(action) => act(article, action)}
            onSchedule={() => setScheduling(article)}
            onEdit={() => setEditing(article)}
            onDelete={() => deletion.ask(article)}
          />
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
