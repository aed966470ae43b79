import { CalendarClock } from "lucide-react";
import { Link } from "react-router";
import type { BulkArticle } from "#contract/content-generation";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Checkbox } from "../../ui/form";
import { articleEditorHref } from "./content-queries";
import { publishTimeText, STATUS_TONE } from "./labels";

/** One draft of a bulk generation: ticked for the bulk actions, linked to its editor, scheduled until published. */
export function BulkArticleRow({
  article,
  selected,
  onSelect,
  onSchedule,
}: {
  article: BulkArticle;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onSchedule: () => void;
}) {
  return (
    <li key={article.articleId} className="flex flex-wrap items-center gap-3 px-3 py-2" data-testid="bulk-article">
      <Checkbox
        aria-label={`Select ${article.title}`}
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
      />
      {/* At least 12rem for the title: on a phone the status and Schedule go below it. */}
      <div className="min-w-0 flex-1 basis-48">
        <Link
          to={articleEditorHref(article.articleId)}
          className="font-medium text-primary underline-offset-2 hover:underline"
        >
          {article.title}
        </Link>
        <p className="text-xs text-muted-foreground">
          {article.category}
          {article.scheduledFor &&
            article.scheduledTimeZone &&
            ` · publishes on ${publishTimeText(article.scheduledFor, article.scheduledTimeZone)}`}
        </p>
      </div>
      <div className="ml-7 flex items-center gap-3 sm:ml-0">
        <Badge tone={STATUS_TONE[article.status]}>{article.status}</Badge>
        {article.status !== "published" && (
          <Button size="sm" variant="outline" onClick={onSchedule} aria-label={`Schedule ${article.title}`}>
            <CalendarClock aria-hidden /> Schedule
          </Button>
        )}
      </div>
    </li>
  );
}
