import { Search } from "lucide-react";
import { type KeyboardEvent, type RefObject, useId, useState } from "react";
import { useNavigate } from "react-router";
import type { AdminSection } from "../../../content/admin-navigation";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../ui/dialog";
import { PaletteResults } from "./PaletteResults";
import { type Choice, paletteOptionId, usePaletteChoices } from "./palette-choices";

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
  const { groups, searching, records, status } = usePaletteChoices(open, sections, text);
  const choices = groups.flatMap((group) => group.choices);
  const current = Math.min(active, choices.length - 1);
  const optionId = (index: number) => paletteOptionId(id, index);

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
        <PaletteResults
          id={id}
          groups={groups}
          current={current}
          onActive={setActive}
          onChoose={choose}
          empty={searching && records.isFetching ? "Searching..." : "Nothing matches."}
        />
      </DialogContent>
    </Dialog>
  );
}
