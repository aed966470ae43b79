import { and, exists, ne, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { listsArea } from "../db/area-lists";
import type { Db } from "../db/client";
import { type NewUser, users } from "../db/schema";
import { keepsAUserManager, type Logic, type ManagerFacts, managesUsers } from "../domain/last-admin";
import { ApiError } from "../http/errors";

/**
 * The last-admin rule (worker/domain/last-admin.ts) judged in SQL, inside the UPDATE or DELETE that makes the change:
 * the check and the change are one atomic statement, so two admins cannot demote each other at the same moment.
 */

export const lastAdminError = () =>
  new ApiError(
    409,
    "last_admin",
    "There must always be at least one active admin who can open Users: make another user one first.",
  );

const SQL_LOGIC: Logic<SQL> = {
  and: (...terms) => sql`(${sql.join(terms, sql` and `)})`,
  or: (...terms) => sql`(${sql.join(terms, sql` or `)})`,
  not: (term) => sql`(not ${term})`,
};

/** An account's facts, from its columns or from the values a change writes to them. */
function factsOf(role: SQLWrapper, isActive: SQLWrapper, permissions: SQLWrapper): ManagerFacts<SQL> {
  return {
    isAdmin: sql`${role} = 'admin'`,
    isActive: sql`${isActive} = 1`,
    reachesUsers: sql`(${permissions} is null or ${listsArea(permissions, "users")})`,
  };
}

/** Whether a user besides `userId` manages users. */
function anotherUserManager(db: Db, userId: string): SQL {
  const other = alias(users, "other_admin");
  const manager = managesUsers(SQL_LOGIC, factsOf(other.role, other.isActive, other.permissions));
  return exists(
    db
      .select({ id: other.id })
      .from(other)
      .where(and(manager, ne(other.id, userId))),
  );
}

/** Lets `set` change user `userId` only if a user manager remains (a deletion is judged as a deactivation). */
export function keepsAUserManagerWhere(db: Db, userId: string, set: Partial<NewUser>): SQL {
  return keepsAUserManager(SQL_LOGIC, {
    before: factsOf(users.role, users.isActive, users.permissions),
    after: factsOf(
      set.role === undefined ? users.role : sql`${set.role}`,
      set.isActive === undefined ? users.isActive : sql`${set.isActive ? 1 : 0}`,
      set.permissions === undefined ? users.permissions : sql`${set.permissions}`,
    ),
    anotherManager: anotherUserManager(db, userId),
  });
}
