import type { NavLink } from "./navigation";

/**
 * The back office's navigation, apart from the public site's (./navigation.ts), which every public page loads: these
 * links are only for the back office's layout and guard.
 */

/** The back-office areas (back-office spec section 2), as the admin layout lists them. */
export const ADMIN_NAV: readonly NavLink[] = [
  { label: "Content", to: "/admin/content" },
  { label: "Bulk Content", to: "/admin/bulk-content" },
  { label: "Content Creation", to: "/admin/content-creation" },
  { label: "Jobs", to: "/admin/jobs" },
  { label: "Applications", to: "/admin/applications" },
  { label: "Messages", to: "/admin/messages" },
  { label: "Candidates", to: "/admin/candidates" },
  { label: "Submittals", to: "/admin/submittals" },
  { label: "Appointments", to: "/admin/appointments" },
  { label: "Availability", to: "/admin/availability" },
  { label: "Portals", to: "/admin/portals" },
  { label: "Users", to: "/admin/users" },
  { label: "SMS", to: "/admin/sms" },
  { label: "CRM", to: "/admin/ghl" },
  { label: "Deliveries", to: "/admin/deliveries" },
  { label: "Privacy", to: "/admin/privacy" },
];
