import { Link } from "react-router";
import { MESSAGE_STATUSES } from "#contract/enums";
import { inquiryLabel, MESSAGE_STATUS_LABELS, type MessageListItem } from "#contract/inbox";
import { AdminTable } from "../../components/admin/AdminTable";
import { MessageStatusBadge } from "../../components/admin/inbox/InboxParts";
import { MESSAGES_PAGE_SIZE, type MessageFilters, useMessages } from "../../components/admin/inbox/inbox-queries";
import { ListFilter } from "../../components/admin/ListFilter";
import { ListPager } from "../../components/admin/ListPager";
import { ListSearch } from "../../components/admin/ListSearch";
import { formatDateTime } from "../../components/admin/labels";
import { useListParams } from "../../components/admin/list-params";
import { Panel, QueryStatus } from "../../components/admin/Panel";
import { RefreshButton } from "../../components/admin/RefreshButton";
import { MESSAGES_PAGE } from "../../content/inbox";
import { PageHead } from "../../lib/head";
import { oneOf } from "../../lib/utils";

const FILTERS = ["status", "q"] as const;

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

/**
 * /admin/messages: every contact message, newest first, 25 a page. Status, search and page live in the URL
 * (?status=new&q=acme&page=2), so a reload, the back button or a shared link shows the same view.
 */
export default function MessagesPage() {
  const { params, page, apply } = useListParams(FILTERS);
  const filters: MessageFilters = {
    status: oneOf(MESSAGE_STATUSES, params.get("status")),
    q: params.get("q") || undefined,
    page,
  };
  const list = useMessages(filters);

  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const filtered = FILTERS.some((name) => params.get(name));

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title={`${MESSAGES_PAGE.title} | Admin Dashboard`} description={MESSAGES_PAGE.intro} noIndex />
      <h1 className="text-2xl font-bold text-primary sm:text-3xl">{MESSAGES_PAGE.title}</h1>
      <p className="mt-1 text-muted-foreground">{MESSAGES_PAGE.intro}</p>

      <Panel
        id="messages"
        title="Inbox"
        className="mt-6"
        action={<RefreshButton onRefresh={() => void list.refetch()} refreshing={list.isFetching} />}
      >
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
          <ListSearch
            label="Search messages"
            placeholder="Name, email, company or words"
            value={filters.q}
            onSearch={(q) => apply({ q })}
            className="flex-1"
          />
          <ListFilter
            label="Status"
            value={filters.status}
            all="All messages"
            options={MESSAGE_STATUSES}
            labels={MESSAGE_STATUS_LABELS}
            onChange={(status) => apply({ status })}
            className="sm:w-48"
          />
        </div>

        <QueryStatus
          query={{ ...list, data: list.data?.rows }}
          noun="messages"
          empty={filtered ? MESSAGES_PAGE.emptyFiltered : MESSAGES_PAGE.empty}
        />
        {rows.length > 0 && (
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
                  cell: (message) =>
                    message.assignee?.name ?? <span className="text-muted-foreground">Unassigned</span>,
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
                <li
                  key={message.id}
                  className="rounded-md border border-border p-3 text-sm"
                  data-message-id={message.id}
                >
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
        )}
        {list.data && (
          <ListPager
            label="Message pages"
            testId="messages-range"
            page={page}
            pageSize={MESSAGES_PAGE_SIZE}
            shown={rows.length}
            total={total}
            onPage={(next) => apply({ page: next })}
          />
        )}
      </Panel>
    </div>
  );
}
