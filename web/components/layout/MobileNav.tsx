import { lazy, Suspense, useRef, useState } from "react";
import { footerColumnId, MENU_GROUPS } from "../../content/navigation";
import { Button } from "../ui/button";
import { MenuIcon } from "../ui/icons";

const loadDrawer = () => import("./MobileNavDrawer");
const MobileNavDrawer = lazy(loadDrawer);

/**
 * Below `lg`: a menu button opening a side drawer that repeats the header; choosing anything closes it. The
 * drawer's code (MobileNavDrawer.tsx, with Radix Dialog) stays out of the first load: it is fetched as soon as a
 * visitor shows the intent to open it (a finger or pointer on the button, or keyboard focus), which is before the
 * tap or click completes, and mounted from then on. The button is a link to the footer's columns, which list the
 * same pages: that is what a tap does without scripts, or before they have loaded.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  const preload = () => void loadDrawer().catch(() => undefined);
  const openDrawer = (event: { preventDefault(): void }) => {
    event.preventDefault();
    setWanted(true);
    setOpen(true);
  };
  return (
    <>
      <Button asChild variant="ghost" size="icon" className="lg:hidden">
        <a
          ref={trigger}
          href={`#${footerColumnId(MENU_GROUPS[0]!)}`}
          role="button"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={preload}
          onPointerDown={preload}
          onFocus={preload}
          onClick={openDrawer}
          onKeyDown={(event) => event.key === " " && openDrawer(event)}
        >
          <MenuIcon className="size-6" aria-hidden="true" />
        </a>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileNavDrawer open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
