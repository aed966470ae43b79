import { CheckCircle, Eye, EyeOff, Pencil, Send, Trash2 } from "lucide-react";
import { useState } from "react";
import type { ArticleView } from "../../../worker/contract/content";
import { formatDate } from "../admin/labels";
import { useConfirmDelete } from "../admin/use-confirm-delete";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/dialog";
import { toast } from "../ui/toast";
import { ArticleEditDialog } from "./ArticleEditDialog";
import { type ArticleTransition, useArticles, useArticleTransition, useDeleteArticle } from "./content-queries";
import { errorText, STATUS_TONE } from "./labels";

/** The dashboard shows the first 10 articles (spec section 9). */
export const DASHBOARD_LIST_SIZE = 10;

const TRANSITION_TOASTS: Record<ArticleTransition, { success: string; failure: string }> = {
  approve: { success: "Article approved!", failure: "Failed to approve article" },
  publish: { success: "Article published to website successfully!", failure: "Failed to publish article" },
  unpublish: { success: "Article removed from website successfully!", failure: "Failed to unpublish article" },
};

/** The Articles tab: per status the allowed action (spec section 2), Edit and Delete for every status. */
export function ArticlesTab() {
  const articles = useArticles();
  const transition = useArticleTransition();
  const [editing, setEditing] = useState<ArticleView | undefined>();
  const deletion = useConfirmDelete<ArticleView>(useDeleteArticle(), {
    deleted: "Article deleted permanently!",
    failed: (error) => ({ title: "Failed to delete article", description: errorText(error) }),
  });

  const act = (article: ArticleView, action: ArticleTransition) =>
    transition.mutate(
      { id: article.id, action },
      {
        onSuccess: () => toast({ title: TRANSITION_TOASTS[action].success }),
        onError: (error) => toast({ title: TRANSITION_TOASTS[action].failure, description: errorText(error), variant: "destructive" }),
      },
    );

  if (articles.isPending) return <p className="text-muted-foreground">Loading articles...</p>;
  if (articles.isError) return <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">Articles could not be loaded: {errorText(articles.error)}</p>;
  if (articles.data.length === 0) return <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">No articles yet. Generate one above.</p>;

  return (
    <>
      <p className="mb-3 text-sm text-muted-foreground">
        Showing {Math.min(DASHBOARD_LIST_SIZE, articles.data.length)} of {articles.data.length} articles, newest first.
      </p>
      <ul className="space-y-3">
        {articles.data.slice(0, DASHBOARD_LIST_SIZE).map((article) => (
          <li key={article.id} className="rounded-lg border border-border bg-white p-4 shadow-xs sm:p-5" data-testid="article-row">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={STATUS_TONE[article.status]}>{article.status}</Badge>
              <Badge>{article.category}</Badge>
              <span className="text-xs text-muted-foreground">
                {article.readTime} min read · {formatDate(article.createdAt)}
              </span>
            </div>
            <h3 className="mt-2 font-semibold text-primary">{article.title}</h3>
            <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{article.summary}</p>
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
                  <Button size="sm" variant="outline" onClick={() => act(article, "unpublish")} disabled={transition.isPending}>
                    <EyeOff aria-hidden /> Unpublish
                  </Button>
                </>
              )}
              <Button size="sm" variant="outline" onClick={() => setEditing(article)} aria-label={`Edit ${article.title}`}>
                <Pencil aria-hidden /> Edit
              </Button>
              <Button size="sm" variant="outline-destructive" onClick={() => deletion.ask(article)} aria-label={`Delete ${article.title}`}>
                <Trash2 aria-hidden /> Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ArticleEditDialog article={editing} onOpenChange={(open) => !open && setEditing(undefined)} />
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete article"
        description={`Are you sure you want to permanently delete "${deletion.target?.title ?? ""}"? This action cannot be undone.`}
      />
    </>
  );
}
