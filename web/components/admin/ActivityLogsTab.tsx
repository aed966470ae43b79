import { AdminTable } from "./AdminTable";
import { formatDateTime } from "./labels";
import { Panel, QueryStatus } from "./Panel";
import { useActivityLogs } from "./staff-queries";

/** Activity Logs: the 20 newest entries; user ids cut to 8 characters, 'N/A' for what is missing (spec section 2). */
export function ActivityLogsTab() {
  const logs = useActivityLogs();
  return (
    <Panel id="logs" title="Activity Logs">
      <QueryStatus query={logs} noun="activity logs" />
      {logs.data && (
        <AdminTable
          rows={logs.data}
          rowKey={(log) => log.id}
          minWidth="36rem"
          testId="activity-logs"
          empty="No activity logs"
          compact
          columns={[
            { header: "Time", className: "whitespace-nowrap", cell: (log) => formatDateTime(log.createdAt) },
            {
              header: "User",
              className: "font-mono text-xs",
              cell: (log) => (
                <span title={log.username ?? undefined}>{log.userId ? log.userId.slice(0, 8) : "N/A"}</span>
              ),
            },
            { header: "Action", cell: (log) => log.action },
            { header: "Entity", cell: (log) => log.entityType ?? "N/A" },
            { header: "IP address", cell: (log) => log.ipAddress ?? "N/A" },
          ]}
        />
      )}
    </Panel>
  );
}
