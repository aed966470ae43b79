import { type FormEvent, useState } from "react";
import {
  AVAILABLE_IN_WEEKS_MAX,
  CANDIDATE_SKILL_LENGTH_MAX,
  CANDIDATE_SKILLS_MAX,
  type DesiredPay,
  LOCATION_TEXT_MAX,
} from "#contract/candidate-offer";
import type { CandidateProfileInput } from "#contract/candidate-profile";
import type { CandidateDetail } from "#contract/candidates";
import {
  PAY_PERIOD_LABELS,
  PAY_PERIODS,
  type PayPeriod,
  REMOTE_PREFERENCE_LABELS,
  REMOTE_PREFERENCES,
  WORK_AUTHORIZATION_LABELS,
  WORK_AUTHORIZATIONS,
} from "#contract/matching";
import { CANDIDATE_OFFER } from "../../../content/admin-candidates";
import { ApiError } from "../../../lib/api";
import { type FieldErrors, serverFieldErrors } from "../../../lib/field-check";
import { Button } from "../../ui/button";
import { EnumSelect } from "../../ui/enum-select";
import { Field, Input, Select } from "../../ui/form";
import { toast } from "../../ui/toast";
import { Detail } from "../DetailPage";
import { Panel } from "../Panel";
import { SkillsEditor } from "../SkillsEditor";
import { useSkillSuggestions, useUpdateCandidateProfile } from "./candidate-queries";

/** What a candidate offers (issue 46): where they live, pay, notice, arrangement, authorization, and their skills. */

const dollars = (amount: number) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);

export const payText = (pay: DesiredPay) => `${dollars(pay.amount)} ${PAY_PERIOD_LABELS[pay.period]}`;

export const noticeText = (weeks: number) => (weeks === 0 ? "Now" : `In ${weeks} ${weeks === 1 ? "week" : "weeks"}`);

const yesNo = (value: boolean) => (value ? "Yes" : "No");

const failure = (error: unknown, fallback: string) => (error instanceof ApiError && error.serverMessage) || fallback;

function OfferDetails({ candidate }: { candidate: CandidateDetail }) {
  const { notGiven } = CANDIDATE_OFFER;
  return (
    <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2" data-testid="candidate-offer">
      <Detail label="Location">{candidate.location ?? notGiven}</Detail>
      <Detail label="Willing to relocate">
        {candidate.willingToRelocate === null ? notGiven : yesNo(candidate.willingToRelocate)}
      </Detail>
      <Detail label="Work arrangement">
        {candidate.remotePreference ? REMOTE_PREFERENCE_LABELS[candidate.remotePreference] : notGiven}
      </Detail>
      <Detail label="Desired pay">{candidate.desiredPay ? payText(candidate.desiredPay) : notGiven}</Detail>
      <Detail label="Available to start">
        {candidate.availableInWeeks === null ? notGiven : noticeText(candidate.availableInWeeks)}
      </Detail>
      <Detail label="Work authorization">
        {candidate.workAuthorization ? WORK_AUTHORIZATION_LABELS[candidate.workAuthorization] : notGiven}
      </Detail>
    </dl>
  );
}

/** The form's values, as text in its controls. */
interface OfferForm {
  location: string;
  willingToRelocate: "" | "true" | "false";
  remotePreference: string;
  payAmount: string;
  payPeriod: PayPeriod;
  availableInWeeks: string;
  workAuthorization: string;
}

function formOf(candidate: CandidateDetail): OfferForm {
  return {
    location: candidate.location ?? "",
    willingToRelocate: candidate.willingToRelocate === null ? "" : candidate.willingToRelocate ? "true" : "false",
    remotePreference: candidate.remotePreference ?? "",
    payAmount: candidate.desiredPay ? String(candidate.desiredPay.amount) : "",
    payPeriod: candidate.desiredPay?.period ?? "year",
    availableInWeeks: candidate.availableInWeeks === null ? "" : String(candidate.availableInWeeks),
    workAuthorization: candidate.workAuthorization ?? "",
  };
}

/** The fields the form changed, as the PATCH takes them; an amount that is not a number is the API's to refuse. */
function patchOf(before: OfferForm, form: OfferForm): CandidateProfileInput {
  const body: Record<string, unknown> = {};
  if (form.location.trim() !== before.location) body.location = form.location.trim() || null;
  if (form.willingToRelocate !== before.willingToRelocate)
    body.willingToRelocate = form.willingToRelocate === "" ? null : form.willingToRelocate === "true";
  if (form.remotePreference !== before.remotePreference) body.remotePreference = form.remotePreference || null;
  if (form.payAmount !== before.payAmount || form.payPeriod !== before.payPeriod) {
    const amount = form.payAmount.replace(/[$,\s]/g, "");
    body.desiredPay = amount
      ? { amount: /^\d+(\.\d+)?$/.test(amount) ? Number(amount) : amount, period: form.payPeriod }
      : null;
  }
  if (form.availableInWeeks !== before.availableInWeeks)
    body.availableInWeeks = form.availableInWeeks === "" ? null : Number(form.availableInWeeks);
  if (form.workAuthorization !== before.workAuthorization) body.workAuthorization = form.workAuthorization || null;
  return body as CandidateProfileInput;
}

/** The API's field paths onto the form's controls ("desiredPay.amount" is the amount's). */
function formErrors(found: FieldErrors): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(found)) {
    const field = path.startsWith("desiredPay") ? "payAmount" : path;
    errors[field] ??= message;
  }
  return errors;
}

