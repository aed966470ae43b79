import { useSearchParams } from "react-router";
import { CampaignsTab } from "../../components/admin/crm/CampaignsTab";
import { useGhlStats, useTestConnection } from "../../components/admin/crm/crm-queries";
import { IntegrationSettings } from "../../components/admin/crm/IntegrationSettings";
import { LeadsTab } from "../../components/admin/crm/LeadsTab";
import { DeliveryBacklog } from "../../components/admin/DeliveryBacklog";
import { Badge } from "../../components/ui/badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { PageHead } from "../../lib/head";
import { oneOf } from "../../lib/utils";

const TABS = ["leads", "campaigns", "settings"] as const;

function StatCard({ label, value }: { label: string; value: string | number | undefined }) {
  return (
    <div className="rounded-lg border border-border bg-white p-4 shadow-xs">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-bold text-primary">{value ?? "..."}</p>
    </div>
  );
}

/** Leads and their sync to GoHighLevel (back-office spec section 2, "CRM dashboard"). */
export default function CrmDashboardPage() {
  const stats = useGhlStats();
  const test = useTestConnection();
  // The tab is in the URL with the leads' search, filters and page; another tab starts with none of them.
  const [params, setParams] = useSearchParams();
  const tab = oneOf(TABS, params.get("tab")) ?? "leads";
  const select = (next: string) => setParams(next === "leads" ? {} : { tab: next }, { replace: true });
  const connected = stats.data?.connectionStatus === "Connected";
  const service = stats.data?.service;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title="CRM Dashboard | Admin Dashboard" description="Leads and their sync to GoHighLevel." noIndex />
      <h1 className="text-2xl font-bold text-primary sm:text-3xl">CRM Dashboard</h1>
      <p className="mt-1 text-muted-foreground">
        Every application, message and booking becomes a lead here, and is sent to GoHighLevel.
      </p>

      <div className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Total Contacts" value={stats.data?.totalContacts} />
        <StatCard label="Synced Leads" value={stats.data?.syncedLeads} />
        <StatCard label="Pending Sync" value={stats.data?.pendingSync} />
        <div className="rounded-lg border border-border bg-white p-4 shadow-xs">
          <p className="text-sm text-muted-foreground">GoHighLevel</p>
          <p className="mt-2">
            <Badge tone={connected ? "green" : "red"} data-testid="ghl-connection">
              {stats.data?.connectionStatus ?? "..."}
            </Badge>
          </p>
        </div>
      </div>
      <DeliveryBacklog label="CRM syncs" kind="crm_sync" counts={stats.data?.deliveries} />
      {service && !service.configured && (
        <p role="note" className="mt-4 rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900">
          GoHighLevel is not configured: leads are kept here, pending, and are sent once GoHighLevel is connected.
        </p>
      )}

      <Tabs value={tab} onValueChange={select} className="mt-6">
        <TabsList>
          <TabsTrigger value="leads">CRM Leads</TabsTrigger>
          <TabsTrigger value="campaigns">SMS Campaigns</TabsTrigger>
          <TabsTrigger value="settings">Integration Settings</TabsTrigger>
        </TabsList>
        <TabsContent value="leads">
          <LeadsTab />
        </TabsContent>
        <TabsContent value="campaigns">
          <CampaignsTab />
        </TabsContent>
        <TabsContent value="settings">
          <IntegrationSettings stats={stats.data} test={test} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
