import { MenuIcon } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { whenIdle } from "../../lib/when-idle";
import { Button } from "../ui/button";

const loadDrawer = () => import("./MobileNavDrawer");
const MobileNavDrawer = lazy(loadDrawer);

/**
 * Below `lg`: a menu button opening a side drawer that repeats the header; choosing anything closes it. The
 * drawer's code (MobileNavDrawer.tsx, with Radix Dialog) stays out of the first load: it is fetched when the
 * browser is idle, or at the first tap if that comes sooner, and mounted from then on.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => whenIdle(() => void loadDrawer()), []);
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
