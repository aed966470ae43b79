import type { ArticleView } from "#contract/article-views";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import {
  ArticleContentTabs,
  ArticleDetailsFields,
  ArticleSeoFields,
  DiscardEditsDialog,
  KeptCopyNotice,
} from "./ArticleEditFields";
import { ArticlePublishSchedule } from "./ArticlePublishSchedule";
import { useArticleEdit } from "./use-article-edit";

/**
 * The Edit Article dialog (spec sections 2 and 5), checked by the same zod schema the Worker uses. The content is
 * previewed with the public article page's own renderer; unsaved edits are kept in this browser until saved or
 * discarded, and closing with unsaved edits asks first (decision 070).
 */
export function ArticleEditDialog({
  article,
  onOpenChange,
}: {
  article?: ArticleView;
  onOpenChange: (open: boolean) => void;
}) {
  const { form, set, errors, submitting, reset, restored, dirty, drop, leaving, setLeaving, requestClose, submit } =
    useArticleEdit(article, onOpenChange);

  return (
    <Dialog open={Boolean(article)} onOpenChange={requestClose}>
      <DialogContent className="sm:max-w-3xl">
        <DialogTitle>Edit Article</DialogTitle>
        <DialogDescription>Change the article's text and details. Its status does not change.</DialogDescription>
        {restored && dirty && (
          <KeptCopyNotice
            keptAt={restored.keptAt}
            savedSince={restored.basedOn !== article?.updatedAt}
            onDiscard={() => {
              drop();
              reset();
            }}
          />
        )}
        {article && (
          <form onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
            <ArticleDetailsFields form={form} set={set} errors={errors} />
            <ArticleContentTabs form={form} set={set} errors={errors} />
            <ArticleSeoFields form={form} set={set} errors={errors} />
            <DialogFooter className="sm:col-span-2">
              <Button type="button" variant="outline" onClick={() => requestClose(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={submitting}>
                {submitting ? "Saving..." : "Save Changes"}
              </Button>
            </DialogFooter>
          </form>
        )}
        {article && <ArticlePublishSchedule key={article.id} article={article} />}
        <DiscardEditsDialog
          open={leaving}
          onOpenChange={setLeaving}
          title={form.title}
          onDiscard={() => {
            drop();
            setLeaving(false);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
