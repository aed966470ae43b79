import { Link } from "react-router";
import { APPLICATION_INDUSTRIES, FIELD_LIMITS } from "#contract/forms";
import type { FieldErrors } from "../../lib/field-check";
import { Checkbox, Field, Input, Select } from "../ui/form";

/** A control's id in the application form, for its error summary's links to it. */
export const controlId = (name: string) => `application-${name}`;

/** The candidate's current position and industry. */
export function CareerFields({ posted, errors }: { posted: Record<string, string> | undefined; errors: FieldErrors }) {
  return (
    <>
      <Field label="Current Position" id={controlId("currentPosition")} error={errors.currentPosition}>
        {(p) => (
          <Input
            {...p}
            name="currentPosition"
            defaultValue={posted?.currentPosition}
            autoComplete="organization-title"
            maxLength={FIELD_LIMITS.currentPosition}
          />
        )}
      </Field>
      <Field label="Industry" id={controlId("industry")} error={errors.industry}>
        {(p) => (
          <Select {...p} name="industry" defaultValue={posted?.industry ?? ""}>
            <option value="">Select industry</option>
            {APPLICATION_INDUSTRIES.map((industry) => (
              <option key={industry} value={industry}>
                {industry}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </>
  );
}

/** The terms box: required, never sent, with links to the terms and the privacy policy. */
export function TermsField({
  posted,
  error,
}: {
  posted: Record<string, string> | undefined;
  error: string | undefined;
}) {
  const termsId = controlId("terms");
  return (
    <div className="sm:col-span-2">
      <div className="flex items-start gap-2">
        <Checkbox
          id={termsId}
          name="terms"
          defaultChecked={posted?.terms === "on"}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${termsId}-error` : undefined}
          className="mt-0.5"
        />
        <label htmlFor={termsId} className="text-sm text-muted-foreground">
          I agree to the{" "}
          <Link to="/terms-of-service" className="text-primary underline underline-offset-2">
            terms and conditions
          </Link>{" "}
          and{" "}
          <Link to="/privacy-policy" className="text-primary underline underline-offset-2">
            privacy policy
          </Link>
          . My details are never shared with an employer without my consent.
        </label>
      </div>
      {error && (
        <p id={`${termsId}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
