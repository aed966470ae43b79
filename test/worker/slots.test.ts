import { describe, expect, it } from "vitest";
import {
  formatClockTime,
  formatLongDate,
  isCalendarDate,
  zonedTimeToInstant,
  zoneLabel,
} from "../../worker/contract/time-zone";
import {
  type AvailabilityWindow,
  type BusyAppointment,
  computeDaySlots,
  type DaySlotsInput,
  dayAvailability,
} from "../../worker/domain/slots";

const NY = "America/New_York";
const weekdays: AvailabilityWindow[] = [1, 2, 3, 4, 5].map((dayOfWeek) => ({
  dayOfWeek,
  startTime: "09:00",
  endTime: "17:00",
  isActive: true,
}));
/** A firm calendar open round the clock every day, so that the type's own hours alone shape the day. */
const openAllWeek = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, startTime: "00:00", endTime: "23:59" }));
const rulesOf = { id: "consultation", bufferBefore: 0, minNoticeHours: 2, dailyCap: null };
const consultation = { ...rulesOf, duration: 45, bufferTime: 15, maxAdvanceBooking: 30 };
/** Friday November 13, 2026, noon in New York. */
const fridayNoon = new Date(Date.UTC(2026, 10, 13, 17));

function slots(overrides: Partial<DaySlotsInput> = {}) {
  return computeDaySlots({
    date: "2026-11-16",
    now: fridayNoon,
    type: consultation,
    firmHours: openAllWeek,
    availability: weekdays,
    blockedTimes: [],
    appointments: [],
    ...overrides,
  });
}

const at = (date: string, time: string) => new Date(zonedTimeToInstant(date, time, NY)!);
const available = (list: ReturnType<typeof slots>) =>
  list.filter((s) => s.status === "available").map((s) => s.startTime);
const statusOf = (list: ReturnType<typeof slots>) => Object.fromEntries(list.map((s) => [s.startTime, s.status]));

function appointment(date: string, start: string, minutes: number, bufferTime = 15): BusyAppointment {
  const appointmentDate = at(date, start);
  return {
    bookingTypeId: "other",
    appointmentDate,
    endsAt: new Date(appointmentDate.getTime() + minutes * 60_000),
    bufferBefore: 0,
    bufferTime,
  };
}

describe("computeDaySlots: the grid", () => {
  it("steps by duration plus buffer from the window start, in New York time", () => {
    const day = slots();
    expect(day.map((s) => `${s.startTime}-${s.endTime}`)).toEqual([
      "09:00-09:45",
      "10:00-10:45",
      "11:00-11:45",
      "12:00-12:45",
      "13:00-13:45",
      "14:00-14:45",
      "15:00-15:45",
      "16:00-16:45",
    ]);
    expect(day.every((s) => s.status === "available")).toBe(true);
    expect(day[0]?.start.toISOString()).toBe("2026-11-16T14:00:00.000Z");
  });

  it("leaves out a start whose duration would run past the window's end", () => {
    const day = slots({ type: { ...rulesOf, duration: 60, bufferTime: 15, maxAdvanceBooking: 30 } });
    expect(day.map((s) => s.startTime)).toEqual(["09:00", "10:15", "11:30", "12:45", "14:00", "15:15"]);
    expect(day.at(-1)?.endTime).toBe("16:15");
  });

  it("keeps only the start times a type is limited to, and reads a type whose windows are all off as following the firm", () => {
    expect(
      slots({ type: { ...consultation, availableSlots: ["10:00", "14:00", "14:30"] } }).map((s) => s.startTime),
    ).toEqual(["10:00", "14:00"]);
    const firm = [{ dayOfWeek: 1, startTime: "10:00", endTime: "12:00" }];
    const off = weekdays.map((w) => ({ ...w, isActive: false }));
    expect(slots({ firmHours: firm, availability: off }).map((s) => s.startTime)).toEqual(["10:00", "11:00"]);
  });
});

