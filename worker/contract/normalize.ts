/**
 * How visitor-entered emails and phone numbers are stored, shared by the forms (which show the same result) and the
 * API (which applies it before anything is written).
 */

/** Emails are compared and stored trimmed and lower-cased: "  Ann@Example.COM " becomes "ann@example.com". */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** Fewest and most digits a phone number may have (E.164 allows 15). */
export const PHONE_DIGITS = { min: 7, max: 15 } as const;

/**
 * A phone number as stored, or `null` when it cannot be one. Keeps the digits and a leading "+"; a US number
 * (10 digits, or 11 starting with 1, without "+") becomes E.164, so "(317) 555-0142" and "317.555.0142" are both
 * "+13175550142". Other numbers keep their digits ("+44 20 7946 0958" becomes "+442079460958"). Letters and other
 * symbols than the usual separators make it invalid rather than being dropped silently.
 */
export function normalizePhone(raw: string): string | null {
  const trimmed = raw.trim();
  if (!/^\+?[\d\s().\-/]+$/.test(trimmed)) return null;
  const international = trimmed.startsWith("+");
  const digits = trimmed.replace(/\D/g, "");
  if (digits.length < PHONE_DIGITS.min || digits.length > PHONE_DIGITS.max) return null;
  if (international) return `+${digits}`;
  if (digits.length === 10 && /^[2-9]/.test(digits)) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `+${digits}`;
  return digits;
}

/**
 * THE way every screen shows a phone number, however it was stored (E.164, or as a visitor typed it on an older
 * record): a US or Canadian number in its national form, "+13175550142" and "317.555.0142" both "(317) 555-0142";
 * an international one as +CC and its digits ("+44 20 7946 0958" as "+442079460958"), since grouping them needs each
 * country's numbering plan; text that is no phone number as it is.
 */
export function formatPhone(stored: string): string {
  const phone = normalizePhone(stored) ?? stored.trim();
  const northAmerican = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return northAmerican ? `(${northAmerican[1]}) ${northAmerican[2]}-${northAmerican[3]}` : phone;
}
