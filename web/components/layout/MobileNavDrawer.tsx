import type { RefObject } from "react";
import { Link, NavLink } from "react-router";
import {
  BOOK_CONSULTATION,
  MAIN_LINKS,
  MENU_GROUPS,
  type NavLink as NavLinkData,
  SUBMIT_RESUME,
} from "../../content/navigation";
import { cn } from "../../lib/utils";
import { Button } from "../ui/button";
import { Sheet, SheetContent, SheetHeader, SheetTitle } from "../ui/sheet";
import { AccountAction } from "./AccountAction";

interface MobileNavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets focus back when the drawer closes. */
  trigger: RefObject<HTMLElement | null>;
}

/** The drawer of MobileNav, in its own chunk: Radix Dialog is loaded only for visitors who open the menu. */
export default function MobileNavDrawer({ open, onOpenChange, trigger }: MobileNavDrawerProps) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        closeLabel="Close menu"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
        </SheetHeader>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 pb-4">
          {MENU_GROUPS.map((group) => (
            <section key={group.label} aria-labelledby={`drawer-${group.label}`} className="mb-4">
              <h3
                id={`drawer-${group.label}`}
                className="px-3 pb-1 text-xs font-semibold tracking-wider text-muted-foreground uppercase"
              >
                {group.label}
              </h3>
              <DrawerLinks links={group.links} onChoose={close} />
            </section>
          ))}
          <div className="border-t border-border pt-3">
            <DrawerLinks links={MAIN_LINKS} onChoose={close} />
          </div>
        </nav>
        <div className="flex flex-col gap-2 border-t border-border p-4">
          <Button asChild variant="accent" size="lg">
            <Link to={SUBMIT_RESUME.to} onClick={close}>
              {SUBMIT_RESUME.label}
            </Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to={BOOK_CONSULTATION.to} onClick={close}>
              {BOOK_CONSULTATION.label}
            </Link>
          </Button>
          <AccountAction className="h-11 px-4 py-2 text-sm" onAction={close} />
        </div>
      </SheetContent>
    </Sheet>
  );
}

function DrawerLinks({ links, onChoose }: { links: readonly NavLinkData[]; onChoose: () => void }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            onClick={onChoose}
            className={({ isActive }) =>
              cn(
                "flex min-h-11 items-center rounded-md px-3 text-base font-medium text-foreground hover:bg-muted hover:text-primary",
                isActive && "bg-muted font-semibold text-primary",
              )
            }
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
