import { describe, expect, it } from "vitest";
import {
  type AvailabilityWindow,
  type BlockedTime,
  type BusyAppointment,
  computeDaySlots,
  type DateOverride,
  type DaySlotsInput,
  type SlotBookingType,
  type WeeklyWindow,
} from "../../worker/domain/slots";

/**
 * The slot function against every rule at once (issue 18): many generated days (overrides, buffers before and
 * after, caps per type and overall, notices, days ahead, blocked times, and both daylight-saving days of 2026 in New
 * York), each available slot checked by a checker written apart from the function, on Intl alone; then targeted
 * cases with the exact slots expected.
 */

const NY = "America/New_York";
const TYPE = "type-under-test";
const OTHER = "type-other";
const HOUR = 3_600_000;
const MINUTE = 60_000;

// ---- An independent clock for New York, on Intl only (the function uses date-fns and @date-fns/tz). ----

const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: NY,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** "yyyy-MM-dd" and minutes of the day on New York's clock. */
function wall(instant: number): { date: string; minutes: number } {
  const p = Object.fromEntries(parts.formatToParts(instant).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, minutes: Number(p.hour) * 60 + Number(p.minute) };
}

/** The first instant at which New York's clock reads `date` `minutes`, or null (skipped): New York is UTC-4 or UTC-5. */
function instantOf(date: string, minutes: number): number | null {
  const utc = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE;
  const found = [4, 5].map((h) => utc + h * HOUR).filter((i) => wall(i).date === date && wall(i).minutes === minutes);
  return found.length ? Math.min(...found) : null;
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const dayOfWeek = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 24 * HOUR).toISOString().slice(0, 10);
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

// ---- A seeded generator, so a failure names a case that can be run again. ----

function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)]!;
  return { next, int, pick };
}

type Gen = ReturnType<typeof generator>;

/** Windows of one day, apart and in order; ends never in the hour a spring change skips. */
function windowsOf(g: Gen, night: boolean): { startTime: string; endTime: string }[] {
  const windows: { startTime: string; endTime: string }[] = [];
  let at = night ? 0 : g.pick([8 * 60, 9 * 60, 9 * 60 + 30]);
  for (let i = g.int(1, 3); i > 0; i--) {
    const end = at + g.pick([60, 90, 120, 180, 240]);
    if (end >= 24 * 60) break;
    const endTime = hhmm(Math.floor(end / 60) === 2 ? 3 * 60 : end);
    windows.push({ startTime: hhmm(at), endTime });
    at = toMinutes(endTime) + g.pick([0, 30, 60]);
  }
  return windows;
}

const DATES = ["2026-03-06", "2026-03-08", "2026-03-09", "2026-11-01", "2026-11-02", "2026-11-16", "2026-11-20"];
const DST_DAYS = new Set(["2026-03-08", "2026-11-01"]);

