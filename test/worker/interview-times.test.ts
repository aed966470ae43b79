import { describe, expect, it } from "vitest";
import { offeredTimesByDay, wallClockInterval } from "../../worker/domain/interview-time-labels";
import {
  checkInterviewSlot,
  findInterviewSlots,
  type InterviewSlot,
  type InterviewTimesInput,
  type PanelMemberTimes,
  type TimeInterval,
} from "../../worker/domain/interview-times";

/**
 * When an interview panel can meet (issue 47, item 2): hand-built calendars of members in New York, Chicago and Los
 * Angeles, the US daylight-saving weeks of 2026 (spring forward on 2026-03-08, fall back on 2026-11-01), collective
 * and round-robin panels, daily caps on each member's own clock, the notice, and the reasons a chosen time is refused.
 * Fixed clocks only.
 */

const NY = "America/New_York";
const CHI = "America/Chicago";
const LA = "America/Los_Angeles";
const NOW = new Date("2026-03-02T12:00:00Z");

type Marks = [date: string, from: string, to: string][];

function member(id: string, timeZone: string, marks: Marks, rest: Partial<PanelMemberTimes> = {}): PanelMemberTimes {
  return {
    id,
    timeZone,
    required: true,
    free: marks.map(([date, from, to]) => wallClockInterval(date, from, to, timeZone)),
    interviews: [],
    dailyCap: null,
    ...rest,
  };
}

const interval = (start: string, end: string): TimeInterval => ({ start: new Date(start), end: new Date(end) });

function input(panel: PanelMemberTimes[], rest: Partial<InterviewTimesInput> = {}): InterviewTimesInput {
  return {
    panel,
    mode: { kind: "collective" },
    durationMinutes: 60,
    stepMinutes: 30,
    minNoticeMinutes: 0,
    now: NOW,
    ...rest,
  };
}

const starts = (slots: readonly InterviewSlot[]) => slots.map((s) => s.start.toISOString());
const perDay = (slots: readonly InterviewSlot[]) => {
  const counts: Record<string, number> = {};
  for (const s of slots) {
    const day = s.start.toISOString().slice(0, 10);
    counts[day] = (counts[day] ?? 0) + 1;
  }
  return counts;
};

describe("wallClockInterval", () => {
  it("reads 9:00-17:00 on each member's clock as the UTC instants of that day, either side of both changes", () => {
    const utc = (date: string, zone: string) => {
      const { start, end } = wallClockInterval(date, "09:00", "17:00", zone);
      return [start.toISOString(), end.toISOString()];
    };
    expect(utc("2026-03-06", NY)).toEqual(["2026-03-06T14:00:00.000Z", "2026-03-06T22:00:00.000Z"]);
    expect(utc("2026-03-09", NY)).toEqual(["2026-03-09T13:00:00.000Z", "2026-03-09T21:00:00.000Z"]);
    expect(utc("2026-03-06", CHI)).toEqual(["2026-03-06T15:00:00.000Z", "2026-03-06T23:00:00.000Z"]);
    expect(utc("2026-03-09", CHI)).toEqual(["2026-03-09T14:00:00.000Z", "2026-03-09T22:00:00.000Z"]);
    expect(utc("2026-03-06", LA)).toEqual(["2026-03-06T17:00:00.000Z", "2026-03-07T01:00:00.000Z"]);
    expect(utc("2026-03-09", LA)).toEqual(["2026-03-09T16:00:00.000Z", "2026-03-10T00:00:00.000Z"]);
    expect(utc("2026-10-30", NY)).toEqual(["2026-10-30T13:00:00.000Z", "2026-10-30T21:00:00.000Z"]);
    expect(utc("2026-11-02", NY)).toEqual(["2026-11-02T14:00:00.000Z", "2026-11-02T22:00:00.000Z"]);
    expect(utc("2026-11-02", LA)).toEqual(["2026-11-02T17:00:00.000Z", "2026-11-03T01:00:00.000Z"]);
  });

  it("makes a whole change day 23 hours in spring and 25 in autumn, and moves a skipped start to 3:00", () => {
    const hours = ({ start, end }: TimeInterval) => (end.getTime() - start.getTime()) / 3_600_000;
    expect(hours(wallClockInterval("2026-03-08", "00:00", "24:00", NY))).toBe(23);
    expect(hours(wallClockInterval("2026-11-01", "00:00", "24:00", NY))).toBe(25);
    expect(hours(wallClockInterval("2026-03-08", "00:00", "24:00", LA))).toBe(23);
    const skipped = wallClockInterval("2026-03-08", "02:30", "04:00", NY);
    expect(skipped.start.toISOString()).toBe("2026-03-08T07:00:00.000Z");
    expect(skipped.end.toISOString()).toBe("2026-03-08T08:00:00.000Z");
    expect(() => wallClockInterval("2026-03-09", "17:00", "09:00", NY)).toThrow("endTime 09:00 must be after");
  });
});

