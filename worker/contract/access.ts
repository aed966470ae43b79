import { ROLES, type Role } from "./enums";

/**
 * Who may use which back-office area (back-office spec section 6), shared by the Worker's access middleware and the
 * SPA's route guard. An area is an `admin_portals` row; its `requiredRole` is the minimum rank.
 */

/** The rank of a role: its index in ROLES (user 0 < recruiter 1 < manager 2 < admin 3). */
export function roleRank(role: Role): number {
  return ROLES.indexOf(role);
}

export interface AccessSubject {
  role: Role;
  isActive: boolean;
}

export interface AccessPortal {
  slug: string;
  requiredRole: Role;
  isActive: boolean;
}

export interface AccessDecision {
  allowed: boolean;
  /** Why, in words an admin reads in the access matrix. */
  reason: string;
}

/**
 * The one access rule. An inactive user has no access; an admin reaches every area, even one switched off (so
 * nobody can lock the admins out of Portal Management); others need an active area and a rank at least the
 * area's required role. An area with no row falls back to the spec's default required role, admin.
 */
export function decideAccess(user: AccessSubject, portal: AccessPortal | undefined): AccessDecision {
  if (!user.isActive) return { allowed: false, reason: "User is inactive" };
  const required = portal?.requiredRole ?? "admin";
  if (user.role === "admin") return { allowed: true, reason: "Admins reach every area" };
  if (!portal) return { allowed: false, reason: "Area not configured: admins only" };
  if (!portal.isActive) return { allowed: false, reason: "Area is switched off: admins only" };
  if (roleRank(user.role) >= roleRank(required)) return { allowed: true, reason: `Role ${user.role} meets required ${required}` };
  return { allowed: false, reason: `Role ${user.role} is below required ${required}` };
}

/** Back-office areas (admin_portals slugs) that the product's own pages and routes belong to. */
export const AREAS = ["content", "jobs", "candidates", "inbox", "scheduling", "crm", "sms", "users", "portals", "privacy"] as const;
export type Area = (typeof AREAS)[number];

/**
 * Which area each back-office page belongs to; bulk content and content creation are part of content, and the
 * deliveries screen belongs to portals like its API (/api/admin/deliveries).
 */
export const ADMIN_PAGE_AREAS: Readonly<Record<string, Area>> = {
  "/admin/content": "content",
  "/admin/bulk-content": "content",
  "/admin/content-creation": "content",
  "/admin/jobs": "jobs",
  "/admin/applications": "candidates",
  "/admin/messages": "inbox",
  "/admin/candidates": "candidates",
  "/admin/appointments": "scheduling",
  "/admin/availability": "scheduling",
  "/admin/portals": "portals",
  "/admin/deliveries": "portals",
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
