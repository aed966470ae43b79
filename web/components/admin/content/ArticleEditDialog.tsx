import { type FormEvent, useMemo, useState } from "react";
import { type ArticleView, articleUpdateSchema, META_DESCRIPTION_SHOWN, META_TITLE_SHOWN } from "#contract/content";
import { CONTENT_CATEGORIES } from "#contract/site-enums";
import { ARTICLE_SEO_FIELDS } from "../../../content/articles";
import { ArticleBody } from "../../resources/ArticleBody";
import { Button } from "../../ui/button";
import { ConfirmDialog, Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { EnumSelect } from "../../ui/enum-select";
import { Field, Input, Textarea } from "../../ui/form";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs";
import { toast } from "../../ui/toast";
import { formatDateTime } from "../labels";
import { useDialogForm } from "../use-dialog-form";
import { ArticlePublishSchedule } from "./ArticlePublishSchedule";
import { dropKeptCopy, readKeptCopy, useKeptCopy } from "./article-kept-copy";
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

/** The fields to edit: the unsaved edits kept in this browser when there are any, else the saved article. */
function editedForm(article: ArticleView | undefined): FormState {
  const kept = article && readKeptCopy<FormState>(article.id);
  return kept ? { ...toForm(article), ...kept.values } : toForm(article);
}

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
  const saved = useMemo(() => toForm(article), [article]);
  // Read when the article opens, before this render's edits are kept: the copy it was reopened with, if any.
  const restored = useMemo(() => (article ? readKeptCopy<FormState>(article.id) : undefined), [article]);
  const { dirty } = useKeptCopy({
    articleId: article?.id,
    basedOn: restored?.basedOn ?? article?.updatedAt,
    values: form,
    saved,
  });
  const [leaving, setLeaving] = useState(false);

  function requestClose(open: boolean) {
    if (open || !dirty) onOpenChange(open);
    else setLeaving(true);
  }

  function discardEdits() {
    if (article) dropKeptCopy(article.id);
    reset();
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
          dropKeptCopy(article.id);
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
          <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            Your unsaved changes from {formatDateTime(restored.keptAt)} are back.
            {restored.basedOn !== article?.updatedAt &&
              " The article was saved by someone since; saving now replaces that version."}{" "}
            <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={discardEdits}>
              Discard them
            </Button>
          </div>
        )}
        {article && (
          <form onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
            <Field label="Title" required error={errors.title} className="sm:col-span-2">
              {(p) => <Input {...p} value={form.title} onChange={(e) => set("title", e.target.value)} />}
            </Field>
            <Field label="Author" required error={errors.author}>
              {(p) => <Input {...p} value={form.author} onChange={(e) => set("author", e.target.value)} />}
            </Field>
            <EnumSelect
              label="Category"
              required
              error={errors.category}
              values={CONTENT_CATEGORIES}
              value={form.category}
              onChange={(category) => set("category", category)}
            />
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
            <Tabs defaultValue="write" className="sm:col-span-2">
              <TabsList aria-label="Write or preview" className="bg-muted">
                <TabsTrigger value="write">Write</TabsTrigger>
                <TabsTrigger value="preview">Preview</TabsTrigger>
              </TabsList>
              <TabsContent value="write" className="mt-2">
                <Field
                  label="Content"
                  required
                  error={errors.content}
                  hint="Markdown: # headings, **bold**, *italic*. Preview shows it as the article page will."
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
              </TabsContent>
              <TabsContent
                value="preview"
                className="mt-2 max-h-[60dvh] overflow-y-auto rounded-md border border-border p-4"
                data-testid="article-preview"
              >
                <h1 className="mb-6 text-3xl font-bold break-words text-primary">{form.title}</h1>
                <ArticleBody content={form.content} />
                {errors.content && <p className="text-sm text-red-700">{errors.content}</p>}
              </TabsContent>
            </Tabs>
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
        <ConfirmDialog
          open={leaving}
          onOpenChange={setLeaving}
          title="Discard unsaved changes?"
          description={`Your changes to "${form.title}" are not saved. Stay to save them, or discard them.`}
          confirmLabel="Discard changes"
          onConfirm={() => {
            if (article) dropKeptCopy(article.id);
            setLeaving(false);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