describe("collective panels", () => {
  const threeZones = (dates: string[]) =>
    [
      ["nia", NY],
      ["carl", CHI],
      ["lou", LA],
    ].map(([id, zone]) =>
      member(
        id!,
        zone!,
        dates.map((date) => [date, "09:00", "17:00"]),
      ),
    );

  it("intersects 9:00-17:00 in three zones on the days around the spring change: 5 shared hours, 9 slots a day", () => {
    const slots = findInterviewSlots(input(threeZones(["2026-03-07", "2026-03-08", "2026-03-09"])));
    expect(perDay(slots)).toEqual({ "2026-03-07": 9, "2026-03-08": 9, "2026-03-09": 9 });
    // Saturday on standard time: New York's 14:00Z-22:00Z meets Los Angeles' 17:00Z-01:00Z.
    expect(starts(slots).slice(0, 9)).toEqual([
      "2026-03-07T17:00:00.000Z",
      "2026-03-07T17:30:00.000Z",
      "2026-03-07T18:00:00.000Z",
      "2026-03-07T18:30:00.000Z",
      "2026-03-07T19:00:00.000Z",
      "2026-03-07T19:30:00.000Z",
      "2026-03-07T20:00:00.000Z",
      "2026-03-07T20:30:00.000Z",
      "2026-03-07T21:00:00.000Z",
    ]);
    // From Sunday on daylight time: the shared hours are an hour earlier in UTC.
    expect(starts(slots)[9]).toBe("2026-03-08T16:00:00.000Z");
    expect(starts(slots)[17]).toBe("2026-03-08T20:00:00.000Z");
    expect(starts(slots)[18]).toBe("2026-03-09T16:00:00.000Z");
    expect(slots.every((s) => s.end.getTime() - s.start.getTime() === 3_600_000)).toBe(true);
    expect(slots[0]!.members).toEqual(["nia", "carl", "lou"]);
  });

  it("intersects them on the days around the autumn change: an hour later in UTC from Sunday on", () => {
    const slots = findInterviewSlots(
      input(threeZones(["2026-10-31", "2026-11-01", "2026-11-02"]), { now: new Date("2026-10-26T12:00:00Z") }),
    );
    expect(perDay(slots)).toEqual({ "2026-10-31": 9, "2026-11-01": 9, "2026-11-02": 9 });
    expect([starts(slots)[0], starts(slots)[8]]).toEqual(["2026-10-31T16:00:00.000Z", "2026-10-31T20:00:00.000Z"]);
    expect([starts(slots)[9], starts(slots)[17]]).toEqual(["2026-11-01T17:00:00.000Z", "2026-11-01T21:00:00.000Z"]);
    expect([starts(slots)[18], starts(slots)[26]]).toEqual(["2026-11-02T17:00:00.000Z", "2026-11-02T21:00:00.000Z"]);
  });

  it("offers the night of the spring change as 5 real hours, one slot running from 1:00 to 3:00", () => {
    const night = input([member("nia", NY, [["2026-03-08", "00:00", "06:00"]])], { stepMinutes: 60 });
    const slots = findInterviewSlots(night);
    expect(starts(slots)).toEqual([
      "2026-03-08T05:00:00.000Z",
      "2026-03-08T06:00:00.000Z",
      "2026-03-08T07:00:00.000Z",
      "2026-03-08T08:00:00.000Z",
      "2026-03-08T09:00:00.000Z",
    ]);
    expect(offeredTimesByDay(slots, NY)[0]!.times.map((t) => t.label)).toEqual([
      "12:00 AM EST - 1:00 AM EST",
      "1:00 AM EST - 3:00 AM EDT",
      "3:00 AM EDT - 4:00 AM EDT",
      "4:00 AM EDT - 5:00 AM EDT",
      "5:00 AM EDT - 6:00 AM EDT",
    ]);
  });

  it("offers the night of the autumn change as 7 real hours, 1:00 twice", () => {
    const night = input([member("nia", NY, [["2026-11-01", "00:00", "06:00"]])], {
      stepMinutes: 60,
      now: new Date("2026-10-26T12:00:00Z"),
    });
    const slots = findInterviewSlots(night);
    expect(slots).toHaveLength(7);
    expect([starts(slots)[0], starts(slots)[6]]).toEqual(["2026-11-01T04:00:00.000Z", "2026-11-01T10:00:00.000Z"]);
    expect(offeredTimesByDay(slots, NY)[0]!.times.map((t) => t.label)).toEqual([
      "12:00 AM EDT - 1:00 AM EDT",
      "1:00 AM EDT - 1:00 AM EST",
      "1:00 AM EST - 2:00 AM EST",
      "2:00 AM EST - 3:00 AM EST",
      "3:00 AM EST - 4:00 AM EST",
      "4:00 AM EST - 5:00 AM EST",
      "5:00 AM EST - 6:00 AM EST",
    ]);
  });

  it("keeps only times every required member is free for whole, and says which optional ones are free too", () => {
    const panel = [
      member("nia", NY, [["2026-03-04", "09:00", "17:00"]], {
        interviews: [interval("2026-03-04T20:00:00Z", "2026-03-04T20:30:00Z")],
      }),
      // Two marks that touch at 10:00 (16:00Z) are one stretch; the afternoon is apart.
      member("carl", CHI, [
        ["2026-03-04", "08:00", "10:00"],
        ["2026-03-04", "10:00", "12:00"],
        ["2026-03-04", "13:00", "16:00"],
      ]),
      member("lou", LA, [["2026-03-04", "09:00", "12:00"]], { required: false }),
    ];
    const slots = findInterviewSlots(input(panel));
    expect(starts(slots)).toEqual([
      "2026-03-04T14:00:00.000Z",
      "2026-03-04T14:30:00.000Z",
      "2026-03-04T15:00:00.000Z",
      "2026-03-04T15:30:00.000Z",
      "2026-03-04T16:00:00.000Z",
      "2026-03-04T16:30:00.000Z",
      "2026-03-04T17:00:00.000Z",
      "2026-03-04T19:00:00.000Z",
      "2026-03-04T20:30:00.000Z",
      "2026-03-04T21:00:00.000Z",
    ]);
    expect(slots.every((s) => s.members.join() === "nia,carl")).toBe(true);
    const louFree = slots.filter((s) => s.optional[0]!.free).map((s) => s.start.toISOString());
    expect(louFree).toEqual(["2026-03-04T17:00:00.000Z", "2026-03-04T19:00:00.000Z"]);
    expect(slots[0]!.optional).toEqual([{ id: "lou", free: false }]);
  });

  it("offers nothing when a required member's marks hold no whole interview, however free the optional ones are", () => {
    const panel = [
      member("nia", NY, [["2026-03-04", "09:00", "09:45"]]),
      member("lou", LA, [["2026-03-04", "09:00", "12:00"]]),
    ];
    expect(findInterviewSlots(input(panel))).toEqual([]);
    expect(() => findInterviewSlots(input(panel.map((m) => ({ ...m, required: false }))))).toThrow(
      "panel: a collective interview needs a required member",
    );
    expect(() => findInterviewSlots(input(panel, { stepMinutes: 0 }))).toThrow("stepMinutes must be more than 0");
  });
});

