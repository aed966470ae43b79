import { LogOut } from "lucide-react";
import { SESSIONS_PANEL } from "../../../content/account";
import { ApiError } from "../../../lib/api";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { toast } from "../../ui/toast";
import { formatDateTime } from "../labels";
import { ListPager } from "../ListPager";
import { useListParams } from "../list-params";
import { Panel, QueryStatus, ScrollTable, Th } from "../Panel";
import { SESSIONS_PAGE_SIZE, useEndOtherSessions, useEndSession, useOwnSessions } from "./account-queries";

const words = SESSIONS_PANEL;

function failed(error: Error) {
  toast({ title: "Not signed out", description: (error instanceof ApiError && error.serverMessage) || "Please try again.", variant: "destructive" });
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
          onClick={() => endOthers.mutate(undefined, { onSuccess: ({ ended }) => toast({ title: words.othersSignedOut(ended) }), onError: failed })}
        >
          <LogOut aria-hidden />
          {words.signOutOthers}
        </Button>
      }
    >
      <QueryStatus query={{ ...list, data: list.data?.rows }} noun="sessions" empty={words.empty} />
      {rows.length > 0 && (
        <ScrollTable minWidth="40rem" testId="sessions">
          <thead className="border-b border-border text-muted-foreground">
            <tr>
              <Th>Browser</Th>
              <Th>Address</Th>
              <Th>Started</Th>
              <Th>Last seen</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((session) => (
              <tr key={session.id} data-testid="session-row">
                <td className="py-2 pr-4">
                  {session.browser ?? words.unknownBrowser}
                  {session.current && (
                    <Badge tone="green" className="ml-2">
                      {words.current}
                    </Badge>
                  )}
                </td>
                <td className="py-2 pr-4 font-mono text-xs">{session.ipAddress ?? "Unknown"}</td>
                <td className="py-2 pr-4">{formatDateTime(session.createdAt)}</td>
                <td className="py-2 pr-4">{formatDateTime(session.lastSeenAt)}</td>
                <td className="py-2 text-right">
                  {!session.current && (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={endOne.isPending}
                      onClick={() => endOne.mutate(session.id, { onSuccess: () => toast({ title: words.signedOut }), onError: failed })}
                    >
                      {words.signOut}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {list.data && (
        <ListPager label="Session pages" testId="sessions-pager" page={page} pageSize={SESSIONS_PAGE_SIZE} shown={rows.length} total={list.data.total} onPage={(next) => apply({ page: next })} />
      )}
    </Panel>
  );
}