describe("computeDaySlots: the firm calendar and the type's hours (decision 090)", () => {
  const firm = [
    ...[1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startTime: "08:00", endTime: "18:00" })),
    { dayOfWeek: 6, startTime: "09:00", endTime: "14:00" },
  ];
  const hour = { ...consultation, duration: 60, bufferTime: 0 };

  it("a type with no hours of its own follows the firm's, Saturday included; Sunday is closed", () => {
    const monday = slots({ type: hour, firmHours: firm, availability: [] });
    expect(monday.map((s) => s.startTime)).toEqual([
      "08:00",
      "09:00",
      "10:00",
      "11:00",
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
    ]);
    const saturday = slots({ date: "2026-11-14", type: hour, firmHours: firm, availability: [] });
    expect(saturday.map((s) => `${s.startTime}-${s.endTime}`)).toEqual([
      "09:00-10:00",
      "10:00-11:00",
      "11:00-12:00",
      "12:00-13:00",
      "13:00-14:00",
    ]);
    expect(slots({ date: "2026-11-15", type: hour, firmHours: firm, availability: [] })).toEqual([]);
  });

  it("a type's own hours narrow the firm's and cannot open what the firm keeps closed", () => {
    const own = [
      { dayOfWeek: 1, startTime: "07:00", endTime: "10:00", isActive: true },
      { dayOfWeek: 1, startTime: "16:00", endTime: "20:00", isActive: true },
      { dayOfWeek: 0, startTime: "09:00", endTime: "17:00", isActive: true },
    ];
    const monday = slots({ type: hour, firmHours: firm, availability: own });
    expect(monday.map((s) => s.startTime)).toEqual(["08:00", "09:00", "16:00", "17:00"]);
    expect(slots({ date: "2026-11-15", type: hour, firmHours: firm, availability: own })).toEqual([]);
    // Saturday: the type has no hours that weekday, so it is closed for it although the firm is open.
    expect(slots({ date: "2026-11-14", type: hour, firmHours: firm, availability: own })).toEqual([]);
  });

  it("a firm closure closes every type, whatever the type's own override says; a type's override windows are bounded by the firm's", () => {
    const firmClosed = { date: "2026-11-16", bookingTypeId: null, closed: true, windows: null };
    const typeOpen = {
      date: "2026-11-16",
      bookingTypeId: hour.id,
      closed: false,
      windows: [{ startTime: "06:00", endTime: "10:00" }],
    };
    expect(slots({ type: hour, firmHours: firm, availability: [], overrides: [firmClosed, typeOpen] })).toEqual([]);
    const opened = slots({ type: hour, firmHours: firm, availability: [], overrides: [typeOpen] });
    expect(opened.map((s) => s.startTime)).toEqual(["08:00", "09:00"]);
  });

  it("has no slots on past days or beyond the type's maximum advance", () => {
    expect(slots({ date: "2026-11-12" })).toEqual([]);
    const threeDays = { ...consultation, maxAdvanceBooking: 3 };
    expect(slots({ date: "2026-11-16", type: threeDays })).toHaveLength(8);
    expect(slots({ date: "2026-11-17", type: threeDays })).toEqual([]);
    expect(slots({ date: "2026-12-11" })).toHaveLength(8);
    expect(slots({ date: "2026-12-14" })).toEqual([]);
  });
});

describe("computeDaySlots: what makes a slot unavailable", () => {
  it("the minimum notice of two hours, and the past", () => {
    const mondayMorning = at("2026-11-16", "10:30");
    const day = slots({ now: mondayMorning });
    expect(statusOf(day)).toMatchObject({
      "09:00": "too_soon",
      "10:00": "too_soon",
      "12:00": "too_soon",
      "13:00": "available",
    });
    expect(available(slots({ now: at("2026-11-16", "11:00") }))[0]).toBe("13:00");
    expect(available(slots({ now: at("2026-11-16", "11:01") }))[0]).toBe("14:00");
  });

  it("a blocked time in the middle of the day", () => {
    const lunch = {
      startDateTime: at("2026-11-16", "12:00"),
      endDateTime: at("2026-11-16", "13:30"),
      isRecurring: false,
      recurringPattern: null,
    };
    expect(statusOf(slots({ blockedTimes: [lunch] }))).toMatchObject({
      "11:00": "available",
      "12:00": "blocked",
      "13:00": "blocked",
      "14:00": "available",
    });
    expect(available(slots({ date: "2026-11-17", blockedTimes: [lunch] }))).toHaveLength(8);
  });

  it("recurring blocks: weekly on the same weekday and daily, on the wall clock across a DST change, never before they start", () => {
    // Made on Monday October 5 (daylight time), still 12:00-13:00 on the clock in November (standard time).
    const teamMeeting = {
      startDateTime: at("2026-10-05", "12:00"),
      endDateTime: at("2026-10-05", "13:00"),
      isRecurring: true,
      recurringPattern: "weekly",
    };
    expect(statusOf(slots({ blockedTimes: [teamMeeting] }))).toMatchObject({
      "11:00": "available",
      "12:00": "blocked",
      "13:00": "available",
    });
    expect(available(slots({ date: "2026-11-17", blockedTimes: [teamMeeting] }))).toContain("12:00");

    const standup = {
      startDateTime: at("2026-11-17", "08:30"),
      endDateTime: at("2026-11-17", "09:30"),
      isRecurring: true,
      recurringPattern: "daily",
    };
    expect(statusOf(slots({ date: "2026-11-18", blockedTimes: [standup] }))).toMatchObject({
      "09:00": "blocked",
      "10:00": "available",
    });
    expect(statusOf(slots({ date: "2026-11-16", blockedTimes: [standup] }))["09:00"]).toBe("available");

    const unknownPattern = { ...teamMeeting, recurringPattern: "fortnightly" };
    expect(available(slots({ blockedTimes: [unknownPattern] }))).toHaveLength(8);
  });

  it("an appointment of another type, with its own buffer after it and this type's buffer after the new one", () => {
    // A 30-minute call at 10:00 (buffer 15) takes 10:00; 09:00-09:45 plus our 15 minutes ends exactly at 10:00.
    expect(statusOf(slots({ appointments: [appointment("2026-11-16", "10:00", 30)] }))).toMatchObject({
      "09:00": "available",
      "10:00": "booked",
      "11:00": "available",
    });
    // Ending 10:50, its buffer runs to 11:05: 11:00 is not offered.
    expect(statusOf(slots({ appointments: [appointment("2026-11-16", "10:20", 30)] }))["11:00"]).toBe("booked");
    // Starting 11:50, inside our 11:00 slot's buffer (11:45-12:00); ending 12:00 with no buffer of its own.
    expect(statusOf(slots({ appointments: [appointment("2026-11-16", "11:50", 10, 0)] }))).toMatchObject({
      "11:00": "booked",
      "12:00": "available",
    });
  });
});