function generateCase(seed: number): DaySlotsInput {
  const g = generator(seed);
  const date = g.pick(DATES);
  const night = DST_DAYS.has(date) && g.next() < 0.7;
  const type: SlotBookingType = {
    id: TYPE,
    duration: g.pick([15, 30, 45, 60, 90]),
    bufferBefore: g.pick([0, 0, 10, 15, 30]),
    bufferTime: g.pick([0, 5, 15]),
    minNoticeHours: g.pick([0, 1, 2, 24, 48]),
    maxAdvanceBooking: g.pick([0, 1, 2, 3, 30]),
    dailyCap: g.pick([null, null, 0, 1, 2, 3]),
  };
  const dayStart = instantOf(date, 0)!;
  // "now": from three days before the date to the day's afternoon.
  const now = new Date(dayStart - 3 * 24 * HOUR + g.int(0, 3.6 * 24 * 60) * MINUTE);
  // A type with hours of its own (which narrow the firm's), or one that follows the firm's (decision 090).
  const availability: AvailabilityWindow[] =
    g.next() < 0.3
      ? []
      : [
          ...windowsOf(g, night).map((w) => ({ ...w, dayOfWeek: dayOfWeek(date), isActive: true })),
          ...(g.next() < 0.3
            ? [{ dayOfWeek: dayOfWeek(date), startTime: "12:00", endTime: "13:00", isActive: false }]
            : []),
          { dayOfWeek: (dayOfWeek(date) + 1) % 7, startTime: "00:00", endTime: "23:00", isActive: true },
        ];
  const firmHours: WeeklyWindow[] = [
    ...g.pick([[], [{ startTime: "00:00", endTime: "23:59" }], windowsOf(g, night)]).map((w) => ({
      ...w,
      dayOfWeek: dayOfWeek(date),
    })),
    { dayOfWeek: (dayOfWeek(date) + 6) % 7, startTime: "00:00", endTime: "23:00" },
  ];
  const overrides: DateOverride[] = [];
  const kind = g.pick([
    "none",
    "none",
    "all_closed",
    "all_windows",
    "own_windows",
    "own_closed",
    "other_type",
    "other_date",
  ] as const);
  if (kind === "all_closed" || (kind === "own_closed" && g.next() < 0.5))
    overrides.push({ date, bookingTypeId: null, closed: true, windows: null });
  if (kind === "all_windows" || (kind === "own_windows" && g.next() < 0.5))
    overrides.push({ date, bookingTypeId: null, closed: false, windows: windowsOf(g, night) });
  if (kind === "own_windows")
    overrides.push({ date, bookingTypeId: TYPE, closed: false, windows: windowsOf(g, night) });
  if (kind === "own_closed") overrides.push({ date, bookingTypeId: TYPE, closed: true, windows: null });
  if (kind === "other_type") overrides.push({ date, bookingTypeId: OTHER, closed: true, windows: null });
  if (kind === "other_date")
    overrides.push({ date: plusDays(date, 1), bookingTypeId: null, closed: true, windows: null });

  const appointments: BusyAppointment[] = [];
  for (let i = g.int(0, 5); i > 0; i--) {
    // Around the day, a few hours either side, so buffers across midnight count too.
    const start = dayStart + g.int(-3 * 60, 27 * 60) * MINUTE;
    appointments.push({
      bookingTypeId: g.pick([TYPE, OTHER]),
      appointmentDate: new Date(start),
      endsAt: new Date(start + g.pick([15, 30, 45, 60]) * MINUTE),
      bufferBefore: g.pick([0, 10, 30]),
      bufferTime: g.pick([0, 15]),
    });
  }
  const blockedTimes: BlockedTime[] =
    g.next() < 0.3
      ? [
          {
            startDateTime: new Date(dayStart + g.int(8, 14) * HOUR),
            endDateTime: new Date(dayStart + g.int(15, 17) * HOUR),
            isRecurring: false,
            recurringPattern: null,
          },
        ]
      : [];
  return {
    date,
    now,
    type,
    firmHours,
    availability,
    overrides,
    blockedTimes,
    appointments,
    overallDailyCap: g.pick([null, null, 0, 1, 2, 4]),
  };
}

