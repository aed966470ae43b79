/**
 * A person's name as the ASCII start of a download's file name, safe inside a quoted Content-Disposition filename:
 * accents dropped ("Renée Zoë" is "renee-zoe"), anything else but letters and digits one hyphen; `fallback` when
 * nothing is left (an erased or non-Latin name).
 */
export function fileSlug(text: string, fallback: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase()
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug || fallback;
}
