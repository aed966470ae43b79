import { useEffect, useRef, useState } from "react";
import type { DeliveryView } from "#contract/deliveries";
import { DELIVERY_KINDS, DELIVERY_STATUSES } from "#contract/enums";
import { DeliveriesList } from "../../components/admin/deliveries/DeliveriesList";
import {
  DELIVERIES_PAGE_SIZE,
  useBulkDeliveries,
  useDeliveries,
  useDiscardDelivery,
  useRetryDelivery,
} from "../../components/admin/deliveries/delivery-queries";
import { WaitingBanners } from "../../components/admin/deliveries/WaitingBanners";
import { ListFilter } from "../../components/admin/ListFilter";
import { ListPager } from "../../components/admin/ListPager";
import { ListSearch } from "../../components/admin/ListSearch";
import { titleCase } from "../../components/admin/labels";
import { useListParams } from "../../components/admin/list-params";
import { Panel, QueryStatus } from "../../components/admin/Panel";
import { RefreshButton } from "../../components/admin/RefreshButton";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/dialog";
import { toast } from "../../components/ui/toast";
import {
  BULK_ACTIONS,
  DELIVERIES_PAGE,
  DELIVERY_KIND_LABELS,
  DELIVERY_STATUS_HELP,
  DISCARD_CONFIRM,
} from "../../content/deliveries";
import { ApiError } from "../../lib/api";
import { PageHead } from "../../lib/head";
import { oneOf } from "../../lib/utils";

function failure(error: Error, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

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
  const retry = useRetryDelivery();
  const discard = useDiscardDelivery();
  const bulk = useBulkDeliveries();
  const [discarding, setDiscarding] = useState<DeliveryView | undefined>();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirmingBulkDiscard, setConfirmingBulkDiscard] = useState(false);
  const view = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the choice belongs to the view the URL names.
  useEffect(() => setSelected(new Set()), [view]);
  // The bulk bar goes when the choice is emptied (an action done, Clear): the focus it held, or its confirmation's,
  // goes to the list rather than to the page's body (after the dialog has given it back, hence the next frame).
  const listRef = useRef<HTMLDivElement>(null);
  const hadChoice = useRef(false);
  useEffect(() => {
    const had = hadChoice.current;
    hadChoice.current = selected.size > 0;
    if (!had || selected.size > 0) return;
    const frame = requestAnimationFrame(() => {
      if (document.activeElement === document.body) listRef.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [selected.size]);

  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const filtered = Boolean(status || kind || q);

  function onSelect(ids: string[], chosen: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (chosen) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  function runBulk(action: "retry" | "discard") {
    bulk.mutate(
      { action, ids: [...selected] },
      {
        onSuccess: (result) => {
          toast({ title: BULK_ACTIONS.done(action, result.changed.length, result.refused.length) });
          setSelected(new Set());
          setConfirmingBulkDiscard(false);
        },
        onError: (error) =>
          toast({
            title: action === "retry" ? "Retry failed" : "Discard failed",
            description: failure(error, "The messages could not be changed."),
            variant: "destructive",
          }),
      },
    );
  }

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
        <WaitingBanners />
        <ListSearch
          className="mt-4"
          label={DELIVERIES_PAGE.searchLabel}
          placeholder={DELIVERIES_PAGE.searchPlaceholder}
          value={q}
          onSearch={(text) => apply({ q: text })}
        />
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
        {selected.size > 0 && (
          <div
            className="sticky top-0 z-10 mt-4 flex flex-wrap items-center gap-2 rounded-md border border-border bg-white p-2 shadow-sm"
            role="region"
            aria-label="Bulk actions"
          >
            <span className="px-1 text-sm font-medium" data-testid="bulk-count">
              {BULK_ACTIONS.selected(selected.size)}
            </span>
            <Button size="sm" variant="outline" disabled={bulk.isPending} onClick={() => runBulk("retry")}>
              {BULK_ACTIONS.retry}
            </Button>
            <Button
              size="sm"
              variant="outline-destructive"
              disabled={bulk.isPending}
              onClick={() => setConfirmingBulkDiscard(true)}
            >
              {BULK_ACTIONS.discard}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
              {BULK_ACTIONS.clear}
            </Button>
          </div>
        )}
        <div ref={listRef} tabIndex={-1}>
          {rows.length > 0 && (
            <DeliveriesList
              deliveries={rows}
              busyId={busyId}
              onRetry={onRetry}
              onDiscard={setDiscarding}
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

      <ConfirmDialog
        open={Boolean(discarding)}
        onOpenChange={(open) => !open && setDiscarding(undefined)}
        title={DISCARD_CONFIRM.title}
        description={discarding ? DISCARD_CONFIRM.description(discarding.summary, discarding.recipient) : ""}
        confirmLabel={DISCARD_CONFIRM.confirmLabel}
        pending={discard.isPending}
        onConfirm={confirmDiscard}
      />
      <ConfirmDialog
        open={confirmingBulkDiscard}
        onOpenChange={setConfirmingBulkDiscard}
        {...BULK_ACTIONS.confirmDiscard(selected.size)}
        pending={bulk.isPending}
        onConfirm={() => runBulk("discard")}
      />
    </div>
  );
}
