import { type ComponentType, createElement, lazy, Suspense, useEffect } from "react";
import { matchRoutes, Navigate, Outlet, type RouteObject, useLocation, useRoutes } from "react-router";
import { PublicLayout } from "./components/layout/PublicLayout";
import { ScrollToTop } from "./components/layout/ScrollToTop";
import { RouteErrorBoundary } from "./components/RouteError";
import { StaticPage } from "./lib/static-parts";

/**
 * Every route of both specs, in React Router's declarative mode (the routes load no data, and the data router
 * would cost the first load twice the router code). Each page is its own chunk, loaded when first visited; the
 * back office (its layout and pages) is only ever imported from here, so no admin code is part of a public page's
 * load. To build a page, fill in its file under pages/: the route stays as it is.
 */

type PageModule = { default: ComponentType };

interface PageHandle {
  /** Loads the route's chunk, after which it renders without suspending (pre-rendering and hydration need that). */
  preload: () => Promise<void>;
  /** A static page: hydrating its pre-rendered HTML needs no chunk. */
  static?: boolean;
}

/**
 * A route-level code split: the module's default export is the route's element. Until `preload` has run it is a
 * React.lazy that suspends (client-side navigation, inside a transition, keeps the old page on screen meanwhile).
 */
function page(load: () => Promise<PageModule>): Pick<RouteObject, "element" | "handle"> {
  let loaded: ComponentType | undefined;
  const Lazy = lazy(load);
  function Page() {
    return loaded ? createElement(loaded) : <Lazy />;
  }
  const handle: PageHandle = {
    preload: async () => {
      loaded = (await load()).default;
    },
  };
  return { element: <Page />, handle };
}

/**
 * A page with nothing to hydrate (text, cards and links): its pre-rendered HTML is kept as it is and its chunk is
 * loaded only when the page is rendered in the browser (web/lib/static-parts.tsx, decision 011).
 */
function staticPage(load: () => Promise<PageModule>): Pick<RouteObject, "element" | "handle"> {
  const { element, handle } = page(load);
  return { element: <StaticPage>{element}</StaticPage>, handle: { ...handle, static: true } satisfies PageHandle };
}

const publicPages: RouteObject[] = [
  { index: true, ...page(() => import("./pages/public/HomePage")) },
  { path: "services/permanent-placement", ...staticPage(() => import("./pages/public/PermanentPlacementPage")) },
  { path: "services/contract-staffing", ...staticPage(() => import("./pages/public/ContractStaffingPage")) },
  { path: "services/executive-search", ...staticPage(() => import("./pages/public/ExecutiveSearchPage")) },
  {
    path: "services/industry-specializations",
    ...staticPage(() => import("./pages/public/IndustrySpecializationsPage")),
  },
  { path: "company/about", ...staticPage(() => import("./pages/public/AboutPage")) },
  { path: "company/leadership", ...staticPage(() => import("./pages/public/LeadershipPage")) },
  { path: "company/history", ...staticPage(() => import("./pages/public/HistoryPage")) },
  { path: "company/testimonials", ...staticPage(() => import("./pages/public/TestimonialsPage")) },
  { path: "jobs", ...page(() => import("./pages/public/JobsPage")) },
  { path: "jobs/:id", ...page(() => import("./pages/public/JobDetailPage")) },
  { path: "candidates", ...page(() => import("./pages/public/CandidatesPage")) },
  { path: "apply", ...page(() => import("./pages/public/ApplyPage")) },
  { path: "book", ...page(() => import("./pages/public/BookPage")) },
  { path: "book/manage/:id", ...page(() => import("./pages/public/ManageBookingPage")) },
  { path: "job-alerts/confirm/:token", ...page(() => import("./pages/public/JobAlertConfirmPage")) },
  { path: "job-alerts/manage/:token", ...page(() => import("./pages/public/JobAlertManagePage")) },
  { path: "resources", ...page(() => import("./pages/public/ResourcesPage")) },
  { path: "article/:id", ...page(() => import("./pages/public/ArticlePage")) },
  { path: "case-studies/:id", ...staticPage(() => import("./pages/public/CaseStudyPage")) },
  { path: "contact", ...page(() => import("./pages/public/ContactPage")) },
  { path: "privacy-policy", ...staticPage(() => import("./pages/public/PrivacyPolicyPage")) },
  { path: "terms-of-service", ...staticPage(() => import("./pages/public/TermsOfServicePage")) },
  { path: "cookie-policy", ...staticPage(() => import("./pages/public/CookiePolicyPage")) },
  { path: "login", ...page(() => import("./pages/public/LoginPage")) },
  { path: "*", ...page(() => import("./pages/public/NotFoundPage")) },
];

