import { DELIVERY_KINDS, DELIVERY_STATUSES, type DeliveryKind, type DeliveryStatus } from "#contract/enums";
import { DELIVERIES_PAGE, DELIVERY_KIND_LABELS, DELIVERY_STATUS_HELP } from "../../../content/deliveries";
import { ListFilter } from "../ListFilter";
import { ListSearch } from "../ListSearch";
import { titleCase } from "../labels";

type Apply = (changes: Partial<Record<"status" | "kind" | "q", string>>) => void;

/** The recipient search and the status and kind filters, all kept in the URL. */
export function DeliveryListFilters({
  status,
  kind,
  q,
  apply,
}: {
  status: DeliveryStatus | undefined;
  kind: DeliveryKind | undefined;
  q: string | undefined;
  apply: Apply;
}) {
  return (
    <>
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
    </>
  );
}
