import { escapeXml } from "./xml";

/**
 * The HTML part of an email written as plain text: the text escaped, its paragraphs and line breaks kept and its web
 * addresses made links, so a reader's mail program (and the deliveries screen) can follow a confirmation link. Nothing
 * of the text is ever markup: whatever a person typed reads as text.
 */

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/** One line of text as HTML: escaped, with its addresses as links. */
function lineHtml(line: string): string {
  let html = "";
  let from = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = match[0];
    html += escapeXml(line.slice(from, match.index));
    html += `<a href="${escapeXml(url)}">${escapeXml(url)}</a>`;
    from = match.index + url.length;
  }
  return html + escapeXml(line.slice(from));
}

/**
 * Text someone else typed (a candidate's name in an email to a client), made inert: no web address or domain in it
 * becomes a link, neither one htmlOfText makes nor one a mail program finds by itself in the text. A zero-width space
 * after each "." ":" "/" and "@" that another character follows breaks every address apart; the text reads the same.
 *
 * @example unlinkable("Ann https://evil.test") // "Ann https:\u200B/\u200B/\u200Bevil.\u200Btest"
 */
export function unlinkable(text: string): string {
  return text.replace(/([.:/@])(?=\S)/g, "$1\u200B");
}

/**
 * @example htmlOfText("Hello Ann,\n\nConfirm: https://x.test/c?t=1") // <p>Hello Ann,</p><p>Confirm: <a href=...
 */
export function htmlOfText(text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== "")
    .map((paragraph) => `<p>${paragraph.split("\n").map(lineHtml).join("<br>\n")}</p>`);
  return `<!doctype html>\n<html><body style="font-family: sans-serif; line-height: 1.5">\n${paragraphs.join("\n")}\n</body></html>`;
}
