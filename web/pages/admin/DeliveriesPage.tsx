import { useState } from "react";
import type { DeliveryView } from "../../../worker/contract/deliveries";
import { DELIVERY_KINDS, DELIVERY_STATUSES } from "../../../worker/contract/enums";
import { DeliveriesList } from "../../components/admin/deliveries/DeliveriesList";
import {
  DELIVERIES_PAGE_SIZE,
  useDeliveries,
  useDiscardDelivery,
  useRetryDelivery,
} from "../../components/admin/deliveries/delivery-queries";
import { ListFilter } from "../../components/admin/ListFilter";
import { ListPager } from "../../components/admin/ListPager";
import { titleCase } from "../../components/admin/labels";
import { useListParams } from "../../components/admin/list-params";
import { Panel, QueryStatus } from "../../components/admin/Panel";
import { RefreshButton } from "../../components/admin/RefreshButton";
import { ConfirmDialog } from "../../components/ui/dialog";
import { toast } from "../../components/ui/toast";
import { DELIVERIES_PAGE, DELIVERY_KIND_LABELS, DELIVERY_STATUS_HELP, DISCARD_CONFIRM } from "../../content/deliveries";
import { ApiError } from "../../lib/api";
import { PageHead } from "../../lib/head";
import { oneOf } from "../../lib/utils";

function failure(error: Error, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

/**
 * /admin/deliveries: every message to the outside world, newest first, 25 a page. The filters and the page live in
 * the URL (?status=dead&kind=email&page=2), so a reload or a shared link shows the same view; values the API would
 * refuse are ignored.
 */
export default function DeliveriesPage() {
  const { params, page, apply } = useListParams(["status", "kind"]);
  const status = oneOf(DELIVERY_STATUSES, params.get("status"));
  const kind = oneOf(DELIVERY_KINDS, params.get("kind"));

  const list = useDeliveries({ status, kind, page });
  const retry = useRetryDelivery();
  const discard = useDiscardDelivery();
  const [discarding, setDiscarding] = useState<DeliveryView | undefined>();

  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const filtered = Boolean(status || kind);

  function onRetry(delivery: DeliveryView) {
    retry.mutate(delivery.id, {
      onSuccess: () =>
        toast({ title: "Retry queued", description: `"${delivery.summary}" will be tried again shortly.` }),
      onError: (error) =>
        toast({
          title: "Retry failed",
          description: failure(error, "The message could not be retried."),
          variant: "destructive",
        }),
    });
  }

  function confirmDiscard() {
    if (!discarding) return;
    const delivery = discarding;
    discard.mutate(delivery.id, {
      onSuccess: () => {
        toast({ title: "Message discarded", description: `"${delivery.summary}" will not be sent.` });
        setDiscarding(undefined);
      },
      onError: (error) =>
        toast({
          title: "Discard failed",
          description: failure(error, "The message could not be discarded."),
          variant: "destructive",
        }),
    });
  }

  const busyId = retry.isPending ? retry.variables : discard.isPending ? discard.variables : undefined;

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
        <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-[repeat(2,minmax(0,14rem))] sm:gap-4">
          <ListFilter
            label="Status"
            hint={status ? DELIVERY_STATUS_HELP[status] : undefined}
            value={status}
            all="All statuses"
            options={DELIVERY_STATUSES}
            labels={titleCase}
            onChange={(status) => apply({ status })}
          />
          <ListFilter
            label="Kind"
            value={kind}
            all="All kinds"
            options={DELIVERY_KINDS}
            labels={DELIVERY_KIND_LABELS}
            onChange={(kind) => apply({ kind })}
          />
        </div>

        <QueryStatus
          query={{ ...list, data: list.data?.rows }}
          noun="messages"
          empty={filtered ? DELIVERIES_PAGE.emptyFiltered : DELIVERIES_PAGE.empty}
        />
        {rows.length > 0 && (
          <DeliveriesList deliveries={rows} busyId={busyId} onRetry={onRetry} onDiscard={setDiscarding} />
        )}
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

      <ConfirmDialog
        open={Boolean(discarding)}
        onOpenChange={(open) => !open && setDiscarding(undefined)}
        title={DISCARD_CONFIRM.title}
        description={discarding ? DISCARD_CONFIRM.description(discarding.summary, discarding.recipient) : ""}
        confirmLabel={DISCARD_CONFIRM.confirmLabel}
        pending={discard.isPending}
        onConfirm={confirmDiscard}
      />
    </div>
  );
}
