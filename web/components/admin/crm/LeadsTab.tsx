import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { LEAD_SORTS, LEAD_SYNC_STATES, type LeadSort } from "#contract/crm";
import { oneOf } from "../../../lib/utils";
import { Button } from "../../ui/button";
import { toast } from "../../ui/toast";
import { ListFilter } from "../ListFilter";
import { ListPager } from "../ListPager";
import { ListSearch } from "../ListSearch";
import { titleCase } from "../labels";
import { useListParams } from "../list-params";
import { Panel, QueryStatus } from "../Panel";
import { LEADS_PAGE_SIZE, useBulkSync, useLeads } from "./crm-queries";

const FILTERS = ["q", "sync", "sort"] as const;
const SORT_LABELS: Record<LeadSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  score: "Highest score",
};

import { type ConvertingLead, ConvertLeadDialog } from "./ConvertLeadDialog";
import { LeadsTable, serverMessage } from "./LeadsTable";

/**
 * CRM Leads: every lead with its person, score, priority, stage and sync state; Sync one or all pending. A lead's
 * score opens the terms it adds up from in a row under the lead. Paged on the server; search, sync state, order and
 * page live in the URL.
 */
export function LeadsTab() {
  const { params, page, apply } = useListParams(FILTERS);
  const q = params.get("q") || undefined;
  const syncState = oneOf(LEAD_SYNC_STATES, params.get("sync"));
  const sort = oneOf(LEAD_SORTS, params.get("sort"));
  const leads = useLeads({ q, sync: syncState, sort, page });
  const rows = leads.data?.rows ?? [];
  const [openScores, setOpenScores] = useState<ReadonlySet<string>>(new Set());
  const toggleScore = (id: string) =>
    setOpenScores((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const bulk = useBulkSync();
  const [converting, setConverting] = useState<ConvertingLead | null>(null);

  function syncAll() {
    bulk.mutate(undefined, {
      onSuccess: (result) =>
        toast({
          title: "Bulk Sync Started",
          description: `Sending ${result.queued} leads to GoHighLevel; ${result.remaining} not yet synced.`,
        }),
      onError: (error) =>
        toast({
          title: "Bulk Sync Failed",
          description: serverMessage(error) ?? "Failed to sync leads to GoHighLevel.",
          variant: "destructive",
        }),
    });
  }

  return (
    <Panel
      id="leads"
      title="CRM Leads"
      action={
        <Button onClick={syncAll} disabled={bulk.isPending}>
          <RefreshCw aria-hidden className={bulk.isPending ? "animate-spin" : undefined} />
          {bulk.isPending ? "Syncing..." : "Sync All Pending"}
        </Button>
      }
    >
      <ListSearch
        label="Search leads"
        placeholder="Name, email, company or source"
        value={q}
        onSearch={(text) => apply({ q: text })}
        className="mt-4"
      />
      <div className="mt-3 grid gap-3 sm:max-w-md sm:grid-cols-2">
        <ListFilter
          label="CRM sync"
          value={syncState}
          all="Any"
          options={LEAD_SYNC_STATES}
          labels={titleCase}
          onChange={(sync) => apply({ sync })}
        />
        <ListFilter
          label="Sort"
          value={sort}
          defaultValue="newest"
          options={LEAD_SORTS}
          labels={SORT_LABELS}
          onChange={(sort) => apply({ sort })}
        />
      </div>
      <QueryStatus query={leads} noun="leads" />
      {leads.data && (
        <LeadsTable
          rows={rows}
          empty={
            page > 1
              ? undefined
              : q || syncState
                ? "No leads match. Clear the search or choose another state."
                : "No leads yet. Applications, contact messages and bookings appear here."
          }
          openScores={openScores}
          onToggleScore={toggleScore}
          onConvert={setConverting}
        />
      )}
      {leads.data && (
        <ListPager
          label="Lead pages"
          testId="leads-range"
          page={page}
          pageSize={LEADS_PAGE_SIZE}
          shown={rows.length}
          total={leads.data.total}
          onPage={(next) => apply({ page: next })}
        />
      )}
      <ConvertLeadDialog lead={converting} onOpenChange={(open) => !open && setConverting(null)} />
    </Panel>
  );
}
