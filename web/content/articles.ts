/** Copy of the article edit dialog's search-engine fields (web/components/admin/content/ArticleEditDialog.tsx). */
export const ARTICLE_SEO_FIELDS = {
  legend: "Search engines",
  titleFallback: "Empty: the article's title is used.",
  descriptionFallback: "Empty: the summary is used.",
  canonicalHint: "Only when this article was first published elsewhere: that page's full address. Empty: this page.",
  /** "42 of 60 characters shown in search results" once typed; what is used otherwise. */
  shownHint: (length: number, shown: number, fallback: string) =>
    length === 0
      ? fallback
      : length <= shown
        ? `${length} of ${shown} characters shown in search results.`
        : `${length} characters: search results show about the first ${shown}.`,
} as const;
