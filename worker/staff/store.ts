import { and, asc, count, desc, eq, exists, ne, not, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { customAreasOf, decideAccess } from "../contract/access";
import type { SessionRequirement } from "../contract/account-rules";
import type { StaffRef } from "../contract/application-pipeline";
import { ROLES } from "../contract/enums";
import type {
  AccessMatrix,
  InvitationSent,
  SessionInfo,
  StaffPortal,
  StaffUser,
  UserListQuery,
  UserSort,
} from "../contract/staff";
import type { SmallListQuery } from "../contract/zod";
import { listsArea } from "../db/area-lists";
import type { Db } from "../db/client";
import { contains } from "../db/contains";
import { type AdminPortal, adminPortals, type NewAdminPortal, type NewUser, type User, users } from "../db/schema";
import { randomLinkToken } from "../domain/link-token";
import { hashPassword } from "../domain/password";
import { type Actor, activityLog, changesOf } from "../http/activity-log";
import { ApiError, isUniqueViolation, validationError } from "../http/errors";
import { forgiveLoginFailures, type ThrottleKeys } from "../http/login-throttle";
import { endSessionsOf } from "../http/session";
import { emailServiceStatus } from "../integrations/email/client";
import { invitationFor } from "./account-links";
import { endTrustedBrowsersOf } from "./trusted-browsers";

/** Staff and access: users, portals (back-office areas), the access matrix and the activity log. */

/** A user as the API shows it: the password hash never leaves the Worker. */
export function toStaffUser(user: User): StaffUser {
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    department: user.department ?? null,
    permissions: customAreasOf(user.permissions),
    email: user.email,
    fullName: user.fullName,
    emailSignature: user.emailSignature,
    isActive: user.isActive,
    lastLogin: user.lastLogin?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    mfaEnabled: user.mfaSecret !== null,
    mustChangePassword: user.mustChangePassword,
  };
}

export function toStaffPortal(portal: AdminPortal): StaffPortal {
  return {
    id: portal.id,
    name: portal.name,
    slug: portal.slug,
    description: portal.description ?? null,
    icon: portal.icon ?? null,
    requiredRole: portal.requiredRole,
    isActive: portal.isActive,
    sortOrder: portal.sortOrder,
    createdAt: portal.createdAt.toISOString(),
  };
}

function listPortals(db: Db) {
  return db
    .select()
    .from(adminPortals)
    .orderBy(asc(adminPortals.sortOrder), asc(adminPortals.name), asc(adminPortals.id));
}

/**
 * The signed-in user, the areas they may use and what they must do first (what the SPA's route guard and navigation
 * read). While something must be done first, no area is listed: the API refuses them all anyway.
 */
export async function sessionInfo(
  db: Db,
  user: User,
  requirement: SessionRequirement | null,
  env: Parameters<typeof emailServiceStatus>[0],
): Promise<SessionInfo> {
  const portals = requirement ? [] : await listPortals(db);
  return {
    user: toStaffUser(user),
    areas: portals.filter((portal) => decideAccess(user, portal).allowed).map((p) => p.slug),
    requirement,
    emailConnected: emailServiceStatus(env).configured,
  };
}

// Sign-in

export function findUserByName(db: Db, username: string): Promise<User | undefined> {
  return db.select().from(users).where(eq(users.username, username)).limit(1).get();
}

/**
 * A wrong password, whose attempt the throttle has already counted (claimLoginAttempt): counted on the account too
 * (an unknown name has none), so its owner hears of it at the next sign-in.
 */
export async function recordFailedSignIn(db: Db, username: string): Promise<void> {
  await db
    .update(users)
    .set({ failedLogins: sql`${users.failedLogins} + 1` })
    .where(eq(users.username, username));
}

