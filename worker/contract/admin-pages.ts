/**
 * Every page of the back office, as the SPA's routes below /admin name them (web/admin-routes.tsx; the two lists are
 * kept equal by test/web/admin-navigation.test.ts). The Worker answers an /admin address that none of them matches
 * with the shell and 404, and the shell shows "This page does not exist" inside the back office.
 */
export const ADMIN_ROUTE_PATHS = [
  "content",
  "bulk-content",
  "batches",
  "batches/:id",
  "content-creation",
  "analytics",
  "newsletter",
  "jobs",
  "jobs/:id",
  "applications",
  "applications/:id",
  "messages",
  "messages/:id",
  "candidates",
  "candidates/unmatched-texts",
  "candidates/:id",
  "email-templates",
  "sequences",
  "sequences/:id",
  "desk",
  "interviews",
  "clients",
  "clients/:id",
  "appointments",
  "appointments/:id",
  "availability",
  "portals",
  "users",
  "sms",
  "ghl",
  "submittals",
  "placements",
  "assignments",
  "assignments/:id",
  "billing",
  "deliveries",
  "activity",
  "deliveries/:id/email",
  "privacy",
  "notifications",
  "account",
] as const;

const PATTERNS = ADMIN_ROUTE_PATHS.map((path) => path.split("/"));

/**
 * Whether a pathname is /admin or one of its pages, matched as React Router matches them: letters in any case, a
 * trailing slash allowed, `:id` any one segment.
 *
 * @example isAdminPage("/admin/candidates/abc") // true
 * @example isAdminPage("/admin/crm") // false
 */
export function isAdminPage(pathname: string): boolean {
  const [root, ...segments] = pathname.toLowerCase().replace(/\/+$/, "").split("/").slice(1);
  if (root !== "admin") return false;
  if (segments.length === 0) return true;
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) => (part.startsWith(":") ? segments[index] !== "" : part === segments[index])),
  );
}
