import { emailSignatureField, fullNameField, PASSWORD_MAX, totpCode } from "./staff-fields";
import { NOTHING_TO_CHANGE, namesAField, z } from "./zod";

/** One's own account: profile, password, email address, two-factor, sessions and trusted browsers. */

/** PUT /api/auth/profile: one's own full name and email signature; what is not named keeps its value. */
export const profileUpdateSchema = z
  .object({ fullName: fullNameField, emailSignature: emailSignatureField })
  .strict()
  .refine(namesAField, NOTHING_TO_CHANGE);
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/**
 * Changing one's own password. Only presence and the upper bound are checked here; the length that applies (15, or 8
 * with two-factor) and the common-password list are the Worker's (worker/staff/password-rules.ts), reported on
 * `newPassword` like any field.
 */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: "Current password is required" })
      .min(1, "Current password is required")
      .max(PASSWORD_MAX, `Current password must be at most ${PASSWORD_MAX} characters`),
    newPassword: z
      .string({ error: "New password is required" })
      .min(1, "New password is required")
      .max(PASSWORD_MAX, `New password must be at most ${PASSWORD_MAX} characters`),
  })
  .strict();

/**
 * POST /api/auth/email: a new address for one's own account, asked with the current password and, when two-factor
 * is on, a current code from the app. It takes effect only once the link mailed to it is opened (issue 42 item 7).
 */
export const emailChangeSchema = z
  .object({
    newEmail: z
      .string({ error: "New email is required" })
      .trim()
      .toLowerCase()
      .min(1, "New email is required")
      .max(254, "New email is at most 254 characters")
      .pipe(z.email("New email must be an email address")),
    currentPassword: z
      .string({ error: "Current password is required" })
      .min(1, "Current password is required")
      .max(PASSWORD_MAX, `Current password must be at most ${PASSWORD_MAX} characters`),
    code: totpCode.optional(),
  })
  .strict();
export type EmailChangeInput = z.input<typeof emailChangeSchema>;

/** One's own address, and the new one waiting for its confirmation link (if any). */
export interface OwnEmail {
  email: string | null;
  pendingEmail: string | null;
  pendingExpiresAt: string | null;
}

/** A code from the authenticator app (confirming enrolment, turning two-factor off). */
export const mfaCodeSchema = z.object({ code: totpCode }).strict();

export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** Enrolment's first step: the new secret, as a QR code (SVG) and as text for those who cannot scan. */
export interface MfaSetup {
  secret: string;
  uri: string;
  qrSvg: string;
}

/** One of the user's own sessions (the account page's list). */
export interface StaffSessionView {
  id: string;
  /** The session this request came with. */
  current: boolean;
  /** "Chrome on Windows", from the user agent; null when there was none. */
  browser: string | null;
  ipAddress: string | null;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

/** A browser trusted to skip the code (decision 087): what it was, when trusted, last used and until when. */
export interface TrustedBrowserView {
  id: string;
  /** "Chrome on Windows", from the user agent; null when there was none. */
  browser: string | null;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
}
