import type { JobView } from "#contract/job-listing";
import { splitListItems } from "#contract/job-listing";
import { Badge } from "../../ui/badge";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../ui/dialog";
import { formatDateTime } from "../labels";
import { JobStatusBadge } from "./job-badges";

function List({ heading, text }: { heading: string; text: string | null }) {
  const items = splitListItems(text);
  if (items.length === 0) return null;
  return (
    <section>
      <h3 className="font-semibold text-primary">{heading}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** Every field of a job, read-only. */
export function JobViewDialog({ job, onOpenChange }: { job?: JobView; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={Boolean(job)} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        {job && (
          <>
            <DialogTitle>{job.title}</DialogTitle>
            <DialogDescription>
              {job.company} · {job.location}
            </DialogDescription>
            <div className="flex flex-wrap gap-2">
              <JobStatusBadge status={job.status} />
              {job.isUrgent && <Badge tone="red">Urgent</Badge>}
              <Badge tone="blue">{job.type}</Badge>
              <Badge>{job.industry}</Badge>
              {job.experienceLevel && <Badge>{job.experienceLevel}</Badge>}
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Salary</dt>
              <dd>{job.salary ?? "Not listed"}</dd>
              <dt className="text-muted-foreground">Required skills</dt>
              <dd>{job.requiredSkills.join(", ") || "None"}</dd>
              <dt className="text-muted-foreground">Preferred skills</dt>
              <dd>{job.preferredSkills.join(", ") || "None"}</dd>
              <dt className="text-muted-foreground">Created</dt>
              <dd>{formatDateTime(job.createdAt)}</dd>
              <dt className="text-muted-foreground">Updated</dt>
              <dd>{formatDateTime(job.updatedAt)}</dd>
            </dl>
            <section>
              <h3 className="font-semibold text-primary">Description</h3>
              <p className="mt-1 text-sm whitespace-pre-line">{job.description}</p>
            </section>
            <List heading="Requirements" text={job.requirements} />
            <List heading="Benefits" text={job.benefits} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
