import { FIELD_LIMITS } from "#contract/forms";
import { VISIT_LIMITS } from "#contract/lead-scoring";
import { type VisitorSession, visitorSession } from "./analytics";
import { analyticsAllowed } from "./consent";

/**
 * The visit facts a form sends for its lead score (public spec section 9), read from the visitor session at submit
 * time; the forms import this module only then, so it is no part of a page's first load. Nothing is read or sent
 * unless the visitor allowed analytics. Each fact is kept inside the bounds the API accepts (VISIT_LIMITS).
 */

/**
 * An application's facts: jobs viewed and searches this visit, minutes since the visitor opened the job applied for,
 * and the page the visit began on (which article brought the application: decision 060).
 */
export function applicationVisitFacts(session: VisitorSession, jobId: string | undefined, now: number) {
  const views = jobId ? session.jobsViewed.filter((view) => view.id === jobId) : [];
  const lastView = views[views.length - 1];
  return {
    jobsViewed: Math.min(VISIT_LIMITS.jobsViewed, session.jobsViewed.length),
    searches: Math.min(VISIT_LIMITS.searches, session.searchQueries.length),
    // Rounded up: 4 min 30 s is "within 5 minutes", 5 min 1 s is not.
    minutesSinceJobView: lastView
      ? Math.min(VISIT_LIMITS.minutesSinceJobView, Math.ceil(Math.max(0, now - lastView.viewedAt) / 60_000))
      : undefined,
    landingPage: session.landingPage.slice(0, FIELD_LIMITS.landingPage) || undefined,
  };
}

/** A booking's facts for the employer score: time on the site, pages viewed and the campaign's source. */
export function bookingVisitFacts(session: VisitorSession, now: number) {
  return {
    timeOnSiteMs: Math.min(VISIT_LIMITS.timeOnSiteMs, Math.max(0, now - session.startTime)),
    pageViews: Math.min(VISIT_LIMITS.pageViews, session.pageViews),
    utmSource: session.utm.utm_source,
  };
}

/** This visit's application facts, or none without analytics consent. */
export function consentedApplicationFacts(jobId: string | undefined) {
  return analyticsAllowed() ? applicationVisitFacts(visitorSession(), jobId, Date.now()) : {};
}

/** This visit's booking facts, or none without analytics consent. */
export function consentedBookingFacts() {
  return analyticsAllowed() ? bookingVisitFacts(visitorSession(), Date.now()) : {};
}
