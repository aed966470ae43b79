/** Gradient pairs for generated covers, picked by the subject so one category keeps one look. */
const PALETTES: readonly [string, string][] = [
  ["#13294b", "#1d4ed8"],
  ["#0b1930", "#0e7490"],
  ["#1e3a66", "#7c3aed"],
  ["#13294b", "#047857"],
  ["#312e81", "#be185d"],
  ["#0f172a", "#b45309"],
];

/** Escapes text for an XML text node or attribute. */
export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!,
  );
}

/** Splits a title into at most `maxLines` lines of about `width` characters, ending with "…" when cut. */
export function wrapTitle(title: string, width = 26, maxLines = 4): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of title.trim().split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[.,;:!?]$/, "")}…`;
  return kept;
}

function paletteFor(subject: string): [string, string] {
  let hash = 0;
  for (const char of subject) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTES[hash % PALETTES.length]!;
}

/**
 * A 1200x630 cover (the social-card size) for when no image model is bound: a gradient with the title and a label.
 * Every piece of text is XML-escaped, and the image is served with a CSP that forbids scripts besides.
 *
 * @example coverSvg({ title: "Hiring in 2027", label: "Market Trends" })
 */
export function coverSvg({ title, label }: { title: string; label: string }): string {
  const [from, to] = paletteFor(label);
  const lines = wrapTitle(title);
  const top = 315 - (lines.length * 76) / 2 + 50;
  const text = lines.map((line, i) => `<tspan x="80" y="${top + i * 76}">${escapeXml(line)}</tspan>`).join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="1200" height="630" fill="url(#g)"/>`,
    `<circle cx="1080" cy="90" r="220" fill="#ffffff" fill-opacity="0.06"/><circle cx="1150" cy="560" r="140" fill="#f2a93b" fill-opacity="0.18"/>`,
    `<rect x="80" y="80" width="64" height="6" rx="3" fill="#f2a93b"/>`,
    `<text x="80" y="130" font-family="Arial, Helvetica, sans-serif" font-size="28" font-weight="700" fill="#f2a93b" letter-spacing="2">${escapeXml(label.toUpperCase())}</text>`,
    `<text font-family="Arial, Helvetica, sans-serif" font-size="64" font-weight="700" fill="#ffffff">${text}</text>`,
    `</svg>`,
  ].join("");
}