describe("daily caps on the member's own clock", () => {
  // Los Angeles: Monday 9 March 9:00-17:00 PDT is 16:00Z-00:00Z; Tuesday's is 16:00Z Tuesday to 00:00Z Wednesday.
  const lou = (dailyCap: number) =>
    member(
      "lou",
      LA,
      [
        ["2026-03-09", "09:00", "17:00"],
        ["2026-03-10", "09:00", "17:00"],
      ],
      {
        dailyCap,
        // 10:00 Monday and 23:00 Monday in Los Angeles; the second is already Tuesday in UTC.
        interviews: [
          interval("2026-03-09T17:00:00Z", "2026-03-09T18:00:00Z"),
          interval("2026-03-10T06:00:00Z", "2026-03-10T07:00:00Z"),
        ],
      },
    );

  it("counts an interview at 23:00 in Los Angeles on that local day, not on the UTC one", () => {
    const full = findInterviewSlots(input([lou(2)], { stepMinutes: 60 }));
    expect(perDay(full)).toEqual({ "2026-03-10": 8 });
    expect(starts(full)[0]).toBe("2026-03-10T16:00:00.000Z");
    const verdict = checkInterviewSlot(input([lou(2)]), new Date("2026-03-09T20:00:00Z"));
    expect(verdict).toEqual({
      ok: false,
      refusal: {
        code: "over_daily_cap",
        memberId: "lou",
        message: "A required interviewer already has as many interviews that day as they take.",
      },
    });
  });

  it("offers Monday's free hours around the booked one while the cap leaves room", () => {
    const open = findInterviewSlots(input([lou(3)], { stepMinutes: 60 }));
    expect(perDay(open)).toEqual({ "2026-03-09": 7, "2026-03-10": 8 });
    expect(starts(open)).not.toContain("2026-03-09T17:00:00.000Z");
    expect(checkInterviewSlot(input([lou(3)]), new Date("2026-03-09T17:30:00Z"))).toMatchObject({
      ok: false,
      refusal: { code: "busy", memberId: "lou" },
    });
  });
});

