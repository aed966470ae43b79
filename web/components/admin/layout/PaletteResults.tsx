import { cn } from "../../../lib/utils";
import { type Choice, type ChoiceGroup, paletteOptionId } from "./palette-choices";

/** The palette's listbox: the choices under their group's label, the active one highlighted. */
export function PaletteResults({
  id,
  groups,
  current,
  onActive,
  onChoose,
  empty,
}: {
  id: string;
  groups: ChoiceGroup[];
  current: number;
  onActive: (index: number) => void;
  onChoose: (choice: Choice) => void;
  /** Shown when nothing matches. */
  empty: string;
}) {
  let index = -1;
  const hasChoices = groups.length > 0;
  return (
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
                id={paletteOptionId(id, mine)}
                role="option"
                aria-selected={mine === current}
                tabIndex={-1}
                onMouseMove={() => onActive(mine)}
                onClick={() => onChoose(choice)}
                onKeyDown={(event) => event.key === "Enter" && onChoose(choice)}
                className={cn(
                  "flex cursor-pointer flex-col rounded-md px-2 py-1.5",
                  mine === current ? "bg-primary text-white" : "text-foreground",
                )}
              >
                <span className="truncate text-sm font-medium">{choice.title}</span>
                <span className={cn("truncate text-xs", mine === current ? "text-white/80" : "text-muted-foreground")}>
                  {choice.detail}
                </span>
              </div>
            );
          })}
        </div>
      ))}
      {!hasChoices && <p className="px-2 py-3 text-sm text-muted-foreground">{empty}</p>}
    </div>
  );
}
