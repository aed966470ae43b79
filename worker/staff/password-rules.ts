import {
  isPredictablePassword,
  NEW_PASSWORD_MIN,
  NEW_PASSWORD_MIN_WITH_MFA,
  PREDICTABLE_PASSWORD_MESSAGE,
} from "../contract/account-rules";
import { PASSWORD_MAX } from "../contract/staff-fields";
import { loadCommonPasswords } from "../lazy-modules";

/**
 * The rules for a password a user chooses (NIST SP 800-63B 3.1.1.2, ASVS 5.0 V6.2): a minimum length (15, or 8
 * once two-factor is on), at least 64 characters allowed, no composition rules, not one of the 49,233 common
 * passwords of zxcvbn-ts's list, shipped with the Worker (no network call), and not a repeated or sequential pattern
 * (isPredictablePassword). Compared lower-cased, so "Password1" is as refused as "password1".
 */

let blocked: Promise<Set<string>> | undefined;

/** Loaded and built at the first check, not when the Worker starts: most requests never choose a password. */
function blockList(): Promise<Set<string>> {
  blocked ??= loadCommonPasswords().then((list) => {
    const kept = list.filter((password) => password.length >= NEW_PASSWORD_MIN_WITH_MFA);
    return new Set(kept.map((password) => password.toLowerCase()));
  });
  return blocked;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await blockList()).has(password.toLowerCase());
}

/** Why `password` cannot be chosen, or null when it can. */
export async function newPasswordProblem(
  password: string,
  options: { mfaEnabled: boolean; username: string },
): Promise<string | null> {
  const min = options.mfaEnabled ? NEW_PASSWORD_MIN_WITH_MFA : NEW_PASSWORD_MIN;
  // Length in code points: a password of emoji is as long as it looks.
  const length = [...password].length;
  if (length < min) {
    return options.mfaEnabled
      ? `Password must be at least ${min} characters`
      : `Password must be at least ${min} characters (${NEW_PASSWORD_MIN_WITH_MFA} once two-factor sign-in is on)`;
  }
  if (length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters`;
  if (await isCommonPassword(password)) {
    return "That password is in a list of common or breached passwords: choose another";
  }
  if (isPredictablePassword(password)) return PREDICTABLE_PASSWORD_MESSAGE;
  // A name of a few letters would refuse half the dictionary; longer ones are the context 800-63B names.
  if (options.username.length >= 4 && password.toLowerCase().includes(options.username.toLowerCase()))
    return "Password must not contain your username";
  return null;
}
