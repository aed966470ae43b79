import { useMemo } from "react";
import type { ArticleView } from "#contract/article-views";
import { dropKeptCopy, readKeptCopy, useKeptCopy } from "./article-kept-copy";

/** The Edit Article dialog's values, as its controls hold them. */
export type ArticleFormState = {
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
export function toForm(article: ArticleView | undefined): ArticleFormState {
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
export function editedForm(article: ArticleView | undefined): ArticleFormState {
  const kept = article && readKeptCopy<ArticleFormState>(article.id);
  return kept ? { ...toForm(article), ...kept.values } : toForm(article);
}

/**
 * The edits kept in this browser for the open article: the copy it was reopened with, if any (read when it opens,
 * before this render's edits are kept), whether the form differs from the saved article, and a way to forget them.
 */
export function useArticleKeptCopy(article: ArticleView | undefined, form: ArticleFormState) {
  const saved = useMemo(() => toForm(article), [article]);
  const restored = useMemo(() => (article ? readKeptCopy<ArticleFormState>(article.id) : undefined), [article]);
  const { dirty } = useKeptCopy({
    articleId: article?.id,
    basedOn: restored?.basedOn ?? article?.updatedAt,
    values: form,
    saved,
  });
  /** Forgets the kept edits (saved, or discarded). */
  const drop = () => {
    if (article) dropKeptCopy(article.id);
  };
  return { restored, dirty, drop };
}
