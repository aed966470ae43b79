import { useQuery } from "@tanstack/react-query";
import type { ContractDeskView } from "#contract/contract-desk";
import { formatUsd } from "#contract/salary";
import { apiQuery } from "../../lib/query-client";
import { DeskNumberGrid } from "./DeskNumberGrid";
import { Panel, QueryStatus } from "./Panel";

interface ContractNumber {
  key: string;
  label: string;
  hint: string;
  value: (desk: ContractDeskView) => string;
  to: (desk: ContractDeskView) => string;
}

const LIST = "/admin/assignments";

/** Each number of the contract business, and the assignments list (its filters in the URL) it totals. */
const CONTRACT_NUMBERS: readonly ContractNumber[] = [
  {
    key: "workingThisWeek",
    label: "Contractors working this week",
    hint: "On assignment some day from Monday to Sunday",
    value: (desk) => String(desk.workingThisWeek),
    to: (desk) => `${LIST}?workingFrom=${desk.weekStart}&workingTo=${desk.weekEnd}`,
  },
  {
    key: "endingSoon",
    label: "Ending in the next 30 days",
    hint: "A call to extend or redeploy",
    value: (desk) => String(desk.endingSoon),
    to: (desk) => `${LIST}?status=active&endingBefore=${desk.endingBefore}`,
  },
  {
    key: "timesheetsMissing",
    label: "Timesheets missing",
    hint: "Worked last week, no hours sent",
    value: (desk) => String(desk.timesheetsMissing),
    to: (desk) => `${LIST}?timesheet=missing&week=${desk.lastWeekStart}`,
  },
  {
    key: "timesheetsWaiting",
    label: "Waiting for approval",
    hint: "A week the client's approver has not answered",
    value: (desk) => String(desk.timesheetsWaiting),
    to: () => `${LIST}?timesheet=waiting`,
  },
  {
    key: "marginThisWeek",
    label: "Gross margin this week",
    hint: "Billed minus paid, approved hours of this week",
    value: (desk) => formatUsd(desk.week.margin),
    // The billing screen's week: its invoice and pay lines are this margin, line by line.
    to: (desk) => `/admin/billing?week=${desk.weekStart}`,
  },
  {
    key: "marginThisQuarter",
    label: "Gross margin this quarter",
    hint: "Billed minus paid, approved hours since the quarter began",
    value: (desk) => formatUsd(desk.quarter.margin),
    to: (desk) => `${LIST}?workingFrom=${desk.quarterStart}&workingTo=${desk.today}`,
  },
];

/** The desk's contract staffing numbers (issue 48 item 5), each a link to the assignments it counts. */
export function ContractDeskPanel() {
  const desk = useQuery(apiQuery("GET /api/admin/desk/contract"));
  return (
    <Panel id="contract-desk" title="Contract staffing" className="mt-6">
      <QueryStatus query={desk} noun="numbers" />
      {desk.data && (
        <DeskNumberGrid
          testId="contract-desk-numbers"
          numbers={CONTRACT_NUMBERS.map((number) => ({
            key: number.key,
            label: number.label,
            hint: number.hint,
            value: number.value(desk.data),
            to: number.to(desk.data),
          }))}
        />
      )}
    </Panel>
  );
}
