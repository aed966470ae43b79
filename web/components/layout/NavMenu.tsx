import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { footerColumnId, type NavGroup } from "../../content/navigation";
import { cn } from "../../lib/utils";
import { ChevronDownIcon } from "../ui/icons";

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
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLAnchorElement>(null);
  const focusOnOpen = useRef<"first" | "last" | null>(null);
  const menuId = useId();
  const buttonId = useId();

  const items = () => [...(wrapper.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu
  useEffect(() => setOpen(false), [pathname]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: items() reads the DOM of this render; the effect follows open alone
  useEffect(() => {
    if (!open) return;
    const target = focusOnOpen.current;
    focusOnOpen.current = null;
    if (target)
      items()
        .at(target === "first" ? 0 : -1)
        ?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function openWithFocus(target: "first" | "last") {
    if (open) {
      items()
        .at(target === "first" ? 0 : -1)
        ?.focus();
      return;
    }
    focusOnOpen.current = target;
    setOpen(true);
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    if (event.key === "Enter" || event.key === " " || event.key === "ArrowDown") {
      event.preventDefault();
      openWithFocus("first");
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openWithFocus("last");
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: all.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      all[(moves[event.key]! + all.length) % all.length]?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  }

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
