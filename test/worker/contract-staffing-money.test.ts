import { describe, expect, it } from "vitest";
import type { ConversionTerms } from "../../worker/contract/conversion";
import { INVOICE_CSV_HEADER, invoiceCsv, PAYROLL_CSV_HEADER, payrollCsv } from "../../worker/domain/billing-csv";
import { conversionFee } from "../../worker/domain/conversion-fee";
import { csvCell } from "../../worker/domain/csv";
import {
  hundredthsOf,
  lineAmountCents,
  multipliedRateCents,
  roundHalfUp,
  twoDecimals,
} from "../../worker/domain/money";
import { correctionNote, dayChanges } from "../../worker/domain/timesheet-correction";
import { priceWeek, type RatePeriod } from "../../worker/domain/timesheet-pricing";
import {
  type AssignmentDates,
  type DayEntry,
  DEFAULT_OVERTIME_RULE,
  readWeek,
  type TimesheetWeek,
  weekStartOf,
} from "../../worker/domain/timesheet-week";

/**
 * The contract staffing arithmetic (issue 48): a week's hours split by the overtime rule, priced against rate
 * periods, corrected, exported, and the conversion fee. Pure functions on hand-built weeks; no clock is read.
 */

const NEW_YORK = "America/New_York";
/** The week of the autumn clock change in New York: Monday 2026-10-26 to Sunday 2026-11-01 (25 hours long). */
const DST_WEEK = "2026-10-26";
const ASSIGNMENT: AssignmentDates = { startDate: "2026-09-01", endDate: "2027-02-28" };

/** Days of the DST week from Monday, in hours as typed. */
const days = (...hours: number[]): DayEntry[] =>
  hours.map((h, index) => ({ date: `2026-${index < 6 ? `10-${26 + index}` : "11-01"}`, hours: h }));

function week(entries: DayEntry[], assignment: AssignmentDates = ASSIGNMENT): TimesheetWeek {
  const read = readWeek(DST_WEEK, entries, assignment, DEFAULT_OVERTIME_RULE);
  if (!read.ok) throw new Error(JSON.stringify(read.issues));
  return read.week;
}

const issuesOf = (weekStart: string, entries: DayEntry[], assignment: AssignmentDates = ASSIGNMENT) => {
  const read = readWeek(weekStart, entries, assignment, DEFAULT_OVERTIME_RULE);
  return read.ok ? [] : read.issues;
};

describe("the one rounding rule", () => {
  it("rounds a half cent up and anything below it down", () => {
    expect(roundHalfUp(2_499_750, 100)).toBe(24_998);
    expect(roundHalfUp(2_499_749, 100)).toBe(24_997);
    expect(roundHalfUp(50, 100)).toBe(1);
    expect(roundHalfUp(49, 100)).toBe(0);
    expect(roundHalfUp(150, 100)).toBe(2);
    expect(roundHalfUp(2_500, 100)).toBe(25);
  });

  it("rounds a negative half cent away from zero, and a negative nothing to 0, not -0", () => {
    expect(roundHalfUp(-2_499_750, 100)).toBe(-24_998);
    expect(roundHalfUp(-2_499_749, 100)).toBe(-24_997);
    expect(Object.is(roundHalfUp(-49, 100), 0)).toBe(true);
  });

  it("prices 7.5 h at $33.33 as $249.98 ($249.975 half up)", () => {
    expect(lineAmountCents(750, 3333)).toBe(24_998);
    expect(lineAmountCents(725, 3333)).toBe(24_164); // 241.6425
    expect(lineAmountCents(4000, 9500)).toBe(380_000);
  });

  it("multiplies an overtime rate to the cent, half up", () => {
    expect(multipliedRateCents(3333, 1.5)).toBe(5000); // 49.995
    expect(multipliedRateCents(3332, 1.5)).toBe(4998);
    expect(multipliedRateCents(9500, 1.5)).toBe(14_250);
    expect(multipliedRateCents(7001, 2)).toBe(14_002);
  });

  it("reads hours to the hundredth and refuses a third decimal", () => {
    expect(hundredthsOf(7.5)).toBe(750);
    expect(hundredthsOf(7.1)).toBe(710);
    expect(hundredthsOf(0.29)).toBe(29);
    expect(hundredthsOf(7.125)).toBeNull();
    expect(hundredthsOf(Number.NaN)).toBeNull();
  });

  it("writes hundredths with two places", () => {
    expect(twoDecimals(24_998)).toBe("249.98");
    expect(twoDecimals(5)).toBe("0.05");
    expect(twoDecimals(-5)).toBe("-0.05");
    expect(twoDecimals(171_000)).toBe("1710.00");
  });
});

