import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { StaffSearchHit, StaffSearchResult } from "#contract/search";
import type { AdminSection } from "../../../content/admin-navigation";
import { apiQuery } from "../../../lib/query-client";

/** Searches start at this many characters: one letter matches half the firm. */
const SEARCH_MIN_CHARS = 2;
/** Typing pauses this long before a search is sent. */
const SEARCH_DELAY_MS = 200;
const HITS_PER_KIND = 5;

export interface Choice {
  key: string;
  title: string;
  detail: string;
  href: string;
}

export interface ChoiceGroup {
  label: string;
  choices: Choice[];
}

const RECORD_GROUPS: { kind: keyof StaffSearchResult; label: string }[] = [
  { kind: "candidates", label: "Candidates" },
  { kind: "jobs", label: "Jobs" },
  { kind: "applications", label: "Applications" },
];

/** Every word typed appears in the section's name, group or keywords. */
function matchingSections(sections: readonly AdminSection[], text: string): Choice[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return sections
    .filter((section) => {
      const haystack = `${section.label} ${section.group} ${section.keywords ?? ""}`.toLowerCase();
      return words.every((word) => haystack.includes(word));
    })
    .map((section) => ({ key: section.to, title: section.label, detail: section.group, href: section.to }));
}

const toChoice = (kind: string) => (hit: StaffSearchHit) => ({ key: `${kind}:${hit.id}`, ...hit });

function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The id of the `index`th option of the palette whose ids start with `id`. */
export const paletteOptionId = (id: string, index: number) => `${id}-option-${index}`;

/**
 * What the palette offers for the text typed: the sections it matches at once, and the candidates, jobs and
 * applications it names once the typing pauses on enough characters. Empty groups are left out; `status` is what
 * a screen reader hears of the search.
 */
export function usePaletteChoices(open: boolean, sections: readonly AdminSection[], text: string) {
  const q = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const searching = q.length >= SEARCH_MIN_CHARS;
  const records = useQuery({
    ...apiQuery("GET /api/admin/search", undefined, { q, limit: HITS_PER_KIND }),
    enabled: open && searching,
  });

  const groups: ChoiceGroup[] = [
    { label: "Sections", choices: matchingSections(sections, text) },
    ...RECORD_GROUPS.map(({ kind, label }) => ({
      label,
      choices: searching ? (records.data?.[kind]?.map(toChoice(kind)) ?? []) : [],
    })),
  ].filter((group) => group.choices.length > 0);
  const count = groups.flatMap((group) => group.choices).length;
  const status = !searching
    ? ""
    : records.isFetching
      ? "Searching..."
      : records.isError
        ? "The search failed; sections still match."
        : `${count} results`;
  return { groups, searching, records, status };
}
