import type { FormEvent } from "react";
import { Link } from "react-router";
import { ANALYTICS_MAX_DAYS } from "#contract/analytics";
import { addDays } from "#contract/time-zone";
import { Button } from "../../ui/button";
import { Input, Label } from "../../ui/form";

/** The ranges offered as links: the last N days up to today in the firm's zone. */
const PRESETS = [
  { label: "Last 30 days", days: 30 },
  { label: "Last 90 days", days: 90 },
  { label: "Last 12 months", days: 365 },
] as const;

export const lastDays = (today: string, days: number) => ({ from: addDays(today, 1 - days), to: today });

/** The range's two dates (a GET form, so it works without scripts) and the preset ranges as links. */
export function AnalyticsRangeForm({
  range,
  today,
  onSubmit,
}: {
  range: { from: string; to: string };
  today: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <form
      method="get"
      action="/admin/analytics"
      onSubmit={onSubmit}
      className="mt-6 flex flex-wrap items-end gap-3 rounded-lg border border-border bg-white p-4"
      key={`${range.from}-${range.to}`}
    >
      <div>
        <Label htmlFor="analytics-from">From</Label>
        <Input id="analytics-from" type="date" name="from" defaultValue={range.from} required />
      </div>
      <div>
        <Label htmlFor="analytics-to">To</Label>
        <Input id="analytics-to" type="date" name="to" defaultValue={range.to} required />
      </div>
      <Button type="submit">Show</Button>
      <nav aria-label="Ranges" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {PRESETS.map(({ label, days }) => {
          const preset = lastDays(today, days);
          return (
            <Link key={days} className="text-primary underline" to={`?from=${preset.from}&to=${preset.to}`}>
              {label}
            </Link>
          );
        })}
      </nav>
      <p className="w-full text-xs text-muted-foreground">At most {ANALYTICS_MAX_DAYS} days at once.</p>
    </form>
  );
}
