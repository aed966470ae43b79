import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import { EMAIL_CHANGE_LINK_HOURS, INVITATION_LINK_HOURS, PASSWORD_RESET_LINK_MINUTES } from "../contract/account-rules";
import { COMPANY } from "../contract/company";
import type { AccountLinkPurpose } from "../contract/enums";
import type { AccountLinkView } from "../contract/staff-sign-in";
import type { InvitationSent } from "../contract/staff-users";
import type { Db } from "../db/client";
import { accountLinks, type User, users } from "../db/schema";
import { type NewDeliveryInput, queueDelivery, sendToQueue } from "../delivery/pipeline";
import { hashLinkToken, randomLinkToken } from "../domain/link-token";
import { hashPassword } from "../domain/password";
import type { Bindings } from "../env";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError, validationError } from "../http/errors";
import { consumeRateLimit, type RateLimitRule } from "../http/rate-limit";
import { endSessionsOf } from "../http/session";
import { newPasswordProblem } from "./password-rules";
import { endTrustedBrowsersOf } from "./trusted-browsers";

/**
 * Links by email that let a staff member choose their password (decision 067): "Forgot password?" (30 minutes) and
 * an invitation to a new account (72 hours). One machinery for both: a random token of which only the hash is
 * stored, spent by its first use, replaced by a newer link of the same purpose; using one sets the password, signs
 * the account out everywhere and ends its trusted browsers. Two-factor stays as it is: a link never skips it.
 */

const LINK_TTL_MS: Record<AccountLinkPurpose, number> = {
  password_reset: PASSWORD_RESET_LINK_MINUTES * 60_000,
  invitation: INVITATION_LINK_HOURS * 60 * 60_000,
  email_change: EMAIL_CHANGE_LINK_HOURS * 60 * 60_000,
};

/** The links that set a password (the reset page's); a new address's link only confirms the address. */
const PASSWORD_LINKS: AccountLinkPurpose[] = ["password_reset", "invitation"];

/**
 * Reset emails per username and per address an hour: enough for a lost first email, too few to flood an inbox.
 * Counted for unknown names too, so a known and an unknown name cost the same writes.
 */
export const RESET_EMAILS_PER_USER: RateLimitRule = { limit: 3, windowMs: 60 * 60_000 };
export const RESET_EMAILS_PER_ADDRESS: RateLimitRule = { limit: 5, windowMs: 60 * 60_000 };

/** The page a link opens, on the site's origin: the new address's own page, or the one that sets a password. */
export function accountLinkUrl(origin: string, token: string, purpose: AccountLinkPurpose = "password_reset"): string {
  const page = purpose === "email_change" ? "/confirm-email" : "/reset-password";
  return `${origin.replace(/\/$/, "")}${page}?token=${encodeURIComponent(token)}`;
}

function linkEmail(
  purpose: AccountLinkPurpose,
  username: string,
  url: string,
): Pick<NewDeliveryInput<"email">, "summary" | "payload"> {
  const subject =
    purpose === "invitation"
      ? `Your ${COMPANY.name} back-office account`
      : purpose === "email_change"
        ? `Confirm your new email address for ${username}`
        : `Choose a new password for ${username}`;
  const text =
    purpose === "email_change"
      ? [
          `This address was given as the new email of the staff account "${username}" in the ${COMPANY.name} back office.`,
          "",
          `Confirm it with this link. It works once, for ${EMAIL_CHANGE_LINK_HOURS} hours:`,
          "",
          url,
          "",
          "Until it is confirmed the account keeps its old address. If you did not ask for this, ignore this email.",
        ]
      : purpose === "invitation"
        ? [
            `A staff account was made for you in the ${COMPANY.name} back office. Your username is: ${username}`,
            "",
            `Choose your password with this link. It works once, for ${INVITATION_LINK_HOURS} hours:`,
            "",
            url,
            "",
            "If you did not expect this, ignore this email: nobody can sign in to the account until a password is chosen.",
          ]
        : [
            `Someone asked to reset the password of the staff account "${username}" in the ${COMPANY.name} back office.`,
            "",
            `Choose a new password with this link. It works once, for ${PASSWORD_RESET_LINK_MINUTES} minutes:`,
            "",
            url,
            "",
            "Choosing a new password signs the account out everywhere. If you did not ask for this, ignore this email:",
            "your password stays as it is.",
          ];
  return { summary: subject, payload: { subject, text: text.join("\n") } };
}

/**
 * A new link for `user` and its email, as statements for the caller's batch (the older unused links of the same
 * purpose go, so only the newest email works). Dispatch `deliveryId` once the batch has committed.
 */
export async function newLink(
  db: Db,
  user: Pick<User, "id" | "username">,
  email: string,
  purpose: AccountLinkPurpose,
  origin: string,
  now: Date,
) {
  const token = randomLinkToken();
  const expiresAt = new Date(now.getTime() + LINK_TTL_MS[purpose]);
  const delivery = queueDelivery(
    db,
    "email",
    {
      recipient: email,
      ...linkEmail(purpose, user.username, accountLinkUrl(origin, token, purpose)),
      related: { type: "user", id: user.id },
    },
    now,
  );
  const statements = [
    db
      .delete(accountLinks)
      .where(and(eq(accountLinks.userId, user.id), eq(accountLinks.purpose, purpose), isNull(accountLinks.usedAt))),
    db.insert(accountLinks).values({
      userId: user.id,
      purpose,
      tokenHash: await hashLinkToken(token),
      // The new address a change's link confirms is the address it is mailed to.
      newEmail: purpose === "email_change" ? email : null,
      expiresAt,
      createdAt: now,
    }),
    delivery.insert,
  ] as const;
  return { statements, deliveryId: delivery.id, expiresAt };
}

