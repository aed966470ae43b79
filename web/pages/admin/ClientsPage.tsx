import { useState } from "react";
import { useNavigate } from "react-router";
import { ClientFormDialog } from "../../components/admin/clients/ClientFormDialog";
import { ClientsTable } from "../../components/admin/clients/ClientsTable";
import { CLIENTS_PAGE_SIZE, useClients } from "../../components/admin/clients/client-queries";
import { ListPager } from "../../components/admin/ListPager";
import { ListSearch } from "../../components/admin/ListSearch";
import { useListParams } from "../../components/admin/list-params";
import { Panel, QueryStatus } from "../../components/admin/Panel";
import { RefreshButton } from "../../components/admin/RefreshButton";
import { Button } from "../../components/ui/button";
import { PageHead } from "../../lib/head";

const INTRO = "The companies the firm works for, their contacts and their job orders.";

/**
 * /admin/clients: every client by name, 25 a page. The search and the page live in the URL (?q=health&page=2), so a
 * reload or a shared link shows the same. A new client opens on its own page.
 */
export default function ClientsPage() {
  const { params, page, apply } = useListParams(["q"]);
  const q = params.get("q") || undefined;
  const list = useClients({ q, page });
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const rows = list.data?.rows ?? [];

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title="Clients | Admin Dashboard" description={INTRO} noIndex />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-primary sm:text-3xl">Clients</h1>
          <p className="mt-1 text-muted-foreground">{INTRO}</p>
        </div>
        <Button onClick={() => setCreating(true)}>New client</Button>
      </div>

      <Panel
        id="clients"
        title="Clients"
        className="mt-6"
        action={<RefreshButton onRefresh={() => void list.refetch()} refreshing={list.isFetching} />}
      >
        <ListSearch
          label="Search clients"
          placeholder="Name, website or industry"
          value={q}
          onSearch={(next) => apply({ q: next })}
          className="mt-4"
        />
        <QueryStatus
          query={{ ...list, data: list.data?.rows }}
          noun="clients"
          empty={q ? "No client matches that search." : "No clients yet. Add the first with New client."}
        />
        {rows.length > 0 && <ClientsTable rows={rows} />}
        {list.data && (
          <ListPager
            label="Client pages"
            testId="clients-range"
            page={page}
            pageSize={CLIENTS_PAGE_SIZE}
            shown={rows.length}
            total={list.data.total}
            onPage={(next) => apply({ page: next })}
          />
        )}
      </Panel>
      <ClientFormDialog
        open={creating}
        onOpenChange={setCreating}
        onSaved={(client) => navigate(`/admin/clients/${client.id}`)}
      />
    </div>
  );
}
