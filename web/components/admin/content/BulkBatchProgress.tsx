import { ExternalLink, Square } from "lucide-react";
import { useEffect } from "react";
import { Button } from "../../ui/button";
import { toast } from "../../ui/toast";
import { BulkReviewList } from "./BulkReviewList";
import { bulkFinished, refreshContent, useBulkProgress, useCancelBulk } from "./content-queries";
import { errorText } from "./labels";

/**
 * One bulk generation, wherever it is shown: the true count while the queue writes (with Cancel), then what it came
 * to by category, and its drafts for review (approve, publish, release one a day). Read from the server, so leaving
 * the page and coming back (/admin/batches/:id) shows the same batch.
 */
export function BulkBatchProgress({ batchId }: { batchId: string }) {
  const cancel = useCancelBulk();
  const progress = useBulkProgress(batchId);
  const finished = progress.data ? bulkFinished(progress.data) : false;

  useEffect(() => {
    if (finished) refreshContent();
  }, [finished]);

  const stop = () =>
    cancel.mutate(batchId, {
      onSuccess: (stopped) =>
        toast({ title: "Generation cancelled", description: `${stopped.done} drafts were written before it stopped.` }),
      onError: (error) => toast({ title: "Could not cancel", description: errorText(error), variant: "destructive" }),
    });

  if (progress.isError)
    return (
      <p role="alert" className="text-red-800">
        This bulk generation could not be found.
      </p>
    );
  const data = progress.data;
  if (!data) return <p className="text-muted-foreground">Loading the batch...</p>;
  const handled = data.done + data.failed;
  const percent = data.total > 0 ? Math.round((handled / data.total) * 100) : 0;
  const categories = Object.entries(data.categoryBreakdown).sort(([a], [b]) => a.localeCompare(b));

  return (
    <div>
      <div className="flex flex-wrap justify-between gap-2 text-sm text-muted-foreground">
        <span data-testid="bulk-count">
          {finished ? "Done:" : "Writing articles:"} {data.done} of {data.total} written
          {data.failed > 0 && `, ${data.failed} failed`}
          {data.cancelled > 0 && `, ${data.cancelled} cancelled`}
        </span>
        <span>{percent}%</span>
      </div>
      <div
        className="mt-2 h-3 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label="Bulk generation progress"
        aria-valuemin={0}
        aria-valuemax={data.total}
        aria-valuenow={handled}
        aria-valuetext={`${data.done} of ${data.total} articles written`}
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
      {!finished && (
        <Button variant="outline" size="sm" className="mt-4" onClick={stop} disabled={cancel.isPending}>
          <Square aria-hidden /> {cancel.isPending ? "Cancelling..." : "Cancel generation"}
        </Button>
      )}
      {finished && (
        <div className="mt-8" aria-live="polite">
          <h2 className="text-xl font-bold text-primary">Generated {data.done} draft articles</h2>
          <p className="mt-1 text-muted-foreground">
            Across {categories.length} categories, saved as drafts for review.
            {data.failed > 0 && ` ${data.failed} could not be written after several attempts.`}
            {data.cancelled > 0 && ` ${data.cancelled} were cancelled before they were written.`}
          </p>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {categories.map(([category, count]) => (
              <li key={category} className="flex justify-between rounded-md bg-muted px-3 py-2 text-sm">
                <span>{category}</span>
                <span className="font-semibold">{count}</span>
              </li>
            ))}
          </ul>
          <Button asChild className="mt-6">
            <a href="/resources" target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden /> View Resources Page
            </a>
          </Button>
        </div>
      )}
      <BulkReviewList batchId={data.batchId} articles={data.articles} />
    </div>
  );
}
