import { type FormEvent, useEffect, useState } from "react";
import { BULK_EMAIL_CAP_PANEL } from "../../../content/deliveries";
import { ApiError } from "../../../lib/api";
import { Button } from "../../ui/button";
import { Field, Input } from "../../ui/form";
import { toast } from "../../ui/toast";
import { Panel } from "../Panel";
import { useOutreachSettings, useSaveOutreachSettings } from "./delivery-queries";

/** The daily cap of bulk email per sender (decision 106): sends over it wait for the next days, never refused. */
export function BulkEmailCapPanel() {
  const settings = useOutreachSettings();
  const save = useSaveOutreachSettings();
  const [cap, setCap] = useState("");
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (settings.data) setCap(String(settings.data.dailyEmailCap));
  }, [settings.data]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    save.mutate(Number(cap), {
      onSuccess: () => toast({ title: BULK_EMAIL_CAP_PANEL.saved }),
      onError: (failed) =>
        setError(
          (failed instanceof ApiError &&
            (failed.issues?.find((issue) => issue.path === "dailyEmailCap")?.message ?? failed.serverMessage)) ||
            "Not saved: please try again.",
        ),
    });
  }

  return (
    <Panel
      id="bulk-email-cap"
      title={BULK_EMAIL_CAP_PANEL.title}
      className="mt-6"
      description={settings.data ? BULK_EMAIL_CAP_PANEL.intro(settings.data.dailyEmailCap) : undefined}
    >
      {settings.data && (
        <form onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field label={BULK_EMAIL_CAP_PANEL.field} error={error} className="sm:w-64">
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                value={cap}
                onChange={(event) => setCap(event.target.value)}
              />
            )}
          </Field>
          <Button type="submit" disabled={save.isPending}>
            Save
          </Button>
        </form>
      )}
    </Panel>
  );
}