/** The user as signed in now (failures forgiven), or undefined if the row went meanwhile. */
export async function markSignedIn(db: Db, keys: ThrottleKeys, userId: string, now: Date): Promise<User | undefined> {
  const [[signedIn]] = await db.batch([
    db.update(users).set({ lastLogin: now, failedLogins: 0 }).where(eq(users.id, userId)).returning(),
    forgiveLoginFailures(db, keys),
  ]);
  return signedIn;
}

// Users

const LAST_ADMIN = "There must always be at least one active admin who can open Users: make another user one first.";

/**
 * Whether a user with this role, active flag and permissions is an active admin who reaches the Users area by
 * decideAccess: role-based, or custom with users listed (an admin reaches a listed area whatever its row says).
 * Such a user can always give access back, so one must always remain (docs/decisions/048).
 */
function managesUsers(role: SQLWrapper, isActive: SQLWrapper, permissions: SQLWrapper): SQL {
  const reachesUsers = sql`(${permissions} is null or ${listsArea(permissions, "users")})`;
  return sql`(${role} = 'admin' and ${isActive} = 1 and ${reachesUsers})`;
}

/**
 * True when another user besides `userId` manages users. Used inside the UPDATE/DELETE statement itself, so the
 * check and the change are one atomic statement and two admins cannot demote each other at the same moment.
 */
function anotherUserManager(db: Db, userId: string) {
  const other = alias(users, "other_admin");
  return exists(
    db
      .select({ id: other.id })
      .from(other)
      .where(and(managesUsers(other.role, other.isActive, other.permissions), ne(other.id, userId))),
  );
}

/** Keeps the change unless it takes the last user manager's access to Users (a demotion, deactivation, custom list). */
function keepsAUserManager(db: Db, userId: string, set: Partial<NewUser>) {
  const after = managesUsers(
    set.role === undefined ? users.role : sql`${set.role}`,
    set.isActive === undefined ? users.isActive : sql`${set.isActive ? 1 : 0}`,
    set.permissions === undefined ? users.permissions : sql`${set.permissions}`,
  );
  return or(after, not(managesUsers(users.role, users.isActive, users.permissions)), anotherUserManager(db, userId));
}

async function findUser(db: Db, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw new ApiError(404, "not_found", "No such user.");
  return user;
}

/** Staff who work cases (own applications, take messages): active users from recruiter up. */
export const isWorkingStaff = and(eq(users.isActive, true), ne(users.role, ROLES[0]));

/** A 400 naming `field` unless `id` is null, absent or a working staff member: who may own a job or a client. */
export async function checkWorkingStaff(db: Db, id: string | null | undefined, field = "ownerId"): Promise<void> {
  if (!id) return;
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isWorkingStaff))
    .limit(1);
  if (!owner)
    throw validationError([{ path: field, message: "The owner must be an active staff member (recruiter or above)" }]);
}

