import type { Area } from "../contract/access";
import type { Role } from "../contract/enums";

/**
 * THE list of staff API routes and the back-office area each belongs to. The access middleware
 * (worker/http/access.ts) reads only this list, and a test checks that every route the app registers is either
 * listed here or declared public below, so a new staff route cannot ship unprotected by being forgotten.
 *
 * A rule matches a request when the path equals `path` or starts with `path + "/"`, and the method is one of
 * `methods` (all methods when absent; HEAD counts as GET). The first matching rule wins.
 */
export interface StaffRouteRule {
  path: string;
  /** A route under a parameter: the whole path must match this too; its first group is the client's id. */
  pattern?: RegExp;
  methods?: readonly string[];
  area: Area | typeof ANY_STAFF;
  /** Also the owner of the client `pattern` names (its account manager), from this role up, without the area. */
  clientOwnerFrom?: Role;
}

/** A rule for routes every signed-in active staff user may call, each for themselves (their notifications). */
export const ANY_STAFF = "any_staff";

export const STAFF_ROUTES: readonly StaffRouteRule[] = [
  { path: "/api/admin/users", area: "users" },
  // "Require two-factor for all staff" lives on the Users screen.
  { path: "/api/admin/security-settings", area: "users" },
  // The staff areas (the spec's /api/admin/portals) and what staff do in them: the staff areas screen's area.
  { path: "/api/admin/portals", area: "portals" },
  { path: "/api/admin/access-matrix", area: "portals" },
  { path: "/api/admin/activity-logs", area: "portals" },
  { path: "/api/admin/applications", area: "candidates" },
  { path: "/api/admin/messages", area: "inbox" },
  { path: "/api/admin/candidates", area: "candidates" },
  // A job order's matching candidates (issue 46): a list of people, read by those who read candidates.
  { path: "/api/admin/jobs", pattern: /^\/api\/admin\/jobs\/[^/]+\/matches$/, methods: ["GET"], area: "candidates" },
  // Texts from numbers no candidate has (decision 073): read by those who read candidates' texts.
  { path: "/api/admin/unmatched-texts", area: "candidates" },
  // Templates of the emails recruiters write to candidates.
  { path: "/api/admin/email-templates", area: "candidates" },
  // Sequences of emails and texts to candidates and contacts (decision 115): the recruiters' outreach.
  { path: "/api/admin/sequences", area: "candidates" },
  // A client's account manager reads the emails with their own client's contacts (issue 44), even when the clients
  // area is not theirs (raised above their role, or not on their custom list); everyone else by the area.
  {
    path: "/api/admin/clients",
    pattern: /^\/api\/admin\/clients\/([^/]+)\/contacts\/[^/]+\/emails$/,
    methods: ["GET"],
    area: "clients",
    clientOwnerFrom: "manager",
  },
  // Clients, their contacts and job orders (issue 32): recruiters and up by default.
  { path: "/api/admin/clients", area: "clients" },
  // Appointments, booking types and availability (issue 18): managers and up by default.
  { path: "/api/admin/appointments", area: "scheduling" },
  { path: "/api/admin/booking", area: "scheduling" },
  // Every message to the outside world, with candidates' addresses: admins (the default role of the staff areas screen's area).
  { path: "/api/admin/deliveries", area: "portals" },
  // The daily cap of bulk email per sender (decision 106): set by those who see every message that goes out.
  { path: "/api/admin/outreach", area: "portals" },
  // Find, export and erase a person; retention and legal holds (issue 20): admins by default.
  { path: "/api/admin/privacy", area: "privacy" },
  // The firm's numbers (decision 060): aggregates only, no person's row; the marketer's desk, beside the content.
  { path: "/api/admin/analytics", area: "content" },
  // Each user's own notifications and preferences: what reaches them is filtered by their areas when it is made.
  { path: "/api/staff", area: ANY_STAFF },
  // The command palette's search: each kind of record it finds is checked against the caller's areas in the route.
  { path: "/api/admin/search", area: ANY_STAFF },
  // Submittals, the desk's settings and placements with their fees (issue 32): the clients area.
  { path: "/api/admin/submittals", area: "clients" },
  { path: "/api/admin/placements", area: "clients" },
  // Contract staffing's assignments (issue 48): the desk's, beside placements.
  { path: "/api/admin/assignments", area: "clients" },
  // What to invoice and pay for contract time, and its accounting files (issue 48 item 3): beside the assignments.
  { path: "/api/admin/billing", area: "clients" },
  // Interviews with the client's people (issue 47): the desk's, beside submittals and placements.
  { path: "/api/admin/interviews", area: "clients" },
  // The criteria a job order's interview panels score (issue 47 item 5): the desk's, beside the interviews.
  { path: "/api/admin/scorecard-criteria", area: "clients" },
  { path: "/api/admin/desk", area: "clients" },
  { path: "/api/crm", area: "crm" },
  // Campaigns to a filtered list (decision 116): the CRM page's "SMS Campaigns" tab.
  { path: "/api/admin/campaigns", area: "crm" },
  // /api/ghl/direct-contact is a public form; only these GHL routes are staff.
  { path: "/api/ghl/sync-lead", area: "crm" },
  { path: "/api/ghl/bulk-sync", area: "crm" },
  { path: "/api/ghl/test-connection", area: "crm" },
  { path: "/api/ghl/stats", area: "crm" },
  { path: "/api/sms/settings", area: "sms" },
  { path: "/api/sms/messages", area: "sms" },
  { path: "/api/sms/send", area: "sms" },
  // Reading jobs is public (GET below); changing them and publishing them to job boards is the jobs area's.
  { path: "/api/jobs", methods: ["POST", "PUT", "PATCH", "DELETE"], area: "jobs" },
  // Who may own a job: staff names, for the job form only (before the public GET /api/jobs/:id below).
  { path: "/api/jobs/owners", methods: ["GET"], area: "jobs" },
  // Whether Google's Indexing API is connected: the jobs screen's notice.
  { path: "/api/jobs/indexing", methods: ["GET"], area: "jobs" },
  // Job alert subscribers per frequency: the jobs screen.
  { path: "/api/jobs/alert-counts", methods: ["GET"], area: "jobs" },
  // The job boards (the spec's /api/portals).
  { path: "/api/portals", area: "jobs" },
  // The spec lets any signed-in user use the content dashboard; we require the content area instead
  // (docs/decisions/006-content-engine.md). published-articles is public and listed below.
  { path: "/api/content/stats", area: "content" },
  { path: "/api/admin/newsletters", area: "content" },
  { path: "/api/admin/newsletter-subscribers", area: "content" },
  { path: "/api/content/articles", area: "content" },
  { path: "/api/content/schedules", area: "content" },
  { path: "/api/content/linkedin-posts", area: "content" },
  { path: "/api/content/linkedin-status", area: "content" },
  { path: "/api/content/linkedin", area: "content" },
  { path: "/api/content/prompt-templates", area: "content" },
  { path: "/api/content/generate-from-prompt", area: "content" },
  { path: "/api/content/bulk-generate", area: "content" },
  { path: "/api/content/trigger", area: "content" },
  // A job's image is made from the job editor and set on the job: the jobs area's (the first matching rule wins).
  { path: "/api/generate-image/job", area: "jobs" },
  { path: "/api/generate-image", area: "content" },
  { path: "/api/images", methods: ["POST"], area: "content" },
];

