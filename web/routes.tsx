import { Suspense, useEffect } from "react";
import { matchRoutes, Outlet, type RouteObject, useRoutes } from "react-router";
import { PublicLayout } from "./components/layout/PublicLayout";
import { ScrollToTop } from "./components/layout/ScrollToTop";
import { PageBoundary, RouteErrorBoundary } from "./components/RouteError";
import { page, preloadMatches, staticPage } from "./lib/route-pages";

/**
 * Every route of both specs, in React Router's declarative mode (the routes load no data, and the data router
 * would cost the first load twice the router code). Each page is its own chunk, loaded when first visited; the
 * back office (its route table, layout and pages) is one lazily loaded section (admin-routes.tsx), so no admin
 * code is part of a public page's load. To build a page, fill in its file under pages/: the route stays as it is.
 */

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
  { path: "job-alerts", ...page(() => import("./pages/public/JobAlertPage")) },
  { path: "job-alerts/confirm/:token", ...page(() => import("./pages/public/JobAlertConfirmPage")) },
  { path: "job-alerts/manage/:token", ...page(() => import("./pages/public/JobAlertManagePage")) },
  { path: "newsletter/manage/:token", ...page(() => import("./pages/public/NewsletterManagePage")) },
  { path: "resources", ...page(() => import("./pages/public/ResourcesPage")) },
  { path: "article/:id", ...page(() => import("./pages/public/ArticlePage")) },
  { path: "case-studies/:id", ...staticPage(() => import("./pages/public/CaseStudyPage")) },
  { path: "contact", ...page(() => import("./pages/public/ContactPage")) },
  // The public forms' confirmation pages (worker/contract/form-posts.ts FORM_POSTS; named here, so the first load
  // of every page does not carry that module).
  { path: "contact/sent", ...page(() => import("./pages/public/FormSentPage")) },
  { path: "apply/sent", ...page(() => import("./pages/public/FormSentPage")) },
  { path: "job-alerts/sent", ...page(() => import("./pages/public/FormSentPage")) },
  { path: "newsletter/sent", ...page(() => import("./pages/public/FormSentPage")) },
  { path: "privacy-policy", ...staticPage(() => import("./pages/public/PrivacyPolicyPage")) },
  { path: "terms-of-service", ...staticPage(() => import("./pages/public/TermsOfServicePage")) },
  { path: "cookie-policy", ...staticPage(() => import("./pages/public/CookiePolicyPage")) },
  { path: "login", ...page(() => import("./pages/public/LoginPage")) },
  // "Forgot password?" and its email's link (decision 067).
  { path: "reset-password", ...page(() => import("./pages/public/ResetPasswordPage")) },
  { path: "*", ...page(() => import("./pages/public/NotFoundPage")) },
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
      { path: "admin/*", ...page(() => import("./admin-routes")) },
    ],
  },
];

/** The app's routes, under an error boundary of their own. */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}

/**
 * Loads the chunks of every route matching `path`, so its first render (pre-rendered or hydrated) is complete. To
 * hydrate a pre-rendered page, a static page's chunk is not needed. `pause`, awaited between matching the routes and
 * asking for their chunks, lets the browser's start do the two in separate tasks.
 */
export async function preloadRoute(
  path: string,
  purpose: "render" | "hydrate" = "render",
  pause?: () => Promise<void>,
): Promise<void> {
  const matched = matchRoutes(routes, path);
  await pause?.();
  await preloadMatches(matched, path, purpose);
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
