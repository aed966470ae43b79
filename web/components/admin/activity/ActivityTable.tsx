import { Link } from "react-router";
import { type ActivityLogEntry, activityChanges, activityRecord, activityWords } from "#contract/activity";
import { AdminTable } from "../AdminTable";
import { formatDateTime } from "../labels";

/** Who did what to which record, when (in the reader's zone), as the activity log lists it. */
export function ActivityTable({ entries, empty }: { entries: readonly ActivityLogEntry[]; empty: string }) {
  return (
    <AdminTable
      rows={entries}
      rowKey={(entry) => entry.id}
      minWidth="40rem"
      testId="activity-entries"
      empty={empty}
      alignTop
      columns={[
        {
          header: "When",
          className: "whitespace-nowrap",
          cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>,
        },
        {
          header: "Who",
          cell: (entry) =>
            entry.username ? (
              <span>
                <span className="font-medium">{entry.username}</span>
                {entry.role && <span className="block text-xs text-muted-foreground">{entry.role}</span>}
              </span>
            ) : entry.clientContact ? (
              <span>
                <span className="font-medium">{entry.clientContact.name}</span>
                <span className="block text-xs text-muted-foreground">
                  client contact{entry.clientContact.clientName && `, ${entry.clientContact.clientName}`}
                </span>
              </span>
            ) : (
              <span className="text-muted-foreground">{entry.userId ? "Deleted user" : "The system"}</span>
            ),
        },
        { header: "What", cell: (entry) => <span data-testid="activity-what">{activityWords(entry.action)}</span> },
        { header: "Record", cell: (entry) => <RecordCell entry={entry} /> },
      ]}
    />
  );
}

function RecordCell({ entry }: { entry: ActivityLogEntry }) {
  const record = activityRecord(entry);
  const { record: name, changes } = activityChanges(entry.details);
  if (!record) return <span className="text-muted-foreground">None</span>;
  const label = name ? `${record.label} ${name}` : record.label;
  return (
    <span data-testid="activity-record">
      {record.href ? (
        <Link to={record.href} className="font-medium text-primary underline underline-offset-4">
          {label}
          {entry.entityId && <span className="sr-only"> {entry.entityId}</span>}
        </Link>
      ) : (
        <span>{label}</span>
      )}
      {changes.length > 0 && (
        <ul className="mt-1 text-xs text-muted-foreground">
          {changes.map((change) => (
            <li key={change} className="break-words">
              {change}
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}
