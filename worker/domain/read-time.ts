/** Reading speed used for every article's read time (issue: content engine). */
export const WORDS_PER_MINUTE = 200;

/** Words in a markdown text, ignoring heading and emphasis markers. */
export function countWords(markdown: string): number {
  return markdown
    .replace(/[#*_`>-]/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
}

/** Minutes to read, rounded up, at least 1. */
export function readTimeMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / WORDS_PER_MINUTE));
}
