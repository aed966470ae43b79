/**
 * What a session must do before the back office answers it: choose a new password (after an admin's reset), or
 * enrol in two-factor (when it is required for all staff). Until then every staff API answers 403 with this code.
 * (A module of its own: the SPA's query client reads it on every page, which must load neither zod nor the enums.)
 */
export const SESSION_REQUIREMENTS = ["password_change_required", "mfa_enrolment_required"] as const;
export type SessionRequirement = (typeof SESSION_REQUIREMENTS)[number];
