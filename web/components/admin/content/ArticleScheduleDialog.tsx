import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../ui/dialog";
import { ArticlePublishSchedule, type SchedulableArticle } from "./ArticlePublishSchedule";

/** "Schedule" on an article's row: the editor's publish schedule on its own, without opening Edit. */
export function ArticleScheduleDialog({
  article,
  onOpenChange,
}: {
  /** The article to schedule; none closes the dialog. */
  article: (SchedulableArticle & { title: string }) | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={Boolean(article)} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>Schedule publishing</DialogTitle>
        <DialogDescription>{article?.title}</DialogDescription>
        {article && <ArticlePublishSchedule article={article} onSaved={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
