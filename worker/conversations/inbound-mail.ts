/**
 * What the email handler reads off a received message before it stores anything (worker/conversations/inbound.ts):
 * the size limit, the sender checks Email Routing reports, and a reply's own words without the quoted history.
 * Pure functions, no bindings.
 */

/** Mail larger than this is refused (issue 33): a reply with a resume is well under it. */
export const INBOUND_MAX_BYTES = 10 * 1024 * 1024;

/** Characters of a received email's text kept on its row; the whole message stays in R2. */
export const INBOUND_TEXT_MAX_CHARS = 50_000;

/** Why a message is refused before it is stored, as the sending server is told (a permanent SMTP error). */
export type SenderVerdict = { ok: true } | { ok: false; reason: string };

/** Each method's results in Authentication-Results style headers: `dmarc=fail`, `spf=pass` ... */
function results(value: string, method: "dmarc" | "spf" | "dkim"): string[] {
  return [...value.matchAll(new RegExp(`\\b${method}=([a-z]+)`, "gi"))].map((match) => match[1]!.toLowerCase());
}

/**
 * The sender checks Email Routing made, read from the headers it adds to what it hands the Worker
 * (`Authentication-Results` and `ARC-Authentication-Results`; `Received-SPF`). A message is refused when any of them
 * reports DMARC failing, or, with no DMARC verdict, SPF failing without a passing DKIM signature: its From is
 * forged. Any "fail" counts, so a forged header claiming "pass" added by the sender cannot hide Email Routing's own
 * verdict. A message with no such header at all (`wrangler dev`'s local endpoint) is not checked
 * (docs/decisions/056-email-in.md).
 */
export function senderVerdict(headers: Headers): SenderVerdict {
  const reported = ["authentication-results", "arc-authentication-results"]
    .map((name) => headers.get(name) ?? "")
    .join("; ");
  const receivedSpf = headers.get("received-spf")?.trim().split(/\s/)[0]?.toLowerCase();
  const dmarc = results(reported, "dmarc");
  const spf = [...results(reported, "spf"), ...(receivedSpf ? [receivedSpf] : [])];
  const dkim = results(reported, "dkim");
  if (dmarc.includes("fail")) return { ok: false, reason: "Sender verification failed (DMARC)." };
  if (dmarc.length === 0 && spf.includes("fail") && !dkim.includes("pass"))
    return { ok: false, reason: "Sender verification failed (SPF, and no valid DKIM signature)." };
  return { ok: true };
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The text of an HTML email, for one that has no text part: paragraphs and line breaks kept, quotes left out. */
export function htmlToText(html: string): string {
  return (
    html
      .replace(/<(head|style|script|title)\b[\s\S]*?<\/\1\s*>/gi, "")
      // Quoted history in the HTML part: mail clients put it in a blockquote or a "gmail_quote" block.
      .replace(/<blockquote\b[\s\S]*<\/blockquote\s*>/gi, "")
      .replace(/<div[^>]*class="[^"]*gmail_quote[\s\S]*$/i, "")
      .replace(/<br\s*\/?>/gi, "\n")
      .replace(/<\/(p|div|li|tr|h[1-6])\s*>/gi, "\n")
      .replace(/<[^>]*>/g, "")
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
        if (name[0] === "#") {
          const code = name[1]?.toLowerCase() === "x" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
          return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
        }
        return ENTITIES[name.toLowerCase()] ?? entity;
      })
      .replace(/[ \t]+\n/g, "\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}

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

/** A received email's own text: its text part, else its HTML part's words; quoted history trimmed; capped. */
export function replyText(email: { text?: string; html?: string }): string {
  const text = email.text?.trim() ? email.text : email.html ? htmlToText(email.html) : "";
  return trimQuotedHistory(text).slice(0, INBOUND_TEXT_MAX_CHARS);
}

/** A file name fit for an R2 key and a download: no path, no control characters, at most 100 characters. */
export function safeFileName(name: string | null, index: number): string {
  const base = (name ?? "").split(/[\\/]/).at(-1) ?? "";
  const cleaned = base
    .replace(/[^\w.\- ()]+/g, "_")
    .trim()
    .slice(-100);
  return cleaned && cleaned !== "." && cleaned !== ".." ? cleaned : `attachment-${index + 1}`;
}
