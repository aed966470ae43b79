import { useSearchParams } from "react-router";
import { SMS_MESSAGE_TYPES, SMS_STATUSES } from "#contract/enums";
import { formatPhone } from "#contract/normalize";
import { SMS_MESSAGE_SORTS, type SmsMessageSort } from "#contract/sms";
import { AdminTable } from "../../components/admin/AdminTable";
import { DeliveryBacklog } from "../../components/admin/DeliveryBacklog";
import { ListFilter } from "../../components/admin/ListFilter";
import { ListPager } from "../../components/admin/ListPager";
import { ListSearch } from "../../components/admin/ListSearch";
import { formatDateTime, titleCase } from "../../components/admin/labels";
import { useListParams } from "../../components/admin/list-params";
import { Panel, QueryStatus } from "../../components/admin/Panel";
import { SendTestTab } from "../../components/admin/sms/SendTestTab";
import { SmsSettingsTab } from "../../components/admin/sms/SmsSettingsTab";
import { SMS_MESSAGES_PAGE_SIZE, useSmsMessages, useSmsSettings } from "../../components/admin/sms/sms-queries";
import { Badge } from "../../components/ui/badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { PageHead } from "../../lib/head";
import { oneOf } from "../../lib/utils";

const STATUS_TONES = { sent: "blue", delivered: "green", failed: "red", pending: "yellow" } as const;
const TABS = ["settings", "send", "history"] as const;
const FILTERS = ["q", "status", "type", "sort"] as const;
const SORT_LABELS: Record<SmsMessageSort, string> = { newest: "Newest first", oldest: "Oldest first" };
const typeLabel = (type: string) => titleCase(type.replace(/_/g, " "));

/** The history, paged on the server, with search, status, type, order and page in the URL. */
function MessageHistory() {
  const { params, page, apply } = useListParams(FILTERS);
  const q = params.get("q") || undefined;
  const status = oneOf(SMS_STATUSES, params.get("status"));
  const type = oneOf(SMS_MESSAGE_TYPES, params.get("type"));
  const sort = oneOf(SMS_MESSAGE_SORTS, params.get("sort"));
  const messages = useSmsMessages({ q, status, type, sort, page });
  const rows = messages.data?.rows ?? [];
  return (
    <Panel id="history" title="Message History">
      <ListSearch
        label="Search text messages"
        placeholder="Number or text"
        value={q}
        onSearch={(text) => apply({ q: text })}
        className="mt-4"
      />
      <div className="mt-3 grid gap-3 sm:grid-cols-3 lg:max-w-3xl">
        <ListFilter
          label="Status"
          value={status}
          all="All"
          options={SMS_STATUSES}
          labels={titleCase}
          onChange={(status) => apply({ status })}
        />
        <ListFilter
          label="Type"
          value={type}
          all="All"
          options={SMS_MESSAGE_TYPES}
          labels={typeLabel}
          onChange={(type) => apply({ type })}
        />
        <ListFilter
          label="Sort"
          value={sort}
          defaultValue="newest"
          options={SMS_MESSAGE_SORTS}
          labels={SORT_LABELS}
          onChange={(sort) => apply({ sort })}
        />
      </div>
      <QueryStatus query={messages} noun="messages" />
      {messages.data && (
        <AdminTable
          rows={rows}
          rowKey={(message) => message.id}
          minWidth="40rem"
          empty={
            page > 1
              ? undefined
              : q || status || type
                ? "No messages match. Clear the search or choose other filters."
                : "No messages yet."
          }
          compact
          alignTop
          columns={[
            { header: "Time", className: "whitespace-nowrap", cell: (message) => formatDateTime(message.createdAt) },
            { header: "To", className: "whitespace-nowrap", cell: (message) => formatPhone(message.toNumber) },
            { header: "Type", cell: (message) => typeLabel(message.messageType) },
            { header: "Message", className: "max-w-80", cell: (message) => message.message },
            {
              header: "Status",
              cell: (message) => (
                <>
                  <Badge tone={STATUS_TONES[message.status as keyof typeof STATUS_TONES] ?? "neutral"}>
                    {titleCase(message.status)}
                  </Badge>
                  {message.errorMessage && (
                    <span className="mt-1 block max-w-56 text-xs text-red-800">{message.errorMessage}</span>
                  )}
                </>
              ),
            },
          ]}
        />
      )}
      {messages.data && (
        <ListPager
          label="Message pages"
          testId="sms-messages-range"
          page={page}
          pageSize={SMS_MESSAGES_PAGE_SIZE}
          shown={rows.length}
          total={messages.data.total}
          onPage={(next) => apply({ page: next })}
        />
      )}
    </Panel>
  );
}

/** Text messaging: settings, a test send, and the history (back-office spec section 2, "SMS dashboard"). */
export default function SmsDashboardPage() {
  const settings = useSmsSettings();
  // The tab is in the URL with the history's search, filters and page; another tab starts with none of them.
  const [params, setParams] = useSearchParams();
  const tab = oneOf(TABS, params.get("tab")) ?? "settings";
  const select = (next: string) => setParams(next === "settings" ? {} : { tab: next }, { replace: true });
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title="SMS Management | Admin Dashboard" description="Text messaging settings and history." noIndex />
      <h1 className="text-2xl font-bold text-primary sm:text-3xl">SMS Management</h1>
      <p className="mt-1 text-muted-foreground">
        {settings.data
          ? settings.data.service.configured
            ? "The SMS service is active."
            : settings.data.service.reason
          : "Loading SMS settings..."}
      </p>
      <DeliveryBacklog label="Texts" kind="sms" counts={settings.data?.deliveries} />
      <Tabs value={tab} onValueChange={select} className="mt-6">
        <TabsList>
          <TabsTrigger value="settings">Settings</TabsTrigger>
          <TabsTrigger value="send">Send Test</TabsTrigger>
          <TabsTrigger value="history">Message History</TabsTrigger>
        </TabsList>
        <TabsContent value="settings">{settings.data && <SmsSettingsTab settings={settings.data} />}</TabsContent>
        <TabsContent value="send">
          <SendTestTab canSend={settings.data?.service.configured ?? false} />
        </TabsContent>
        <TabsContent value="history">
          <MessageHistory />
        </TabsContent>
      </Tabs>
    </div>
  );
}
