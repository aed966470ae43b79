import { useState } from "react";
import { Link } from "react-router";
import type { InterviewAttendance, InterviewStatus } from "#contract/interview-enums";
import { INTERVIEW_STATUS_LABELS, type InterviewView, nextInterviewRound, roundLabel } from "#contract/interviews";
import type { ContactOption } from "#contract/submittals";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/dialog";
import { toast } from "../../ui/toast";
import { Panel, QueryStatus } from "../Panel";
import { useSubmitOptions } from "../submittals-placements/submittal-placement-queries";
import { InterviewFormDialog } from "./InterviewFormDialog";
import { InterviewScorecards } from "./InterviewScorecards";
import { type InterviewScope, useInterviews, usePatchInterview } from "./interview-queries";
import { OfferTimesDialog } from "./OfferTimesDialog";
import { ScheduleDialog } from "./ScheduleDialog";

const STATUS_TONES: Record<InterviewStatus, "neutral" | "green" | "yellow" | "blue" | "red" | "orange"> = {
  proposing: "yellow",
  scheduled: "blue",
  rescheduled: "blue",
  completed: "green",
  candidate_no_show: "red",
  interviewer_no_show: "orange",
  cancelled: "neutral",
};

const ATTENDANCE: { status: InterviewAttendance; label: string }[] = [
  { status: "completed", label: "Completed" },
  { status: "candidate_no_show", label: "Candidate no-show" },
  { status: "interviewer_no_show", label: "Interviewer no-show" },
];

