import { htmlToText } from "./inbound-html";

/**
 * What the email handler reads off a received message before it stores anything (worker/conversations/inbound.ts):
 * the size limit, and a reply's own words without the quoted history. No bindings.
 */

/** Mail larger than this is refused (issue 33): a reply with a resume is well under it. */
export const INBOUND_MAX_BYTES = 10 * 1024 * 1024;

/** Characters of a received email's text kept on its row; the whole message stays in R2. */
export const INBOUND_TEXT_MAX_CHARS = 50_000;

/** Lines that start the quoted history under a reply, as the common mail clients write it. */
const HISTORY_STARTS = [
  // Outlook and others: a separator line, then the original's headers.
  /^-{2,}\s*Original Message\s*-{2,}$/i,
  /^_{10,}$/,
  // Outlook's header block without a separator: "From: ..." followed by "Sent:" or "Date:".
  /^From: .+$/,
];

/**
 * The words of a reply without the history it quotes: everything from "On <date>, <person> wrote:" (Gmail, Apple
 * Mail; the line may wrap), an "Original Message" or underscore separator, or an Outlook header block on, and the
 * quoted lines (">") at its end. When nothing would be left (a reply written between the quoted lines), the text
 * is kept whole.
 */
export function trimQuotedHistory(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  let end = lines.length;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!.trim();
    const wroteWithin = (span: number) =>
      lines
        .slice(index, index + span)
        .join(" ")
        .trim();
    if (/^On\b/i.test(line) && [1, 2, 3].some((span) => /\bwrote:$/i.test(wroteWithin(span)))) {
      end = index;
      break;
    }
    if (HISTORY_STARTS.slice(0, 2).some((pattern) => pattern.test(line))) {
      end = index;
      break;
    }
    if (HISTORY_STARTS[2]!.test(line) && /^(Sent|Date): /i.test(lines[index + 1]?.trim() ?? "")) {
      end = index;
      break;
    }
  }
  const kept = lines.slice(0, end);
  while (kept.length > 0 && (kept.at(-1)!.trim() === "" || kept.at(-1)!.trimStart().startsWith(">"))) kept.pop();
  const reply = kept.join("\n").trim();
  return reply === "" ? text.trim() : reply;
}

/**
 * A received email's own text: its text part, else its HTML part's words (worker/conversations/inbound-html.ts);
 * quoted history trimmed; capped. Only twice the kept length is read, so the work is bounded whatever was sent.
 */
export function replyText(email: { text?: string; html?: string }): string {
  const text = email.text?.trim() ? email.text : email.html ? htmlToText(email.html) : "";
  return trimQuotedHistory(text.slice(0, 2 * INBOUND_TEXT_MAX_CHARS)).slice(0, INBOUND_TEXT_MAX_CHARS);
}
