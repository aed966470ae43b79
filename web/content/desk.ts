/** The words of the desk (/admin/desk): the agency's numbers, each leading to the list behind it. */

export const DESK_PAGE = {
  title: "Desk",
  intro: "The searches the firm is running and how they are moving. Each number opens the list behind it.",
  scopeLabel: "Show",
  firm: "The whole firm",
  mine: "My desk",
} as const;

/** Each number: its label, what it counts, and the list behind it. */
export const DESK_NUMBERS = [
  {
    key: "openJobOrders",
    label: "Open job orders",
    hint: "Published jobs of clients",
    to: "/admin/clients",
  },
  {
    key: "submittalsThisWeek",
    label: "Submittals this week",
    hint: "Candidates presented to clients since Monday",
    to: "/admin/submittals",
  },
  {
    key: "interviewsThisWeek",
    label: "Interviews this week",
    hint: "Applications moved to interviewing since Monday",
    to: "/admin/applications?stage=interviewing",
  },
  {
    key: "waitingForClient",
    label: "Waiting for client",
    hint: "Submittals the client has not answered in time",
    to: "/admin/submittals?show=waiting",
  },
  {
    key: "placementsThisQuarter",
    label: "Placements this quarter",
    hint: "Candidates placed this quarter",
    to: "/admin/placements",
  },
  {
    key: "feesThisQuarter",
    label: "Fees this quarter",
    hint: "Of placements that have not fallen off",
    to: "/admin/placements",
  },
] as const;
