import { type FormEvent, useState } from "react";
import type { ArticleView } from "#contract/article-views";
import { articleUpdateSchema } from "#contract/articles";
import { toast } from "../../ui/toast";
import { useDialogForm } from "../use-dialog-form";
import { editedForm, useArticleKeptCopy } from "./article-form-state";
import { useUpdateArticle } from "./content-queries";

/**
 * The Edit Article dialog's state: the form (checked by the Worker's own schema, then saved), its kept copy of unsaved
 * edits, and the question asked on closing with edits unsaved (`leaving`).
 */
export function useArticleEdit(article: ArticleView | undefined, onOpenChange: (open: boolean) => void) {
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

  return { form, set, errors, submitting, reset, restored, dirty, drop, leaving, setLeaving, requestClose, submit };
}
