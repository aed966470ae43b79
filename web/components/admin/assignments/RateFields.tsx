import { Field, Input } from "../../ui/form";
import type { FieldErrors } from "../use-dialog-form";

/** The bill and pay rates of an assignment, in US dollars per hour, side by side. */
export function RateFields<V extends { billRate: string; payRate: string }>({
  values,
  set,
  errors,
  prefix = "",
}: {
  values: V;
  set: (key: "billRate" | "payRate", value: string) => void;
  errors: FieldErrors;
  /** The API's path of the rates ("rates." in a rate change), for the errors under each field. */
  prefix?: string;
}) {
  const rate = (key: "billRate" | "payRate", label: string) => (
    <Field label={label} required error={errors[`${prefix}${key}`]}>
      {(p) => (
        <Input
          {...p}
          type="number"
          name={key}
          min="0.01"
          step="0.01"
          inputMode="decimal"
          value={values[key]}
          onChange={(e) => set(key, e.target.value)}
        />
      )}
    </Field>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {rate("billRate", "Bill rate ($ per hour)")}
      {rate("payRate", "Pay rate ($ per hour)")}
    </div>
  );
}
