import { lineAmountCents, multipliedRateCents } from "./money";
import type { OvertimeRule, TimesheetWeek } from "./timesheet-week";

/**
 * What a week earns (issue 48 item 3): each day's hours priced at the rates of that day, so a rate change on a
 * Wednesday splits the week's lines; overtime hours (the last of the week, timesheet-week.ts) at the day's rate
 * times the rule's multiplier. One line per rate period and kind, each amount rounded once (money.ts), the same
 * lines for the client's invoice (bill rates) and the contractor's pay (pay rates).
 */

/** Rates in cents per hour, in force from `from` (a "yyyy-MM-dd" date) until the next period's `from`. */
export interface RatePeriod {
  from: string;
  billCents: number;
  payCents: number;
}

export type LineKind = "regular" | "overtime";

export interface PricedLine {
  kind: LineKind;
  /** The `from` of the rate period that priced the line. */
  ratesFrom: string;
  /** The first and last day of the week with hours on this line. */
  firstDate: string;
  lastDate: string;
  /** Hours in hundredths. */
  hours: number;
  /** Cents per hour, overtime's multiplier applied. */
  rateCents: number;
  amountCents: number;
}

export interface PricedWeek {
  invoiceLines: PricedLine[];
  payLines: PricedLine[];
  billedCents: number;
  paidCents: number;
  /** Billed minus paid. */
  marginCents: number;
}

/** The period in force on a date: the latest one (of periods sorted by `from`) starting on or before it. */
function periodOn(periods: RatePeriod[], date: string): RatePeriod {
  const period = periods.filter((candidate) => candidate.from <= date).at(-1);
  if (!period) throw new RangeError(`No rates are in force on ${date}.`);
  return period;
}

interface Group {
  kind: LineKind;
  period: RatePeriod;
  firstDate: string;
  lastDate: string;
  hours: number;
}

/** The week's hours by rate period and kind, in the order of the periods, regular before overtime. */
function groupHours(week: TimesheetWeek, periods: RatePeriod[]): Group[] {
  const groups = new Map<string, Group>();
  for (const day of week.days) {
    for (const kind of ["regular", "overtime"] as const) {
      if (day[kind] === 0) continue;
      const period = periodOn(periods, day.date);
      const key = `${period.from} ${kind}`;
      const group = groups.get(key) ?? { kind, period, firstDate: day.date, lastDate: day.date, hours: 0 };
      group.lastDate = day.date;
      group.hours += day[kind];
      groups.set(key, group);
    }
  }
  return [...groups.values()].sort(
    (a, b) => a.period.from.localeCompare(b.period.from) || (a.kind === "regular" ? -1 : 1),
  );
}

function lineOf(group: Group, centsPerHour: number, multiplier: number): PricedLine {
  const rateCents = group.kind === "overtime" ? multipliedRateCents(centsPerHour, multiplier) : centsPerHour;
  const { kind, firstDate, lastDate, hours } = group;
  return {
    kind,
    ratesFrom: group.period.from,
    firstDate,
    lastDate,
    hours,
    rateCents,
    amountCents: lineAmountCents(hours, rateCents),
  };
}

const total = (lines: PricedLine[]) => lines.reduce((sum, line) => sum + line.amountCents, 0);

/** A checked week priced against the assignment's rate periods (any order) and its overtime rule. */
export function priceWeek(week: TimesheetWeek, periods: RatePeriod[], rule: OvertimeRule): PricedWeek {
  const sorted = [...periods].sort((a, b) => a.from.localeCompare(b.from));
  const groups = groupHours(week, sorted);
  const invoiceLines = groups.map((group) => lineOf(group, group.period.billCents, rule.multiplier));
  const payLines = groups.map((group) => lineOf(group, group.period.payCents, rule.multiplier));
  const billedCents = total(invoiceLines);
  const paidCents = total(payLines);
  return { invoiceLines, payLines, billedCents, paidCents, marginCents: billedCents - paidCents };
}
