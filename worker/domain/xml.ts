/**
 * The small part of XML the Worker writes (feeds, sitemap): escaping and CDATA that stay well-formed whatever
 * the text holds.
 */

/** Characters XML 1.0 forbids anywhere (C0 controls other than tab, newline and carriage return). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 forbids these control characters; this removes them
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text or attribute content with &, <, >, " and ' escaped. */
export function escapeXml(text: string): string {
  return text
    .replace(FORBIDDEN, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * A CDATA section holding `text` exactly. A "]]>" inside would end the section early, so it is split across two
 * sections ("]]" in one, ">" in the next), which readers join back.
 *
 * @example cdata("a]]>b") // "<![CDATA[a]]]]><![CDATA[>b]]>"
 */
export function cdata(text: string): string {
  return `<![CDATA[${text.replace(FORBIDDEN, "").replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;
}

/** `<name>` with CDATA content, or nothing for an absent value. */
export function cdataElement(name: string, value: string | null | undefined): string {
  return value === null || value === undefined ? "" : `<${name}>${cdata(value)}</${name}>`;
}
