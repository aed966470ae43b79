import { Plus, X } from "lucide-react";
import type { TimeWindow } from "#contract/availability";
import { Button } from "../../ui/button";
import { Input } from "../../ui/form";

/** A new window after the last one (an hour later), or 09:00-17:00 for the first. */
export function nextWindow(windows: readonly TimeWindow[]): TimeWindow {
  const last = windows.at(-1);
  if (!last) return { startTime: "09:00", endTime: "17:00" };
  const hour = Math.min(Number(last.endTime.slice(0, 2)) + 1, 22);
  const pad = (n: number) => String(n).padStart(2, "0");
  return { startTime: `${pad(hour)}:00`, endTime: `${pad(hour + 1)}:00` };
}

/**
 * The hours of one day as windows with add and remove. `label` names the day for screen readers ("Monday"), so each
 * time field reads "Monday window 1 start".
 */
export function WindowsEditor({
  label,
  windows,
  onChange,
  disabled,
}: {
  label: string;
  windows: TimeWindow[];
  onChange: (windows: TimeWindow[]) => void;
  disabled?: boolean;
}) {
  const set = (index: number, change: Partial<TimeWindow>) =>
    onChange(windows.map((w, i) => (i === index ? { ...w, ...change } : w)));
  return (
    <div className="flex flex-col gap-2">
      {windows.map((w, index) => (
        <div
          key={index}
          className="grid max-w-sm grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-center gap-1.5 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)_auto]"
        >
          <Input
            type="time"
            className="px-2 text-sm"
            aria-label={`${label} window ${index + 1} start`}
            value={w.startTime}
            onChange={(e) => set(index, { startTime: e.target.value })}
            disabled={disabled}
            required
          />
          {/* On a phone the two times stand side by side without the dash, which would squeeze them. */}
          <span aria-hidden="true" className="hidden sm:inline">
            –
          </span>
          <Input
            type="time"
            className="px-2 text-sm"
            aria-label={`${label} window ${index + 1} end`}
            value={w.endTime}
            onChange={(e) => set(index, { endTime: e.target.value })}
            disabled={disabled}
            required
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remove ${label} window ${index + 1}`}
            onClick={() => onChange(windows.filter((_, i) => i !== index))}
            disabled={disabled}
          >
            <X className="size-4" aria-hidden="true" />
          </Button>
        </div>
      ))}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onChange([...windows, nextWindow(windows)])}
          disabled={disabled}
          aria-label={`Add window on ${label}`}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add window
        </Button>
      </div>
    </div>
  );
}
