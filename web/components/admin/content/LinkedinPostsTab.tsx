import { LINKEDIN_POST_STATUSES } from "#contract/enums";
import { LINKEDIN_POST_SORTS, type LinkedinPostSort } from "#contract/linkedin-posts";
import { oneOf } from "../../../lib/utils";
import { Badge } from "../../ui/badge";
import { ListFilter } from "../ListFilter";
import { ListPager } from "../ListPager";
import { ListSearch } from "../ListSearch";
import { formatDateTime, titleCase } from "../labels";
import { useListParams } from "../list-params";
import { ContentListState } from "./ContentListState";
import { LINKEDIN_POSTS_PAGE_SIZE, useLinkedinPosts } from "./content-queries";
import { STATUS_TONE } from "./labels";

const FILTERS = ["q", "status", "sort"] as const;
const SORT_LABELS: Record<LinkedinPostSort, string> = { newest: "Newest first", oldest: "Oldest first" };

/**
 * The LinkedIn Posts tab: posts with their article, status and, for waiting or failed ones, why; paged on the
 * server, with search, status, order and page in the URL.
 */
export function LinkedinPostsTab() {
  const { params, page, apply } = useListParams(FILTERS);
  const q = params.get("q") || undefined;
  const status = oneOf(LINKEDIN_POST_STATUSES, params.get("status"));
  const sort = oneOf(LINKEDIN_POST_SORTS, params.get("sort"));
  const posts = useLinkedinPosts({ q, status, sort, page });
  const rows = posts.data?.rows ?? [];

  return (
    <>
      <ListSearch
        label="Search LinkedIn posts"
        placeholder="Post text or article title"
        value={q}
        onSearch={(text) => apply({ q: text })}
      />
      <div className="mt-3 grid grid-cols-2 gap-3 sm:max-w-md">
        <ListFilter
          label="Status"
          value={status}
          all="All"
          options={LINKEDIN_POST_STATUSES}
          labels={titleCase}
          onChange={(status) => apply({ status })}
        />
        <ListFilter
          label="Sort"
          value={sort}
          defaultValue="newest"
          options={LINKEDIN_POST_SORTS}
          labels={SORT_LABELS}
          onChange={(sort) => apply({ sort })}
        />
      </div>
      <ContentListState
        query={posts}
        noun="LinkedIn posts"
        page={page}
        empty={
          q || status
            ? "No posts match. Clear the search or choose another status."
            : "No LinkedIn posts yet. Schedules with auto-posting, or Post to LinkedIn, queue them."
        }
      />
      <ul className="mt-4 space-y-3">
        {rows.map((post) => (
          <li
            key={post.id}
            className="rounded-lg border border-border bg-white p-4 shadow-xs"
            data-testid="linkedin-post-row"
          >
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={STATUS_TONE[post.status]}>{post.status}</Badge>
              {post.articleCategory && <Badge>{post.articleCategory}</Badge>}
              <span className="text-xs text-muted-foreground">
                {post.status === "posted"
                  ? `Posted ${formatDateTime(post.postedAt)}`
                  : `Queued ${formatDateTime(post.createdAt)}`}
                {post.attempts > 0 && ` · ${post.attempts} attempt${post.attempts === 1 ? "" : "s"}`}
              </span>
            </div>
            <h3 className="mt-2 font-semibold text-primary">{post.articleTitle ?? "Deleted article"}</h3>
            {post.error && <p className="mt-2 rounded-md bg-red-50 p-2 text-sm text-red-800">{post.error}</p>}
            {post.status === "pending" && post.nextAttemptAt && (
              <p className="mt-1 text-xs text-muted-foreground">Next attempt {formatDateTime(post.nextAttemptAt)}</p>
            )}
          </li>
        ))}
      </ul>
      {posts.data && (
        <ListPager
          label="LinkedIn post pages"
          testId="linkedin-posts-range"
          page={page}
          pageSize={LINKEDIN_POSTS_PAGE_SIZE}
          shown={rows.length}
          total={posts.data.total}
          onPage={(next) => apply({ page: next })}
        />
      )}
    </>
  );
}
