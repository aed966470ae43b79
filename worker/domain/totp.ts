import { Secret, TOTP } from "otpauth";
import { renderSVG } from "uqr";

/**
 * Time-based one-time passwords (RFC 6238) as authenticator apps expect them: SHA-1, 6 digits, 30-second steps,
 * a 160-bit secret. A code is accepted one step either side of now (clock drift), and only if its step is later
 * than the last step accepted for the user, so a code seen over a shoulder cannot be used again.
 */

export const TOTP_PERIOD_SECONDS = 30;
const TOTP_WINDOW = 1;
const SECRET_BYTES = 20;

/** A fresh random secret, base32 (what the app is given). */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

function totp(secretBase32: string, label = "staff", issuer = "") {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secretBase32), period: TOTP_PERIOD_SECONDS });
}

/** The `otpauth://` URI the QR code carries. */
export function totpUri(secretBase32: string, issuer: string, username: string): string {
  return totp(secretBase32, username, issuer).toString();
}

/** The QR code of `uri` as an SVG document (no user text in it: only the code's squares). */
export function qrSvg(uri: string): string {
  return renderSVG(uri, { border: 2, pixelSize: 6 });
}

/** The time step of an instant. */
export function totpStep(now: number): number {
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code of the step containing `now` (tests and nothing else need to make codes). */
export function totpCode(secretBase32: string, now: number): string {
  return totp(secretBase32).generate({ timestamp: now });
}

/**
 * The time step `code` belongs to, or null when it is not a code of the window around `now` or its step is not
 * after `lastStep` (a reused or older code).
 *
 * @example const step = acceptedTotpStep(secret, "123456", Date.now(), user.mfaLastStep)
 */
export function acceptedTotpStep(
  secretBase32: string,
  code: string,
  now: number,
  lastStep: number | null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secretBase32).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return null;
  const step = totpStep(now) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** Backup codes: ten per enrolment, 10 characters from an unambiguous alphabet (50 bits), shown as "xxxxx-xxxxx". */
export const BACKUP_CODE_COUNT = 10;
const BACKUP_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

export function newBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () => {
    // 256 is not a multiple of 31; the slight bias costs a fraction of a bit.
    const chars = Array.from(
      crypto.getRandomValues(new Uint8Array(10)),
      (byte) => BACKUP_ALPHABET[byte % BACKUP_ALPHABET.length],
    );
    return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
  });
}

/** A backup code as typed (any case, spaces or dashes) in the form it is hashed in, or null if it cannot be one. */
export function normalizeBackupCode(input: string): string | null {
  const plain = input.toLowerCase().replace(/[\s-]/g, "");
  return /^[a-z0-9]{10}$/.test(plain) ? plain : null;
}