describe("minimum notice and the past", () => {
  const nia = member("nia", NY, [["2026-03-04", "09:00", "17:00"]]);
  const soon = input([nia], { now: new Date("2026-03-04T15:10:00Z"), minNoticeMinutes: 120 });

  it("offers nothing that starts within the notice: 8 of the day's 15 slots remain", () => {
    expect(findInterviewSlots({ ...soon, minNoticeMinutes: 0, now: NOW })).toHaveLength(15);
    const slots = findInterviewSlots(soon);
    expect(slots).toHaveLength(8);
    expect([starts(slots)[0], starts(slots)[7]]).toEqual(["2026-03-04T17:30:00.000Z", "2026-03-04T21:00:00.000Z"]);
  });

  it("refuses a chosen time in the past, inside the notice, outside a required member's times; takes one off the grid", () => {
    const check = (at: string) => checkInterviewSlot(soon, new Date(at));
    expect(check("2026-03-04T15:00:00Z")).toEqual({
      ok: false,
      refusal: { code: "past", message: "This time has passed." },
    });
    expect(check("2026-03-04T17:09:00Z")).toEqual({
      ok: false,
      refusal: { code: "inside_notice", message: "Times must start at least 2 hours from now." },
    });
    expect(check("2026-03-04T21:30:00Z")).toEqual({
      ok: false,
      refusal: {
        code: "outside_availability",
        memberId: "nia",
        message: "This time is outside the free times a required interviewer marked.",
      },
    });
    expect(check("2026-03-04T17:10:00Z")).toEqual({
      ok: true,
      slot: {
        start: new Date("2026-03-04T17:10:00Z"),
        end: new Date("2026-03-04T18:10:00Z"),
        members: ["nia"],
        optional: [],
      },
    });
  });
});