/**
 * "Forgot password?" for `username`: a reset email if the name is an active account with an email address and
 * neither it nor the address has had too many this hour. Answers the delivery to dispatch, or null; the caller
 * answers the same whatever this returns.
 */
export async function requestPasswordReset(db: Db, username: string, origin: string, now = new Date()) {
  const perUser = await consumeRateLimit(db, `password-reset:user:${username}`, RESET_EMAILS_PER_USER, now.getTime());
  const [user] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  if (!perUser.allowed || !user?.isActive || !user.email) return null;
  const perAddress = await consumeRateLimit(
    db,
    `password-reset:email:${user.email}`,
    RESET_EMAILS_PER_ADDRESS,
    now.getTime(),
  );
  if (!perAddress.allowed) return null;
  const link = await newLink(db, user, user.email, "password_reset", origin, now);
  await db.batch([...link.statements]);
  return link.deliveryId;
}

/**
 * `requestPasswordReset` and its email handed to the queue, for after the answer (`waitUntil`): the request is
 * answered before the name is even looked up, so how long it takes says nothing of whether the name exists (issue
 * 42 item 8). A failure is only logged: the asker was told the same either way and can ask again.
 */
export async function sendPasswordReset(env: Pick<Bindings, "DELIVERIES">, db: Db, username: string, origin: string) {
  try {
    const deliveryId = await requestPasswordReset(db, username, origin);
    if (deliveryId) await sendToQueue(env, [deliveryId]);
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "password_reset_failed", error: String(error) }));
  }
}

/**
 * An invitation for a new account, as statements for the batch that creates it (`user.email` is required by the
 * create schema when no password is given).
 */
export function invitationFor(db: Db, user: Pick<User, "id" | "username">, email: string, origin: string, now: Date) {
  return newLink(db, user, email, "invitation", origin, now);
}

/** A fresh invitation for a user who has never signed in (the first email lost or expired). */
export async function reinviteUser(
  db: Db,
  actor: Actor,
  id: string,
  origin: string,
  now = new Date(),
): Promise<InvitationSent> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw new ApiError(404, "not_found", "No such user.");
  if (!user.email)
    throw new ApiError(409, "no_email", "This user has no email address: add one before sending an invitation.");
  if (user.lastLogin)
    throw new ApiError(
      409,
      "already_signed_in",
      "This user has signed in already: they can use “Forgot password?” on the sign-in page.",
    );
  const link = await invitationFor(db, user, user.email, origin, now);
  await db.batch([
    ...link.statements,
    activityLog(actor, db, {
      action: "user.invite",
      entityType: "user",
      entityId: id,
      details: { username: user.username },
    }),
  ]);
  return { deliveryId: link.deliveryId, expiresAt: link.expiresAt.toISOString() };
}

export const linkNotWorking = () =>
  new ApiError(
    404,
    "link_not_working",
    "This link does not work: it may have expired or been used already. Ask for a new one with “Forgot password?” on the sign-in page.",
  );

export async function liveLink(db: Db, token: string, now: Date, purposes = PASSWORD_LINKS) {
  const found = await db
    .select({ link: accountLinks, user: users })
    .from(accountLinks)
    .innerJoin(users, eq(users.id, accountLinks.userId))
    .where(
      and(
        eq(accountLinks.tokenHash, await hashLinkToken(token)),
        inArray(accountLinks.purpose, purposes),
        isNull(accountLinks.usedAt),
        gt(accountLinks.expiresAt, now),
        eq(users.isActive, true),
      ),
    )
    .get();
  if (!found) throw linkNotWorking();
  return found;
}

/** What the page of a live link shows before a password is typed; 404 for a wrong, spent or expired one. */
export async function checkAccountLink(db: Db, token: string, now = new Date()): Promise<AccountLinkView> {
  const { link, user } = await liveLink(db, token, now);
  return { username: user.username, purpose: link.purpose, expiresAt: link.expiresAt.toISOString() };
}

/**
 * Sets the password a link's reader chose: checked by the same rules as a change, then the link is spent (one
 * conditional update, so two uses at once cannot both succeed), every session of the account ends and every other
 * unused link of it goes. A refused password leaves the link usable.
 */
export async function useAccountLink(
  db: Db,
  request: Pick<Actor, "ipAddress" | "userAgent">,
  input: { token: string; newPassword: string },
  now = new Date(),
): Promise<{ username: string }> {
  const { link, user } = await liveLink(db, input.token, now);
  const problem = await newPasswordProblem(input.newPassword, {
    mfaEnabled: user.mfaSecret !== null,
    username: user.username,
  });
  if (problem) throw validationError([{ path: "newPassword", message: problem }]);
  const password = await hashPassword(input.newPassword);

  const [spent] = await db
    .update(accountLinks)
    .set({ usedAt: now })
    .where(and(eq(accountLinks.id, link.id), isNull(accountLinks.usedAt)))
    .returning({ id: accountLinks.id });
  if (!spent) throw linkNotWorking();
  await db.batch([
    db.update(users).set({ password, mustChangePassword: false }).where(eq(users.id, user.id)),
    endSessionsOf(db, user.id),
    endTrustedBrowsersOf(db, user.id),
    db.delete(accountLinks).where(and(eq(accountLinks.userId, user.id), isNull(accountLinks.usedAt))),
    activityLog({ ...request, userId: user.id }, db, {
      action: link.purpose === "invitation" ? "account.invitation_accept" : "account.password_reset_by_email",
      entityType: "user",
      entityId: user.id,
      details: { username: user.username },
    }),
  ]);
  return { username: user.username };
}
