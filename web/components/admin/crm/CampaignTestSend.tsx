import { Button } from "../../ui/button";
import { Field, Input } from "../../ui/form";
import { toast } from "../../ui/toast";
import type { DialogFormSection } from "../use-dialog-form";
import { type CampaignFormValues, contentOf } from "./campaign-form";
import { useTestCampaign } from "./campaign-queries";

/**
 * The campaign sent once to oneself before it goes to anyone: an email to one's own address, a text to the mobile
 * typed here (which, like every number, must have agreed to texts).
 */
export function CampaignTestSend({
  form,
  set,
  errors,
  failed,
}: DialogFormSection<CampaignFormValues> & { failed: (error: Error) => void }) {
  const test = useTestCampaign();
  function sendTest() {
    test.mutate(
      { ...contentOf(form), phone: form.channel === "text" ? form.phone : undefined },
      { onSuccess: ({ to }) => toast({ title: "Test sent", description: `Sent to ${to}.` }), onError: failed },
    );
  }
  return (
    <div className="flex flex-wrap items-end gap-3 border-t border-border pt-4">
      {form.channel === "text" && (
        <Field label="Your mobile (for the test)" error={errors.phone} className="min-w-48 flex-1">
          {(p) => (
            <Input {...p} name="phone" type="tel" value={form.phone} onChange={(e) => set("phone", e.target.value)} />
          )}
        </Field>
      )}
      <Button type="button" variant="outline" onClick={sendTest} disabled={test.isPending}>
        Send test to me
      </Button>
    </div>
  );
}
