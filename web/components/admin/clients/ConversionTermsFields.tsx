import type { ConversionTermsView } from "#contract/conversion";
import { formatUsd } from "#contract/salary";
import { Field, Input, Select } from "../../ui/form";
import type { DialogFormSection } from "../use-dialog-form";
import type { ClientFormState } from "./client-form-state";

type Section = DialogFormSection<ClientFormState>;

type NumberName = "conversionPercent" | "conversionFlat" | "reductionPercent" | "reductionHours" | "reductionFloor";

function NumberField({ name, label, form, set }: Section & { name: NumberName; label: string }) {
  return (
    <Field label={label}>
      {(p) => (
        <Input
          {...p}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          name={name}
          value={form[name]}
          onChange={(e) => set(name, e.target.value)}
        />
      )}
    </Field>
  );
}

/**
 * The client's contract-to-hire terms (issue 48 item 4, decision 113): its fee percent by default, or a percent or a
 * flat fee of its own, optionally reduced per block of hours billed down to a floor.
 */
export function ConversionTermsFields(props: Section) {
  const { form, set, errors } = props;
  return (
    <fieldset className="grid gap-4 rounded-md border border-border p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-medium">Contract-to-hire fee</legend>
      <Field label="Conversion fee" error={errors.conversionTerms}>
        {(p) => (
          <Select
            {...p}
            name="conversionKind"
            value={form.conversionKind}
            onChange={(e) => set("conversionKind", e.target.value as ClientFormState["conversionKind"])}
          >
            <option value="default">The fee percent above, not reduced</option>
            <option value="percent">A percent of the salary</option>
            <option value="flat">A flat fee</option>
          </Select>
        )}
      </Field>
      {form.conversionKind === "percent" && <NumberField {...props} name="conversionPercent" label="Percent" />}
      {form.conversionKind === "flat" && <NumberField {...props} name="conversionFlat" label="Flat fee (US dollars)" />}
      {form.conversionKind !== "default" && (
        <>
          <NumberField {...props} name="reductionPercent" label="% off per block of hours billed (empty: none)" />
          <NumberField {...props} name="reductionHours" label="Hours in a block" />
          <NumberField {...props} name="reductionFloor" label="Never below (US dollars)" />
        </>
      )}
    </fieldset>
  );
}

/** The terms in words, for the client's page. */
export function conversionTermsText(terms: ConversionTermsView | null, feePercent: number): string {
  if (!terms) return `${feePercent} % of the salary (the fee percent), not reduced`;
  const base =
    terms.base.kind === "flat" ? `A flat ${formatUsd(terms.base.amount)}` : `${terms.base.percent} % of the salary`;
  const schedule = terms.schedule;
  return schedule
    ? `${base}, ${schedule.reductionPercent} % off per ${schedule.perHours} h billed, at least ${formatUsd(schedule.floor)}`
    : `${base}, not reduced`;
}
