import { CalendarDays, CalendarRange, List } from "lucide-react";
import { Link } from "react-router";
import { APPOINTMENT_VIEWS } from "../../../content/appointments";
import { cn } from "../../../lib/utils";
import { buttonVariants } from "../../ui/button";

/** The calendar's views: by day, by week (the default, no ?view) and as a list. */
export const APPOINTMENT_VIEW_NAMES = ["day", "week", "list"] as const;
export type AppointmentView = (typeof APPOINTMENT_VIEW_NAMES)[number];
const VIEW_ICONS = { day: CalendarDays, week: CalendarRange, list: List } as const;

/** The URL of another view or day; the filters stay, the page starts again. */
export function appointmentsHref(
  params: URLSearchParams,
  today: string,
  changes: { view?: AppointmentView; date?: string },
): string {
  const search = new URLSearchParams(params);
  search.delete("page");
  if (changes.view) {
    if (changes.view === "week") search.delete("view");
    else search.set("view", changes.view);
  }
  if (changes.date !== undefined) {
    if (changes.date === today) search.delete("date");
    else search.set("date", changes.date);
  }
  const text = search.toString();
  return text ? `?${text}` : "?";
}

/** Links between the views, the current one marked. */
export function AppointmentViewNav({ view, href }: { view: AppointmentView; href: (view: AppointmentView) => string }) {
  return (
    <nav aria-label="View" className="inline-flex rounded-md border border-border bg-white p-0.5">
      {APPOINTMENT_VIEW_NAMES.map((value) => {
        const Icon = VIEW_ICONS[value];
        return (
          <Link
            key={value}
            to={href(value)}
            aria-current={view === value ? "page" : undefined}
            className={cn(buttonVariants({ variant: view === value ? "default" : "ghost", size: "sm" }), "h-8")}
          >
            <Icon aria-hidden />
            {APPOINTMENT_VIEWS[value]}
          </Link>
        );
      })}
    </nav>
  );
}