/**
 * API routes anyone may call (public reads and forms) or that check the session themselves (/api/auth/*).
 * Listed so that the coverage test can tell "public on purpose" from "forgotten".
 */
export const PUBLIC_ROUTES: readonly { path: string; methods?: readonly string[] }[] = [
  { path: "/api/health" },
  // Sign-in, and each user's own password, two-factor and sessions: every route but login checks the session itself,
  // and a session that must change its password or enrol first reaches these and nothing else.
  { path: "/api/auth" },
  // The public forms: honeypot, per-IP limits and body caps in worker/http/public-form.ts and each route.
  { path: "/api/applications", methods: ["POST"] },
  { path: "/api/contact/submit", methods: ["POST"] },
  { path: "/api/ghl/direct-contact", methods: ["POST"] },
  { path: "/api/analytics/contact-with-attribution", methods: ["POST"] },
  // Consultation booking: public reads and the booking form; the manage routes check their own token.
  { path: "/api/booking" },
  // Twilio's webhooks: public, but each must carry Twilio's signature (worker/sms/routes.ts).
  { path: "/api/sms/status", methods: ["POST"] },
  { path: "/api/sms/inbound", methods: ["POST"] },
  // Job boards' application posts: public, but each must carry the board's signature
  // (worker/applications/board-routes.ts).
  { path: "/api/board-applications/ziprecruiter", methods: ["POST"] },
  { path: "/api/board-applications/indeed", methods: ["POST"] },
  // The email service's bounce and complaint events: public, but each must carry its signature (decision 106).
  { path: "/api/email/events", methods: ["POST"] },
  // Published jobs for everyone; staff with the jobs area see every status (staffCanUse in worker/jobs/routes.ts).
  { path: "/api/jobs", methods: ["GET"] },
  { path: "/api/content/published-articles", methods: ["GET"] },
  { path: "/api/content/resource-stats", methods: ["GET"] },
  // Job alerts: the request is a public form (per-IP and per-address limits); confirm, manage and unsubscribe check
  // their own token (worker/job-alerts/routes.ts).
  { path: "/api/job-alerts" },
  // The client portal: its magic link's token is the authority, checked by every route (worker/submittals/client-portal-routes.ts).
  { path: "/api/client-portal" },
  // The candidate's link to pick an interview time: its token is the authority (worker/interviews/pick-routes.ts).
  { path: "/api/interview-invitations" },
  // A contractor's week: its magic link's token is the authority (worker/timesheets/routes.ts).
  { path: "/api/timesheets", methods: ["POST"] },
  { path: "/api/newsletter" },
];

function matches(
  rule: { path: string; pattern?: RegExp; methods?: readonly string[] },
  method: string,
  path: string,
): boolean {
  const pathMatches = (path === rule.path || path.startsWith(`${rule.path}/`)) && (rule.pattern?.test(path) ?? true);
  // Hono answers HEAD with the GET handler (headers such as X-Total-Count included): it is judged as that GET.
  const judgedAs = method === "HEAD" ? "GET" : method;
  return pathMatches && (!rule.methods || rule.methods.includes(judgedAs));
}

/** The rule a staff request falls under, or undefined for a public one. */
export function staffRuleOf(method: string, path: string): StaffRouteRule | undefined {
  return STAFF_ROUTES.find((rule) => matches(rule, method, path));
}

/** The area a staff request belongs to, or undefined for a public one. */
export function staffAreaOf(method: string, path: string): Area | typeof ANY_STAFF | undefined {
  return staffRuleOf(method, path)?.area;
}

/** The client's id a rule with `clientOwnerFrom` names in the path. */
export function clientIdOf(rule: StaffRouteRule, path: string): string | undefined {
  const id = rule.pattern?.exec(path)?.[1];
  return id === undefined ? undefined : decodeURIComponent(id);
}

/** Whether a route is declared public (for the coverage test). */
export function isDeclaredPublic(method: string, path: string): boolean {
  return PUBLIC_ROUTES.some((rule) => matches(rule, method, path));
}
