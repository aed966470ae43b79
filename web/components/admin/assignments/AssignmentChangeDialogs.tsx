import type { FormEvent, ReactNode } from "react";
import { type AssignmentUpdate, type AssignmentView, NOTE_MAX } from "#contract/assignments";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { Checkbox, Field, Input, Textarea } from "../../ui/form";
import { toast } from "../../ui/toast";
import { formatDay } from "../labels";
import { useDialogForm } from "../use-dialog-form";
import { useUpdateAssignment } from "./assignment-queries";
import { RateFields } from "./RateFields";

/** The three changes of an assignment's page (issue 48): extend, end early, new rates from a day. */
export type AssignmentChange = "extend" | "endEarly" | "rates";

interface ChangeProps {
  assignment: AssignmentView;
  onDone: () => void;
}

/** A change's dialog: its fields, saved as one PATCH naming only that change; the API's errors under the fields. */
function ChangeDialog<V>({
  assignment,
  onDone,
  title,
  description,
  action,
  saved,
  initial,
  body,
  fields,
}: ChangeProps & {
  title: string;
  description: string;
  action: string;
  /** The toast once saved. */
  saved: string;
  initial: () => V;
  body: (values: V) => AssignmentUpdate;
  fields: (form: {
    values: V;
    set: <K extends keyof V>(key: K, value: V[K]) => void;
    errors: Record<string, string>;
  }) => ReactNode;
}) {
  const save = useUpdateAssignment(assignment.id);
  const form = useDialogForm({ open: true, source: assignment.id, initial, saving: [save] });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(body(form.values), {
      onSuccess: () => {
        toast({ title: saved });
        onDone();
      },
      onError: (error) =>
        toast({
          title: "Not saved",
          description: form.failed(error)?.serverMessage ?? "Please try again.",
          variant: "destructive",
        }),
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onDone()}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          {fields(form)}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.submitting}>
              {action}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function dateField(label: string, name: string, value: string, onChange: (value: string) => void, error?: string) {
  return (
    <Field label={label} required error={error}>
      {(p) => <Input {...p} type="date" name={name} value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

function textField(label: string, name: string, value: string, onChange: (value: string) => void, error?: string) {
  return (
    <Field label={label} required error={error}>
      {(p) => (
        <Textarea
          {...p}
          name={name}
          rows={3}
          maxLength={NOTE_MAX}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

export function ExtendDialog(props: ChangeProps) {
  return (
    <ChangeDialog
      {...props}
      title="Extend the assignment"
      description={`Planned to end ${formatDay(props.assignment.endDate, "medium")}: choose a later last day and say why.`}
      action="Extend"
      saved="Assignment extended"
      initial={() => ({ endDate: "", note: "" })}
      body={(values) => ({ extend: values })}
      fields={({ values, set, errors }) => (
        <>
          {dateField(
            "New planned end date",
            "endDate",
            values.endDate,
            (v) => set("endDate", v),
            errors["extend.endDate"],
          )}
          {textField("Note", "note", values.note, (v) => set("note", v), errors["extend.note"])}
        </>
      )}
    />
  );
}

export function EndEarlyDialog(props: ChangeProps) {
  return (
    <ChangeDialog
      {...props}
      title="End the assignment early"
      description="The contractor's last day and why the assignment ends before its planned end."
      action="End early"
      saved="Assignment ended early"
      initial={() => ({ lastDay: "", reason: "" })}
      body={(values) => ({ endEarly: values })}
      fields={({ values, set, errors }) => (
        <>
          {dateField("Last day", "lastDay", values.lastDay, (v) => set("lastDay", v), errors["endEarly.lastDay"])}
          {textField("Reason", "reason", values.reason, (v) => set("reason", v), errors["endEarly.reason"])}
        </>
      )}
    />
  );
}

export function RateChangeDialog(props: ChangeProps) {
  return (
    <ChangeDialog
      {...props}
      title="Change the rates"
      description="New rates from a day on; the earlier rates stay in the history."
      action="Change rates"
      saved="New rates saved"
      initial={() => ({ from: "", billRate: "", payRate: "", confirmLoss: false })}
      body={({ from, billRate, payRate, confirmLoss }) => ({
        rates: { from, billRate: Number(billRate), payRate: Number(payRate) },
        ...(confirmLoss ? { confirmLoss } : {}),
      })}
      fields={({ values, set, errors }) => (
        <>
          {dateField("From", "from", values.from, (v) => set("from", v), errors["rates.from"])}
          <RateFields values={values} set={set} errors={errors} prefix="rates." />
          {values.billRate !== "" && Number(values.payRate) > Number(values.billRate) && (
            <label className="flex items-center gap-2 text-sm text-red-800">
              <Checkbox
                name="confirmLoss"
                checked={values.confirmLoss}
                onChange={(e) => set("confirmLoss", e.target.checked)}
              />
              The pay rate is above the bill rate: record these rates at a loss
            </label>
          )}
        </>
      )}
    />
  );
}
