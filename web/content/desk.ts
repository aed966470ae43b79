/** The words of the desk (/admin/desk): the agency's numbers, each leading to the list behind it. */

export const DESK_PAGE = {
  title: "Desk",
  intro: "The searches the firm is running and how they are moving. Each number opens the list behind it.",
  scopeLabel: "Show",
  firm: "The whole firm",
  mine: "My desk",
} as const;

/**
 * Each number: its label, what it counts, and the list behind it (an interview number's list takes the filters the
 * desk answers with it, so the list holds what was counted).
 */
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
    key: "movedToInterviewThisWeek",
    label: "Moved to interviewing this week",
    hint: "Applications clients asked to interview since Monday",
    to: "/admin/applications?stage=interviewing",
  },
  {
    key: "interviewsThisWeek",
    label: "Interviews this week",
    hint: "Interviews with a time this week, not cancelled",
    to: "/admin/interviews",
  },
  {
    key: "waitingForTimes",
    label: "Waiting for times",
    hint: "Interviews set up with no time yet",
    to: "/admin/interviews",
  },
  {
    key: "waitingForScorecards",
    label: "Waiting for scorecards",
    hint: "Completed interviews a client interviewer has not scored",
    to: "/admin/interviews",
  },
  {
    key: "noShowsThisMonth",
    label: "No-shows this month",
    hint: "Candidates or interviewers who did not turn up",
    to: "/admin/interviews",
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