describe("a timesheet week", () => {
  it("splits 45 hours across the autumn clock change into 40 regular and 5 overtime, the last hours of the week", () => {
    const split = week(days(9, 9, 9, 9, 5, 0, 4));
    expect(split.regular).toBe(4000);
    expect(split.overtime).toBe(500);
    expect(split.days).toEqual([
      { date: "2026-10-26", regular: 900, overtime: 0 },
      { date: "2026-10-27", regular: 900, overtime: 0 },
      { date: "2026-10-28", regular: 900, overtime: 0 },
      { date: "2026-10-29", regular: 900, overtime: 0 },
      { date: "2026-10-30", regular: 400, overtime: 100 },
      { date: "2026-10-31", regular: 0, overtime: 0 },
      { date: "2026-11-01", regular: 0, overtime: 400 },
    ]);
  });

  it("takes 24 hours on the 25-hour Sunday and no more: a day's hours are hours worked", () => {
    expect(week(days(0, 0, 0, 0, 0, 0, 24)).overtime).toBe(0);
    expect(issuesOf(DST_WEEK, days(0, 0, 0, 0, 0, 0, 24.25))).toEqual([
      { path: "days.6.hours", message: "Sun 2026-11-01: hours must be between 0 and 24." },
    ]);
  });

  it("places an instant in its week on the zone's calendar, across the clock change", () => {
    // Sunday 23:30 in New York (EST) is already Monday in UTC.
    expect(weekStartOf(Date.parse("2026-11-02T04:30:00Z"), NEW_YORK)).toBe("2026-10-26");
    expect(weekStartOf(Date.parse("2026-11-02T04:30:00Z"), "UTC")).toBe("2026-11-02");
    // 01:30 twice on Sunday: EDT then EST, both in the same week.
    expect(weekStartOf(Date.parse("2026-11-01T05:30:00Z"), NEW_YORK)).toBe("2026-10-26");
    expect(weekStartOf(Date.parse("2026-11-01T06:30:00Z"), NEW_YORK)).toBe("2026-10-26");
    expect(weekStartOf(Date.parse("2026-11-02T05:00:00Z"), NEW_YORK)).toBe("2026-11-02");
  });

  it("reads the rule's threshold and leaves a week under it all regular; missing days worked nothing", () => {
    const rule = { kind: "weekly", weeklyHours: 37.5, multiplier: 1.5 } as const;
    const empty = readWeek(DST_WEEK, [], ASSIGNMENT, rule);
    expect(empty.ok && [empty.week.days.length, empty.week.regular, empty.week.overtime]).toEqual([7, 0, 0]);
    const short = readWeek(DST_WEEK, days(8, 8, 8, 8, 6), ASSIGNMENT, rule);
    expect(short.ok && [short.week.regular, short.week.overtime]).toEqual([3750, 50]);
    expect(week(days(8, 8, 8, 8, 7.75)).overtime).toBe(0);
  });

  it("answers the day and the reason for hours outside 0 to 24 or with a third decimal", () => {
    expect(issuesOf(DST_WEEK, days(8, 25, 8, -1, 7.125))).toEqual([
      { path: "days.1.hours", message: "Tue 2026-10-27: hours must be between 0 and 24." },
      { path: "days.3.hours", message: "Thu 2026-10-29: hours must be between 0 and 24." },
      { path: "days.4.hours", message: "Fri 2026-10-30: hours take at most two decimals (7.25, 7.5)." },
    ]);
  });

  it("answers the day for a date outside the week, sent twice, or not a date", () => {
    const entries = [
      { date: "2026-11-02", hours: 8 },
      { date: "2026-10-27", hours: 8 },
      { date: "2026-10-27", hours: 4 },
      { date: "2026-10-32", hours: 4 },
    ];
    expect(issuesOf(DST_WEEK, entries)).toEqual([
      { path: "days.0.date", message: "Mon 2026-11-02 is not in the week of 2026-10-26 to 2026-11-01." },
      { path: "days.2.date", message: "Tue 2026-10-27 is sent twice." },
      { path: "days.3.date", message: "Day 4: the date must be written yyyy-MM-dd." },
    ]);
  });

  it("refuses hours before the assignment starts or after it ends, and takes those days empty", () => {
    const assignment = { startDate: "2026-10-27", endDate: "2026-10-30" };
    expect(issuesOf(DST_WEEK, days(8, 8, 8, 8, 8, 2), assignment)).toEqual([
      { path: "days.0.date", message: "Mon 2026-10-26 is before the assignment starts on 2026-10-27." },
      { path: "days.5.date", message: "Sat 2026-10-31 is after the assignment ends on 2026-10-30." },
    ]);
    expect(week(days(0, 8, 8, 8, 8, 0, 0), assignment).regular).toBe(3200);
    expect(issuesOf(DST_WEEK, days(0, 0, 0, 0, 0, 0, 3), { startDate: "2026-09-01", endDate: null })).toEqual([]);
  });

  it("refuses a week that does not start on a Monday", () => {
    expect(issuesOf("2026-10-27", [])).toEqual([
      { path: "weekStart", message: "The week start 2026-10-27 is a Tue; weeks start on a Monday." },
    ]);
    expect(issuesOf("2026-10-26T00:00", [])).toEqual([
      { path: "weekStart", message: "The week start must be written yyyy-MM-dd." },
    ]);
  });
});

