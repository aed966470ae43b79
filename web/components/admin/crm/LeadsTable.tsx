import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import type { CrmLeadView } from "#contract/crm";
import { leadScoreBand } from "#contract/lead-scoring";
import { formatPhone } from "#contract/normalize";
import { SCORE_BREAKDOWN } from "../../../content/crm";
import { ApiError } from "../../../lib/api";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { toast } from "../../ui/toast";
import { ACTIONS_HEADER, AdminTable } from "../AdminTable";
import { formatDateTime, titleCase } from "../labels";
import type { ConvertingLead } from "./ConvertLeadDialog";
import { useSyncLead } from "./crm-queries";
import { ScoreBreakdown } from "./ScoreBreakdown";

export function serverMessage(error: Error): string | undefined {
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

/** A lead's own actions: open its client or make it one (an employer's inquiry), and sync it to the CRM. */
function LeadActions({ lead, onConvert }: { lead: CrmLeadView; onConvert: (lead: ConvertingLead) => void }) {
  const sync = useSyncLead();
  return (
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
            onClick={() => onConvert({ id: lead.id, personName: nameOf(lead), company: person(lead)?.company ?? "" })}
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
  );
}

/** A lead's score, which opens the terms it adds up from under the row. */
function ScoreToggle({ lead, open, onToggle }: { lead: CrmLeadView; open: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className="inline-flex items-center gap-0.5 rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      aria-expanded={open}
      aria-controls={`score-${lead.id}`}
      aria-label={SCORE_BREAKDOWN.show(lead.leadScore)}
      onClick={onToggle}
    >
      <Badge tone={leadScoreBand(lead.leadScore)}>{lead.leadScore}</Badge>
      <ChevronDown
        aria-hidden
        className={open ? "size-4 rotate-180 text-muted-foreground" : "size-4 text-muted-foreground"}
      />
    </button>
  );
}

/** The page of leads: person, contact, type, score (its terms opened under the row), priority, stage and CRM state. */
export function LeadsTable({
  rows,
  empty,
  openScores,
  onToggleScore,
  onConvert,
}: {
  rows: CrmLeadView[];
  empty: string | undefined;
  openScores: ReadonlySet<string>;
  onToggleScore: (id: string) => void;
  onConvert: (lead: ConvertingLead) => void;
}) {
  return (
    <AdminTable
      rows={rows}
      rowKey={(lead) => lead.id}
      minWidth="52rem"
      testId="crm-leads"
      empty={empty}
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
                <span className="block text-xs text-muted-foreground">{phone ? formatPhone(phone) : "No phone"}</span>
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
            <ScoreToggle lead={lead} open={openScores.has(lead.id)} onToggle={() => onToggleScore(lead.id)} />
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
                {lead.syncError && <span className="mt-1 block max-w-56 text-xs text-red-800">{lead.syncError}</span>}
              </>
            ),
        },
        {
          header: ACTIONS_HEADER,
          className: "text-right",
          cell: (lead) => <LeadActions lead={lead} onConvert={onConvert} />,
        },
      ]}
    />
  );
}
