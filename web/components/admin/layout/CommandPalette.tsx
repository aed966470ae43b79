import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { type KeyboardEvent, type RefObject, useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import type { StaffSearchHit, StaffSearchResult } from "#contract/search";
import type { AdminSection } from "../../../content/admin-navigation";
import { apiQuery } from "../../../lib/query-client";
import { cn } from "../../../lib/utils";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../ui/dialog";

/** Searches start at this many characters: one letter matches half the firm. */
const SEARCH_MIN_CHARS = 2;
/** Typing pauses this long before a search is sent. */
const SEARCH_DELAY_MS = 200;
const HITS_PER_KIND = 5;

interface Choice {
  key: string;
  title: string;
  detail: string;
  href: string;
}

interface ChoiceGroup {
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

/**
 * The command palette (Ctrl/Cmd-K or the Go to button): jump to a section, or a candidate, job or application by
 * name. A combobox over a listbox in a Radix dialog: arrows move, Enter opens, Escape closes, focus returns after.
 */
export function CommandPalette({
  open,
  onOpenChange,
  sections,
  opener,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sections: readonly AdminSection[];
  /** What had the focus when the palette opened: it gets it back on close (Radix returns it only to a Trigger). */
  opener: RefObject<HTMLElement | null>;
}) {
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState("");
  const [active, setActive] = useState(0);
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
  const choices = groups.flatMap((group) => group.choices);
  const current = Math.min(active, choices.length - 1);
  const optionId = (index: number) => `${id}-option-${index}`;

  function close(next: boolean) {
    onOpenChange(next);
    if (!next) {
      setText("");
      setActive(0);
    }
  }

  function choose(choice: Choice | undefined) {
    if (!choice) return;
    close(false);
    void navigate(choice.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    if (event.key in moves && choices.length > 0) {
      event.preventDefault();
      setActive((current + moves[event.key]! + choices.length) % choices.length);
    } else if (event.key === "Home" || event.key === "End") {
      if (!event.ctrlKey) return;
      event.preventDefault();
      setActive(event.key === "Home" ? 0 : choices.length - 1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      choose(choices[current]);
    }
  }

  let index = -1;
  const status = !searching
    ? ""
    : records.isFetching
      ? "Searching..."
      : records.isError
        ? "The search failed; sections still match."
        : `${choices.length} results`;
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <DialogTitle>Go to</DialogTitle>
        <DialogDescription>
          A section, or a candidate, job or application by name. Arrow keys move, Enter opens, Escape closes.
        </DialogDescription>
        <div className="flex items-center gap-2 rounded-md border border-border px-3 focus-within:outline-2 focus-within:outline-ring">
          <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <input
            role="combobox"
            aria-expanded={choices.length > 0}
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={choices.length > 0 ? optionId(current) : undefined}
            aria-label="Search sections, candidates, jobs and applications"
            placeholder="Type a section or a name"
            className="h-11 w-full min-w-0 bg-transparent text-base outline-none"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
        </div>
        <p role="status" className="sr-only">
          {status}
        </p>
        <div id={`${id}-list`} role="listbox" aria-label="Results" className="min-h-0 overflow-y-auto">
          {groups.map((group) => (
            <div key={group.label} role="group" aria-labelledby={`${id}-${group.label}`} className="mb-2">
              <div
                id={`${id}-${group.label}`}
                role="presentation"
                className="px-2 py-1 text-xs font-semibold tracking-wider text-muted-foreground uppercase"
              >
                {group.label}
              </div>
              {group.choices.map((choice) => {
                index += 1;
                const mine = index;
                return (
                  <div
                    key={choice.key}
                    id={optionId(mine)}
                    role="option"
                    aria-selected={mine === current}
                    tabIndex={-1}
                    onMouseMove={() => setActive(mine)}
                    onClick={() => choose(choice)}
                    onKeyDown={(event) => event.key === "Enter" && choose(choice)}
                    className={cn(
                      "flex cursor-pointer flex-col rounded-md px-2 py-1.5",
                      mine === current ? "bg-primary text-white" : "text-foreground",
                    )}
                  >
                    <span className="truncate text-sm font-medium">{choice.title}</span>
                    <span
                      className={cn("truncate text-xs", mine === current ? "text-white/80" : "text-muted-foreground")}
                    >
                      {choice.detail}
                    </span>
                  </div>
                );
              })}
            </div>
          ))}
          {choices.length === 0 && (
            <p className="px-2 py-3 text-sm text-muted-foreground">
              {searching && records.isFetching ? "Searching..." : "Nothing matches."}
            </p>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
