import { Link } from "react-router";
import type { AppointmentListItem } from "#contract/appointments";
import { AdminTable } from "../AdminTable";
import { formatDay } from "../labels";
import { AppointmentStatusBadge, TypeDot, timeSpan } from "./AppointmentParts";

const bookerLink = (item: AppointmentListItem) => (
  <Link to={`/admin/appointments/${item.id}`} className="font-medium text-primary underline-offset-2 hover:underline">
    {item.bookerName}
  </Link>
);

/** The list view's page of appointments: a table on wide screens, cards edged in the type's colour on narrow ones. */
export function AppointmentsTable({ rows }: { rows: AppointmentListItem[] }) {
  return (
    <>
      <AdminTable
        className="hidden md:block"
        rows={rows}
        rowKey={(item) => item.id}
        minWidth="48rem"
        testId="appointments"
        alignTop
        rowData={(item) => ({ "data-appointment-id": item.id })}
        columns={[
          {
            header: "When",
            className: "whitespace-nowrap",
            cell: (item) => (
              <>
                <span className="block font-medium">{formatDay(item.date, "medium")}</span>
                <span className="text-xs text-muted-foreground">{timeSpan(item)}</span>
              </>
            ),
          },
          {
            header: "Booker",
            cell: (item) => (
              <>
                {bookerLink(item)}
                <span className="block text-xs break-all text-muted-foreground">
                  {item.bookerEmail}
                  {item.bookerCompany ? ` · ${item.bookerCompany}` : ""}
                </span>
              </>
            ),
          },
          {
            header: "Type",
            cell: (item) => (
              <span className="inline-flex items-center gap-1.5">
                <TypeDot color={item.typeColor} />
                {item.typeName}
              </span>
            ),
          },
          { header: "Status", cell: (item) => <AppointmentStatusBadge status={item.status} /> },
        ]}
      />
      <ul className="mt-3 space-y-3 md:hidden" data-testid="appointment-cards">
        {rows.map((item) => (
          <li
            key={item.id}
            className="rounded-md border border-border border-l-4 p-3 text-sm"
            style={{ borderLeftColor: item.typeColor }}
            data-appointment-id={item.id}
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                {bookerLink(item)}
                <span className="block truncate text-xs text-muted-foreground">{item.typeName}</span>
              </div>
              <AppointmentStatusBadge status={item.status} />
            </div>
            <p className="mt-2 text-xs text-muted-foreground">
              {formatDay(item.date, "medium")}, {timeSpan(item)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
