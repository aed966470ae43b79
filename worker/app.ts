import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { recordPageViews } from "./analytics/page-views";
import { analyticsDashboardRoutes } from "./analytics/routes";
import { adminApplicationRoutes } from "./applications/admin-routes";
import { boardApplicationRoutes } from "./applications/board-routes";
import { applicationPipelineRoutes } from "./applications/pipeline-routes";
import { applicationFormPosts, applicationRoutes } from "./applications/routes";
import { assignmentRoutes } from "./assignments/routes";
import { invoicePortalPages, invoicesPortalSection } from "./billing/portal-routes";
import { billingRoutes } from "./billing/routes";
import { adminAppointmentRoutes } from "./booking/admin-routes";
import { availabilityRoutes } from "./booking/availability-routes";
import { bookingFormPosts } from "./booking/book-form-post";
import { bookingRoutes } from "./booking/routes";
import { candidateRoutes } from "./candidates/routes";
import { clientRoutes } from "./clients/routes";
import { contentRoutes } from "./content/article-routes";
import { generateImageRoutes, imageFileRoutes, imageUploadRoutes } from "./content/image-routes";
import { contentLinkedinRoutes } from "./content/linkedin-routes";
import { contentScheduleRoutes } from "./content/schedule-routes";
import { PAGE_SECURITY_HEADERS } from "./contract/security-headers";
import { candidateEmailRoutes } from "./conversations/candidate-email-routes";
import { contactEmailRoutes } from "./conversations/contact-email-routes";
import { emailTemplateRoutes } from "./conversations/template-routes";
import { timelineRoutes } from "./conversations/timeline-routes";
import { deliveryRoutes } from "./delivery/routes";
import { DELIVERY_KINDS } from "./delivery-kinds";
import { clientActivityRoutes } from "./desk/client-activity-routes";
import { contractDeskRoutes } from "./desk/contract-routes";
import { deskRoutes } from "./desk/routes";
import type { AppEnv } from "./env";
import { staffAccess } from "./http/access";
import { bodyCap } from "./http/body-cap";
import { conditionalGet } from "./http/conditional-get";
import { d1Session } from "./http/d1-session";
import { edgeCache } from "./http/edge-cache";
import { apiNotFound, handleError } from "./http/errors";
import { sameOriginMutations } from "./http/origin";
import { loadSession } from "./http/session";
import { interviewInvitationRoutes, interviewPickPages } from "./interviews/pick-routes";
import { interviewRoutes } from "./interviews/routes";
import {
  interviewScorecardRoutes,
  scorecardCriteriaRoutes,
  scorecardPortalPages,
  scorecardPortalRoutes,
} from "./interviews/scorecard-routes";
import { jobAlertFormPosts, jobAlertRoutes } from "./job-alerts/routes";
import { recordBoardFeedReads } from "./jobs/feed-reads";
import { jobImageRoutes } from "./jobs/image-routes";
import { jobBoardRoutes } from "./jobs/job-board-routes";
import { jobRoutes } from "./jobs/routes";
import { analyticsRoutes, contactFormPosts, contactRoutes, directContactRoutes } from "./leads/contact-routes";
import { crmRoutes, ghlRoutes } from "./leads/crm-routes";
import { inboxRoutes } from "./leads/inbox-routes";
import { matchingRoutes } from "./matching/routes";
import { newsletterIssueRoutes, newsletterSubscriberRoutes } from "./newsletter/admin-routes";
import { newsletterPages, newsletterRoutes } from "./newsletter/routes";
import { staffNotificationRoutes } from "./notifications/routes";
import { campaignRoutes } from "./outreach/campaign-routes";
import { emailEventRoutes } from "./outreach/email-events-routes";
import { oneClickPages } from "./outreach/one-click-routes";
import { outreachSettingsRoutes } from "./outreach/settings-routes";
import { documentRoutes } from "./pages/document-routes";
import { pageRoutes } from "./pages/page-routes";
import { placementRoutes } from "./placements/routes";
import { privacyRoutes } from "./privacy/routes";
import { staffSearchRoutes } from "./search/routes";
import { sequencePreviewRoutes } from "./sequence-steps/preview-routes";
import { sequenceRoutes } from "./sequences/routes";
import { consentVariant } from "./site/consent-banner";
import { consentRoutes } from "./site/consent-routes";
import { healthRoutes } from "./site/health-routes";
import { notFoundPage } from "./site/rendered-page";
import { candidateTextRoutes } from "./sms/candidate-text-routes";
import { smsRoutes } from "./sms/routes";
import { unmatchedTextRoutes } from "./sms/unmatched-text-routes";
import { accessMatrixRoutes } from "./staff/access-routes";
import { accountRoutes } from "./staff/account-routes";
import { activityLogRoutes } from "./staff/activity-routes";
import { staffAreaRoutes } from "./staff/area-routes";
import { authRoutes } from "./staff/auth-routes";
import { emailConfirmPages } from "./staff/email-confirm-page";
import { adminUserRoutes, securitySettingsRoutes } from "./staff/user-routes";
import { clientPortalPages, clientPortalRoutes } from "./submittals/client-portal-routes";
import { submittalRoutes } from "./submittals/routes";
import { timesheetPages } from "./timesheets/page-routes";
import { timesheetsPortalSection } from "./timesheets/portal-page";
import { adminTimesheetRoutes, contractorTimesheetRoutes, portalTimesheetRoutes } from "./timesheets/routes";

