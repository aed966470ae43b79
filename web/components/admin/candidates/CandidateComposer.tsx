import { type FormEvent, useDeferredValue, useState } from "react";
import { APPLICATION_STAGE_LABELS } from "#contract/application-pipeline";
import type { CandidateDetail } from "#contract/candidates";
import type { EmailTemplateView } from "#contract/conversations";
import { mergeFieldsUsed } from "#contract/merge-fields";
import { type CandidateTextingView, SMS_MAX_LENGTH } from "#contract/sms";
import { formatClockTime, formatLongDate, zoneLabel } from "#contract/time-zone";
import { COMPOSER } from "../../../content/timeline";
import { ApiError } from "../../../lib/api";
import { Button } from "../../ui/button";
import { Field, Input, Select, Textarea } from "../../ui/form";
import { toast } from "../../ui/toast";
import { useEmailTemplates } from "../email-templates/template-queries";
import { formatDate } from "../labels";
import { useAddCandidateNote, useEmailPreview, useSendEmail, useSendText } from "./timeline-queries";

type Channel = "email" | "text" | "note";
const CHANNELS: readonly Channel[] = ["email", "text", "note"];

type Problems = { subject?: string; body?: string; form?: string };

/**
 * What the server said to do. Its message, above the button, when it says what to do (a merge field without a value,
 * an application, consent, the sending service); when it only names the fields ("Invalid request: check body."),
 * each field's own problem under it and any other above the button. The generic words only when it gave none.
 */
function problemsOf(failure: unknown, fallback: string): Problems {
  if (!(failure instanceof ApiError)) return { form: fallback };
  const issues = failure.issues ?? [];
  const namesFieldsOnly = !failure.serverMessage || failure.serverMessage.startsWith("Invalid request:");
  if (issues.length === 0 || !namesFieldsOnly) return { form: failure.serverMessage || fallback };
  const on = (path: string) =>
    issues
      .filter((issue) => issue.path === path)
      .map((issue) => issue.message)
      .join(". ") || undefined;
  const elsewhere = issues.filter((issue) => issue.path !== "subject" && issue.path !== "body");
  return {
    subject: on("subject"),
    body: on("body"),
    form: elsewhere.length > 0 ? elsewhere.map((issue) => issue.message).join(". ") : undefined,
  };
}

/** A refused preview in words: what to do, from the server. */
function previewProblem(failure: unknown): string {
  const { subject, body, form } = problemsOf(failure, COMPOSER.previewFailed);
  return [subject, body, form].filter(Boolean).join(". ");
}

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

/** The email filled in as the candidate will receive it (signature included), or what to do before it can be. */
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
          {previewProblem(preview.error)}
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

/** The application a job's fields come from: by default the latest to a job (the list is newest first). */
function ApplicationPicker({
  candidate,
  value,
  onChange,
}: {
  candidate: CandidateDetail;
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <Field label={COMPOSER.application} hint={COMPOSER.applicationHint}>
      {(p) => (
        <Select {...p} name="applicationId" value={value} onChange={(e) => onChange(e.target.value)}>
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

/**
 * Email, text or a note on the candidate, through the candidate's own routes, chosen by three radios. `texting` says
 * before anything is typed whether a text can go (GET .../texting).
 */
export function CandidateComposer({
  candidate,
  texting,
}: {
  candidate: CandidateDetail;
  texting: CandidateTextingView | undefined;
}) {
  const [channel, setChannel] = useState<Channel>("email");
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [errors, setErrors] = useState<Problems>({});
  const email = useSendEmail(candidate.id);
  const text = useSendText(candidate.id);
  const note = useAddCandidateNote(candidate.id);
  const pending = email.isPending || text.isPending || note.isPending;
  const latest = candidate.applications.find((application) => application.jobId) ?? candidate.applications[0];
  // Computed while none is chosen, so an application added meanwhile becomes the default.
  const [chosenApplication, setApplicationId] = useState<string>();
  const applicationId = chosenApplication ?? latest?.id ?? "";
  const fields = channel === "email" ? mergeFieldsUsed(`${subject}\n${body}`) : [];
  const needsApplication = fields.some((field) => field === "job.title" || field === "client.name");
  const composed = { subject, body, ...(needsApplication && applicationId ? { applicationId } : {}) };
  const shown = useDeferredValue(composed);
  // Every email is shown as it will go (merge fields filled in, the sender's signature under it) before it is sent.
  const preview = useEmailPreview(
    candidate.id,
    shown,
    channel === "email" && shown.subject.trim() !== "" && shown.body.trim() !== "",
  );
  /** The template's words fill the email, once the recruiter agrees to replace what they typed. */
  const fillFromTemplate = (template: EmailTemplateView) => {
    if ((subject.trim() || body.trim()) && !window.confirm(COMPOSER.replaceTyped)) return false;
    setSubject(template.subject);
    setBody(template.body);
    return true;
  };

  const failed = (failure: Error) => setErrors(problemsOf(failure, COMPOSER.failed));
  const done = (title: string) => {
    setSubject("");
    setBody("");
    setErrors({});
    toast({ title });
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const missing = {
      subject: channel === "email" && !subject.trim() ? COMPOSER.required(COMPOSER.subject) : undefined,
      body: !body.trim() ? COMPOSER.required(channel === "note" ? COMPOSER.note : COMPOSER.body) : undefined,
    };
    if (missing.subject || missing.body) return setErrors(missing);
    if (channel === "email") {
      email.mutate(composed, { onSuccess: () => done(COMPOSER.emailSent), onError: failed });
    } else if (channel === "note") {
      note.mutate({ body }, { onSuccess: () => done(COMPOSER.noteAdded), onError: failed });
    } else if (texting && !texting.blocked) {
      text.mutate(
        { body },
        {
          onSuccess: (queued) =>
            done(
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

  const submitLabel = { email: COMPOSER.submitEmail, text: COMPOSER.submitText, note: COMPOSER.submitNote }[channel];
  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-label={COMPOSER.legend}>
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">{COMPOSER.legend}</legend>
        {CHANNELS.map((choice) => (
          <label key={choice} className="inline-flex items-center gap-2">
            <input
              type="radio"
              name="channel"
              value={choice}
              checked={channel === choice}
              onChange={() => {
                setChannel(choice);
                setErrors({});
              }}
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
            label={channel === "note" ? COMPOSER.note : COMPOSER.body}
            required
            error={errors.body}
            hint={
              channel === "text"
                ? `${body.length} / ${SMS_MAX_LENGTH}`
                : channel === "note"
                  ? COMPOSER.noteHint
                  : undefined
            }
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
            <ApplicationPicker candidate={candidate} value={applicationId} onChange={setApplicationId} />
          )}
          {channel === "email" && subject.trim() !== "" && body.trim() !== "" && <EmailPreviewBox preview={preview} />}
          {errors.form && (
            <p role="alert" className="text-sm text-red-700">
              {errors.form}
            </p>
          )}
          <Button type="submit" disabled={pending}>
            {submitLabel}
          </Button>
        </>
      )}
    </form>
  );
}
