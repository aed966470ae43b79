import { JOB_ALERT_FREQUENCIES, JOB_ALERT_FREQUENCY_LABELS } from "#contract/job-alert-form";
import { NEAR_RADIUS_DEFAULT, radiusChoicesWith } from "#contract/matching";
import { INDUSTRIES, JOB_LOCATIONS, JOB_TYPES } from "#contract/site-enums";
import { Checkbox, Field, Input, Select } from "../ui/form";

/**
 * The alert's filters (keyword, location, industry, type, a place and radius, a salary floor, remote) and how often
 * it is sent: uncontrolled, named as
 * jobAlertRequestOf reads them.
 */
export function JobAlertFilterFields({
  values,
  errors,
}: {
  values: Record<string, string | undefined>;
  errors: Record<string, string>;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label="Keyword" error={errors["filters.q"]} className="sm:col-span-2">
        {(p) => <Input {...p} name="q" maxLength={200} defaultValue={values.q} />}
      </Field>
      <ChoiceField
        label="Location"
        name="location"
        all="All Locations"
        options={JOB_LOCATIONS}
        value={values.location}
        error={errors["filters.location"]}
      />
      <ChoiceField
        label="Industry"
        name="industry"
        all="All Industries"
        options={INDUSTRIES}
        value={values.industry}
        error={errors["filters.industry"]}
      />
      <ChoiceField
        label="Job type"
        name="type"
        all="All Types"
        options={JOB_TYPES}
        value={values.type}
        error={errors["filters.type"]}
      />
      <Field label="Near (ZIP or City, ST)" error={errors["filters.near"]}>
        {(p) => (
          <Input {...p} name="near" maxLength={100} placeholder="60601 or Chicago, IL" defaultValue={values.near} />
        )}
      </Field>
      <Field label="Within" error={errors["filters.radius"]}>
        {(p) => (
          <Select {...p} name="radius" defaultValue={values.radius ?? String(NEAR_RADIUS_DEFAULT)}>
            {radiusChoicesWith(values.radius ?? "").map((miles) => (
              <option key={miles} value={miles}>
                {miles} miles
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Salary at least ($/yr)" error={errors["filters.salaryMin"]}>
        {(p) => (
          <Input
            {...p}
            name="salaryMin"
            inputMode="numeric"
            maxLength={12}
            placeholder="80000"
            defaultValue={values.salaryMin}
          />
        )}
      </Field>
      <Field label="How often" error={errors.frequency}>
        {(p) => (
          <Select {...p} name="frequency" defaultValue={values.frequency ?? "daily"}>
            {JOB_ALERT_FREQUENCIES.map((option) => (
              <option key={option} value={option}>
                {JOB_ALERT_FREQUENCY_LABELS[option]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <Checkbox name="remote" defaultChecked={values.remote === "on"} />
        Remote jobs only
      </label>
    </div>
  );
}

/** A filter to pick from a list, or all ("" leaves it out). */
function ChoiceField(props: {
  label: string;
  name: string;
  all: string;
  options: readonly string[];
  value: string | undefined;
  error: string | undefined;
}) {
  return (
    <Field label={props.label} error={props.error}>
      {(p) => (
        <Select {...p} name={props.name} defaultValue={props.value ?? ""}>
          <option value="">{props.all}</option>
          {props.options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </Select>
      )}
    </Field>
  );
}
