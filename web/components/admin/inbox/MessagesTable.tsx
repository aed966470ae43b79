import { Link } from "react-router";
import { inquiryLabel, type MessageListItem } from "#contract/inbox";
import { AdminTable } from "../AdminTable";
import { formatDateTime } from "../labels";
import { MessageStatusBadge } from "./InboxParts";

function fullName(message: Pick<MessageListItem, "firstName" | "lastName">): string {
  return `${message.firstName} ${message.lastName}`;
}

/** A new message reads in bold, as unread mail does. */
function MessageLink({ message }: { message: MessageListItem }) {
  return (
    <Link
      to={`/admin/messages/${message.id}`}
      className={`text-primary underline-offset-2 hover:underline ${message.status === "new" ? "font-bold" : "font-medium"}`}
    >
      {fullName(message)}
    </Link>
  );
}

/** The page's messages: a table from the md breakpoint up, cards below it. */
export function MessagesTable({ rows }: { rows: MessageListItem[] }) {
  return (
    <>
      <AdminTable
        className="hidden md:block"
        rows={rows}
        rowKey={(message) => message.id}
        minWidth="52rem"
        testId="messages"
        alignTop
        rowData={(message) => ({ "data-message-id": message.id })}
        columns={[
          {
            header: "From",
            cell: (message) => (
              <>
                <MessageLink message={message} />
                <span className="block text-xs text-muted-foreground">{message.company ?? message.email}</span>
              </>
            ),
          },
          {
            header: "Message",
            className: "max-w-md",
            cell: (message) => (
              <>
                <span className="block text-xs font-semibold text-muted-foreground">
                  {inquiryLabel(message.inquiry)}
                </span>
                <span className="block truncate">
                  {message.preview || <span className="text-muted-foreground">No message text</span>}
                </span>
              </>
            ),
          },
          { header: "Status", cell: (message) => <MessageStatusBadge status={message.status} /> },
          {
            header: "Assignee",
            cell: (message) => message.assignee?.name ?? <span className="text-muted-foreground">Unassigned</span>,
          },
          {
            header: "Received",
            className: "whitespace-nowrap",
            cell: (message) => formatDateTime(message.createdAt),
          },
        ]}
      />
      <ul className="mt-4 space-y-3 md:hidden" data-testid="message-cards">
        {rows.map((message) => (
          <li key={message.id} className="rounded-md border border-border p-3 text-sm" data-message-id={message.id}>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <MessageLink message={message} />
                {message.company && (
                  <span className="block truncate text-xs text-muted-foreground">{message.company}</span>
                )}
              </div>
              <MessageStatusBadge status={message.status} />
            </div>
            <p className="mt-2 text-xs font-semibold text-muted-foreground">{inquiryLabel(message.inquiry)}</p>
            <p className="truncate">
              {message.preview || <span className="text-muted-foreground">No message text</span>}
            </p>
            <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
              <span>{message.assignee?.name ?? "Unassigned"}</span>
              <span>{formatDateTime(message.createdAt)}</span>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