const adminPages: RouteObject[] = [
  { index: true, element: <Navigate to="/admin/content" replace /> },
  { path: "content", ...page(() => import("./pages/admin/ContentDashboardPage")) },
  { path: "bulk-content", ...page(() => import("./pages/admin/BulkContentPage")) },
  { path: "content-creation", ...page(() => import("./pages/admin/ContentCreationPage")) },
  { path: "jobs", ...page(() => import("./pages/admin/JobManagementPage")) },
  { path: "applications", ...page(() => import("./pages/admin/ApplicationsPage")) },
  { path: "applications/:id", ...page(() => import("./pages/admin/ApplicationPage")) },
  { path: "messages", ...page(() => import("./pages/admin/MessagesPage")) },
  { path: "messages/:id", ...page(() => import("./pages/admin/MessagePage")) },
  { path: "candidates", ...page(() => import("./pages/admin/CandidatesPage")) },
  { path: "candidates/:id", ...page(() => import("./pages/admin/CandidatePage")) },
  { path: "appointments", ...page(() => import("./pages/admin/AppointmentsPage")) },
  { path: "appointments/:id", ...page(() => import("./pages/admin/AppointmentPage")) },
  { path: "availability", ...page(() => import("./pages/admin/AvailabilityPage")) },
  { path: "portals", ...page(() => import("./pages/admin/PortalManagementPage")) },
  { path: "users", ...page(() => import("./pages/admin/UserManagementPage")) },
  { path: "sms", ...page(() => import("./pages/admin/SmsDashboardPage")) },
  { path: "ghl", ...page(() => import("./pages/admin/CrmDashboardPage")) },
  { path: "deliveries", ...page(() => import("./pages/admin/DeliveriesPage")) },
  { path: "notifications", ...page(() => import("./pages/admin/NotificationsPage")) },
];

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      {
        element: <PublicLayout />,
        // Inside the layout, so a page that fails keeps the header and footer around its error.
        children: [{ element: <PageBoundary />, children: publicPages }],
      },
      {
        path: "admin",
        ...page(() => import("./components/layout/AdminLayout")),
        children: [{ element: <PageBoundary />, children: adminPages }],
      },
    ],
  },
];

/** The app's routes, under an error boundary of their own. */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}

/**
 * Loads the chunks of every route matching `path`, so its first render (pre-rendered or hydrated) is complete. To
 * hydrate a pre-rendered page, a static page's chunk is not needed.
 */
export async function preloadRoute(path: string, purpose: "render" | "hydrate" = "render"): Promise<void> {
  const handles = (matchRoutes(routes, path) ?? []).map((match) => match.route.handle as PageHandle | undefined);
  await Promise.all(handles.map((handle) => (handle?.static && purpose === "hydrate" ? undefined : handle?.preload())));
}

/** Above every layout: what all routes share. */
function RootRoute() {
  // Marks the page as interactive once the first render or hydration has committed (browser tests wait on it).
  useEffect(() => document.documentElement.setAttribute("data-ready", ""), []);
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** Around each page: its errors are caught here (and cleared by leaving it), and its chunk loads in place. */
function PageBoundary() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
