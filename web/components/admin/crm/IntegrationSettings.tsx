import { PlugZap } from "lucide-react";
import type { GhlStats } from "#contract/crm";
import { ApiError } from "../../../lib/api";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { toast } from "../../ui/toast";
import { formatDateTime } from "../labels";
import type { useTestConnection } from "./crm-queries";

/** The GoHighLevel connection (with its Test), the auto-sync, where SMS lives and the last sync. */
export function IntegrationSettings({
  stats,
  test,
}: {
  stats: GhlStats | undefined;
  /** The page's, so a test's answer is still told after a switch to another tab. */
  test: ReturnType<typeof useTestConnection>;
}) {
  const connected = stats?.connectionStatus === "Connected";
  const service = stats?.service;
  // Why GoHighLevel cannot be used, else what its latest call answered.
  const problem = service?.reason ?? stats?.lastError;

  function testConnection() {
    test.mutate(undefined, {
      onSuccess: (result) =>
        toast({ title: "Connection Successful", description: `Connected to ${result.locationName}.` }),
      onError: (error) =>
        toast({
          title: "Connection Failed",
          description: (error instanceof ApiError && error.serverMessage) || "Unable to connect to GoHighLevel.",
          variant: "destructive",
        }),
    });
  }

  return (
    <section aria-labelledby="integration-heading" className="rounded-lg border border-border bg-white p-4 sm:p-6">
      <h2 id="integration-heading" className="text-lg font-semibold text-primary">
        Integration Settings
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted-foreground">Connection</dt>
          <dd className="mt-1 flex flex-wrap items-center gap-3">
            <Badge tone={connected ? "green" : "red"}>{stats?.connectionStatus ?? "..."}</Badge>
            <Button variant="outline" size="sm" onClick={testConnection} disabled={test.isPending}>
              <PlugZap aria-hidden />
              {test.isPending ? "Testing..." : "Test"}
            </Button>
          </dd>
          {problem && <dd className="mt-1 text-xs text-red-800">{problem}</dd>}
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Auto-Sync</dt>
          {/* Honest: every lead's sync is a delivery, sent only while GHL is configured (else it waits). */}
          <dd className="mt-1">
            {service?.configured ? <Badge tone="green">Enabled</Badge> : <Badge>Waiting for configuration</Badge>}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">SMS Integration</dt>
          <dd className="mt-1 text-sm">Managed on the SMS page.</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Last sync</dt>
          <dd className="mt-1 text-sm">{formatDateTime(stats?.lastSyncTime, "Never")}</dd>
        </div>
      </dl>
    </section>
  );
}
