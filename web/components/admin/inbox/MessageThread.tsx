import { type FormEvent, useState } from "react";
import { MESSAGE_REPLY_MAX, type MessageDetail } from "#contract/inbox";
import { REPLY_FORM } from "../../../content/inbox";
import { ApiError } from "../../../lib/api";
import { Button } from "../../ui/button";
import { Field, Textarea } from "../../ui/form";
import { toast } from "../../ui/toast";
import { formatDateTime } from "../labels";
import { Panel } from "../Panel";
import { ReplyDeliveryState } from "./InboxParts";
import { useReply } from "./inbox-queries";

/**
 * The replies sent to the visitor, oldest first as a conversation reads, each with its email's state, and the form
 * to write the next. A reply is never edited: it is what the visitor was sent.
 */
export function MessageThread({ message, className }: { message: MessageDetail; className?: string }) {
  const send = useReply(message.id);
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | undefined>();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) return setError("Write the reply first");
    send.mutate(body, {
      onSuccess: () => {
        setBody("");
        setError(undefined);
        toast({ title: REPLY_FORM.sent });
      },
      onError: (failure) =>
        setError(
          (failure instanceof ApiError && failure.serverMessage) || "The reply could not be saved. Please try again.",
        ),
    });
  }

  return (
    <Panel id="thread" title="Replies" className={className}>
      {message.replies.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">No replies yet.</p>
      ) : (
        <ol className="mt-4 space-y-3" aria-label="Replies, oldest first">
          {message.replies.map((reply) => (
            <li key={reply.id} className="rounded-md border border-border bg-muted/40 p-3 text-sm">
              <p className="text-xs text-muted-foreground">
                {reply.author?.name ?? "Former staff member"} · {formatDateTime(reply.createdAt)}
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words">{reply.body}</p>
              <div className="mt-2 border-t border-border pt-2">
                <ReplyDeliveryState delivery={reply.delivery} />
              </div>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={onSubmit} className="mt-4 space-y-2">
        <Field label={REPLY_FORM.label} error={error} hint={`${REPLY_FORM.hint} ${body.length} / ${MESSAGE_REPLY_MAX}`}>
          {(p) => (
            <Textarea
              {...p}
              rows={5}
              maxLength={MESSAGE_REPLY_MAX}
              value={body}
              onChange={(event) => setBody(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" disabled={send.isPending}>
          {REPLY_FORM.submit}
        </Button>
      </form>
    </Panel>
  );
}