describe("computeDaySlots on daylight-saving change days", () => {
  const night = (dayOfWeek: number, endTime: string) => [{ dayOfWeek, startTime: "00:00", endTime, isActive: true }];
  const hour = { ...rulesOf, duration: 60, bufferTime: 0, maxAdvanceBooking: 400 };

  it("the change days are Sundays: closed without Sunday hours, and the weekdays around them use the right offsets", () => {
    const now = new Date(Date.UTC(2026, 1, 20));
    expect(slots({ date: "2026-03-08", now })).toEqual([]);
    expect(slots({ date: "2026-03-06", now })[0]?.start.toISOString()).toBe("2026-03-06T14:00:00.000Z");
    expect(slots({ date: "2026-03-09", now })[0]?.start.toISOString()).toBe("2026-03-09T13:00:00.000Z");
    const autumn = new Date(Date.UTC(2026, 9, 20));
    expect(slots({ date: "2026-11-01", now: autumn })).toEqual([]);
    expect(slots({ date: "2026-10-30", now: autumn })[0]?.start.toISOString()).toBe("2026-10-30T13:00:00.000Z");
    expect(slots({ date: "2026-11-02", now: autumn })[0]?.start.toISOString()).toBe("2026-11-02T14:00:00.000Z");
    const y2027 = { ...consultation, maxAdvanceBooking: 700 };
    expect(slots({ date: "2027-03-12", now, type: y2027 })[0]?.start.toISOString()).toBe("2027-03-12T14:00:00.000Z");
    expect(slots({ date: "2027-03-15", now, type: y2027 })[0]?.start.toISOString()).toBe("2027-03-15T13:00:00.000Z");
    expect(slots({ date: "2027-11-05", now, type: y2027 })[0]?.start.toISOString()).toBe("2027-11-05T13:00:00.000Z");
    expect(slots({ date: "2027-11-08", now, type: y2027 })[0]?.start.toISOString()).toBe("2027-11-08T14:00:00.000Z");
  });

  it.each([
    ["2026-03-08", new Date(Date.UTC(2026, 1, 20))],
    ["2027-03-14", new Date(Date.UTC(2027, 1, 20))],
  ])("spring forward (%s): 02:00 does not exist and the hour from 01:00 ends at 03:00", (date, now) => {
    const day = slots({ date, now, type: hour, availability: night(0, "04:00") });
    expect(day.map((s) => `${s.startTime}-${s.endTime}`)).toEqual(["00:00-01:00", "01:00-03:00", "03:00-04:00"]);
    expect(day.map((s) => s.start.toISOString().slice(11, 16))).toEqual(["05:00", "06:00", "07:00"]);
  });

  it.each([
    ["2026-11-01", new Date(Date.UTC(2026, 9, 20))],
    ["2027-11-07", new Date(Date.UTC(2027, 9, 20))],
  ])("fall back (%s): 01:00 is its first occurrence and the window holds one more real hour", (date, now) => {
    const day = slots({ date, now, type: hour, availability: night(0, "03:00") });
    expect(day.map((s) => `${s.startTime}-${s.endTime}`)).toEqual(["00:00-01:00", "01:00-01:00", "02:00-03:00"]);
    expect(day.map((s) => s.start.toISOString().slice(11, 16))).toEqual(["04:00", "05:00", "07:00"]);
  });

  it("the minimum notice counts real hours across the change", () => {
    // 01:00 EST on March 8, 2026: two real hours later the clock reads 04:00 EDT, not 03:00.
    const now = new Date(Date.UTC(2026, 2, 8, 6, 0));
    const day = slots({
      date: "2026-03-08",
      now,
      type: { ...hour, duration: 30 },
      availability: night(0, "05:00"),
    });
    expect(day.filter((s) => s.status === "available").map((s) => s.startTime)).toEqual(["04:00", "04:30"]);
  });
});

