import { ChevronLeft, ChevronRight, RefreshCw } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { DeliveryView } from "../../../worker/contract/deliveries";
import { DELIVERY_KINDS, DELIVERY_STATUSES } from "../../../worker/contract/enums";
import { DeliveriesList } from "../../components/admin/deliveries/DeliveriesList";
import { DELIVERIES_PAGE_SIZE, useDeliveries, useDiscardDelivery, useRetryDelivery } from "../../components/admin/deliveries/delivery-queries";
import { titleCase } from "../../components/admin/labels";
import { Panel, QueryStatus } from "../../components/admin/Panel";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/dialog";
import { Field, Select } from "../../components/ui/form";
import { toast } from "../../components/ui/toast";
import { DELIVERIES_PAGE, DELIVERY_STATUS_HELP, DISCARD_CONFIRM, DELIVERY_KIND_LABELS } from "../../content/deliveries";
import { ApiError } from "../../lib/api";
import { PageHead } from "../../lib/head";

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

function failure(error: Error, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

/**
 * /admin/deliveries: every message to the outside world, newest first, 25 a page. The filters and the page live in
 * the URL (?status=dead&kind=email&page=2), so a reload or a shared link shows the same view; values the API would
 * refuse are ignored.
 */
export default function DeliveriesPage() {
  const [params, setParams] = useSearchParams();
  const status = oneOf(DELIVERY_STATUSES, params.get("status"));
  const kind = oneOf(DELIVERY_KINDS, params.get("kind"));
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);

  const list = useDeliveries({ status, kind, page });
  const retry = useRetryDelivery();
  const discard = useDiscardDelivery();
  const [discarding, setDiscarding] = useState<DeliveryView | undefined>();

  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const first = (page - 1) * DELIVERIES_PAGE_SIZE + 1;
  const last = first + rows.length - 1;
  const filtered = Boolean(status || kind);

  /** A new filter starts again at page 1; an empty value leaves the URL. */
  function apply(changes: { status?: string; kind?: string; page?: number }) {
    const next = new URLSearchParams(params);
    for (const name of ["status", "kind"] as const) {
      if (!(name in changes)) continue;
      const value = changes[name];
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (changes.page && changes.page > 1) next.set("page", String(changes.page));
    else next.delete("page");
    setParams(next);
  }

  function onRetry(delivery: DeliveryView) {
    retry.mutate(delivery.id, {
      onSuccess: () => toast({ title: "Retry queued", description: `"${delivery.summary}" will be tried again shortly.` }),
      onError: (error) => toast({ title: "Retry failed", description: failure(error, "The message could not be retried."), variant: "destructive" }),
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
      onError: (error) => toast({ title: "Discard failed", description: failure(error, "The message could not be discarded."), variant: "destructive" }),
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
        action={
          <Button variant="outline" onClick={() => void list.refetch()} disabled={list.isFetching}>
            <RefreshCw aria-hidden className={list.isFetching ? "animate-spin" : undefined} />
            Refresh
          </Button>
        }
      >
        <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-[repeat(2,minmax(0,14rem))] sm:gap-4">
          <Field label="Status" hint={status ? DELIVERY_STATUS_HELP[status] : undefined}>
            {(p) => (
              <Select {...p} value={status ?? ""} onChange={(event) => apply({ status: event.target.value })}>
                <option value="">All statuses</option>
                {DELIVERY_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {titleCase(value)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Kind">
            {(p) => (
              <Select {...p} value={kind ?? ""} onChange={(event) => apply({ kind: event.target.value })}>
                <option value="">All kinds</option>
                {DELIVERY_KINDS.map((value) => (
                  <option key={value} value={value}>
                    {DELIVERY_KIND_LABELS[value]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>

        <QueryStatus query={{ ...list, data: list.data?.rows }} noun="messages" empty={filtered ? DELIVERIES_PAGE.emptyFiltered : DELIVERIES_PAGE.empty} />
        {rows.length > 0 && (
          <>
            <DeliveriesList deliveries={rows} busyId={busyId} onRetry={onRetry} onDiscard={setDiscarding} />
            <nav aria-label="Message pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
              <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="deliveries-range">
                Showing {first}-{last} of {total}
              </p>
              <div className="flex gap-2">
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => apply({ page: page - 1 })}>
                  <ChevronLeft aria-hidden />
                  Previous
                </Button>
                <Button variant="outline" size="sm" disabled={last >= total} onClick={() => apply({ page: page + 1 })}>
                  Next
                  <ChevronRight aria-hidden />
                </Button>
              </div>
            </nav>
          </>
        )}
        {list.data && rows.length === 0 && page > 1 && (
          <Button variant="outline" size="sm" className="mt-3" onClick={() => apply({ page: 1 })}>
            Back to the first page
          </Button>
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
