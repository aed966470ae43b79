import { matchRoutes, type RouteObject, useRoutes } from "react-router";
import { AdminLanding } from "./components/admin/layout/AdminLanding";
import AdminLayout from "./components/admin/layout/AdminLayout";
import { PageBoundary } from "./components/RouteError";
import { page, preloadMatches } from "./lib/route-pages";

/**
 * The back office's routes, below /admin. This table is a chunk of its own, loaded with the first back-office page,
 * so that no public page's first load carries the back office's route list.
 */
const adminPages: RouteObject[] = [
  { index: true, element: <AdminLanding /> },
  { path: "content", ...page(() => import("./pages/admin/ContentDashboardPage")) },
  { path: "bulk-content", ...page(() => import("./pages/admin/BulkContentPage")) },
  { path: "batches", ...page(() => import("./pages/admin/BulkBatchesPage")) },
  { path: "batches/:id", ...page(() => import("./pages/admin/BulkBatchPage")) },
  { path: "content-creation", ...page(() => import("./pages/admin/ContentCreationPage")) },
  { path: "analytics", ...page(() => import("./pages/admin/AnalyticsPage")) },
  { path: "newsletter", ...page(() => import("./pages/admin/NewsletterPage")) },
  { path: "jobs", ...page(() => import("./pages/admin/JobManagementPage")) },
  { path: "jobs/:id", ...page(() => import("./pages/admin/JobOrderPage")) },
  { path: "applications", ...page(() => import("./pages/admin/ApplicationsPage")) },
  { path: "applications/:id", ...page(() => import("./pages/admin/ApplicationPage")) },
  { path: "messages", ...page(() => import("./pages/admin/MessagesPage")) },
  { path: "messages/:id", ...page(() => import("./pages/admin/MessagePage")) },
  { path: "candidates", ...page(() => import("./pages/admin/CandidatesPage")) },
  { path: "candidates/unmatched-texts", ...page(() => import("./pages/admin/UnmatchedTextsPage")) },
  { path: "candidates/:id", ...page(() => import("./pages/admin/CandidatePage")) },
  { path: "email-templates", ...page(() => import("./pages/admin/EmailTemplatesPage")) },
  { path: "sequences", ...page(() => import("./pages/admin/SequencesPage")) },
  { path: "sequences/:id", ...page(() => import("./pages/admin/SequencePage")) },
  { path: "desk", ...page(() => import("./pages/admin/DeskPage")) },
  { path: "interviews", ...page(() => import("./pages/admin/InterviewsPage")) },
  { path: "clients", ...page(() => import("./pages/admin/ClientsPage")) },
  { path: "clients/:id", ...page(() => import("./pages/admin/ClientPage")) },
  { path: "appointments", ...page(() => import("./pages/admin/AppointmentsPage")) },
  { path: "appointments/:id", ...page(() => import("./pages/admin/AppointmentPage")) },
  { path: "availability", ...page(() => import("./pages/admin/AvailabilityPage")) },
  { path: "portals", ...page(() => import("./pages/admin/StaffAreasPage")) },
  { path: "users", ...page(() => import("./pages/admin/UserManagementPage")) },
  { path: "sms", ...page(() => import("./pages/admin/SmsDashboardPage")) },
  { path: "ghl", ...page(() => import("./pages/admin/CrmDashboardPage")) },
  { path: "submittals", ...page(() => import("./pages/admin/SubmittalsPage")) },
  { path: "placements", ...page(() => import("./pages/admin/PlacementsPage")) },
  { path: "assignments", ...page(() => import("./pages/admin/AssignmentsPage")) },
  { path: "assignments/:id", ...page(() => import("./pages/admin/AssignmentPage")) },
  { path: "billing", ...page(() => import("./pages/admin/BillingPage")) },
  { path: "deliveries", ...page(() => import("./pages/admin/DeliveriesPage")) },
  { path: "activity", ...page(() => import("./pages/admin/ActivityPage")) },
  { path: "deliveries/:id/email", ...page(() => import("./pages/admin/SentEmailPage")) },
  { path: "privacy", ...page(() => import("./pages/admin/PrivacyPage")) },
  { path: "notifications", ...page(() => import("./pages/admin/NotificationsPage")) },
  { path: "account", ...page(() => import("./pages/admin/AccountPage")) },
  // An address no page has: "not found" inside the shell, never a blank page.
  { path: "*", ...page(() => import("./pages/admin/NotFoundPage")) },
];

const adminRoutes: RouteObject[] = [
  { element: <AdminLayout />, children: [{ element: <PageBoundary />, children: adminPages }] },
];

/** The back office, rendered for every path below /admin. */
export default function AdminRoutes() {
  return useRoutes(adminRoutes);
}

/** Loads the chunk of the back-office page at `path`, so its first render is complete. */
export function preload(path: string): Promise<void> {
  return preloadMatches(matchRoutes(adminRoutes, path, "/admin"), path, "render");
}
