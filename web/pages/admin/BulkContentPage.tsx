import { Layers, ListChecks } from "lucide-react";
import { useState } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { BULK_COUNT_DEFAULT, BULK_COUNT_MAX, bulkGenerateSchema } from "#contract/content-generation";
import type { ContentCategory } from "#contract/site-enums";
import { BulkTargetFields } from "../../components/admin/content/BulkTargetFields";
import { bulkBatchHref, useBulkGenerate } from "../../components/admin/content/content-queries";
import { errorText } from "../../components/admin/content/labels";
import { PromptFields, type PromptValue, usedVariables } from "../../components/admin/content/PromptFields";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/dialog";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { PageHead } from "../../lib/head";

/** The server's sentence when it says why (one already running); the spec's words otherwise. */
function startFailure(error: Error): string {
  if (error instanceof ApiError && error.status === 409) return errorText(error);
  return error instanceof ApiError ? `HTTP error! status: ${error.status}` : "Failed to generate bulk content";
}

/**
 * /admin/bulk-content: after a confirmation, the queue writes as many DRAFTS as the marketer chose (a hundred by
 * default, decision 089) across the categories one by one; the batch then has its own page
 * (/admin/batches/:id) with the true count, Cancel and the review of its drafts (decisions 069, 072), listed
 * under "Batches" so it is found again after leaving. A chosen prompt, its variables and a category make every article
 * from that brief. An old address with ?batch=... goes to the batch's page.
 */
export default function BulkContentPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [brief, setBrief] = useState<PromptValue>({ prompt: "", variables: {} });
  // "" is every category, in turn.
  const [category, setCategory] = useState<ContentCategory | "">("");
  const [countText, setCountText] = useState(String(BULK_COUNT_DEFAULT));
  const [countError, setCountError] = useState<string | undefined>();
  const bulk = useBulkGenerate();
  const oldBatch = params.get("batch");
  if (oldBatch) return <Navigate to={bulkBatchHref(oldBatch)} replace />;

  const parsedCount = bulkGenerateSchema.shape.count.safeParse(countText);
  const count = parsedCount.success ? parsedCount.data : BULK_COUNT_DEFAULT;
  const fromPrompt = brief.prompt.trim() !== "";
  const ask = () => {
    if (!parsedCount.success) {
      setCountError(parsedCount.error.issues[0]?.message);
      return;
    }
    setCountError(undefined);
    setConfirming(true);
  };
  const start = () =>
    bulk.mutate(
      {
        count,
        ...(fromPrompt ? { prompt: brief.prompt, variables: usedVariables(brief) } : {}),
        ...(category ? { category } : {}),
      },
      {
        onSuccess: (started) => {
          setConfirming(false);
          navigate(bulkBatchHref(started.batchId));
        },
        onError: (error) => {
          setConfirming(false);
          const countIssue = error instanceof ApiError ? error.issues?.find((issue) => issue.path === "count") : null;
          if (countIssue) {
            setCountError(countIssue.message);
            return;
          }
          toast({ title: "Error", description: startFailure(error), variant: "destructive" });
        },
      },
    );

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title="Bulk Content | Admin Dashboard" description="Generate many articles at once." noIndex />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold text-primary sm:text-3xl">Bulk Content Generation</h1>
        <Button asChild variant="outline" size="sm">
          <Link to="/admin/batches">
            <ListChecks aria-hidden /> Batches
          </Link>
        </Button>
      </div>
      <p className="mt-1 text-muted-foreground">
        Generate up to {BULK_COUNT_MAX} articles of over 1,000 words each, spread across the ten content categories or,
        from a prompt, in the one you choose. They are saved as drafts: nothing reaches the Resources page or the feed
        until you review, approve and publish it.
      </p>

      <section className="mt-8 flex flex-col gap-4 rounded-lg border border-border bg-white p-6 shadow-xs">
        <h2 className="text-lg font-semibold text-primary">From a prompt (optional)</h2>
        <PromptFields value={brief} onChange={setBrief} onTemplate={setCategory} required={false} />
        <BulkTargetFields
          category={category}
          onCategory={setCategory}
          countText={countText}
          countError={countError}
          onCount={(text) => {
            setCountText(text);
            setCountError(undefined);
          }}
        />
        <Button size="lg" className="self-start" onClick={ask} disabled={bulk.isPending}>
          <Layers aria-hidden /> {bulk.isPending ? "Starting..." : `Generate ${count} Articles`}
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Generate ${count} draft ${count === 1 ? "article" : "articles"}?`}
          description={`The articles are written one by one over the next minutes${fromPrompt ? " from your prompt" : ""}${category ? ` in ${category}` : ""} and saved as drafts for review. You can cancel while they are written.`}
          confirmLabel={`Generate ${count} ${count === 1 ? "draft" : "drafts"}`}
          destructive={false}
          pending={bulk.isPending}
          onConfirm={start}
        />
      </section>
    </div>
  );
}
