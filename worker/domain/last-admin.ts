/**
 * The last-admin rule (docs/decisions/048): there is always at least one active admin who can open Users, since
 * such a user can always give access back. A change that takes the last one's access to Users away (a demotion, a
 * deactivation, a custom list without Users, a deletion, judged as a deactivation) is refused.
 *
 * The rule is written once over any kind of truth value: the store judges it with SQL conditions inside the very
 * UPDATE or DELETE it guards (worker/staff/last-admin-guard.ts), so two admins cannot demote each other at the same
 * moment; its unit tests judge it with plain booleans.
 */

/** How truth values of one kind combine: booleans, or SQL conditions. */
export interface Logic<T> {
  and(...terms: T[]): T;
  or(...terms: T[]): T;
  not(term: T): T;
}

/** What the rule reads of an account. */
export interface ManagerFacts<T> {
  isAdmin: T;
  isActive: T;
  /** Role-based access (an admin reaches every area), or a custom list that names Users (decideAccess). */
  reachesUsers: T;
}

/** Whether the account is an active admin who reaches the Users area. */
export function managesUsers<T>(logic: Logic<T>, account: ManagerFacts<T>): T {
  return logic.and(account.isAdmin, account.isActive, account.reachesUsers);
}

/** A change to one account: the account before and after it, and whether another account manages users. */
export interface AccountChange<T> {
  before: ManagerFacts<T>;
  after: ManagerFacts<T>;
  anotherManager: T;
}

/** Whether the change keeps a user manager: the account still is one, or never was, or another account is one. */
export function keepsAUserManager<T>(logic: Logic<T>, change: AccountChange<T>): T {
  return logic.or(
    managesUsers(logic, change.after),
    logic.not(managesUsers(logic, change.before)),
    change.anotherManager,
  );
}