/** Every rule a slot offered as available breaks, by the independent checker; [] when it breaks none. */
function brokenRules(
  input: DaySlotsInput,
  slot: { start: Date; end: Date; startTime: string; endTime: string },
): string[] {
  const broken: string[] = [];
  const { type, date } = input;
  const start = slot.start.getTime();
  const end = slot.end.getTime();
  const today = wall(input.now.getTime()).date;
  if (date < today) broken.push("past day");
  if (date > plusDays(today, type.maxAdvanceBooking)) broken.push("days ahead");
  if (start < input.now.getTime() + type.minNoticeHours * HOUR) broken.push("notice");
  if (end - start !== type.duration * MINUTE) broken.push("duration");
  if (
    wall(start).date !== date ||
    hhmm(wall(start).minutes) !== slot.startTime ||
    instantOf(date, wall(start).minutes) !== start
  )
    broken.push("start time");
  if (hhmm(wall(end).minutes) !== slot.endTime) broken.push("end time");

  // The firm's windows and the type's: a slot must lie in one of each (the type with none of its own follows the firm).
  const ofDate = (input.overrides ?? []).filter((o) => o.date === date);
  const firmOverrides = ofDate.filter((o) => o.bookingTypeId === null);
  const own = ofDate.filter((o) => o.bookingTypeId === type.id);
  if ([...firmOverrides, ...own].some((o) => o.closed)) broken.push("closed override");
  const weekly = (list: readonly { dayOfWeek: number; startTime: string; endTime: string }[]) =>
    list.filter((w) => w.dayOfWeek === dayOfWeek(date));
  const firmWindows = firmOverrides.length ? firmOverrides.flatMap((o) => o.windows ?? []) : weekly(input.firmHours);
  const ownHours = input.availability.filter((w) => w.isActive);
  const ownWindows = own.length
    ? own.flatMap((o) => o.windows ?? [])
    : ownHours.length
      ? weekly(ownHours)
      : firmWindows;
  const holds = (windows: readonly { startTime: string; endTime: string }[]) =>
    windows.some((w) => {
      const windowEnd = instantOf(date, toMinutes(w.endTime));
      return wall(start).minutes >= toMinutes(w.startTime) && windowEnd !== null && end <= windowEnd;
    });
  if (!holds(firmWindows) || !holds(ownWindows)) broken.push("hours");

  if (input.blockedTimes.some((b) => start < b.endDateTime.getTime() && b.startDateTime.getTime() < end))
    broken.push("blocked");
  const from = start - type.bufferBefore * MINUTE;
  const to = end + type.bufferTime * MINUTE;
  for (const a of input.appointments) {
    if (from < a.endsAt.getTime() + a.bufferTime * MINUTE && a.appointmentDate.getTime() - a.bufferBefore * MINUTE < to)
      broken.push("buffers");
  }
  const sameDay = input.appointments.filter((a) => wall(a.appointmentDate.getTime()).date === date);
  if (type.dailyCap !== null && sameDay.filter((a) => a.bookingTypeId === type.id).length >= type.dailyCap)
    broken.push("type cap");
  if (input.overallDailyCap != null && sameDay.length >= input.overallDailyCap) broken.push("overall cap");
  return broken;
}

describe("the slot matrix: no available slot breaks any rule", () => {
  const CASES = 3000;

  it(`holds for ${CASES} generated days, and the matrix is not vacuous`, () => {
    let offered = 0;
    const statuses = new Map<string, number>();
    const coverage = new Set<string>();
    for (let seed = 1; seed <= CASES; seed++) {
      const input = generateCase(seed);
      const slots = computeDaySlots(input);
      for (const slot of slots) {
        statuses.set(slot.status, (statuses.get(slot.status) ?? 0) + 1);
        if (slot.status !== "available") continue;
        offered++;
        const broken = brokenRules(input, slot);
        expect(broken, `seed ${seed}, ${input.date} ${slot.startTime}`).toEqual([]);
        if (DST_DAYS.has(input.date)) coverage.add(`dst ${input.date}`);
        if (input.type.bufferBefore > 0 && input.appointments.length > 0)
          coverage.add("buffer before with appointments");
        if ((input.overrides ?? []).some((o) => o.date === input.date && o.windows)) coverage.add("override windows");
        if (input.availability.length === 0) coverage.add("type follows the firm");
        if (input.type.dailyCap !== null && input.appointments.length > 0) coverage.add("type cap with appointments");
        if (input.overallDailyCap != null && input.appointments.length > 0)
          coverage.add("overall cap with appointments");
      }
      // Days a rule closes offer nothing at all.
      const ofDate = (input.overrides ?? []).filter((o) => o.date === input.date);
      if (ofDate.some((o) => (o.bookingTypeId === TYPE || o.bookingTypeId === null) && o.closed))
        expect(slots, `seed ${seed}`).toEqual([]);
    }
    expect(offered).toBeGreaterThan(1000);
    for (const status of ["available", "too_soon", "blocked", "full", "booked"])
      expect(statuses.get(status) ?? 0, status).toBeGreaterThan(50);
    expect([...coverage].sort()).toEqual([
      "buffer before with appointments",
      "dst 2026-03-08",
      "dst 2026-11-01",
      "overall cap with appointments",
      "override windows",
      "type cap with appointments",
      "type follows the firm",
    ]);
  });

  it("the checker catches a broken rule (it is not vacuous either)", () => {
    const input = generateCase(7);
    const slot = {
      start: new Date(input.now.getTime() - HOUR),
      end: new Date(input.now.getTime()),
      startTime: "00:00",
      endTime: "00:00",
    };
    expect(brokenRules(input, slot)).toContain("notice");
  });
});