const RATE_CHANGE_ON_WEDNESDAY: RatePeriod[] = [
  { from: "2026-10-28", billCents: 10_000, payCents: 7_500 },
  { from: "2026-09-01", billCents: 9_500, payCents: 7_000 },
];

describe("pricing a week against rate periods", () => {
  it("splits the lines at a Wednesday rate change, overtime landing on the new rate, and answers the margin", () => {
    const priced = priceWeek(week(days(9, 9, 9, 9, 5, 0, 4)), RATE_CHANGE_ON_WEDNESDAY, DEFAULT_OVERTIME_RULE);
    expect(priced.invoiceLines).toEqual([
      {
        kind: "regular",
        ratesFrom: "2026-09-01",
        firstDate: "2026-10-26",
        lastDate: "2026-10-27",
        hours: 1800,
        rateCents: 9_500,
        amountCents: 171_000,
      },
      {
        kind: "regular",
        ratesFrom: "2026-10-28",
        firstDate: "2026-10-28",
        lastDate: "2026-10-30",
        hours: 2200,
        rateCents: 10_000,
        amountCents: 220_000,
      },
      {
        kind: "overtime",
        ratesFrom: "2026-10-28",
        firstDate: "2026-10-30",
        lastDate: "2026-11-01",
        hours: 500,
        rateCents: 15_000,
        amountCents: 75_000,
      },
    ]);
    expect(
      priced.payLines.map((line) => [line.kind, line.ratesFrom, line.hours, line.rateCents, line.amountCents]),
    ).toEqual([
      ["regular", "2026-09-01", 1800, 7_000, 126_000],
      ["regular", "2026-10-28", 2200, 7_500, 165_000],
      ["overtime", "2026-10-28", 500, 11_250, 56_250],
    ]);
    expect([priced.billedCents, priced.paidCents, priced.marginCents]).toEqual([466_000, 347_250, 118_750]);
  });

  it("prices overtime at the rate of the day it falls on, not the week's first rate", () => {
    const raiseOnFriday: RatePeriod[] = [
      { from: "2026-09-01", billCents: 9_500, payCents: 7_000 },
      { from: "2026-10-30", billCents: 12_000, payCents: 9_000 },
    ];
    const priced = priceWeek(week(days(10, 10, 10, 10, 5)), raiseOnFriday, DEFAULT_OVERTIME_RULE);
    expect(
      priced.invoiceLines.map((line) => [line.kind, line.ratesFrom, line.hours, line.rateCents, line.amountCents]),
    ).toEqual([
      ["regular", "2026-09-01", 4000, 9_500, 380_000],
      ["overtime", "2026-10-30", 500, 18_000, 90_000],
    ]);
    expect(priced.marginCents).toBe(380_000 + 90_000 - (280_000 + 67_500));
  });

  it("rounds once per line, not per day: 37.5 h at $33.33 bill and $25.55 pay", () => {
    const rates = [{ from: "2026-09-01", billCents: 3_333, payCents: 2_555 }];
    const priced = priceWeek(week(days(7.5, 7.5, 7.5, 7.5, 7.5)), rates, DEFAULT_OVERTIME_RULE);
    // Per day it would be 5 x $249.98 = $1,249.90; the line is $1,249.875, half up to $1,249.88.
    expect(priced.invoiceLines.map((line) => line.amountCents)).toEqual([124_988]);
    expect(priced.payLines.map((line) => line.amountCents)).toEqual([95_813]); // 958.125
    expect(priced.marginCents).toBe(29_175);
  });

  it("prices overtime at the multiplied rate rounded to the cent, so quantity x rate is the amount", () => {
    const rates = [{ from: "2026-09-01", billCents: 3_333, payCents: 2_555 }];
    const priced = priceWeek(week(days(9, 9, 9, 9, 9)), rates, DEFAULT_OVERTIME_RULE);
    expect(priced.invoiceLines.map((line) => [line.kind, line.hours, line.rateCents, line.amountCents])).toEqual([
      ["regular", 4000, 3_333, 133_320],
      ["overtime", 500, 5_000, 25_000],
    ]);
    // $25.55 x 1.5 = $38.325, half up to $38.33; 5 h is $191.65.
    expect(priced.payLines.map((line) => [line.kind, line.rateCents, line.amountCents])).toEqual([
      ["regular", 2_555, 102_200],
      ["overtime", 3_833, 19_165],
    ]);
    expect(priced.marginCents).toBe(158_320 - 121_365);
  });

  it("gives no lines for an empty week and refuses hours on a day no rates cover", () => {
    expect(priceWeek(week(days()), RATE_CHANGE_ON_WEDNESDAY, DEFAULT_OVERTIME_RULE)).toEqual({
      invoiceLines: [],
      payLines: [],
      billedCents: 0,
      paidCents: 0,
      marginCents: 0,
    });
    const late = [{ from: "2026-10-27", billCents: 9_500, payCents: 7_000 }];
    expect(() => priceWeek(week(days(8)), late, DEFAULT_OVERTIME_RULE)).toThrow("No rates are in force on 2026-10-26.");
  });
});

