import { type FormEvent, useState } from "react";
import type { AppointmentDetail, ScheduleWarning } from "#contract/appointments";
import { zonedTimeToInstant, zoneLabel } from "#contract/time-zone";
import { APPOINTMENT_ACTIONS } from "../../../content/appointments";
import { ApiError } from "../../../lib/api";
import { toast } from "../../ui/toast";
import { BUSINESS_ZONE, businessToday, clockTime } from "./AppointmentParts";
import { useFreeSlots, useReschedule } from "./appointment-queries";

/**
 * The move dialog's state: the day shown and its free times, the free time picked or the date and time typed, and the
 * move itself (a refusal shown as `problem` with the day's times read again; warnings kept once moved).
 */
export function useRescheduleState(appointment: AppointmentDetail, onClose: () => void) {
  const today = businessToday();
  // biome-ignore lint/complexity/useMathMinMax: ISO dates compare as strings; Math.max would make them numbers
  const [day, setDay] = useState(() => (appointment.date >= today ? appointment.date : today));
  const [start, setStart] = useState(day);
  const [chosen, setChosen] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [anyDate, setAnyDate] = useState("");
  const [anyTime, setAnyTime] = useState("");
  const [warnings, setWarnings] = useState<ScheduleWarning[]>([]);
  const slots = useFreeSlots(appointment.typeId, day);
  const reschedule = useReschedule(appointment.id);

  const free = (slots.data ?? []).filter((slot) => slot.isAvailable && slot.startsAt !== appointment.startsAt);
  const picked = free.find((slot) => slot.startsAt === chosen);

  const anyChosen = anyDate !== "" || anyTime !== "";

  /** The instant to move to: the free time picked, or the date and time typed on the firm's clock. */
  function target(): string | undefined {
    if (!anyChosen) return picked?.startsAt;
    if (!anyDate || !anyTime) {
      setProblem(APPOINTMENT_ACTIONS.anyTimeMissing);
      return undefined;
    }
    const instant = zonedTimeToInstant(anyDate, anyTime, BUSINESS_ZONE);
    if (instant === null) setProblem(APPOINTMENT_ACTIONS.anyTimeSkipped);
    return instant === null ? undefined : new Date(instant).toISOString();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setProblem(undefined);
    const startsAt = target();
    if (!startsAt) return;
    reschedule.mutate(startsAt, {
      onSuccess: (moved) => {
        toast({
          title: APPOINTMENT_ACTIONS.rescheduled,
          description: `${clockTime(startsAt)} ${zoneLabel(Date.parse(startsAt), BUSINESS_ZONE)}`,
        });
        if (moved.warnings.length > 0) setWarnings(moved.warnings);
        else onClose();
      },
      onError: (error) => {
        setProblem((error instanceof ApiError && error.serverMessage) || APPOINTMENT_ACTIONS.tryAgain);
        setChosen(undefined);
        void slots.refetch();
      },
    });
  }

  return {
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
    pending: reschedule.isPending,
    onSubmit,
  };
}