describe("round robin panels", () => {
  // Four interviewers, each marking the same UTC stretch on their own clock: 16:00Z-00:00Z on Monday 9 March.
  const pool = (rest: Partial<PanelMemberTimes> = {}) =>
    (
      [
        ["ana", NY, "12:00", "20:00"],
        ["ben", CHI, "11:00", "19:00"],
        ["cara", LA, "09:00", "17:00"],
        ["dev", NY, "12:00", "20:00"],
      ] as const
    ).map(([id, zone, from, to]) =>
      member(
        id,
        zone,
        [
          ["2026-03-09", from, to],
          ["2026-03-10", from, to],
        ],
        { required: false, ...rest },
      ),
    );
  const anyTwo = (panel: PanelMemberTimes[]) => input(panel, { mode: { kind: "round_robin", pick: 2 } });

  /** Books the first offered time with the members it names, as the candidate's pick would. */
  function book(panel: PanelMemberTimes[]): { slot: InterviewSlot; panel: PanelMemberTimes[] } {
    const slot = findInterviewSlots(anyTwo(panel))[0]!;
    const next = panel.map((m) =>
      slot.members.includes(m.id)
        ? {
            ...m,
            interviews: [...m.interviews, { start: slot.start, end: slot.end }],
            interviewCount: (m.interviewCount ?? 0) + 1,
            lastInterviewAt: slot.start,
          }
        : m,
    );
    return { slot, panel: next };
  }

  it("chooses the fewest interviews first, then the longest since the last one, then by id", () => {
    const panel = pool();
    panel[0] = { ...panel[0]!, interviewCount: 2, lastInterviewAt: new Date("2026-03-05T15:00:00Z") };
    panel[1] = { ...panel[1]!, interviewCount: 2, lastInterviewAt: new Date("2026-02-20T15:00:00Z") };
    panel[2] = { ...panel[2]!, interviewCount: 3, lastInterviewAt: null };
    panel[3] = { ...panel[3]!, interviewCount: 2, lastInterviewAt: null };
    expect(findInterviewSlots(anyTwo(panel))[0]!.members).toEqual(["dev", "ben"]);
    const allEven = pool({ interviewCount: 1, lastInterviewAt: new Date("2026-03-01T15:00:00Z") });
    expect(findInterviewSlots(anyTwo(allEven))[0]!.members).toEqual(["ana", "ben"]);
  });

  it("keeps everyone's count within 1 of the others over 9 picks", () => {
    let panel = pool();
    const picks: string[] = [];
    for (let i = 0; i < 9; i++) {
      const booked = book(panel);
      panel = booked.panel;
      picks.push(`${booked.slot.start.toISOString().slice(11, 16)} ${booked.slot.members.join("+")}`);
      const counts = panel.map((m) => m.interviewCount ?? 0);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    }
    expect(picks).toEqual([
      "16:00 ana+ben",
      "16:00 cara+dev",
      "17:00 ana+ben",
      "17:00 cara+dev",
      "18:00 ana+ben",
      "18:00 cara+dev",
      "19:00 ana+ben",
      "19:00 cara+dev",
      "20:00 ana+ben",
    ]);
    expect(panel.map((m) => m.interviewCount)).toEqual([5, 5, 4, 4]);
  });

  it("chooses again when a time is picked: the members offered before may have been taken meanwhile", () => {
    const offered = findInterviewSlots(anyTwo(pool()))[0]!;
    expect(offered.members).toEqual(["ana", "ben"]);
    const { panel } = book(pool());
    expect(checkInterviewSlot(anyTwo(panel), offered.start)).toEqual({
      ok: true,
      slot: { start: offered.start, end: offered.end, members: ["cara", "dev"], optional: [] },
    });
    const { panel: full } = book(panel);
    expect(checkInterviewSlot(anyTwo(full), offered.start)).toMatchObject({
      ok: false,
      refusal: { code: "too_few_free", message: "Only 0 of the 2 interviewers needed are free at this time." },
    });
  });

  it("moves to the next local day once everyone's daily cap of 2 is reached", () => {
    let panel = pool({ dailyCap: 2 });
    const days: string[] = [];
    for (let i = 0; i < 6; i++) {
      const booked = book(panel);
      panel = booked.panel;
      days.push(booked.slot.start.toISOString().slice(0, 16));
    }
    expect(days).toEqual([
      "2026-03-09T16:00",
      "2026-03-09T16:00",
      "2026-03-09T17:00",
      "2026-03-09T17:00",
      "2026-03-10T16:00",
      "2026-03-10T16:00",
    ]);
  });

  it("offers only times at least 2 of the pool are free for, and says how many were when refusing", () => {
    const panel = [
      member("ana", NY, [["2026-03-09", "09:00", "12:00"]], { required: false }),
      member("ben", LA, [["2026-03-09", "09:00", "12:00"]], { required: false }),
      member("cara", CHI, [["2026-03-09", "10:00", "14:00"]], { required: false }),
    ];
    const slots = findInterviewSlots(anyTwo(panel));
    expect(slots.map((s) => `${s.start.toISOString().slice(11, 16)} ${s.members.join("+")}`)).toEqual([
      "15:00 ana+cara",
      "16:00 ben+cara",
      "16:30 ben+cara",
      "17:00 ben+cara",
      "17:30 ben+cara",
      "18:00 ben+cara",
    ]);
    expect(checkInterviewSlot(anyTwo(panel), new Date("2026-03-09T13:00:00Z"))).toEqual({
      ok: false,
      refusal: { code: "too_few_free", message: "Only 1 of the 2 interviewers needed is free at this time." },
    });
    expect(() => findInterviewSlots(input(panel, { mode: { kind: "round_robin", pick: 4 } }))).toThrow(
      "pick must be between 1 and the 3 members of the pool",
    );
  });

  it("always seats the required members and rotates one more from the pool", () => {
    const panel = [
      member("lead", NY, [["2026-03-04", "09:00", "13:00"]]),
      member("ana", CHI, [["2026-03-04", "10:00", "14:00"]], { required: false }),
      member("ben", LA, [["2026-03-04", "05:00", "09:00"]], { required: false }),
    ];
    const slots = findInterviewSlots(input(panel, { mode: { kind: "round_robin", pick: 1 }, stepMinutes: 60 }));
    expect(slots.map((s) => `${s.start.toISOString().slice(11, 16)} ${s.members.join("+")}`)).toEqual([
      "14:00 lead+ben",
      "15:00 lead+ben",
      "16:00 lead+ana",
      "17:00 lead+ana",
    ]);
  });
});

