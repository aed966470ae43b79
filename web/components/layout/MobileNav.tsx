import { MenuIcon } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "../ui/button";

const loadDrawer = () => import("./MobileNavDrawer");
const MobileNavDrawer = lazy(loadDrawer);

/**
 * Below `lg`: a menu button opening a side drawer that repeats the header; choosing anything closes it. The
 * drawer's code (MobileNavDrawer.tsx, with Radix Dialog) stays out of the first load: it is fetched as soon as a
 * visitor shows the intent to open it (a finger or pointer on the button, or keyboard focus), which is before the
 * tap or click completes, and mounted from then on.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDrawer().catch(() => undefined);
  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        className="lg:hidden"
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon className="size-6" aria-hidden="true" />
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileNavDrawer open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
