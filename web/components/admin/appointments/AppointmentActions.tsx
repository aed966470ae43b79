import { CalendarClock, Check, CircleCheck, UserX, X } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { APPOINTMENT_REASON_MAX, type AppointmentDetail, type AppointmentStaffStatus } from "#contract/appointments";
import { APPOINTMENT_ACTIONS, APPOINTMENT_PAGE } from "../../../content/appointments";
import { ApiError } from "../../../lib/api";
import { Button } from "../../ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { Field, Textarea } from "../../ui/form";
import { toast } from "../../ui/toast";
import { Panel } from "../Panel";
import { useCancelAppointment, useSetAppointmentStatus } from "./appointment-queries";
import { RescheduleDialog } from "./RescheduleDialog";

/** What staff may do to an appointment now: the buttons shown are only those that apply. */
export function availableActions(appointment: AppointmentDetail, now = Date.now()) {
  const live = appointment.status === "scheduled" || appointment.status === "confirmed";
  const waiting = appointment.status === "scheduled" && appointment.needsConfirmation;
  const started = now >= Date.parse(appointment.startsAt);
  return {
    reschedule: live,
    cancel: live,
    confirm: waiting,
    decline: waiting,
    // How it went is marked once it has started, and not while it still waits for a yes or no.
    outcome: live && started && !waiting,
  };
}

const failed = (error: Error) =>
  toast({
    title: APPOINTMENT_ACTIONS.failed,
    description: (error instanceof ApiError && error.serverMessage) || APPOINTMENT_ACTIONS.tryAgain,
    variant: "destructive",
  });

/** A reason asked before a cancel or a decline; it is sent to the booker, so it is required. */
function ReasonDialog({
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

/** The appointment's status and what can be done to it: reschedule, cancel, confirm or decline, mark how it went. */
export function AppointmentActions({ appointment, className }: { appointment: AppointmentDetail; className?: string }) {
  const [dialog, setDialog] = useState<"reschedule" | "cancel" | "decline">();
  const cancel = useCancelAppointment(appointment.id);
  const setStatus = useSetAppointmentStatus(appointment.id);
  const can = availableActions(appointment);
  const any = can.reschedule || can.cancel || can.confirm || can.outcome;
  const close = (open: boolean) => !open && setDialog(undefined);

  function changeStatus(status: AppointmentStaffStatus, reason?: string) {
    setStatus.mutate(
      { status, reason },
      {
        onSuccess: () => {
          toast({ title: APPOINTMENT_ACTIONS.statusSaved[status] });
          setDialog(undefined);
        },
        onError: failed,
      },
    );
  }

  return (
    <Panel id="appointment-actions" title="Actions" className={className}>
      {can.confirm && <p className="mt-2 text-sm text-muted-foreground">{APPOINTMENT_PAGE.waitingHelp}</p>}
      {can.outcome && <p className="mt-2 text-sm text-muted-foreground">{APPOINTMENT_PAGE.pastHelp}</p>}
      {appointment.cancelReason && appointment.status === "cancelled" && (
        <p className="mt-2 text-sm break-words whitespace-pre-wrap">{appointment.cancelReason}</p>
      )}
      {any ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {can.confirm && (
            <Button onClick={() => changeStatus("confirmed")} disabled={setStatus.isPending}>
              <Check aria-hidden />
              {APPOINTMENT_ACTIONS.confirm}
            </Button>
          )}
          {can.decline && (
            <Button variant="outline-destructive" onClick={() => setDialog("decline")}>
              <X aria-hidden />
              {APPOINTMENT_ACTIONS.decline}
            </Button>
          )}
          {can.outcome && (
            <>
              <Button onClick={() => changeStatus("completed")} disabled={setStatus.isPending}>
                <CircleCheck aria-hidden />
                {APPOINTMENT_ACTIONS.completed}
              </Button>
              <Button variant="outline" onClick={() => changeStatus("no_show")} disabled={setStatus.isPending}>
                <UserX aria-hidden />
                {APPOINTMENT_ACTIONS.noShow}
              </Button>
            </>
          )}
          {can.reschedule && (
            <Button variant="outline" onClick={() => setDialog("reschedule")}>
              <CalendarClock aria-hidden />
              {APPOINTMENT_ACTIONS.reschedule}
            </Button>
          )}
          {can.cancel && (
            <Button variant="outline-destructive" onClick={() => setDialog("cancel")}>
              <X aria-hidden />
              {APPOINTMENT_ACTIONS.cancel}
            </Button>
          )}
        </div>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">{APPOINTMENT_PAGE.noActions}</p>
      )}

      {dialog === "reschedule" && <RescheduleDialog appointment={appointment} onClose={() => setDialog(undefined)} />}
      <ReasonDialog
        open={dialog === "cancel"}
        onOpenChange={close}
        title={APPOINTMENT_ACTIONS.cancelTitle}
        description={APPOINTMENT_ACTIONS.cancelDescription(appointment.bookerName)}
        label={APPOINTMENT_ACTIONS.cancelReason}
        confirmLabel={APPOINTMENT_ACTIONS.cancelConfirm}
        pending={cancel.isPending}
        onConfirm={(reason) =>
          cancel.mutate(reason, {
            onSuccess: () => {
              toast({ title: APPOINTMENT_ACTIONS.cancelled });
              setDialog(undefined);
            },
            onError: failed,
          })
        }
      />
      <ReasonDialog
        open={dialog === "decline"}
        onOpenChange={close}
        title={APPOINTMENT_ACTIONS.declineTitle}
        description={APPOINTMENT_ACTIONS.declineDescription(appointment.bookerName)}
        label={APPOINTMENT_ACTIONS.declineReason}
        confirmLabel={APPOINTMENT_ACTIONS.declineConfirm}
        pending={setStatus.isPending}
        onConfirm={(reason) => changeStatus("declined", reason)}
      />
    </Panel>
  );
}
