import type { TimeWindow } from "#contract/availability";

/** The override dialog's values. */
export interface OverrideFormState {
  date: string;
  /** The last day of a closed run of days; "" for one day. */
  until: string;
  /** "" = every type. */
  bookingTypeId: string;
  kind: "closed" | "windows";
  windows: TimeWindow[];
  note: string;
}

export const EMPTY: OverrideFormState = {
  date: "",
  until: "",
  bookingTypeId: "",
  kind: "closed",
  windows: [{ startTime: "09:00", endTime: "12:00" }],
  note: "",
};

/** The override to add: one day, or a closed run of days sent as from/to; for one type or every one. */
export function overrideInput(form: OverrideFormState) {
  const run = form.kind === "closed" && form.until && form.until !== form.date;
  return {
    ...(run ? { from: form.date, to: form.until } : { date: form.date }),
    ...(form.bookingTypeId && { bookingTypeId: form.bookingTypeId }),
    ...(form.kind === "closed" ? { closed: true as const } : { windows: form.windows }),
    ...(form.note.trim() && { note: form.note.trim() }),
  };
}
