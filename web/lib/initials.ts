/**
 * Up to two initials for an avatar, skipping honorifics that end in a period.
 *
 * @example initials("Dr. Angela Reyes") // "AR"
 */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => word.length > 0 && !word.endsWith("."))
    .map((word) => word[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}
