import { LogOut } from "lucide-react";
import { SESSIONS_PANEL } from "../../../content/account";
import { ApiError } from "../../../lib/api";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { toast } from "../../ui/toast";
import { ACTIONS_HEADER, AdminTable } from "../AdminTable";
import { ListPager } from "../ListPager";
import { formatDateTime } from "../labels";
import { useListParams } from "../list-params";
import { Panel, QueryStatus } from "../Panel";
import { SESSIONS_PAGE_SIZE, useEndOtherSessions, useEndSession, useOwnSessions } from "./account-queries";

const words = SESSIONS_PANEL;

function failed(error: Error) {
  toast({
    title: "Not signed out",
    description: (error instanceof ApiError && error.serverMessage) || "Please try again.",
    variant: "destructive",
  });
}

/** One's own sessions, the current first, with "sign out" for each other one and "sign out everywhere else". */
export function SessionsPanel() {
  const { page, apply } = useListParams([]);
  const list = useOwnSessions(page);
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const rows = list.data?.rows ?? [];

  return (
    <Panel
      id="sessions"
      title={words.title}
      description={words.description}
      action={
        <Button
          variant="outline-destructive"
          disabled={endOthers.isPending || (list.data?.total ?? 0) <= 1}
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: ({ ended }) => toast({ title: words.othersSignedOut(ended) }),
              onError: failed,
            })
          }
        >
          <LogOut aria-hidden />
          {words.signOutOthers}
        </Button>
      }
    >
      <QueryStatus query={list} noun="sessions" />
      {list.data && (
        <AdminTable
          rows={rows}
          rowKey={(session) => session.id}
          minWidth="40rem"
          testId="sessions"
          empty={words.empty}
          compact
          rowData={() => ({ "data-testid": "session-row" })}
          columns={[
            {
              header: "Browser",
              cell: (session) => (
                <>
                  {session.browser ?? words.unknownBrowser}
                  {session.current && (
                    <Badge tone="green" className="ml-2">
                      {words.current}
                    </Badge>
                  )}
                </>
              ),
            },
            { header: "Address", className: "font-mono text-xs", cell: (session) => session.ipAddress ?? "Unknown" },
            { header: "Started", cell: (session) => formatDateTime(session.createdAt) },
            { header: "Last seen", cell: (session) => formatDateTime(session.lastSeenAt) },
            {
              header: ACTIONS_HEADER,
              className: "text-right",
              cell: (session) =>
                !session.current && (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={endOne.isPending}
                    onClick={() =>
                      endOne.mutate(session.id, { onSuccess: () => toast({ title: words.signedOut }), onError: failed })
                    }
                  >
                    {words.signOut}
                  </Button>
                ),
            },
          ]}
        />
      )}
      {list.data && (
        <ListPager
          label="Session pages"
          testId="sessions-pager"
          page={page}
          pageSize={SESSIONS_PAGE_SIZE}
          shown={rows.length}
          total={list.data.total}
          onPage={(next) => apply({ page: next })}
        />
      )}
    </Panel>
  );
}
