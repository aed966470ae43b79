/**
 * The back office's navigation, apart from the public site's (./navigation.ts), which every public page loads: these
 * sections are only for the back office's layout, guard and command palette.
 */

/** The navigation's groups, in the order the sidebar shows them. */
export const ADMIN_GROUPS = ["Desk", "People", "Scheduling", "Content", "Settings"] as const;
export type AdminGroup = (typeof ADMIN_GROUPS)[number];

export interface AdminSection {
  label: string;
  /** The section's page; its area (worker/contract/access.ts ADMIN_PAGE_AREAS) decides who sees it. */
  to: `/admin/${string}`;
  group: AdminGroup;
  /** Other words staff may type in the command palette to find it. */
  keywords?: string;
}

/**
 * Every back-office section, one line each, in the order shown within its group. A new section is one line here
 * (and its page's area in ADMIN_PAGE_AREAS): the sidebar, the phone menu, the no-access page and the palette read it.
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { group: "Desk", label: "Desk", to: "/admin/desk", keywords: "numbers fees placements this week quarter" },
  { group: "Desk", label: "Messages", to: "/admin/messages", keywords: "inbox contact" },
  { group: "Desk", label: "Applications", to: "/admin/applications", keywords: "pipeline" },
  { group: "Desk", label: "Clients", to: "/admin/clients", keywords: "companies contacts job orders fees" },
  { group: "Desk", label: "Submittals", to: "/admin/submittals", keywords: "shortlist client answers" },
  { group: "Desk", label: "Placements", to: "/admin/placements", keywords: "fees invoices guarantee fall-off" },
  {
    group: "Desk",
    label: "Assignments",
    to: "/admin/assignments",
    keywords: "contractors contract rates margin extend",
  },
  { group: "Desk", label: "Interviews", to: "/admin/interviews", keywords: "panels scorecards no-shows times" },
  { group: "Desk", label: "Billing", to: "/admin/billing", keywords: "invoices payroll timesheets export margin" },
  { group: "Desk", label: "Jobs", to: "/admin/jobs", keywords: "job orders openings" },
  { group: "People", label: "Candidates", to: "/admin/candidates", keywords: "people duplicates" },
  { group: "People", label: "Email templates", to: "/admin/email-templates", keywords: "merge fields" },
  { group: "People", label: "CRM", to: "/admin/ghl", keywords: "leads gohighlevel ghl" },
  { group: "People", label: "Sequences", to: "/admin/sequences", keywords: "outreach follow-up steps enrol" },
  { group: "People", label: "SMS", to: "/admin/sms", keywords: "text messages twilio" },
  { group: "Scheduling", label: "Appointments", to: "/admin/appointments", keywords: "bookings calendar" },
  { group: "Scheduling", label: "Availability", to: "/admin/availability", keywords: "booking types hours holidays" },
  { group: "Content", label: "Content", to: "/admin/content", keywords: "articles linkedin" },
  { group: "Content", label: "Bulk Content", to: "/admin/bulk-content", keywords: "generate" },
  { group: "Content", label: "Batches", to: "/admin/batches", keywords: "bulk drafts review" },
  { group: "Content", label: "Content Creation", to: "/admin/content-creation", keywords: "schedules prompts" },
  { group: "Content", label: "Newsletter", to: "/admin/newsletter", keywords: "subscribers issues email" },
  { group: "Content", label: "Analytics", to: "/admin/analytics", keywords: "numbers reports charts page views" },
  { group: "Settings", label: "Users", to: "/admin/users", keywords: "staff accounts two-factor" },
  { group: "Settings", label: "Staff areas", to: "/admin/portals", keywords: "access areas roles" },
  { group: "Settings", label: "Activity", to: "/admin/activity", keywords: "audit log history" },
  { group: "Settings", label: "Deliveries", to: "/admin/deliveries", keywords: "email outbox queue" },
  { group: "Settings", label: "Privacy", to: "/admin/privacy", keywords: "erase export retention gdpr" },
];

/** The back office's page for an address no section or page has (an old bookmark, a mistyped address). */
export const ADMIN_NOT_FOUND = {
  title: "Page not found",
  heading: "This page does not exist",
  text: "It may have moved or been renamed. Use the navigation, or “Go to” to find a section or a person.",
} as const;
