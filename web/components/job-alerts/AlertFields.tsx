import { JOB_ALERT_FREQUENCIES, JOB_ALERT_FREQUENCY_LABELS, type JobAlertFrequency } from "#contract/job-alert-form";
import type { JobAlertFilters } from "#contract/job-alerts";
import { NEAR_RADIUS_DEFAULT, radiusChoicesWith } from "#contract/matching";
import { INDUSTRIES, JOB_LOCATIONS, JOB_TYPES } from "#contract/site-enums";
import { Checkbox, Field, Input, Select } from "../ui/form";

export interface AlertSettings {
  filters: JobAlertFilters;
  frequency: JobAlertFrequency;
}

/** Empty choices leave the filter out, as on /jobs. */
const orUndefined = <T extends string>(value: string) => (value ? (value as T) : undefined);

/** The search and frequency of a job alert: the subscribe dialog and the manage page. */
export function AlertFields({
  value,
  onChange,
  errors,
}: {
  value: AlertSettings;
  onChange: (next: AlertSettings) => void;
  errors: Record<string, string>;
}) {
  const filters = value.filters;
  const setFilter = (changes: Partial<JobAlertFilters>) => onChange({ ...value, filters: { ...filters, ...changes } });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label="Keyword" error={errors["filters.q"]} className="sm:col-span-2">
        {(p) => (
          <Input
            {...p}
            value={filters.q ?? ""}
            maxLength={200}
            onChange={(e) => setFilter({ q: e.target.value || undefined })}
          />
        )}
      </Field>
      <Field label="Location" error={errors["filters.location"]}>
        {(p) => (
          <Select
            {...p}
            value={filters.location ?? ""}
            onChange={(e) => setFilter({ location: orUndefined(e.target.value) })}
          >
            <option value="">All Locations</option>
            {JOB_LOCATIONS.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Industry" error={errors["filters.industry"]}>
        {(p) => (
          <Select
            {...p}
            value={filters.industry ?? ""}
            onChange={(e) => setFilter({ industry: orUndefined(e.target.value) })}
          >
            <option value="">All Industries</option>
            {INDUSTRIES.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Job type" error={errors["filters.type"]}>
        {(p) => (
          <Select {...p} value={filters.type ?? ""} onChange={(e) => setFilter({ type: orUndefined(e.target.value) })}>
            <option value="">All Types</option>
            {JOB_TYPES.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="How often" error={errors.frequency}>
        {(p) => (
          <Select
            {...p}
            value={value.frequency}
            onChange={(e) => onChange({ ...value, frequency: e.target.value as JobAlertFrequency })}
          >
            {JOB_ALERT_FREQUENCIES.map((option) => (
              <option key={option} value={option}>
                {JOB_ALERT_FREQUENCY_LABELS[option]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Near (ZIP or City, ST)" error={errors["filters.near"]}>
        {(p) => (
          <Input
            {...p}
            value={filters.near ?? ""}
            maxLength={100}
            placeholder="60601 or Chicago, IL"
            onChange={(e) => setFilter({ near: e.target.value || undefined })}
          />
        )}
      </Field>
      <Field label="Within" error={errors["filters.radius"]}>
        {(p) => (
          <Select
            {...p}
            value={String(filters.radius ?? NEAR_RADIUS_DEFAULT)}
            onChange={(e) => setFilter({ radius: Number(e.target.value) })}
          >
            {radiusChoicesWith(String(filters.radius ?? NEAR_RADIUS_DEFAULT)).map((miles) => (
              <option key={miles} value={miles}>
                {miles} miles
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Salary at least ($/yr)" error={errors["filters.salaryMin"]} className="sm:col-span-2">
        {(p) => (
          <Input
            {...p}
            inputMode="numeric"
            maxLength={12}
            placeholder="80000"
            value={filters.salaryMin ?? ""}
            // The server reads the text ("80,000" too) and names it when it is not a positive number.
            onChange={(e) => setFilter({ salaryMin: (e.target.value || undefined) as number | undefined })}
          />
        )}
      </Field>
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <Checkbox
          checked={filters.remote === true}
          onChange={(e) => setFilter({ remote: e.target.checked || undefined })}
        />
        Remote jobs only
      </label>
    </div>
  );
}

/** A rejected request's field problems by path ("filters.industry"), for the fields above. */
export function issuesByPath(issues: readonly { path: string; message: string }[] | undefined): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues ?? []) found[issue.path] ??= issue.message;
  return found;
}
