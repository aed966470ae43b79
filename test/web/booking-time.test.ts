import { describe, expect, it } from "vitest";
import { timeRange, visitorTimeRange, wizardDates } from "../../web/lib/booking-time";

describe("wizardDates", () => {
  it("offers the next 30 days in New York, weekends included, starting today there", () => {
    // Saturday November 14, 2026, 03:00 UTC is still Friday the 13th in New York.
    const dates = wizardDates(Date.UTC(2026, 10, 14, 3));
    expect(dates[0]).toEqual({ date: "2026-11-13", weekday: "Fri", monthDay: "Nov 13" });
    expect(dates[1]).toEqual({ date: "2026-11-14", weekday: "Sat", monthDay: "Nov 14" });
    expect(dates[2]?.weekday).toBe("Sun");
    expect(dates).toHaveLength(30);
    expect(dates.at(-1)?.date).toBe("2026-12-12");
  });
});

describe("time ranges", () => {
  const start = "2026-11-16T15:00:00.000Z";
  const end = "2026-11-16T15:45:00.000Z";
  it("reads on the business clock with its label, and on the visitor's when that differs", () => {
    expect(timeRange(start, end, "America/New_York")).toBe("10:00 AM - 10:45 AM ET");
    expect(visitorTimeRange(start, end, "America/Los_Angeles")).toBe("7:00 AM - 7:45 AM PT");
    expect(visitorTimeRange(start, end, "America/Detroit")).toBeNull();
    expect(visitorTimeRange(start, end, "America/New_York")).toBeNull();
  });
});
