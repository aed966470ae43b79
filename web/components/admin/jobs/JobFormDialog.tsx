import type { FormEvent } from "react";
import { JOB_STATUSES } from "#contract/enums";
import { APPLICANT_COUNTRY_DEFAULT, isRemoteJob, type JobView } from "#contract/job-listing";
import { JOB_VALID_DAYS, jobCreateSchema } from "#contract/jobs";
import { EXPERIENCE_LEVELS, INDUSTRIES, JOB_TYPES } from "#contract/site-enums";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { Checkbox, Field, Input, Select, Textarea } from "../../ui/form";
import { toast } from "../../ui/toast";
import { useClientChoices } from "../clients/client-queries";
import { titleCase } from "../labels";
import { useDialogForm } from "../use-dialog-form";
import { JobImageField } from "./JobImageField";
import { ownerName, useJobOwners, useSaveJob } from "./job-admin-queries";

interface FormState {
  title: string;
  company: string;
  location: string;
  type: JobView["type"];
  industry: JobView["industry"];
  experienceLevel: string;
  status: JobView["status"];
  salary: string;
  description: string;
  requirements: string;
  benefits: string;
  isUrgent: boolean;
  publishToPortals: boolean;
  /** "yyyy-MM-dd", or "" for the default set at publication. */
  validThrough: string;
  applicantCountry: string;
  /** "" for nobody. */
  ownerId: string;
  /** "" for none: the job order's client and its hiring contact. */
  clientId: string;
  hiringContactId: string;
  confidential: boolean;
  openings: string;
}

/** New-job defaults (back-office spec section 9): Full-time, Technology, draft, not urgent. */
const NEW_JOB: FormState = {
  title: "",
  company: "",
  location: "",
  type: "Full-time",
  industry: "Technology",
  experienceLevel: "",
  status: "draft",
  salary: "",
  description: "",
  requirements: "",
  benefits: "",
  isUrgent: false,
  publishToPortals: false,
  validThrough: "",
  applicantCountry: APPLICANT_COUNTRY_DEFAULT,
  ownerId: "",
  clientId: "",
  hiringContactId: "",
  confidential: false,
  openings: "1",
};

