import { MESSAGE_STATUSES } from "#contract/enums";
import { MESSAGE_STATUS_LABELS } from "#contract/inbox";
import { MESSAGES_PAGE_SIZE, type MessageFilters, useMessages } from "../../components/admin/inbox/inbox-queries";
import { MessagesTable } from "../../components/admin/inbox/MessagesTable";
import { ListFilter } from "../../components/admin/ListFilter";
import { ListPager } from "../../components/admin/ListPager";
import { ListSearch } from "../../components/admin/ListSearch";
import { useListParams } from "../../components/admin/list-params";
import { Panel, QueryStatus } from "../../components/admin/Panel";
import { RefreshButton } from "../../components/admin/RefreshButton";
import { MESSAGES_PAGE } from "../../content/inbox";
import { PageHead } from "../../lib/head";
import { oneOf } from "../../lib/utils";

const FILTERS = ["status", "q"] as const;

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
        {rows.length > 0 && <MessagesTable rows={rows} />}
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
