import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { BulkBatchProgress } from "../../components/admin/content/BulkBatchProgress";
import { PageHead } from "../../lib/head";

/** /admin/batches/:id: one bulk generation, its progress and the review of its drafts, by address. */
export default function BulkBatchPage() {
  const { id = "" } = useParams();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title="Batch | Admin Dashboard" description="A bulk generation and its drafts" noIndex />
      <Link to="/admin/batches" className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
        <ArrowLeft aria-hidden className="size-4" /> Batches
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-primary sm:text-3xl">Batch review</h1>
      <section className="mt-6 rounded-lg border border-border bg-white p-6 shadow-xs">
        <BulkBatchProgress batchId={id} />
      </section>
    </div>
  );
}
