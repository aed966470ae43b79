import type { FormEvent } from "react";
import type { ContactOption } from "#contract/submittals";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { toast } from "../../ui/toast";
import { useApplicationOwners } from "../applications/application-queries";
import { OFFERED_TIME_ZONES } from "../content/labels";
import { topField, useDialogForm } from "../use-dialog-form";
import {
  InterviewFormatFields,
  type InterviewFormValues,
  InterviewPanelFieldset,
  InterviewRoundFields,
  OTHER_ROUND,
} from "./InterviewFormFields";
import { useCreateInterview } from "./interview-queries";

const initial = (round: InterviewFormValues["round"]): InterviewFormValues => ({
  round,
  roundName: "",
  format: "video",
  durationMinutes: "60",
  candidateTimeZone: OFFERED_TIME_ZONES[0]!,
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
  round,
  open,
  onOpenChange,
}: {
  applicationId: string;
  contacts: ContactOption[];
  /** The round it starts on: the application's next one (nextInterviewRound). */
  round: InterviewFormValues["round"];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateInterview();
  const staff = useApplicationOwners();
  const form = useDialogForm({
    open,
    source: applicationId,
    initial: () => initial(round),
    saving: [create],
    fieldOf: topField,
  });
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
          <InterviewRoundFields form={values} set={set} errors={errors} />
          <InterviewFormatFields form={values} set={set} errors={errors} />
          <InterviewPanelFieldset
            form={values}
            set={set}
            errors={errors}
            contacts={contacts}
            staff={staff.data ?? []}
          />
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