describe("a correction's note", () => {
  const previous = [800, 800, 800, 800, 800].map((hundredths, index) => ({
    date: `2026-10-${26 + index}`,
    hundredths,
  }));

  it("says which days' hours moved, by weekday, in date order", () => {
    const next = [
      { date: "2026-10-31", hundredths: 400 },
      { date: "2026-10-26", hundredths: 800 },
      { date: "2026-10-27", hundredths: 600 },
      { date: "2026-10-28", hundredths: 800 },
      { date: "2026-10-29", hundredths: 800 },
      { date: "2026-10-30", hundredths: 750 },
    ];
    expect(correctionNote(previous, next)).toBe("Tue 8 -> 6 h; Fri 8 -> 7.5 h; Sat 0 -> 4 h");
    expect(dayChanges(previous, next)).toEqual([
      { date: "2026-10-27", from: 800, to: 600 },
      { date: "2026-10-30", from: 800, to: 750 },
      { date: "2026-10-31", from: 0, to: 400 },
    ]);
  });

  it("reads a day left out of the new version as no hours, and says when nothing changed", () => {
    expect(correctionNote(previous, previous.slice(1))).toBe("Mon 8 -> 0 h");
    expect(correctionNote(previous, [...previous].reverse())).toBe("No change in hours.");
    expect(correctionNote(previous, [...previous, { date: "2026-11-01", hundredths: 0 }])).toBe("No change in hours.");
  });
});

