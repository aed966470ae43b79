import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import type { AssignmentView } from "#contract/assignments";
import type { ConversionFeeView } from "#contract/conversion";
import { formatUsd } from "#contract/salary";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { Field, Input } from "../../ui/form";
import { toast } from "../../ui/toast";
import { formatDay } from "../labels";
import { useConversionPreview, useConvertAssignment } from "./assignment-queries";

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** How the client's terms made the fee, in words. */
function feeWords(fee: ConversionFeeView): string {
  const base =
    fee.terms.base.kind === "flat"
      ? `a flat ${formatUsd(fee.terms.base.amount)}`
      : `${fee.terms.base.percent} % of the salary, ${formatUsd(fee.fullFee)}`;
  const schedule = fee.terms.schedule;
  if (!schedule) return `The client's terms: ${base}${fee.defaultTerms ? " (its fee percent)" : ""}.`;
  const reduced = `${fee.blocks} complete block${fee.blocks === 1 ? "" : "s"} of ${schedule.perHours} h billed (${fee.billedHours} h) take ${fee.reductionPercent} % off`;
  return `The client's terms: ${base}; ${schedule.reductionPercent} % off per ${schedule.perHours} h billed. ${reduced}${fee.floored ? `, raised to the ${formatUsd(schedule.floor)} floor` : ""}.`;
}

/**
 * "Convert to hire" (issue 48 item 4): the first day as a permanent hire and the first-year salary; the fee the
 * client's terms give is shown before confirming. Converting records the placement and ends the assignment.
 */
export function ConvertDialog({ assignment, onDone }: { assignment: AssignmentView; onDone: () => void }) {
  const [date, setDate] = useState("");
  const [salary, setSalary] = useState("");
  const typed = isDay(date) && Number(salary) > 0 ? { date, salary: Number(salary) } : null;
  const preview = useConversionPreview(assignment.id, typed);
  const convert = useConvertAssignment(assignment.id, assignment.applicationId);
  const problem = preview.error instanceof Error ? preview.error.message : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!typed) return;
    convert.mutate(typed, {
      onSuccess: (made) => {
        toast({ title: `Converted to a hire: fee ${formatUsd(made.fee.fee)}` });
        onDone();
      },
      onError: (error) => toast({ title: "Not converted", description: error.message, variant: "destructive" }),
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onDone()}>
      <DialogContent>
        <DialogTitle>Convert to hire</DialogTitle>
        <DialogDescription>
          {assignment.candidateName} joins {assignment.clientName} as a permanent hire. The assignment ends on that day
          (planned to end {formatDay(assignment.endDate, "medium")}) and a placement records the conversion fee.
        </DialogDescription>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <Field label="First day as a hire" required>
            {(p) => <Input {...p} type="date" name="date" value={date} onChange={(e) => setDate(e.target.value)} />}
          </Field>
          <Field label="First-year salary (US dollars)" required>
            {(p) => (
              <Input
                {...p}
                type="number"
                name="salary"
                min={1}
                step="0.01"
                inputMode="decimal"
                value={salary}
                onChange={(e) => setSalary(e.target.value)}
              />
            )}
          </Field>
          <div
            className="rounded-md border border-border bg-muted/40 p-3 text-sm"
            aria-live="polite"
            data-testid="conversion-fee"
          >
            {!typed && <p className="text-muted-foreground">Type the day and the salary to see the fee.</p>}
            {typed && preview.isFetching && <p className="text-muted-foreground">Working out the fee...</p>}
            {typed && problem && <p className="text-red-800">{problem}</p>}
            {typed && preview.data && !problem && (
              <>
                <p className="text-lg font-semibold">Conversion fee: {formatUsd(preview.data.fee)}</p>
                <p className="mt-1 text-muted-foreground">{feeWords(preview.data)}</p>
                {preview.data.defaultTerms && (
                  <p className="mt-1 text-xs text-muted-foreground">
                    The client has no conversion terms of its own:{" "}
                    <Link to={`/admin/clients/${assignment.clientId}`} className="text-primary underline">
                      the client's page
                    </Link>
                    .
                  </p>
                )}
              </>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" disabled={!preview.data || !!problem || convert.isPending}>
              Convert and record the fee
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
