import { Link } from "react-router";
import { APPOINTMENT_STATUS_LABELS, type AppointmentListItem } from "#contract/appointments";
import { cn } from "../../../lib/utils";
import { isClosed, timeSpan } from "./AppointmentParts";

/** The type's color as a light tint behind the text, when it is a plain hex color. */
function tint(color: string): string | undefined {
  return /^#[0-9a-f]{6}$/i.test(color) ? `${color}26` : undefined;
}

/** An appointment in words, for the name of its link: time, booker, type and status. */
export function appointmentLabel(item: AppointmentListItem): string {
  return `${timeSpan(item)}, ${item.bookerName}, ${item.typeName}, ${APPOINTMENT_STATUS_LABELS[item.status]}`;
}

/** One appointment on the timeline, placed by its time (`top`, `height` in px) in its lane of overlapping ones. */
export function TimelineBlock({
  item,
  top,
  height,
  lane,
  lanes,
  week,
}: {
  item: AppointmentListItem;
  top: number;
  height: number;
  lane: number;
  lanes: number;
  /** Several days shown: the block leaves out the type and company. */
  week: boolean;
}) {
  return (
    <li
      className="absolute px-0.5"
      style={{ top, height, left: `${(lane / lanes) * 100}%`, width: `${100 / lanes}%` }}
      data-appointment-id={item.id}
    >
      <Link
        to={`/admin/appointments/${item.id}`}
        aria-label={appointmentLabel(item)}
        title={appointmentLabel(item)}
        className={cn(
          "block h-full overflow-hidden rounded border-l-4 bg-white px-1.5 py-0.5 text-xs leading-tight shadow-xs hover:ring-2 hover:ring-ring focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
          isClosed(item.status) && "opacity-60",
        )}
        style={{ borderLeftColor: item.typeColor, backgroundColor: tint(item.typeColor) }}
      >
        <span className={cn("block truncate font-semibold text-foreground", isClosed(item.status) && "line-through")}>
          {item.bookerName}
        </span>
        <span className="block truncate text-muted-foreground">{timeSpan(item)}</span>
        {!week && (
          <span className="block truncate text-muted-foreground">
            {item.typeName}
            {item.bookerCompany ? ` · ${item.bookerCompany}` : ""}
          </span>
        )}
      </Link>
    </li>
  );
}
