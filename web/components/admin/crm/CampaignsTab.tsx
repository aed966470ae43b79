import { Plus } from "lucide-react";
import { useState } from "react";
import { CAMPAIGNS_PAGE_DEFAULT, type CampaignView } from "#contract/campaigns";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { AdminTable } from "../AdminTable";
import { ListPager } from "../ListPager";
import { Panel, QueryStatus } from "../Panel";
import { CampaignDialog } from "./CampaignDialog";
import { CampaignMessages } from "./CampaignMessages";
import { AUDIENCE_LABELS, CHANNEL_LABELS } from "./campaign-form";
import { useCampaigns } from "./campaign-queries";

/**
 * The spec's "SMS Campaigns" tab, for real (decision 116): campaigns by text or email to a filtered list, newest
 * first; a new one is counted, tried on oneself and sent from its dialog; a campaign opens its messages' states.
 */
export function CampaignsTab() {
  const [page, setPage] = useState(1);
  const campaigns = useCampaigns(page);
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const rows = campaigns.data?.rows ?? [];
  const columns = [
    {
      header: "Campaign",
      cell: (campaign: CampaignView) => (
        <Button
          variant="link"
          size={null}
          contentAlign="start"
          className="text-left"
          onClick={() => setOpen(campaign.id)}
        >
          {campaign.name}
        </Button>
      ),
    },
    { header: "Channel", cell: (campaign: CampaignView) => CHANNEL_LABELS[campaign.channel] },
    { header: "Audience", cell: (campaign: CampaignView) => AUDIENCE_LABELS[campaign.audience.kind] },
    {
      header: "Progress",
      cell: (campaign: CampaignView) => (
        <Badge tone={campaign.status === "sent" ? "green" : "yellow"}>
          {campaign.status === "sent" ? "Queued" : "Sending"} {campaign.processed}/{campaign.total}
        </Badge>
      ),
    },
    { header: "Created", cell: (campaign: CampaignView) => new Date(campaign.createdAt).toLocaleString() },
  ];
  return (
    <>
      <Panel
        id="campaigns"
        title="SMS Campaigns"
        description="Texts and emails to a filtered list: candidates by stage, tags, skills and distance, newsletter subscribers, or client contacts."
        action={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            New campaign
          </Button>
        }
      >
        <QueryStatus query={campaigns} noun="campaigns" />
        <AdminTable
          rows={rows}
          rowKey={(campaign) => campaign.id}
          columns={columns}
          minWidth="40rem"
          testId="campaigns"
          empty={campaigns.data ? "No campaigns yet." : undefined}
        />
        <ListPager
          label="Campaign pages"
          testId="campaign-pages"
          page={page}
          pageSize={CAMPAIGNS_PAGE_DEFAULT}
          shown={rows.length}
          total={campaigns.data?.total ?? 0}
          onPage={setPage}
        />
      </Panel>
      {open && <CampaignMessages id={open} />}
      <CampaignDialog open={creating} onOpenChange={setCreating} onSent={setOpen} />
    </>
  );
}
