import { ExternalLink, Layers, RotateCcw } from "lucide-react";
import { useEffect, useState } from "react";
import type { BulkResult } from "../../../worker/contract/content";
import { useBulkGenerate } from "../../components/content/content-queries";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { PageHead } from "../../lib/head";

/** The progress bar ticks every 500 ms and stops at 90 until the answer arrives (spec section 9). */
export const PROGRESS_TICK_MS = 500;
export const PROGRESS_CAP = 90;
const PROGRESS_STEP = 5;

/** /admin/bulk-content: one button makes 100 published articles across the categories (spec section 2). */
export default function BulkContentPage() {
  const bulk = useBulkGenerate();
  const [progress, setProgress] = useState(0);
  const [result, setResult] = useState<BulkResult | undefined>();

  useEffect(() => {
    if (!bulk.isPending) return;
    const timer = setInterval(() => setProgress((p) => Math.min(PROGRESS_CAP, p + PROGRESS_STEP)), PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [bulk.isPending]);

  const start = () => {
    setResult(undefined);
    setProgress(0);
    bulk.mutate(undefined, {
      onSuccess: (answer) => {
        setProgress(100);
        setResult(answer);
      },
      onError: (error) => {
        setProgress(0);
        const description = error instanceof ApiError ? `HTTP error! status: ${error.status}` : "Failed to generate bulk content";
        toast({ title: "Error", description, variant: "destructive" });
      },
    });
  };

  const categories = result ? Object.entries(result.categoryBreakdown).sort(([a], [b]) => a.localeCompare(b)) : [];

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title="Bulk Content | Admin Dashboard" description="Generate 100 articles at once." noIndex />
      <h1 className="text-2xl font-bold text-primary sm:text-3xl">Bulk Content Generation</h1>
      <p className="mt-1 text-muted-foreground">
        Generate 100 articles of over 1,000 words each, spread across the ten content categories and published to the Resources page at once.
      </p>

      <section className="mt-8 rounded-lg border border-border bg-white p-6 shadow-xs">
        {!result && (
          <Button size="lg" onClick={start} disabled={bulk.isPending}>
            <Layers aria-hidden /> {bulk.isPending ? "Generating 100 articles..." : "Generate 100 Articles"}
          </Button>
        )}
        {(bulk.isPending || result) && (
          <div className="mt-6">
            <div className="flex justify-between text-sm text-muted-foreground">
              <span>{result ? "Done" : "Generating..."}</span>
              <span>{progress}%</span>
            </div>
            <div className="mt-2 h-3 overflow-hidden rounded-full bg-muted" role="progressbar" aria-label="Bulk generation progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
              <div className="h-full rounded-full bg-primary transition-[width] duration-300" style={{ width: `${progress}%` }} />
            </div>
          </div>
        )}
        {result && (
          <div className="mt-8" aria-live="polite">
            <h2 className="text-xl font-bold text-primary">Generated {result.inserted} articles</h2>
            <p className="mt-1 text-muted-foreground">Across {categories.length} categories, all published.</p>
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
              <Button
                variant="outline"
                onClick={() => {
                  setResult(undefined);
                  setProgress(0);
                }}
              >
                <RotateCcw aria-hidden /> Generate More Content
              </Button>
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
