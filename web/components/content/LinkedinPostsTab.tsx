import { formatDateTime } from "../admin/labels";
import { Badge } from "../ui/badge";
import { useLinkedinPosts } from "./content-queries";
import { DASHBOARD_LIST_SIZE } from "./ArticlesTab";
import { errorText, STATUS_TONE } from "./labels";

/** The LinkedIn Posts tab: the first 10 posts with their article, status and, for waiting or failed ones, why. */
export function LinkedinPostsTab() {
  const posts = useLinkedinPosts();
  if (posts.isPending) return <p className="text-muted-foreground">Loading LinkedIn posts...</p>;
  if (posts.isError) return <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">LinkedIn posts could not be loaded: {errorText(posts.error)}</p>;
  if (posts.data.length === 0) {
    return <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">No LinkedIn posts yet. Schedules with auto-posting, or Post to LinkedIn, queue them.</p>;
  }
  return (
    <ul className="space-y-3">
      {posts.data.slice(0, DASHBOARD_LIST_SIZE).map((post) => (
        <li key={post.id} className="rounded-lg border border-border bg-white p-4 shadow-xs" data-testid="linkedin-post-row">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={STATUS_TONE[post.status]}>{post.status}</Badge>
            {post.articleCategory && <Badge>{post.articleCategory}</Badge>}
            <span className="text-xs text-muted-foreground">
              {post.status === "posted" ? `Posted ${formatDateTime(post.postedAt)}` : `Queued ${formatDateTime(post.createdAt)}`}
              {post.attempts > 0 && ` · ${post.attempts} attempt${post.attempts === 1 ? "" : "s"}`}
            </span>
          </div>
          <h3 className="mt-2 font-semibold text-primary">{post.articleTitle ?? "Deleted article"}</h3>
          {post.error && <p className="mt-2 rounded-md bg-red-50 p-2 text-sm text-red-800">{post.error}</p>}
          {post.status === "pending" && post.nextAttemptAt && <p className="mt-1 text-xs text-muted-foreground">Next attempt {formatDateTime(post.nextAttemptAt)}</p>}
        </li>
      ))}
    </ul>
  );
}
