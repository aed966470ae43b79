import { META_DESCRIPTION_SHOWN, META_TITLE_SHOWN } from "#contract/articles";
import { CONTENT_CATEGORIES } from "#contract/site-enums";
import { ARTICLE_SEO_FIELDS } from "../../../content/articles";
import { ArticleBody } from "../../resources/ArticleBody";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/dialog";
import { EnumSelect } from "../../ui/enum-select";
import { Field, Input, Textarea } from "../../ui/form";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs";
import { formatDateTime } from "../labels";
import type { DialogFormSection } from "../use-dialog-form";
import type { ArticleFormState } from "./article-form-state";

/** Title, author, category, read time, image and summary. */
export function ArticleDetailsFields({ form, set, errors }: DialogFormSection<ArticleFormState>) {
  return (
    <>
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
          <Input {...p} type="number" min={1} value={form.readTime} onChange={(e) => set("readTime", e.target.value)} />
        )}
      </Field>
      <Field label="Image URL" error={errors.imageUrl} hint="An uploaded image (/images/...) or an https URL">
        {(p) => <Input {...p} value={form.imageUrl} onChange={(e) => set("imageUrl", e.target.value)} />}
      </Field>
      <Field label="Summary" required error={errors.summary} className="sm:col-span-2">
        {(p) => <Textarea {...p} rows={3} value={form.summary} onChange={(e) => set("summary", e.target.value)} />}
      </Field>
    </>
  );
}

/** The Markdown content, and its preview drawn by the public article page's own renderer. */
export function ArticleContentTabs({ form, set, errors }: DialogFormSection<ArticleFormState>) {
  return (
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
  );
}

/** What search engines show: meta title and description (their shown length counted), and the canonical URL. */
export function ArticleSeoFields({ form, set, errors }: DialogFormSection<ArticleFormState>) {
  return (
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
          <Input {...p} type="url" value={form.canonicalUrl} onChange={(e) => set("canonicalUrl", e.target.value)} />
        )}
      </Field>
    </fieldset>
  );
}

/** Unsaved edits kept in this browser are back: when they were kept, whether the article was saved since, and a way to drop them. */
export function KeptCopyNotice({
  keptAt,
  savedSince,
  onDiscard,
}: {
  keptAt: string;
  savedSince: boolean;
  onDiscard: () => void;
}) {
  return (
    <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      Your unsaved changes from {formatDateTime(keptAt)} are back.
      {savedSince && " The article was saved by someone since; saving now replaces that version."}{" "}
      <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={onDiscard}>
        Discard them
      </Button>
    </div>
  );
}

/** Asked on closing with unsaved edits: stay to save them, or discard them. */
export function DiscardEditsDialog({
  open,
  onOpenChange,
  title,
  onDiscard,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  onDiscard: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Discard unsaved changes?"
      description={`Your changes to "${title}" are not saved. Stay to save them, or discard them.`}
      confirmLabel="Discard changes"
      onConfirm={onDiscard}
    />
  );
}
