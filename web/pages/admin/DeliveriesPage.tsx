import { DELIVERY_KINDS, DELIVERY_STATUSES } from "#contract/enums";
import { BulkEmailCapPanel } from "../../components/admin/deliveries/BulkEmailCapPanel";
import { DeliveriesList } from "../../components/admin/deliveries/DeliveriesList";
import { DeliveryBulkActions } from "../../components/admin/deliveries/DeliveryBulkActions";
import { DeliveryListFilters } from "../../components/admin/deliveries/DeliveryListFilters";
import { DELIVERIES_PAGE_SIZE, useDeliveries } from "../../components/admin/deliveries/delivery-queries";
import { useDeliveryActions } from "../../components/admin/deliveries/use-delivery-actions";
import { useDeliverySelection } from "../../components/admin/deliveries/use-delivery-selection";
import { WaitingBanners } from "../../components/admin/deliveries/WaitingBanners";
import { ListPager } from "../../components/admin/ListPager";
import { useListParams } from "../../components/admin/list-params";
import { Panel, QueryStatus } from "../../components/admin/Panel";
import { RefreshButton } from "../../components/admin/RefreshButton";
import { ConfirmDialog } from "../../components/ui/dialog";
import { DELIVERIES_PAGE, DISCARD_CONFIRM } from "../../content/deliveries";
import { PageHead } from "../../lib/head";
import { oneOf } from "../../lib/utils";

/**
 * /admin/deliveries: every message to the outside world, newest first, 25 a page. The filters, the recipient search
 * and the page live in the URL (?status=dead&kind=email&q=ada&page=2), so a reload or a shared link shows the same
 * view; values the API would refuse are ignored. Messages of the page can be chosen for a bulk retry or discard; the
 * choice is of the page shown, so it is cleared when the page or a filter changes.
 */
export default function DeliveriesPage() {
  const { params, page, apply } = useListParams(["status", "kind", "q"]);
  const status = oneOf(DELIVERY_STATUSES, params.get("status"));
  const kind = oneOf(DELIVERY_KINDS, params.get("kind"));
  const q = params.get("q") ?? undefined;

  const list = useDeliveries({ status, kind, q, page });
  const actions = useDeliveryActions();
  const { selected, clear, onSelect, listRef } = useDeliverySelection(params.toString());

  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const filtered = Boolean(status || kind || q);
  const { discarding } = actions;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title={`${DELIVERIES_PAGE.title} | Admin Dashboard`} description={DELIVERIES_PAGE.intro} noIndex />
      <h1 className="text-2xl font-bold text-primary sm:text-3xl">{DELIVERIES_PAGE.title}</h1>
      <p className="mt-1 text-muted-foreground">{DELIVERIES_PAGE.intro}</p>

      <Panel
        id="deliveries"
        title="Messages"
        className="mt-6"
        action={<RefreshButton onRefresh={() => void list.refetch()} refreshing={list.isFetching} />}
      >
        <WaitingBanners />
        <DeliveryListFilters status={status} kind={kind} q={q} apply={apply} />

        <QueryStatus
          query={{ ...list, data: list.data?.rows }}
          noun="messages"
          empty={filtered ? DELIVERIES_PAGE.emptyFiltered : DELIVERIES_PAGE.empty}
        />
        <DeliveryBulkActions selected={selected} onClear={clear} />
        <div ref={listRef} tabIndex={-1}>
          {rows.length > 0 && (
            <DeliveriesList
              deliveries={rows}
              busyId={actions.busyId}
              onRetry={actions.onRetry}
              onDiscard={actions.setDiscarding}
              selected={selected}
              onSelect={onSelect}
            />
          )}
        </div>
        {list.data && (
          <ListPager
            label="Message pages"
            testId="deliveries-range"
            page={page}
            pageSize={DELIVERIES_PAGE_SIZE}
            shown={rows.length}
            total={total}
            onPage={(next) => apply({ page: next })}
          />
        )}
      </Panel>

      <BulkEmailCapPanel />

      <ConfirmDialog
        open={Boolean(discarding)}
        onOpenChange={(open) => !open && actions.setDiscarding(undefined)}
        title={DISCARD_CONFIRM.title}
        description={discarding ? DISCARD_CONFIRM.description(discarding.summary, discarding.recipient) : ""}
        confirmLabel={DISCARD_CONFIRM.confirmLabel}
        pending={actions.discardPending}
        onConfirm={actions.confirmDiscard}
      />
    </div>
  );
}
