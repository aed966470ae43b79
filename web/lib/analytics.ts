import { addressWithoutSecrets, pathWithoutSecret } from "#contract/private-links";
import { analyticsAllowed, type CookieConsent, currentConsent, onConsentChange } from "./consent";

/**
 * The one analytics module (public spec sections 4, 7 and 9): GA4 with Consent Mode v2, and the visitor session
 * that contact attribution is built from. Every event of the site goes through here.
 *
 * - Nothing loads unless a measurement id is configured (`VITE_GA_MEASUREMENT_ID` at build time, read by
 *   `PageTracking`); without one every call is a no-op and nothing leaves the browser.
 * - Consent defaults to denied for all storage. Google's script is requested only once the visitor has allowed
 *   analytics ("basic" consent mode: no cookieless pings before a choice); a later refusal updates consent to
 *   denied and stops our calls.
 * - Automatic page views are off; `trackPageView` sends page_path and page_title per route change.
 * - No address with a private link's secret reaches Google (worker/contract/private-links.ts): every path sent is
 *   cut of it, and every event names its page_location and page_referrer, cut of it too, so gtag.js never sends the
 *   browser's own (a client portal, a manage link, a password reset).
 */

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export type EventParams = Record<string, string | number | boolean | undefined>;

const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type Utm = Partial<Record<UtmKey, string>>;

/** The client-side visitor session (public spec section 3). */
export interface VisitorSession {
  sessionId: string;
  /** Epoch milliseconds. */
  startTime: number;
  pageViews: number;
  jobsViewed: { id: string; title: string; company: string; viewedAt: number }[];
  searchQueries: { query: string; resultsCount: number; searchedAt: number }[];
  utm: Utm;
  landingPage: string;
}

/** The UTM parameters of a URL query ("?utm_source=google&x=1"), each trimmed and cut to 200 characters. */
export function utmFromSearch(search: string): Utm {
  const params = new URLSearchParams(search);
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) utm[key] = value.slice(0, 200);
  }
  return utm;
}

/** How far down the page the visitor has seen, 0-100. */
export function scrollDepthPercent(scrollTop: number, viewportHeight: number, documentHeight: number): number {
  if (documentHeight <= viewportHeight) return 100;
  return Math.max(0, Math.min(100, Math.round(((scrollTop + viewportHeight) / documentHeight) * 100)));
}

/** Consent Mode v2 fields for a choice: analytics storage from "analytics", ad storage from "marketing". */
export function consentModeFor(consent: CookieConsent | null): Record<string, "granted" | "denied"> {
  const state = (on: boolean | undefined) => (on ? "granted" : "denied");
  return {
    analytics_storage: state(consent?.analytics),
    ad_storage: state(consent?.marketing),
    ad_user_data: state(consent?.marketing),
    ad_personalization: state(consent?.marketing),
  };
}

/** A fresh session for a landing URL. */
export function newVisitorSession(url: { pathname: string; search: string }, now: number, id: string): VisitorSession {
  return {
    sessionId: id,
    startTime: now,
    pageViews: 0,
    jobsViewed: [],
    searchQueries: [],
    utm: utmFromSearch(url.search),
    landingPage: pathWithoutSecret(url.pathname),
  };
}

/** What the engagement score reads: the visitor session. */
export interface EngagementInput {
  pageViews: number;
  jobsViewed: number;
  searches: number;
  timeOnSiteMs: number;
}

/** Points per minute on the site toward the engagement score's time part (our reading of "up to 20 for time"). */
export const ENGAGEMENT_POINTS_PER_MINUTE = 2;

/**
 * Engagement score (public spec section 9), sent with the home contact message's attribution: 2 per page view,
 * 5 per job viewed, 3 per search, and up to 20 for time on site (2 per whole minute, so 10 minutes earn all 20);
 * at most 100. It lives here, not with the lead scores, because only the browser computes it on every page.
 */
