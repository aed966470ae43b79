import { type FormEvent, useEffect, useState } from "react";
import { WAITING_DAYS_MAX } from "#contract/submittals";
import { ApiError } from "../../../lib/api";
import { Button } from "../../ui/button";
import { Field, Input } from "../../ui/form";
import { toast } from "../../ui/toast";
import { useDeskSettings, useSaveDeskSettings } from "./submittal-placement-queries";

/**
 * The desk's setting (decision 051): after how many days without an answer a submittal waits for the client, is
 * listed as such and reminded by the cron.
 */
export function WaitingDaysForm({ className }: { className?: string }) {
  const settings = useDeskSettings();
  const save = useSaveDeskSettings();
  const [days, setDays] = useState("");
  const [error, setError] = useState<string>();
  const stored = settings.data?.waitingDays;
  // The stored value fills the box once it arrives, and again after a save.
  useEffect(() => {
    if (stored !== undefined) setDays(String(stored));
  }, [stored]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const waitingDays = Number(days);
    if (!Number.isInteger(waitingDays) || waitingDays < 1 || waitingDays > WAITING_DAYS_MAX) {
      setError(`Waiting days must be a whole number from 1 to ${WAITING_DAYS_MAX}`);
      return;
    }
    setError(undefined);
    save.mutate(
      { waitingDays },
      {
        onSuccess: (saved) => toast({ title: `Submittals wait for the client after ${saved.waitingDays} days` }),
        onError: (failure) =>
          setError((failure instanceof ApiError && failure.serverMessage) || "Not saved. Please try again."),
      },
    );
  }

  return (
    <form className={className} onSubmit={submit} noValidate aria-label="Waiting for client setting">
      <div className="flex flex-wrap items-end gap-3">
        <Field
          label="Waiting for client after (days)"
          error={error}
          hint="Unanswered submittals older than this are listed here and the contact is reminded."
          className="w-72"
        >
          {(p) => (
            <Input
              {...p}
              type="number"
              name="waitingDays"
              min={1}
              max={WAITING_DAYS_MAX}
              step={1}
              inputMode="numeric"
              value={days}
              disabled={settings.isPending}
              onChange={(e) => setDays(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" variant="outline" disabled={save.isPending || settings.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
