import { CalendarClock, Check, CircleCheck, UserX, X } from "lucide-react";
import { useState } from "react";
import type { AppointmentDetail, AppointmentStaffStatus } from "#contract/appointments";
import { APPOINTMENT_ACTIONS, APPOINTMENT_PAGE } from "../../../content/appointments";
import { ApiError } from "../../../lib/api";
import { Button } from "../../ui/button";
import { toast } from "../../ui/toast";
import { Panel } from "../Panel";
import { useCancelAppointment, useSetAppointmentStatus } from "./appointment-queries";
import { ReasonDialog } from "./ReasonDialog";
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

/** The buttons of the actions that apply now; a status is saved at once, the others open their dialog. */
function ActionButtons({
  can,
  pending,
  onStatus,
  onDialog,
}: {
  can: ReturnType<typeof availableActions>;
  pending: boolean;
  onStatus: (status: AppointmentStaffStatus) => void;
  onDialog: (dialog: "reschedule" | "cancel" | "decline") => void;
}) {
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      {can.confirm && (
        <Button onClick={() => onStatus("confirmed")} disabled={pending}>
          <Check aria-hidden />
          {APPOINTMENT_ACTIONS.confirm}
        </Button>
      )}
      {can.decline && (
        <Button variant="outline-destructive" onClick={() => onDialog("decline")}>
          <X aria-hidden />
          {APPOINTMENT_ACTIONS.decline}
        </Button>
      )}
      {can.outcome && (
        <>
          <Button onClick={() => onStatus("completed")} disabled={pending}>
            <CircleCheck aria-hidden />
            {APPOINTMENT_ACTIONS.completed}
          </Button>
          <Button variant="outline" onClick={() => onStatus("no_show")} disabled={pending}>
            <UserX aria-hidden />
            {APPOINTMENT_ACTIONS.noShow}
          </Button>
        </>
      )}
      {can.reschedule && (
        <Button variant="outline" onClick={() => onDialog("reschedule")}>
          <CalendarClock aria-hidden />
          {APPOINTMENT_ACTIONS.reschedule}
        </Button>
      )}
      {can.cancel && (
        <Button variant="outline-destructive" onClick={() => onDialog("cancel")}>
          <X aria-hidden />
          {APPOINTMENT_ACTIONS.cancel}
        </Button>
      )}
    </div>
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
        <ActionButtons can={can} pending={setStatus.isPending} onStatus={changeStatus} onDialog={setDialog} />
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
