import { type ComponentType, useEffect } from "react";
import { Navigate, Outlet, type RouteObject } from "react-router";
import { PublicLayout } from "./components/layout/PublicLayout";
import { ScrollToTop } from "./components/layout/ScrollToTop";
import { RouteError } from "./components/RouteError";

/**
 * Every route of both specs. Each page is its own chunk, loaded when first visited (`lazy`); the back office
 * (its layout and pages) is only ever imported from here, so no admin code is part of a public page's load.
 * To build a page, fill in its file under pages/: the route stays as it is.
 */

type PageModule = { default: ComponentType };

/** A route-level code split: the module's default export becomes the route's component. */
function page(load: () => Promise<PageModule>) {
  return async () => ({ Component: (await load()).default });
}

const publicPages: RouteObject[] = [
  { index: true, lazy: page(() => import("./pages/public/HomePage")) },
  { path: "services/permanent-placement", lazy: page(() => import("./pages/public/PermanentPlacementPage")) },
  { path: "services/contract-staffing", lazy: page(() => import("./pages/public/ContractStaffingPage")) },
  { path: "services/executive-search", lazy: page(() => import("./pages/public/ExecutiveSearchPage")) },
  {
    path: "services/industry-specializations",
    lazy: page(() => import("./pages/public/IndustrySpecializationsPage")),
  },
  { path: "company/about", lazy: page(() => import("./pages/public/AboutPage")) },
  { path: "company/leadership", lazy: page(() => import("./pages/public/LeadershipPage")) },
  { path: "company/history", lazy: page(() => import("./pages/public/HistoryPage")) },
  { path: "company/testimonials", lazy: page(() => import("./pages/public/TestimonialsPage")) },
  { path: "jobs", lazy: page(() => import("./pages/public/JobsPage")) },
  { path: "jobs/:id", lazy: page(() => import("./pages/public/JobDetailPage")) },
  { path: "candidates", lazy: page(() => import("./pages/public/CandidatesPage")) },
  { path: "apply", lazy: page(() => import("./pages/public/ApplyPage")) },
  { path: "book", lazy: page(() => import("./pages/public/BookPage")) },
  { path: "book/manage/:id", lazy: page(() => import("./pages/public/ManageBookingPage")) },
  { path: "resources", lazy: page(() => import("./pages/public/ResourcesPage")) },
  { path: "article/:id", lazy: page(() => import("./pages/public/ArticlePage")) },
  { path: "case-studies/:id", lazy: page(() => import("./pages/public/CaseStudyPage")) },
  { path: "contact", lazy: page(() => import("./pages/public/ContactPage")) },
  { path: "privacy-policy", lazy: page(() => import("./pages/public/PrivacyPolicyPage")) },
  { path: "terms-of-service", lazy: page(() => import("./pages/public/TermsOfServicePage")) },
  { path: "cookie-policy", lazy: page(() => import("./pages/public/CookiePolicyPage")) },
  { path: "login", lazy: page(() => import("./pages/public/LoginPage")) },
  { path: "*", lazy: page(() => import("./pages/public/NotFoundPage")) },
];

const adminPages: RouteObject[] = [
  { index: true, element: <Navigate to="/admin/content" replace /> },
  { path: "content", lazy: page(() => import("./pages/admin/ContentDashboardPage")) },
  { path: "bulk-content", lazy: page(() => import("./pages/admin/BulkContentPage")) },
  { path: "content-creation", lazy: page(() => import("./pages/admin/ContentCreationPage")) },
  { path: "jobs", lazy: page(() => import("./pages/admin/JobManagementPage")) },
  { path: "portals", lazy: page(() => import("./pages/admin/PortalManagementPage")) },
  { path: "users", lazy: page(() => import("./pages/admin/UserManagementPage")) },
  { path: "sms", lazy: page(() => import("./pages/admin/SmsDashboardPage")) },
  { path: "ghl", lazy: page(() => import("./pages/admin/CrmDashboardPage")) },
];

export const routes: RouteObject[] = [
  {
    Component: RootRoute,
    ErrorBoundary: RouteError,
    // Shown only while the first page's chunk loads; the body stays blank for that moment.
    HydrateFallback: () => null,
    children: [
      {
        Component: PublicLayout,
        // Inside the layout, so a page that fails keeps the header and footer around its error.
        children: [{ ErrorBoundary: RouteError, children: publicPages }],
      },
      {
        path: "admin",
        lazy: page(() => import("./components/layout/AdminLayout")),
        children: [{ ErrorBoundary: RouteError, children: adminPages }],
      },
    ],
  },
];

/** Above every layout: what all routes share. */
function RootRoute() {
  // Marks the page as interactive once the first render or hydration has committed (browser tests wait on it).
  useEffect(() => document.documentElement.setAttribute("data-ready", ""), []);
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
