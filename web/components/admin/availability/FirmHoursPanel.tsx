import { type FormEvent, useEffect, useState } from "react";
import { DAYS_OF_WEEK, type TimeWindow, WEEKDAY_NAMES, type WeeklyHours } from "#contract/availability";
import { FIRM_HOURS_PANEL } from "../../../content/availability";
import { ApiError } from "../../../lib/api";
import { Button } from "../../ui/button";
import { toast } from "../../ui/toast";
import { Panel, QueryStatus } from "../Panel";
import { useFirmHours, useSaveFirmHours } from "./availability-queries";
import { WindowsEditor } from "./WindowsEditor";

type ByDay = Record<number, TimeWindow[]>;

function byDayOf(hours: readonly WeeklyHours[]): ByDay {
  const days: ByDay = Object.fromEntries(DAYS_OF_WEEK.map((day) => [day, []]));
  for (const h of hours) days[h.dayOfWeek]?.push({ startTime: h.startTime, endTime: h.endTime });
  return days;
}

/** The firm calendar's weekly hours, every day of the week, saved whole (decision 090). */
export function FirmHoursPanel() {
  const firm = useFirmHours();
  const save = useSaveFirmHours();
  const [days, setDays] = useState<ByDay>(() => byDayOf([]));
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (firm.data) setDays(byDayOf(firm.data.hours));
  }, [firm.data]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const hours = DAYS_OF_WEEK.flatMap((dayOfWeek) => (days[dayOfWeek] ?? []).map((w) => ({ dayOfWeek, ...w })));
    save.mutate(hours, {
      onSuccess: () => {
        setError(undefined);
        toast({ title: FIRM_HOURS_PANEL.saved, description: "Every booking type follows them." });
      },
      onError: (failed) => {
        const apiError = failed instanceof ApiError ? failed : undefined;
        setError(apiError?.issues?.[0]?.message ?? apiError?.serverMessage ?? "The hours could not be saved.");
      },
    });
  }

  return (
    <Panel id="firm-hours" title={FIRM_HOURS_PANEL.title} description={FIRM_HOURS_PANEL.description}>
      <QueryStatus query={firm} noun="the firm's hours" />
      {firm.data && (
        <form className="mt-4 flex flex-col gap-3" onSubmit={submit} noValidate aria-label={FIRM_HOURS_PANEL.title}>
          {DAYS_OF_WEEK.map((day) => (
            <div key={day} className="grid gap-2 border-t border-border pt-3 sm:grid-cols-[7rem_1fr]">
              <span className="text-sm font-medium">{WEEKDAY_NAMES[day]}</span>
              <WindowsEditor
                label={`Firm ${WEEKDAY_NAMES[day]}`}
                windows={days[day] ?? []}
                onChange={(windows) => setDays({ ...days, [day]: windows })}
              />
            </div>
          ))}
          {error && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : FIRM_HOURS_PANEL.save}
            </Button>
          </div>
        </form>
      )}
    </Panel>
  );
}