describe("dayAvailability on the change days themselves (an office open on Sundays)", () => {
  const hour = { ...rulesOf, duration: 60, bufferTime: 0, maxAdvanceBooking: 400 };
  const sunday = (startTime: string, endTime: string) => [{ dayOfWeek: 0, startTime, endTime, isActive: true }];

  it("spring forward: a day whose only hours are the skipped hour is closed; one more real hour makes it available", () => {
    const now = new Date(Date.UTC(2026, 1, 20));
    const base = { date: "2026-03-08", now, type: hour, firmHours: openAllWeek, blockedTimes: [], appointments: [] };
    expect(dayAvailability({ ...base, availability: sunday("02:00", "03:00") })).toEqual({
      available: false,
      reason: "closed",
    });
    expect(dayAvailability({ ...base, availability: sunday("02:00", "04:00") })).toEqual({ available: true });
  });

  it("fall back: the repeated hour's first occurrence is offered, and a cap counts the day's 25 hours", () => {
    const now = new Date(Date.UTC(2026, 9, 20));
    const base = {
      date: "2026-11-01",
      now,
      type: { ...hour, dailyCap: 1 },
      blockedTimes: [],
      firmHours: openAllWeek,
      availability: sunday("01:00", "02:00"),
    };
    expect(dayAvailability({ ...base, appointments: [] })).toEqual({ available: true });
    // 23:30 EST on the change day is 04:30 UTC on November 2: still the change day's, which it fills.
    const late = new Date(Date.UTC(2026, 10, 2, 4, 30));
    const booked = {
      bookingTypeId: "consultation",
      appointmentDate: late,
      endsAt: new Date(late.getTime() + 15 * 60_000),
      bufferBefore: 0,
      bufferTime: 0,
    };
    expect(dayAvailability({ ...base, appointments: [booked] })).toEqual({ available: false, reason: "full" });
  });
});

describe("time-zone helpers", () => {
  it("finds the instant of a wall-clock time, with no instant for a skipped one and the first of a repeated one", () => {
    expect(zonedTimeToInstant("2026-03-08", "02:30", NY)).toBeNull();
    expect(new Date(zonedTimeToInstant("2026-11-01", "01:30", NY)!).toISOString()).toBe("2026-11-01T05:30:00.000Z");
    expect(new Date(zonedTimeToInstant("2026-07-01", "09:00", "Europe/London")!).toISOString()).toBe(
      "2026-07-01T08:00:00.000Z",
    );
  });

  it("checks calendar dates and formats dates and times as the spec says", () => {
    expect(["2026-02-28", "2028-02-29"].every(isCalendarDate)).toBe(true);
    expect(["2026-02-29", "2026-2-3", "2026-13-01", "tomorrow", ""].some(isCalendarDate)).toBe(false);
    const instant = Date.UTC(2026, 2, 9, 13);
    expect(formatLongDate(instant, NY)).toBe("March 9, 2026");
    expect(formatClockTime(instant, NY)).toBe("9:00 AM");
    expect(formatClockTime(instant, "America/Los_Angeles")).toBe("6:00 AM");
    expect(zoneLabel(instant, NY)).toBe("ET");
    // Never a bare offset: a zone's name, or UTC.
    expect(zoneLabel(instant, "UTC")).toBe("UTC");
    expect(zoneLabel(instant, "Etc/UTC")).toBe("UTC");
    expect(zoneLabel(instant, "Europe/Berlin")).toBe("Germany Time");
    expect(zoneLabel(instant, "Asia/Kolkata")).toBe("India Time");
  });
});
