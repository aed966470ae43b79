import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../ui/dialog";
import { JobAlertForm, type JobSearch } from "./JobAlertForm";

/**
 * "Email me jobs like these" (issue 19): the /jobs filters, editable, with a frequency and the address. Loaded only
 * when the visitor opens it, so /jobs's first load stays within its budget (decision 010). Without scripts the
 * trigger is a link to the same form on /job-alerts (decision 040).
 */
export default function JobAlertDialog({
  search,
  open,
  onOpenChange,
}: {
  search: JobSearch;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="text-xl font-semibold text-primary">Email me jobs like these</DialogTitle>
        <DialogDescription className="text-sm text-muted-foreground">
          We email you new jobs that match this search. No account needed.
        </DialogDescription>
        <JobAlertForm search={search} />
      </DialogContent>
    </Dialog>
  );
}
