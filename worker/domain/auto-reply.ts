/**
 * Whether a received email was written by a machine answering another (an out-of-office, a vacation notice, a
 * ticket receipt) rather than by a person, from its headers (RFC 3834 and the conventions of the common mail
 * servers): such a reply does not count as the person answering (issue 50 item 3: it stops no sequence).
 */

/** A header as postal-mime gives it: the name lower-cased, the value unfolded. */
export interface MailHeader {
  key: string;
  value: string;
}

/** `Precedence` values that mark mail sent automatically or to a list. */
const AUTOMATIC_PRECEDENCE = new Set(["bulk", "junk", "auto_reply", "list"]);
/**
 * `X-Auto-Response-Suppress` values Exchange and Outlook put on their own automatic replies (so that no other
 * machine answers them); a person's message carries none of these.
 */
const SUPPRESSED_BY_AUTO_REPLIES = /\b(all|oof|autoreply)\b/i;

/** The value before any parameter ("auto-replied; owner-email=..." is "auto-replied"), trimmed and lower-cased. */
const bare = (value: string) => value.split(";")[0]!.trim().toLowerCase();

/**
 * The header that shows an email is an automatic reply ("Auto-Submitted: auto-replied"), or null when none does.
 *
 * @example autoReplyHeader([{ key: "auto-submitted", value: "auto-replied" }]) // "Auto-Submitted: auto-replied"
 */
export function autoReplyHeader(headers: readonly MailHeader[]): string | null {
  for (const { key, value } of headers) {
    const name = key.toLowerCase();
    const word = bare(value);
    const found =
      (name === "auto-submitted" && word !== "" && word !== "no") ||
      ((name === "x-autoreply" || name === "x-autorespond") && word !== "no") ||
      (name === "precedence" && AUTOMATIC_PRECEDENCE.has(word)) ||
      (name === "x-auto-response-suppress" && SUPPRESSED_BY_AUTO_REPLIES.test(value));
    if (found) return `${HEADER_NAMES[name] ?? key}: ${value.trim()}`;
  }
  return null;
}

export const isAutoReply = (headers: readonly MailHeader[]) => autoReplyHeader(headers) !== null;

const HEADER_NAMES: Record<string, string> = {
  "auto-submitted": "Auto-Submitted",
  "x-autoreply": "X-Autoreply",
  "x-autorespond": "X-Autorespond",
  precedence: "Precedence",
  "x-auto-response-suppress": "X-Auto-Response-Suppress",
};
