import { type FormEvent, useRef } from "react";
import { useNavigate } from "react-router";
import { PUBLISHED_ARTICLE_SORTS, type PublishedArticleSort, SEARCH_TEXT_MAX } from "#contract/site-enums";
import { RESULTS_FRAGMENT, searchAddress, showResults, useFieldsFollowAddress } from "../../lib/list-search";
import { RESOURCE_SORT_LABELS } from "../../lib/resources";
import { Button } from "../ui/button";
import { Input, Label, Select } from "../ui/form";
import { SearchIcon } from "../ui/icons";

/** How long typing pauses before the search is sent (and written into the address). */
const SEARCH_DELAY_MS = 300;

/**
 * /resources's filters, a GET form (search, category, sort); with scripts, the search follows the typing and the
 * selects apply at once.
 */
export function ResourcesSearch({
  q,
  category,
  sort,
  categories,
}: {
  q: string;
  category: string | undefined;
  sort: PublishedArticleSort;
  categories: readonly string[];
}) {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);

  /** The form's search at page 1, without the default sort; a typed search replaces its history entry. */
  const apply = (target: HTMLFormElement, options?: { replace: boolean }) =>
    navigate(searchAddress(target, { sort: "newest" }), options);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearTimeout(typing.current);
    void apply(event.currentTarget);
    if ((event.nativeEvent as SubmitEvent).submitter) showResults();
  }

  // The address follows the search box once typing pauses: one history entry per search, not per key.
  function searchAfterTyping(event: FormEvent<HTMLInputElement>) {
    const target = event.currentTarget.form;
    clearTimeout(typing.current);
    if (target) typing.current = setTimeout(() => void apply(target, { replace: true }), SEARCH_DELAY_MS);
  }
  const applyAtOnce = (event: FormEvent<HTMLSelectElement>) => event.currentTarget.form?.requestSubmit();
  // What was typed or chosen before the page was hydrated is searched for once it is.
  useFieldsFollowAddress(form, { q, category: category ?? "", sort }, (typed) => void apply(typed, { replace: true }));

  return (
    <form
      ref={form}
      role="search"
      method="get"
      action={`/resources#${RESULTS_FRAGMENT}`}
      onSubmit={search}
      className="grid gap-4 rounded-xl border border-border bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5 lg:grid-cols-[2fr_1fr_1fr_auto]"
    >
      <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
        <Label htmlFor="resource-search">Search</Label>
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id="resource-search"
            name="q"
            type="search"
            defaultValue={q}
            onChange={searchAfterTyping}
            placeholder="Search articles..."
            maxLength={SEARCH_TEXT_MAX}
            className="pl-9"
          />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="resource-category">Category</Label>
        <Select id="resource-category" name="category" defaultValue={category ?? ""} onChange={applyAtOnce}>
          <option value="">All Categories</option>
          {categories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="resource-sort">Sort by</Label>
        <Select id="resource-sort" name="sort" defaultValue={sort} onChange={applyAtOnce}>
          {PUBLISHED_ARTICLE_SORTS.map((value) => (
            <option key={value} value={value}>
              {RESOURCE_SORT_LABELS[value]}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" className="self-end">
        Search
      </Button>
    </form>
  );
}
