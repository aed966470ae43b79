import { JOB_STATUSES } from "#contract/enums";
import { isRemoteJob } from "#contract/job-listing";
import { JOB_VALID_DAYS } from "#contract/jobs";
import { PAY_PERIOD_LABELS } from "#contract/matching";
import { parseSalary } from "#contract/salary-range";
import { EXPERIENCE_LEVELS, INDUSTRIES, JOB_TYPES } from "#contract/site-enums";
import { EnumSelect } from "../../ui/enum-select";
import { Field, Input, Select } from "../../ui/form";
import { titleCase } from "../labels";
import type { DialogFormSection } from "../use-dialog-form";
import { ownerName } from "./job-admin-queries";
import type { JobFormState } from "./job-form-state";

/** The job dialog's grid: title, company, place and pay, the job's kind and status, its dates and its owner. */
export function JobDetailsFields({
  form,
  set,
  errors,
  owners,
}: DialogFormSection<JobFormState> & { owners: readonly { id: string; name: string }[] | undefined }) {
  const text = (
    key: "title" | "company" | "location" | "salary",
    label: string,
    required: boolean,
    max: number,
    placeholder?: string,
    hint?: string,
  ) => (
    <Field label={label} required={required} error={errors[key]} hint={hint}>
      {(p) => (
        <Input
          {...p}
          value={form[key]}
          onChange={(e) => set(key, e.target.value)}
          maxLength={max}
          placeholder={placeholder}
        />
      )}
    </Field>
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text("title", "Job Title", true, 200)}
      {text("company", "Company", true, 200)}
      {text("location", "Location", true, 100, "City, ST or Remote")}
      {text("salary", "Salary", false, 100, "$120,000 - $150,000", salaryReading(form.salary))}
      <EnumSelect
        label="Type"
        required
        error={errors.type}
        values={JOB_TYPES}
        value={form.type}
        onChange={(type) => set("type", type)}
      />
      <EnumSelect
        label="Industry"
        required
        error={errors.industry}
        values={INDUSTRIES}
        value={form.industry}
        onChange={(industry) => set("industry", industry)}
      />
      <EnumSelect
        label="Experience Level"
        error={errors.experienceLevel}
        values={EXPERIENCE_LEVELS}
        empty="Not specified"
        value={form.experienceLevel}
        onChange={(level) => set("experienceLevel", level)}
      />
      <EnumSelect
        label="Status"
        error={errors.status}
        values={JOB_STATUSES}
        labelOf={titleCase}
        value={form.status}
        onChange={(status) => set("status", status)}
      />
      <Field
        label="Valid Through"
        error={errors.validThrough}
        hint={`The last day it is advertised; ${JOB_VALID_DAYS} days after publishing when left empty.`}
      >
        {(p) => (
          <Input {...p} type="date" value={form.validThrough} onChange={(e) => set("validThrough", e.target.value)} />
        )}
      </Field>
      {isRemoteJob(form) && (
        <Field
          label="Applicant Country"
          required
          error={errors.applicantCountry}
          hint="Where applicants to this remote job must live."
        >
          {(p) => (
            <Input
              {...p}
              value={form.applicantCountry}
              onChange={(e) => set("applicantCountry", e.target.value)}
              maxLength={100}
            />
          )}
        </Field>
      )}
      <JobOwnerField
        ownerId={form.ownerId}
        onChange={(ownerId) => set("ownerId", ownerId)}
        error={errors.ownerId}
        owners={owners}
      />
    </div>
  );
}

/** How the salary text is read as numbers (issue 46): what pay filters, matching and structured data will use. */
function salaryReading(text: string): string | undefined {
  if (!text.trim()) return undefined;
  const range = parseSalary(text);
  if (!range) return "Not read as a pay range: pay filters and matching will not use it.";
  const period = PAY_PERIOD_LABELS[range.unit === "HOUR" ? "hour" : "year"];
  const usd = (amount: number) => `$${amount.toLocaleString("en-US")}`;
  return range.min === range.max
    ? `Read as ${usd(range.min)} ${period}.`
    : `Read as ${usd(range.min)} to ${usd(range.max)} ${period}.`;
}

/** Who owns the job: staff, or nobody; an owner who has left is shown until changed. */
function JobOwnerField({
  ownerId,
  onChange,
  error,
  owners,
}: {
  ownerId: string;
  onChange: (ownerId: string) => void;
  error: string | undefined;
  owners: readonly { id: string; name: string }[] | undefined;
}) {
  return (
    <Field label="Owner" error={error} hint="Hears of new applications to this job when following the jobs they own.">
      {(p) => (
        <Select {...p} value={ownerId} onChange={(e) => onChange(e.target.value)}>
          <option value="">Nobody</option>
          {/* An owner who has left is shown until changed. */}
          {ownerId && !owners?.some((owner) => owner.id === ownerId) && (
            <option value={ownerId}>{ownerName(owners, ownerId)}</option>
          )}
          {owners?.map((owner) => (
            <option key={owner.id} value={owner.id}>
              {owner.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
