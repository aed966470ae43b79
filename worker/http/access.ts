import { eq, lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { type Area, decideAccess, roleRank } from "../contract/access";
import type { SessionRequirement } from "../contract/account-rules";
import type { Db } from "../db/client";
import { clients, staffAreas, userPortalAccess } from "../db/schema";
import type { AppEnv, SignedIn } from "../env";
import { ANY_STAFF, clientIdOf, type StaffRouteRule, staffRuleOf } from "./access-policy";
import { ApiError } from "./errors";

export const STAFF_CACHE_CONTROL = "private, no-store";

/**
 * The one access check for staff API routes, mounted once in front of every /api route. It looks the request up in
 * the policy list (worker/http/access-policy.ts); a staff route needs a signed-in, active user who may use the area
 * by decideAccess (the role's rank against the area's `requiredRole`, or the user's custom areas: decisions/048),
 * the area's row read from `admin_portals` on every request so that a change on the staff areas screen applies at once,
 * and a session with nothing left to do first (a password to change, two-factor to set up: decisions/029). The
 * first use of an area in a session is counted in `user_portal_access`.
 */
export const staffAccess = createMiddleware<AppEnv>(async (c, next) => {
  const rule = staffRuleOf(c.req.method, c.req.path);
  if (!rule) return next();
  const { area } = rule;
  // Staff answers are never stored by browsers or proxies: set here once, for refusals and errors as well.
  c.header("Cache-Control", STAFF_CACHE_CONTROL);
  const staff = c.get("staff");
  if (!staff) throw new ApiError(401, "unauthorized", "Please sign in.");
  if (staff.requirement) throw requirementError(staff.requirement);
  // Any signed-in staff: the session middleware loads only active users, so being signed in is enough.
  if (area !== ANY_STAFF && !(await ownsTheClient(c.var.db, staff, rule, c.req.path)))
    await checkArea(c.var.db, staff, area);
  await next();
  // Also over answers a route built by hand (a resume download) or headers a route set itself.
  c.res.headers.set("Cache-Control", STAFF_CACHE_CONTROL);
});

const REQUIREMENT_MESSAGES: Record<SessionRequirement, string> = {
  password_change_required: "Choose a new password on your account page before using the back office.",
  mfa_enrolment_required: "Two-factor sign-in is required for all staff: set it up on your account page first.",
};

/**
 * A session that must change its password or enrol in two-factor reaches only /api/auth (verify, logout, password,
 * two-factor, its sessions), which is not a staff route of the policy: every staff route answers this 403.
 */
function requirementError(requirement: SessionRequirement): ApiError {
  return new ApiError(403, requirement, REQUIREMENT_MESSAGES[requirement]);
}

/** Whether the rule lets in the client's owner and the caller is that owner, with the rule's role or above. */
async function ownsTheClient(db: Db, staff: SignedIn, rule: StaffRouteRule, path: string): Promise<boolean> {
  const clientId = clientIdOf(rule, path);
  if (!rule.clientOwnerFrom || !clientId || roleRank(staff.user.role) < roleRank(rule.clientOwnerFrom)) return false;
  // Read here, as the area rows are: the clients area sits above this check (it answers through it).
  const [client] = await db.select({ ownerId: clients.ownerId }).from(clients).where(eq(clients.id, clientId)).limit(1);
  return client?.ownerId === staff.user.id;
}

/** The area check of `staffAccess`, with the once-per-session visit count. */
async function checkArea(db: Db, staff: SignedIn, area: Area): Promise<void> {
  const [staffArea] = await db.select().from(staffAreas).where(eq(staffAreas.slug, area)).limit(1);
  const decision = decideAccess(staff.user, staffArea, area);
  if (!decision.allowed) {
    throw new ApiError(403, "forbidden", `You do not have access to the ${staffArea?.name ?? area} area.`);
  }
  if (staffArea) {
    // Counts once per session: the row is bumped only when its last access is older than this session.
    const now = new Date();
    await db
      .insert(userPortalAccess)
      .values({ userId: staff.user.id, portalId: staffArea.id, lastAccessed: now, accessCount: 1 })
      .onConflictDoUpdate({
        target: [userPortalAccess.userId, userPortalAccess.portalId],
        set: { accessCount: sql`${userPortalAccess.accessCount} + 1`, lastAccessed: now },
        setWhere: lt(userPortalAccess.lastAccessed, staff.sessionCreatedAt),
      });
  }
}

/**
 * For a public route that shows more to staff (e.g. `GET /api/jobs` lists drafts to the jobs area): whether the
 * caller is signed in with access to `area`, by the same rule as the middleware. Never throws for anonymous callers.
 *
 * @example const everyStatus = await staffCanUse(c, "jobs");
 */
export async function staffCanUse(c: Context<AppEnv>, area: Area): Promise<boolean> {
  const staff = c.get("staff");
  if (!staff || staff.requirement) return false;
  const [staffArea] = await c.var.db.select().from(staffAreas).where(eq(staffAreas.slug, area)).limit(1);
  return decideAccess(staff.user, staffArea, area).allowed;
}