/** An interview's status, coloured as everywhere interviews are listed. */
export function InterviewStatusBadge({ status }: { status: InterviewStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{INTERVIEW_STATUS_LABELS[status]}</Badge>;
}

/** "Tue, Dec 1, 2026, 10:00 AM EST": the time on the reader's own clock, with its zone. */
export function whenText(interview: InterviewView): string {
  if (!interview.startsAt) return "No time yet";
  return new Date(interview.startsAt).toLocaleString(undefined, {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });
}

const isOn = (status: InterviewStatus) => status === "scheduled" || status === "rescheduled";

function InterviewRow({
  interview,
  showCandidate,
  showJob,
  onSchedule,
  onOffer,
  onCancel,
}: {
  interview: InterviewView;
  showCandidate: boolean;
  showJob: boolean;
  onSchedule: () => void;
  onOffer: () => void;
  onCancel: () => void;
}) {
  const patch = usePatchInterview();
  const started = interview.startsAt !== null && Date.parse(interview.startsAt) <= Date.now();
  const canMark = started && (isOn(interview.status) || ATTENDANCE.some((a) => a.status === interview.status));
  function mark(status: InterviewAttendance) {
    patch.mutate(
      { id: interview.id, status },
      {
        onSuccess: () => toast({ title: `Marked: ${INTERVIEW_STATUS_LABELS[status]}` }),
        onError: (error) => toast({ title: "Not marked", description: error.message, variant: "destructive" }),
      },
    );
  }
  const round = roundLabel(interview.round);
  return (
    <li className="space-y-2 py-3 text-sm" data-testid="interview-row">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          {round}
          {showCandidate && (
            <>
              {": "}
              <Link
                to={`/admin/applications/${encodeURIComponent(interview.applicationId)}`}
                className="text-primary underline-offset-2 hover:underline"
              >
                {interview.candidateName}
              </Link>
            </>
          )}
        </p>
        <InterviewStatusBadge status={interview.status} />
      </div>
      <p>
        {whenText(interview)} · {interview.durationMinutes} min
        {interview.jobTitle && showJob && <span className="text-muted-foreground"> · {interview.jobTitle}</span>}
      </p>
      <p className="text-xs text-muted-foreground">
        Panel: {interview.panel.map((member) => `${member.name}${member.required ? "" : " (optional)"}`).join(", ")}
      </p>
      <div className="flex flex-wrap gap-2">
        {interview.status === "proposing" && (
          <Button size="sm" onClick={onOffer}>
            Offer times
          </Button>
        )}
        {(interview.status === "proposing" || isOn(interview.status)) && !started && (
          <Button size="sm" variant="outline" onClick={onSchedule}>
            {interview.status === "proposing" ? "Schedule" : "Reschedule"}
          </Button>
        )}
        {(interview.status === "proposing" || isOn(interview.status)) && (
          <Button size="sm" variant="outline" onClick={onCancel}>
            Cancel interview
          </Button>
        )}
        {canMark &&
          ATTENDANCE.filter((a) => a.status !== interview.status).map((a) => (
            <Button
              key={a.status}
              size="sm"
              variant="outline"
              disabled={patch.isPending}
              onClick={() => mark(a.status)}
            >
              {a.label}
            </Button>
          ))}
        {interview.startsAt && interview.status !== "proposing" && (
          <Button asChild size="sm" variant="ghost">
            <a href={`/api/admin/interviews/${encodeURIComponent(interview.id)}.ics`} download>
              Calendar file
            </a>
          </Button>
        )}
      </div>
      {interview.status === "completed" && <InterviewScorecards interviewId={interview.id} />}
    </li>
  );
}

/**
 * The interviews of an application, a job order or a client (issue 47): round, time on the reader's clock, status,
 * and the actions (schedule, reschedule, cancel, mark attendance). With `create`, "New interview" sets one up for
 * the application with its client's contacts as the panel to choose from.
 */
export function InterviewsPanel({
  scope,
  create,
  className,
}: {
  scope: InterviewScope;
  create?: { applicationId: string; contacts: ContactOption[] };
  className?: string;
}) {
  const interviews = useInterviews(scope);
  const patch = usePatchInterview();
  const [scheduling, setScheduling] = useState<InterviewView>();
  const [offering, setOffering] = useState<InterviewView>();
  const [cancelling, setCancelling] = useState<InterviewView>();
  const [creating, setCreating] = useState(false);
  const rows = interviews.data?.rows ?? [];
  const showCandidate = !("applicationId" in scope);

  function cancel() {
    if (!cancelling) return;
    patch.mutate(
      { id: cancelling.id, status: "cancelled" },
      {
        onSuccess: () => {
          toast({
            title: "Interview cancelled",
            description: cancelling.startsAt ? "Everyone invited is told." : undefined,
          });
          setCancelling(undefined);
        },
        onError: (error) => toast({ title: "Not cancelled", description: error.message, variant: "destructive" }),
      },
    );
  }

  return (
    <Panel
      id={`interviews-${Object.keys(scope)[0]}`}
      title="Interviews"
      className={className}
      action={
        create && (
          <Button size="sm" onClick={() => setCreating(true)} disabled={create.contacts.length === 0}>
            New interview
          </Button>
        )
      }
    >
      <QueryStatus
        query={{ isPending: interviews.isPending, isError: interviews.isError, data: interviews.data?.rows }}
        noun="interviews"
        empty="No interviews yet."
      />
      {rows.length > 0 && (
        <ul className="mt-2 divide-y divide-border" data-testid="interviews">
          {rows.map((interview) => (
            <InterviewRow
              key={interview.id}
              interview={interview}
              showCandidate={showCandidate}
              showJob={"clientId" in scope}
              onSchedule={() => setScheduling(interview)}
              onOffer={() => setOffering(interview)}
              onCancel={() => setCancelling(interview)}
            />
          ))}
        </ul>
      )}
      <ScheduleDialog interview={scheduling} onClose={() => setScheduling(undefined)} />
      <OfferTimesDialog interview={offering} onClose={() => setOffering(undefined)} />
      <ConfirmDialog
        open={cancelling !== undefined}
        onOpenChange={(open) => !open && setCancelling(undefined)}
        title="Cancel this interview?"
        description={
          cancelling?.startsAt
            ? "Everyone invited gets the cancellation, and their calendars remove the interview."
            : "It has no time yet: nothing was sent, nothing will be."
        }
        confirmLabel="Cancel interview"
        pending={patch.isPending}
        onConfirm={cancel}
      />
      {create && (
        <InterviewFormDialog
          applicationId={create.applicationId}
          contacts={create.contacts}
          round={nextInterviewRound(rows)}
          open={creating}
          onOpenChange={setCreating}
        />
      )}
    </Panel>
  );
}

/** The application page's interviews: "New interview" once its job is a client's job order with contacts. */
export function ApplicationInterviews({ applicationId, className }: { applicationId: string; className?: string }) {
  const options = useSubmitOptions(applicationId);
  const clientId = options.data?.clientId;
  return (
    <InterviewsPanel
      scope={{ applicationId }}
      create={clientId ? { applicationId, contacts: options.data?.contacts ?? [] } : undefined}
      className={className}
    />
  );
}
