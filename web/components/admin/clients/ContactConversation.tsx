import { type FormEvent, useState } from "react";
import type { ClientContactView } from "#contract/clients";
import type { ContactEmailView } from "#contract/conversations";
import { EMAIL_BODY_MAX, EMAIL_SUBJECT_MAX } from "#contract/conversations";
import { CONTACT_CONVERSATION as WORDS } from "../../../content/contact-emails";
import { ApiError } from "../../../lib/api";
import { Button } from "../../ui/button";
import { Field, Input, Textarea } from "../../ui/form";
import { toast } from "../../ui/toast";
import { ListPager } from "../ListPager";
import { formatDateTime } from "../labels";
import { Panel } from "../Panel";
import { CONTACT_EMAILS_PAGE_SIZE, useContactEmails, useEmailContact } from "./client-queries";

/** One email: which way, who and when, then its words as plain text (never read as HTML). */
function Email({ email }: { email: ContactEmailView }) {
  return (
    <li className="rounded-md border border-border bg-muted/40 p-3 text-sm" data-direction={email.direction}>
      <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
        <span className="font-semibold text-foreground">
          {email.direction === "out" ? WORDS.sentBy(email.author) : WORDS.receivedFrom(email.fromAddress)}
        </span>
        <time dateTime={email.at}>{formatDateTime(email.at)}</time>
      </p>
      <p className="mt-1 font-medium break-words">{email.subject}</p>
      <p className="mt-1 whitespace-pre-wrap break-words">{email.body}</p>
      {email.attachments.length > 0 && (
        <p className="mt-1 text-xs text-muted-foreground">{WORDS.attached(email.attachments)}</p>
      )}
    </li>
  );
}

function Composer({ clientId, contact }: { clientId: string; contact: ClientContactView }) {
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [errors, setErrors] = useState<{ subject?: string; body?: string; form?: string }>({});
  const send = useEmailContact(clientId, contact.id);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const missing = {
      subject: subject.trim() ? undefined : WORDS.required(WORDS.subject),
      body: body.trim() ? undefined : WORDS.required(WORDS.body),
    };
    if (missing.subject || missing.body) return setErrors(missing);
    send.mutate(
      { subject, body },
      {
        onSuccess: () => {
          setSubject("");
          setBody("");
          setErrors({});
          toast({ title: WORDS.sent });
        },
        onError: (failure) =>
          setErrors({ form: (failure instanceof ApiError && failure.serverMessage) || WORDS.failed }),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="mt-4 space-y-3" aria-label={WORDS.legend(contact.name)}>
      <Field label={WORDS.subject} required error={errors.subject}>
        {(p) => (
          <Input
            {...p}
            name="subject"
            maxLength={EMAIL_SUBJECT_MAX}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
          />
        )}
      </Field>
      <Field label={WORDS.body} required error={errors.body}>
        {(p) => (
          <Textarea
            {...p}
            name="body"
            rows={5}
            maxLength={EMAIL_BODY_MAX}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
        )}
      </Field>
      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <Button type="submit" disabled={send.isPending}>
        {WORDS.submit}
      </Button>
    </form>
  );
}

/** The conversation with one contact of a client: the composer, then every email, newest first and paged. */
export function ContactConversation({
  clientId,
  contact,
  onClose,
}: {
  clientId: string;
  contact: ClientContactView;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const emails = useContactEmails(clientId, contact.id, page);
  const rows = emails.data?.rows ?? [];
  return (
    <Panel
      id="contact-conversation"
      title={WORDS.title(contact.name)}
      description={WORDS.description}
      action={
        <Button variant="outline" size="sm" onClick={onClose}>
          {WORDS.close}
        </Button>
      }
    >
      <Composer key={contact.id} clientId={clientId} contact={contact} />
      {emails.isError ? (
        <p className="mt-4 text-sm text-red-700">{WORDS.loadFailed}</p>
      ) : emails.data && rows.length === 0 && page === 1 ? (
        <p className="mt-4 text-sm text-muted-foreground">{WORDS.empty}</p>
      ) : (
        <ol className="mt-4 space-y-3" aria-label="Emails, newest first" data-testid="contact-emails">
          {rows.map((email) => (
            <Email key={email.id} email={email} />
          ))}
        </ol>
      )}
      {emails.data && (
        <ListPager
          label={WORDS.pagerLabel}
          testId="contact-emails-range"
          page={page}
          pageSize={CONTACT_EMAILS_PAGE_SIZE}
          shown={rows.length}
          total={emails.data.total}
          onPage={setPage}
        />
      )}
    </Panel>
  );
}