/** The working staff by name, for owner and assignee choices: one page and how many there are. */
export async function listWorkingStaff(db: Db, page: SmallListQuery): Promise<{ rows: StaffRef[]; total: number }> {
  const [rows, [counted]] = await db.batch([
    db
      .select({ id: users.id, name: users.username })
      .from(users)
      .where(isWorkingStaff)
      .orderBy(asc(users.username), asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(users).where(isWorkingStaff),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

const USER_ORDERS: Record<UserSort, SQL[]> = {
  username: [asc(users.username), asc(users.id)],
  newest: [desc(users.createdAt), desc(users.id)],
  // Never signed in comes last.
  "last-login": [asc(sql`${users.lastLogin} is null`), desc(users.lastLogin), asc(users.id)],
  // Admins first, as ROLES ranks them.
  role: [
    desc(
      sql`case ${users.role} ${sql.join(
        ROLES.map((role, rank) => sql`when ${role} then ${rank}`),
        sql` `,
      )} end`,
    ),
    asc(users.username),
    asc(users.id),
  ],
};

/** One page of staff accounts and how many match: a search of name and email, a role, active or not. */
export async function listStaffUsers(db: Db, query: UserListQuery): Promise<{ rows: StaffUser[]; total: number }> {
  const where = and(
    query.q ? or(contains(users.username, query.q), contains(sql`coalesce(${users.email}, '')`, query.q)) : undefined,
    query.role ? eq(users.role, query.role) : undefined,
    query.active ? eq(users.isActive, query.active === "true") : undefined,
  );
  const [rows, [counted]] = await db.batch([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...USER_ORDERS[query.sort])
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows: rows.map(toStaffUser), total: counted?.total ?? 0 };
}

/**
 * A new account. With a password (already hashed), it is temporary: the user must choose their own at the first
 * sign-in. Without one, the account gets an unusable password and an invitation by email to choose it (decision 067).
 */
export async function createUser(
  db: Db,
  actor: Actor,
  values: Omit<NewUser, "password"> & { id: string },
  access: { password: string | null; origin: string },
  now = new Date(),
): Promise<StaffUser & { invitation: InvitationSent | null }> {
  const password = access.password ?? (await hashPassword(randomLinkToken()));
  const invitation =
    access.password === null && values.email ? await invitationFor(db, values, values.email, access.origin, now) : null;
  try {
    const [[created]] = await db.batch([
      db
        .insert(users)
        .values({ ...values, password, mustChangePassword: access.password !== null })
        .returning(),
      activityLog(actor, db, {
        action: "user.create",
        entityType: "user",
        entityId: values.id,
        details: { username: values.username, role: values.role },
      }),
      ...(invitation
        ? [
            ...invitation.statements,
            activityLog(actor, db, {
              action: "user.invite",
              entityType: "user",
              entityId: values.id,
              details: { username: values.username },
            }),
          ]
        : []),
    ]);
    return {
      ...toStaffUser(created!),
      invitation: invitation && { deliveryId: invitation.deliveryId, expiresAt: invitation.expiresAt.toISOString() },
    };
  } catch (err) {
    if (isUniqueViolation(err))
      throw new ApiError(409, "username_taken", "That username is already taken.", [
        { path: "username", message: "That username is already taken." },
      ]);
    throw err;
  }
}

/** How the log writes a user's fields: the address masked, the password hash never. */
const USER_FIELD_KINDS = { email: "email", password: "hidden" } as const;

/**
 * `set.password`, when present, is already hashed; the log names the user and each field changed. A password set
 * here is an admin's reset: temporary, so the user must choose their own at the next sign-in, and every session of
 * the user ends. Two-factor stays as it is: a reset never skips it.
 */
export async function updateUser(db: Db, actor: Actor, id: string, set: Partial<NewUser>): Promise<StaffUser> {
  const before = await findUser(db, id);
  if (Object.keys(set).length === 0) return toStaffUser(before);

  const reset = set.password ? { mustChangePassword: true } : {};
  const [updated] = await db
    .update(users)
    .set({ ...set, ...reset })
    .where(and(eq(users.id, id), keepsAUserManager(db, id, set)))
    .returning();
  if (!updated) throw new ApiError(409, "last_admin", LAST_ADMIN);

  const credentialsChanged = Boolean(set.password) || (set.isActive === false && before.isActive);
  await db.batch([
    activityLog(actor, db, {
      action: "user.update",
      entityType: "user",
      entityId: id,
      record: before.username,
      changes: changesOf(before, set, USER_FIELD_KINDS),
    }),
    ...(set.password
      ? [
          activityLog(actor, db, {
            action: "user.password_reset",
            entityType: "user",
            entityId: id,
            details: { username: before.username },
          }),
        ]
      : []),
    // A new password or a deactivation ends the user's sessions and trusted browsers at once.
    ...(credentialsChanged ? [endSessionsOf(db, id), endTrustedBrowsersOf(db, id)] : []),
  ]);
  return toStaffUser(updated);
}

export async function deleteUser(db: Db, actor: Actor, id: string): Promise<void> {
  const before = await findUser(db, id);
  if (id === actor.userId) {
    throw new ApiError(409, "self_delete", "You cannot delete your own account while signed in with it.");
  }
  // Sessions and portal-access rows go with the user (foreign keys cascade); activity logs keep the id.
  // Judged as a deactivation: a deleted user manages nothing afterwards.
  const [removed] = await db
    .delete(users)
    .where(and(eq(users.id, id), keepsAUserManager(db, id, { isActive: false })))
    .returning({ id: users.id });
  if (!removed) throw new ApiError(409, "last_admin", LAST_ADMIN);
  await activityLog(actor, db, {
    action: "user.delete",
    entityType: "user",
    entityId: id,
    details: { username: before.username },
  });
}

// Portals

function slugTaken(err: unknown): ApiError | unknown {
  if (!isUniqueViolation(err)) return err;
  return new ApiError(409, "slug_taken", "Another portal already uses that slug.", [
    { path: "slug", message: "Another portal already uses that slug." },
  ]);
}

/** One page of back-office areas in menu order, and how many there are. */
export async function listStaffPortals(db: Db, page: SmallListQuery): Promise<{ rows: StaffPortal[]; total: number }> {
  const [rows, [counted]] = await db.batch([
    listPortals(db).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(adminPortals),
  ]);
  return { rows: rows.map(toStaffPortal), total: counted?.total ?? 0 };
}

export async function createPortal(db: Db, actor: Actor, input: Omit<NewAdminPortal, "id">): Promise<StaffPortal> {
  const id = crypto.randomUUID();
  try {
    const [[created]] = await db.batch([
      db
        .insert(adminPortals)
        .values({ ...input, id })
        .returning(),
      activityLog(actor, db, {
        action: "portal.create",
        entityType: "portal",
        entityId: id,
        details: { slug: input.slug, requiredRole: input.requiredRole },
      }),
    ]);
    return toStaffPortal(created!);
  } catch (err) {
    throw slugTaken(err);
  }
}

export async function updatePortal(
  db: Db,
  actor: Actor,
  id: string,
  changes: Partial<NewAdminPortal>,
): Promise<StaffPortal> {
  const [existing] = await db
    .select({ id: adminPortals.id })
    .from(adminPortals)
    .where(eq(adminPortals.id, id))
    .limit(1);
  if (!existing) throw new ApiError(404, "not_found", "No such portal.");
  try {
    const [[updated]] = await db.batch([
      db.update(adminPortals).set(changes).where(eq(adminPortals.id, id)).returning(),
      activityLog(actor, db, { action: "portal.update", entityType: "portal", entityId: id, details: changes }),
    ]);
    return toStaffPortal(updated!);
  } catch (err) {
    throw slugTaken(err);
  }
}

export async function deletePortal(db: Db, actor: Actor, id: string): Promise<void> {
  const [removed] = await db.delete(adminPortals).where(eq(adminPortals.id, id)).returning();
  if (!removed) throw new ApiError(404, "not_found", "No such portal.");
  // A deleted area falls back to admins only (the spec's default required role): nobody gains access by it.
  await activityLog(actor, db, {
    action: "portal.delete",
    entityType: "portal",
    entityId: id,
    details: { slug: removed.slug },
  });
}

// Access matrix

/** Every area against one page of users by name; `total` counts the users. */
export async function accessMatrix(db: Db, page: SmallListQuery): Promise<AccessMatrix & { total: number }> {
  const [portals, staff, [counted]] = await db.batch([
    listPortals(db),
    db.select().from(users).orderBy(asc(users.username), asc(users.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(users),
  ]);
  return {
    total: counted?.total ?? 0,
    portals: portals.map(({ id, slug, name, requiredRole, isActive }) => ({ id, slug, name, requiredRole, isActive })),
    users: staff.map((user) => ({
      id: user.id,
      username: user.username,
      role: user.role,
      isActive: user.isActive,
      access: portals.map((portal) => ({ portalId: portal.id, slug: portal.slug, ...decideAccess(user, portal) })),
    })),
  };
}