/**
 * The JSON API: one sub-app per resource, mounted here; what each route answers is typed by worker/contract/api.ts
 * (decision 015), not inferred from this app. Every request passes the cross-site check, the body cap
 * (worker/http/body-cap.ts), the session loader and the one access check (worker/http/access-policy.ts lists the
 * staff routes) before any route runs.
 */
const api = new Hono<AppEnv>()
  .use(sameOriginMutations, bodyCap, loadSession, staffAccess)
  // Public reads: ETag and 304 (worker/http/conditional-get.ts), answered from the edge cache until the public
  // version moves (worker/http/edge-cache.ts); staff views stay private, no-store.
  // "/jobs/*" matches the list "/jobs" too; mounting both ran every list read through each middleware twice.
  .use("/jobs/*", conditionalGet(), edgeCache())
  .use("/content/published-articles/*", conditionalGet(), edgeCache())
  .use("/content/resource-stats", conditionalGet(), edgeCache())
  .use("/booking/types", conditionalGet(), edgeCache())
  // Slots and days change with every booking and cancellation, which do not move the version: never stored, so a visitor
  // is never offered a time that was just taken (booking re-checks it anyway).
  .use("/booking/types/:id/slots", conditionalGet())
  .use("/booking/types/:id/days", conditionalGet())
  .route("/health", healthRoutes)
  .route("/booking", bookingRoutes)
  .route("/auth", authRoutes)
  .route("/auth", accountRoutes)
  .route("/admin/users", adminUserRoutes)
  .route("/admin/security-settings", securitySettingsRoutes)
  .route("/admin/portals", staffAreaRoutes)
  .route("/admin/access-matrix", accessMatrixRoutes)
  .route("/admin/activity-logs", activityLogRoutes)
  .route("/admin/applications", adminApplicationRoutes)
  .route("/admin/applications", applicationPipelineRoutes)
  .route("/admin/messages", inboxRoutes)
  .route("/admin/candidates", candidateRoutes)
  .route("/admin/candidates", candidateEmailRoutes)
  .route("/admin/candidates", candidateTextRoutes)
  .route("/admin/unmatched-texts", unmatchedTextRoutes)
  .route("/admin/email-templates", emailTemplateRoutes)
  .route("/admin/candidates", timelineRoutes)
  .route("/admin", matchingRoutes)
  .route("/admin/clients", clientRoutes)
  .route("/admin/clients", contactEmailRoutes)
  .route("/admin/clients", clientActivityRoutes)
  .route("/admin/appointments", adminAppointmentRoutes)
  .route("/admin/deliveries", deliveryRoutes(DELIVERY_KINDS))
  .route("/admin/outreach", outreachSettingsRoutes)
  .route("/admin/campaigns", campaignRoutes)
  .route("/admin/sequences", sequenceRoutes)
  .route("/admin/sequences", sequencePreviewRoutes)
  .route("/email", emailEventRoutes)
  .route("/admin/booking", availabilityRoutes)
  .route("/admin/privacy", privacyRoutes)
  .route("/admin/search", staffSearchRoutes)
  .route("/admin/submittals", submittalRoutes)
  .route("/admin/placements", placementRoutes)
  .route("/admin/assignments", assignmentRoutes)
  .route("/admin/assignments", adminTimesheetRoutes)
  .route("/admin/billing", billingRoutes)
  .route("/timesheets", contractorTimesheetRoutes)
  .route("/admin/interviews", interviewRoutes)
  .route("/admin/interviews", interviewScorecardRoutes)
  .route("/admin/scorecard-criteria", scorecardCriteriaRoutes)
  .route("/admin/desk/contract", contractDeskRoutes)
  .route("/admin/desk", deskRoutes)
  .route("/client-portal", clientPortalRoutes)
  .route("/interview-invitations", interviewInvitationRoutes)
  .route("/client-portal", portalTimesheetRoutes)
  .route("/client-portal", scorecardPortalRoutes)
  .route("/admin/analytics", analyticsDashboardRoutes)
  .route("/staff", staffNotificationRoutes)
  .route("/crm", crmRoutes)
  .route("/ghl", ghlRoutes)
  .route("/sms", smsRoutes)
  .route("/applications", applicationRoutes)
  .route("/board-applications", boardApplicationRoutes)
  .route("/contact", contactRoutes)
  .route("/ghl/direct-contact", directContactRoutes)
  .route("/analytics", analyticsRoutes)
  .route("/jobs", jobRoutes)
  .route("/job-alerts", jobAlertRoutes)
  .route("/newsletter", newsletterRoutes)
  .route("/admin/newsletters", newsletterIssueRoutes)
  .route("/admin/newsletter-subscribers", newsletterSubscriberRoutes)
  .route("/portals", jobBoardRoutes)
  .route("/content/schedules", contentScheduleRoutes)
  .route("/content", contentLinkedinRoutes)
  .route("/content", contentRoutes)
  .route("/images", imageUploadRoutes)
  .route("/generate-image", generateImageRoutes)
  .route("/generate-image", jobImageRoutes);

