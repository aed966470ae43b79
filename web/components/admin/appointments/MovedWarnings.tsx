import type { ScheduleWarning } from "#contract/appointments";
import { APPOINTMENT_ACTIONS } from "../../../content/appointments";
import { Button } from "../../ui/button";
import { DialogFooter } from "../../ui/dialog";

/** A move made outside the calendar: its warnings, shown until staff close the dialog. */
export function MovedWarnings({ warnings, onClose }: { warnings: ScheduleWarning[]; onClose: () => void }) {
  return (
    <div className="space-y-4">
      <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        <p className="font-semibold">{APPOINTMENT_ACTIONS.movedWarning}</p>
        <ul className="mt-1 list-disc pl-5">
          {warnings.map((w) => (
            <li key={w.code}>{w.message}</li>
          ))}
        </ul>
      </div>
      <DialogFooter>
        <Button type="button" onClick={onClose}>
          {APPOINTMENT_ACTIONS.done}
        </Button>
      </DialogFooter>
    </div>
  );
}
