import type { ReactNode } from "react";
import { Field, Select } from "../ui/form";

/** A choice that names its own label: a fixed one ("Unassigned") or one from the server (a job, an owner). */
interface ListOption {
  value: string;
  label: string;
}

/**
 * A filter opens with an empty choice, `all` ("All", "Anyone", "All jobs"); a sort has its `defaultValue` instead;
 * with neither, every option sends its own value.
 */
type FilterOrSort<Value> =
  | { all: string; defaultValue?: never }
  | { all?: never; defaultValue: Value }
  | { all?: never; defaultValue?: never };

/**
 * A filter or sort select of a back-office list whose value lives in the URL. A filter (`all`) opens with an empty
 * choice, "All ..."; a sort (`defaultValue`) shows its default when the URL has none and sends "" when it is
 * chosen again, so the default never stands in the URL. `onChange` receives "" for "no parameter", which is what
 * `useListParams`' `apply` removes.
 *
 * @example <ListFilter label="Status" value={status} all="All statuses" options={DELIVERY_STATUSES} labels={titleCase} onChange={(status) => apply({ status })} />
 * @example <ListFilter label="Sort" value={sort} defaultValue="newest" options={LEAD_SORTS} labels={SORT_LABELS} onChange={(sort) => apply({ sort })} />
 */
export function ListFilter<Value extends string>({
  label,
  value,
  all,
  defaultValue,
  options,
  labels,
  onChange,
  hint,
  className,
}: {
  label: string;
  /** What the URL holds. */
  value: string | undefined;
  /**
   * Values of an enumeration, read through `labels` (the value itself without), or choices with their own labels;
   * either may stand first, e.g. "All open" before the stages. Undefined while a list from the server loads.
   */
  options: readonly (Value | ListOption)[] | undefined;
  labels?: Readonly<Record<Value, string>> | ((value: Value) => string);
  onChange: (value: string) => void;
  hint?: ReactNode;
  className?: string;
} & FilterOrSort<Value>) {
  const labelOf = (option: Value) => (typeof labels === "function" ? labels(option) : (labels?.[option] ?? option));
  return (
    <Field label={label} hint={hint} className={className}>
      {(p) => (
        <Select
          {...p}
          value={value ?? defaultValue ?? ""}
          onChange={(event) => onChange(event.target.value === defaultValue ? "" : event.target.value)}
        >
          {all !== undefined && <option value="">{all}</option>}
          {options?.map((option) => {
            const choice = typeof option === "string" ? { value: option, label: labelOf(option) } : option;
            return (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            );
          })}
        </Select>
      )}
    </Field>
  );
}