export function engagementScore({ pageViews, jobsViewed, searches, timeOnSiteMs }: EngagementInput): number {
  const timePoints = Math.min(20, Math.floor(Math.max(0, timeOnSiteMs) / 60_000) * ENGAGEMENT_POINTS_PER_MINUTE);
  return Math.min(100, 2 * pageViews + 5 * jobsViewed + 3 * searches + timePoints);
}

/** The `analyticsData` of POST /api/analytics/contact-with-attribution, built from the session. */
export function attributionData(session: VisitorSession, now: number, leadScore: number) {
  const timeOnSite = Math.min(86_400_000, Math.max(0, now - session.startTime));
  return {
    sessionId: session.sessionId,
    pageViews: session.pageViews,
    timeOnSite,
    leadScore,
    engagementScore: engagementScore({
      pageViews: session.pageViews,
      jobsViewed: session.jobsViewed.length,
      searches: session.searchQueries.length,
      timeOnSiteMs: timeOnSite,
    }),
    landingPage: session.landingPage.slice(0, 500),
    ...session.utm,
  };
}

const SESSION_STORAGE_KEY = "visitor-session";
let session: VisitorSession | null = null;

/**
 * This tab's visitor session. It lives in memory; with analytics consent it is also kept in session storage so a
 * reload continues it. UTM values come from the URL the visitor landed on.
 */
export function visitorSession(): VisitorSession {
  if (session) return session;
  if (analyticsAllowed()) {
    try {
      const saved = JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? "null") as VisitorSession | null;
      // biome-ignore lint/suspicious/noAssignInExpressions: remember and answer the restored session in one step
      if (saved?.sessionId) return (session = saved);
    } catch {
      // Unreadable or blocked: a new session.
    }
  }
  session = newVisitorSession(window.location, Date.now(), randomSessionId());
  return session;
}

/** 32 hex characters; `crypto.getRandomValues` works on plain http too, where `randomUUID` is missing. */
function randomSessionId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function persistSession() {
  if (!session || !analyticsAllowed()) return;
  try {
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Storage blocked: the in-memory session still works for this page.
  }
}

let measurementId: string | null = null;
let scriptRequested = false;
/** The choice in force before the latest change, to tell a new "allow" from a repeated one. */
let consentBefore: CookieConsent | null = null;

function gtag(...args: unknown[]) {
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads the `arguments` object itself, not an array.
  window.gtag ??= function gtagShim() {
    // eslint-disable-next-line prefer-rest-params
    // biome-ignore lint/complexity/noArguments: gtag.js reads the arguments object itself, not an array
    window.dataLayer?.push(arguments);
  };
  window.gtag(...args);
}

function applyConsent(consent: CookieConsent | null) {
  if (!measurementId) return;
  gtag("consent", "update", consentModeFor(consent));
  if (consent?.analytics && !scriptRequested) {
    scriptRequested = true;
    const script = document.createElement("script");
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
    document.head.appendChild(script);
  }
  if (consent?.analytics) persistSession();
}

/**
 * Sets up GA4 once per page, with consent denied by default, and follows the visitor's choices from then on.
 * Does nothing without a measurement id, and nothing on a second call.
 */
export function initAnalytics(id: string | undefined): void {
  if (!id || measurementId) return;
  measurementId = id;
  gtag("consent", "default", { ...consentModeFor(null), wait_for_update: 500 });
  gtag("js", new Date());
  gtag("config", id, { send_page_view: false, ...pageAddresses() });
  applyConsent(currentConsent());
  onConsentChange((consent) => {
    const wasAllowed = consentBefore?.analytics === true;
    consentBefore = consent;
    applyConsent(consent);
    // Allowed while on a page: that page's view was not sent when it opened, so it goes now.
    if (!wasAllowed && consent.analytics) {
      trackEvent("page_view", {
        page_path: pathWithoutSecret(window.location.pathname),
        page_title: document.title,
        page_views_session: visitorSession().pageViews,
      });
    }
  });
  consentBefore = currentConsent();
}

