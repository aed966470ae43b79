import { STAFF_ARTICLE_SORTS, type StaffArticleSort } from "#contract/articles";
import { ARTICLE_STATUSES, type ArticleStatus } from "#contract/enums";
import { CONTENT_CATEGORIES, type ContentCategory } from "#contract/site-enums";
import { ListFilter } from "../ListFilter";
import { titleCase } from "../labels";

const SORT_LABELS: Record<StaffArticleSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  updated: "Recently changed",
  title: "Title A-Z",
};

/** The articles' status, category and order, kept in the URL by `apply`. */
export function ArticleFilters({
  status,
  category,
  sort,
  apply,
}: {
  status: ArticleStatus | undefined;
  category: ContentCategory | undefined;
  sort: StaffArticleSort | undefined;
  apply: (changes: { status?: string; category?: string; sort?: string }) => void;
}) {
  return (
    <div className="mt-3 grid grid-cols-2 gap-3 lg:max-w-3xl lg:grid-cols-3">
      <ListFilter
        label="Status"
        value={status}
        all="All"
        options={ARTICLE_STATUSES}
        labels={titleCase}
        onChange={(status) => apply({ status })}
      />
      <ListFilter
        label="Category"
        value={category}
        all="All"
        options={CONTENT_CATEGORIES}
        onChange={(category) => apply({ category })}
      />
      <ListFilter
        label="Sort"
        value={sort}
        defaultValue="newest"
        options={STAFF_ARTICLE_SORTS}
        labels={SORT_LABELS}
        onChange={(sort) => apply({ sort })}
      />
    </div>
  );
}
