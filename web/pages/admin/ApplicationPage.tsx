import { Download, Eye, EyeOff, Mail, Phone, UserRound } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import {
  APPLICATION_STAGE_LABELS,
  type ApplicationDetail,
  type ApplicationEventView,
  clientContactLabel,
  REJECTION_REASON_LABELS,
} from "#contract/application-pipeline";
import { BOARD_SOURCE_NAMES } from "#contract/enums";
import { formatPhone } from "#contract/normalize";
import { SUBMITTAL_DECISION_LABELS } from "#contract/submittals";
import { ApplicationNotes } from "../../components/admin/applications/ApplicationNotes";
import { StageBadge } from "../../components/admin/applications/ApplicationParts";
import { ApplicationWorkPanel } from "../../components/admin/applications/ApplicationWorkPanel";
import { useApplication, useCloseJob } from "../../components/admin/applications/application-queries";
import { ResumePreview } from "../../components/admin/applications/ResumePreview";
import { MessageItems } from "../../components/admin/candidates/CandidateParts";
import { Detail, DetailPage } from "../../components/admin/DetailPage";
import { ApplicationInterviews } from "../../components/admin/interviews/InterviewsPanel";
import { formatDate, formatDateTime } from "../../components/admin/labels";
import { Panel } from "../../components/admin/Panel";
import { SubmittalsPanel } from "../../components/admin/submittals-placements/SubmittalsPanel";
import { Button, buttonVariants } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/dialog";
import { toast } from "../../components/ui/toast";
import { CLOSE_JOB_CONFIRM, RESUME_PREVIEW, RESUME_TEXT_NOT_EXTRACTED } from "../../content/applications";
import { ApiError } from "../../lib/api";

/** How the application came: the candidate's own form, or a recruiter's "Add to job". */
function sourceText(application: ApplicationDetail): string {
  if (application.source === "form") return "Applied on the site";
  if (application.source === "staff") return `Added by ${application.addedBy?.name ?? "a former staff member"}`;
  return `Applied through ${BOARD_SOURCE_NAMES[application.source]}`;
}

function Candidate({ application, className }: { application: ApplicationDetail; className?: string }) {
  return (
    <Panel id="candidate" title="Candidate" className={className}>
      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
        <Detail label="Email">
          <a
            href={`mailto:${application.email}`}
            className="inline-flex items-center gap-1 text-primary underline-offset-2 hover:underline"
          >
            <Mail aria-hidden className="size-4" />
            {application.email}
          </a>
        </Detail>
        <Detail label="Phone">
          <a
            href={`tel:${application.phone}`}
            className="inline-flex items-center gap-1 text-primary underline-offset-2 hover:underline"
          >
            <Phone aria-hidden className="size-4" />
            {formatPhone(application.phone)}
          </a>
        </Detail>
        <Detail label="Current position">{application.currentPosition ?? "Not given"}</Detail>
        <Detail label="Industry">{application.industry ?? "Not given"}</Detail>
        <Detail label={application.source === "staff" ? "Job" : "Applied for"}>
          {application.jobTitle ?? "General application"}
        </Detail>
        <Detail label={application.source === "staff" ? "Added" : "Applied"}>
          {formatDateTime(application.createdAt)}
        </Detail>
        <Detail label="Source">{sourceText(application)}</Detail>
      </dl>
      {application.candidateId && (
        <p className="mt-4 text-sm">
          <Link
            to={`/admin/candidates/${application.candidateId}`}
            className="inline-flex items-center gap-1 text-primary underline-offset-2 hover:underline"
          >
            <UserRound aria-hidden className="size-4" />
            All this candidate sent: applications, messages, bookings
          </Link>
        </p>
      )}
      {application.additionalInfo && (
        <div className="mt-4 text-sm">
          <h3 className="text-xs font-medium text-muted-foreground uppercase">Additional information</h3>
          <p className="mt-1 whitespace-pre-wrap break-words">{application.additionalInfo}</p>
        </div>
      )}
      <Resume application={application} />
    </Panel>
  );
}