function fromJob(job: JobView | undefined): FormState {
  if (!job) return NEW_JOB;
  return {
    title: job.title,
    company: job.company,
    location: job.location,
    type: job.type,
    industry: job.industry,
    experienceLevel: job.experienceLevel ?? "",
    status: job.status,
    salary: job.salary ?? "",
    description: job.description,
    requirements: job.requirements,
    benefits: job.benefits ?? "",
    isUrgent: job.isUrgent,
    publishToPortals: job.publishToPortals,
    validThrough: job.validThrough ?? "",
    applicantCountry: job.applicantCountry ?? "",
    ownerId: job.ownerId ?? "",
    clientId: job.clientId ?? "",
    hiringContactId: job.hiringContactId ?? "",
    confidential: job.confidential,
    openings: String(job.openings),
  };
}

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
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    // The owner is sent only when changed: one who has since left stays on the job until someone picks another.
    const { ownerId, clientId, hiringContactId, openings, ...fields } = form;
    const ownerChanged = !job || ownerId !== (job.ownerId ?? "");
    const input = {
      ...fields,
      openings: Number(openings),
      ...(clientChoices.data ? { clientId: clientId || null, hiringContactId: hiringContactId || null } : {}),
      experienceLevel: (form.experienceLevel || null) as JobView["experienceLevel"],
      validThrough: form.validThrough || null,
      ...(ownerChanged ? { ownerId: ownerId || null } : {}),
    };
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

  const chosenClient = clientChoices.data?.find((client) => client.id === form.clientId);
  function chooseClient(clientId: string) {
    set("clientId", clientId);
    set("hiringContactId", "");
    const name = clientChoices.data?.find((client) => client.id === clientId)?.name;
    if (name && !form.company.trim()) set("company", name);
  }

  const text = (
    key: "title" | "company" | "location" | "salary",
    label: string,
    required: boolean,
    max: number,
    placeholder?: string,
  ) => (
    <Field label={label} required={required} error={errors[key]}>
      {(p) => (
        <Input
          {...p}
          value={form[key]}
          onChange={(e) => set(key, e.target.value)}
          maxLength={max}
          placeholder={placeholder}
        />
      )}
    </Field>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogTitle>{job ? "Edit Job" : "Create New Job"}</DialogTitle>
        <DialogDescription>
          Published jobs appear on the site at once, and on the job boards when "Publish to job boards" is ticked.
        </DialogDescription>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            {text("title", "Job Title", true, 200)}
            {text("company", "Company", true, 200)}
            {text("location", "Location", true, 100, "City, ST or Remote")}
            {text("salary", "Salary", false, 100, "$120,000 - $150,000")}
            <Field label="Type" required error={errors.type}>
              {(p) => (
                <Select {...p} value={form.type} onChange={(e) => set("type", e.target.value as FormState["type"])}>
                  {JOB_TYPES.map((value) => (
                    <option key={value}>{value}</option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Industry" required error={errors.industry}>
              {(p) => (
                <Select
                  {...p}
                  value={form.industry}
                  onChange={(e) => set("industry", e.target.value as FormState["industry"])}
                >
                  {INDUSTRIES.map((value) => (
                    <option key={value}>{value}</option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Experience Level" error={errors.experienceLevel}>
              {(p) => (
                <Select {...p} value={form.experienceLevel} onChange={(e) => set("experienceLevel", e.target.value)}>
                  <option value="">Not specified</option>
                  {EXPERIENCE_LEVELS.map((value) => (
                    <option key={value}>{value}</option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Status" error={errors.status}>
              {(p) => (
                <Select
                  {...p}
                  value={form.status}
                  onChange={(e) => set("status", e.target.value as FormState["status"])}
                >
                  {JOB_STATUSES.map((value) => (
                    <option key={value} value={value}>
                      {titleCase(value)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field
              label="Valid Through"
              error={errors.validThrough}
              hint={`The last day it is advertised; ${JOB_VALID_DAYS} days after publishing when left empty.`}
            >
              {(p) => (
                <Input
                  {...p}
                  type="date"
                  value={form.validThrough}
                  onChange={(e) => set("validThrough", e.target.value)}
                />
              )}
            </Field>
            {isRemoteJob(form) && (
              <Field
                label="Applicant Country"
                required
                error={errors.applicantCountry}
                hint="Where applicants to this remote job must live."
              >
                {(p) => (
                  <Input
                    {...p}
                    value={form.applicantCountry}
                    onChange={(e) => set("applicantCountry", e.target.value)}
                    maxLength={100}
                  />
                )}
              </Field>
            )}
            <Field
              label="Owner"
              error={errors.ownerId}
              hint="Hears of new applications to this job when following the jobs they own."
            >
              {(p) => (
                <Select {...p} value={form.ownerId} onChange={(e) => set("ownerId", e.target.value)}>
                  <option value="">Nobody</option>
                  {/* An owner who has left is shown until changed. */}
                  {form.ownerId && !owners.data?.some((owner) => owner.id === form.ownerId) && (
                    <option value={form.ownerId}>{ownerName(owners.data, form.ownerId)}</option>
                  )}
                  {owners.data?.map((owner) => (
                    <option key={owner.id} value={owner.id}>
                      {owner.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
          {clientChoices.data && (
            <fieldset className="grid gap-4 rounded-md border border-border p-3 sm:grid-cols-2">
              <legend className="px-1 text-sm font-medium">Job order</legend>
              <Field label="Client" error={errors.clientId}>
                {(p) => (
                  <Select {...p} value={form.clientId} onChange={(e) => chooseClient(e.target.value)}>
                    <option value="">No client</option>
                    {form.clientId && !chosenClient && <option value={form.clientId}>The job's current client</option>}
                    {clientChoices.data?.map((client) => (
                      <option key={client.id} value={client.id}>
                        {client.name}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Field label="Hiring contact" error={errors.hiringContactId}>
                {(p) => (
                  <Select
                    {...p}
                    value={form.hiringContactId}
                    onChange={(e) => set("hiringContactId", e.target.value)}
                    disabled={!form.clientId}
                  >
                    <option value="">No contact</option>
                    {form.hiringContactId && !chosenClient?.contacts.some((c) => c.id === form.hiringContactId) && (
                      <option value={form.hiringContactId}>The job's current contact</option>
                    )}
                    {chosenClient?.contacts.map((contact) => (
                      <option key={contact.id} value={contact.id}>
                        {contact.name}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Field label="Openings" required error={errors.openings}>
                {(p) => (
                  <Input
                    {...p}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={999}
                    value={form.openings}
                    onChange={(e) => set("openings", e.target.value)}
                  />
                )}
              </Field>
              <label className="flex items-center gap-2 self-end pb-2 text-sm">
                <Checkbox checked={form.confidential} onChange={(e) => set("confidential", e.target.checked)} />
                Confidential: the public side says "Confidential client"
              </label>
            </fieldset>
          )}
          <Field label="Description" required error={errors.description}>
            {(p) => (
              <Textarea {...p} value={form.description} onChange={(e) => set("description", e.target.value)} rows={6} />
            )}
          </Field>
          <Field label="Requirements" required error={errors.requirements} hint="One per line.">
            {(p) => <Textarea {...p} value={form.requirements} onChange={(e) => set("requirements", e.target.value)} />}
          </Field>
          <Field label="Benefits" error={errors.benefits} hint="One per line.">
            {(p) => <Textarea {...p} value={form.benefits} onChange={(e) => set("benefits", e.target.value)} />}
          </Field>
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
          <label className="flex items-center gap-2 text-sm">
            <Checkbox checked={form.isUrgent} onChange={(e) => set("isUrgent", e.target.checked)} />
            Urgent position
          </label>
          <label className="flex items-center gap-2 text-sm">
            <Checkbox checked={form.publishToPortals} onChange={(e) => set("publishToPortals", e.target.checked)} />
            Publish to job boards (every active job board, once the job is published)
          </label>
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
