import type { FormEvent } from "react";
import type { JobView } from "#contract/job-listing";
import { jobCreateSchema } from "#contract/jobs";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { toast } from "../../ui/toast";
import { useClientChoices } from "../clients/client-queries";
import { topField, useDialogForm } from "../use-dialog-form";
import { JobDetailsFields } from "./JobDetailsFields";
import { JobImageField } from "./JobImageField";
import { JobOrderFields } from "./JobOrderFields";
import { JobSkillsFields } from "./JobSkillsFields";
import { JobFlagFields, JobTextFields } from "./JobTextFields";
import { useJobOwners, useSaveJob } from "./job-admin-queries";
import { fromJob, jobInput, NEW_JOB } from "./job-form-state";

/** Create or edit a job. Checked in the browser with the Worker's own schema, so both say the same thing. */
export function JobFormDialog({
  job,
  forClient,
  open,
  onOpenChange,
}: {
  job?: JobView;
  /** A new job order for this client (the client page's "New job order"): its client and company filled in. */
  forClient?: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveJob();
  const owners = useJobOwners();
  // Staff without the clients area get no pickers (the choices answer 403): the job keeps its client.
  const clientChoices = useClientChoices(open);
  const {
    values: form,
    set,
    errors,
    setErrors,
    submitting,
    failed,
  } = useDialogForm({
    open,
    source: job,
    initial: (source) =>
      !source && forClient ? { ...NEW_JOB, clientId: forClient.id, company: forClient.name } : fromJob(source),
    saving: [save],
    // "preferredSkills.3" is shown under the skills list.
    fieldOf: topField,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = jobInput(form, job, Boolean(clientChoices.data));
    const checked = jobCreateSchema.safeParse(input);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    save.mutate(
      { id: job?.id, input },
      {
        onSuccess: () => {
          toast({ title: job ? "Job updated successfully!" : "Job created successfully!" });
          onOpenChange(false);
        },
        onError: (error) => {
          const apiError = failed(error);
          toast({
            title: job ? "Error updating job" : "Error creating job",
            description: apiError?.serverMessage ?? error.message,
            variant: "destructive",
          });
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogTitle>{job ? "Edit Job" : "Create New Job"}</DialogTitle>
        <DialogDescription>
          Published jobs appear on the site at once, and on the job boards when "Publish to job boards" is ticked.
        </DialogDescription>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <JobDetailsFields form={form} set={set} errors={errors} owners={owners.data} />
          {clientChoices.data && <JobOrderFields form={form} set={set} errors={errors} clients={clientChoices.data} />}
          <JobTextFields form={form} set={set} errors={errors} />
          <JobSkillsFields form={form} set={set} errors={errors} />
          {job && (
            <JobImageField
              key={job.id}
              job={job}
              words={{
                title: form.title,
                description: form.description,
                industry: form.industry,
                company: form.company,
              }}
            />
          )}
          <JobFlagFields form={form} set={set} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? "Saving..." : job ? "Update Job" : "Create Job"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
