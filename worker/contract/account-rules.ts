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

/** How long a password-reset link works, and an invitation's link to choose a first password (decision 067). */
export const PASSWORD_RESET_LINK_MINUTES = 30;
export const INVITATION_LINK_HOURS = 72;
/** How long the link that confirms a new email address for one's account works (issue 42 item 7). */
export const EMAIL_CHANGE_LINK_HOURS = 24;

/** How long "trust this browser" lets a browser sign in with the password alone (decision 087). */
export const TRUSTED_BROWSER_DAYS = 30;

/** The answer to every password-reset request, known name or not: it says nothing of whether the account exists. */
export const PASSWORD_RESET_REQUESTED =
  "If that username has an account with an email address, a link to choose a new password is on its way. It works for 30 minutes.";

/** A password a user chooses for themselves: 15 characters, or 8 with two-factor on (NIST SP 800-63B; decisions/029). */
export const NEW_PASSWORD_MIN = 15;
export const NEW_PASSWORD_MIN_WITH_MFA = 8;

export const PREDICTABLE_PASSWORD_MESSAGE =
  "Password must not be a repeated or sequential pattern (such as aaaa, 1234, abcd or abcabc): choose something less predictable";

/** A run of three or fewer of these makes a password (NIST SP 800-63B: "repetitive or sequential characters"). */
const PREDICTABLE_RUNS_MAX = 3;

/** The step from one character to the next when it is predictable (same, one up, one down; 9 to 0 is up), or null. */
function predictableStep(from: number, to: number): number | null {
  const digit = (code: number) => code >= 48 && code <= 57;
  const step = digit(from) && digit(to) ? ((((to - from) % 10) + 15) % 10) - 5 : to - from;
  return Math.abs(step) <= 1 ? step : null;
}

/**
 * Whether a password is predictable by its shape, whatever its length: a short pattern repeated ("aaaaaaaa",
 * "abcabcabc", "passwordpassword"), or at most three runs of characters that repeat or go one up or down
 * ("abcdefghijklmnop", "1234567890123456", "aaaaaaaaaaaaaaaq", "1234abcd"). Compared lower-cased, by code point.
 *
 * @example isPredictablePassword("1234567890123456") // true; isPredictablePassword("quiet-harbour-lantern-47") // false
 */
export function isPredictablePassword(password: string): boolean {
  const codes = [...password.toLowerCase()].map((character) => character.codePointAt(0)!);
  for (let period = 1; period <= codes.length / 2; period++) {
    if (codes.every((code, i) => i < period || code === codes[i - period])) return true;
  }
  let runs = codes.length > 0 ? 1 : 0;
  let runStep: number | null = null;
  for (let i = 1; i < codes.length; i++) {
    const step = predictableStep(codes[i - 1]!, codes[i]!);
    if (step !== null && (runStep === null || step === runStep)) {
      runStep = step;
    } else {
      runs++;
      runStep = null;
    }
  }
  return runs <= PREDICTABLE_RUNS_MAX;
}
