import { ExternalLink, Layers, RotateCcw, Square } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { CONTENT_CATEGORIES, type ContentCategory } from "../../../worker/contract/site-enums";
import { BulkReviewList } from "../../components/admin/content/BulkReviewList";
import {
  bulkFinished,
  refreshContent,
  useBulkGenerate,
  useBulkProgress,
  useCancelBulk,
} from "../../components/admin/content/content-queries";
import { errorText } from "../../components/admin/content/labels";
import { PromptFields, type PromptValue, usedVariables } from "../../components/admin/content/PromptFields";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/dialog";
import { Field, Select } from "../../components/ui/form";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { PageHead } from "../../lib/head";

/**
 * /admin/bulk-content: after a confirmation, the queue writes 100 DRAFTS across the categories one by one and the
 * bar shows the true count; staff may cancel what is not yet written, then review the drafts (each links to its
 * editor) and approve and publish them (decision 069) or release them one a day (decision 072). A chosen prompt, its
 * variables and a category make every article from that brief. The batch is in the address (?batch=...), so a
 * reload keeps following it.
 */
export default function BulkContentPage() {
  const [params, setParams] = useSearchParams();
  const batchId = params.get("batch");
  const [confirming, setConfirming] = useState(false);
  const [brief, setBrief] = useState<PromptValue>({ prompt: "", variables: {} });
  // "" is every category, ten each.
  const [category, setCategory] = useState<ContentCategory | "">("");
  const bulk = useBulkGenerate();
  const cancel = useCancelBulk();
  const progress = useBulkProgress(batchId);
  const finished = progress.data ? bulkFinished(progress.data) : false;

  useEffect(() => {
    if (finished) refreshContent();
  }, [finished]);

  const fromPrompt = brief.prompt.trim() !== "";
  const start = () =>
    bulk.mutate(
      {
        ...(fromPrompt ? { prompt: brief.prompt, variables: usedVariables(brief) } : {}),
        ...(category ? { category } : {}),
      },
      {
        onSuccess: (started) => {
          setConfirming(false);
          setParams({ batch: started.batchId });
        },
        onError: (error) => {
          setConfirming(false);
          // The server's sentence when it says why (one already running); the spec's words otherwise.
          const description =
            error instanceof ApiError && error.status === 409
              ? errorText(error)
              : error instanceof ApiError
                ? `HTTP error! status: ${error.status}`
                : "Failed to generate bulk content";
          toast({ title: "Error", description, variant: "destructive" });
        },
      },
    );

  const stop = () =>
    batchId &&
    cancel.mutate(batchId, {
      onSuccess: (stopped) =>
        toast({ title: "Generation cancelled", description: `${stopped.done} drafts were written before it stopped.` }),
      onError: (error) => toast({ title: "Could not cancel", description: errorText(error), variant: "destructive" }),
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
        Generate 100 articles of over 1,000 words each, spread across the ten content categories or, from a prompt, in
        the one you choose. They are saved as drafts: nothing reaches the Resources page or the feed until you review,
        approve and publish it.
      </p>

      <section className="mt-8 rounded-lg border border-border bg-white p-6 shadow-xs">
        {!batchId && (
          <div className="flex flex-col gap-4">
            <h2 className="text-lg font-semibold text-primary">From a prompt (optional)</h2>
            <PromptFields value={brief} onChange={setBrief} onTemplate={setCategory} required={false} />
            <Field label="Category">
              {(p) => (
                <Select {...p} value={category} onChange={(e) => setCategory(e.target.value as ContentCategory | "")}>
                  <option value="">All ten categories (ten each)</option>
                  {CONTENT_CATEGORIES.map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                </Select>
              )}
            </Field>
            <Button size="lg" className="self-start" onClick={() => setConfirming(true)} disabled={bulk.isPending}>
              <Layers aria-hidden /> {bulk.isPending ? "Starting..." : "Generate 100 Articles"}
            </Button>
          </div>
        )}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Generate 100 draft articles?"
          description={`The articles are written one by one over the next minutes${fromPrompt ? " from your prompt" : ""}${category ? ` in ${category}` : ""} and saved as drafts for review. You can cancel while they are written.`}
          confirmLabel="Generate 100 drafts"
          destructive={false}
          pending={bulk.isPending}
          onConfirm={start}
        />
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
          </div>
        )}
        {data && finished && (
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
        {data && <BulkReviewList batchId={data.batchId} articles={data.articles} />}
      </section>
    </div>
  );
}
