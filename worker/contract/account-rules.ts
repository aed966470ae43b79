/**
 * Rules of staff accounts the SPA reads outside the back office (the query client on every page, the sign-in page):
 * a module without schemas, so those pages load neither zod nor the enums for them.
 */

/**
 * What a session must do before the back office answers it: choose a new password (after an admin's reset), or
 * enrol in two-factor (when it is required for all staff). Until then every staff API answers 403 with this code.
 */
export const SESSION_REQUIREMENTS = ["password_change_required", "mfa_enrolment_required"] as const;
export type SessionRequirement = (typeof SESSION_REQUIREMENTS)[number];

/** A password a user chooses for themselves: 15 characters, or 8 with two-factor on (NIST SP 800-63B; decisions/029). */
export const NEW_PASSWORD_MIN = 15;
export const NEW_PASSWORD_MIN_WITH_MFA = 8;