/** The resume: download, and for a PDF an inline preview on demand (it loads pdf.js, about 500 KB, once). */
function Resume({ application }: { application: ApplicationDetail }) {
  const [previewing, setPreviewing] = useState(false);
  const canPreview = application.resumePath !== null && application.resumeType === "application/pdf";
  return (
    <div className="mt-4">
      {application.resumePath ? (
        <div className="flex flex-wrap gap-2">
          <a href={application.resumePath} className={buttonVariants({ variant: "outline" })} download>
            <Download aria-hidden />
            Download resume
          </a>
          {canPreview && (
            <Button variant="outline" aria-expanded={previewing} onClick={() => setPreviewing((open) => !open)}>
              {previewing ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
              {previewing ? RESUME_PREVIEW.close : RESUME_PREVIEW.open}
            </Button>
          )}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">No resume was sent with this application.</p>
      )}
      {previewing && application.resumePath && <ResumePreview path={application.resumePath} />}
      {application.resumeTextStatus === "not_extracted" && (
        <p className="mt-2 text-sm">
          <span className="font-medium">{RESUME_TEXT_NOT_EXTRACTED.title}</span>
          <span className="block text-muted-foreground">{RESUME_TEXT_NOT_EXTRACTED.hint}</span>
        </p>
      )}
    </div>
  );
}

/** "Jane Doe at Acme": whom a submittal went to, while the contact is on file. */
const submittedTo = ({ contactName, clientName }: { contactName: string | null; clientName: string | null }) =>
  contactName && clientName
    ? clientContactLabel({ name: contactName, clientName })
    : contactName || clientName || "a former client contact";

/**
 * What one history entry says: a stage move (with the reason), a new owner, a new rating, a submittal, the client's
 * answer.
 */
function eventText(event: ApplicationEventView): string {
  switch (event.type) {
    case "stage": {
      const reason = event.rejectionReason ? ` (${REJECTION_REASON_LABELS[event.rejectionReason]})` : "";
      return `${APPLICATION_STAGE_LABELS[event.fromStage]} → ${APPLICATION_STAGE_LABELS[event.toStage]}${reason}`;
    }
    case "owner":
      return event.toOwner
        ? `Assigned to ${event.toOwner.name}${event.fromOwner ? ` (was ${event.fromOwner.name})` : ""}`
        : `Unassigned${event.fromOwner ? ` (was ${event.fromOwner.name})` : ""}`;
    case "rating":
      return event.toRating === null ? "Rating cleared" : `Rated ${event.toRating} of 5`;
    case "submittal":
      return `Submitted to ${submittedTo(event)}`;
    case "client_feedback": {
      const reason = event.rejectionReason ? ` (${REJECTION_REASON_LABELS[event.rejectionReason]})` : "";
      return `Client answered ${SUBMITTAL_DECISION_LABELS[event.decision]}${reason}`;
    }
  }
}

/**
 * Who made a history entry: a staff member, or the client contact whose answer on the client portal made it (the answer,
 * and the stage move it made).
 */
function eventAuthor(event: ApplicationEventView): string {
  if (event.byClientContact) return `${clientContactLabel(event.byClientContact)}, on the client portal`;
  if (event.type === "client_feedback") return `${submittedTo(event)}, on the client portal`;
  return event.changedBy?.name ?? "Former staff member";
}

function History({ application, className }: { application: ApplicationDetail; className?: string }) {
  return (
    <Panel id="history" title="History" className={className}>
      <ol className="mt-4 space-y-2 text-sm" data-testid="application-history">
        {application.history.map((event) => (
          <li key={event.id}>
            <span className="font-medium">{eventText(event)}</span>
            <span className="block text-xs text-muted-foreground">
              {eventAuthor(event)} · {formatDateTime(event.changedAt)}
            </span>
          </li>
        ))}
        <li>
          <span className="font-medium">{sourceText(application)}</span>
          <span className="block text-xs text-muted-foreground">{formatDateTime(application.createdAt)}</span>
        </li>
      </ol>
    </Panel>
  );
}

function OtherApplications({ application, className }: { application: ApplicationDetail; className?: string }) {
  if (application.otherApplications.length === 0) return null;
  return (
    <Panel id="other-applications" title="Other applications by this candidate" className={className}>
      <ul className="mt-3 space-y-2 text-sm">
        {application.otherApplications.map((other) => (
          <li key={other.id} className="flex flex-wrap items-center justify-between gap-2">
            <Link to={`/admin/applications/${other.id}`} className="text-primary underline-offset-2 hover:underline">
              {other.jobTitle ?? "General application"}, {formatDate(other.createdAt)}
            </Link>
            <StageBadge stage={other.stage} />
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function CandidateMessages({ application, className }: { application: ApplicationDetail; className?: string }) {
  if (application.candidateMessages.length === 0) return null;
  return (
    <Panel id="candidate-messages" title="Messages from this candidate" className={className}>
      <MessageItems messages={application.candidateMessages} empty="" />
    </Panel>
  );
}

/** /admin/applications/:id: one application, worked from its stage, owner, rating and notes. */
export default function ApplicationPage() {
  const { id = "" } = useParams();
  const application = useApplication(id);
  const closeJob = useCloseJob();
  const [offerClose, setOfferClose] = useState(false);
  const data = application.data;

  function confirmClose() {
    if (!data?.jobId) return;
    closeJob.mutate(data.jobId, {
      onSuccess: () => {
        toast({
          title: "Job archived",
          description: `"${data.jobTitle ?? "The job"}" has left the site and the job feeds.`,
        });
        setOfferClose(false);
      },
      onError: (error) =>
        toast({
          title: "Job not archived",
          description: (error instanceof ApiError && error.serverMessage) || "Please try again from Jobs.",
          variant: "destructive",
        }),
    });
  }

  const name = data ? `${data.firstName} ${data.lastName}` : "Application";
  return (
    <DetailPage
      back={{ to: "/admin/applications", label: "All applications" }}
      query={application}
      noun="application"
      notFound="There is no such application."
      title={name}
      headTitle={`${name} | Applications | Admin Dashboard`}
      description="One application in the pipeline"
      badge={(data) => <StageBadge stage={data.stage} />}
      subtitle={(data) => <p className="mt-1 text-muted-foreground">{data.jobTitle ?? "General application"}</p>}
    >
      {(data) => (
        <>
          {/* Two columns from lg; on a phone the columns dissolve (display: contents) so the panel to work the
              application comes first, then the candidate, notes and history. */}
          <div className="mt-6 flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
            <div className="contents lg:block lg:space-y-6">
              <Candidate application={data} className="order-2" />
              <ApplicationNotes applicationId={data.id} notes={data.notes} className="order-3" />
            </div>
            <div className="contents lg:block lg:space-y-6">
              <ApplicationWorkPanel application={data} onPlaced={() => setOfferClose(true)} className="order-1" />
              <SubmittalsPanel application={data} className="order-1" />
              <ApplicationInterviews applicationId={data.id} className="order-1" />
              <History application={data} className="order-4" />
              <OtherApplications application={data} className="order-5" />
              <CandidateMessages application={data} className="order-6" />
            </div>
          </div>
          <ConfirmDialog
            open={offerClose}
            onOpenChange={setOfferClose}
            title={CLOSE_JOB_CONFIRM.title}
            description={CLOSE_JOB_CONFIRM.description(data.jobTitle ?? "the job")}
            confirmLabel={CLOSE_JOB_CONFIRM.confirmLabel}
            pending={closeJob.isPending}
            onConfirm={confirmClose}
            destructive={false}
          />
        </>
      )}
    </DetailPage>
  );
}
