import { useState } from "react";
import { Link, useLocation, useParams } from "react-router";
import { ASSIGNMENT_DATED_STATUSES } from "#contract/assignment-enums";
import { type AssignmentView, ENGAGEMENT_TYPE_LABELS } from "#contract/assignments";
import {
  type AssignmentChange,
  EndEarlyDialog,
  ExtendDialog,
  RateChangeDialog,
} from "../../components/admin/assignments/AssignmentChangeDialogs";
import { useAssignment } from "../../components/admin/assignments/assignment-queries";
import { ConvertDialog } from "../../components/admin/assignments/ConvertDialog";
import { AssignmentStatusBadge, formatRate, marginText } from "../../components/admin/assignments/labels";
import { TimesheetsPanel } from "../../components/admin/assignments/TimesheetsPanel";
import { Detail, DetailPage } from "../../components/admin/DetailPage";
import { formatDateTime, formatDay } from "../../components/admin/labels";
import { Panel } from "../../components/admin/Panel";
import { Button } from "../../components/ui/button";

/** Whether the assignment still takes an extension, an early end or new rates. */
const isOpen = (assignment: AssignmentView) =>
  (ASSIGNMENT_DATED_STATUSES as readonly string[]).includes(assignment.status);

function Facts({ assignment }: { assignment: AssignmentView }) {
  return (
    <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Detail label="Dates">
        {formatDay(assignment.startDate, "medium")} to {formatDay(assignment.endDate, "medium")}
      </Detail>
      {assignment.endedOn && assignment.status === "converted_to_hire" ? (
        <Detail label="Hired from">
          {formatDay(assignment.endedOn, "medium")}{" "}
          <Link to={`/admin/clients/${assignment.clientId}`} className="text-primary hover:underline">
            (the placement and its fee, on the client's page)
          </Link>
        </Detail>
      ) : (
        assignment.endedOn && <Detail label="Last day">{formatDay(assignment.endedOn, "medium")}</Detail>
      )}
      {assignment.endReason && <Detail label="Why it ended early">{assignment.endReason}</Detail>}
      <Detail label="Rates today">
        {formatRate(assignment.billRate)} billed, {formatRate(assignment.payRate)} paid an hour
      </Detail>
      <Detail label="Margin">{marginText(assignment)}</Detail>
      <Detail label="Overtime">
        {assignment.overtimeMultiplier}x after {assignment.overtimeAfterHours} hours a week
      </Detail>
      <Detail label="Engagement">{ENGAGEMENT_TYPE_LABELS[assignment.engagementType]}</Detail>
      <Detail label="Where">
        {assignment.workLocation || "Not given"} ({assignment.timeZone})
      </Detail>
      <Detail label="Approver">
        {assignment.approver ? assignment.approver.name : "None"}
        {assignment.approver?.email && (
          <span className="block text-xs text-muted-foreground">{assignment.approver.email}</span>
        )}
      </Detail>
      <Detail label="Application">
        <Link to={`/admin/applications/${assignment.applicationId}`} className="text-primary hover:underline">
          The candidate's application
        </Link>
      </Detail>
    </dl>
  );
}

function RateHistory({ assignment }: { assignment: AssignmentView }) {
  return (
    <ol className="mt-4 space-y-2 text-sm" data-testid="rate-periods">
      {assignment.ratePeriods.map((period) => (
        <li key={period.from} className="rounded-md border border-border p-3">
          <span className="font-medium">From {formatDay(period.from, "medium")}</span>: {formatRate(period.billRate)}{" "}
          billed, {formatRate(period.payRate)} paid an hour
          <span className="block text-xs text-muted-foreground">{marginText(period)}</span>
        </li>
      ))}
    </ol>
  );
}

function Extensions({ assignment }: { assignment: AssignmentView }) {
  if (assignment.extensions.length === 0) return <p className="mt-4 text-sm text-muted-foreground">Not extended.</p>;
  return (
    <ol className="mt-4 space-y-2 text-sm" data-testid="extensions">
      {assignment.extensions.map((extension) => (
        <li key={extension.createdAt + extension.endDate} className="rounded-md border border-border p-3">
          <span className="font-medium">
            {formatDay(extension.previousEndDate, "medium")} to {formatDay(extension.endDate, "medium")}
          </span>
          <span className="block">{extension.note}</span>
          <span className="block text-xs text-muted-foreground">
            {extension.extendedBy?.name ?? "Staff"}, {formatDateTime(extension.createdAt)}
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * /admin/assignments/{id}: one contractor's assignment (issue 48): its facts, the history of its rates and
 * extensions, its timesheets and their weekly links, and the changes staff make (extend, end early, new rates,
 * convert to a permanent hire). Opened right after it starts, it shows the
 * approver's client-portal link once.
 */
export default function AssignmentPage() {
  const { id = "" } = useParams();
  const assignment = useAssignment(id);
  const portalUrl = (useLocation().state as { approverPortalUrl?: string } | null)?.approverPortalUrl;
  const [change, setChange] = useState<AssignmentChange | "convert" | null>(null);
  const done = () => setChange(null);

  return (
    <DetailPage
      back={{ to: "/admin/assignments", label: "All assignments" }}
      query={assignment}
      noun="assignment"
      notFound="There is no such assignment."
      title={assignment.data ? `${assignment.data.candidateName} on assignment` : "Assignment"}
      headTitle="Assignment | Admin Dashboard"
      description="A contractor's assignment"
      badge={(data) => <AssignmentStatusBadge status={data.status} />}
      subtitle={(data) => (
        <p className="mt-1 text-muted-foreground">
          {data.jobTitle ?? "-"} at{" "}
          <Link to={`/admin/clients/${data.clientId}`} className="text-primary underline underline-offset-2">
            {data.clientName}
          </Link>
        </p>
      )}
    >
      {(data) => (
        <>
          {portalUrl && (
            <p className="mt-4 rounded-md border border-border bg-white p-3 text-sm break-all" role="note">
              The approver's client-portal link (shown this once, send it to them):{" "}
              <span className="font-mono">{portalUrl}</span>
            </p>
          )}
          {isOpen(data) && (
            <div className="mt-4 flex flex-wrap gap-2">
              <Button onClick={() => setChange("extend")}>Extend</Button>
              <Button variant="outline" onClick={() => setChange("rates")}>
                Change rates
              </Button>
              <Button variant="outline" onClick={() => setChange("endEarly")}>
                End early
              </Button>
              <Button variant="outline" onClick={() => setChange("convert")}>
                Convert to hire
              </Button>
            </div>
          )}
          <Panel id="assignment-facts" title="Assignment" className="mt-6">
            <Facts assignment={data} />
          </Panel>
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <Panel id="rates" title="Rates history">
              <RateHistory assignment={data} />
            </Panel>
            <Panel id="extensions" title="Extensions">
              <Extensions assignment={data} />
            </Panel>
          </div>
          <TimesheetsPanel assignmentId={data.id} open={isOpen(data)} />
          {change === "extend" && <ExtendDialog assignment={data} onDone={done} />}
          {change === "endEarly" && <EndEarlyDialog assignment={data} onDone={done} />}
          {change === "rates" && <RateChangeDialog assignment={data} onDone={done} />}
          {change === "convert" && <ConvertDialog assignment={data} onDone={done} />}
        </>
      )}
    </DetailPage>
  );
}
