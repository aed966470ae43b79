import { type FormEvent, useState } from "react";
import type { ArticleView } from "#contract/article-views";
import { articleUpdateSchema } from "#contract/articles";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { toast } from "../../ui/toast";
import { useDialogForm } from "../use-dialog-form";
import {
  ArticleContentTabs,
  ArticleDetailsFields,
  ArticleSeoFields,
  DiscardEditsDialog,
  KeptCopyNotice,
} from "./ArticleEditFields";
import { ArticlePublishSchedule } from "./ArticlePublishSchedule";
import { editedForm, useArticleKeptCopy } from "./article-form-state";
import { useUpdateArticle } from "./content-queries";

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
  const update = useUpdateArticle();
  const {
    values: form,
    set,
    errors,
    setErrors,
    submitting,
    failed,
    reset,
  } = useDialogForm({
    open: Boolean(article),
    source: article,
    initial: editedForm,
    saving: [update],
  });
  const { restored, dirty, drop } = useArticleKeptCopy(article, form);
  const [leaving, setLeaving] = useState(false);

  function requestClose(open: boolean) {
    if (open || !dirty) onOpenChange(open);
    else setLeaving(true);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!article) return;
    const parsed = articleUpdateSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    update.mutate(
      { id: article.id, input: parsed.data },
      {
        onSuccess: () => {
          drop();
          toast({ title: "Article updated successfully!" });
          onOpenChange(false);
        },
        onError: (error) => {
          toast({
            title: "Failed to update article",
            description: failed(error)?.serverMessage ?? error.message,
            variant: "destructive",
          });
        },
      },
    );
  }

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
