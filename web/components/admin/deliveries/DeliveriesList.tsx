import type { DeliveryView } from "#contract/deliveries";
import { BULK_ACTIONS } from "../../../content/deliveries";
import { ACTIONS_HEADER, AdminTable } from "../AdminTable";
import {
  DeliveryActions,
  type DeliveryActionsProps,
  DeliveryMessage,
  DeliveryProblem,
  DeliveryStatusBadge,
  DeliveryTimes,
} from "./DeliveryParts";

type Handlers = Omit<DeliveryActionsProps, "delivery" | "busy"> & {
  /** The id of the message an action is under way on. */
  busyId: string | undefined;
  /** The messages chosen for a bulk action, and how a choice changes. */
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], chosen: boolean) => void;
};

const CHECKBOX = "size-4 accent-primary";

function SelectOne({
  delivery,
  selected,
  onSelect,
}: Pick<Handlers, "selected" | "onSelect"> & { delivery: DeliveryView }) {
  return (
    <input
      type="checkbox"
      className={CHECKBOX}
      aria-label={BULK_ACTIONS.select(delivery.summary)}
      checked={selected.has(delivery.id)}
      onChange={(event) => onSelect([delivery.id], event.target.checked)}
    />
  );
}

function Attempts({ count }: { count: number }) {
  return (
    <span className="text-xs text-muted-foreground">
      {count} {count === 1 ? "attempt" : "attempts"}
    </span>
  );
}

/**
 * The messages of one page: a table from sm up, cards on a phone. A table of five columns would leave a phone
 * scrolling sideways to read an error; a card gives the error the full width instead.
 */
export function DeliveriesList({
  deliveries,
  busyId,
  onRetry,
  onDiscard,
  selected,
  onSelect,
}: Handlers & { deliveries: DeliveryView[] }) {
  const actions = (delivery: DeliveryView) => (
    <DeliveryActions delivery={delivery} onRetry={onRetry} onDiscard={onDiscard} busy={busyId === delivery.id} />
  );
  const ids = deliveries.map((delivery) => delivery.id);
  const allChosen = ids.length > 0 && ids.every((id) => selected.has(id));
  const selectAll = (
    <input
      type="checkbox"
      className={CHECKBOX}
      aria-label={BULK_ACTIONS.selectAll}
      checked={allChosen}
      onChange={(event) => onSelect(ids, event.target.checked)}
    />
  );
  return (
    <>
      <AdminTable
        className="hidden sm:block"
        rows={deliveries}
        rowKey={(delivery) => delivery.id}
        minWidth="52rem"
        testId="deliveries"
        alignTop
        rowData={(delivery) => ({ "data-delivery-id": delivery.id })}
        columns={[
          {
            header: selectAll,
            className: "w-8",
            cell: (delivery) => <SelectOne delivery={delivery} selected={selected} onSelect={onSelect} />,
          },
          { header: "Message", className: "w-64", cell: (delivery) => <DeliveryMessage delivery={delivery} /> },
          {
            header: "Status",
            cell: (delivery) => (
              <>
                <DeliveryStatusBadge status={delivery.status} />
                <span className="mt-1 block">
                  <Attempts count={delivery.attempts} />
                </span>
              </>
            ),
          },
          { header: "Last error", className: "min-w-56", cell: (delivery) => <DeliveryProblem delivery={delivery} /> },
          { header: "Times", cell: (delivery) => <DeliveryTimes delivery={delivery} /> },
          { header: ACTIONS_HEADER, cell: actions },
        ]}
      />
      <p className="mt-4 flex items-center gap-2 text-sm sm:hidden">
        {selectAll}
        <span aria-hidden>{BULK_ACTIONS.selectAll}</span>
      </p>
      <ul className="mt-3 space-y-3 sm:hidden" data-testid="delivery-cards">
        {deliveries.map((delivery) => (
          <li key={delivery.id} className="rounded-md border border-border p-3 text-sm" data-delivery-id={delivery.id}>
            <div className="flex items-start justify-between gap-3">
              <span className="pt-0.5">
                <SelectOne delivery={delivery} selected={selected} onSelect={onSelect} />
              </span>
              <div className="min-w-0 flex-1">
                <DeliveryMessage delivery={delivery} />
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <DeliveryStatusBadge status={delivery.status} />
                <Attempts count={delivery.attempts} />
              </div>
            </div>
            {(delivery.lastError || delivery.waitingReason) && (
              <div className="mt-3">
                <DeliveryProblem delivery={delivery} />
              </div>
            )}
            <div className="mt-3">
              <DeliveryTimes delivery={delivery} />
            </div>
            <div className="mt-3 empty:hidden">{actions(delivery)}</div>
          </li>
        ))}
      </ul>
    </>
  );
}