describe("CSV exports", () => {
  it("quotes commas, quotes and line breaks, and defuses a cell a spreadsheet would run", () => {
    expect(csvCell("Acme, Inc.")).toBe('"Acme, Inc."');
    expect(csvCell('The "Best" Co')).toBe('"The ""Best"" Co"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(["+1", "-2", "@SUM(A1)", "\tx", "\rx"].map(csvCell)).toEqual(["'+1", "'-2", "'@SUM(A1)", "'\tx", '"\'\rx"']);
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell(null)).toBe("");
  });

  it("writes invoices in QuickBooks Online's import columns, a row per line, dates as MM/DD/YYYY", () => {
    const priced = priceWeek(week(days(9, 9, 9, 9, 5, 0, 4)), RATE_CHANGE_ON_WEDNESDAY, DEFAULT_OVERTIME_RULE);
    const csv = invoiceCsv([
      {
        invoiceNo: "INV-2026-0042",
        customer: "=cmd|' /C calc'!A0",
        invoiceDate: "2026-11-02",
        dueDate: "2026-12-02",
        lines: priced.invoiceLines.map((line) => ({ ...line, description: `Dana "DJ" Lee, week of ${DST_WEEK}` })),
      },
    ]);
    expect(INVOICE_CSV_HEADER.join(",")).toBe(
      "InvoiceNo,Customer,InvoiceDate,DueDate,Item(Product/Service),ItemDescription,ItemQuantity,ItemRate,ItemAmount",
    );
    expect(csv.split("\r\n")).toEqual([
      INVOICE_CSV_HEADER.join(","),
      `INV-2026-0042,'=cmd|' /C calc'!A0,11/02/2026,12/02/2026,Contract staffing - regular hours,"Dana ""DJ"" Lee, week of 2026-10-26",18.00,95.00,1710.00`,
      `INV-2026-0042,'=cmd|' /C calc'!A0,11/02/2026,12/02/2026,Contract staffing - regular hours,"Dana ""DJ"" Lee, week of 2026-10-26",22.00,100.00,2200.00`,
      `INV-2026-0042,'=cmd|' /C calc'!A0,11/02/2026,12/02/2026,Contract staffing - overtime hours,"Dana ""DJ"" Lee, week of 2026-10-26",5.00,150.00,750.00`,
      "",
    ]);
  });

  it("writes pay a row per rate period, regular and overtime side by side, gross their sum", () => {
    const changeOnSaturday: RatePeriod[] = [
      { from: "2026-09-01", billCents: 9_500, payCents: 7_000 },
      { from: "2026-10-31", billCents: 10_000, payCents: 7_333 },
    ];
    const dana = priceWeek(week(days(9, 9, 9, 9, 5, 0, 4)), RATE_CHANGE_ON_WEDNESDAY, DEFAULT_OVERTIME_RULE);
    const sam = priceWeek(week(days(8, 8, 8, 8, 8, 3)), changeOnSaturday, DEFAULT_OVERTIME_RULE);
    const csv = payrollCsv([
      {
        employeeId: "C-17",
        employeeName: "Lee, Dana",
        periodStart: DST_WEEK,
        periodEnd: "2026-11-01",
        lines: dana.payLines,
      },
      {
        employeeId: "C-18",
        employeeName: "-Sam Ortiz",
        periodStart: DST_WEEK,
        periodEnd: "2026-11-01",
        lines: sam.payLines,
      },
    ]);
    expect(PAYROLL_CSV_HEADER.join(",")).toBe(
      "EmployeeId,EmployeeName,PeriodStart,PeriodEnd,RegularHours,RegularRate,OvertimeHours,OvertimeRate,GrossPay",
    );
    expect(csv.split("\r\n")).toEqual([
      PAYROLL_CSV_HEADER.join(","),
      'C-17,"Lee, Dana",2026-10-26,2026-11-01,18.00,70.00,0.00,,1260.00',
      'C-17,"Lee, Dana",2026-10-26,2026-11-01,22.00,75.00,5.00,112.50,2212.50',
      "C-18,'-Sam Ortiz,2026-10-26,2026-11-01,40.00,70.00,0.00,,2800.00",
      // Saturday's 3 h are all overtime, at the new $73.33 x 1.5 = $109.995, half up to $110.00.
      "C-18,'-Sam Ortiz,2026-10-26,2026-11-01,0.00,,3.00,110.00,330.00",
      "",
    ]);
  });
});

