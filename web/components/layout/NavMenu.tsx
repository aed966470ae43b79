import { useId } from "react";
import { Link, useLocation } from "react-router";
import { footerColumnId, type NavGroup } from "../../content/navigation";
import { cn } from "../../lib/utils";
import { ChevronDownIcon } from "../ui/icons";
import { useMenuButton } from "./use-menu-button";

/**
 * A drop-down of one header nav group (Services, Company), written as the WAI-ARIA menu button pattern instead of
 * Radix DropdownMenu: it is on every public page, and Radix's menu with its positioning engine would be about a
 * tenth of the first load. Enter, Space or ArrowDown open it on the first item (ArrowUp on the last); arrows,
 * Home and End move between items; Escape closes it and returns focus to the button; Tab, a click outside,
 * choosing a page or a route change close it. The button is a link to the group's footer column, where the same
 * pages are listed: that is what a click does without scripts, or before they have loaded.
 */
export function NavMenu({ group, triggerClassName }: { group: NavGroup; triggerClassName: string }) {
  const { pathname } = useLocation();
  const { open, setOpen, wrapper, button, onButtonKeyDown, onMenuKeyDown } = useMenuButton(pathname);
  const menuId = useId();
  const buttonId = useId();

  return (
    <div ref={wrapper} className="relative">
      <a
        ref={button}
        id={buttonId}
        href={`#${footerColumnId(group)}`}
        role="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-state={open ? "open" : "closed"}
        className={cn(triggerClassName, "group")}
        onClick={(event) => {
          event.preventDefault();
          setOpen((was) => !was);
        }}
        onKeyDown={onButtonKeyDown}
      >
        {group.label}
        <ChevronDownIcon
          aria-hidden="true"
          className="size-4 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
        />
      </a>
      {open && (
        <ul
          id={menuId}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the menu pattern: a list of links that the arrow keys move through
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={onMenuKeyDown}
          className="absolute top-full left-0 z-50 mt-1.5 min-w-56 rounded-lg border border-border bg-white p-1.5 text-foreground shadow-lg motion-safe:animate-menu-in"
        >
          {group.links.map((link) => (
            <li key={link.to} role="none">
              <Link
                role="menuitem"
                tabIndex={-1}
                to={link.to}
                aria-current={link.to === pathname ? "page" : undefined}
                onClick={() => setOpen(false)}
                className={cn(
                  "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-foreground outline-none select-none",
                  // The highlight is the focus indicator (focus moves item by item), so it must stand out: navy.
                  "hover:bg-primary hover:text-primary-foreground focus:bg-primary focus:text-primary-foreground",
                )}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
