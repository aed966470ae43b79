import { type FormEvent, useEffect, useState } from "react";
import { APPOINTMENT_REASON_MAX } from "#contract/appointments";
import { APPOINTMENT_ACTIONS } from "../../../content/appointments";
import { Button } from "../../ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { Field, Textarea } from "../../ui/form";

/** A reason asked before a cancel or a decline; it is sent to the booker, so it is required. */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  confirmLabel,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  label: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!open) return;
    setReason("");
    setError(undefined);
  }, [open]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (!text) return setError(APPOINTMENT_ACTIONS.reasonRequired);
    onConfirm(text);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form onSubmit={onSubmit} noValidate className="space-y-3">
          <Field label={label} required error={error}>
            {(p) => (
              <Textarea
                {...p}
                value={reason}
                maxLength={APPOINTMENT_REASON_MAX}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {APPOINTMENT_ACTIONS.keep}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={pending}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
