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
      <ChoiceField
        label="Location"
        all="All Locations"
        options={JOB_LOCATIONS}
        value={filters.location}
        error={errors["filters.location"]}
        onChange={(location) => setFilter({ location })}
      />
      <ChoiceField
        label="Industry"
        all="All Industries"
        options={INDUSTRIES}
        value={filters.industry}
        error={errors["filters.industry"]}
        onChange={(industry) => setFilter({ industry })}
      />
      <ChoiceField
        label="Job type"
        all="All Types"
        options={JOB_TYPES}
        value={filters.type}
        error={errors["filters.type"]}
        onChange={(type) => setFilter({ type })}
      />
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
      <NearFields filters={filters} errors={errors} setFilter={setFilter} />
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

/** A filter to pick from a list, or all (the empty choice leaves it out, as on /jobs). */
function ChoiceField<T extends string>(props: {
  label: string;
  all: string;
  options: readonly T[];
  value: T | undefined;
  error: string | undefined;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <Field label={props.label} error={props.error}>
      {(p) => (
        <Select {...p} value={props.value ?? ""} onChange={(e) => props.onChange(orUndefined<T>(e.target.value))}>
          <option value="">{props.all}</option>
          {props.options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** Where the jobs are: a ZIP or city and the miles around it (the default radius until another is picked). */
function NearFields({
  filters,
  errors,
  setFilter,
}: {
  filters: JobAlertFilters;
  errors: Record<string, string>;
  setFilter: (changes: Partial<JobAlertFilters>) => void;
}) {
  const radius = String(filters.radius ?? NEAR_RADIUS_DEFAULT);
  return (
    <>
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
          <Select {...p} value={radius} onChange={(e) => setFilter({ radius: Number(e.target.value) })}>
            {radiusChoicesWith(radius).map((miles) => (
              <option key={miles} value={miles}>
                {miles} miles
              </option>
            ))}
          </Select>
        )}
      </Field>
    </>
  );
}

/** A rejected request's field problems by path ("filters.industry"), for the fields above. */
export function issuesByPath(issues: readonly { path: string; message: string }[] | undefined): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues ?? []) found[issue.path] ??= issue.message;
  return found;
}
