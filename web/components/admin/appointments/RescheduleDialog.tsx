import type { AppointmentDetail } from "#contract/appointments";
import { APPOINTMENT_ACTIONS } from "../../../content/appointments";
import { Button } from "../../ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { clockTime } from "./AppointmentParts";
import { FreeDayPicker } from "./FreeDayPicker";
import { MovedWarnings } from "./MovedWarnings";
import { AnyTimeField, FreeTimesField } from "./RescheduleTimes";
import { useRescheduleState } from "./reschedule-state";

/**
 * Moves an appointment: pick a day and one of its free times of the appointment's type (the public slots), or any
 * date and time on the firm's clock (decision 090), confirm. A time another appointment holds answers 409: its
 * message is shown here and the day's times are read again. A move outside the calendar is made and its warnings
 * stay shown until staff close the dialog. Mounted only while open, so each opening starts afresh.
 */
export function RescheduleDialog({ appointment, onClose }: { appointment: AppointmentDetail; onClose: () => void }) {
  const {
    today,
    day,
    setDay,
    start,
    setStart,
    chosen,
    setChosen,
    problem,
    anyDate,
    setAnyDate,
    anyTime,
    setAnyTime,
    anyChosen,
    warnings,
    slots,
    free,
    picked,
    pending,
    onSubmit,
  } = useRescheduleState(appointment, onClose);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>{APPOINTMENT_ACTIONS.rescheduleTitle}</DialogTitle>
        <DialogDescription>{APPOINTMENT_ACTIONS.rescheduleDescription(appointment.bookerName)}</DialogDescription>
        {warnings.length > 0 ? (
          <MovedWarnings warnings={warnings} onClose={onClose} />
        ) : (
          <form onSubmit={onSubmit} className="space-y-4">
            <FreeDayPicker
              typeId={appointment.typeId}
              start={start}
              today={today}
              value={day}
              onStart={setStart}
              onChange={(next) => {
                setDay(next);
                setChosen(undefined);
              }}
            />
            <FreeTimesField
              day={day}
              slots={slots}
              free={free}
              chosen={anyChosen ? undefined : chosen}
              bookerTimeZone={appointment.bookerTimeZone}
              onChoose={(startsAt) => {
                setChosen(startsAt);
                setAnyDate("");
                setAnyTime("");
              }}
            />
            <AnyTimeField
              day={day}
              today={today}
              date={anyDate}
              time={anyTime}
              onDate={setAnyDate}
              onTime={setAnyTime}
            />
            {problem && (
              <p role="alert" className="text-sm text-red-800">
                {problem}
              </p>
            )}
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  {APPOINTMENT_ACTIONS.keep}
                </Button>
              </DialogClose>
              <Button type="submit" disabled={(!picked && !anyChosen) || pending}>
                {anyChosen
                  ? APPOINTMENT_ACTIONS.rescheduleConfirm(anyTime ? `${anyDate} ${anyTime}` : anyDate)
                  : picked
                    ? APPOINTMENT_ACTIONS.rescheduleConfirm(clockTime(picked.startsAt))
                    : APPOINTMENT_ACTIONS.rescheduleChoose}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