describe("the slot rules: exact slots", () => {
  const base: SlotBookingType = {
    id: TYPE,
    duration: 60,
    bufferBefore: 0,
    bufferTime: 0,
    minNoticeHours: 2,
    maxAdvanceBooking: 30,
    dailyCap: null,
  };
  const weekdayHours: AvailabilityWindow[] = [1, 2, 3, 4, 5].map((d) => ({
    dayOfWeek: d,
    startTime: "09:00",
    endTime: "13:00",
    isActive: true,
  }));
  /** Friday November 13, 2026, noon in New York. */
  const friday = new Date(Date.UTC(2026, 10, 13, 17));
  const monday = "2026-11-16";
  const at = (time: string, date = monday) => new Date(instantOf(date, toMinutes(time))!);
  const busy = (time: string, minutes: number, options: Partial<BusyAppointment> = {}): BusyAppointment => ({
    bookingTypeId: OTHER,
    appointmentDate: at(time),
    endsAt: new Date(at(time).getTime() + minutes * MINUTE),
    bufferBefore: 0,
    bufferTime: 0,
    ...options,
  });
  const run = (input: Partial<DaySlotsInput>) =>
    computeDaySlots({
      date: monday,
      now: friday,
      type: base,
      // The firm open round the clock every day: the type's own hours and overrides shape the day.
      firmHours: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, startTime: "00:00", endTime: "23:59" })),
      availability: weekdayHours,
      blockedTimes: [],
      appointments: [],
      ...input,
    });
  const free = (input: Partial<DaySlotsInput>) =>
    run(input)
      .filter((s) => s.status === "available")
      .map((s) => s.startTime);

  it("the grid steps by buffer before + duration + buffer after", () => {
    expect(free({ type: { ...base, bufferBefore: 15, bufferTime: 15 } }).join(" ")).toBe("09:00 10:30 12:00");
    expect(free({}).join(" ")).toBe("09:00 10:00 11:00 12:00");
  });

  it("this type's buffer before keeps it clear of an appointment ending just before; that appointment's buffer after too", () => {
    // An appointment 08:30-09:45: 10:00 is free with no buffers, not with 30 minutes before.
    expect(free({ appointments: [busy("08:30", 75)] })).toEqual(["10:00", "11:00", "12:00"]);
    // 30 minutes before: the grid steps by 90, and 09:00 (claiming from 08:30) is taken.
    expect(free({ type: { ...base, bufferBefore: 30 }, appointments: [busy("08:30", 75)] })).toEqual([
      "10:30",
      "12:00",
    ]);
    expect(free({ appointments: [busy("08:30", 75, { bufferTime: 20 })] })).toEqual(["11:00", "12:00"]);
  });

  it("an appointment's own buffer before keeps the slot before it clear", () => {
    // 11:15 with 20 minutes before starts its claim at 10:55: the 10:00-11:00 slot overlaps it.
    expect(free({ appointments: [busy("11:15", 30, { bufferBefore: 20 })] })).toEqual(["09:00", "12:00"]);
    expect(free({ appointments: [busy("11:15", 30, { bufferBefore: 10 })] })).toEqual(["09:00", "10:00", "12:00"]);
  });

  it("the type's minimum notice in hours", () => {
    const mondayEight = at("08:00");
    expect(free({ now: mondayEight })).toEqual(["10:00", "11:00", "12:00"]);
    expect(free({ now: mondayEight, type: { ...base, minNoticeHours: 0 } })).toEqual([
      "09:00",
      "10:00",
      "11:00",
      "12:00",
    ]);
    expect(free({ type: { ...base, minNoticeHours: 72 } })).toEqual(["12:00"]);
  });

  it("maximum days ahead: today + N is the last bookable day", () => {
    expect(run({ type: { ...base, maxAdvanceBooking: 3 } })).toHaveLength(4);
    expect(run({ type: { ...base, maxAdvanceBooking: 2 } })).toEqual([]);
  });

  it("overrides: closed; other hours; the firm's bound the type's (decision 090); another type's or date's is ignored", () => {
    const closed: DateOverride = { date: monday, bookingTypeId: null, closed: true, windows: null };
    const late: DateOverride = {
      date: monday,
      bookingTypeId: TYPE,
      closed: false,
      windows: [{ startTime: "14:00", endTime: "16:30" }],
    };
    expect(run({ overrides: [closed] })).toEqual([]);
    // The firm's other hours are the day of a type that follows the firm; they bound one with hours of its own.
    expect(free({ overrides: [{ ...late, bookingTypeId: null }], availability: [] })).toEqual(["14:00", "15:00"]);
    expect(free({ overrides: [{ ...late, bookingTypeId: null }] })).toEqual([]);
    expect(free({ overrides: [late] })).toEqual(["14:00", "15:00"]);
    // A firm closure closes the type whatever its own override says.
    expect(free({ overrides: [closed, late] })).toEqual([]);
    expect(
      run({
        overrides: [
          { ...closed, bookingTypeId: TYPE },
          { ...late, bookingTypeId: null },
        ],
      }),
    ).toEqual([]);
    expect(
      free({
        overrides: [
          { ...closed, bookingTypeId: OTHER },
          { ...closed, date: "2026-11-17" },
        ],
      }),
    ).toHaveLength(4);
  });

  it("a Saturday opens like any day: by the firm's hours, for a type that follows them (decision 090)", () => {
    const saturday = "2026-11-21";
    const firmHours = [{ dayOfWeek: 6, startTime: "09:00", endTime: "12:00" }];
    expect(free({ date: saturday, firmHours, availability: [] })).toEqual(["09:00", "10:00", "11:00"]);
    // A type whose own hours have no Saturday stays closed that day.
    expect(run({ date: saturday, firmHours })).toEqual([]);
  });

  it("daily caps: a full day shows its slots as full; cancelled ones are not passed in; other days and types are not counted", () => {
    const mine = busy("12:00", 30, { bookingTypeId: TYPE });
    const statuses = (input: Partial<DaySlotsInput>) => run(input).map((s) => s.status);
    expect(statuses({ type: { ...base, dailyCap: 1 }, appointments: [mine] })).toEqual([
      "full",
      "full",
      "full",
      "full",
    ]);
    expect(free({ type: { ...base, dailyCap: 1 }, appointments: [busy("12:00", 30)] })).toEqual([
      "09:00",
      "10:00",
      "11:00",
    ]);
    expect(free({ type: { ...base, dailyCap: 2 }, appointments: [mine] })).toEqual(["09:00", "10:00", "11:00"]);
    expect(statuses({ overallDailyCap: 1, appointments: [busy("12:00", 30)] })).toEqual([
      "full",
      "full",
      "full",
      "full",
    ]);
    expect(
      free({
        overallDailyCap: 1,
        appointments: [{ ...mine, appointmentDate: at("12:00", "2026-11-17"), endsAt: at("12:30", "2026-11-17") }],
      }),
    ).toHaveLength(4);
    expect(run({ type: { ...base, dailyCap: 0 } }).every((s) => s.status === "full")).toBe(true);
    // The notice still reads first: a slot too soon is too soon, full or not.
    expect(run({ now: at("08:00"), overallDailyCap: 0 }).map((s) => s.status)).toEqual([
      "too_soon",
      "full",
      "full",
      "full",
    ]);
  });

  it("spring forward, 2026-03-08: other hours over the night skip 02:00 and a cap counts the day by New York's clock", () => {
    const date = "2026-03-08";
    const now = new Date(Date.UTC(2026, 2, 1));
    const night: DateOverride = {
      date,
      bookingTypeId: null,
      closed: false,
      windows: [{ startTime: "00:00", endTime: "05:00" }],
    };
    // The type follows the firm, whose other hours that Sunday are the day's.
    const input = { date, now, overrides: [night], availability: [] };
    expect(run(input).map((s) => `${s.startTime}-${s.endTime}`)).toEqual([
      "00:00-01:00",
      "01:00-03:00",
      "03:00-04:00",
      "04:00-05:00",
    ]);
    // Steps of 90 minutes on the clock: 01:30 standard time lasts to 03:30 daylight time.
    expect(run({ ...input, type: { ...base, bufferBefore: 30 } }).map((s) => `${s.startTime}-${s.endTime}`)).toEqual([
      "00:00-01:00",
      "01:30-03:30",
      "03:00-04:00",
    ]);
    // 23:30 on March 7 is not March 8: the cap of one is not reached.
    const eve = { ...busy("23:30", 15), appointmentDate: at("23:30", "2026-03-07"), endsAt: at("23:45", "2026-03-07") };
    expect(free({ ...input, overallDailyCap: 1, appointments: [eve] })).toEqual(["00:00", "01:00", "03:00", "04:00"]);
    expect(
      free({
        ...input,
        overallDailyCap: 1,
        appointments: [{ ...eve, appointmentDate: at("04:30", date), endsAt: at("04:45", date) }],
      }),
    ).toEqual([]);
  });

  it("fall back, 2026-11-01: the repeated hour is offered once and a buffer counts real minutes", () => {
    const date = "2026-11-01";
    const now = new Date(Date.UTC(2026, 9, 20));
    const night: DateOverride = {
      date,
      bookingTypeId: TYPE,
      closed: false,
      windows: [{ startTime: "00:00", endTime: "03:00" }],
    };
    const input = { date, now, overrides: [night] };
    expect(run(input).map((s) => `${s.startTime}-${s.endTime}`)).toEqual(["00:00-01:00", "01:00-01:00", "02:00-03:00"]);
    // An appointment at 01:30 standard time (06:30-07:00 UTC), in the repeated hour: the slot 01:00 (daylight time,
    // 05:00-06:00 UTC) ends before it and 02:00 (07:00 UTC) starts as it ends.
    const second = {
      ...busy("00:00", 30),
      appointmentDate: new Date(Date.UTC(2026, 10, 1, 6, 30)),
      endsAt: new Date(Date.UTC(2026, 10, 1, 7)),
    };
    expect(free({ ...input, appointments: [second] })).toEqual(["00:00", "01:00", "02:00"]);
    // 30 minutes after: steps of 90, and 01:30 daylight time (05:30-06:30 UTC, kept to 07:00) reaches it.
    expect(
      run({ ...input, type: { ...base, bufferTime: 30 }, appointments: [second] }).map((s) => [s.startTime, s.status]),
    ).toEqual([
      ["00:00", "available"],
      ["01:30", "booked"],
    ]);
  });
});
