import { useState } from "react";
import type { ApplicationDetail } from "#contract/application-pipeline";
import { REJECTION_REASON_LABELS } from "#contract/application-pipeline";
import { isAssignmentJobType } from "#contract/assignment-enums";
import type { ApplicationStage } from "#contract/enums";
import type { SubmittalView } from "#contract/submittals";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { StartAssignmentDialog } from "../assignments/StartAssignmentDialog";
import { AddToJobDialog } from "../candidates/AddToJobDialog";
import { formatDate } from "../labels";
import { Panel } from "../Panel";
import { noPoachText, offLimitsText } from "./OffLimits";
import { PlaceDialog } from "./PlaceDialog";
import { SubmitDialog } from "./SubmitDialog";
import { isDecided, SubmittalStatusBadge } from "./SubmittalStatusBadge";
import { useSubmitOptions, useSubmittals } from "./submittal-placement-queries";

/** The application's submittals, each with the contact it went to and the client's answer. */
function ApplicationSubmittals({
  rows,
  applicationStage,
}: {
  rows: SubmittalView[];
  applicationStage: ApplicationStage;
}) {
  return (
    <ul className="mt-4 space-y-2 text-sm" data-testid="application-submittals">
      {rows.map((row) => (
        <li key={row.id}>
          <span className="font-medium">{row.contactName}</span> ({row.clientName}) · {formatDate(row.createdAt)}{" "}
          <SubmittalStatusBadge status={row.status} applicationStage={applicationStage} />
          {row.declineReason && <span> {REJECTION_REASON_LABELS[row.declineReason]}</span>}
          {row.feedbackComment && <span className="block text-muted-foreground">"{row.feedbackComment}"</span>}
        </li>
      ))}
    </ul>
  );
}

/**
 * The application page's submittals and placement (issue 32): off-limits and no-poach warnings, "Submit to client" and "Place"
 * ("Start assignment" on a Contract job order, issue 48), and the submittals of this application with the client's answers.
 */
export function SubmittalsPanel({ application, className }: { application: ApplicationDetail; className?: string }) {
  const options = useSubmitOptions(application.id);
  const submittals = useSubmittals({ applicationId: application.id });
  const [dialog, setDialog] = useState<"submit" | "place" | "assign" | "add" | null>(null);
  const data = options.data;
  if (!data) return null;
  const name = `${application.firstName} ${application.lastName}`;
  const offLimits = data.offLimits.length > 0;
  const rows = submittals.data?.rows ?? [];
  const decided = isDecided(application.stage);
  // A Contract job order is billed by the hour: its candidate starts an assignment instead of a placement's fee.
  const contract = data.jobType !== null && isAssignmentJobType(data.jobType);
  return (
    <Panel id="client-desk" title="Client desk" className={className}>
      {!data.clientId && (
        <p className="mt-3 text-sm text-muted-foreground">
          {application.candidateId
            ? "This job is not a client's job order: add the candidate to a client's job order (Add to job), or link this job to a client, to submit."
            : "This job is not a client's job order: link it to a client to submit."}
        </p>
      )}
      {data.offLimits.map((rule) => (
        <p key={`${rule.reason}-${rule.clientName}`} className="mt-3 text-sm text-red-800" role="note">
          <Badge tone="red">Off-limits</Badge> {offLimitsText(rule)}
        </p>
      ))}
      {data.noPoachEmployer && (
        <p className="mt-3 text-sm text-orange-800" role="note">
          <Badge tone="orange">No-poach</Badge> {noPoachText(data.noPoachEmployer)}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          onClick={() => setDialog("submit")}
          disabled={!data.clientId || offLimits || data.contacts.length === 0}
        >
          Submit to client
        </Button>
        {/* A decided application (placed, or closed) takes no placement: the button is not offered. */}
        {!decided && !contract && (
          <Button variant="outline" onClick={() => setDialog("place")} disabled={!data.clientId}>
            Place candidate
          </Button>
        )}
        {!decided && contract && (
          <Button variant="outline" onClick={() => setDialog("assign")} disabled={!data.clientId}>
            Start assignment
          </Button>
        )}
        {application.candidateId && (
          <Button variant={data.clientId ? "outline" : "default"} onClick={() => setDialog("add")}>
            Add to job
          </Button>
        )}
      </div>
      {rows.length > 0 && <ApplicationSubmittals rows={rows} applicationStage={application.stage} />}
      {data.clientId && (
        <SubmitDialog
          applicationId={application.id}
          clientName={data.clientName ?? "the client"}
          contacts={data.contacts}
          open={dialog === "submit"}
          onOpenChange={(open) => setDialog(open ? "submit" : null)}
        />
      )}
      {contract && (
        <StartAssignmentDialog
          applicationId={application.id}
          candidateName={name}
          contacts={data.contacts}
          open={dialog === "assign"}
          onOpenChange={(open) => setDialog(open ? "assign" : null)}
        />
      )}
      <PlaceDialog
        applicationId={application.id}
        candidateName={name}
        open={dialog === "place"}
        onOpenChange={(open) => setDialog(open ? "place" : null)}
      />
      {application.candidateId && (
        <AddToJobDialog
          candidates={[{ id: application.candidateId, name }]}
          open={dialog === "add"}
          onOpenChange={(open) => setDialog(open ? "add" : null)}
        />
      )}
    </Panel>
  );
}
