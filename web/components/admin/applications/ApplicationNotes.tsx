import { type FormEvent, useState } from "react";
import { APPLICATION_NOTE_MAX, type ApplicationNoteView, clientContactLabel } from "#contract/application-pipeline";
import { ApiError } from "../../../lib/api";
import { Button } from "../../ui/button";
import { Field, Textarea } from "../../ui/form";
import { toast } from "../../ui/toast";
import { formatDateTime } from "../labels";
import { Panel } from "../Panel";
import { useAddNote } from "./application-queries";

/** Notes on an application, newest first; a note is never edited, so what colleagues read stays on file. */
export function ApplicationNotes({
  applicationId,
  notes,
  className,
}: {
  applicationId: string;
  notes: ApplicationNoteView[];
  className?: string;
}) {
  const add = useAddNote(applicationId);
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | undefined>();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) return setError("Write the note first");
    add.mutate(body, {
      onSuccess: () => {
        setBody("");
        setError(undefined);
        toast({ title: "Note added" });
      },
      onError: (failure) =>
        setError(
          (failure instanceof ApiError && failure.serverMessage) || "The note could not be saved. Please try again.",
        ),
    });
  }

  return (
    <Panel id="notes" title="Notes" className={className}>
      <form onSubmit={onSubmit} className="mt-4 space-y-2">
        <Field label="New note" error={error} hint={`${body.length} / ${APPLICATION_NOTE_MAX}`}>
          {(p) => (
            <Textarea
              {...p}
              rows={3}
              maxLength={APPLICATION_NOTE_MAX}
              value={body}
              onChange={(event) => setBody(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" disabled={add.isPending}>
          Add note
        </Button>
      </form>
      {notes.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">No notes yet.</p>
      ) : (
        <ol className="mt-4 space-y-3" aria-label="Notes, newest first">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md border border-border p-3 text-sm">
              <p className="whitespace-pre-wrap break-words">{note.body}</p>
              <p className="mt-2 text-xs text-muted-foreground">
                {note.clientAuthor
                  ? `${clientContactLabel(note.clientAuthor)}, on the client portal`
                  : (note.author?.name ?? "Former staff member")}{" "}
                · {formatDateTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
