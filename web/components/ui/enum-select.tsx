import type { ReactNode } from "react";
import { Field, Select } from "./form";

interface EnumSelectBase<V extends string> {
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** The enumeration's values (a contract constant), in the order offered. */
  values: readonly V[];
  value: string;
  /** A value's label; the value itself when omitted. */
  labelOf?: (value: V) => string;
}

export type EnumSelectProps<V extends string> = EnumSelectBase<V> &
  (
    | { empty?: undefined; onChange: (value: V) => void }
    /** The label of a first, empty choice ("Not specified"): the value may then be "". */
    | { empty: string; onChange: (value: V | "") => void }
  );

/**
 * A labelled select over an enumeration's values, the control a dialog offers for a status, a type or a category.
 *
 * @example <EnumSelect label="Status" values={JOB_STATUSES} labelOf={titleCase} value={form.status} onChange={(status) => set("status", status)} />
 */
export function EnumSelect<V extends string>({
  label,
  required,
  error,
  hint,
  className,
  values,
  value,
  labelOf,
  empty,
  onChange,
}: EnumSelectProps<V>) {
  return (
    <Field label={label} required={required} error={error} hint={hint} className={className}>
      {(p) => (
        <Select {...p} value={value} onChange={(event) => onChange(event.target.value as V)}>
          {empty !== undefined && <option value="">{empty}</option>}
          {values.map((option) => (
            <option key={option} value={option}>
              {labelOf ? labelOf(option) : option}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
