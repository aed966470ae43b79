import { SCHEDULE_FREQUENCIES } from "#contract/enums";
import { EnumSelect } from "../../ui/enum-select";
import { Checkbox, Field, Input, Label, Select } from "../../ui/form";
import { titleCase } from "../labels";
import type { DialogFormSection } from "../use-dialog-form";
import { OFFERED_TIME_ZONES, WEEKDAYS } from "./labels";
import type { ScheduleFormState } from "./schedule-form-state";

/** When a schedule runs (frequency, time, its day, time zone) and what it does with its article. */
export function ScheduleTimingFields({ form, set, errors }: DialogFormSection<ScheduleFormState>) {
  return (
    <>
      <div className="grid grid-cols-2 gap-4">
        <EnumSelect
          label="Frequency"
          values={SCHEDULE_FREQUENCIES}
          labelOf={titleCase}
          value={form.frequency}
          onChange={(frequency) => set("frequency", frequency)}
        />
        <Field label="Time" error={errors.time}>
          {(p) => <Input {...p} type="time" value={form.time} onChange={(e) => set("time", e.target.value)} />}
        </Field>
      </div>
      {form.frequency === "weekly" && (
        <Field label="Day of week" error={errors.dayOfWeek}>
          {(p) => (
            <Select {...p} value={form.dayOfWeek} onChange={(e) => set("dayOfWeek", e.target.value)}>
              {WEEKDAYS.map((day, index) => (
                <option key={day} value={index}>
                  {day}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      {form.frequency === "monthly" && (
        <Field label="Day of month" error={errors.dayOfMonth} hint="1-31; in shorter months the last day is used.">
          {(p) => (
            <Input
              {...p}
              type="number"
              min={1}
              max={31}
              value={form.dayOfMonth}
              onChange={(e) => set("dayOfMonth", e.target.value)}
            />
          )}
        </Field>
      )}
      <EnumSelect
        label="Time zone"
        error={errors.timezone}
        values={OFFERED_TIME_ZONES}
        value={form.timezone}
        onChange={(zone) => set("timezone", zone)}
      />
      <div className="flex flex-col gap-3 rounded-md border border-border p-4">
        {(
          [
            ["isActive", "Active", "Runs on its schedule; pause it any time."],
            ["autoPublish", "Publish automatically", "Otherwise each article waits as a draft for review."],
            ["autoLinkedin", "Post to LinkedIn", "Only for published articles: needs Publish automatically."],
          ] as const
        ).map(([key, label, hint]) => (
          <div key={key} className="flex items-start gap-3">
            <Checkbox
              id={`schedule-${key}`}
              className="mt-0.5"
              checked={form[key]}
              disabled={key === "autoLinkedin" && !form.autoPublish}
              onChange={(e) => set(key, e.target.checked)}
            />
            <div>
              <Label htmlFor={`schedule-${key}`}>{label}</Label>
              <p className="text-xs text-muted-foreground">{hint}</p>
            </div>
          </div>
        ))}
      </div>
    </>
  );
}
