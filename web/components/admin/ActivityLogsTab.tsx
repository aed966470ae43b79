import { formatDateTime } from "./labels";
import { useActivityLogs } from "./staff-queries";

/** Activity Logs: the 20 newest entries; user ids cut to 8 characters, 'N/A' for what is missing (spec section 2). */
export function ActivityLogsTab() {
  const logs = useActivityLogs();
  return (
    <section aria-labelledby="logs-heading" className="rounded-lg border border-border bg-white p-4 sm:p-6">
      <h2 id="logs-heading" className="text-lg font-semibold text-primary">
        Activity Logs
      </h2>
      {logs.isPending && <p className="mt-4 text-muted-foreground">Loading activity logs...</p>}
      {logs.isError && <p role="alert" className="mt-4 text-red-800">Activity logs could not be loaded.</p>}
      {logs.data && logs.data.length === 0 && <p className="mt-4 text-muted-foreground">No activity logs</p>}
      {logs.data && logs.data.length > 0 && (
        <div className="relative mt-4 overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm" data-testid="activity-logs">
            <thead className="border-b border-border text-muted-foreground">
              <tr>
                <th className="py-2 pr-4 font-medium">Time</th>
                <th className="py-2 pr-4 font-medium">User</th>
                <th className="py-2 pr-4 font-medium">Action</th>
                <th className="py-2 pr-4 font-medium">Entity</th>
                <th className="py-2 font-medium">IP address</th>
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
          </table>
        </div>
      )}
    </section>
  );
}
