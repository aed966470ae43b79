import { AVAILABLE_IN_WEEKS_MAX, LOCATION_TEXT_MAX } from "#contract/candidate-offer";
import {
  PAY_PERIOD_LABELS,
  PAY_PERIODS,
  REMOTE_PREFERENCE_LABELS,
  REMOTE_PREFERENCES,
  WORK_AUTHORIZATION_LABELS,
  WORK_AUTHORIZATIONS,
} from "#contract/matching";
import type { FieldErrors } from "../../lib/field-check";
import { Field, Input, Select } from "../ui/form";
import { controlId } from "./ApplicationFields";

/** The application's optional fields of what the applicant wants (issue 46), in the form's order, for its summary. */
export const ROLE_WANTED_FIELDS = [
  ["location", "Where you live"],
  ["desiredPayAmount", "Desired pay"],
  ["desiredPayPeriod", "Pay period"],
  ["availableInWeeks", "Available to start"],
  ["remotePreference", "Work arrangement"],
  ["willingToRelocate", "Willing to relocate"],
  ["workAuthorization", "Work authorization"],
] as const;

/** Notice periods offered on the form (the API takes any number of weeks up to AVAILABLE_IN_WEEKS_MAX). */
const NOTICE_WEEKS = [1, 2, 3, 4, 6, 8, 12].filter((weeks) => weeks <= AVAILABLE_IN_WEEKS_MAX);

/**
 * "About the role you want (optional)": where the applicant lives, the pay, notice, arrangement, relocation and work
 * authorization, folded away so the form stays short on a phone. It opens by itself when a refused post comes back
 * with one of its values or errors, so nothing the visitor typed is hidden. Plain named fields: it posts without
 * scripts.
 */
export function RoleWantedFields({
  posted,
  errors,
}: {
  posted: Record<string, string> | undefined;
  errors: FieldErrors;
}) {
  const given = ROLE_WANTED_FIELDS.some(
    ([name]) => errors[name] || (posted?.[name] && !(name === "desiredPayPeriod" && !posted.desiredPayAmount)),
  );
  return (
    <details open={given} className="group rounded-md border border-border p-4 sm:col-span-2">
      <summary className="cursor-pointer font-medium text-primary">About the role you want (optional)</summary>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field label="Where you live" hint="A ZIP code or City, ST" id={controlId("location")} error={errors.location}>
          {(p) => (
            <Input
              {...p}
              name="location"
              defaultValue={posted?.location}
              maxLength={LOCATION_TEXT_MAX}
              placeholder="60601 or Chicago, IL"
            />
          )}
        </Field>
        <DesiredPayField posted={posted} errors={errors} />
        <Field label="Available to start" id={controlId("availableInWeeks")} error={errors.availableInWeeks}>
          {(p) => (
            <Select {...p} name="availableInWeeks" defaultValue={posted?.availableInWeeks ?? ""}>
              <option value="">Not sure yet</option>
              <option value="0">Now</option>
              {NOTICE_WEEKS.map((weeks) => (
                <option key={weeks} value={weeks}>
                  In {weeks} {weeks === 1 ? "week" : "weeks"}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Work arrangement" id={controlId("remotePreference")} error={errors.remotePreference}>
          {(p) => (
            <Select {...p} name="remotePreference" defaultValue={posted?.remotePreference ?? ""}>
              <option value="">No preference given</option>
              {REMOTE_PREFERENCES.map((preference) => (
                <option key={preference} value={preference}>
                  {REMOTE_PREFERENCE_LABELS[preference]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Willing to relocate" id={controlId("willingToRelocate")} error={errors.willingToRelocate}>
          {(p) => (
            <Select {...p} name="willingToRelocate" defaultValue={posted?.willingToRelocate ?? ""}>
              <option value="">Not sure</option>
              <option value="true">Yes</option>
              <option value="false">No</option>
            </Select>
          )}
        </Field>
        <Field label="Work authorization" id={controlId("workAuthorization")} error={errors.workAuthorization}>
          {(p) => (
            <Select {...p} name="workAuthorization" defaultValue={posted?.workAuthorization ?? ""}>
              <option value="">Prefer not to say</option>
              {WORK_AUTHORIZATIONS.map((authorization) => (
                <option key={authorization} value={authorization}>
                  {WORK_AUTHORIZATION_LABELS[authorization]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
    </details>
  );
}

/** The pay wished for: an amount and its period, one field to the eye (the period defaults to a year). */
function DesiredPayField({ posted, errors }: { posted: Record<string, string> | undefined; errors: FieldErrors }) {
  return (
    <Field
      label="Desired pay (USD)"
      id={controlId("desiredPayAmount")}
      error={errors.desiredPayAmount ?? errors.desiredPayPeriod}
    >
      {(p) => (
        <div className="grid grid-cols-[minmax(0,1fr)_8rem] gap-2">
          <Input
            {...p}
            name="desiredPayAmount"
            defaultValue={posted?.desiredPayAmount}
            inputMode="decimal"
            placeholder="85,000"
          />
          <Select
            id={controlId("desiredPayPeriod")}
            name="desiredPayPeriod"
            aria-label="Pay period"
            aria-invalid={errors.desiredPayPeriod ? true : undefined}
            defaultValue={posted?.desiredPayPeriod || "year"}
          >
            {PAY_PERIODS.map((period) => (
              <option key={period} value={period}>
                {PAY_PERIOD_LABELS[period]}
              </option>
            ))}
          </Select>
        </div>
      )}
    </Field>
  );
}
