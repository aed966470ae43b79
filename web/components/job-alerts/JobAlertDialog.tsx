import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { HONEYPOT_FIELD } from "../../../worker/contract/forms";
import { JOB_ALERT_CONSENT, type JobAlertFilters } from "../../../worker/contract/job-alerts";
import { ApiError, callApi } from "../../lib/api";
import { Honeypot } from "../forms/form-helpers";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../ui/dialog";
import { Field, Input } from "../ui/form";
import { AlertFields, type AlertSettings, issuesByPath } from "./AlertFields";

/**
 * "Email me jobs like these" (issue 19): the /jobs filters, editable, with a frequency and the address. Loaded only
 * when the visitor opens it, so /jobs's first load stays within its budget (decision 010).
 */
export default function JobAlertDialog({ filters, open, onOpenChange }: { filters: JobAlertFilters; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [settings, setSettings] = useState<AlertSettings>({ filters, frequency: "daily" });
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const subscribe = useMutation({
    mutationFn: (website: string) => callApi("POST /api/job-alerts", { body: { email, ...settings, [HONEYPOT_FIELD]: website } }),
    onSuccess: () => setErrors({}),
    onError: (error) =>
      setErrors(error instanceof ApiError && error.issues ? issuesByPath(error.issues) : { form: (error instanceof ApiError && error.serverMessage) || "Please try again later." }),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const website = (event.currentTarget.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? "";
    subscribe.mutate(website);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="text-xl font-semibold text-primary">Email me jobs like these</DialogTitle>
        {subscribe.isSuccess ? (
          <>
            <p role="status" className="text-green-800">
              {subscribe.data.message}
            </p>
            <DialogFooter>
              <Button onClick={() => onOpenChange(false)}>Close</Button>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            <DialogDescription className="text-sm text-muted-foreground">We email you new jobs that match this search. No account needed.</DialogDescription>
            <Field label="Email" required error={errors.email}>
              {(p) => <Input {...p} type="email" autoComplete="email" required maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} />}
            </Field>
            <AlertFields value={settings} onChange={setSettings} errors={errors} />
            <Honeypot />
            <p className="text-xs text-muted-foreground">{JOB_ALERT_CONSENT.text}</p>
            {errors.form && (
              <p role="alert" className="text-sm text-red-700">
                {errors.form}
              </p>
            )}
            <DialogFooter>
              <Button type="submit" disabled={subscribe.isPending}>
                {subscribe.isPending ? "Sending..." : "Create job alert"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
