import { Layers } from "lucide-react";
import { Link } from "react-router";
import type { BulkBatchSummary } from "#contract/content-generation";
import { DEFAULT_TIME_ZONE } from "#contract/site-enums";
import { AdminTable } from "../../components/admin/AdminTable";
import { BULK_BATCHES_PAGE_SIZE, bulkBatchHref, useBulkBatches } from "../../components/admin/content/content-queries";
import { publishTimeText } from "../../components/admin/content/labels";
import { ListPager } from "../../components/admin/ListPager";
import { useListParams } from "../../components/admin/list-params";
import { Panel, QueryStatus } from "../../components/admin/Panel";
import { Button } from "../../components/ui/button";
import { PageHead } from "../../lib/head";

/** What a batch was asked for, in a line: its prompt (cut short) and category, or the categories in turn. */
function briefText(batch: BulkBatchSummary): string {
  const prompt = batch.prompt && (batch.prompt.length > 80 ? `${batch.prompt.slice(0, 79)}…` : batch.prompt);
  const where = batch.category ?? "All categories";
  return prompt ? `${where}: ${prompt}` : where;
}

function progressText(batch: BulkBatchSummary): string {
  const running = batch.done + batch.failed + batch.cancelled < batch.total;
  const extra = [batch.failed > 0 && `${batch.failed} failed`, batch.cancelled > 0 && `${batch.cancelled} cancelled`]
    .filter(Boolean)
    .join(", ");
  return `${batch.done} of ${batch.total} written${extra ? `, ${extra}` : ""}${running ? " (writing)" : ""}`;
}

/**
 * /admin/batches: every bulk generation, newest first, paged on the server (?page=2), each opening its own
 * review page, so a batch's drafts are found again after the bulk page is left (decision 089).
 */
export default function BulkBatchesPage() {
  const { page, apply } = useListParams([]);
  const list = useBulkBatches(page);
  const rows = list.data?.rows ?? [];

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title="Batches | Admin Dashboard" description="Bulk generations and their drafts" noIndex />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold text-primary sm:text-3xl">Batches</h1>
        <Button asChild size="sm">
          <Link to="/admin/bulk-content">
            <Layers aria-hidden /> New batch
          </Link>
        </Button>
      </div>
      <p className="mt-1 text-muted-foreground">
        Each bulk generation and its drafts. Open one to follow it or to review, approve and publish its drafts.
      </p>
      <Panel id="batches" title="All batches" className="mt-6">
        <QueryStatus
          query={{ ...list, data: list.data?.rows }}
          noun="batches"
          empty="No batch has been generated yet."
        />
        {rows.length > 0 && (
          <AdminTable
            rows={rows}
            rowKey={(row) => row.batchId}
            minWidth="40rem"
            testId="batches"
            rowData={(row) => ({ "data-batch-id": row.batchId })}
            className="mt-4"
            columns={[
              {
                header: "Started",
                cell: (row) => (
                  <Link to={bulkBatchHref(row.batchId)} className="font-medium text-primary hover:underline">
                    {publishTimeText(row.createdAt, DEFAULT_TIME_ZONE)}
                  </Link>
                ),
              },
              { header: "Brief", cell: (row) => briefText(row) },
              { header: "Progress", cell: (row) => progressText(row) },
            ]}
          />
        )}
        {list.data && (
          <ListPager
            label="Batch pages"
            testId="batches-range"
            page={page}
            pageSize={BULK_BATCHES_PAGE_SIZE}
            shown={rows.length}
            total={list.data.total}
            onPage={(next) => apply({ page: next })}
          />
        )}
      </Panel>
    </div>
  );
}
