import { ShieldOff } from "lucide-react";
import { TRUSTED_BROWSERS_PANEL } from "../../../content/account";
import { ApiError } from "../../../lib/api";
import { Button } from "../../ui/button";
import { toast } from "../../ui/toast";
import { ACTIONS_HEADER, AdminTable } from "../AdminTable";
import { formatDateTime } from "../labels";
import { Panel, QueryStatus } from "../Panel";
import { useRevokeAllTrustedBrowsers, useRevokeTrustedBrowser, useTrustedBrowsers } from "./account-queries";

const words = TRUSTED_BROWSERS_PANEL;

function failed(error: Error) {
  toast({
    title: words.failed,
    description: (error instanceof ApiError && error.serverMessage) || "Please try again.",
    variant: "destructive",
  });
}

/** The browsers trusted to skip the code at sign-in (decision 087), each revocable, and all at once. */
export function TrustedBrowsersPanel() {
  const list = useTrustedBrowsers();
  const revokeOne = useRevokeTrustedBrowser();
  const revokeAll = useRevokeAllTrustedBrowsers();
  const rows = list.data ?? [];

  return (
    <Panel
      id="trusted-browsers"
      title={words.title}
      description={words.description}
      action={
        <Button
          variant="outline-destructive"
          disabled={revokeAll.isPending || rows.length === 0}
          onClick={() =>
            revokeAll.mutate(undefined, {
              onSuccess: ({ ended }) => toast({ title: words.allRevoked(ended) }),
              onError: failed,
            })
          }
        >
          <ShieldOff aria-hidden />
          {words.revokeAll}
        </Button>
      }
    >
      <QueryStatus query={list} noun="trusted browsers" />
      {list.data && (
        <AdminTable
          rows={rows}
          rowKey={(row) => row.id}
          minWidth="36rem"
          testId="trusted-browsers"
          empty={words.empty}
          compact
          rowData={() => ({ "data-testid": "trusted-browser-row" })}
          columns={[
            { header: words.browser, cell: (row) => row.browser ?? words.unknownBrowser },
            { header: words.trusted, cell: (row) => formatDateTime(row.createdAt) },
            { header: words.lastUsed, cell: (row) => formatDateTime(row.lastUsedAt) },
            { header: words.until, cell: (row) => formatDateTime(row.expiresAt) },
            {
              header: ACTIONS_HEADER,
              className: "text-right",
              cell: (row) => (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={revokeOne.isPending}
                  onClick={() =>
                    revokeOne.mutate(row.id, { onSuccess: () => toast({ title: words.revoked }), onError: failed })
                  }
                >
                  {words.revoke}
                </Button>
              ),
            },
          ]}
        />
      )}
    </Panel>
  );
}
