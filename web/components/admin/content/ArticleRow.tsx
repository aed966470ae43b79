import { CalendarClock, CheckCircle, Eye, EyeOff, Pencil, Send, Trash2 } from "lucide-react";
import type { ArticleView } from "#contract/article-views";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { formatDate } from "../labels";
import type { ArticleTransition } from "./content-queries";
import { publishTimeText, STATUS_TONE } from "./labels";

/** One article in the list: its status's allowed action (spec section 2), Schedule until published, Edit, Delete. */
export function ArticleRow({
  article,
  pending,
  onAct,
  onSchedule,
  onEdit,
  onDelete,
}: {
  article: ArticleView;
  /** A status change under way (of any article): the status buttons wait. */
  pending: boolean;
  onAct: (action: ArticleTransition) => void;
  onSchedule: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li
      key={article.id}
      className="rounded-lg border border-border bg-white p-4 shadow-xs sm:p-5"
      data-testid="article-row"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={STATUS_TONE[article.status]}>{article.status}</Badge>
        <Badge>{article.category}</Badge>
        <span className="text-xs text-muted-foreground">
          {article.readTime} min read · {formatDate(article.createdAt)}
        </span>
      </div>
      <h3 className="mt-2 font-semibold text-primary">{article.title}</h3>
      <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{article.summary}</p>
      {article.scheduledFor && article.scheduledTimeZone && (
        <p className="mt-1 text-sm font-medium text-primary" data-testid="article-scheduled">
          Scheduled to publish on {publishTimeText(article.scheduledFor, article.scheduledTimeZone)}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {article.status === "draft" && (
          <Button size="sm" onClick={() => onAct("approve")} disabled={pending}>
            <CheckCircle aria-hidden /> Approve
          </Button>
        )}
        {article.status === "approved" && (
          <Button size="sm" onClick={() => onAct("publish")} disabled={pending}>
            <Send aria-hidden /> Publish to Website
          </Button>
        )}
        {article.status === "published" && (
          <>
            <Button size="sm" variant="outline" asChild>
              <a href={`/article/${encodeURIComponent(article.id)}`} target="_blank" rel="noreferrer">
                <Eye aria-hidden /> View
              </a>
            </Button>
            <Button size="sm" variant="outline" onClick={() => onAct("unpublish")} disabled={pending}>
              <EyeOff aria-hidden /> Unpublish
            </Button>
          </>
        )}
        {article.status !== "published" && (
          <Button
            size="sm"
            variant="outline"
            onClick={onSchedule}
            aria-label={`${article.scheduledFor ? "Reschedule" : "Schedule"} ${article.title}`}
          >
            <CalendarClock aria-hidden /> {article.scheduledFor ? "Reschedule" : "Schedule"}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${article.title}`}>
          <Pencil aria-hidden /> Edit
        </Button>
        <Button size="sm" variant="outline-destructive" onClick={onDelete} aria-label={`Delete ${article.title}`}>
          <Trash2 aria-hidden /> Delete
        </Button>
      </div>
    </li>
  );
}