describe("the contract-to-hire conversion fee", () => {
  const TERMS: ConversionTerms = {
    base: { kind: "percent", percent: 20 },
    schedule: { reductionPercent: 10, perHours: 160, floorCents: 500_000 },
  };
  const SALARY = 10_000_000; // $100,000.00

  it("takes 10 % of the full fee off per complete 160 hours billed", () => {
    expect(conversionFee(TERMS, SALARY, 0)).toEqual({
      fullFeeCents: 2_000_000,
      blocks: 0,
      reductionPercent: 0,
      floored: false,
      feeCents: 2_000_000,
    });
    expect(conversionFee(TERMS, SALARY, 15_975).feeCents).toBe(2_000_000); // 159.75 h: no block yet
    expect(conversionFee(TERMS, SALARY, 16_000).feeCents).toBe(1_800_000);
    expect(conversionFee(TERMS, SALARY, 48_000)).toMatchObject({
      blocks: 3,
      reductionPercent: 30,
      feeCents: 1_400_000,
    });
    expect(conversionFee(TERMS, SALARY, 120_000)).toMatchObject({ blocks: 7, floored: false, feeCents: 600_000 });
  });

  it("never goes below the floor, however many hours were billed", () => {
    expect(conversionFee(TERMS, SALARY, 128_000)).toMatchObject({ blocks: 8, floored: true, feeCents: 500_000 });
    expect(conversionFee(TERMS, SALARY, 200_000)).toEqual({
      fullFeeCents: 2_000_000,
      blocks: 12,
      reductionPercent: 100,
      floored: true,
      feeCents: 500_000,
    });
  });

  it("never raises a fee above the full fee to reach the floor", () => {
    const small = { base: { kind: "flat", cents: 300_000 }, schedule: TERMS.schedule } as const;
    expect(conversionFee(small, SALARY, 0)).toMatchObject({ floored: false, feeCents: 300_000 });
    expect(conversionFee(small, SALARY, 32_000)).toMatchObject({ floored: true, feeCents: 300_000 });
  });

  it("charges a flat fee whatever was billed, or reduces it by its schedule", () => {
    const flat = { base: { kind: "flat", cents: 1_500_000 }, schedule: null } as const;
    expect(conversionFee(flat, SALARY, 200_000).feeCents).toBe(1_500_000);
    const quarters = {
      base: { kind: "flat", cents: 1_000_000 },
      schedule: { reductionPercent: 25, perHours: 500, floorCents: 0 },
    } as const;
    expect(conversionFee(quarters, SALARY, 100_000).feeCents).toBe(500_000);
    expect(conversionFee(quarters, SALARY, 200_000)).toMatchObject({ reductionPercent: 100, feeCents: 0 });
  });

  it("rounds a fractional percent half up, once per step", () => {
    const monthly = {
      base: { kind: "percent", percent: 22.5 },
      schedule: { reductionPercent: 8.33, perHours: 160, floorCents: 0 },
    } as const;
    // $87,654.32 x 22.5 % = $19,722.222 -> $19,722.22; less 8.33 %: $18,079.359074 -> $18,079.36.
    expect(conversionFee(monthly, 8_765_432, 16_000)).toMatchObject({ fullFeeCents: 1_972_222, feeCents: 1_807_936 });
  });
});