/** Whether events are sent now: configured and allowed by the visitor. */
export function analyticsActive(): boolean {
  return measurementId !== null && analyticsAllowed();
}

/** The page's address and its referrer as Google may read them: without a private link's secret. */
export function pageAddresses(
  location: string = window.location.href,
  referrer: string = document.referrer,
): { page_location: string; page_referrer: string } {
  return { page_location: addressWithoutSecrets(location), page_referrer: addressWithoutSecrets(referrer) };
}

/** Sends one GA4 event when analytics is active; otherwise nothing happens. */
export function trackEvent(name: string, params: EventParams = {}): void {
  if (analyticsActive()) gtag("event", name, { ...params, ...pageAddresses() });
}

/** A page view for a route change, counted in the visitor session. */
export function trackPageView(path: string, title: string): void {
  visitorSession().pageViews += 1;
  persistSession();
  trackEvent("page_view", {
    page_path: pathWithoutSecret(path),
    page_title: title,
    page_views_session: visitorSession().pageViews,
  });
}

/** Leaving a page: how long it was open and how far it was scrolled. */
export function trackPageExit(path: string, timeSpentSeconds: number, scrollDepth: number): void {
  trackEvent("page_exit", {
    event_category: "engagement",
    page_path: pathWithoutSecret(path),
    time_spent_seconds: timeSpentSeconds,
    scroll_depth_percent: scrollDepth,
  });
}

/** The window closes: the session's totals. */
export function trackSessionEnd(): void {
  const current = visitorSession();
  trackEvent("session_end", {
    event_category: "engagement",
    time_spent_seconds: Math.round((Date.now() - current.startTime) / 1000),
    page_views_session: current.pageViews,
  });
}

/** A job's page was viewed. */
export function trackViewJob(job: { id: string; title: string; company: string; type?: string }): void {
  visitorSession().jobsViewed.push({ id: job.id, title: job.title, company: job.company, viewedAt: Date.now() });
  persistSession();
  trackEvent("view_job", { event_category: "jobs", job_id: job.id, company: job.company, job_type: job.type });
}

/** A job search with its result count. */
export function trackJobSearch(query: string, resultsCount: number): void {
  visitorSession().searchQueries.push({ query: query.slice(0, 200), resultsCount, searchedAt: Date.now() });
  persistSession();
  trackEvent("search", { event_category: "jobs", search_term: query.slice(0, 100) });
}

/** Generic engagement (e.g. a salary calculation). */
export function trackEngagement(action: string, params: EventParams = {}): void {
  trackEvent("user_engagement", { event_category: "behavior", engagement_action: action, ...params });
}

/** A lead was generated: sent with the session's UTM values and a timestamp. */
export function trackConversion(conversionType: string, value = 1): void {
  trackEvent("conversion", {
    event_category: "lead_generation",
    conversion_type: conversionType,
    value,
    ...visitorSession().utm,
    timestamp: new Date().toISOString(),
  });
}

/** An application was submitted. */
export function trackApplication(params: { jobId?: string; leadScore: number }): void {
  trackEvent("apply_for_job", {
    event_category: "conversions",
    value: 1,
    job_id: params.jobId,
    applicant_type: params.jobId ? "job_specific" : "general",
    lead_score: params.leadScore,
  });
  trackConversion("application");
}

/** A contact form was submitted. */
export function trackContactForm(params: { formType: string; leadSource: string; leadScore: number }): void {
  trackEvent("submit_contact_form", {
    event_category: "conversions",
    value: 1,
    form_type: params.formType,
    lead_source: params.leadSource,
    lead_score: params.leadScore,
  });
  trackConversion("contact");
}

/** The campaign source to send with a form when analytics is allowed (attribution is analytics data). */
export function consentedUtmSource(): string | undefined {
  return analyticsAllowed() ? visitorSession().utm.utm_source : undefined;
}
