import type { ScheduleView } from "#contract/content-schedules";
import { ConfirmDialog } from "../../ui/dialog";
import { toast } from "../../ui/toast";
import { useRunSchedule } from "./content-queries";
import { errorText } from "./labels";

/** "Run now", confirmed: the schedule writes an article at once, published or saved as a draft as it is set to. */
export function RunScheduleDialog({ running, onClose }: { running: ScheduleView | undefined; onClose: () => void }) {
  const run = useRunSchedule();
  return (
    <ConfirmDialog
      open={Boolean(running)}
      onOpenChange={(open) => !open && onClose()}
      title="Run schedule now"
      description={`Generate an article from "${running?.title ?? ""}" now? ${running?.autoPublish ? "It will be published at once." : "It will be saved as a draft."}`}
      confirmLabel="Run now"
      destructive={false}
      pending={run.isPending}
      onConfirm={() =>
        running &&
        run.mutate(running.id, {
          onSuccess: () => {
            toast({
              title: "Content generation triggered!",
              description: `"${running.title}" generated a new article.`,
            });
            onClose();
          },
          onError: (error) => {
            toast({
              title: "Error generating content. Please try again.",
              description: errorText(error),
              variant: "destructive",
            });
            onClose();
          },
        })
      }
    />
  );
}
