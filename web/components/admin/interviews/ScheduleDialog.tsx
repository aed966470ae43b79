import type { FormEvent } from "react";
import type { InterviewView } from "#contract/interviews";
import { roundLabel } from "#contract/interviews";
import { visitorTimeZone } from "../../../lib/visitor-time-zone";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { Field, Input } from "../../ui/form";
import { toast } from "../../ui/toast";
import { useDialogForm } from "../use-dialog-form";
import { usePatchInterview } from "./interview-queries";

/** "yyyy-MM-dd" and "HH:mm" of an instant on the reader's clock, to fill the inputs with the current time. */
function localParts(iso: string | null): { date: string; time: string } {
  if (!iso) return { date: "", time: "" };
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

/**
 * Sets or moves an interview's time, read on the reader's own clock (their browser's zone) and sent as an instant;
 * the invitations (or their update) go to everyone.
 */
export function ScheduleDialog({ interview, onClose }: { interview?: InterviewView; onClose: () => void }) {
  const patch = usePatchInterview();
  const open = interview !== undefined;
  const form = useDialogForm({
    open,
    source: interview,
    initial: (source) => localParts(source?.startsAt ?? null),
    saving: [patch],
    fieldOf: (path) => (path === "startsAt" ? "date" : path),
  });
  const moving = interview?.status !== "proposing";

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!interview) return;
    const { date, time } = form.values;
    const at = date && time ? new Date(`${date}T${time}`) : null;
    if (!at || Number.isNaN(at.getTime())) {
      form.setErrors({ date: "Choose a date and a time" });
      return;
    }
    patch.mutate(
      { id: interview.id, startsAt: at.toISOString() },
      {
        onSuccess: () => {
          toast({
            title: moving ? "Interview moved" : "Interview scheduled",
            description: "Everyone invited gets the calendar invitation by email.",
          });
          onClose();
        },
        onError: (error) =>
          toast({
            title: moving ? "Not moved" : "Not scheduled",
            description: form.failed(error)?.serverMessage ?? "Please try again.",
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogTitle>
          {moving ? "Reschedule" : "Schedule"} {interview ? roundLabel(interview.round).toLowerCase() : ""}
        </DialogTitle>
        <DialogDescription>
          On your clock ({visitorTimeZone()}). Each participant's invitation shows the time in their own zone.
        </DialogDescription>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <Field label="Date" required error={form.errors.date}>
            {(p) => (
              <Input
                {...p}
                type="date"
                name="date"
                value={form.values.date}
                onChange={(e) => form.set("date", e.target.value)}
              />
            )}
          </Field>
          <Field label="Start time" required>
            {(p) => (
              <Input
                {...p}
                type="time"
                name="time"
                value={form.values.time}
                onChange={(e) => form.set("time", e.target.value)}
              />
            )}
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" disabled={form.submitting}>
              {moving ? "Move and tell everyone" : "Schedule and invite"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
