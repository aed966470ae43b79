import type { FormEvent } from "react";
import { INTERVIEW_FORMATS, INTERVIEW_ROUNDS, type InterviewFormat } from "#contract/interview-enums";
import { INTERVIEW_FORMAT_LABELS, INTERVIEW_ROUND_LABELS } from "#contract/interviews";
import type { ContactOption } from "#contract/submittals";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { EnumSelect } from "../../ui/enum-select";
import { Checkbox, Field, Input } from "../../ui/form";
import { toast } from "../../ui/toast";
import { topField, useDialogForm } from "../use-dialog-form";
import { useCreateInterview } from "./interview-queries";

const OTHER_ROUND = "other";
const ROUND_CHOICES = [...INTERVIEW_ROUNDS, OTHER_ROUND] as const;

interface Values {
  round: (typeof ROUND_CHOICES)[number];
  roundName: string;
  format: InterviewFormat;
  durationMinutes: string;
  videoLink: string;
  location: string;
  /** Contact id -> "required" or "optional"; a contact not in it is not on the panel. */
  panel: Record<string, "required" | "optional">;
}

const initial = (): Values => ({
  round: "first",
  roundName: "",
  format: "video",
  durationMinutes: "60",
  videoLink: "",
  location: "",
  panel: {},
});

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
  const form = useDialogForm({ open, source: applicationId, initial, saving: [create], fieldOf: topField });
  const { values, set, errors } = form;

  function togglePanel(id: string, on: boolean) {
    const panel = { ...values.panel };
    if (on) panel[id] = "required";
    else delete panel[id];
    set("panel", panel);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      {
        applicationId,
        round: values.round === OTHER_ROUND ? values.roundName : values.round,
        format: values.format,
        durationMinutes: Number(values.durationMinutes),
        panel: Object.entries(values.panel).map(([contactId, need]) => ({ contactId, required: need === "required" })),
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
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Panel</legend>
            {contacts.map((contact) => {
              const on = contact.id in values.panel;
              return (
                <div key={contact.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <label className="flex items-center gap-2">
                    <Checkbox
                      checked={on}
                      disabled={!contact.hasEmail}
                      onChange={(e) => togglePanel(contact.id, e.target.checked)}
                    />
                    <span>
                      {contact.name}
                      {contact.title && <span className="text-muted-foreground"> · {contact.title}</span>}
                      {!contact.hasEmail && <span className="text-muted-foreground"> (no email)</span>}
                    </span>
                  </label>
                  {on && (
                    <label className="flex items-center gap-2 text-xs">
                      <Checkbox
                        checked={values.panel[contact.id] === "optional"}
                        onChange={(e) =>
                          set("panel", { ...values.panel, [contact.id]: e.target.checked ? "optional" : "required" })
                        }
                      />
                      Optional
                    </label>
                  )}
                </div>
              );
            })}
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
