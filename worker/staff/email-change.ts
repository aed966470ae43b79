import { and, desc, eq, gt, isNull, ne } from "drizzle-orm";
import { COMPANY } from "../contract/company";
import type { OwnEmail } from "../contract/staff-account";
import type { Db } from "../db/client";
import { accountLinks, type User, users } from "../db/schema";
import { queueDelivery } from "../delivery/pipeline";
import type { SignedIn } from "../env";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { forgiveLoginFailures } from "../http/login-throttle";
import { consumeRateLimit, type RateLimitRule, rateLimited } from "../http/rate-limit";
import { linkNotWorking, liveLink, newLink } from "./account-links";
import { acceptTotpCode } from "./mfa-store";
import { checkCurrentPassword, fieldError } from "./own-password-store";

/**
 * A staff member's new email address (issue 42 item 7): asked for with the current password (and a code when
 * two-factor is on), noticed to the old address, and the account's only once the link mailed to the new one is used.
 * Until then the old address stays the account's and gets its password resets; a reset or a password change drops
 * the pending change. The link is an `account_links` row (purpose email_change) carrying the new address.
 */

/** Confirmation emails a user may have sent an hour: enough for a typo or two, too few to mail anyone at will. */
export const EMAIL_CHANGES_PER_USER: RateLimitRule = { limit: 5, windowMs: 60 * 60_000 };

const pendingOf = (userId: string, now: Date) =>
  and(
    eq(accountLinks.userId, userId),
    eq(accountLinks.purpose, "email_change"),
    isNull(accountLinks.usedAt),
    gt(accountLinks.expiresAt, now),
  );

/** The user's address and the new one waiting for its link, if any. */
export async function ownEmail(db: Db, user: Pick<User, "id" | "email">, now = new Date()): Promise<OwnEmail> {
  const pending = await db
    .select({ newEmail: accountLinks.newEmail, expiresAt: accountLinks.expiresAt })
    .from(accountLinks)
    .where(pendingOf(user.id, now))
    .orderBy(desc(accountLinks.createdAt))
    .get();
  return {
    email: user.email ?? null,
    pendingEmail: pending?.newEmail ?? null,
    pendingExpiresAt: pending?.expiresAt.toISOString() ?? null,
  };
}

function noticeToOldAddress(username: string, newEmail: string) {
  const subject = `The email address of ${username} is being changed`;
  const text = [
    `Someone signed in as "${username}" in the ${COMPANY.name} back office asked to change the account's email address to ${newEmail}.`,
    "",
    "It changes only when the link sent to that address is opened. Until then this address stays the account's and",
    "receives its password resets.",
    "",
    "If this was not you, change your password now (or use “Forgot password?” on the sign-in page): a new password",
    "cancels the change and signs the account out everywhere.",
  ];
  return { summary: subject, payload: { subject, text: text.join("\n") } };
}

/**
 * Asks for `newEmail` to become the user's address: the current password (throttled like sign-in), then the code
 * when two-factor is on. Writes the link, its email to the new address, the notice to the old one and the log entry
 * in one batch; answers the deliveries to dispatch and the account's address as it now stands.
 */
export async function requestEmailChange(
  db: Db,
  actor: Actor,
  secret: string,
  staff: SignedIn,
  input: { newEmail: string; currentPassword: string; code?: string },
  origin: string,
  now = new Date(),
): Promise<{ deliveryIds: string[]; view: OwnEmail }> {
  const { user } = staff;
  // A temporary password is the admin's as much as the user's: the address waits for the user's own (or enrolment).
  if (staff.requirement)
    throw new ApiError(403, staff.requirement, "Choose your own password and finish setting up your account first.");
  const keys = await checkCurrentPassword(db, actor, user, input.currentPassword);
  if (user.mfaSecret) {
    if (!input.code)
      throw fieldError("code", "Code is required: enter the 6 digits your authenticator app shows", "code_required");
    if (!(await acceptTotpCode(db, secret, user, input.code, now.getTime())))
      throw fieldError("code", "That code is not right, or was already used: enter the 6 digits your app shows now");
  }
  if (input.newEmail === user.email) throw fieldError("newEmail", "This is already your account's email address");
  const allowed = await consumeRateLimit(db, `email-change:${user.id}`, EMAIL_CHANGES_PER_USER, now.getTime());
  if (!allowed.allowed)
    throw rateLimited(allowed.retryAfterSeconds, "Too many new addresses asked for. Please wait and try again.");

  const link = await newLink(db, user, input.newEmail, "email_change", origin, now);
  const notice = user.email
    ? queueDelivery(
        db,
        "email",
        {
          recipient: user.email,
          ...noticeToOldAddress(user.username, input.newEmail),
          related: { type: "user", id: user.id },
        },
        now,
      )
    : null;
  await db.batch([
    ...link.statements,
    ...(notice ? [notice.insert] : []),
    forgiveLoginFailures(db, keys),
    activityLog(actor, db, {
      action: "account.email_change_request",
      entityType: "user",
      entityId: user.id,
      details: { username: user.username, newEmail: input.newEmail },
    }),
  ]);
  return {
    deliveryIds: notice ? [link.deliveryId, notice.id] : [link.deliveryId],
    view: { email: user.email ?? null, pendingEmail: input.newEmail, pendingExpiresAt: link.expiresAt.toISOString() },
  };
}

/** What the confirmation page shows before its button is pressed; 404 for a wrong, spent or expired link. */
export async function checkEmailChange(db: Db, token: string, now = new Date()) {
  const { link, user } = await liveLink(db, token, now, ["email_change"]);
  return { username: user.username, newEmail: link.newEmail ?? "" };
}

/**
 * The new address's link used: it becomes the account's address. The link is spent by one conditional update, so
 * two uses at once cannot both succeed; the account's other pending changes go with it.
 */
export async function confirmEmailChange(
  db: Db,
  request: Pick<Actor, "ipAddress" | "userAgent">,
  token: string,
  now = new Date(),
): Promise<{ username: string; email: string }> {
  const { link, user } = await liveLink(db, token, now, ["email_change"]);
  const newEmail = link.newEmail;
  if (!newEmail) throw linkNotWorking();
  const [spent] = await db
    .update(accountLinks)
    .set({ usedAt: now })
    .where(and(eq(accountLinks.id, link.id), isNull(accountLinks.usedAt)))
    .returning({ id: accountLinks.id });
  if (!spent) throw linkNotWorking();
  await db.batch([
    db.update(users).set({ email: newEmail }).where(eq(users.id, user.id)),
    db.delete(accountLinks).where(and(pendingOf(user.id, now), ne(accountLinks.id, link.id))),
    activityLog({ ...request, userId: user.id }, db, {
      action: "account.email_change",
      entityType: "user",
      entityId: user.id,
      details: { username: user.username, from: user.email, to: newEmail },
    }),
  ]);
  return { username: user.username, email: newEmail };
}