/**
 * The app: the API under /api, images from R2 under /images, the documents for crawlers and job boards (feeds,
 * sitemap, robots.txt), and the pages the Worker fills or serves itself (worker/pages/page-routes.ts).
 */
export const app = new Hono<AppEnv>()
  .use(requestId())
  // The same policies as the static pages (worker/contract/security-headers.ts); pages add their CSP. A route's own
  // stricter value stands: the client portal's `Referrer-Policy: no-referrer` (its address holds the secret).
  .use(
    secureHeaders({
      overwrite: false,
      strictTransportSecurity: PAGE_SECURITY_HEADERS["Strict-Transport-Security"],
      referrerPolicy: PAGE_SECURITY_HEADERS["Referrer-Policy"],
      xFrameOptions: PAGE_SECURITY_HEADERS["X-Frame-Options"],
    }),
  )
  // Before anything reads D1: every query of the request goes through the one D1 session this starts.
  .use(d1Session)
  // Public pages the Worker answers are counted in Analytics Engine once answered, edge-cache hits included.
  .use(recordPageViews)
  .route("/api", api)
  .use("/sitemap.xml", conditionalGet(), edgeCache())
  .use("/feeds/*", recordBoardFeedReads, conditionalGet(), edgeCache())
  .route("/images", imageFileRoutes)
  .route("/", documentRoutes)
  // Rendered pages revalidate by ETag. The list pages are also kept at the edge like the answers they are made of
  // (the key follows the data's version and the deployment, whose build the page's asset names come from); a job's
  // or an article's page is not: most are read rarely, and a 404 or 410 is never stored.
  .use("/jobs/*", conditionalGet())
  .use("/article/*", conditionalGet())
  // Inside "/jobs/*"'s conditionalGet, which matches the list "/jobs" too.
  // Each page kept twice: with the cookie banner for a visitor who has not chosen, and without (consent-banner.ts).
  .use("/jobs", edgeCache(consentVariant))
  .use("/resources", conditionalGet(), edgeCache(consentVariant))
  .use("/book", conditionalGet(), edgeCache(consentVariant))
  // The cookie banner's native post (worker/site/consent-routes.ts).
  .route("/", consentRoutes)
  // The public forms' native posts, at their pages' addresses (worker/site/form-posts.ts).
  .route("/", contactFormPosts)
  .route("/", applicationFormPosts)
  .route("/", jobAlertFormPosts)
  .route("/", newsletterPages)
  // Every bulk email's one-click unsubscribe (RFC 8058), a page the Worker writes (worker/outreach/one-click-routes.ts).
  .route("/", oneClickPages)
  .route("/", bookingFormPosts)
  // The client portal's page and its answers' native posts, written by the Worker (worker/submittals/client-portal-routes.ts).
  .route(
    "/",
    clientPortalPages(
      async (c, token, now) =>
        `${await timesheetsPortalSection(c, token, now)}\n${await invoicesPortalSection(c, token, now)}`,
    ),
  )
  // The client's invoices in the portal, read-only pages (worker/billing/portal-routes.ts).
  .route("/", invoicePortalPages)
  // The candidate's page to pick an interview time and its native post (worker/interviews/pick-routes.ts).
  .route("/", interviewPickPages)
  // The contractor's timesheet page and the approver's decisions' native posts (worker/timesheets/page-routes.ts).
  .route("/", timesheetPages)
  .route("/", scorecardPortalPages)
  // A staff member's new email address confirms itself on a page the Worker writes (worker/staff/email-confirm-page.ts).
  .route("/", emailConfirmPages)
  .route("/", pageRoutes);

// A path routed to the Worker first (wrangler.toml run_worker_first) that no route claims: JSON under /api, else
// the not-found page with a real 404 status so crawlers and feed readers are not told it exists.
app.notFound((c) => (c.req.path === "/api" || c.req.path.startsWith("/api/") ? apiNotFound(c) : notFoundPage(c)));
app.onError(handleError);
