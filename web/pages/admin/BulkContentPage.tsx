import { ExternalLink, Layers, RotateCcw } from "lucide-react";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import {
  bulkFinished,
  refreshContent,
  useBulkGenerate,
  useBulkProgress,
} from "../../components/admin/content/content-queries";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { PageHead } from "../../lib/head";

/**
 * /admin/bulk-content: one button asks for 100 published articles across the categories; the queue writes them one
 * by one and the bar shows the true count. The batch is in the address (?batch=...), so a reload keeps following it.
 */
export default function BulkContentPage() {
  const [params, setParams] = useSearchParams();
  const batchId = params.get("batch");
  const bulk = useBulkGenerate();
  const progress = useBulkProgress(batchId);
  const finished = progress.data ? bulkFinished(progress.data) : false;

  useEffect(() => {
    if (finished) refreshContent();
  }, [finished]);

  const start = () =>
    bulk.mutate(undefined, {
      onSuccess: (started) => setParams({ batch: started.batchId }),
      onError: (error) => {
        const description =
          error instanceof ApiError ? `HTTP error! status: ${error.status}` : "Failed to generate bulk content";
        toast({ title: "Error", description, variant: "destructive" });
      },
    });

  const data = progress.data;
  const handled = data ? data.done + data.failed : 0;
  const percent = data && data.total > 0 ? Math.round((handled / data.total) * 100) : 0;
  const categories = data ? Object.entries(data.categoryBreakdown).sort(([a], [b]) => a.localeCompare(b)) : [];
  const running = bulk.isPending || (Boolean(batchId) && !finished);

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title="Bulk Content | Admin Dashboard" description="Generate 100 articles at once." noIndex />
      <h1 className="text-2xl font-bold text-primary sm:text-3xl">Bulk Content Generation</h1>
      <p className="mt-1 text-muted-foreground">
        Generate 100 articles of over 1,000 words each, spread across the ten content categories and published to the
        Resources page as they are written.
      </p>

      <section className="mt-8 rounded-lg border border-border bg-white p-6 shadow-xs">
        {!batchId && (
          <Button size="lg" onClick={start} disabled={bulk.isPending}>
            <Layers aria-hidden /> {bulk.isPending ? "Starting..." : "Generate 100 Articles"}
          </Button>
        )}
        {batchId && progress.isError && (
          <p role="alert" className="text-red-800">
            This bulk generation could not be found.
          </p>
        )}
        {data && (
          <div>
            <div className="flex flex-wrap justify-between gap-2 text-sm text-muted-foreground">
              <span data-testid="bulk-count">
                {finished ? "Done:" : "Writing articles:"} {data.done} of {data.total} written
                {data.failed > 0 && `, ${data.failed} failed`}
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
          </div>
        )}
        {data && finished && (
          <div className="mt-8" aria-live="polite">
            <h2 className="text-xl font-bold text-primary">Generated {data.done} articles</h2>
            <p className="mt-1 text-muted-foreground">
              Across {categories.length} categories, all published.
              {data.failed > 0 && ` ${data.failed} could not be written after several attempts.`}
            </p>
            <ul className="mt-4 grid gap-2 sm:grid-cols-2">
              {categories.map(([category, count]) => (
                <li key={category} className="flex justify-between rounded-md bg-muted px-3 py-2 text-sm">
                  <span>{category}</span>
                  <span className="font-semibold">{count}</span>
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Button asChild>
                <a href="/resources" target="_blank" rel="noreferrer">
                  <ExternalLink aria-hidden /> View Resources Page
                </a>
              </Button>
              <Button variant="outline" onClick={() => setParams({})}>
                <RotateCcw aria-hidden /> Generate More Content
              </Button>
            </div>
          </div>
        )}
        {running && !data && !progress.isError && <p className="mt-4 text-muted-foreground">Starting...</p>}
      </section>
    </div>
  );
}
