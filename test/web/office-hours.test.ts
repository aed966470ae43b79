import { describe, expect, it } from "vitest";
import { OFFICE_HOURS } from "../../web/content/contact";
import { OFFICE_WEEKLY_HOURS } from "../../worker/contract/company";
import { formatClockTime, zonedTimeToInstant } from "../../worker/contract/time-zone";

/** The hours the site states and the weekly hours the firm calendar starts from agree (decision 090). */

const NY = "America/New_York";
const clock = (time: string) => formatClockTime(zonedTimeToInstant("2026-11-16", time, NY)!, NY);
const stated = (day: number) => {
  const hours = OFFICE_WEEKLY_HOURS.find((h) => h.dayOfWeek === day);
  return hours ? `${clock(hours.startTime)} - ${clock(hours.endTime)}` : "Closed";
};

describe("office hours", () => {
  it("the site's Monday-Friday, Saturday and Sunday hours are the firm calendar's starting hours", () => {
    expect(OFFICE_HOURS).toEqual([
      { days: "Monday - Friday", hours: stated(1) },
      { days: "Saturday", hours: stated(6) },
      { days: "Sunday", hours: stated(0) },
    ]);
    for (const day of [2, 3, 4, 5]) expect(stated(day)).toBe(stated(1));
  });
});
