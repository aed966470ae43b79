import { type FormEvent, useDeferredValue, useState } from "react";
import { Link } from "react-router";
import { APPLICATION_STAGE_LABELS, REJECTION_REASON_LABELS } from "../../../../worker/contract/application-pipeline";
import type { CandidateDetail } from "../../../../worker/contract/candidates";
import type { EmailTemplateView } from "../../../../worker/contract/conversations";
import type { SubmittalDecision } from "../../../../worker/contract/desk-enums";
import type { ApplicationStage, RejectionReason } from "../../../../worker/contract/enums";
import { mergeFieldsUsed } from "../../../../worker/contract/merge-fields";
import { type CandidateTextingView, SMS_MAX_LENGTH } from "../../../../worker/contract/sms";
import { SUBMITTAL_DECISION_LABELS } from "../../../../worker/contract/submittals";
import { formatClockTime, formatLongDate, zoneLabel } from "../../../../worker/contract/time-zone";
import type { TimelineEntry, TimelineKind } from "../../../../worker/contract/timeline";
import { COMPOSER, TIMELINE_KIND_LABELS, TIMELINE_PANEL } from "../../../content/timeline";
import { ApiError } from "../../../lib/api";
import { Button } from "../../ui/button";
import { Field, Input, Select, Textarea } from "../../ui/form";
import { toast } from "../../ui/toast";
import { useEmailTemplates } from "../email-templates/template-queries";
import { ListPager } from "../ListPager";
import { formatDate, formatDateTime } from "../labels";
import { Panel } from "../Panel";
import {
  TIMELINE_PAGE_SIZE,
  useEmailPreview,
  useSendEmail,
  useSendText,
  useTexting,
  useTimeline,
} from "./timeline-queries";

/** "new>contacted" as staff read it: "New → Contacted". */
function stageMove(detail: string | null): string | null {
  const [from, to] = (detail ?? "").split(">") as [ApplicationStage?, ApplicationStage?];
  return from && to ? `${APPLICATION_STAGE_LABELS[from] ?? from} → ${APPLICATION_STAGE_LABELS[to] ?? to}` : null;
}

/** "interview>" or "decline>skills_gap" as staff read it: "Interview" or "Decline (Skills gap)". */
function clientAnswer(detail: string | null): string | null {
  const [decision, reason] = (detail ?? "").split(">") as [SubmittalDecision?, RejectionReason?];
  if (!decision) return null;
  const label = SUBMITTAL_DECISION_LABELS[decision] ?? decision;
  return reason ? `${label} (${REJECTION_REASON_LABELS[reason] ?? reason})` : label;
}

function whoOf(entry: TimelineEntry): string {
  if (entry.who.type === "system") return "Sent automatically";
  return entry.who.type === "client" ? `${entry.who.name}, on the client portal` : entry.who.name;
}

/** Kinds whose title is the job applied to, linked to the application. */
const APPLICATION_KINDS: readonly TimelineKind[] = ["application", "stage_change", "submittal", "client_feedback"];

/**
 * One event: what, who and when, then its words as plain text (never read as HTML). `waiting` is what a text not yet
 * sent says while texting is not connected.
 */
function Entry({ entry, waiting }: { entry: TimelineEntry; waiting: string | null }) {
  const title = entry.title ?? (entry.kind === "application" ? TIMELINE_PANEL.generalApplication : null);
  const line =
    entry.kind === "stage_change"
      ? stageMove(entry.detail)
      : entry.kind === "submittal"
        ? entry.detail && `To ${entry.detail}`
        : entry.kind === "client_feedback"
          ? clientAnswer(entry.detail)
          : entry.kind === "booking" && entry.scheduledFor
            ? `For ${formatDateTime(entry.scheduledFor)} (${entry.detail})`
            : entry.kind === "text_out"
              ? waiting && entry.detail === "pending"
                ? waiting
                : entry.scheduledFor
                  ? TIMELINE_PANEL.textHeld(formatDateTime(entry.scheduledFor))
                  : entry.detail
              : entry.kind === "email_in" || entry.kind === "text_in"
                ? `From ${entry.detail}`
                : null;
  return (
    <li className="rounded-md border border-border bg-muted/40 p-3 text-sm" data-kind={entry.kind}>
      <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
        <span className="font-semibold text-foreground">
          {entry.kind === "application" && entry.who.type === "staff"
            ? TIMELINE_PANEL.addedToJob
            : TIMELINE_KIND_LABELS[entry.kind]}
        </span>
        <span>{whoOf(entry)}</span>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </p>
      {title &&
        (entry.applicationId && APPLICATION_KINDS.includes(entry.kind) ? (
          <Link
            to={`/admin/applications/${entry.applicationId}`}
            className="mt-1 block font-medium text-primary underline-offset-2 hover:underline"
          >
            {title}
          </Link>
        ) : (
          <p className="mt-1 font-medium break-words">{title}</p>
        ))}
      {line && <p className="mt-1 text-muted-foreground break-words">{line}</p>}
      {entry.body && <p className="mt-1 whitespace-pre-wrap break-words">{entry.body}</p>}
    </li>
  );
}

