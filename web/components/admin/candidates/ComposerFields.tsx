import { useState } from "react";
import { APPLICATION_STAGE_LABELS } from "#contract/application-pipeline";
import type { CandidateDetail } from "#contract/candidates";
import type { EmailTemplateView } from "#contract/conversations";
import { type CandidateTextingView, SMS_MAX_LENGTH } from "#contract/sms";
import { COMPOSER } from "../../../content/timeline";
import { Field, Input, Select, Textarea } from "../../ui/form";
import { useEmailTemplates } from "../email-templates/template-queries";
import { formatDate } from "../labels";
import { CHANNELS, type Channel, previewProblem } from "./composer-state";
import type { useEmailPreview } from "./timeline-queries";

/** Email, text or note: the three radios. */
export function ChannelChoice({ channel, onChange }: { channel: Channel; onChange: (channel: Channel) => void }) {
  return (
    <fieldset className="flex flex-wrap gap-4 text-sm">
      <legend className="sr-only">{COMPOSER.legend}</legend>
      {CHANNELS.map((choice) => (
        <label key={choice} className="inline-flex items-center gap-2">
          <input
            type="radio"
            name="channel"
            value={choice}
            checked={channel === choice}
            onChange={() => onChange(choice)}
          />
          {COMPOSER[choice]}
        </label>
      ))}
    </fieldset>
  );
}

/** The message's words: a text counts its characters against the limit, a note says who sees it. */
export function BodyField({
  channel,
  body,
  onChange,
  error,
}: {
  channel: Channel;
  body: string;
  onChange: (body: string) => void;
  error: string | undefined;
}) {
  return (
    <Field
      label={channel === "note" ? COMPOSER.note : COMPOSER.body}
      required
      error={error}
      hint={
        channel === "text" ? `${body.length} / ${SMS_MAX_LENGTH}` : channel === "note" ? COMPOSER.noteHint : undefined
      }
    >
      {(p) => (
        <Textarea
          {...p}
          name="body"
          rows={5}
          maxLength={channel === "text" ? SMS_MAX_LENGTH : 20_000}
          value={body}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/** The firm's email templates, to start an email from; nothing when there are none. */
export function TemplatePicker({ onPick }: { onPick: (template: EmailTemplateView) => boolean }) {
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
export function EmailPreviewBox({ preview }: { preview: ReturnType<typeof useEmailPreview> }) {
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
export function ApplicationPicker({
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
export function TextingNotice({ texting }: { texting: CandidateTextingView | undefined }) {
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

/** An email's template (when the firm has any) and subject. */
export function EmailSubjectFields({
  subject,
  onChange,
  error,
  onTemplate,
}: {
  subject: string;
  onChange: (subject: string) => void;
  error: string | undefined;
  onTemplate: (template: EmailTemplateView) => boolean;
}) {
  return (
    <>
      <TemplatePicker onPick={onTemplate} />
      <Field label={COMPOSER.subject} required error={error}>
        {(p) => (
          <Input {...p} name="subject" maxLength={300} value={subject} onChange={(e) => onChange(e.target.value)} />
        )}
      </Field>
    </>
  );
}
