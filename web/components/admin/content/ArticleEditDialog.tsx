import type { FormEvent } from "react";
import {
  type ArticleView,
  articleUpdateSchema,
  META_DESCRIPTION_SHOWN,
  META_TITLE_SHOWN,
} from "../../../../worker/contract/content";
import { CONTENT_CATEGORIES } from "../../../../worker/contract/site-enums";
import { ARTICLE_SEO_FIELDS } from "../../../content/articles";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { Field, Input, Select, Textarea } from "../../ui/form";
import { toast } from "../../ui/toast";
import { useDialogForm } from "../use-dialog-form";
import { useUpdateArticle } from "./content-queries";

type FormState = {
  title: string;
  author: string;
  category: string;
  readTime: string;
  summary: string;
  content: string;
  imageUrl: string;
  metaTitle: string;
  metaDescription: string;
  canonicalUrl: string;
};

/** The fields of the article being edited; blank while none is (the dialog is then closed). */
function toForm(article: ArticleView | undefined): FormState {
  return {
    title: article?.title ?? "",
    author: article?.author ?? "",
    category: article?.category ?? "",
    readTime: article ? String(article.readTime) : "",
    summary: article?.summary ?? "",
    content: article?.content ?? "",
    imageUrl: article?.imageUrl ?? "",
    metaTitle: article?.metaTitle ?? "",
    metaDescription: article?.metaDescription ?? "",
    canonicalUrl: article?.canonicalUrl ?? "",
  };
}

/** The Edit Article dialog (spec sections 2 and 5), checked by the same zod schema the Worker uses. */
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
  } = useDialogForm({
    open: Boolean(article),
    source: article,
    initial: toForm,
    saving: [update],
  });

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
    <Dialog open={Boolean(article)} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogTitle>Edit Article</DialogTitle>
        <DialogDescription>Change the article's text and details. Its status does not change.</DialogDescription>
        {article && (
          <form onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
            <Field label="Title" required error={errors.title} className="sm:col-span-2">
              {(p) => <Input {...p} value={form.title} onChange={(e) => set("title", e.target.value)} />}
            </Field>
            <Field label="Author" required error={errors.author}>
              {(p) => <Input {...p} value={form.author} onChange={(e) => set("author", e.target.value)} />}
            </Field>
            <Field label="Category" required error={errors.category}>
              {(p) => (
                <Select {...p} value={form.category} onChange={(e) => set("category", e.target.value)}>
                  {CONTENT_CATEGORIES.map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Read time (minutes)" required error={errors.readTime}>
              {(p) => (
                <Input
                  {...p}
                  type="number"
                  min={1}
                  value={form.readTime}
                  onChange={(e) => set("readTime", e.target.value)}
                />
              )}
            </Field>
            <Field label="Image URL" error={errors.imageUrl} hint="An uploaded image (/images/...) or an https URL">
              {(p) => <Input {...p} value={form.imageUrl} onChange={(e) => set("imageUrl", e.target.value)} />}
            </Field>
            <Field label="Summary" required error={errors.summary} className="sm:col-span-2">
              {(p) => (
                <Textarea {...p} rows={3} value={form.summary} onChange={(e) => set("summary", e.target.value)} />
              )}
            </Field>
            <Field
              label="Content"
              required
              error={errors.content}
              hint="Markdown: # headings, **bold**, *italic*"
              className="sm:col-span-2"
            >
              {(p) => (
                <Textarea
                  {...p}
                  rows={14}
                  className="font-mono"
                  value={form.content}
                  onChange={(e) => set("content", e.target.value)}
                />
              )}
            </Field>
            <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
              <legend className="text-sm font-semibold text-primary">{ARTICLE_SEO_FIELDS.legend}</legend>
              <Field
                label="Meta title"
                error={errors.metaTitle}
                hint={ARTICLE_SEO_FIELDS.shownHint(
                  form.metaTitle.trim().length,
                  META_TITLE_SHOWN,
                  ARTICLE_SEO_FIELDS.titleFallback,
                )}
                className="sm:col-span-2"
              >
                {(p) => <Input {...p} value={form.metaTitle} onChange={(e) => set("metaTitle", e.target.value)} />}
              </Field>
              <Field
                label="Meta description"
                error={errors.metaDescription}
                hint={ARTICLE_SEO_FIELDS.shownHint(
                  form.metaDescription.trim().length,
                  META_DESCRIPTION_SHOWN,
                  ARTICLE_SEO_FIELDS.descriptionFallback,
                )}
                className="sm:col-span-2"
              >
                {(p) => (
                  <Textarea
                    {...p}
                    rows={2}
                    value={form.metaDescription}
                    onChange={(e) => set("metaDescription", e.target.value)}
                  />
                )}
              </Field>
              <Field
                label="Canonical URL"
                error={errors.canonicalUrl}
                hint={ARTICLE_SEO_FIELDS.canonicalHint}
                className="sm:col-span-2"
              >
                {(p) => (
                  <Input
                    {...p}
                    type="url"
                    value={form.canonicalUrl}
                    onChange={(e) => set("canonicalUrl", e.target.value)}
                  />
                )}
              </Field>
            </fieldset>
            <DialogFooter className="sm:col-span-2">
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={submitting}>
                {submitting ? "Saving..." : "Save Changes"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