type Channel = "email" | "text";

/** "8:00 AM ET on November 28, 2026": when a held text goes, on the candidate's clock. */
function onTheirClock(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  return `at ${formatClockTime(instant, timeZone)} ${zoneLabel(instant, timeZone)} on ${formatLongDate(instant, timeZone)}`;
}

/** The firm's email templates, to start an email from; nothing when there are none. */
function TemplatePicker({ onPick }: { onPick: (template: EmailTemplateView) => boolean }) {
  const templates = useEmailTemplates();
  const [chosen, setChosen] = useState("");
  const rows = templates.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Field label={COMPOSER.template} hint={COMPOSER.templateHint}>
      {(p) => (
        <Select
          {...p}
          name="template"
          value={chosen}
          onChange={(e) => {
            const template = rows.find((row) => row.id === e.target.value);
            if (template && onPick(template)) setChosen(template.id);
          }}
        >
          <option value="">{COMPOSER.templateNone}</option>
          {rows.map((row) => (
            <option key={row.id} value={row.id}>
              {row.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** The email filled in as the candidate will receive it, or what to do before it can be (the server's words). */
function EmailPreviewBox({ preview }: { preview: ReturnType<typeof useEmailPreview> }) {
  return (
    <section
      aria-label={COMPOSER.preview}
      className="rounded-md border border-border bg-muted/40 p-3 text-sm"
      data-testid="email-preview"
    >
      <h3 className="text-xs font-medium text-muted-foreground uppercase">{COMPOSER.preview}</h3>
      {preview.isError ? (
        <p className="mt-1 text-red-700" role="status">
          {(preview.error instanceof ApiError && preview.error.serverMessage) || COMPOSER.previewFailed}
        </p>
      ) : preview.data ? (
        <>
          <p className="mt-1 font-medium break-words">{preview.data.subject}</p>
          <p className="mt-1 whitespace-pre-wrap break-words">{preview.data.body}</p>
        </>
      ) : (
        <p className="mt-1 text-muted-foreground">{COMPOSER.previewWaiting}</p>
      )}
    </section>
  );
}

/** Why no text can be written, or that texts wait, shown under the channel choice before anything is typed. */
function TextingNotice({ texting }: { texting: CandidateTextingView | undefined }) {
  if (!texting) return <p className="text-sm text-muted-foreground">{COMPOSER.textChecking}</p>;
  if (texting.blocked)
    return (
      <p className="text-sm text-red-700" data-testid="texting-blocked">
        {texting.blocked}
      </p>
    );
  if (texting.waiting)
    return (
      <p className="text-sm text-amber-800" data-testid="texting-waiting">
        {COMPOSER.textWaitingNotice(texting.waitingReason)}
      </p>
    );
  return null;
}

/** Email or text, through the candidate's own routes, chosen by two radios. */
function Composer({ candidate, texting }: { candidate: CandidateDetail; texting: CandidateTextingView | undefined }) {
  const [channel, setChannel] = useState<Channel>("email");
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [errors, setErrors] = useState<{ subject?: string; body?: string; form?: string }>({});
  const email = useSendEmail(candidate.id);
  const text = useSendText(candidate.id);
  const pending = email.isPending || text.isPending;
  // The application a job's fields are filled from: by default the latest to a job (the list is newest first).
  const latest = candidate.applications.find((application) => application.jobId) ?? candidate.applications[0];
  // Computed while none is chosen, so an application added meanwhile becomes the default.
  const [chosenApplication, setApplicationId] = useState<string>();
  const applicationId = chosenApplication ?? latest?.id ?? "";
  const fields = channel === "email" ? mergeFieldsUsed(`${subject}\n${body}`) : [];
  const needsApplication = fields.some((field) => field === "job.title" || field === "client.name");
  const composed = { subject, body, ...(needsApplication && applicationId ? { applicationId } : {}) };
  const shown = useDeferredValue(composed);
  const preview = useEmailPreview(
    candidate.id,
    shown,
    fields.length > 0 && shown.subject.trim() !== "" && shown.body.trim() !== "",
  );
  /** The template's words fill the email, once the recruiter agrees to replace what they typed. */
  const fillFromTemplate = (template: EmailTemplateView) => {
    if ((subject.trim() || body.trim()) && !window.confirm(COMPOSER.replaceTyped)) return false;
    setSubject(template.subject);
    setBody(template.body);
    return true;
  };

  const failed = (failure: Error) =>
    setErrors({ form: (failure instanceof ApiError && failure.serverMessage) || COMPOSER.failed });
  const sent = (title: string) => {
    setSubject("");
    setBody("");
    setErrors({});
    toast({ title });
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const missing = {
      subject: channel === "email" && !subject.trim() ? COMPOSER.required(COMPOSER.subject) : undefined,
      body: !body.trim() ? COMPOSER.required(COMPOSER.body) : undefined,
    };
    if (missing.subject || missing.body) return setErrors(missing);
    if (channel === "email") {
      email.mutate(composed, { onSuccess: () => sent(COMPOSER.emailSent), onError: failed });
    } else if (texting && !texting.blocked) {
      text.mutate(
        { body },
        {
          onSuccess: (queued) =>
            sent(
              queued.waiting
                ? COMPOSER.textWaiting(queued.waiting)
                : queued.notBefore
                  ? COMPOSER.textScheduled(onTheirClock(queued.notBefore, queued.timeZone))
                  : COMPOSER.textSent,
            ),
          onError: failed,
        },
      );
    }
  }

  return (
    <form onSubmit={onSubmit} className="mt-4 space-y-3" aria-label={COMPOSER.legend}>
      <fieldset className="flex gap-4 text-sm">
        <legend className="sr-only">{COMPOSER.legend}</legend>
        {(["email", "text"] as const).map((choice) => (
          <label key={choice} className="inline-flex items-center gap-2">
            <input
              type="radio"
              name="channel"
              value={choice}
              checked={channel === choice}
              onChange={() => setChannel(choice)}
            />
            {COMPOSER[choice]}
          </label>
        ))}
      </fieldset>
      {channel === "email" && (
        <>
          <TemplatePicker onPick={fillFromTemplate} />
          <Field label={COMPOSER.subject} required error={errors.subject}>
            {(p) => (
              <Input
                {...p}
                name="subject"
                maxLength={300}
                value={subject}
                onChange={(e) => setSubject(e.target.value)}
              />
            )}
          </Field>
        </>
      )}
      {channel === "text" && <TextingNotice texting={texting} />}
      {channel === "text" && (!texting || texting.blocked) ? null : (
        <>
          <Field
            label={COMPOSER.body}
            required
            error={errors.body}
            hint={channel === "text" ? `${body.length} / ${SMS_MAX_LENGTH}` : undefined}
          >
            {(p) => (
              <Textarea
                {...p}
                name="body"
                rows={5}
                maxLength={channel === "text" ? SMS_MAX_LENGTH : 20_000}
                value={body}
                onChange={(e) => setBody(e.target.value)}
              />
            )}
          </Field>
          {needsApplication && (
            <Field label={COMPOSER.application} hint={COMPOSER.applicationHint}>
              {(p) => (
                <Select
                  {...p}
                  name="applicationId"
                  value={applicationId}
                  onChange={(e) => setApplicationId(e.target.value)}
                >
                  {candidate.applications.length === 0 && <option value="">{COMPOSER.noApplications}</option>}
                  {candidate.applications.map((application) => (
                    <option key={application.id} value={application.id}>
                      {application.jobTitle ?? COMPOSER.generalApplication}, {formatDate(application.createdAt)} (
                      {APPLICATION_STAGE_LABELS[application.stage]})
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          )}
          {channel === "email" && fields.length > 0 && <EmailPreviewBox preview={preview} />}
          {errors.form && (
            <p role="alert" className="text-sm text-red-700">
              {errors.form}
            </p>
          )}
          <Button type="submit" disabled={pending}>
            {channel === "email" ? COMPOSER.submitEmail : COMPOSER.submitText}
          </Button>
        </>
      )}
    </form>
  );
}

/** The candidate's one timeline, newest first and paged on the server, with the composer above it. */
export function CandidateTimeline({ candidate, className }: { candidate: CandidateDetail; className?: string }) {
  const [page, setPage] = useState(1);
  const timeline = useTimeline(candidate.id, page);
  const texting = useTexting(candidate.id).data;
  const rows = timeline.data?.rows ?? [];
  return (
    <Panel id="timeline" title={TIMELINE_PANEL.title} description={TIMELINE_PANEL.description} className={className}>
      <Composer candidate={candidate} texting={texting} />
      {timeline.isError ? (
        <p className="mt-4 text-sm text-red-700">{TIMELINE_PANEL.failed}</p>
      ) : timeline.data && rows.length === 0 && page === 1 ? (
        <p className="mt-4 text-sm text-muted-foreground">{TIMELINE_PANEL.empty}</p>
      ) : (
        <ol className="mt-4 space-y-3" aria-label="Timeline, newest first" data-testid="timeline">
          {rows.map((entry) => (
            <Entry key={`${entry.kind}-${entry.id}`} entry={entry} waiting={texting?.waiting ?? null} />
          ))}
        </ol>
      )}
      {timeline.data && (
        <ListPager
          label={TIMELINE_PANEL.pagerLabel}
          testId="timeline-range"
          page={page}
          pageSize={TIMELINE_PAGE_SIZE}
          shown={rows.length}
          total={timeline.data.total}
          onPage={setPage}
        />
      )}
    </Panel>
  );
}
