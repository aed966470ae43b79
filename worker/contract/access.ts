import { ROLES, type Role } from "./enums";

/**
 * Who may use which staff area (back-office spec section 6), shared by the Worker's access middleware and the
 * SPA's route guard. A staff area is an `admin_portals` row; its `requiredRole` is the minimum rank.
 */

/** The rank of a role: its index in ROLES (user 0 < recruiter 1 < manager 2 < admin 3). */
export function roleRank(role: Role): number {
  return ROLES.indexOf(role);
}

export interface AccessSubject {
  role: Role;
  isActive: boolean;
  /** As stored: null for role-based access, else a JSON list of the area slugs the user may use (customAreasOf). */
  permissions: string | null;
}

export interface StaffAreaRule {
  slug: string;
  requiredRole: Role;
  isActive: boolean;
  /** Area slugs a user with custom access must also hold to use this area; null or empty: none. */
  requiredPermissions?: readonly string[] | null;
}

export interface AccessDecision {
  allowed: boolean;
  /** Why, in words an admin reads in the access matrix. */
  reason: string;
}

/**
 * A user's custom areas from the stored `permissions`: null means role-based. A stored value that is not a list of
 * area slugs grants nothing (the API and migration 0033 never leave one; refusing is the safe reading of a bad row).
 */
export function customAreasOf(permissions: string | null): Area[] | null {
  if (permissions === null) return null;
  try {
    const parsed: unknown = JSON.parse(permissions);
    return Array.isArray(parsed) ? parsed.filter(isArea) : [];
  } catch {
    return [];
  }
}

/**
 * The one access rule (docs/decisions/003 and 048). An inactive user has no access. A role-based user (no custom
 * list): an admin reaches every area, even one switched off (so nobody can lock the admins out of the
 * staff areas screen); others need an active area and a rank at least the area's required role; an area with no row falls
 * back to the spec's default required role, admin. A custom user reaches exactly the areas listed, whatever the rank:
 * an admin each listed area even switched off or without a row, others a listed area that is active and whose
 * `requiredPermissions` are all listed too. `area` names the area when its row may be missing.
 */
export function decideAccess(
  user: AccessSubject,
  staffArea: StaffAreaRule | undefined,
  area = staffArea?.slug,
): AccessDecision {
  if (!user.isActive) return { allowed: false, reason: "User is inactive" };
  const custom = customAreasOf(user.permissions);
  if (custom) return decideCustomAccess(user.role, custom, staffArea, area);
  const required = staffArea?.requiredRole ?? "admin";
  if (user.role === "admin") return { allowed: true, reason: "Admins reach every area" };
  if (!staffArea) return { allowed: false, reason: "Area not configured: admins only" };
  if (!staffArea.isActive) return { allowed: false, reason: "Area is switched off: admins only" };
  if (roleRank(user.role) >= roleRank(required))
    return { allowed: true, reason: `Role ${user.role} meets required ${required}` };
  return { allowed: false, reason: `Role ${user.role} is below required ${required}` };
}

function decideCustomAccess(
  role: Role,
  custom: readonly string[],
  staffArea: StaffAreaRule | undefined,
  area?: string,
): AccessDecision {
  if (!area || !custom.includes(area)) return { allowed: false, reason: "Not among the user's custom areas" };
  if (role === "admin") return { allowed: true, reason: "Custom access: an admin reaches each listed area" };
  if (!staffArea) return { allowed: false, reason: "Area not configured: admins only" };
  if (!staffArea.isActive) return { allowed: false, reason: "Area is switched off: admins only" };
  const missing = (staffArea.requiredPermissions ?? []).filter((slug) => !custom.includes(slug));
  if (missing.length > 0) return { allowed: false, reason: `Custom access: the area also needs ${missing.join(", ")}` };
  return { allowed: true, reason: "Custom access lists this area" };
}

/** Staff areas (admin_portals slugs) that the product's own pages and routes belong to. */
export const AREAS = [
  "content",
  "jobs",
  "candidates",
  "clients",
  "inbox",
  "scheduling",
  "crm",
  "sms",
  "users",
  // The staff areas screen's own area: its slug (stored in rows and users' permissions) is the page's address.
  "portals",
  "privacy",
] as const;
export type Area = (typeof AREAS)[number];

export const isArea = (slug: unknown): slug is Area => (AREAS as readonly unknown[]).includes(slug);

/**
 * Which area each back-office page belongs to (a section of the navigation, or a page below one); bulk content and content creation are part of content, and the
 * deliveries screen and the activity log belong to the staff areas screen's area ("portals") like their APIs (/api/admin/deliveries, activity-logs).
 */
export const ADMIN_PAGE_AREAS: Readonly<Record<string, Area>> = {
  "/admin/content": "content",
  "/admin/bulk-content": "content",
  "/admin/batches": "content",
  "/admin/content-creation": "content",
  "/admin/analytics": "content",
  "/admin/newsletter": "content",
  "/admin/jobs": "jobs",
  "/admin/applications": "candidates",
  "/admin/messages": "inbox",
  "/admin/candidates": "candidates",
  // Below a section, not one of its own: texts from numbers no candidate has (decision 073).
  "/admin/candidates/unmatched-texts": "candidates",
  "/admin/email-templates": "candidates",
  "/admin/sequences": "candidates",
  "/admin/clients": "clients",
  "/admin/desk": "clients",
  "/admin/interviews": "clients",
  "/admin/submittals": "clients",
  "/admin/placements": "clients",
  "/admin/assignments": "clients",
  "/admin/billing": "clients",
  "/admin/appointments": "scheduling",
  "/admin/availability": "scheduling",
  "/admin/portals": "portals",
  "/admin/deliveries": "portals",
  "/admin/activity": "portals",
  "/admin/users": "users",
  "/admin/sms": "sms",
  "/admin/ghl": "crm",
  "/admin/privacy": "privacy",
};

/** The area of a back-office path such as "/admin/users" or "/admin/content-creation?tab=schedule". */
export function areaOfAdminPath(pathname: string): Area | undefined {
  const base = pathname.replace(/\/+$/, "").split("?")[0] ?? "";
  return ADMIN_PAGE_AREAS[base];
}
