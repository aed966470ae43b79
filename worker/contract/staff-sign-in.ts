import type { SessionRequirement } from "./account-rules";
import type { AccountLinkPurpose } from "./enums";
import { PASSWORD_MAX, totpCode, username } from "./staff-fields";
import type { StaffUser } from "./staff-users";
import { z } from "./zod";

/** Signing in: the password, the second factor, a reset or invitation link, and the session it opens. */

export const loginSchema = z.object({
  username,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});

/** The second step of sign-in: a code from the app, or one of the backup codes. */
export const mfaLoginSchema = z
  .object({
    code: totpCode.optional(),
    backupCode: z
      .string({ error: "Backup code must be text" })
      .trim()
      .min(1, "Backup code is required")
      .max(40, "Backup code must be at most 40 characters")
      .optional(),
    /** "Trust this browser for 30 days": its next sign-ins with the password skip the code (decision 087). */
    trustBrowser: z.boolean({ error: "Trust this browser must be true or false" }).optional(),
  })
  .strict()
  .refine((value) => (value.code === undefined) !== (value.backupCode === undefined), {
    message: "Send either code or backupCode",
    path: ["code"],
  });

/** "Forgot password?": the username only; the answer is the same whether it exists or not. */
export const passwordResetRequestSchema = z.object({ username }).strict();

const linkToken = z
  .string({ error: "Token is required" })
  .trim()
  .min(1, "Token is required")
  .max(128, "Token must be at most 128 characters");

/** Whether a link from a reset or invitation email still works, before its reader types a password. */
export const accountLinkCheckSchema = z.object({ token: linkToken }).strict();

/** Choosing a password through a reset or invitation link. Its rules are checked by the server (newPasswordProblem). */
export const accountLinkUseSchema = z
  .object({
    token: linkToken,
    newPassword: z
      .string({ error: "New password is required" })
      .min(1, "New password is required")
      .max(PASSWORD_MAX, `New password must be at most ${PASSWORD_MAX} characters`),
  })
  .strict();

export type LoginInput = z.input<typeof loginSchema>;
export type MfaLoginInput = z.input<typeof mfaLoginSchema>;
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;
export type AccountLinkUseInput = z.input<typeof accountLinkUseSchema>;

/** A live link from a reset or invitation email: whose account, what for, until when. */
export interface AccountLinkView {
  username: string;
  purpose: AccountLinkPurpose;
  expiresAt: string;
}

/** The signed-in user and the areas they may use, as `/api/auth/login` and `/api/auth/verify` answer. */
export interface SessionInfo {
  user: StaffUser;
  areas: string[];
  /** What must be done first, or null when the back office is open. */
  requirement: SessionRequirement | null;
  /** Whether email can be sent: while it cannot, the back office says so in one banner (issue 33 item 9). */
  emailConnected: boolean;
}

/** The login answer when two-factor is on: no session yet, only a short-lived cookie for POST /api/auth/login/mfa. */
export interface MfaChallenge {
  mfaRequired: true;
}

/** What `/api/auth/login` answers: the session, and how many failed sign-ins for this name came since the last one. */
export interface LoginAnswer extends SessionInfo {
  failedSignInsSinceLastLogin: number;
}
