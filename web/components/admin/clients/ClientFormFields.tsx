import { CLIENT_FEE_TYPES, CLIENT_STATUSES } from "#contract/clients-enums";
import { EnumSelect } from "../../ui/enum-select";
import { Field, Input, Select } from "../../ui/form";
import { titleCase } from "../labels";
import type { DialogFormSection } from "../use-dialog-form";
import type { ClientFormState } from "./client-form-state";

type Section = DialogFormSection<ClientFormState>;

/** A percentage the fee terms hold, to two decimals. */
function PercentField({
  name,
  label,
  form,
  set,
  errors,
}: Section & { name: "feePercent" | "retainerPercent" | "shortlistPercent" | "placementPercent"; label: string }) {
  return (
    <Field label={label} required error={errors[name]}>
      {(p) => (
        <Input
          {...p}
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step="0.01"
          value={form[name]}
          onChange={(e) => set(name, e.target.value)}
        />
      )}
    </Field>
  );
}

/** The client and its terms: name, website, industry, status, owner, fee type and percentage, guarantee. */
export function ClientTermsFields({
  form,
  set,
  errors,
  owners,
  formerOwner,
}: Section & {
  owners: readonly { id: string; name: string }[] | undefined;
  /** Shown for an owner who has since left, until another is chosen. */
  formerOwner: string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Name" required error={errors.name}>
        {(p) => (
          <Input {...p} name="name" value={form.name} onChange={(e) => set("name", e.target.value)} maxLength={200} />
        )}
      </Field>
      <Field label="Website" error={errors.website}>
        {(p) => (
          <Input
            {...p}
            type="url"
            placeholder="https://"
            value={form.website}
            onChange={(e) => set("website", e.target.value)}
            maxLength={300}
          />
        )}
      </Field>
      <Field label="Industry" error={errors.industry}>
        {(p) => (
          <Input {...p} value={form.industry} onChange={(e) => set("industry", e.target.value)} maxLength={100} />
        )}
      </Field>
      <EnumSelect
        label="Status"
        error={errors.status}
        values={CLIENT_STATUSES}
        labelOf={titleCase}
        value={form.status}
        onChange={(status) => set("status", status)}
      />
      <Field label="Owner" error={errors.ownerId}>
        {(p) => (
          <Select {...p} value={form.ownerId} onChange={(e) => set("ownerId", e.target.value)}>
            <option value="">Nobody</option>
            {form.ownerId && !owners?.some((owner) => owner.id === form.ownerId) && (
              <option value={form.ownerId}>{formerOwner}</option>
            )}
            {owners?.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <EnumSelect
        label="Fee type"
        error={errors.feeType}
        values={CLIENT_FEE_TYPES}
        labelOf={titleCase}
        value={form.feeType}
        onChange={(type) => set("feeType", type)}
      />
      <PercentField name="feePercent" label="Fee (% of first-year salary)" form={form} set={set} errors={errors} />
      <Field label="Guarantee (days)" required error={errors.guaranteeDays}>
        {(p) => (
          <Input
            {...p}
            type="number"
            inputMode="numeric"
            min={0}
            max={730}
            value={form.guaranteeDays}
            onChange={(e) => set("guaranteeDays", e.target.value)}
          />
        )}
      </Field>
    </div>
  );
}

/** A retained search's three installments, in % of the fee, adding up to 100. */
export function ClientInstallmentsFields({ form, set, errors }: Section) {
  return (
    <fieldset className="grid gap-4 rounded-md border border-border p-3 sm:grid-cols-3">
      <legend className="px-1 text-sm font-medium">Installments (% of the fee, adding up to 100)</legend>
      <PercentField name="retainerPercent" label="Retainer" form={form} set={set} errors={errors} />
      <PercentField name="shortlistPercent" label="Shortlist" form={form} set={set} errors={errors} />
      <PercentField name="placementPercent" label="Placement" form={form} set={set} errors={errors} />
    </fieldset>
  );
}
