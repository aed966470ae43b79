import { type FormEvent, useState } from "react";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { toast } from "../../ui/toast";
import { useDialogForm } from "../use-dialog-form";
import { CampaignAudienceFields } from "./CampaignAudienceFields";
import { CampaignMessageFields } from "./CampaignMessageFields";
import { CampaignTestSend } from "./CampaignTestSend";
import { contentOf, countKey, EMPTY_CAMPAIGN } from "./campaign-form";
import { usePreviewCampaign, useSendCampaign } from "./campaign-queries";

/**
 * A new campaign: who (the audience, counted before anything goes), what (the words, with merge fields), a test to
 * oneself, then the send, offered only once the count is known for the audience as it now stands.
 */
export function CampaignDialog({
  open,
  onOpenChange,
  onSent,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: (id: string) => void;
}) {
  const preview = usePreviewCampaign();
  const send = useSendCampaign();
  const form = useDialogForm({ open, source: undefined, initial: () => EMPTY_CAMPAIGN, saving: [send] });
  const [counted, setCounted] = useState<{ key: string; count: number } | null>(null);
  const values = form.values;
  const count = counted?.key === countKey(values) ? counted.count : null;
  const failed = (title: string) => (error: Error) =>
    toast({ title, description: form.failed(error)?.serverMessage ?? "Please try again.", variant: "destructive" });

  function countRecipients() {
    const key = countKey(values);
    const { channel, audience } = contentOf(values);
    preview.mutate(
      { channel, audience },
      {
        onSuccess: ({ count }) => {
          form.setErrors({});
          setCounted({ key, count });
        },
        onError: failed("Not counted"),
      },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    send.mutate(
      { name: values.name, ...contentOf(values) },
      {
        onSuccess: (campaign) => {
          toast({ title: "Campaign sending", description: `${campaign.name}: to ${campaign.total} people.` });
          onOpenChange(false);
          onSent(campaign.id);
        },
        onError: failed("Campaign not sent"),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>New campaign</DialogTitle>
        <DialogDescription>
          A text or an email to a filtered list. Texts go only to people who agreed to them, between 8 am and 9 pm on
          their clock; emails at the daily cap, each with its unsubscribe.
        </DialogDescription>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <CampaignMessageFields form={values} set={form.set} errors={form.errors} />
          <CampaignAudienceFields form={values} set={form.set} errors={form.errors} />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="button" variant="outline" onClick={countRecipients} disabled={preview.isPending}>
              Count recipients
            </Button>
            <p role="status" className="text-sm font-medium" data-testid="campaign-count">
              {count === null ? "Count the audience before sending." : `${count} recipients`}
            </p>
          </div>
          <CampaignTestSend form={values} set={form.set} errors={form.errors} failed={failed("Test not sent")} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.submitting || !count}>
              {count ? `Send to ${count}` : "Send"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