/** The offer form's controls, each controlled by the editor's state. */
function OfferFields({
  form,
  set,
  errors,
}: {
  form: OfferForm;
  set: <K extends keyof OfferForm>(key: K, value: OfferForm[K]) => void;
  errors: FieldErrors;
}) {
  return (
    <>
      <Field label="Location" hint={CANDIDATE_OFFER.locationHint} error={errors.location}>
        {(p) => (
          <Input
            {...p}
            name="location"
            value={form.location}
            maxLength={LOCATION_TEXT_MAX}
            onChange={(event) => set("location", event.target.value)}
          />
        )}
      </Field>
      <Field label="Willing to relocate" error={errors.willingToRelocate}>
        {(p) => (
          <Select
            {...p}
            name="willingToRelocate"
            value={form.willingToRelocate}
            onChange={(event) => set("willingToRelocate", event.target.value as OfferForm["willingToRelocate"])}
          >
            <option value="">{CANDIDATE_OFFER.notGiven}</option>
            <option value="true">Yes</option>
            <option value="false">No</option>
          </Select>
        )}
      </Field>
      <EnumSelect
        label="Work arrangement"
        values={REMOTE_PREFERENCES}
        labelOf={(value) => REMOTE_PREFERENCE_LABELS[value]}
        empty={CANDIDATE_OFFER.notGiven}
        value={form.remotePreference}
        error={errors.remotePreference}
        onChange={(value) => set("remotePreference", value)}
      />
      <Field label="Desired pay (USD)" error={errors.payAmount}>
        {(p) => (
          <div className="grid grid-cols-[minmax(0,1fr)_8rem] gap-2">
            <Input
              {...p}
              name="desiredPayAmount"
              value={form.payAmount}
              inputMode="decimal"
              onChange={(event) => set("payAmount", event.target.value)}
            />
            <Select
              name="desiredPayPeriod"
              aria-label="Pay period"
              value={form.payPeriod}
              onChange={(event) => set("payPeriod", event.target.value as PayPeriod)}
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
      <Field label="Available in (weeks)" hint={CANDIDATE_OFFER.weeksHint} error={errors.availableInWeeks}>
        {(p) => (
          <Input
            {...p}
            name="availableInWeeks"
            type="number"
            min={0}
            max={AVAILABLE_IN_WEEKS_MAX}
            step={1}
            value={form.availableInWeeks}
            onChange={(event) => set("availableInWeeks", event.target.value)}
          />
        )}
      </Field>
      <EnumSelect
        label="Work authorization"
        values={WORK_AUTHORIZATIONS}
        labelOf={(value) => WORK_AUTHORIZATION_LABELS[value]}
        empty={CANDIDATE_OFFER.notGiven}
        value={form.workAuthorization}
        error={errors.workAuthorization}
        onChange={(value) => set("workAuthorization", value)}
      />
    </>
  );
}

function OfferEditor({ candidate, onDone }: { candidate: CandidateDetail; onDone: () => void }) {
  const save = useUpdateCandidateProfile(candidate.id);
  const before = formOf(candidate);
  const [form, setForm] = useState(before);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof OfferForm>(key: K, value: OfferForm[K]) => setForm((old) => ({ ...old, [key]: value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = patchOf(before, form);
    if (Object.keys(body).length === 0) return onDone();
    save.mutate(body, {
      onSuccess: () => {
        toast({ title: CANDIDATE_OFFER.saved });
        onDone();
      },
      onError: (error) => {
        const found = formErrors(serverFieldErrors(error));
        setErrors(Object.keys(found).length > 0 ? found : { form: failure(error, CANDIDATE_OFFER.failed) });
      },
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2" aria-label="What they want">
      <OfferFields form={form} set={set} errors={errors} />
      {errors.form && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save"}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Where they live, relocation, arrangement, pay, notice and authorization: read, then edited in place. */
export function CandidateOffer({ candidate, className }: { candidate: CandidateDetail; className?: string }) {
  const [editing, setEditing] = useState(false);
  return (
    <Panel
      id="candidate-offer"
      title="What they want"
      description={CANDIDATE_OFFER.intro}
      className={className}
      action={
        !editing && (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )
      }
    >
      {editing ? (
        <OfferEditor candidate={candidate} onDone={() => setEditing(false)} />
      ) : (
        <OfferDetails candidate={candidate} />
      )}
    </Panel>
  );
}

/**
 * The candidate's confirmed skills as chips (each removable), the skills their resumes suggest as one-click adds,
 * and a free-text add for anything else (the one skills editor, as a job's). Each change saves at once.
 */
export function CandidateSkills({ candidate, className }: { candidate: CandidateDetail; className?: string }) {
  const save = useUpdateCandidateProfile(candidate.id);
  const suggestions = useSkillSuggestions(candidate.id);
  const [error, setError] = useState<string>();
  const onChange = (skills: string[]) =>
    save.mutate(
      { skills },
      {
        onSuccess: () => setError(undefined),
        onError: (failed) => setError(failure(failed, CANDIDATE_OFFER.skillsFailed)),
      },
    );
  return (
    <Panel id="candidate-skills" title="Skills" description={CANDIDATE_OFFER.skillsIntro} className={className}>
      <div className="mt-3">
        <SkillsEditor
          label="Confirmed skills"
          skills={candidate.skills}
          suggestions={suggestions.data?.suggestions ?? []}
          onChange={onChange}
          max={CANDIDATE_SKILLS_MAX}
          maxLength={CANDIDATE_SKILL_LENGTH_MAX}
          error={error}
        />
      </div>
    </Panel>
  );
}
