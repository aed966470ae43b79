import { formatDateTime } from "./labels";
import { Panel, QueryStatus, ScrollTable, Th } from "./Panel";
import { useActivityLogs } from "./staff-queries";

/** Activity Logs: the 20 newest entries; user ids cut to 8 characters, 'N/A' for what is missing (spec section 2). */
export function ActivityLogsTab() {
  const logs = useActivityLogs();
  return (
    <Panel id="logs" title="Activity Logs">
      <QueryStatus query={logs} noun="activity logs" empty="No activity logs" />
      {logs.data && logs.data.length > 0 && (
        <ScrollTable minWidth="36rem" testId="activity-logs">
          <thead className="border-b border-border text-muted-foreground">
            <tr>
              <Th>Time</Th>
              <Th>User</Th>
              <Th>Action</Th>
              <Th>Entity</Th>
              <Th>IP address</Th>
            </tr>
          </thead>
          <tbody>
            {logs.data.map((log) => (
              <tr key={log.id} className="border-b border-border last:border-0">
                <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(log.createdAt)}</td>
                <td className="py-2 pr-4 font-mono text-xs" title={log.username ?? undefined}>
                  {log.userId ? log.userId.slice(0, 8) : "N/A"}
                </td>
                <td className="py-2 pr-4">{log.action}</td>
                <td className="py-2 pr-4">{log.entityType ?? "N/A"}</td>
                <td className="py-2">{log.ipAddress ?? "N/A"}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </Panel>
  );
}
