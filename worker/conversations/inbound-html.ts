/**
 * The words of a received email's HTML part, for one that has no text part (worker/conversations/inbound-mail.ts).
 * One pass over the markup, each character looked at a bounded number of times (indexOf forward, never back): a
 * regex over the markup took minutes on a crafted message (issue 42 item 2), and the runtime's HTMLRewriter calls
 * back per element (a minute for 300,000 paragraphs) and gives up on deep nesting (docs/decisions/074).
 */

/** Characters of text kept from the markup: more than a stored email keeps (INBOUND_TEXT_MAX_CHARS), no more. */
export const HTML_TEXT_MAX_CHARS = 100_000;

/** Elements whose content is not markup (read to their end tag) and left out. */
const SKIPPED = new Set(["head", "style", "script", "title", "textarea"]);
/** Elements that end a line. */
const BLOCKS = new Set(["p", "div", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6"]);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (entity, name: string) => {
    if (name[0] === "#") {
      const code = name[1]?.toLowerCase() === "x" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Lines without trailing spaces, at most one empty line in a row, no empty lines around: in one pass. */
function tidyLines(text: string): string {
  const lines: string[] = [];
  for (const line of text.split("\n")) {
    const trimmed = line.trimEnd();
    if (trimmed === "" && (lines.length === 0 || lines.at(-1) === "")) continue;
    lines.push(trimmed);
  }
  while (lines.at(-1) === "") lines.pop();
  return lines.join("\n").trim();
}

/** The text of an HTML email: paragraphs and line breaks kept, quotes and the head left out, entities decoded. */
export function htmlToText(html: string, maxChars = HTML_TEXT_MAX_CHARS): string {
  const lower = html.toLowerCase();
  const kept: string[] = [];
  let length = 0;
  /** Blockquotes open around the text: quoted history, left out; one left unclosed leaves out the rest. */
  let quotes = 0;
  const keep = (text: string) => {
    if (quotes > 0 || text === "") return;
    const piece = text.slice(0, maxChars - length);
    kept.push(piece);
    length += piece.length;
  };
  let at = 0;
  while (at < html.length && length < maxChars) {
    const open = html.indexOf("<", at);
    keep(html.slice(at, open === -1 ? html.length : open));
    if (open === -1) break;
    if (!/[a-z/!?]/.test(lower[open + 1] ?? "")) {
      // "a < b": a "<" that opens no tag is text.
      keep("<");
      at = open + 1;
      continue;
    }
    if (lower.startsWith("<!--", open)) {
      const end = html.indexOf("-->", open + 4);
      at = end === -1 ? html.length : end + 3;
      continue;
    }
    const close = html.indexOf(">", open + 1);
    if (close === -1) break;
    at = close + 1;
    const tag = lower.slice(open + 1, close);
    const name = /^\/?([a-z][a-z0-9]*)/.exec(tag)?.[1];
    // A doctype, a processing instruction or "</ >" is no element: nothing of it is text.
    if (!name) continue;
    const ending = tag.startsWith("/");
    if (!ending && SKIPPED.has(name)) {
      const end = lower.indexOf(`</${name}`, at);
      at = end === -1 ? html.length : end;
    } else if (name === "blockquote") quotes = ending ? Math.max(0, quotes - 1) : quotes + 1;
    // Gmail's block of quoted history: it and everything after it are left out.
    else if (name === "div" && !ending && tag.includes("gmail_quote")) break;
    else if (name === "br" || (ending && BLOCKS.has(name))) keep("\n");
  }
  return tidyLines(decodeEntities(kept.join("").replace(/\r\n?/g, "\n")));
}
