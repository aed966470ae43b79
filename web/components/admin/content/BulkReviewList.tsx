import { CheckCircle, Send } from "lucide-react";
import { useState } from "react";
import type { BulkArticleAction } from "#contract/articles";
import type { BulkArticle } from "#contract/content-generation";
import { Button } from "../../ui/button";
import { Checkbox } from "../../ui/form";
import { toast } from "../../ui/toast";
import { ArticleScheduleDialog } from "./ArticleScheduleDialog";
import { BulkArticleRow } from "./BulkArticleRow";
import { BulkReleaseSchedule } from "./BulkReleaseSchedule";
import { useBulkArticleAction } from "./content-queries";
import { errorText } from "./labels";

const ACTION_WORDS: Record<BulkArticleAction, { button: string; done: string; needs: string }> = {
  approve: { button: "Approve selected", done: "approved", needs: "not drafts" },
  publish: { button: "Publish selected", done: "published", needs: "not approved yet" },
};

/**
 * The drafts of a bulk generation, for review: each links to its editor; the ones ticked are approved, then
 * published, together (the one rule of Approve and Publish, so a draft is never published unapproved), or released
 * one a day by the publish schedule.
 */
export function BulkReviewList({ batchId, articles }: { batchId: string; articles: BulkArticle[] }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Held as the dialog's article, one object while it is open (its form starts again when the object changes).
  const [scheduling, setScheduling] = useState<(BulkArticle & { id: string }) | undefined>();
  const bulkAction = useBulkArticleAction(batchId);
  const ids = articles.map((article) => article.articleId);
  const chosen = ids.filter((id) => selected.has(id));
  const allChosen = ids.length > 0 && chosen.length === ids.length;

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const run = (action: BulkArticleAction) =>
    bulkAction.mutate(
      { action, articleIds: chosen },
      {
        onSuccess: (result) => {
          const words = ACTION_WORDS[action];
          const skipped = result.skipped.length > 0 ? ` ${result.skipped.length} skipped (${words.needs}).` : "";
          toast({
            title: `${result.changed.length} ${result.changed.length === 1 ? "article" : "articles"} ${words.done}.${skipped}`,
          });
        },
        onError: (error) =>
          toast({ title: "Could not change the articles", description: errorText(error), variant: "destructive" }),
      },
    );

  if (articles.length === 0) return null;
  return (
    <section className="mt-8" aria-labelledby="review-heading">
      <h2 id="review-heading" className="text-lg font-semibold text-primary">
        Review the drafts
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Open a draft to read and edit it. Tick the ones ready to go, approve them, then publish them to the Resources
        page, or release them one a day from a date (in the list's order).
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2 text-sm">
          <Checkbox
            checked={allChosen}
            onChange={(event) => setSelected(event.target.checked ? new Set(ids) : new Set())}
          />
          Select all ({ids.length})
        </label>
        <span className="text-sm text-muted-foreground" data-testid="bulk-selected">
          {chosen.length} selected
        </span>
        <Button size="sm" disabled={chosen.length === 0 || bulkAction.isPending} onClick={() => run("approve")}>
          <CheckCircle aria-hidden /> {ACTION_WORDS.approve.button}
        </Button>
        <Button size="sm" disabled={chosen.length === 0 || bulkAction.isPending} onClick={() => run("publish")}>
          <Send aria-hidden /> {ACTION_WORDS.publish.button}
        </Button>
      </div>
      <BulkReleaseSchedule batchId={batchId} articleIds={chosen} />
      <ul className="mt-3 divide-y divide-border rounded-md border border-border" aria-label="Generated drafts">
        {articles.map((article) => (
          <BulkArticleRow
            key={article.articleId}
            article={article}
            selected={selected.has(article.articleId)}
            onSelect={(on) => toggle(article.articleId, on)}
            onSchedule={() => setScheduling({ ...article, id: article.articleId })}
          />
        ))}
      </ul>
      <ArticleScheduleDialog article={scheduling} onOpenChange={(open) => !open && setScheduling(undefined)} />
    </section>
  );
}