describe("offeredTimesByDay", () => {
  const slots = [
    interval("2026-03-05T17:00:00Z", "2026-03-05T18:00:00Z"),
    interval("2026-03-05T07:30:00Z", "2026-03-05T08:30:00Z"),
    interval("2026-03-05T08:30:00Z", "2026-03-05T09:30:00Z"),
  ];

  it("groups by the candidate's own date: late evening in Los Angeles is the day before", () => {
    expect(offeredTimesByDay(slots, LA)).toEqual([
      {
        date: "2026-03-04",
        label: "Wednesday, March 4, 2026",
        times: [
          { startsAt: "2026-03-05T07:30:00.000Z", endsAt: "2026-03-05T08:30:00.000Z", label: "11:30 PM - 12:30 AM PT" },
        ],
      },
      {
        date: "2026-03-05",
        label: "Thursday, March 5, 2026",
        times: [
          { startsAt: "2026-03-05T08:30:00.000Z", endsAt: "2026-03-05T09:30:00.000Z", label: "12:30 AM - 1:30 AM PT" },
          { startsAt: "2026-03-05T17:00:00.000Z", endsAt: "2026-03-05T18:00:00.000Z", label: "9:00 AM - 10:00 AM PT" },
        ],
      },
    ]);
  });

  it("puts the same times on one day in New York", () => {
    const days = offeredTimesByDay(slots, NY);
    expect(days.map((d) => d.date)).toEqual(["2026-03-05"]);
    expect(days[0]!.times.map((t) => t.label)).toEqual([
      "2:30 AM - 3:30 AM ET",
      "3:30 AM - 4:30 AM ET",
      "12:00 PM - 1:00 PM ET",
    ]);
  });
});
