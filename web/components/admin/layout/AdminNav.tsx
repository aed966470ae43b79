import { NavLink } from "react-router";
import { areaOfAdminPath } from "#contract/access";
import { ADMIN_GROUPS, ADMIN_SECTIONS, type AdminSection } from "../../../content/admin-navigation";
import { cn } from "../../../lib/utils";

/** The sections a user reaches: those whose page's area is among the session's areas (the one access rule). */
export function reachableSections(areas: readonly string[]): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => areas.includes(areaOfAdminPath(section.to) ?? ""));
}

interface AdminNavProps {
  sections: readonly AdminSection[];
  /** The count of unread messages, shown beside Messages. */
  unread?: number;
  /** Called when a link is chosen (the phone menu closes). */
  onNavigate?: () => void;
  /**
   * Tight rows and no gap between groups, for the wide screen's sidebar: most sections fit a 1280 x 720 screen (the
   * sidebar scrolls on its own past them), each row still the 24 px high target WCAG 2.5.8 asks for. The phone's
   * menu keeps rows a finger can hit.
   */
  dense?: boolean;
}

/** The back office's sections under their group headings: the wide screen's sidebar and the phone's menu. */
export function AdminNav({ sections, unread, onNavigate, dense }: AdminNavProps) {
  const groups = ADMIN_GROUPS.map((group) => ({
    group,
    items: sections.filter((section) => section.group === group),
  })).filter(({ items }) => items.length > 0);
  return (
    <div className={cn("flex flex-col", dense ? "gap-0" : "gap-2")}>
      {groups.map(({ group, items }) => (
        <section key={group} aria-labelledby={`nav-group-${group}`}>
          <h2
            id={`nav-group-${group}`}
            className={cn(
              "px-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase",
              dense ? "leading-3" : "pb-0.5",
            )}
          >
            {group}
          </h2>
          <ul>
            {items.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      "flex items-center justify-between rounded-md px-3 text-sm leading-5 font-medium",
                      dense ? "py-0.5" : "py-[3px]",
                      isActive ? "bg-primary text-white" : "text-foreground hover:bg-muted",
                    )
                  }
                >
                  {section.label}
                  {areaOfAdminPath(section.to) === "inbox" && Boolean(unread) && (
                    <span
                      className="ml-1.5 rounded-full bg-red-700 px-1.5 py-0.5 text-xs leading-none font-semibold text-white"
                      data-testid="unread-badge"
                    >
                      {unread}
                      <span className="sr-only"> unread</span>
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
