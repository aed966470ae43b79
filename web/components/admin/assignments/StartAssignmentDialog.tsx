import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import type { ContactOption } from "#contract/submittals";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { Checkbox } from "../../ui/form";
import { toast } from "../../ui/toast";
import { OFFERED_TIME_ZONES } from "../content/labels";
import { useDialogForm } from "../use-dialog-form";
import { useCreateAssignment } from "./assignment-queries";
import { RateFields } from "./RateFields";
import { AssignmentDateFields, AssignmentWorkFields, type StartAssignmentValues } from "./StartAssignmentFields";

const initial = (): StartAssignmentValues => ({
  startDate: "",
  endDate: "",
  billRate: "",
  payRate: "",
  approverContactId: "",
  engagementType: "w2",
  timeZone: OFFERED_TIME_ZONES[0]!,
  workLocation: "",
  confirmLoss: false,
});

/**
 * Starts a contractor's assignment from an application on a Contract job order (issue 48): dates, hourly rates, the
 * client's approver, the engagement and where the work is. Opens the assignment's page once started, with the
 * approver's client-portal link (shown once: only its hash is kept).
 */
export function StartAssignmentDialog({
  applicationId,
  candidateName,
  contacts,
  open,
  onOpenChange,
}: {
  applicationId: string;
  candidateName: string;
  contacts: ContactOption[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const start = useCreateAssignment();
  const navigate = useNavigate();
  const form = useDialogForm({ open, source: applicationId, initial, saving: [start] });
  const { values, errors, set } = form;

  function submit(event: FormEvent) {
    event.preventDefault();
    start.mutate(
      {
        applicationId,
        startDate: values.startDate,
        endDate: values.endDate,
        billRate: Number(values.billRate),
        payRate: Number(values.payRate),
        approverContactId: values.approverContactId,
        engagementType: values.engagementType,
        timeZone: values.timeZone,
        workLocation: values.workLocation,
        ...(values.confirmLoss ? { confirmLoss: true } : {}),
      },
      {
        onSuccess: (assignment) => {
          toast({ title: `${candidateName} starts on assignment` });
          onOpenChange(false);
          navigate(`/admin/assignments/${assignment.id}`, {
            state: { approverPortalUrl: assignment.approverPortalUrl },
          });
        },
        onError: (error) =>
          toast({
            title: "Not started",
            description: form.failed(error)?.serverMessage ?? "Please try again.",
            variant: "destructive",
          }),
      },
    );
  }

  const loss = Number(values.payRate) > Number(values.billRate) && values.billRate !== "";
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogTitle>Start an assignment for {candidateName}</DialogTitle>
        <DialogDescription>
          A Contract job order is billed and paid by the hour: the margin and markup follow from the rates.
        </DialogDescription>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <AssignmentDateFields form={values} set={set} errors={errors} />
          <RateFields values={values} set={set} errors={errors} />
          {loss && (
            <label className="flex items-center gap-2 text-sm text-red-800">
              <Checkbox
                name="confirmLoss"
                checked={values.confirmLoss}
                onChange={(e) => set("confirmLoss", e.target.checked)}
              />
              The pay rate is above the bill rate: record this assignment at a loss
            </label>
          )}
          <AssignmentWorkFields form={values} set={set} errors={errors} contacts={contacts} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.submitting}>
              Start assignment
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
