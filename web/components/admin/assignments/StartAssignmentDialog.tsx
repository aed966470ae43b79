import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { ENGAGEMENT_TYPES, type EngagementType } from "#contract/assignment-enums";
import { ENGAGEMENT_TYPE_LABELS } from "#contract/assignments";
import type { ContactOption } from "#contract/submittals";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { EnumSelect } from "../../ui/enum-select";
import { Checkbox, Field, Input, Select } from "../../ui/form";
import { toast } from "../../ui/toast";
import { OFFERED_TIME_ZONES } from "../content/labels";
import { useDialogForm } from "../use-dialog-form";
import { useCreateAssignment } from "./assignment-queries";
import { RateFields } from "./RateFields";

const initial = () => ({
  startDate: "",
  endDate: "",
  billRate: "",
  payRate: "",
  approverContactId: "",
  engagementType: "w2" as EngagementType,
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
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Start date" required error={errors.startDate}>
              {(p) => (
                <Input
                  {...p}
                  type="date"
                  name="startDate"
                  value={values.startDate}
                  onChange={(e) => set("startDate", e.target.value)}
                />
              )}
            </Field>
            <Field label="Planned end date" required error={errors.endDate}>
              {(p) => (
                <Input
                  {...p}
                  type="date"
                  name="endDate"
                  value={values.endDate}
                  onChange={(e) => set("endDate", e.target.value)}
                />
              )}
            </Field>
          </div>
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
          <Field
            label="Approver (the client's contact who approves timesheets)"
            required
            error={errors.approverContactId}
          >
            {(p) => (
              <Select
                {...p}
                name="approverContactId"
                value={values.approverContactId}
                onChange={(e) => set("approverContactId", e.target.value)}
              >
                <option value="">Choose a contact</option>
                {contacts.map((contact) => (
                  <option key={contact.id} value={contact.id}>
                    {contact.name}
                    {contact.title ? `, ${contact.title}` : ""}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <EnumSelect
              label="Engagement"
              required
              error={errors.engagementType}
              values={ENGAGEMENT_TYPES}
              labelOf={(type) => ENGAGEMENT_TYPE_LABELS[type]}
              value={values.engagementType}
              onChange={(type) => set("engagementType", type)}
            />
            <EnumSelect
              label="Time zone of the work"
              required
              error={errors.timeZone}
              values={OFFERED_TIME_ZONES}
              value={values.timeZone}
              onChange={(zone) => set("timeZone", zone)}
            />
          </div>
          <Field label="Work location" error={errors.workLocation}>
            {(p) => (
              <Input
                {...p}
                name="workLocation"
                maxLength={200}
                value={values.workLocation}
                onChange={(e) => set("workLocation", e.target.value)}
              />
            )}
          </Field>
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
