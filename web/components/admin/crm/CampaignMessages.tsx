import { useState } from "react";
import { CAMPAIGN_MESSAGE_STATES, type CampaignMessageState, type CampaignMessageView } from "#contract/campaigns";
import { Badge } from "../../ui/badge";
import { EnumSelect } from "../../ui/enum-select";
import { AdminTable } from "../AdminTable";
import { Panel, QueryStatus } from "../Panel";
import { AUDIENCE_LABELS, CHANNEL_LABELS } from "./campaign-form";
import { useCampaign } from "./campaign-queries";

const STATE_TONES: Record<CampaignMessageState, "neutral" | "green" | "yellow" | "blue" | "red" | "orange"> = {
  queued: "neutral",
  held: "yellow",
  sent: "blue",
  delivered: "green",
  opened: "green",
  bounced: "red",
  failed: "red",
  skipped: "orange",
};

const STATE_LABELS: Record<CampaignMessageState, string> = {
  queued: "Queued",
  held: "Held for quiet hours",
  sent: "Sent",
  delivered: "Delivered",
  opened: "Opened",
  bounced: "Bounced",
  failed: "Failed",
  skipped: "Skipped",
};

const COLUMNS = [
  { header: "To", cell: (message: CampaignMessageView) => message.recipient, className: "whitespace-nowrap" },
  {
    header: "State",
    cell: (message: CampaignMessageView) => (
      <>
        <Badge tone={STATE_TONES[message.state]} data-state={message.state}>
          {STATE_LABELS[message.state]}
        </Badge>
        {message.reason && <p className="mt-1 text-xs text-muted-foreground">{message.reason}</p>}
      </>
    ),
  },
];

/** One campaign: its progress, its messages counted by state, and each message's state with the reason. */
export function CampaignMessages({ id }: { id: string }) {
  const [state, setState] = useState<CampaignMessageState | "">("");
  const query = useCampaign(id, state || undefined);
  const detail = query.data;
  const campaign = detail?.campaign;
  return (
    <Panel id="campaign" title={campaign ? campaign.name : "Campaign"} className="mt-6">
      <QueryStatus query={query} noun="the campaign" />
      {campaign && detail && (
        <>
          <p className="mt-2 text-sm text-muted-foreground" data-testid="campaign-progress">
            {CHANNEL_LABELS[campaign.channel]} to {AUDIENCE_LABELS[campaign.audience.kind].toLowerCase()}:{" "}
            {campaign.status === "sent" ? "every message queued" : "queuing"}, {campaign.processed} of {campaign.total}{" "}
            looked at.
          </p>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Messages by state">
            {CAMPAIGN_MESSAGE_STATES.map((name) => (
              <li key={name}>
                <Badge tone={STATE_TONES[name]} data-testid={`count-${name}`}>
                  {STATE_LABELS[name]}: {detail.counts[name]}
                </Badge>
              </li>
            ))}
          </ul>
          <EnumSelect
            label="Show"
            className="mt-4 max-w-xs"
            values={CAMPAIGN_MESSAGE_STATES}
            labelOf={(name) => STATE_LABELS[name]}
            empty="Every message"
            value={state}
            onChange={setState}
          />
          <AdminTable
            rows={detail.messages}
            rowKey={(message) => message.id}
            columns={COLUMNS}
            minWidth="20rem"
            alignTop
            testId="campaign-messages"
            empty="No messages yet."
          />
        </>
      )}
    </Panel>
  );
}
