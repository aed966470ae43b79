/**
 * The article body format of public spec /article/{id}: read line by line; a line starting with one to four "#"
 * and a space is a heading of that level, a blank line is skipped, any other line is a paragraph in which
 * **bold** and *italic* markers become emphasis. The result is plain data: the page renders it as React elements,
 * so whatever the text contains (including "<script>") is shown as text, never parsed as HTML.
 */

export interface InlineSegment {
  text: string;
  bold?: boolean;
  italic?: boolean;
}

export type MarkdownBlock =
  | { type: "heading"; level: 1 | 2 | 3 | 4; segments: InlineSegment[] }
  | { type: "paragraph"; segments: InlineSegment[] };

const INLINE = /\*\*(?!\s)(.+?)(?<!\s)\*\*|\*(?!\s)(.+?)(?<!\s)\*/g;

/** Splits a line into plain, bold and italic runs. A marker must touch its text ("*a*", not "* a *"); others stay literal. */
export function parseInline(line: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  let last = 0;
  for (const match of line.matchAll(INLINE)) {
    if (match.index > last) segments.push({ text: line.slice(last, match.index) });
    if (match[1] !== undefined) segments.push({ text: match[1], bold: true });
    else segments.push({ text: match[2]!, italic: true });
    last = match.index + match[0].length;
  }
  if (last < line.length) segments.push({ text: line.slice(last) });
  return segments;
}

/**
 * Parses an article body into blocks.
 *
 * @example parseArticleBody("## Why\n\nIt **works**.") // [{type:"heading",level:2,...},{type:"paragraph",...}]
 */
export function parseArticleBody(markdown: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === "") continue;
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    if (heading) {
      blocks.push({ type: "heading", level: heading[1]!.length as 1 | 2 | 3 | 4, segments: parseInline(heading[2]!) });
    } else {
      blocks.push({ type: "paragraph", segments: parseInline(line) });
    }
  }
  return blocks;
}
