import { ChevronDown, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { type CrmLeadView, LEAD_SORTS, LEAD_SYNC_STATES, type LeadSort } from "#contract/crm";
import { leadScoreBand } from "#contract/lead-scoring";
import { formatPhone } from "#contract/normalize";
import { SCORE_BREAKDOWN } from "../../../content/crm";
import { ApiError } from "../../../lib/api";
import { oneOf } from "../../../lib/utils";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { toast } from "../../ui/toast";
import { ACTIONS_HEADER, AdminTable } from "../AdminTable";
import { ListFilter } from "../ListFilter";
import { ListPager } from "../ListPager";
import { ListSearch } from "../ListSearch";
import { formatDateTime, titleCase } from "../labels";
import { useListParams } from "../list-params";
import { Panel, QueryStatus } from "../Panel";
import { LEADS_PAGE_SIZE, useBulkSync, useLeads, useSyncLead } from "./crm-queries";

const FILTERS = ["q", "sync", "sort"] as const;
const SORT_LABELS: Record<LeadSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  score: "Highest score",
};

import { type ConvertingLead, ConvertLeadDialog } from "./ConvertLeadDialog";
import { ScoreBreakdown } from "./ScoreBreakdown";

function serverMessage(error: Error): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

function person(lead: CrmLeadView) {
  return lead.applicationData ?? lead.contactData ?? lead.bookingData;
}

function nameOf(lead: CrmLeadView) {
  const who = person(lead);
  return who ? `${who.firstName} ${who.lastName}`.trim() : "Unknown";
}

/** Where the lead came from, linked where the back office has a screen for it. */
function LeadSource({ lead }: { lead: CrmLeadView }) {
  if (lead.applicationId) {
    return (
      <Link
        to={`/admin/applications/${lead.applicationId}`}
        className="block text-xs text-primary underline-offset-2 hover:underline"
      >
        Open application
      </Link>
    );
  }
  if (lead.contactId) {
    return (
      <Link
        to={`/admin/messages/${lead.contactId}`}
        className="block text-xs text-primary underline-offset-2 hover:underline"
      >
        Open message
      </Link>
    );
  }
  if (lead.bookingData) {
    const cancelled = lead.bookingData.status === "cancelled";
    return (
      <span className={cancelled ? "block text-xs text-red-800" : "block text-xs text-muted-foreground"}>
        Consultation {formatDateTime(lead.bookingData.appointmentDate)}
        {cancelled ? " (cancelled)" : ""}
      </span>
    );
  }
  return null;
}

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
  const sync = useSyncLead();
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
        <AdminTable
          rows={rows}
          rowKey={(lead) => lead.id}
          minWidth="52rem"
          testId="crm-leads"
          empty={
            page > 1
              ? undefined
              : q || syncState
                ? "No leads match. Clear the search or choose another state."
                : "No leads yet. Applications, contact messages and bookings appear here."
          }
          alignTop
          detail={(lead) =>
            openScores.has(lead.id)
              ? {
                  id: `score-${lead.id}`,
                  content: <ScoreBreakdown score={lead.leadScore} terms={lead.scoreBreakdown} />,
                }
              : undefined
          }
          columns={[
            {
              header: "Name",
              className: "font-medium",
              cell: (lead) => {
                const who = person(lead);
                return (
                  <>
                    {nameOf(lead)}
                    {who?.company && <span className="block text-xs font-normal">{who.company}</span>}
                    <span className="block text-xs font-normal text-muted-foreground">
                      {formatDateTime(lead.createdAt)}
                    </span>
                    <LeadSource lead={lead} />
                  </>
                );
              },
            },
            {
              header: "Contact",
              className: "break-all",
              cell: (lead) => {
                const phone = person(lead)?.phone;
                return (
                  <>
                    {person(lead)?.email ?? "N/A"}
                    <span className="block text-xs text-muted-foreground">
                      {phone ? formatPhone(phone) : "No phone"}
                    </span>
                  </>
                );
              },
            },
            {
              header: "Type",
              cell: (lead) => (
                <>
                  {titleCase(lead.leadType)}
                  <span className="block text-xs text-muted-foreground">{lead.leadSource}</span>
                </>
              ),
            },
            {
              header: "Score",
              cell: (lead) => (
                <button
                  type="button"
                  className="inline-flex items-center gap-0.5 rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  aria-expanded={openScores.has(lead.id)}
                  aria-controls={`score-${lead.id}`}
                  aria-label={SCORE_BREAKDOWN.show(lead.leadScore)}
                  onClick={() => toggleScore(lead.id)}
                >
                  <Badge tone={leadScoreBand(lead.leadScore)}>{lead.leadScore}</Badge>
                  <ChevronDown
                    aria-hidden
                    className={
                      openScores.has(lead.id)
                        ? "size-4 rotate-180 text-muted-foreground"
                        : "size-4 text-muted-foreground"
                    }
                  />
                </button>
              ),
            },
            { header: "Priority", cell: (lead) => titleCase(lead.priority) },
            { header: "Stage", cell: (lead) => titleCase(lead.pipelineStage) },
            {
              header: "CRM",
              cell: (lead) =>
                lead.syncedToGHL ? (
                  <Badge tone="green">Synced</Badge>
                ) : (
                  <>
                    <Badge tone={lead.syncError ? "red" : "yellow"}>{lead.syncError ? "Failed" : "Pending"}</Badge>
                    {lead.syncError && (
                      <span className="mt-1 block max-w-56 text-xs text-red-800">{lead.syncError}</span>
                    )}
                  </>
                ),
            },
            {
              header: ACTIONS_HEADER,
              className: "text-right",
              cell: (lead) => (
                <div className="flex flex-wrap justify-end gap-2">
                  {lead.clientId ? (
                    <Link
                      to={`/admin/clients/${lead.clientId}`}
                      className="text-sm font-medium text-primary underline underline-offset-2"
                    >
                      Open client
                    </Link>
                  ) : (
                    lead.employerInquiry && (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Make client: ${nameOf(lead)}`}
                        onClick={() =>
                          setConverting({ id: lead.id, personName: nameOf(lead), company: person(lead)?.company ?? "" })
                        }
                      >
                        Make client
                      </Button>
                    )
                  )}
                  {!lead.syncedToGHL && (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Sync ${nameOf(lead)}`}
                      disabled={sync.isPending && sync.variables === lead.id}
                      onClick={() =>
                        sync.mutate(lead.id, {
                          onSuccess: () => toast({ title: "Lead Synced" }),
                          onError: (error) =>
                            toast({
                              title: "Sync Failed",
                              description: serverMessage(error) ?? "Failed to sync lead to GoHighLevel.",
                              variant: "destructive",
                            }),
                        })
                      }
                    >
                      Sync
                    </Button>
                  )}
                </div>
              ),
            },
          ]}
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
