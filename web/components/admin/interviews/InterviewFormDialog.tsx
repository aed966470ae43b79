import type { FormEvent } from "react";
import { COMPANY } from "#contract/company";
import { INTERVIEW_FORMATS, INTERVIEW_ROUNDS, type InterviewFormat } from "#contract/interview-enums";
import { INTERVIEW_FORMAT_LABELS, INTERVIEW_ROUND_LABELS } from "#contract/interviews";
import type { ContactOption } from "#contract/submittals";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { EnumSelect } from "../../ui/enum-select";
import { Checkbox, Field, Input } from "../../ui/form";
import { toast } from "../../ui/toast";
import { useApplicationOwners } from "../applications/application-queries";
import { OFFERED_TIME_ZONES } from "../content/labels";
import { topField, useDialogForm } from "../use-dialog-form";
import { useCreateInterview } from "./interview-queries";

const OTHER_ROUND = "other";
const ROUND_CHOICES = [...INTERVIEW_ROUNDS, OTHER_ROUND] as const;

interface Values {
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

const initial = (): Values => ({
  round: "first",
  roundName: "",
  format: "video",
  durationMinutes: "60",
  candidateTimeZone: OFFERED_TIME_ZONES[0]!,
  videoLink: "",
  location: "",
  panel: {},
});

type Panel = Values["panel"];

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

/**
 * Sets up an interview for an application (issue 47): the round, the format with its link or address, the length,
 * and the panel from the client's contacts, each required or optional. It starts without a time: "Schedule" sets it.
 */
export function InterviewFormDialog({
  applicationId,
  contacts,
  open,
  onOpenChange,
}: {
  applicationId: string;
  contacts: ContactOption[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateInterview();
  const staff = useApplicationOwners();
  const form = useDialogForm({ open, source: applicationId, initial, saving: [create], fieldOf: topField });
  const { values, set, errors } = form;

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      {
        applicationId,
        round: values.round === OTHER_ROUND ? values.roundName : values.round,
        format: values.format,
        durationMinutes: Number(values.durationMinutes),
        candidateTimeZone: values.candidateTimeZone,
        panel: Object.entries(values.panel).map(([key, need]) => {
          const [kind, id = ""] = key.split(":");
          return { ...(kind === "user" ? { userId: id } : { contactId: id }), required: need === "required" };
        }),
        ...(values.format === "video" ? { videoLink: values.videoLink.trim() || undefined } : {}),
        ...(values.format !== "video" && values.location.trim() ? { location: values.location.trim() } : {}),
      },
      {
        onSuccess: () => {
          toast({ title: "Interview set up", description: "Schedule it to send the invitations." });
          onOpenChange(false);
        },
        onError: (error) =>
          toast({
            title: "Not set up",
            description: form.failed(error)?.serverMessage ?? "Please try again.",
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>New interview</DialogTitle>
        <DialogDescription>Nothing is sent until you schedule a time.</DialogDescription>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <EnumSelect
            label="Round"
            required
            values={ROUND_CHOICES}
            labelOf={(round) => (round === OTHER_ROUND ? "Other (name it)" : INTERVIEW_ROUND_LABELS[round])}
            value={values.round}
            error={values.round === OTHER_ROUND ? undefined : errors.round}
            onChange={(round) => set("round", round)}
          />
          {values.round === OTHER_ROUND && (
            <Field label="Round name" required error={errors.round}>
              {(p) => (
                <Input
                  {...p}
                  name="roundName"
                  value={values.roundName}
                  onChange={(e) => set("roundName", e.target.value)}
                />
              )}
            </Field>
          )}
          <EnumSelect
            label="Format"
            required
            values={INTERVIEW_FORMATS}
            labelOf={(format) => INTERVIEW_FORMAT_LABELS[format]}
            value={values.format}
            error={errors.format}
            onChange={(format) => set("format", format)}
          />
          {values.format === "video" ? (
            <Field label="Video link" required error={errors.videoLink}>
              {(p) => (
                <Input
                  {...p}
                  type="url"
                  name="videoLink"
                  placeholder="https://"
                  value={values.videoLink}
                  onChange={(e) => set("videoLink", e.target.value)}
                />
              )}
            </Field>
          ) : (
            <Field
              label={values.format === "onsite" ? "Address" : "Number to call"}
              required={values.format === "onsite"}
              error={errors.location}
            >
              {(p) => (
                <Input
                  {...p}
                  name="location"
                  value={values.location}
                  onChange={(e) => set("location", e.target.value)}
                />
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
                value={values.durationMinutes}
                onChange={(e) => set("durationMinutes", e.target.value)}
              />
            )}
          </Field>
          <EnumSelect
            label="Candidate's time zone"
            hint="Their invitation and reminders show the time on this clock."
            values={OFFERED_TIME_ZONES}
            value={values.candidateTimeZone}
            error={errors.candidateTimeZone}
            onChange={(zone) => set("candidateTimeZone", zone)}
          />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Panel</legend>
            {contacts.map((contact) => (
              <PanelChoice
                key={contact.id}
                choice={`contact:${contact.id}`}
                label={contact.title ? `${contact.name} · ${contact.title}` : contact.name}
                disabledNote={contact.hasEmail ? undefined : "no email"}
                panel={values.panel}
                onChange={(panel) => set("panel", panel)}
              />
            ))}
            {(staff.data ?? []).map((user) => (
              <PanelChoice
                key={user.id}
                choice={`user:${user.id}`}
                label={`${user.name} (${COMPANY.shortName})`}
                panel={values.panel}
                onChange={(panel) => set("panel", panel)}
              />
            ))}
            {errors.panel && (
              <p role="alert" className="text-sm text-red-800">
                {errors.panel}
              </p>
            )}
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Close
            </Button>
            <Button type="submit" disabled={form.submitting}>
              Set up interview
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
