import { formatDateTime, titleCase } from "../../components/admin/labels";
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
    <section aria-labelledby="history-heading" className="rounded-lg border border-border bg-white p-4 sm:p-6">
      <h2 id="history-heading" className="text-lg font-semibold text-primary">
        Message History
      </h2>
      {messages.isPending && <p className="mt-4 text-muted-foreground">Loading messages...</p>}
      {messages.isError && <p role="alert" className="mt-4 text-red-800">Messages could not be loaded.</p>}
      {messages.data?.length === 0 && <p className="mt-4 text-muted-foreground">No messages yet.</p>}
      {messages.data && messages.data.length > 0 && (
        <div className="relative mt-4 overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="border-b border-border text-muted-foreground">
              <tr>
                <th className="py-2 pr-4 font-medium">Time</th>
                <th className="py-2 pr-4 font-medium">To</th>
                <th className="py-2 pr-4 font-medium">Type</th>
                <th className="py-2 pr-4 font-medium">Message</th>
                <th className="py-2 font-medium">Status</th>
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
          </table>
        </div>
      )}
    </section>
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
        {settings.data ? (settings.data.service.canSend ? "The SMS service is active." : settings.data.service.reason) : "Loading SMS settings..."}
      </p>
      <Tabs defaultValue="settings" className="mt-6">
        <TabsList>
          <TabsTrigger value="settings">Settings</TabsTrigger>
          <TabsTrigger value="send">Send Test</TabsTrigger>
          <TabsTrigger value="history">Message History</TabsTrigger>
        </TabsList>
        <TabsContent value="settings">{settings.data && <SmsSettingsTab settings={settings.data} />}</TabsContent>
        <TabsContent value="send">
          <SendTestTab canSend={settings.data?.service.canSend ?? false} />
        </TabsContent>
        <TabsContent value="history">
          <MessageHistory />
        </TabsContent>
      </Tabs>
    </div>
  );
}
