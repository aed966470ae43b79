import { type FormEvent, useState } from "react";
import type { CandidateDetail } from "#contract/candidates";
import type { CandidateTextingView } from "#contract/sms";
import { COMPOSER } from "../../../content/timeline";
import { Button } from "../../ui/button";
import { toast } from "../../ui/toast";
import {
  ApplicationPicker,
  BodyField,
  ChannelChoice,
  EmailPreviewBox,
  EmailSubjectFields,
  TextingNotice,
} from "./ComposerFields";
import { type Channel, type Problems, problemsOf, textQueuedTitle, useComposerDraft } from "./composer-state";
import { useAddCandidateNote, useSendEmail, useSendText } from "./timeline-queries";

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
  const [errors, setErrors] = useState<Problems>({});
  const {
    subject,
    setSubject,
    body,
    setBody,
    applicationId,
    setApplicationId,
    needsApplication,
    composed,
    preview,
    fillFromTemplate,
  } = useComposerDraft(candidate, channel);
  const email = useSendEmail(candidate.id);
  const text = useSendText(candidate.id);
  const note = useAddCandidateNote(candidate.id);
  const pending = email.isPending || text.isPending || note.isPending;
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
          onSuccess: (queued) => done(textQueuedTitle(queued)),
          onError: failed,
        },
      );
    }
  }

  const submitLabel = { email: COMPOSER.submitEmail, text: COMPOSER.submitText, note: COMPOSER.submitNote }[channel];
  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-label={COMPOSER.legend}>
      <ChannelChoice
        channel={channel}
        onChange={(choice) => {
          setChannel(choice);
          setErrors({});
        }}
      />
      {channel === "email" && (
        <EmailSubjectFields
          subject={subject}
          onChange={setSubject}
          error={errors.subject}
          onTemplate={fillFromTemplate}
        />
      )}
      {channel === "text" && <TextingNotice texting={texting} />}
      {channel === "text" && (!texting || texting.blocked) ? null : (
        <>
          <BodyField channel={channel} body={body} onChange={setBody} error={errors.body} />
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
