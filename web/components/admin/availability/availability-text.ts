import type { TimeWindow } from "#contract/availability";

export const windowsText = (windows: readonly TimeWindow[]) =>
  windows.map((w) => `${w.startTime}–${w.endTime}`).join(", ");

/** "Mon, Nov 30, 2026" of a calendar date. */
export const dateText = (date: string) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
  }).format(Date.parse(`${date}T12:00:00Z`));
