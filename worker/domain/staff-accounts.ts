/** What an admin's change to staff accounts may do, besides the last-admin rule (last-admin.ts). */

/** Whether an admin's change to an account ends its sessions and trusted browsers: a new password, a deactivation. */
export function endsSessions(
  before: { isActive: boolean },
  change: { password?: string; isActive?: boolean },
): boolean {
  return Boolean(change.password) || (change.isActive === false && before.isActive);
}

/** Whether an admin deletes the account they are signed in with: refused, it would end the request's own session. */
export function deletesOwnAccount(actor: { userId: string | null }, userId: string): boolean {
  return actor.userId === userId;
}

/**
 * Whether an admin may switch "require two-factor for all" on: only with two-factor of their own, else they would be
 * held at enrolment themselves, out of the Users screen, the moment it saved. Switching it off is always allowed.
 */
export function mayRequireMfaForAll(admin: { mfaSecret: string | null }, requireMfa: boolean): boolean {
  return !requireMfa || admin.mfaSecret !== null;
}
