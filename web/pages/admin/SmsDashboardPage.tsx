import { formatDateTime, titleCase } from "../../components/admin/labels";
import { DeliveryBacklog } from "../../components/admin/DeliveryBacklog";
import { Panel, QueryStatus, ScrollTable, Th } from "../../components/admin/Panel";
import { useSmsMessages, useSmsSettings } from "../../components/admin/sms/sms-queries";
import { SendTestTab } from "../../components/admin/sms/SendTestTab";
import { SmsSettingsTab } from "../../components/admin/sms/SmsSettingsTab";
import { Badge } from "../../components/ui/badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { PageHead } from "../../lib/head";

const STATUS_TONES = { sent: "blue", delivered: "green", failed: "red", pending: "yellow" } as const;

function MessageHistory() {
  const messages = useSmsMessages();
  return (
    <Panel id="history" title="Message History">
      <QueryStatus query={messages} noun="messages" empty="No messages yet." />
      {messages.data && messages.data.length > 0 && (
        <ScrollTable minWidth="40rem">
          <thead className="border-b border-border text-muted-foreground">
            <tr>
              <Th>Time</Th>
              <Th>To</Th>
              <Th>Type</Th>
              <Th>Message</Th>
              <Th>Status</Th>
            </tr>
          </thead>
          <tbody>
            {messages.data.map((message) => (
              <tr key={message.id} className="border-b border-border align-top last:border-0">
                <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(message.createdAt)}</td>
                <td className="py-2 pr-4 whitespace-nowrap">{message.toNumber}</td>
                <td className="py-2 pr-4">{titleCase(message.messageType.replace(/_/g, " "))}</td>
                <td className="max-w-80 py-2 pr-4">{message.message}</td>
                <td className="py-2">
                  <Badge tone={STATUS_TONES[message.status as keyof typeof STATUS_TONES] ?? "neutral"}>{titleCase(message.status)}</Badge>
                  {message.errorMessage && <span className="mt-1 block max-w-56 text-xs text-red-800">{message.errorMessage}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </Panel>
  );
}

/** Text messaging: settings, a test send, and the history (back-office spec section 2, "SMS dashboard"). */
export default function SmsDashboardPage() {
  const settings = useSmsSettings();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title="SMS Management | Admin Dashboard" description="Text messaging settings and history." noIndex />
      <h1 className="text-2xl font-bold text-primary sm:text-3xl">SMS Management</h1>
      <p className="mt-1 text-muted-foreground">
        {settings.data ? (settings.data.service.configured ? "The SMS service is active." : settings.data.service.reason) : "Loading SMS settings..."}
      </p>
      <DeliveryBacklog label="Texts" kind="sms" counts={settings.data?.deliveries} />
      <Tabs defaultValue="settings" className="mt-6">
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
