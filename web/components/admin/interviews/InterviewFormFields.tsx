import type { StaffRef } from "#contract/application-pipeline";
import { COMPANY } from "#contract/company";
import { INTERVIEW_FORMATS, INTERVIEW_ROUNDS, type InterviewFormat } from "#contract/interview-enums";
import { INTERVIEW_FORMAT_LABELS, INTERVIEW_ROUND_LABELS } from "#contract/interviews";
import type { ContactOption } from "#contract/submittals";
import { EnumSelect } from "../../ui/enum-select";
import { Checkbox, Field, Input } from "../../ui/form";
import { OFFERED_TIME_ZONES } from "../content/labels";
import type { DialogFormSection } from "../use-dialog-form";

export const OTHER_ROUND = "other";
const ROUND_CHOICES = [...INTERVIEW_ROUNDS, OTHER_ROUND] as const;

export interface InterviewFormValues {
  round: (typeof ROUND_CHOICES)[number];
  roundName: string;
  format: InterviewFormat;
  durationMinutes: string;
  candidateTimeZone: string;
  videoLink: string;
  location: string;
  /** "contact:<id>" or "user:<id>" -> "required" or "optional"; a person not in it is not on the panel. */
  panel: Record<string, "required" | "optional">;
}

type Panel = InterviewFormValues["panel"];

/** The interview's round: one of the usual ones, or another the recruiter names. */
export function InterviewRoundFields({ form, set, errors }: DialogFormSection<InterviewFormValues>) {
  return (
    <>
      <EnumSelect
        label="Round"
        required
        values={ROUND_CHOICES}
        labelOf={(round) => (round === OTHER_ROUND ? "Other (name it)" : INTERVIEW_ROUND_LABELS[round])}
        value={form.round}
        error={form.round === OTHER_ROUND ? undefined : errors.round}
        onChange={(round) => set("round", round)}
      />
      {form.round === OTHER_ROUND && (
        <Field label="Round name" required error={errors.round}>
          {(p) => (
            <Input {...p} name="roundName" value={form.roundName} onChange={(e) => set("roundName", e.target.value)} />
          )}
        </Field>
      )}
    </>
  );
}

/** The format with its video link, address or number to call, the length and the candidate's time zone. */
export function InterviewFormatFields({ form, set, errors }: DialogFormSection<InterviewFormValues>) {
  return (
    <>
      <EnumSelect
        label="Format"
        required
        values={INTERVIEW_FORMATS}
        labelOf={(format) => INTERVIEW_FORMAT_LABELS[format]}
        value={form.format}
        error={errors.format}
        onChange={(format) => set("format", format)}
      />
      {form.format === "video" ? (
        <Field label="Video link" required error={errors.videoLink}>
          {(p) => (
            <Input
              {...p}
              type="url"
              name="videoLink"
              placeholder="https://"
              value={form.videoLink}
              onChange={(e) => set("videoLink", e.target.value)}
            />
          )}
        </Field>
      ) : (
        <Field
          label={form.format === "onsite" ? "Address" : "Number to call"}
          required={form.format === "onsite"}
          error={errors.location}
        >
          {(p) => (
            <Input {...p} name="location" value={form.location} onChange={(e) => set("location", e.target.value)} />
          )}
        </Field>
      )}
      <Field label="Length (minutes)" required error={errors.durationMinutes}>
        {(p) => (
          <Input
            {...p}
            type="number"
            name="durationMinutes"
            min="10"
            step="5"
            inputMode="numeric"
            value={form.durationMinutes}
            onChange={(e) => set("durationMinutes", e.target.value)}
          />
        )}
      </Field>
      <EnumSelect
        label="Candidate's time zone"
        hint="Their invitation and reminders show the time on this clock."
        values={OFFERED_TIME_ZONES}
        value={form.candidateTimeZone}
        error={errors.candidateTimeZone}
        onChange={(zone) => set("candidateTimeZone", zone)}
      />
    </>
  );
}

/** One person to put on the panel, and whether they are optional once on it. */
function PanelChoice({
  choice,
  label,
  disabledNote,
  panel,
  onChange,
}: {
  choice: string;
  label: string;
  disabledNote?: string;
  panel: Panel;
  onChange: (panel: Panel) => void;
}) {
  const on = choice in panel;
  function toggle(checked: boolean) {
    const next = { ...panel };
    if (checked) next[choice] = "required";
    else delete next[choice];
    onChange(next);
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <label className="flex items-center gap-2">
        <Checkbox checked={on} disabled={disabledNote !== undefined} onChange={(e) => toggle(e.target.checked)} />
        <span>
          {label}
          {disabledNote && <span className="text-muted-foreground"> ({disabledNote})</span>}
        </span>
      </label>
      {on && (
        <label className="flex items-center gap-2 text-xs">
          <Checkbox
            checked={panel[choice] === "optional"}
            onChange={(e) => onChange({ ...panel, [choice]: e.target.checked ? "optional" : "required" })}
          />
          Optional
        </label>
      )}
    </div>
  );
}

/** The panel: the client's contacts (only those with an email can be invited) and the staff, each required or optional. */
export function InterviewPanelFieldset({
  form,
  set,
  errors,
  contacts,
  staff,
}: DialogFormSection<InterviewFormValues> & { contacts: ContactOption[]; staff: StaffRef[] }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Panel</legend>
      {contacts.map((contact) => (
        <PanelChoice
          key={contact.id}
          choice={`contact:${contact.id}`}
          label={contact.title ? `${contact.name} · ${contact.title}` : contact.name}
          disabledNote={contact.hasEmail ? undefined : "no email"}
          panel={form.panel}
          onChange={(panel) => set("panel", panel)}
        />
      ))}
      {staff.map((user) => (
        <PanelChoice
          key={user.id}
          choice={`user:${user.id}`}
          label={`${user.name} (${COMPANY.shortName})`}
          panel={form.panel}
          onChange={(panel) => set("panel", panel)}
        />
      ))}
      {errors.panel && (
        <p role="alert" className="text-sm text-red-800">
          {errors.panel}
        </p>
      )}
    </fieldset>
  );
}
